package shorten

import (
	"context"
	"crypto/md5"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"hash"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// YOURLS is a self-hosted YOURLS install's API (YOURLS/YOURLS,
// yourls-api.php, includes/functions-api.php, includes/functions-auth.php
// and includes/functions-shorturls.php, commit b8c7882e): action=shorturl
// with url, keyword and title, format=json, authenticated by the secret
// signature token. It answers {"status": "success", "shorturl": …}, or
// {"status": "fail", "code": "error:…", "message": …} with an HTTP
// status from its errorCode (400; 403 for a refused signature; 429 for
// its flood check).
//
// The parameters go in a POST form body, never in the URL. By default the
// signature itself is not sent: YOURLS takes a time-limited signature,
// hash(timestamp + signature) with the timestamp and the hash's name, valid
// for YOURLS_NONCE_LIFE (12 hours by default); SignatureHash chooses the
// hash (sha256, sha384, sha512, or md5 for a YOURLS from before the hash
// parameter) or "plain" to send the signature as it is.
//
// A long URL YOURLS has already (when YOURLS_UNIQUE_URLS is on, the
// default) is answered as a failure, code error:url, that carries the
// existing short URL: it is taken as the short link, reused. A title (the
// long link itself) is always sent, or YOURLS would fetch the page for
// one: a visit to a tagged link that no one made.
type YOURLS struct {
	SignatureHash string // "" means sha256
	now           func() int64
}

// Name is the provider's command-line name.
func (YOURLS) Name() string { return "yourls" }

// YOURLSHashes are the SignatureHash values.
var yourlsHashes = map[string]func() hash.Hash{"sha256": sha256.New, "sha384": sha512.New384, "sha512": sha512.New, "md5": md5.New}

// ValidYOURLSHash reports whether h is a SignatureHash value.
func ValidYOURLSHash(h string) bool {
	_, ok := yourlsHashes[h]
	return ok || h == "plain" || h == ""
}

type yourlsAnswer struct {
	Status    string `json:"status"`
	Code      string `json:"code"`
	Message   string `json:"message"`
	ShortURL  string `json:"shorturl"`
	ErrorCode any    `json:"errorCode"` // "403" or 403
}

// Shorten makes or finds the short URL.
func (p YOURLS) Shorten(ctx context.Context, api *API, r Request) (Result, error) {
	form := url.Values{"action": {"shorturl"}, "format": {"json"}, "url": {r.Long}, "title": {r.Long}}
	if r.Slug != "" {
		form.Set("keyword", r.Slug)
	}
	p.sign(form, api.Key)
	ans, err := api.call(ctx, apiRequest{method: http.MethodPost, body: []byte(form.Encode()), ctype: "application/x-www-form-urlencoded"})
	if err != nil {
		return Result{}, err
	}
	var a yourlsAnswer
	decodeErr := api.decode(ans, &a)
	switch {
	case decodeErr == nil && a.Status == "success":
		short, err := api.shortLink(ans.status, a.ShortURL)
		return Result{Short: short}, err
	case decodeErr == nil && a.Code == "error:url" && a.ShortURL != "":
		short, err := api.shortLink(ans.status, a.ShortURL)
		return Result{Short: short, Reused: true}, err
	case success(ans.status) && decodeErr != nil:
		return Result{}, decodeErr
	}
	if code := yourlsCode(a.ErrorCode); success(ans.status) && code >= 400 && code < 600 {
		ans.status = code // an older YOURLS answers 200 and says the status in errorCode
	}
	return Result{}, api.fail(ans, yourlsText(a))
}

func yourlsText(a yourlsAnswer) string {
	if a.Code != "" && a.Message != "" {
		return a.Message + " (" + a.Code + ")"
	}
	return a.Message
}

// sign adds the authentication: the time-limited signature by default.
func (p YOURLS) sign(form url.Values, key Secret) {
	h := p.SignatureHash
	if h == "" {
		h = "sha256"
	}
	if h == "plain" {
		form.Set("signature", key.reveal())
		return
	}
	now := p.now
	if now == nil {
		now = timeNowUnix
	}
	ts := strconv.FormatInt(now(), 10)
	sum := yourlsHashes[h]()
	sum.Write([]byte(ts + key.reveal()))
	form.Set("timestamp", ts)
	form.Set("signature", hex.EncodeToString(sum.Sum(nil)))
	if h != "md5" { // YOURLS before the hash parameter took md5 and knows no "hash"
		form.Set("hash", h)
	}
}

// yourlsEndpoint is the API script's URL: the endpoint as given when it
// names a .php file, else yourls-api.php under it.
func yourlsEndpoint(u *url.URL) *url.URL {
	if strings.HasSuffix(strings.ToLower(u.Path), ".php") {
		return u
	}
	v := *u
	v.Path = strings.TrimRight(v.Path, "/") + "/yourls-api.php"
	v.RawPath = ""
	return &v
}

// yourlsCode reads errorCode, a string or a number; 0 when neither.
func yourlsCode(v any) int {
	switch c := v.(type) {
	case float64:
		return int(c)
	case string:
		n, _ := strconv.Atoi(c)
		return n
	}
	return 0
}

func timeNowUnix() int64 { return time.Now().Unix() }

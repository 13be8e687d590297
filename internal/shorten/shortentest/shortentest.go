// Package shortentest is a faithful fake of each link shortener's API on
// a loopback server, for tests only: the documented requests (method,
// path, authentication, body fields) and answers (success, reuse, error
// bodies, status codes, rate-limit headers) of Shlink, YOURLS, Kutt, Dub
// and Bitly, as internal/shorten's provider files cite them, plus the
// short links themselves, which redirect to their long links (optionally
// losing a parameter on the way). It records every request, and can be
// made slow, oversized, rate limiting or echoing the key it was sent.
package shortentest

import (
	"crypto/md5"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Request is one request the fake received.
type Request struct {
	Method string
	Path   string
	Query  url.Values
	Header http.Header
	Body   []byte
	Form   url.Values     // a form body, parsed
	JSON   map[string]any // a JSON body, parsed
}

// Server is one provider's fake.
type Server struct {
	*httptest.Server
	Provider string
	Key      string

	mu sync.Mutex
	// Limited answers the next Limited API requests with 429 and
	// RetryAfter (none when "").
	Limited    int
	RetryAfter string
	// Delay holds every API answer back.
	Delay time.Duration
	// Oversized answers with a body of several megabytes.
	Oversized bool
	// EchoKey puts the key it received into its error answers.
	EchoKey bool
	// Drop is a query parameter the short links' redirects lose.
	Drop     string
	requests []Request
	long     map[string]string // long URL -> code
	codes    map[string]string // code -> long URL
	next     int
}

// New starts the fake of provider ("shlink", "yourls", "kutt", "dub",
// "bitly") accepting key, on 127.0.0.1.
func New(provider, key string) *Server {
	s := &Server{Provider: provider, Key: key, long: map[string]string{}, codes: map[string]string{}}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	return s
}

// Requests are the API requests received so far (redirects of short
// links are not recorded).
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Store makes code a short link of long, as if made before.
func (s *Server) Store(code, long string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.long[long], s.codes[code] = code, long
}

// Set changes the fake's behaviour under its lock.
func (s *Server) Set(fn func(s *Server)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	fn(s)
}

// Short is the short link of code.
func (s *Server) Short(code string) string { return s.URL + "/" + code }

// Host is the short domain: the server's host and port.
func (s *Server) Host() string { return strings.TrimPrefix(s.URL, "http://") }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if !s.isAPI(r) {
		s.redirect(w, r)
		return
	}
	rec := Request{Method: r.Method, Path: r.URL.Path, Query: r.URL.Query(), Header: r.Header.Clone(), Body: body}
	if strings.HasPrefix(r.Header.Get("Content-Type"), "application/x-www-form-urlencoded") {
		rec.Form, _ = url.ParseQuery(string(body))
	}
	if strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		_ = json.Unmarshal(body, &rec.JSON)
	}
	s.mu.Lock()
	s.requests = append(s.requests, rec)
	delay, oversized := s.Delay, s.Oversized
	limited := s.Limited > 0
	if limited {
		s.Limited--
	}
	retry := s.RetryAfter
	s.mu.Unlock()
	if delay > 0 {
		select {
		case <-time.After(delay):
		case <-r.Context().Done():
			return
		}
	}
	switch {
	case oversized:
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"padding":"`+strings.Repeat("x", 4<<20)+`"}`)
	case limited:
		s.limit(w, retry)
	default:
		s.api(w, rec)
	}
}

func (s *Server) isAPI(r *http.Request) bool {
	p := r.URL.Path
	switch s.Provider {
	case "shlink":
		return strings.HasPrefix(p, "/rest/")
	case "yourls":
		return strings.HasSuffix(p, ".php")
	case "kutt":
		return strings.HasPrefix(p, "/api/")
	case "dub":
		return strings.HasPrefix(p, "/links")
	case "bitly":
		return strings.HasPrefix(p, "/v4/")
	}
	return false
}

// redirect serves a short link: 301 to its long link (less Drop).
func (s *Server) redirect(w http.ResponseWriter, r *http.Request) {
	code := strings.TrimPrefix(r.URL.Path, "/")
	s.mu.Lock()
	long, ok := s.codes[code]
	drop := s.Drop
	s.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	if drop != "" {
		if u, err := url.Parse(long); err == nil {
			q := u.Query()
			q.Del(drop)
			u.RawQuery = q.Encode()
			long = u.String()
		}
	}
	http.Redirect(w, r, long, http.StatusMovedPermanently)
}

// limit answers 429 as the provider does.
func (s *Server) limit(w http.ResponseWriter, retry string) {
	if retry != "" {
		w.Header().Set("Retry-After", retry)
	}
	switch s.Provider {
	case "dub":
		w.Header().Set("X-RateLimit-Limit", "60")
		w.Header().Set("X-RateLimit-Remaining", "0")
		w.Header().Set("X-RateLimit-Reset", strconv.FormatInt(time.Now().Add(time.Minute).Unix(), 10))
		writeJSON(w, 429, map[string]any{"error": map[string]any{"code": "rate_limit_exceeded", "message": "Too many requests.",
			"doc_url": "https://dub.co/docs/api-reference/errors#rate-limit_exceeded"}})
	case "bitly":
		writeJSON(w, 429, map[string]any{"message": "RATE_LIMIT_EXCEEDED", "resource": "bitlinks", "description": "You have exceeded your rate limit."})
	case "yourls": // yourls_die's page for its flood check
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(429)
		io.WriteString(w, "<html><body><h1>Too Many Requests</h1><p>Too many URLs added too fast. Slow down please.</p></body></html>")
	case "kutt":
		writeJSON(w, 429, map[string]any{"error": "Too many requests, please try again later."})
	default:
		writeJSON(w, 429, map[string]any{"type": "about:blank", "title": "Too Many Requests", "detail": "Too many requests", "status": 429})
	}
}

func (s *Server) api(w http.ResponseWriter, r Request) {
	switch s.Provider {
	case "shlink":
		s.shlink(w, r)
	case "yourls":
		s.yourls(w, r)
	case "kutt":
		s.kutt(w, r)
	case "dub":
		s.dub(w, r)
	case "bitly":
		s.bitly(w, r)
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// create stores long under code (a new one when ""), false when code is
// taken by another long link.
func (s *Server) create(long, code string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if code == "" {
		s.next++
		code = "c" + strconv.Itoa(s.next)
	}
	if l, ok := s.codes[code]; ok && l != long {
		return code, false
	}
	s.codes[code] = long
	if _, ok := s.long[long]; !ok {
		s.long[long] = code
	}
	return code, true
}

func (s *Server) existing(long string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.long[long]
	return c, ok
}

func (s *Server) echo(sent string) string {
	if s.EchoKey {
		return " (received " + sent + ")"
	}
	return ""
}

func str(m map[string]any, k string) string {
	v, _ := m[k].(string)
	return v
}

// shlink: POST /rest/v3/short-urls (see internal/shorten/shlink.go).
func (s *Server) shlink(w http.ResponseWriter, r Request) {
	problem := func(status int, typ, title, detail string, extra map[string]any) {
		p := map[string]any{"type": "https://shlink.io/api/error/" + typ, "title": title, "detail": detail, "status": status}
		for k, v := range extra {
			p[k] = v
		}
		w.Header().Set("Content-Type", "application/problem+json")
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(p)
	}
	if got := r.Header.Get("X-Api-Key"); got != s.Key {
		problem(401, "invalid-api-key", "Invalid API key", "Provided API key does not exist or is invalid."+s.echo(got), nil)
		return
	}
	if r.Method != http.MethodPost || r.Path != "/rest/v3/short-urls" {
		problem(404, "not-found", "Not found", "Requested route does not exist.", nil)
		return
	}
	long, slug := str(r.JSON, "longUrl"), str(r.JSON, "customSlug")
	if long == "" {
		problem(400, "invalid-data", "Invalid data", "Provided data is not valid", map[string]any{"invalidElements": []string{"longUrl"}})
		return
	}
	if find, _ := r.JSON["findIfExists"].(bool); find {
		if c, ok := s.existing(long); ok && (slug == "" || slug == c) {
			s.shlinkAnswer(w, c, long)
			return
		}
	}
	code, ok := s.create(long, slug)
	if !ok {
		problem(400, "non-unique-slug", "Invalid custom slug", fmt.Sprintf("Provided slug %q is already in use.", slug), map[string]any{"customSlug": slug})
		return
	}
	s.shlinkAnswer(w, code, long)
}

func (s *Server) shlinkAnswer(w http.ResponseWriter, code, long string) {
	writeJSON(w, 200, map[string]any{"shortCode": code, "shortUrl": s.Short(code), "longUrl": long, "dateCreated": "2026-01-21T20:34:16+02:00",
		"visitsSummary": map[string]int{"total": 0, "nonBots": 0, "bots": 0}, "tags": []string{},
		"meta":   map[string]any{"validSince": nil, "validUntil": nil, "maxVisits": nil},
		"domain": nil, "title": nil, "crawlable": false, "forwardQuery": true, "hasRedirectRules": false})
}

// yourls: yourls-api.php?action=shorturl (see internal/shorten/yourls.go).
func (s *Server) yourls(w http.ResponseWriter, r Request) {
	f := r.Form
	if f == nil {
		f = r.Query
	}
	if !s.yourlsAuth(f) {
		writeJSON(w, 403, map[string]any{"message": "Please log in" + s.echo(f.Get("signature")), "errorCode": "403", "callback": ""})
		return
	}
	if f.Get("action") != "shorturl" {
		writeJSON(w, 400, map[string]any{"errorCode": "400", "message": `Unknown or missing "action" parameter`})
		return
	}
	long, keyword := f.Get("url"), f.Get("keyword")
	if long == "" {
		writeJSON(w, 400, map[string]any{"status": "fail", "code": "error:nourl", "message": "Missing or malformed URL",
			"errorCode": "400", "statusCode": "400"})
		return
	}
	if c, ok := s.existing(long); ok {
		writeJSON(w, 400, map[string]any{"status": "fail", "code": "error:url",
			"url":     map[string]any{"keyword": c, "url": long, "title": f.Get("title"), "date": "2026-01-21 20:34:16", "ip": "127.0.0.1", "clicks": "0"},
			"message": long + " already exists in database (short URL: " + s.Host() + "/" + c + ")", "title": f.Get("title"),
			"shorturl": s.Short(c), "errorCode": "400", "statusCode": "400"})
		return
	}
	code, ok := s.create(long, keyword)
	if !ok {
		writeJSON(w, 400, map[string]any{"status": "fail", "code": "error:keyword",
			"message":   "Short URL " + keyword + " already exists in database or is reserved",
			"errorCode": "400", "statusCode": "400"})
		return
	}
	writeJSON(w, 200, map[string]any{
		"url":    map[string]any{"keyword": code, "url": long, "title": f.Get("title"), "date": "2026-01-21 20:34:16", "ip": "127.0.0.1"},
		"status": "success", "message": long + " added to database", "title": f.Get("title"), "shorturl": s.Short(code), "statusCode": "200"})
}

// yourlsAuth is YOURLS' signature check: the signature itself, or a
// time-limited one (hash of timestamp and signature, either order).
func (s *Server) yourlsAuth(f url.Values) bool {
	sig, ts := f.Get("signature"), f.Get("timestamp")
	if ts == "" {
		return sig == s.Key
	}
	n, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || time.Since(time.Unix(n, 0)).Abs() > 12*time.Hour {
		return false
	}
	algo := f.Get("hash")
	if algo == "" {
		algo = "md5" // a YOURLS from before the hash parameter
	}
	news := map[string]func() hash.Hash{"md5": md5.New, "sha256": sha256.New, "sha384": sha512.New384, "sha512": sha512.New}[algo]
	if news == nil {
		return false
	}
	for _, in := range []string{ts + s.Key, s.Key + ts} {
		h := news()
		h.Write([]byte(in))
		if hex.EncodeToString(h.Sum(nil)) == sig {
			return true
		}
	}
	return false
}

// kutt: POST /api/v2/links (see internal/shorten/kutt.go).
func (s *Server) kutt(w http.ResponseWriter, r Request) {
	if got := r.Header.Get("X-Api-Key"); got != s.Key {
		writeJSON(w, 401, map[string]any{"error": "Unauthorized." + s.echo(got)})
		return
	}
	if r.Method != http.MethodPost || r.Path != "/api/v2/links" {
		writeJSON(w, 404, map[string]any{"error": "Not found."})
		return
	}
	target, custom := str(r.JSON, "target"), str(r.JSON, "customurl")
	if target == "" {
		writeJSON(w, 400, map[string]any{"error": "Target is missing."})
		return
	}
	if reuse, _ := r.JSON["reuse"].(bool); reuse {
		if c, ok := s.existing(target); ok {
			writeJSON(w, 200, s.kuttLink(c, target))
			return
		}
	}
	code, ok := s.create(target, custom)
	if !ok {
		writeJSON(w, 500, map[string]any{"error": "Custom URL is already in use."})
		return
	}
	writeJSON(w, 201, s.kuttLink(code, target))
}

func (s *Server) kuttLink(code, target string) map[string]any {
	return map[string]any{"id": "00000000-0000-4000-8000-000000000000", "address": code, "banned": false, "created_at": "2026-01-21T18:34:16.000Z",
		"link": s.Short(code), "password": false, "target": target, "description": nil, "updated_at": "2026-01-21T18:34:16.000Z", "visit_count": 0}
}

// dub: PUT /links/upsert, POST /links, GET /links/info (see
// internal/shorten/dub.go).
func (s *Server) dub(w http.ResponseWriter, r Request) {
	dubErr := func(status int, code, msg string) {
		writeJSON(w, status, map[string]any{"error": map[string]any{"code": code, "message": msg,
			"doc_url": "https://dub.co/docs/api-reference/errors#" + strings.ReplaceAll(code, "_", "-")}})
	}
	if got := r.Header.Get("Authorization"); got != "Bearer "+s.Key {
		dubErr(401, "unauthorized", "Unauthorized: Invalid API key."+s.echo(got))
		return
	}
	w.Header().Set("X-RateLimit-Limit", "60")
	w.Header().Set("X-RateLimit-Remaining", "59")
	switch {
	case r.Method == http.MethodGet && r.Path == "/links/info":
		s.mu.Lock()
		long, ok := s.codes[r.Query.Get("key")]
		s.mu.Unlock()
		if !ok || r.Query.Get("domain") != s.Host() {
			dubErr(404, "not_found", "Link not found.")
			return
		}
		writeJSON(w, 200, s.dubLink(r.Query.Get("key"), long))
	case r.Method == http.MethodPut && r.Path == "/links/upsert":
		long := str(r.JSON, "url")
		if c, ok := s.existing(long); ok && len(r.JSON) == 1 {
			writeJSON(w, 200, s.dubLink(c, long))
			return
		}
		code, _ := s.create(long, str(r.JSON, "key"))
		writeJSON(w, 200, s.dubLink(code, long))
	case r.Method == http.MethodPost && r.Path == "/links":
		long := str(r.JSON, "url")
		if long == "" {
			dubErr(422, "unprocessable_entity", "url: Required")
			return
		}
		if d := str(r.JSON, "domain"); d != "" && d != s.Host() {
			dubErr(403, "forbidden", "Domain does not belong to workspace.")
			return
		}
		s.mu.Lock()
		_, taken := s.codes[str(r.JSON, "key")]
		s.mu.Unlock()
		if taken { // processLink's checkIfKeyExists: whatever the key goes to
			dubErr(409, "conflict", "Duplicate key: This short link already exists.")
			return
		}
		code, _ := s.create(long, str(r.JSON, "key"))
		writeJSON(w, 200, s.dubLink(code, long))
	default:
		dubErr(404, "not_found", "The requested resource was not found.")
	}
}

func (s *Server) dubLink(code, long string) map[string]any {
	return map[string]any{"id": "link_" + code, "domain": s.Host(), "key": code, "url": long, "shortLink": s.Short(code),
		"archived": false, "externalId": nil, "tags": []any{}, "createdAt": "2026-01-21T18:34:16.000Z"}
}

// bitly: POST /v4/shorten, POST /v4/custom_bitlinks (see
// internal/shorten/bitly.go).
func (s *Server) bitly(w http.ResponseWriter, r Request) {
	if got := r.Header.Get("Authorization"); got != "Bearer "+s.Key {
		writeJSON(w, 403, map[string]any{"message": "FORBIDDEN", "resource": "bitlinks",
			"description": "You are currently forbidden to access this resource." + s.echo(got)})
		return
	}
	switch {
	case r.Method == http.MethodPost && r.Path == "/v4/shorten":
		long := str(r.JSON, "long_url")
		if long == "" {
			writeJSON(w, 400, map[string]any{"message": "INVALID_ARG_LONG_URL", "resource": "bitlinks", "description": "The value provided is invalid.",
				"errors": []map[string]string{{"field": "long_url", "error_code": "invalid"}}})
			return
		}
		if d := str(r.JSON, "domain"); d != "" && d != s.Host() {
			writeJSON(w, 400, map[string]any{"message": "INVALID_ARG_DOMAIN", "resource": "bitlinks", "description": "The value provided is invalid."})
			return
		}
		if c, ok := s.existing(long); ok {
			writeJSON(w, 200, s.bitlink(c, long))
			return
		}
		code, _ := s.create(long, "")
		writeJSON(w, 201, s.bitlink(code, long))
	case r.Method == http.MethodPost && r.Path == "/v4/custom_bitlinks":
		id, custom := str(r.JSON, "bitlink_id"), str(r.JSON, "custom_bitlink")
		host, slug, _ := strings.Cut(custom, "/")
		_, code, _ := strings.Cut(id, "/")
		s.mu.Lock()
		long, ok := s.codes[code]
		s.mu.Unlock()
		if !ok || host != s.Host() {
			writeJSON(w, 404, map[string]any{"message": "NOT_FOUND", "resource": "bitlinks", "description": "What you are looking for cannot be found."})
			return
		}
		if _, ok := s.create(long, slug); !ok {
			writeJSON(w, 409, map[string]any{"message": "CONFLICT", "resource": "custom_bitlinks", "description": "The custom back-half is taken."})
			return
		}
		writeJSON(w, 200, map[string]any{"custom_bitlink": custom, "bitlink": s.bitlink(code, long), "bitlink_history": []any{}})
	default:
		writeJSON(w, 404, map[string]any{"message": "NOT_FOUND", "resource": "bitlinks", "description": "What you are looking for cannot be found."})
	}
}

func (s *Server) bitlink(code, long string) map[string]any {
	custom := []string{}
	s.mu.Lock()
	for c, l := range s.codes {
		if l == long && c != code {
			custom = append(custom, s.Short(c))
		}
	}
	s.mu.Unlock()
	return map[string]any{"created_at": "2026-01-21T18:34:16+0000", "id": s.Host() + "/" + code, "link": s.Short(code), "custom_bitlinks": custom,
		"long_url": long, "archived": false, "tags": []string{}, "deeplinks": []any{},
		"references": map[string]string{"group": "https://api-ssl.bitly.com/v4/groups/Ba1bc23dE4F"}}
}

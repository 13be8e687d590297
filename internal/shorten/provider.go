// Package shorten makes a short link of a long one through a link
// shortener's API: Shlink, YOURLS, Kutt, Dub or Bitly, each by its
// documented API (one file each), behind one small interface. It is
// network code, run only on request: shortening sends the link to the
// provider.
//
// The key never shows: it is a Secret (it prints as [redacted]), a
// provider's words are redacted before they reach a message, a request's
// URL never carries it (headers or a POST body do) and a *url.Error is
// unwrapped before its words are kept. Every call is bounded (see Client)
// and goes through internal/follow's transport, so an endpoint that is the
// provider's default may not lead to a loopback or private address; one
// the user configured may.
package shorten

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/whatwg"
)

// Request is one link to shorten and what the user asked of it.
type Request struct {
	Long   string
	Domain string // the short domain; "" for the provider's default
	Slug   string // the short link's path; "" for one the provider makes
}

// Result is a short link.
type Result struct {
	Short string
	// Reused is true when the provider said the long link had a short
	// link already and returned it (Shlink and Dub's upsert do not say).
	Reused bool
}

// Provider is one link shortener's API.
type Provider interface {
	// Name is the provider's name on the command line: "shlink".
	Name() string
	// Shorten asks api for a short link of r.Long.
	Shorten(ctx context.Context, api *API, r Request) (Result, error)
}

// maxShort bounds a short link read back: longer is not short.
const maxShort = 2048

// shortLink checks the short link a provider answered: an absolute
// http(s) URL a browser opens, under maxShort bytes, with nothing in it
// that a terminal would act on. The provider's spelling is kept.
func (a *API) shortLink(status int, s string) (string, error) {
	s = strings.TrimSpace(s)
	bad := func(why string) error {
		return &Error{Kind: KindAnswer, Provider: a.name, Status: status, Detail: why}
	}
	if s == "" {
		return "", bad("no short link in the answer")
	}
	if len(s) > maxShort {
		return "", bad("the short link is over " + strconv.Itoa(maxShort) + " bytes")
	}
	if textsafe.Escape(s) != s || strings.ContainsAny(s, " \t") {
		return "", bad("the short link " + textsafe.Quote(s) + " holds characters no link has")
	}
	u, err := whatwg.Parse(s, nil)
	if err != nil {
		return "", bad("the short link " + textsafe.Quote(s) + " is not a URL: " + err.Error())
	}
	if sc := u.Scheme(); sc != "http" && sc != "https" {
		return "", bad("the short link " + textsafe.Quote(s) + " is not an http or https URL")
	}
	return s, nil
}

// decode reads a JSON answer into v; an answer that is not JSON is an
// *Error quoting its start.
func (a *API) decode(ans apiAnswer, v any) error {
	if err := json.Unmarshal(ans.body, v); err != nil {
		start := string(ans.body)
		if len(start) > 80 {
			start = start[:80] + "…"
		}
		return &Error{Kind: KindAnswer, Provider: a.name, Status: ans.status,
			Detail: "not the JSON the API answers: " + safeText(start, a.Key)}
	}
	return nil
}

// jsonRequest is a request with a JSON body.
func jsonRequest(method, path string, header http.Header, body any) apiRequest {
	b, err := json.Marshal(body)
	if err != nil { // the bodies are maps of strings, booleans and lists of strings
		panic("shorten: " + err.Error())
	}
	return apiRequest{method: method, path: path, header: header, body: b, ctype: "application/json"}
}

// sameLink reports whether two links are the same to a browser (the
// hrefs the URL Standard makes of them): a provider may store
// https://example.com?a=1 as https://example.com/?a=1.
func sameLink(a, b string) bool {
	if a == b {
		return true
	}
	ua, err := whatwg.Parse(strings.TrimSpace(a), nil)
	if err != nil {
		return false
	}
	ub, err := whatwg.Parse(strings.TrimSpace(b), nil)
	return err == nil && ua.Href() == ub.Href()
}

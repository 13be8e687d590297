package shorten

import (
	"context"
	"net/http"
	"strings"
)

// Shlink is a self-hosted Shlink server's REST API v3 (shlinkio/shlink,
// docs/swagger/paths/v1_short-urls.json, commit 59c62a2c): POST
// /rest/v3/short-urls with the key in X-Api-Key and a JSON body (longUrl,
// customSlug, domain, tags, findIfExists); it answers 200 with the short
// URL's shortUrl, or an RFC 7807 problem (type, title, detail, status:
// 400 non-unique-slug or invalid-data, 401 invalid-api-key).
//
// findIfExists is always sent: Shlink then returns the newest short URL
// made with the same values (the long URL, and the slug, domain and tags
// when given) instead of making another, so the same link gives the same
// short link. Its answer does not say whether it found one.
type Shlink struct {
	Tags []string // sent with every link
}

// Name is the provider's command-line name.
func (Shlink) Name() string { return "shlink" }

type shlinkAnswer struct {
	ShortURL string `json:"shortUrl"`
}

// shlinkProblem is an RFC 7807 problem document.
type shlinkProblem struct {
	Type   string `json:"type"`
	Title  string `json:"title"`
	Detail string `json:"detail"`
}

// Shorten makes or finds the short URL.
func (p Shlink) Shorten(ctx context.Context, api *API, r Request) (Result, error) {
	body := map[string]any{"longUrl": r.Long, "findIfExists": true}
	if r.Slug != "" {
		body["customSlug"] = r.Slug
	}
	if r.Domain != "" {
		body["domain"] = r.Domain
	}
	if len(p.Tags) > 0 {
		body["tags"] = p.Tags
	}
	h := http.Header{"X-Api-Key": {api.Key.reveal()}}
	ans, err := api.call(ctx, jsonRequest(http.MethodPost, "/rest/v3/short-urls", h, body))
	if err != nil {
		return Result{}, err
	}
	if !success(ans.status) {
		var pr shlinkProblem
		_ = api.decode(ans, &pr) // an answer that is no problem document still gets its status said
		return Result{}, api.fail(ans, problemText(pr.Title, pr.Detail))
	}
	var a shlinkAnswer
	if err := api.decode(ans, &a); err != nil {
		return Result{}, err
	}
	short, err := api.shortLink(ans.status, a.ShortURL)
	return Result{Short: short}, err
}

// problemText joins a problem's title and detail, the title left out
// when the detail says it already.
func problemText(title, detail string) string {
	switch {
	case detail == "":
		return title
	case title == "" || strings.Contains(detail, title):
		return detail
	}
	return title + ": " + detail
}

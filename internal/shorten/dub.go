package shorten

import (
	"context"
	"net/http"
	"net/url"
)

// Dub is Dub's API (https://dub.co/docs/api-reference; dubinc/dub,
// apps/web/app/api/links/upsert/route.ts and apps/web/lib/api/errors.ts):
// the key as Authorization: Bearer, JSON bodies, the short link in the
// answer's shortLink. An error is {"error": {"code", "message",
// "doc_url"}} (401 unauthorized, 403 forbidden or exceeded_limit, 409
// conflict, 422 unprocessable_entity, 429 rate_limit_exceeded with
// Retry-After and X-RateLimit-* headers).
//
// A link with no slug and no domain asked for goes to PUT /links/upsert
// with only its url: Dub returns the workspace's link with the same URL
// unchanged, or makes one, so the same link gives the same short link.
// With a slug or a domain it goes to POST /links (url, domain, key): the
// upsert would move an existing link to the new domain or slug, breaking
// the short link already handed out. When the slug is taken (409
// conflict) and the domain is known, GET /links/info says where it goes:
// to the same long link, it is reused; elsewhere, the conflict stands.
type Dub struct{}

// Name is the provider's command-line name.
func (Dub) Name() string { return "dub" }

type dubLink struct {
	ShortLink string `json:"shortLink"`
	URL       string `json:"url"`
}

type dubError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// Shorten makes or finds the short URL.
func (Dub) Shorten(ctx context.Context, api *API, r Request) (Result, error) {
	h := http.Header{"Authorization": {"Bearer " + api.Key.reveal()}}
	body := map[string]any{"url": r.Long}
	req := jsonRequest(http.MethodPut, "/links/upsert", h, body)
	if r.Slug != "" || r.Domain != "" {
		if r.Domain != "" {
			body["domain"] = r.Domain
		}
		if r.Slug != "" {
			body["key"] = r.Slug
		}
		req = jsonRequest(http.MethodPost, "/links", h, body)
	}
	ans, err := api.call(ctx, req)
	if err != nil {
		return Result{}, err
	}
	if ans.status == http.StatusConflict && r.Slug != "" && r.Domain != "" {
		return dubExisting(ctx, api, h, r, ans)
	}
	return dubResult(api, ans, false)
}

// dubResult reads a link answer, or words an error answer.
func dubResult(api *API, ans apiAnswer, reused bool) (Result, error) {
	if !success(ans.status) {
		var e dubError
		_ = api.decode(ans, &e)
		fail := api.fail(ans, dubText(e))
		if e.Error.Code == "exceeded_limit" { // a plan's monthly limit, not the key
			fail.Kind, fail.KeyFrom = KindProvider, ""
		}
		return Result{}, fail
	}
	var l dubLink
	if err := api.decode(ans, &l); err != nil {
		return Result{}, err
	}
	short, err := api.shortLink(ans.status, l.ShortLink)
	return Result{Short: short, Reused: reused}, err
}

// dubExisting looks up the slug that is taken: the same long link is
// reused, another is the conflict said with where it goes.
func dubExisting(ctx context.Context, api *API, h http.Header, r Request, conflict apiAnswer) (Result, error) {
	info, err := api.call(ctx, apiRequest{method: http.MethodGet, path: "/links/info", header: h,
		query: url.Values{"domain": {r.Domain}, "key": {r.Slug}}})
	if err != nil || !success(info.status) {
		return dubResult(api, conflict, false)
	}
	var l dubLink
	if api.decode(info, &l) != nil || !sameLink(l.URL, r.Long) {
		res, err := dubResult(api, conflict, false)
		if e, ok := err.(*Error); ok && l.URL != "" {
			e.Detail += " (" + safeText(r.Domain+"/"+r.Slug, api.Key) + " goes to " + safeText(l.URL, api.Key) + ")"
		}
		return res, err
	}
	return dubResult(api, info, true)
}

func dubText(e dubError) string {
	if e.Error.Code != "" && e.Error.Message != "" {
		return e.Error.Message + " (" + e.Error.Code + ")"
	}
	return e.Error.Message
}

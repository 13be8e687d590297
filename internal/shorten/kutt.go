package shorten

import (
	"context"
	"net/http"
)

// Kutt is a Kutt server's API v2 (thedevs-network/kutt,
// server/handlers/links.handler.js, server/handlers/validators.handler.js,
// server/passport.js and docs/api/api.js, commit fc832d7e): POST
// /api/v2/links with the key in X-API-KEY and a JSON body (target,
// customurl, domain, reuse). It answers 201 with the new link, or 200
// with the user's existing link for the same target when reuse is true;
// the short URL is the answer's link. An error is {"error": "…"} with its
// status (400 for a field it refuses, 401 Unauthorized., 429 from its
// rate limiter; a custom URL in use comes with 500).
//
// reuse is always sent, so the same link gives the same short link. Kutt
// takes a key it does not know as no key at all: where anonymous links
// are allowed it then refuses reuse with "Only users can use this field.",
// which is said to be the key refused.
type Kutt struct{}

// Name is the provider's command-line name.
func (Kutt) Name() string { return "kutt" }

type kuttAnswer struct {
	Link  string `json:"link"`
	Error string `json:"error"`
}

// kuttAnonymous is Kutt's answer to a user-only field from a request it
// took as anonymous.
const kuttAnonymous = "Only users can use this field."

// Shorten makes or finds the short URL.
func (Kutt) Shorten(ctx context.Context, api *API, r Request) (Result, error) {
	body := map[string]any{"target": r.Long, "reuse": true}
	if r.Slug != "" {
		body["customurl"] = r.Slug
	}
	if r.Domain != "" {
		body["domain"] = r.Domain
	}
	h := http.Header{"X-Api-Key": {api.Key.reveal()}}
	ans, err := api.call(ctx, jsonRequest(http.MethodPost, "/api/v2/links", h, body))
	if err != nil {
		return Result{}, err
	}
	var a kuttAnswer
	if !success(ans.status) {
		_ = api.decode(ans, &a)
		e := api.fail(ans, a.Error)
		if a.Error == kuttAnonymous {
			e.Kind, e.KeyFrom = KindKeyRefused, api.KeyFrom
			e.Detail += " (Kutt took the request as anonymous: it does not know the key)"
		}
		return Result{}, e
	}
	if err := api.decode(ans, &a); err != nil {
		return Result{}, err
	}
	short, err := api.shortLink(ans.status, a.Link)
	return Result{Short: short, Reused: ans.status == http.StatusOK}, err
}

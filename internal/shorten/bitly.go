package shorten

import (
	"context"
	"net/http"
	"strings"
)

// Bitly is Bitly's API v4 (https://dev.bitly.com/api-reference; the v4
// OpenAPI document as ballerina-platform/openapi-connectors keeps it,
// openapi/bitly/openapi.yml, commit 81158a45): POST /v4/shorten with the
// token as Authorization: Bearer and a JSON body (long_url, domain,
// group_guid). It answers 201 with a new Bitlink, or 200 with the one the
// account has for that long URL already (so the same link gives the same
// short link); the short link is the answer's link. An error is
// {"message", "description", "resource", "errors": [{"field", "message",
// "error_code"}]}; a rate limit is 429, or 403 with an X-Ratelimit-Reason
// header or a *RATE_LIMIT_EXCEEDED message (the account's monthly limit,
// which no wait within a run lifts).
//
// A slug (a custom back-half, a paid feature) takes a second call: POST
// /v4/custom_bitlinks with the Bitlink's id and domain/slug. When the
// Bitlink has that back-half already, no second call is made.
type Bitly struct {
	GroupGUID string // the group to shorten in; "" for the token's default
}

// Name is the provider's command-line name.
func (Bitly) Name() string { return "bitly" }

type bitlyLink struct {
	ID             string   `json:"id"`
	Link           string   `json:"link"`
	CustomBitlinks []string `json:"custom_bitlinks"`
}

type bitlyError struct {
	Message     string `json:"message"`
	Description string `json:"description"`
	Errors      []struct {
		Field     string `json:"field"`
		Message   string `json:"message"`
		ErrorCode string `json:"error_code"`
	} `json:"errors"`
}

// Shorten makes or finds the Bitlink, then its custom back-half.
func (p Bitly) Shorten(ctx context.Context, api *API, r Request) (Result, error) {
	h := http.Header{"Authorization": {"Bearer " + api.Key.reveal()}}
	body := map[string]any{"long_url": r.Long}
	if r.Domain != "" {
		body["domain"] = r.Domain
	}
	if p.GroupGUID != "" {
		body["group_guid"] = p.GroupGUID
	}
	ans, err := api.call(ctx, jsonRequest(http.MethodPost, "/v4/shorten", h, body))
	if err != nil {
		return Result{}, err
	}
	if !success(ans.status) {
		return Result{}, bitlyFail(api, ans)
	}
	var l bitlyLink
	if err := api.decode(ans, &l); err != nil {
		return Result{}, err
	}
	reused := ans.status == http.StatusOK
	if r.Slug == "" {
		short, err := api.shortLink(ans.status, l.Link)
		return Result{Short: short, Reused: reused}, err
	}
	return p.backHalf(ctx, api, h, r, l, reused)
}

// backHalf gives the Bitlink the custom back-half r.Slug.
func (p Bitly) backHalf(ctx context.Context, api *API, h http.Header, r Request, l bitlyLink, reused bool) (Result, error) {
	domain := r.Domain
	if domain == "" {
		domain, _, _ = strings.Cut(l.ID, "/")
	}
	want := domain + "/" + r.Slug
	for _, c := range l.CustomBitlinks {
		if strings.EqualFold(withoutScheme(c), want) {
			short, err := api.shortLink(http.StatusOK, c)
			return Result{Short: short, Reused: reused}, err
		}
	}
	body := map[string]any{"bitlink_id": l.ID, "custom_bitlink": want}
	ans, err := api.call(ctx, jsonRequest(http.MethodPost, "/v4/custom_bitlinks", h, body))
	if err != nil {
		return Result{}, err
	}
	if !success(ans.status) {
		return Result{}, bitlyFail(api, ans)
	}
	var c struct {
		CustomBitlink string `json:"custom_bitlink"`
	}
	if err := api.decode(ans, &c); err != nil {
		return Result{}, err
	}
	link := c.CustomBitlink
	if link != "" && !strings.Contains(link, "://") { // "bit.ly/spring": the scheme the Bitlink's link has
		scheme, _, ok := strings.Cut(l.Link, "://")
		if !ok {
			scheme = "https"
		}
		link = scheme + "://" + link
	}
	short, err := api.shortLink(ans.status, link)
	return Result{Short: short}, err
}

func withoutScheme(s string) string {
	if _, rest, ok := strings.Cut(s, "://"); ok {
		return rest
	}
	return s
}

// bitlyFail words Bitly's error; a 403 that is a rate limit is said so.
func bitlyFail(api *API, ans apiAnswer) *Error {
	var e bitlyError
	_ = api.decode(ans, &e)
	fail := api.fail(ans, bitlyText(e))
	reason := ans.header.Get("X-Ratelimit-Reason")
	if ans.status == http.StatusForbidden && (reason != "" || strings.Contains(e.Message, "RATE_LIMIT")) {
		fail.Kind, fail.KeyFrom = KindRateLimited, ""
		if reason != "" {
			fail.Detail = joinDetail(fail.Detail, safeText(reason, api.Key))
		}
	}
	return fail
}

func bitlyText(e bitlyError) string {
	parts := []string{}
	if e.Message != "" {
		parts = append(parts, e.Message)
	}
	if e.Description != "" && e.Description != e.Message {
		parts = append(parts, e.Description)
	}
	for _, f := range e.Errors {
		s := strings.TrimSpace(f.Field + " " + f.Message + " " + f.ErrorCode)
		if s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "; ")
}

package shorten

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/linkscope/linkscope/internal/follow"
)

// Bounds of the API calls.
const (
	// DefaultTimeout bounds one request, its answer read whole.
	DefaultTimeout = 15 * time.Second
	// MaxAnswer bounds an answer's body: a shortener answers a few
	// hundred bytes of JSON.
	MaxAnswer = 256 << 10
	// DefaultMaxWait is the longest Retry-After honoured: a provider
	// asking for more is reported, not waited for.
	DefaultMaxWait = 30 * time.Second
	// DefaultRetries is how many times a rate-limited request is sent
	// again (after the wait the provider asked for).
	DefaultRetries = 2
)

// Client makes the API calls of every provider: no cookies, no redirect
// followed (the key would go along: a redirect is reported), the proxy
// from the environment, each request bounded in time and its answer in
// bytes, a rate-limited request retried a bounded number of times after
// the Retry-After the provider asked for, up to a cap. One Client is
// shared by the lines of a batch: when a provider asks to wait, every
// line waits (see gate), so a batch does not hammer a provider that said
// stop. Make it with NewClient.
type Client struct {
	http      *http.Client
	userAgent string
	timeout   time.Duration
	maxWait   time.Duration
	retries   int
	gate      *gate
	// sleep waits d or until ctx is done (tests shorten it).
	sleep func(ctx context.Context, d time.Duration) error
	now   func() time.Time
}

// ClientOptions configure NewClient; zero values take the defaults.
type ClientOptions struct {
	HTTP      *http.Client // nil: follow.NewClient (the address checks need its transport)
	UserAgent string       // "" means "linkscope"
	Timeout   time.Duration
	MaxWait   time.Duration
	Retries   int // negative: none
}

// NewClient makes a Client.
func NewClient(o ClientOptions) *Client {
	c := &Client{http: o.HTTP, userAgent: o.UserAgent, timeout: o.Timeout, maxWait: o.MaxWait, retries: o.Retries,
		gate: &gate{}, sleep: sleepCtx, now: time.Now}
	if c.http == nil {
		c.http = follow.NewClient()
	}
	if c.userAgent == "" {
		c.userAgent = "linkscope"
	}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	if c.maxWait <= 0 {
		c.maxWait = DefaultMaxWait
	}
	switch {
	case o.Retries == 0:
		c.retries = DefaultRetries
	case o.Retries < 0:
		c.retries = 0
	}
	return c
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// gate holds every request back until a time a provider asked for.
type gate struct {
	mu        sync.Mutex
	notBefore time.Time
}

func (g *gate) pauseUntil(t time.Time) {
	g.mu.Lock()
	if t.After(g.notBefore) {
		g.notBefore = t
	}
	g.mu.Unlock()
}

func (g *gate) until() time.Time {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.notBefore
}

// API is one provider's endpoint and key, as its calls need them.
type API struct {
	Endpoint *url.URL // absolute http(s), no user info, no query
	Key      Secret
	KeyFrom  string // where the key came from, for a refused key's message
	// AllowPrivate lets the endpoint be on a loopback or private address:
	// true when the user configured the endpoint (a self-hosted Shlink on
	// the intranet is normal), false for a provider's default endpoint.
	AllowPrivate bool
	Client       *Client
	name         string // the provider's display name, for messages
}

// apiRequest is one call: the path is joined to the endpoint's.
type apiRequest struct {
	method string
	path   string
	query  url.Values // never a key
	header http.Header
	body   []byte
	ctype  string
}

// apiAnswer is what came back. wait is the wait the provider asked for
// when it still limited the rate after the retries.
type apiAnswer struct {
	status int
	header http.Header
	body   []byte
	wait   time.Duration
}

func (a *API) url(r apiRequest) string {
	u := *a.Endpoint
	u.Path = strings.TrimRight(u.Path, "/") + r.path
	u.RawPath = ""
	u.RawQuery = r.query.Encode()
	u.Fragment = ""
	return u.String()
}

// call sends r, waiting out and retrying a rate limit within the bounds,
// and returns the answer of any status but a redirect. An error is an
// *Error of KindNetwork or KindAnswer.
func (a *API) call(ctx context.Context, r apiRequest) (apiAnswer, error) {
	c := a.Client
	ctx = follow.Guarded(ctx, a.AllowPrivate)
	for attempt := 0; ; attempt++ {
		if err := c.waitGate(ctx); err != nil {
			return apiAnswer{}, a.networkError(ctx, err)
		}
		ans, err := a.once(ctx, r)
		if err != nil {
			return ans, err
		}
		if !limited(ans) {
			return ans, nil
		}
		wait, said := retryAfter(ans.header, c.now())
		if !said {
			wait = time.Second << attempt
		}
		if wait > c.maxWait || attempt >= c.retries {
			if said {
				ans.wait = wait
			}
			return ans, nil
		}
		c.gate.pauseUntil(c.now().Add(wait))
	}
}

func (c *Client) waitGate(ctx context.Context) error {
	if d := c.gate.until().Sub(c.now()); d > 0 {
		return c.sleep(ctx, d)
	}
	return ctx.Err()
}

// limited: 429, or a 503 that says when to come back.
func limited(ans apiAnswer) bool {
	if ans.status == http.StatusTooManyRequests {
		return true
	}
	_, said := retryAfter(ans.header, time.Time{})
	return ans.status == http.StatusServiceUnavailable && said
}

// retryAfter reads Retry-After: delay-seconds or an HTTP date (RFC 9110
// section 10.2.3).
func retryAfter(h http.Header, now time.Time) (time.Duration, bool) {
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	if n, err := strconv.ParseInt(v, 10, 64); err == nil && n >= 0 {
		if n > int64(24*time.Hour/time.Second) {
			n = int64(24 * time.Hour / time.Second)
		}
		return time.Duration(n) * time.Second, true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0), true
	}
	return 0, false
}

// once sends r once and reads the answer, bounded in time and bytes.
func (a *API) once(ctx context.Context, r apiRequest) (apiAnswer, error) {
	c := a.Client
	reqCtx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(reqCtx, r.method, a.url(r), bytes.NewReader(r.body))
	if err != nil {
		return apiAnswer{}, &Error{Kind: KindNetwork, Provider: a.name, Detail: safeText(unwrapURLError(err).Error(), a.Key)}
	}
	req.Close = a.AllowPrivate // a connection to a private address serves no later call that refuses them
	for k, v := range r.header {
		req.Header[k] = v
	}
	req.Header.Set("User-Agent", c.userAgent)
	req.Header.Set("Accept", "application/json")
	if r.ctype != "" {
		req.Header.Set("Content-Type", r.ctype)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return apiAnswer{}, a.networkError(reqCtx, err)
	}
	defer resp.Body.Close()
	if isRedirect(resp.StatusCode) {
		return apiAnswer{}, a.redirectError(resp)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, MaxAnswer+1))
	if err != nil {
		e := a.networkError(reqCtx, err)
		e.Detail = "the answer was cut off after " + strconv.Itoa(len(body)) + " bytes: " + e.Detail
		e.Status = resp.StatusCode
		return apiAnswer{}, e
	}
	if len(body) > MaxAnswer {
		return apiAnswer{}, &Error{Kind: KindAnswer, Provider: a.name, Status: resp.StatusCode,
			Detail: "the answer is over " + strconv.Itoa(MaxAnswer>>10) + " KiB: no shortener answers that much"}
	}
	return apiAnswer{status: resp.StatusCode, header: resp.Header, body: body}, nil
}

func isRedirect(status int) bool {
	return status >= 300 && status < 400 && status != http.StatusNotModified
}

// redirectError reports a redirect without following it: the key would go
// along to wherever it points. The target is shown without its query.
func (a *API) redirectError(resp *http.Response) *Error {
	to := "nowhere (no Location)"
	if loc := resp.Header.Get("Location"); loc != "" {
		to = loc
		if u, err := url.Parse(loc); err == nil {
			u.RawQuery, u.Fragment, u.User = "", "", nil
			to = u.String()
		}
	}
	return &Error{Kind: KindAnswer, Provider: a.name, Status: resp.StatusCode,
		Detail: "the endpoint redirects to " + safeText(to, a.Key) +
			"; a shortener API's redirect is not followed (the key would go along): set the endpoint to the address it points to"}
}

// networkError words a failed request: the address refused, the time
// spent, a cancellation, or the transport's words (never the request's
// URL: a *url.Error is unwrapped first).
func (a *API) networkError(ctx context.Context, err error) *Error {
	e := &Error{Kind: KindNetwork, Provider: a.name}
	var refused *follow.RefusedError
	switch {
	case errors.As(err, &refused):
		e.Detail = "refused " + safeText(refused.Addr) + ": " + refused.Reason +
			" (a provider's default endpoint may not lead to a private or local address; an endpoint you configure may)"
	case errors.Is(ctx.Err(), context.DeadlineExceeded) || errors.Is(err, context.DeadlineExceeded):
		e.Detail = "no answer within " + a.Client.timeout.String()
	case errors.Is(ctx.Err(), context.Canceled):
		e.Detail = "cancelled"
	default:
		e.Detail = safeText(unwrapURLError(err).Error(), a.Key)
	}
	return e
}

// unwrapURLError drops a *url.Error's method and URL: the URL may carry
// what must not be shown, and the message names the endpoint anyway.
func unwrapURLError(err error) error {
	var ue *url.Error
	for errors.As(err, &ue) {
		err = ue.Err
	}
	return err
}

// fail turns an answer that is not a success into an error: 401 and 403
// are the key refused, a rate limit that outlasted the retries is said
// so, anything else is the provider refusing, in its words (detail, raw:
// it is made safe here).
func (a *API) fail(ans apiAnswer, detail string) *Error {
	e := &Error{Provider: a.name, Status: ans.status, Detail: safeText(detail, a.Key)}
	switch {
	case ans.status == http.StatusUnauthorized || ans.status == http.StatusForbidden:
		e.Kind, e.KeyFrom = KindKeyRefused, a.KeyFrom
	case limited(ans):
		e.Kind, e.Wait = KindRateLimited, ans.wait
		if ans.wait > a.Client.maxWait {
			e.Detail = joinDetail("more than the "+a.Client.maxWait.String()+" linkscope waits; try again later", e.Detail)
		} else {
			e.Detail = joinDetail("still limited after "+strconv.Itoa(a.Client.retries+1)+" tries", e.Detail)
		}
	default:
		e.Kind = KindProvider
	}
	return e
}

func joinDetail(ours, theirs string) string {
	if theirs == "" {
		return ours
	}
	return ours + ": " + theirs
}

func success(status int) bool { return status >= 200 && status < 300 }

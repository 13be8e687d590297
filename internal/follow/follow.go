// Package follow follows a link's real redirect chain over the network:
// HTTP 3xx Location, Refresh headers, <meta http-equiv=refresh> in the
// first 64 KiB of a page (a longer page is said to be read in part), and
// known wrappers between hops (unwrapped with
// no request). It is linkscope's only network code, run only on request.
//
// Safety: no cookies; no body read past 64 KiB; no URL longer than
// MaxURLLength, no response header block over 64 KiB; one time budget for
// the requests of the whole chain (time spent waiting for a turn at a busy
// host does not count); a hop limit; loop detection; only http and https;
// loopback, private, link-local and other special addresses refused
// unless Options.AllowPrivate, checked on the address each connection
// actually dials (see guard for proxies); the proxy from the
// environment (HTTPS_PROXY, NO_PROXY); a User-Agent naming linkscope. A
// hop that fails ends the chain with the reason, keeping the hops already
// seen.
package follow

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/linkscope/linkscope/core/hops"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/unwrap"
	"github.com/linkscope/linkscope/core/whatwg"
)

// Result is a followed chain: its hops, final URL, what was lost and
// where, and why it stopped early.
type Result = hops.Chain

// SniffLimit is the most of a body ever read: enough for a page's head,
// where a meta refresh stands.
const SniffLimit = 64 << 10

// Defaults.
const (
	DefaultMaxHops = 10
	DefaultTimeout = 10 * time.Second
)

// MaxURLLength is the longest URL followed: a Location, Refresh or meta
// refresh target longer than this ends the chain with an error. Servers
// refuse request lines far shorter (Apache's LimitRequestLine is 8190
// bytes, nginx's large_client_header_buffers 8 KiB); 16 KiB leaves room
// for every real link and keeps a chain's record small (a 9 MB Location
// repeated over 20 hops made a 189 MB line).
const MaxURLLength = 16 << 10

// Options configure Follow. The zero value follows with the defaults and
// a client of its own.
type Options struct {
	MaxHops   int           // hops in all, unwrap hops included; 0 means DefaultMaxHops
	Timeout   time.Duration // budget for the chain's requests; 0 means DefaultTimeout
	UserAgent string        // sent on every request; "" means "linkscope"
	Client    *http.Client  // from NewClient; nil makes one
	Hosts     *HostLimit    // per-host concurrency across calls; nil for none
	// Tracking is the tracking table (with the user's rules) that says
	// which values each hop kept, dropped, added or changed. Required.
	Tracking *tracking.Table
	// AllowPrivate follows links to loopback, private, link-local and
	// other special addresses (see addresses.tsv), refused otherwise.
	AllowPrivate bool
}

// NewClient returns the client Follow needs: no cookie jar, redirects
// returned rather than followed (Follow inspects each one), the proxy
// from the environment, and the address checks of Options.AllowPrivate
// (a client made otherwise dials anything).
func NewClient() *http.Client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConnsPerHost = 16
	guard(tr)
	return &http.Client{
		Transport: tr,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

// follower is one chain being followed.
type follower struct {
	opts        Options
	visited     map[string]int // URL -> index of the hop that reached it (-1 the input)
	steps       []hops.Step
	left        time.Duration // what is left of the time budget
	finalStatus int
	warnings    []hops.Warning // where a browser and an RFC 3986 client part ways
}

// Follow follows raw (surrounding white space trimmed) until a response
// leads nowhere else, a hop fails, the hop limit or the time budget is
// reached, or ctx is cancelled.
func Follow(ctx context.Context, raw string, opts Options) Result {
	if opts.MaxHops <= 0 {
		opts.MaxHops = DefaultMaxHops
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.Client == nil {
		opts.Client = NewClient()
	}
	if opts.UserAgent == "" {
		opts.UserAgent = "linkscope"
	}
	ctx = withGuard(ctx, opts.AllowPrivate)
	input := strings.TrimSpace(raw)
	f := &follower{opts: opts, visited: map[string]int{input: -1}, left: opts.Timeout}
	var err error
	if len(input) > MaxURLLength {
		err = fmt.Errorf("the link is %d bytes; links over %d bytes are not followed", len(input), MaxURLLength)
	} else {
		err = f.run(ctx, input)
	}
	msg := ""
	if err != nil {
		msg = err.Error()
	}
	c := hops.NewChain(input, f.steps, msg, f.opts.Tracking)
	c.Input = raw // as given, like every record's "input"
	for _, w := range f.warnings {
		c.AddWarning(w)
	}
	c.SetFinalStatus(f.finalStatus)
	return c
}

func (f *follower) run(ctx context.Context, cur string) error {
	cur, err := f.unwrap(cur)
	if err != nil {
		return err
	}
	for {
		u, err := f.requestURL(cur)
		if err != nil {
			return err
		}
		next, status, via, err := f.request(ctx, u)
		if err != nil {
			return fmt.Errorf("%s: %w", cur, err)
		}
		if next == "" {
			f.finalStatus = status
			return nil
		}
		if err := f.add(hops.Step{URL: next, Status: status, Via: via}); err != nil {
			return err
		}
		if cur, err = f.unwrap(next); err != nil {
			return err
		}
	}
}

// unwrap adds a hop per wrapper layer around link, with no request, and
// returns the innermost target.
func (f *follower) unwrap(link string) (string, error) {
	r := unwrap.Unwrap(link)
	for i := range r.Layers {
		target := r.Target
		if i+1 < len(r.Layers) {
			target = r.Layers[i+1].URL
		}
		if err := f.add(hops.Step{URL: target, Via: hops.ViaUnwrap}); err != nil {
			return "", err
		}
	}
	return r.Target, nil
}

// add records a hop, refusing loops and hops past the limit.
func (f *follower) add(s hops.Step) error {
	n := len(f.steps)
	if n >= f.opts.MaxHops {
		return fmt.Errorf("stopped after %d hops (the hop limit); hop %d would go to %s", n, n+1, s.URL)
	}
	if prev, seen := f.visited[s.URL]; seen {
		where := "the input"
		if prev >= 0 {
			where = fmt.Sprintf("hop %d", prev)
		}
		return fmt.Errorf("redirect loop: hop %d goes back to %s (%s)", n, where, s.URL)
	}
	f.visited[s.URL] = n
	f.steps = append(f.steps, s)
	return nil
}

// requestURL reads a hop's URL as a browser does (the URL Standard:
// https:\\evil.example is evil.example) for the request: http and https
// only. When an RFC 3986 client would have gone to another host, the chain
// says so.
func (f *follower) requestURL(link string) (*url.URL, error) {
	b, err := whatwg.Parse(link, nil)
	if err != nil {
		return nil, fmt.Errorf("cannot request %q: %v", link, err)
	}
	if s := b.Scheme(); s != "http" && s != "https" {
		return nil, fmt.Errorf("a %s: URL is refused: only http and https are followed", s)
	}
	if rd := whatwg.Read(link, ""); otherServer(&rd) {
		f.differs(len(f.steps)-1, link, &rd)
	}
	return url.Parse(b.Href())
}

// otherServer reports whether the two readings of a link would reach
// different servers: another host, or another port.
func otherServer(rd *whatwg.Readings) bool {
	if rd.HostDiffers() {
		return true
	}
	for _, d := range rd.Differences(nil) {
		if d.Component == "port" {
			return true
		}
	}
	return false
}

// differs records that a browser reads link to another server than an
// RFC 3986 client would, at hop (-1: the input), naming both.
func (f *follower) differs(hop int, link string, rd *whatwg.Readings) {
	rfc, _ := rd.Hosts()
	if rfc != "" && rd.RFC.HasPort && rd.RFC.Port != "" {
		rfc += ":" + rd.RFC.Port
	}
	other := "no host"
	if rfc != "" {
		other = strconv.Quote(rfc)
	}
	msg := strconv.Quote(link) + " goes to " + strconv.Quote(rd.Browser.Host()) + " in a browser, which this chain follows; " +
		"an RFC 3986 client would go to " + other
	if hop >= 0 {
		msg = "hop " + strconv.Itoa(hop) + ": " + msg
	}
	f.warnings = append(f.warnings, hops.Warning{Rule: hops.WarnParserDifferential, Hop: hop, Message: textsafe.Escape(msg)})
}

func unwrapURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// request makes one GET and says where the response leads: a Location, a
// Refresh header, or a meta refresh in the first SniffLimit bytes of an
// HTML page. next is "" when it leads nowhere. The wait for a turn at a
// busy host (Options.Hosts) is not charged to the time budget; the
// request and the read of the page are.
func (f *follower) request(ctx context.Context, u *url.URL) (next string, status int, via string, err error) {
	release, err := f.opts.Hosts.acquire(ctx, u.Host)
	if err != nil {
		return "", 0, "", f.describe(ctx, err)
	}
	defer release()
	if f.left <= 0 {
		return "", 0, "", f.spent()
	}
	reqCtx, cancel := context.WithTimeout(ctx, f.left)
	defer cancel()
	start := time.Now()
	defer func() { f.left -= time.Since(start) }()
	req, err := http.NewRequestWithContext(reqCtx, http.MethodGet, u.String(), nil)
	if err != nil {
		return "", 0, "", err
	}
	// A connection made to a private address must not serve a later
	// chain that refuses them: with AllowPrivate, none is kept.
	req.Close = f.opts.AllowPrivate
	req.Header.Set("User-Agent", f.opts.UserAgent)
	req.Header.Set("Accept", "text/html,application/xhtml+xml,*/*;q=0.8")
	resp, err := f.opts.Client.Do(req)
	if err != nil {
		return "", 0, "", f.describe(reqCtx, unwrapURLError(err))
	}
	defer func() { drain(resp); resp.Body.Close() }()
	ref, via, err := f.leadsTo(reqCtx, resp)
	if err != nil || ref == "" {
		return "", resp.StatusCode, "", err
	}
	target, err := f.resolve(u, ref)
	return target, resp.StatusCode, via, err
}

// leadsTo reads where a response leads: its Location, Refresh header or
// meta refresh, "" for nowhere. A page whose head could not be read
// whole (the budget ran out, the connection broke) is an error: a meta
// refresh may stand in the part not read.
func (f *follower) leadsTo(ctx context.Context, resp *http.Response) (string, string, error) {
	status := resp.StatusCode
	switch {
	case isRedirect(status):
		ref := resp.Header.Get("Location")
		if ref == "" {
			return "", "", fmt.Errorf("%d %s without a Location header", status, http.StatusText(status))
		}
		return ref, hops.ViaRedirect, nil
	case hasRefresh(resp.Header):
		ref, _ := hops.ParseRefresh(resp.Header.Get("Refresh"))
		return ref, hops.ViaRefresh, nil
	case status/100 == 2 && mayBeHTML(resp.Header.Get("Content-Type")):
		// One byte past the limit says whether the page goes on (a length
		// the server states says it without waiting for that byte).
		want := int64(SniffLimit + 1)
		if resp.ContentLength >= 0 {
			want = min(SniffLimit, resp.ContentLength)
		}
		body, err := io.ReadAll(io.LimitReader(resp.Body, want))
		if err != nil {
			return "", "", fmt.Errorf("reading the page (%d bytes read): %w", len(body), f.describe(ctx, err))
		}
		more := len(body) > SniffLimit || resp.ContentLength > SniffLimit
		body = body[:min(len(body), SniffLimit)]
		if !isHTML(resp.Header.Get("Content-Type")) && !isHTML(http.DetectContentType(body)) {
			return "", "", nil
		}
		if content, ok := hops.MetaRefresh(body); ok {
			ref, _ := hops.ParseRefresh(content)
			return ref, hops.ViaMetaRefresh, nil
		}
		if more {
			f.readInPart()
		}
	}
	return "", "", nil
}

// readInPart warns that the page the chain ends at was longer than what
// was read of it: a meta refresh past the first SniffLimit bytes is not
// seen, so the page is final only as far as it was read.
func (f *follower) readInPart() {
	f.warnings = append(f.warnings, hops.Warning{Rule: hops.WarnPageReadInPart, Hop: len(f.steps) - 1,
		Message: "the page was read in part: only its first " + strconv.Itoa(SniffLimit>>10) +
			" KiB were looked at for a meta refresh, and one further on would not be followed"})
}

func isRedirect(status int) bool {
	switch status {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther,
		http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
		return true
	}
	return false
}

func hasRefresh(h http.Header) bool {
	_, ok := hops.ParseRefresh(h.Get("Refresh"))
	return ok
}

// mayBeHTML: an HTML type, or none (then the first bytes are sniffed, as
// browsers do).
func mayBeHTML(contentType string) bool {
	return contentType == "" || isHTML(contentType)
}

func isHTML(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	return err == nil && (mt == "text/html" || mt == "application/xhtml+xml")
}

// drain reads a small rest of a body so the connection can be reused;
// a large or unknown one is left unread (closing it drops the connection).
func drain(resp *http.Response) {
	if resp.ContentLength >= 0 && resp.ContentLength <= 4<<10 {
		io.Copy(io.Discard, io.LimitReader(resp.Body, 4<<10))
	}
}

// resolve reads a Location or refresh URL against the URL that sent it,
// as a browser does (the URL Standard's parser with the base: a Location
// of /\\evil.example/ goes to evil.example), non-ASCII percent-encoded as
// browsers request it. When an RFC 3986 client would have resolved it to
// another host, the chain says so. A target over MaxURLLength is refused
// before it is parsed.
func (f *follower) resolve(base *url.URL, ref string) (string, error) {
	if len(ref) > MaxURLLength {
		return "", fmt.Errorf("the redirect target is %d bytes; links over %d bytes are not followed", len(ref), MaxURLLength)
	}
	b, err := whatwg.Parse(base.String(), nil)
	if err != nil {
		return "", fmt.Errorf("the URL %q cannot serve as a base: %v", base.String(), err)
	}
	target, err := whatwg.Parse(ref, &b)
	if err != nil {
		return "", fmt.Errorf("the redirect target %q is not a URL a browser opens: %v", ref, err)
	}
	if s := target.Scheme(); s != "http" && s != "https" {
		return "", fmt.Errorf("a redirect to a %s: URL is refused: only http and https are followed", s)
	}
	if rd := whatwg.Read(ref, base.String()); otherServer(&rd) {
		f.differs(len(f.steps), ref, &rd)
	}
	out := target.Href()
	if len(out) > MaxURLLength { // encoding grew it
		return "", fmt.Errorf("the redirect target is %d bytes once encoded; links over %d bytes are not followed", len(out), MaxURLLength)
	}
	return out, nil
}

// describe turns a request error into a sentence: the budget, a
// cancellation, an address refused, or the transport's own words
// (refused, TLS, DNS).
func (f *follower) describe(ctx context.Context, err error) error {
	var refused *RefusedError
	switch {
	case errors.As(err, &refused):
		return refused
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return f.spent()
	case errors.Is(ctx.Err(), context.Canceled):
		return errors.New("cancelled")
	}
	return err
}

func (f *follower) spent() error {
	return fmt.Errorf("timed out: the time budget of %v for the requests is spent", f.opts.Timeout)
}

package follow

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"syscall"
	"time"
)

// RefusedError is a hop refused because of the address it would reach.
type RefusedError struct {
	Addr   string // the address refused, or the host name and what it resolves to
	Reason string // from addresses.tsv: "loopback address", …
}

func (e *RefusedError) Error() string {
	return "refused " + e.Addr + ": " + e.Reason + refusedNote
}

// refusedNote ends the error of a refused address: a chain whose error
// ends with it stopped at one (RefusedPrivate).
const refusedNote = " (private and local addresses are not followed unless allowed)"

// RefusedPrivate reports whether a chain stopped at a loopback, private or
// other special address that Options.AllowPrivate would let it reach.
func RefusedPrivate(c *Result) bool { return strings.HasSuffix(c.Error, refusedNote) }

// refuseDial is the dialer's Control: it runs on the address actually
// dialled, after name resolution, for every connection, so a name that
// resolves (or rebinds) to a private address is caught too. The address
// is an IP: MayDial judges it without a lookup.
func refuseDial(ctx context.Context, _, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	if _, err := netip.ParseAddr(host); err != nil {
		return err
	}
	return MayDial(ctx, nil, host)
}

// guardKey carries a chain's requestGuard to the transport, through the
// request's context (which the transport's dials keep).
type guardKey struct{}

// requestGuard is the address policy of one chain's requests, and the
// proxy address chosen for the current one (so that dialling the proxy,
// the user's own and often on a private network, is not refused).
type requestGuard struct {
	allow bool
	mu    sync.Mutex
	proxy string // host:port of the proxy the current request goes through, "" for none
}

func withGuard(ctx context.Context, allow bool) context.Context {
	return context.WithValue(ctx, guardKey{}, &requestGuard{allow: allow})
}

func guardFrom(ctx context.Context) *requestGuard {
	g, _ := ctx.Value(guardKey{}).(*requestGuard)
	return g
}

func (g *requestGuard) setProxy(addr string) {
	g.mu.Lock()
	g.proxy = addr
	g.mu.Unlock()
}

func (g *requestGuard) isProxy(addr string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.proxy != "" && g.proxy == addr
}

// maxHeaderBytes bounds a response's header block: a Location is at
// most MaxURLLength, and no redirect needs more.
const maxHeaderBytes = 64 << 10

// guard sets a transport up for Options.AllowPrivate. Without it:
//
//   - a direct request's connections are checked on the address dialled,
//     after name resolution (refuseDial), so a name that resolves or
//     rebinds to a private address is caught;
//   - through the proxy from the environment, the proxy is dialled
//     unchecked (it is the user's), and the destination is checked by
//     MayDial before the proxy is asked, on every hop: an IP literal as it
//     is, a reserved name (.internal, localhost) refused, another name
//     resolved here, and one that does not resolve here refused unless it
//     is a public name. The proxy resolves the name again and may get
//     another answer: through a proxy the check is on what this machine
//     knows.
//
// A request that is not Follow's (no requestGuard in its context) is not
// checked.
func guard(tr *http.Transport) { guardWithProxy(tr, http.ProxyFromEnvironment, net.DefaultResolver) }

// guardWithProxy is guard with the proxy chosen by env, names resolved by
// r.
func guardWithProxy(tr *http.Transport, env func(*http.Request) (*url.URL, error), r Resolver) {
	tr.Proxy = func(req *http.Request) (*url.URL, error) {
		p, err := env(req)
		g := guardFrom(req.Context())
		if err != nil || g == nil || g.allow {
			return p, err
		}
		if p == nil {
			g.setProxy("")
			return nil, nil
		}
		if err := MayDial(req.Context(), r, req.URL.Hostname()); err != nil {
			return nil, err
		}
		g.setProxy(proxyAddr(p))
		return p, nil
	}
	plain := &net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}
	checked := &net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second, ControlContext: refuseDial}
	tr.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		if g := guardFrom(ctx); g != nil && !g.allow && !g.isProxy(addr) {
			return checked.DialContext(ctx, network, addr)
		}
		return plain.DialContext(ctx, network, addr)
	}
	tr.MaxResponseHeaderBytes = maxHeaderBytes
}

// proxyAddr is the host:port a proxy URL is dialled at.
func proxyAddr(p *url.URL) string {
	if port := p.Port(); port != "" {
		return net.JoinHostPort(p.Hostname(), port)
	}
	port := "80"
	switch p.Scheme {
	case "https":
		port = "443"
	case "socks5", "socks5h":
		port = "1080"
	}
	return net.JoinHostPort(p.Hostname(), port)
}

package follow

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"syscall"
	"time"
)

// RefusedError is a hop refused because of the address it would reach.
type RefusedError struct {
	Addr   string // the address refused, or the host name and what it resolves to
	Reason string // from addresses.tsv: "loopback address", …
}

func (e *RefusedError) Error() string {
	return "refused " + e.Addr + ": " + e.Reason + " (private and local addresses are not followed unless allowed)"
}

// refuseDial is the dialer's Control: it runs on the address actually
// dialled, after name resolution, for every connection, so a name that
// resolves (or rebinds) to a private address is caught too.
func refuseDial(_ context.Context, _, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return err
	}
	if why := Refusal(ip); why != "" {
		return &RefusedError{Addr: ip.Unmap().String(), Reason: why}
	}
	return nil
}

// policyKey carries Options.AllowPrivate to the transport.
type policyKey struct{}

func withAllowPrivate(ctx context.Context, allow bool) context.Context {
	return context.WithValue(ctx, policyKey{}, allow)
}

// guardTransport sends a request by one of three transports, each with
// its own connections, so a connection made under one policy never serves
// another:
//
//   - direct: no proxy; the dialer refuses private addresses;
//   - proxied: the proxy from the environment, which is the address
//     dialled (the user's own, often on a private network, so not
//     checked); the destination is checked before the request instead: an
//     IP literal as it is, a name by resolving it here. The proxy resolves
//     the name again and may get another answer, and a name only the proxy
//     can resolve is not refused: through a proxy the check is on what
//     this machine knows;
//   - open: AllowPrivate, no check.
type guardTransport struct {
	direct, proxied, open *http.Transport
	proxy                 func(*http.Request) (*url.URL, error)
}

// maxHeaderBytes bounds a response's header block: a Location is at
// most MaxURLLength, and no redirect needs more.
const maxHeaderBytes = 64 << 10

func newGuardTransport() *guardTransport {
	base := http.DefaultTransport.(*http.Transport).Clone()
	base.MaxIdleConnsPerHost = 16
	base.MaxResponseHeaderBytes = maxHeaderBytes
	dialer := &net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}
	checked := &net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second, ControlContext: refuseDial}
	g := &guardTransport{direct: base.Clone(), proxied: base.Clone(), open: base.Clone(), proxy: http.ProxyFromEnvironment}
	g.direct.Proxy, g.direct.DialContext = nil, checked.DialContext
	g.proxied.Proxy, g.proxied.DialContext = g.proxy, dialer.DialContext
	g.open.Proxy, g.open.DialContext = g.proxy, dialer.DialContext
	return g
}

func (g *guardTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if allow, _ := req.Context().Value(policyKey{}).(bool); allow {
		return g.open.RoundTrip(req)
	}
	p, err := g.proxy(req)
	if err != nil {
		return nil, err
	}
	if p == nil {
		return g.direct.RoundTrip(req)
	}
	if err := checkDestination(req.Context(), req.URL.Hostname()); err != nil {
		return nil, err
	}
	return g.proxied.RoundTrip(req)
}

// checkDestination refuses a destination that is a private address or a
// name that resolves here to one (any of its addresses). A name that does
// not resolve here is left to the proxy.
func checkDestination(ctx context.Context, host string) error {
	if ip, err := netip.ParseAddr(host); err == nil {
		if why := Refusal(ip); why != "" {
			return &RefusedError{Addr: ip.Unmap().String(), Reason: why}
		}
		return nil
	}
	ips, err := net.DefaultResolver.LookupNetIP(ctx, "ip", host)
	if err != nil {
		return nil // the proxy may know the name; it answers for it
	}
	for _, ip := range ips {
		if why := Refusal(ip); why != "" {
			return &RefusedError{Addr: host + " (" + ip.Unmap().String() + " here)", Reason: why}
		}
	}
	return nil
}

// CloseIdleConnections drops the idle connections of every transport.
func (g *guardTransport) CloseIdleConnections() {
	g.direct.CloseIdleConnections()
	g.proxied.CloseIdleConnections()
	g.open.CloseIdleConnections()
}

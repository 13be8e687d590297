package follow

import (
	"context"
	_ "embed"
	"net"
	"net/netip"
	"net/url"
	"strconv"
	"strings"

	"golang.org/x/net/publicsuffix"
)

//go:embed specialnames.tsv
var specialNamesTSV string

// specialNames are the rows of specialnames.tsv: name -> reason.
var specialNames = func() map[string]string {
	m := map[string]string{}
	for n, line := range strings.Split(specialNamesTSV, "\n") {
		if n < 2 || line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 3 {
			panic("follow: specialnames.tsv line " + strconv.Itoa(n+1) + ": want 3 columns") // a build defect, caught by the tests
		}
		m[f[0]] = f[1]
	}
	return m
}()

// Resolver is what MayDial asks for a name's addresses (net.DefaultResolver
// in the program, a table in tests).
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// MayDial says whether a request may go to host (a name or an IP
// literal, as in a URL, brackets allowed): nil, or a *RefusedError saying
// why not. It is the one check of every destination follow reaches, and
// of any other code that makes requests for a link:
//
//   - an IP address is refused when it is loopback, private, link-local
//     or otherwise special (addresses.tsv), also inside an IPv6 address
//     that embeds an IPv4 one;
//   - a name reserved for one host or network (specialnames.tsv:
//     localhost, .local, .internal, home.arpa, …) is refused as it is;
//   - any other name is resolved with r (nil: net.DefaultResolver) and
//     refused when any of its addresses is; a name that does not resolve
//     here is refused unless it is a public name (under a top-level
//     domain of the Public Suffix List's ICANN section, with a label of
//     its own): an intranet name (metadata.google.internal, wiki, vm)
//     handed to a proxy would reach what only that network sees.
//
// The dialer calls it on the address each connection dials (an IP, so no
// lookup); the proxy path on the request's host before the proxy is
// asked, and again on every redirect. A proxy resolves the name again
// and may get another answer (DNS rebinding): through a proxy the check
// is on what this machine knows.
func MayDial(ctx context.Context, r Resolver, host string) error {
	host = strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"), ".")
	if ip, err := netip.ParseAddr(host); err == nil {
		if why := Refusal(ip); why != "" {
			return &RefusedError{Addr: ip.Unmap().String(), Reason: why}
		}
		return nil
	}
	name := strings.ToLower(host)
	if why := specialName(name); why != "" {
		return &RefusedError{Addr: name, Reason: why}
	}
	if r == nil {
		r = net.DefaultResolver
	}
	ips, err := r.LookupNetIP(ctx, "ip", name)
	if err != nil {
		if !PublicName(name) {
			return &RefusedError{Addr: name, Reason: "a name that does not resolve here and is no public name (an intranet's)"}
		}
		return nil // a public name: the proxy resolves it
	}
	for _, ip := range ips {
		if why := Refusal(ip.Unmap()); why != "" {
			return &RefusedError{Addr: name + " (" + ip.Unmap().String() + " here)", Reason: why}
		}
	}
	return nil
}

// MayDialURL is MayDial for a URL's host.
func MayDialURL(ctx context.Context, r Resolver, u *url.URL) error {
	return MayDial(ctx, r, u.Hostname())
}

// specialName is the reason a name under a reserved name is refused, ""
// for none.
func specialName(name string) string {
	for n := name; n != ""; {
		if why, ok := specialNames[n]; ok {
			return why
		}
		_, rest, ok := strings.Cut(n, ".")
		if !ok {
			break
		}
		n = rest
	}
	return ""
}

// PublicName reports whether name can be a site on the public internet:
// two labels at least, the last a top-level domain of the Public Suffix
// List's ICANN section, and a label of its own below its public suffix.
// A single label (wiki, vm), an undelegated top-level domain (corp, lan)
// or a public suffix itself is not.
func PublicName(name string) bool {
	name = strings.ToLower(strings.TrimSuffix(name, "."))
	i := strings.LastIndexByte(name, '.')
	if i <= 0 || i == len(name)-1 {
		return false
	}
	if _, icann := publicsuffix.PublicSuffix(name[i+1:]); !icann {
		return false
	}
	_, err := publicsuffix.EffectiveTLDPlusOne(name)
	return err == nil
}

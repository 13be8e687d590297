package whatwg

import "strings"

// HostKind says what a URL's host is (URL Standard section 3.1).
type HostKind uint8

// The host kinds; HostNull when the URL has no host.
const (
	HostNull   HostKind = iota
	HostEmpty           // the empty host
	HostDomain          // a domain, ASCII after domain to ASCII
	HostIPv4
	HostIPv6
	HostOpaque // the host of a non-special URL
)

var hostKindNames = [...]string{"null", "empty", "domain", "IPv4", "IPv6", "opaque"}

// String returns "null", "empty", "domain", "IPv4", "IPv6" or "opaque".
func (k HostKind) String() string { return hostKindNames[k] }

// URL is a URL record held as its serialization (the href) and the
// offsets of its components in it, after the design of Ada's
// url_aggregator: parsing writes one buffer, and every getter is a slice of
// it. The zero URL is not a valid URL; use Parse.
type URL struct {
	href string

	schemeEnd   int32 // href[schemeEnd] is the ':' after the scheme
	usernameEnd int32 // username is href[schemeEnd+3:usernameEnd] when the host is not null
	hostStart   int32
	hostEnd     int32
	pathStart   int32 // after the host and port, or after "/." for a null host
	queryStart  int32 // the '?' or -1
	fragStart   int32 // the '#' or -1
	port        int32 // -1 for null

	hostKind HostKind
	opaque   bool // an opaque path
	special  bool
	plain    bool // the fast path wrote href: URL code points only, nothing a JSON string escapes
}

// Href returns the URL's serialization, the href getter.
func (u *URL) Href() string { return u.href }

// Clone returns u with its own copy of the href: a URL a Reader returned
// outlives the Reader's next call.
func (u URL) Clone() URL {
	u.href = strings.Clone(u.href)
	return u
}

// String is Href.
func (u *URL) String() string { return u.href }

// Scheme returns the scheme, without ':'.
func (u *URL) Scheme() string { return u.href[:u.schemeEnd] }

// Protocol returns the protocol getter: the scheme followed by ':'.
func (u *URL) Protocol() string { return u.href[:u.schemeEnd+1] }

// IsSpecial reports whether the scheme is special (ftp, file, http, https,
// ws, wss).
func (u *URL) IsSpecial() bool { return u.special }

// HasOpaquePath reports whether the path is opaque ("mailto:x", "data:...").
func (u *URL) HasOpaquePath() bool { return u.opaque }

// HostKind returns what the host is.
func (u *URL) HostKind() HostKind { return u.hostKind }

// hasCredentials reports whether "@" ends a userinfo part in href.
func (u *URL) hasCredentials() bool {
	return u.hostKind != HostNull && u.hostStart > u.schemeEnd+3
}

// Username returns the username getter.
func (u *URL) Username() string {
	if !u.hasCredentials() {
		return ""
	}
	return u.href[u.schemeEnd+3 : u.usernameEnd]
}

// Password returns the password getter.
func (u *URL) Password() string {
	if !u.hasCredentials() || u.usernameEnd >= u.hostStart-1 {
		return ""
	}
	return u.href[u.usernameEnd+1 : u.hostStart-1]
}

// Hostname returns the hostname getter: the host serialized, "" when null.
func (u *URL) Hostname() string { return u.href[u.hostStart:u.hostEnd] }

// Host returns the host getter: hostname and ":port" when there is a port.
func (u *URL) Host() string {
	if u.port < 0 {
		return u.Hostname()
	}
	return u.href[u.hostStart:u.portEnd()]
}

// portEnd is where the port ends: a URL with a port has a host, so no
// "/." stands between it and the path.
func (u *URL) portEnd() int32 { return u.pathStart }

// Port returns the port getter: "" when null.
func (u *URL) Port() string {
	if u.port < 0 {
		return ""
	}
	return u.href[u.hostEnd+1 : u.portEnd()]
}

// PortNumber returns the port and whether it is not null.
func (u *URL) PortNumber() (int, bool) { return int(u.port), u.port >= 0 }

func (u *URL) pathEnd() int32 {
	switch {
	case u.queryStart >= 0:
		return u.queryStart
	case u.fragStart >= 0:
		return u.fragStart
	}
	return int32(len(u.href))
}

// Pathname returns the pathname getter (the URL path serializer).
func (u *URL) Pathname() string { return u.href[u.pathStart:u.pathEnd()] }

// Query returns the query without '?' and whether it is not null.
func (u *URL) Query() (string, bool) {
	if u.queryStart < 0 {
		return "", false
	}
	end := int32(len(u.href))
	if u.fragStart >= 0 {
		end = u.fragStart
	}
	return u.href[u.queryStart+1 : end], true
}

// Search returns the search getter: "?" and the query, "" when the query
// is null or empty.
func (u *URL) Search() string {
	q, ok := u.Query()
	if !ok || q == "" {
		return ""
	}
	return u.href[u.queryStart : u.queryStart+1+int32(len(q))]
}

// Fragment returns the fragment without '#' and whether it is not null.
func (u *URL) Fragment() (string, bool) {
	if u.fragStart < 0 {
		return "", false
	}
	return u.href[u.fragStart+1:], true
}

// Hash returns the hash getter: "#" and the fragment, "" when it is null
// or empty.
func (u *URL) Hash() string {
	if u.fragStart < 0 || int(u.fragStart)+1 == len(u.href) {
		return ""
	}
	return u.href[u.fragStart:]
}

// specialPort gives each special scheme's default port; -1 for file.
func specialPort(scheme string) (port int32, special bool) {
	switch scheme {
	case "http", "ws":
		return 80, true
	case "https", "wss":
		return 443, true
	case "ftp":
		return 21, true
	case "file":
		return -1, true
	}
	return -1, false
}

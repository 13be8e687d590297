package whatwg

import (
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/hostmemo"
	"github.com/linkscope/linkscope/core/uri"
)

// Difference is one component that the RFC 3986 reading of a link and
// the browser's reading disagree on in a way that matters. RFC3986 is the
// component as written (nil-like when HasRFC3986 is false: undefined);
// Browser is the URL API's value (without "?" or "#"; username and
// password joined by ":"; false when the URL has none or did not parse).
type Difference struct {
	Component  string // scheme, userinfo, host, port, path, query or fragment
	RFC3986    string
	HasRFC3986 bool
	Browser    string
	HasBrowser bool
}

// Readings holds both readings of one link.
type Readings struct {
	RFC       uri.Reference // resolved against the base when relative
	RFCOK     bool          // the link is a URI reference (uri.ParseLenient)
	Browser   URL
	BrowserOK bool // the URL parser did not return failure
}

// Read parses input by RFC 3986 (core/uri's lenient reading, which accepts
// what people paste and flags it) and by the URL Standard, each against
// base when base is not "" and parses.
func Read(input, base string) Readings {
	var b *Base
	if base != "" {
		b = readBase(base)
	}
	return ReadAgainst(input, b)
}

// HostDiffers is the parser-differential question: does the browser's host
// differ from the RFC 3986 host, or does one reading have a host and the
// other none? A reading that failed has no host. Hosts are compared in the
// form RFC 3986 section 6.2.2 and RFC 3987 section 3.1 make equivalent:
// case, percent-encoding and IDNA form; an IPv6 literal by its address.
// A name that the browser reads as an IPv4 address ("0x7f.1", "127.000.0.1",
// "2130706433") differs: RFC 3986 reads a reg-name there.
func (r *Readings) HostDiffers() bool {
	return r.hostDiffers(nil)
}

func (r *Readings) hostDiffers(hosts *hostmemo.Memo[domainResult]) bool {
	rh, rok := rfcHost(&r.RFC, r.RFCOK)
	bh, bok := browserHost(&r.Browser, r.BrowserOK)
	if rok != bok {
		return true
	}
	return rok && !sameHost(rh, bh, r.Browser.HostKind(), hosts)
}

func rfcHost(rfc *uri.Reference, ok bool) (string, bool) {
	if !ok || !rfc.HasAuthority {
		return "", false
	}
	return rfc.Host, rfc.Host != ""
}

// browserHost is the browser's hostname; a null or empty host is none,
// as an empty RFC 3986 host names no host either (section 3.2.2).
func browserHost(u *URL, ok bool) (string, bool) {
	if !ok {
		return "", false
	}
	k := u.HostKind()
	return u.Hostname(), k != HostNull && k != HostEmpty
}

// Differences appends the components the two readings disagree on (see
// the package documentation for the rule). When the browser failed, only
// the host is compared: the RFC host against none. A component written
// alike in both readings is equal without more work, so a link that is
// already in the browser's form costs no allocation.
func (r *Readings) Differences(dst []Difference) []Difference {
	return r.differences(dst, nil)
}

// differences is Differences with the hosts a Reader remembers (or nil).
func (r *Readings) differences(dst []Difference, hosts *hostmemo.Memo[domainResult]) []Difference {
	return differences(dst, &r.RFC, r.RFCOK, &r.Browser, r.BrowserOK, hosts)
}

// differences compares the RFC 3986 reading rfc (when rfcOK) with the
// browser's u (when browserOK), reading both in place.
func differences(dst []Difference, rfc *uri.Reference, rfcOK bool, u *URL, browserOK bool, hosts *hostmemo.Memo[domainResult]) []Difference {
	if !rfcOK {
		return dst
	}
	rh, rok := rfcHost(rfc, rfcOK)
	bh, bok := browserHost(u, browserOK)
	if !browserOK {
		if rok {
			dst = append(dst, Difference{Component: "host", RFC3986: rh, HasRFC3986: true})
		}
		return dst
	}
	if !strings.EqualFold(rfc.Scheme, u.Scheme()) {
		dst = append(dst, Difference{"scheme", rfc.Scheme, rfc.HasScheme, u.Scheme(), true})
	}
	if user, pass := u.Username(), u.Password(); !sameUserinfo(rfc.Userinfo, user, pass) {
		b := user
		if pass != "" {
			b += ":" + pass
		}
		dst = append(dst, Difference{"userinfo", rfc.Userinfo, rfc.HasUserinfo, b, u.hasCredentials()})
	}
	if rok != bok || (rok && !sameHost(rh, bh, u.HostKind(), hosts)) {
		dst = append(dst, Difference{"host", rh, rfc.HasAuthority, bh, u.HostKind() != HostNull})
	}
	if !samePort(rfc, u.Scheme(), u.Port()) {
		dst = append(dst, Difference{"port", rfc.Port, rfc.HasPort, u.Port(), u.Port() != ""})
	}
	if !samePath(rfc.Path, u.Pathname(), rfc.HasAuthority && u.IsSpecial()) {
		dst = append(dst, Difference{"path", rfc.Path, true, u.Pathname(), true})
	}
	if q, hasQ := u.Query(); !equalExcept(rfc.Query, q, "&=+#%;") {
		dst = append(dst, Difference{"query", rfc.Query, rfc.HasQuery, q, hasQ})
	}
	if f, hasF := u.Fragment(); !equalExcept(rfc.Fragment, f, "%") {
		dst = append(dst, Difference{"fragment", rfc.Fragment, rfc.HasFragment, f, hasF})
	}
	return dst
}

// sameUserinfo: the RFC 3986 userinfo, split at its first ":" as the
// browser splits it, names the browser's username and password once both
// are percent-decoded.
func sameUserinfo(userinfo, user, pass string) bool {
	ru, rp, _ := strings.Cut(userinfo, ":")
	return equalExcept(ru, user, "") && equalExcept(rp, pass, "")
}

// sameHost: the RFC 3986 host names the browser's hostname. The RFC host
// is brought to the browser's form of the same name: percent-decoded, IDNA
// ToASCII (lower case for ASCII), an IPv6 literal serialized; a reg-name
// is not reinterpreted as IPv4. An opaque host (a non-special URL's) is
// neither decoded nor mapped by the browser: both are compared decoded,
// case aside, as RFC 3986 section 6.2.2 compares hosts. hosts, when not
// nil, remembers the IDNA work.
func sameHost(rfcHost, browserHost string, kind HostKind, hosts *hostmemo.Memo[domainResult]) bool {
	switch {
	case rfcHost == browserHost:
		return true
	case kind == HostOpaque:
		return strings.EqualFold(decodeExcept(rfcHost, ""), decodeExcept(browserHost, ""))
	}
	return rfcHostKey(rfcHost, hosts) == browserHost
}

// rfcHostKey is an RFC 3986 host in the browser's form (see sameHost).
func rfcHostKey(h string, hosts *hostmemo.Memo[domainResult]) string {
	if strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		if r := readIPv6(h, 1, len(h)-1); !r.failed {
			return string(append(appendIPv6([]byte{'['}, &r.addr), ']'))
		}
		return strings.ToLower(h)
	}
	d, _ := percentDecode(h)
	if isASCII(d) {
		return strings.ToLower(d)
	}
	if hosts != nil {
		return hosts.Get(d, convertDomain, keepDomain).ascii
	}
	return convertDomain(d).ascii
}

// samePort: the RFC 3986 port is the browser's once written as the
// browser writes it: empty and default ports (RFC 3986 section 6.2.3) are
// none, leading zeros dropped.
func samePort(r *uri.Reference, scheme, browserPort string) bool {
	if r.Port == browserPort {
		return true
	}
	p := strings.TrimLeft(r.Port, "0")
	if r.Port != "" && p == "" {
		p = "0"
	}
	if p == defaultPort(scheme) {
		p = ""
	}
	return p == browserPort
}

// defaultPort is a special scheme's default port as written, "" for a
// scheme without one.
func defaultPort(scheme string) string {
	switch scheme {
	case "http", "ws":
		return "80"
	case "https", "wss":
		return "443"
	case "ftp":
		return "21"
	}
	return ""
}

// samePath: the RFC 3986 path and the browser's pathname are one path
// in the form RFC 3986 section 6.2.2 makes equivalent: escapes of
// unreserved characters decoded, dot segments removed, then every escape
// decoded but those of "/", "?", "#" and "%", whose decoding would change
// the path's structure. An empty path after an authority is "/" for a
// special scheme (section 6.2.3). The keys are built on the stack.
func samePath(rfcPath, pathname string, emptyIsRoot bool) bool {
	if rfcPath == pathname && (rfcPath != "" || !emptyIsRoot) {
		return true
	}
	var a, b [256]byte
	return equalExcept(appendPathKey(a[:0], rfcPath, emptyIsRoot), appendPathKey(b[:0], pathname, false), "/?#%")
}

// appendPathKey appends path with the escapes of unreserved characters
// decoded and, when it starts with "/", its dot segments removed (RFC
// 3986 sections 6.2.2.2 and 5.2.4): samePath's key before its last step.
func appendPathKey(dst []byte, path string, emptyIsRoot bool) []byte {
	if path == "" && emptyIsRoot {
		return append(dst, '/')
	}
	start := len(dst)
	for i := 0; i < len(path); i++ {
		if path[i] == '%' && i+2 < len(path) && formvalue.IsHex(path[i+1]) && formvalue.IsHex(path[i+2]) {
			if c := formvalue.Unhex(path[i+1])<<4 | formvalue.Unhex(path[i+2]); isUnreservedByte(c) {
				dst = append(dst, c)
				i += 2
				continue
			}
		}
		dst = append(dst, path[i])
	}
	if len(dst) > start && dst[start] == '/' {
		dst = dst[:start+len(uri.RemoveDotSegmentsInPlace(dst[start:]))]
	}
	return dst
}

func isUnreservedByte(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '-' || c == '.' || c == '_' || c == '~'
}

// decodeExcept percent-decodes s but for the escapes of the bytes in keep,
// which it writes in upper case.
func decodeExcept(s, keep string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && formvalue.IsHex(s[i+1]) && formvalue.IsHex(s[i+2]) {
			c := formvalue.Unhex(s[i+1])<<4 | formvalue.Unhex(s[i+2])
			if strings.IndexByte(keep, c) >= 0 {
				b.WriteByte('%')
				b.WriteByte(upperHex[c>>4])
				b.WriteByte(upperHex[c&15])
			} else {
				b.WriteByte(c)
			}
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// equalExcept reports whether decodeExcept(a, keep) == decodeExcept(b,
// keep), reading both a unit at a time without building either: a kept
// escape is its byte marked kept, any other escape its decoded byte.
func equalExcept[A, B ~string | ~[]byte](a A, b B, keep string) bool {
	if string(a) == string(b) {
		return true
	}
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		ca, ka, na := unitAt(a, i, keep)
		cb, kb, nb := unitAt(b, j, keep)
		if ca != cb || ka != kb {
			return false
		}
		i, j = i+na, j+nb
	}
	return i == len(a) && j == len(b)
}

// unitAt reads the unit of s at i as decodeExcept writes it: an escape's
// byte (kept when keep holds it, then written as an escape), or the byte
// itself; n is how many bytes of s it takes.
func unitAt[S ~string | ~[]byte](s S, i int, keep string) (c byte, kept bool, n int) {
	if s[i] == '%' && i+2 < len(s) && formvalue.IsHex(s[i+1]) && formvalue.IsHex(s[i+2]) {
		c = formvalue.Unhex(s[i+1])<<4 | formvalue.Unhex(s[i+2])
		return c, strings.IndexByte(keep, c) >= 0, 3
	}
	return s[i], false, 1
}

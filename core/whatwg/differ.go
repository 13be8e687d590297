package whatwg

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/core/whatwg/uts46"
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
	rh, rok := r.rfcHost()
	bh, bok := r.browserHost()
	if rok != bok {
		return true
	}
	return rok && rfcHostKey(rh) != bh
}

func (r *Readings) rfcHost() (string, bool) {
	if !r.RFCOK || !r.RFC.HasAuthority {
		return "", false
	}
	return r.RFC.Host, r.RFC.Host != ""
}

// browserHost is the browser's hostname; a null or empty host is none,
// as an empty RFC 3986 host names no host either (section 3.2.2).
func (r *Readings) browserHost() (string, bool) {
	if !r.BrowserOK {
		return "", false
	}
	k := r.Browser.HostKind()
	return r.Browser.Hostname(), k != HostNull && k != HostEmpty
}

// Differences appends the components the two readings disagree on (see
// the package documentation for the rule). When the browser failed, only
// the host is compared: the RFC host against none.
func (r *Readings) Differences(dst []Difference) []Difference {
	if !r.RFCOK {
		return dst
	}
	rh, rok := r.rfcHost()
	bh, bok := r.browserHost()
	if !r.BrowserOK {
		if rok {
			dst = append(dst, Difference{Component: "host", RFC3986: rh, HasRFC3986: true})
		}
		return dst
	}
	rfc, u := &r.RFC, &r.Browser
	if !strings.EqualFold(rfc.Scheme, u.Scheme()) {
		dst = append(dst, Difference{"scheme", rfc.Scheme, rfc.HasScheme, u.Scheme(), true})
	}
	user, pass := u.Username(), u.Password()
	if userinfoKey(rfc.Userinfo) != decodeExcept(user, "")+":"+decodeExcept(pass, "") {
		b := user
		if pass != "" {
			b += ":" + pass
		}
		dst = append(dst, Difference{"userinfo", rfc.Userinfo, rfc.HasUserinfo, b, u.hasCredentials()})
	}
	if rok != bok || (rok && rfcHostKey(rh) != bh) {
		dst = append(dst, Difference{"host", rh, rfc.HasAuthority, bh, u.HostKind() != HostNull})
	}
	if portKey(rfc, u.Scheme()) != u.Port() {
		dst = append(dst, Difference{"port", rfc.Port, rfc.HasPort, u.Port(), u.Port() != ""})
	}
	if pathKey(rfc.Path, rfc.HasAuthority && u.IsSpecial()) != pathKey(u.Pathname(), false) {
		dst = append(dst, Difference{"path", rfc.Path, true, u.Pathname(), true})
	}
	q, hasQ := u.Query()
	if decodeExcept(rfc.Query, "&=+#%;") != decodeExcept(q, "&=+#%;") {
		dst = append(dst, Difference{"query", rfc.Query, rfc.HasQuery, q, hasQ})
	}
	f, hasF := u.Fragment()
	if decodeExcept(rfc.Fragment, "%") != decodeExcept(f, "%") {
		dst = append(dst, Difference{"fragment", rfc.Fragment, rfc.HasFragment, f, hasF})
	}
	return dst
}

// userinfoKey splits an RFC 3986 userinfo at its first ":" as the browser
// does and decodes both parts.
func userinfoKey(s string) string {
	user, pass, _ := strings.Cut(s, ":")
	return decodeExcept(user, "") + ":" + decodeExcept(pass, "")
}

// rfcHostKey brings an RFC 3986 host to the browser's form of the same
// name: percent-decoded, IDNA ToASCII (lower case for ASCII), an IPv6
// literal serialized; it does not reinterpret a reg-name as IPv4.
func rfcHostKey(h string) string {
	if strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		p := parser{in: h, out: make([]byte, 0, len(h))}
		if p.ipv6(1, len(h)-1) {
			return string(p.out)
		}
		return strings.ToLower(h)
	}
	d, _ := percentDecode(h)
	if isASCII(d) {
		return strings.ToLower(d)
	}
	out, _ := uts46.ToASCII(nil, toScalar(d))
	return string(out)
}

// portKey is the RFC 3986 port as the browser would write it: empty and
// default ports (RFC 3986 section 6.2.3) are none, leading zeros dropped.
func portKey(r *uri.Reference, scheme string) string {
	p := strings.TrimLeft(r.Port, "0")
	if r.Port != "" && p == "" {
		p = "0"
	}
	if def, _ := specialPort(scheme); def >= 0 && p == strconv.Itoa(int(def)) {
		return ""
	}
	return p
}

// pathKey is a path in the form RFC 3986 section 6.2.2 makes equivalent:
// escapes of unreserved characters decoded, dot segments removed, then
// every escape decoded but those of "/", "?", "#" and "%", whose decoding
// would change the path's structure. An empty path after an authority is
// "/" for a special scheme (section 6.2.3).
func pathKey(path string, emptyIsRoot bool) string {
	if path == "" && emptyIsRoot {
		return "/"
	}
	p := decodeUnreserved(path)
	if strings.HasPrefix(p, "/") {
		p = uri.RemoveDotSegments(p)
	}
	return decodeExcept(p, "/?#%")
}

func isUnreservedByte(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '-' || c == '.' || c == '_' || c == '~'
}

func decodeUnreserved(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			if c := hexVal(s[i+1])<<4 | hexVal(s[i+2]); isUnreservedByte(c) {
				b.WriteByte(c)
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// decodeExcept percent-decodes s but for the escapes of the bytes in keep,
// which it writes in upper case.
func decodeExcept(s, keep string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			c := hexVal(s[i+1])<<4 | hexVal(s[i+2])
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

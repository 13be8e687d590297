package uri

import "github.com/linkscope/linkscope/core/jsonw"

// HostType says which rule of the host grammar (RFC 3986 section 3.2.2) a
// host matched.
type HostType uint8

// The host types; HostNone when there is no authority.
const (
	HostNone      HostType = iota
	HostRegName            // reg-name, possibly empty
	HostIPv4               // IPv4address: four dec-octets
	HostIPv6               // IP-literal holding an IPv6address
	HostIPvFuture          // IP-literal holding an IPvFuture
)

var hostTypeNames = [...]string{"", "reg-name", "IPv4", "IPv6", "IPvFuture"}

// String returns the name used in JSON's host_type: "", "reg-name", "IPv4",
// "IPv6" or "IPvFuture".
func (t HostType) String() string {
	if int(t) < len(hostTypeNames) {
		return hostTypeNames[t]
	}
	return ""
}

// Reference is a URI reference split into its components exactly as written:
// each is a substring of the parsed input, without its delimiter. The Has
// flags tell an undefined component (its delimiter absent) from a defined but
// empty one, which RFC 3986 section 5.3 keeps apart: "http://h/?" has an
// empty query, "http://h/" has none. Host keeps the brackets of an IP literal.
type Reference struct {
	Scheme, Userinfo, Host, Port, Path, Query, Fragment string

	HasScheme, HasAuthority, HasUserinfo, HasPort, HasQuery, HasFragment bool

	HostType HostType

	// esc is what the parser learnt of the escapes while reading the
	// reference (escLower, escUnreserved) and escRead, so that
	// NormalizeParsed need not look for them again. A reference built or
	// changed otherwise has no escRead (Resolve clears it), and its escapes
	// are looked for.
	esc uint8
	// hostBytes is HostBytes and hostBytesRead, set like esc.
	hostBytes HostBytes
	// dots is what the parser learnt of the path's dot segments
	// (dotsRead, dotsFound), set like esc.
	dots uint8
}

// IsAbsolute reports whether the reference is a URI (it has a scheme) rather
// than a relative reference.
func (r Reference) IsAbsolute() bool { return r.HasScheme }

// Authority returns the authority as written, "" when it is undefined.
func (r Reference) Authority() string {
	if !r.HasAuthority {
		return ""
	}
	if !r.HasUserinfo && !r.HasPort {
		return r.Host
	}
	return string(r.appendAuthority(nil))
}

func (r Reference) appendAuthority(dst []byte) []byte {
	if r.HasUserinfo {
		dst = append(dst, r.Userinfo...)
		dst = append(dst, '@')
	}
	dst = append(dst, r.Host...)
	if r.HasPort {
		dst = append(dst, ':')
		dst = append(dst, r.Port...)
	}
	return dst
}

// Len returns the length of String() without building it.
func (r Reference) Len() int {
	n := len(r.Path)
	if r.HasScheme {
		n += len(r.Scheme) + 1
	}
	if r.HasAuthority {
		n += 2 + len(r.Host)
		if r.HasUserinfo {
			n += len(r.Userinfo) + 1
		}
		if r.HasPort {
			n += len(r.Port) + 1
		}
	}
	if r.HasQuery {
		n += len(r.Query) + 1
	}
	if r.HasFragment {
		n += len(r.Fragment) + 1
	}
	return n
}

// AppendTo appends the recomposed reference (RFC 3986 section 5.3) to dst.
func (r Reference) AppendTo(dst []byte) []byte {
	if r.HasScheme {
		dst = append(dst, r.Scheme...)
		dst = append(dst, ':')
	}
	if r.HasAuthority {
		dst = append(dst, '/', '/')
		dst = r.appendAuthority(dst)
	}
	dst = append(dst, r.Path...)
	if r.HasQuery {
		dst = append(dst, '?')
		dst = append(dst, r.Query...)
	}
	if r.HasFragment {
		dst = append(dst, '#')
		dst = append(dst, r.Fragment...)
	}
	return dst
}

// String recomposes the reference (RFC 3986 section 5.3). For a reference
// returned by Parse it gives back the input exactly.
func (r Reference) String() string {
	return string(r.AppendTo(make([]byte, 0, r.Len())))
}

// AppendJSON appends the contract's "uri" object: scheme, userinfo, host,
// host_type, port, path, query, fragment; undefined components are null,
// path is always a string, and host_type is null without an authority.
func (r Reference) AppendJSON(dst []byte) []byte {
	dst, _ = r.AppendJSONWritten(dst)
	return dst
}

// AppendJSONWritten is AppendJSON returning the record of the host's
// encoding, so that a caller who writes the host again, as a form of it
// that reads the same, copies it rather than escaping it again.
func (r Reference) AppendJSONWritten(dst []byte) ([]byte, jsonw.Written) {
	dst = r.appendJSONHead(dst, false)
	var host jsonw.Written
	if r.HasAuthority {
		dst, host = jsonw.AppendStringWritten(dst, r.Host)
	} else {
		dst = append(dst, "null"...)
	}
	return r.appendJSONTail(dst, false), host
}

// AppendGrammaticalJSON is AppendJSON for a reference that holds only
// characters of the URI grammar: one from Parse, or from ParseLenient when
// Grammatical says so of its warnings. JSON writes those characters as
// they are, so the components are copied without a scan.
func (r Reference) AppendGrammaticalJSON(dst []byte) []byte {
	dst = r.appendJSONHead(dst, true)
	dst = appendComponent(dst, r.Host, r.HasAuthority, true)
	return r.appendJSONTail(dst, true)
}

// appendJSONHead appends the object up to the host's value. It and
// appendJSONTail take the reference by pointer: it is fifteen words,
// copied at every call otherwise.
func (r *Reference) appendJSONHead(dst []byte, plain bool) []byte {
	dst = append(dst, `{"scheme":`...)
	dst = appendComponent(dst, r.Scheme, r.HasScheme, plain)
	dst = append(dst, `,"userinfo":`...)
	dst = appendComponent(dst, r.Userinfo, r.HasUserinfo, plain)
	return append(dst, `,"host":`...)
}

// appendJSONTail appends the object from after the host's value.
func (r *Reference) appendJSONTail(dst []byte, plain bool) []byte {
	dst = append(dst, `,"host_type":`...)
	dst = appendComponent(dst, r.HostType.String(), r.HasAuthority, true) // one of hostTypeNames
	dst = append(dst, `,"port":`...)
	dst = appendComponent(dst, r.Port, r.HasPort, plain)
	dst = append(dst, `,"path":`...)
	dst = appendComponent(dst, r.Path, true, plain)
	dst = append(dst, `,"query":`...)
	dst = appendComponent(dst, r.Query, r.HasQuery, plain)
	dst = append(dst, `,"fragment":`...)
	dst = appendComponent(dst, r.Fragment, r.HasFragment, plain)
	return append(dst, '}')
}

// appendComponent appends s as a JSON string, copied when plain, or null
// when it is not defined.
func appendComponent(dst []byte, s string, defined, plain bool) []byte {
	switch {
	case !defined:
		return append(dst, "null"...)
	case plain:
		return jsonw.AppendPlain(dst, s)
	}
	return jsonw.AppendString(dst, s)
}

// Grammatical reports whether the reference ParseLenient returned with
// warns holds only characters of the URI grammar: it does unless a WarnIRI
// or WarnIllegal warning says ParseLenient accepted others.
func Grammatical(warns []Warning) bool {
	for _, w := range warns {
		if w.Kind == WarnIRI || w.Kind == WarnIllegal {
			return false
		}
	}
	return true
}

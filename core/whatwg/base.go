package whatwg

import (
	"github.com/linkscope/linkscope/core/hostmemo"
	"github.com/linkscope/linkscope/core/uri"
)

// Base is a base URL read once in both readings, to read many links
// against it: the browser's URL and the RFC 3986 reference (core/uri's
// lenient reading), each present only when that reading accepts it as a
// base.
type Base struct {
	url    URL
	hasURL bool
	ref    uri.Reference
	hasRef bool
}

// ParseBase reads s as a base URL. The error is the browser's *Error when
// the URL parser fails on s: new URL(input, s) would throw.
func ParseBase(s string) (*Base, error) {
	b := readBase(s)
	if !b.hasURL {
		_, err := Parse(s, nil)
		return nil, err
	}
	return b, nil
}

// readBase reads s in both readings, keeping each one that accepts it.
func readBase(s string) *Base {
	b := &Base{}
	if u, err := Parse(s, nil); err == nil {
		b.url, b.hasURL = u, true
	}
	if ref, _, err := uri.ParseLenient(s); err == nil && ref.HasScheme {
		b.ref, b.hasRef = ref, true
	}
	return b
}

// URL is the browser's reading of the base, nil when the URL parser
// failed on it.
func (b *Base) URL() *URL {
	if b == nil || !b.hasURL {
		return nil
	}
	return &b.url
}

// ReadAgainst is Read with the base read beforehand (nil: no base).
func ReadAgainst(input string, base *Base) Readings {
	var r Readings
	if ref, _, err := uri.ParseLenient(input); err == nil {
		r.RFC, r.RFCOK = ref, true
		if !ref.HasScheme && base != nil && base.hasRef {
			r.RFC = uri.Resolve(base.ref, ref)
		}
	}
	if u, err := Parse(input, base.URL()); err == nil {
		r.Browser, r.BrowserOK = u, true
	}
	return r
}

// InspectAgainst is Inspect with the base read beforehand (nil: no base),
// appending the validation errors to errs and the differences to diffs,
// so that a caller reading many links reuses their memory. The Record's
// Base and HasBase are the caller's to set.
func InspectAgainst(input string, base *Base, errs []ValidationError, diffs []Difference) Record {
	return inspect(input, base, errs, diffs, nil)
}

func inspect(input string, base *Base, errs []ValidationError, diffs []Difference, hosts *hostmemo.Memo[domainResult]) Record {
	p := parser{hosts: hosts, orig: input, base: base.URL()}
	return inspectWith(&p, base, errs, diffs)
}

// inspectWith runs p, collecting the validation errors into errs, and
// puts the RFC 3986 reading of p's input beside it.
func inspectWith(p *parser, base *Base, errs []ValidationError, diffs []Difference) Record {
	rec := Record{Input: p.orig}
	p.collect, p.errs = true, errs
	rec.URL, rec.Err = p.run()
	rec.Validation = p.errs
	readings := Readings{Browser: rec.URL, BrowserOK: rec.Err == nil}
	if ref, _, err := uri.ParseLenient(p.orig); err == nil {
		readings.RFC, readings.RFCOK = ref, true
		if !ref.HasScheme && base != nil && base.hasRef {
			readings.RFC = uri.Resolve(base.ref, ref)
		}
	}
	rec.Differs, rec.RFCOK = compare(diffs, p.orig, &readings.RFC, readings.RFCOK, &rec.URL, rec.Err == nil, p.hosts), readings.RFCOK
	return rec
}

// compare is the differences of the RFC 3986 reading rfc and the
// browser's u. A link that is its own href but for the ASCII case of its
// scheme and host (the browser changed nothing else) reads alike by RFC
// 3986, so nothing is compared: the href's components are delimited and
// written as RFC 3986 reads them, and RFC 3986 compares schemes and hosts
// without case (FuzzInspect and TestHrefReadsAlike hold this).
func compare(dst []Difference, input string, rfc *uri.Reference, rfcOK bool, u *URL, browserOK bool, hosts *hostmemo.Memo[domainResult]) []Difference {
	if browserOK && rfcOK && readsAsHref(trimC0Space(input), u) {
		return dst
	}
	return differences(dst, rfc, rfcOK, u, browserOK, hosts)
}

// readsAsHref reports whether input is u's href but for the ASCII case of
// the bytes up to the end of the host.
func readsAsHref(input string, u *URL) bool {
	h := int(u.hostEnd)
	if len(input) != len(u.href) || input[h:] != u.href[h:] {
		return false
	}
	for i := 0; i < h; i++ {
		if a, b := input[i], u.href[i]; a != b && (a|0x20 != b || b < 'a' || b > 'z') {
			return false
		}
	}
	return true
}

// trimC0Space removes the leading and trailing C0 controls and spaces the
// parser strips first.
func trimC0Space(s string) string {
	i, j := 0, len(s)
	for i < j && s[i] <= ' ' {
		i++
	}
	for j > i && s[j-1] <= ' ' {
		j--
	}
	return s[i:j]
}

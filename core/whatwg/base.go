package whatwg

import (
	"unsafe"

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
	rec.Differs, rec.RFCOK = compare(&readings, p.orig, diffs, p.hosts), readings.RFCOK
	return rec
}

// compare is r's differences. A link that is its own href (the browser
// changed nothing) reads alike by RFC 3986, so nothing is compared: the
// href's components are delimited and written as RFC 3986 reads them
// (FuzzInspect and TestHrefReadsAlike hold this).
func compare(r *Readings, input string, dst []Difference, hosts *hostmemo.Memo[domainResult]) []Difference {
	if r.BrowserOK && r.RFCOK && r.Browser.href == trimC0Space(input) {
		return dst
	}
	return r.differences(dst, hosts)
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

// InspectRead is InspectAgainst without a base for a caller that has
// read input by RFC 3986 already: rfc is core/uri's lenient reading of
// input (rfcOK false when it refused it). It reuses errs and diffs, and the
// Record is valid until the Reader's next call.
func (rd *Reader) InspectRead(input string, rfc *uri.Reference, rfcOK bool, errs []ValidationError, diffs []Difference) Record {
	p := rd.parser(input, nil)
	rec := Record{Input: input}
	p.collect, p.errs = true, errs
	rec.URL, rec.Err = p.run()
	rd.keep(&p)
	rec.Validation = p.errs
	readings := Readings{Browser: rec.URL, BrowserOK: rec.Err == nil, RFCOK: rfcOK}
	if rfcOK {
		readings.RFC = *rfc
	}
	rec.Differs, rec.RFCOK = compare(&readings, input, diffs, p.hosts), rfcOK
	return rec
}

// Reader reads many links as a browser does, remembering what domain to
// ASCII (UTS #46) made of each host it met, in bounded memory
// (core/hostmemo): a batch does that work once per host, not once per
// link. It writes each href in one buffer it reuses, so a URL (and a
// Record) it returns is valid until its next call, like a line of the
// batch engine: Clone keeps one. The zero Reader is ready; use one per
// goroutine.
type Reader struct {
	hosts hostmemo.Memo[domainResult]
	buf   []byte
}

// maxReaderBuffer is the largest href buffer a Reader keeps for the next
// link: one hostile line does not hold its memory for the rest.
const maxReaderBuffer = 64 << 10

// parser returns a parser writing into the Reader's buffer, unless base
// lives in it (a URL this Reader returned).
func (rd *Reader) parser(input string, base *URL) parser {
	p := parser{hosts: &rd.hosts, orig: input, base: base, buf: rd.buf}
	if base != nil && within(base.href, rd.buf) {
		p.buf = nil
	}
	return p
}

// within reports whether s's bytes lie in b's array.
func within(s string, b []byte) bool {
	if s == "" || cap(b) == 0 {
		return false
	}
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b[:1])))
	at := uintptr(unsafe.Pointer(unsafe.StringData(s)))
	return at >= start && at < start+uintptr(cap(b))
}

// keep takes the buffer the parser wrote for the next link.
func (rd *Reader) keep(p *parser) {
	rd.buf = p.out[:0]
	if cap(rd.buf) > maxReaderBuffer {
		rd.buf = nil
	}
}

// Parse is the package's Parse, remembering hosts; the URL is valid until
// the Reader's next call.
func (rd *Reader) Parse(input string, base *URL) (URL, error) {
	p := rd.parser(input, base)
	u, err := p.run()
	rd.keep(&p)
	return u, err
}

// Validate is the package's Validate, remembering hosts; the URL is valid
// until the Reader's next call.
func (rd *Reader) Validate(input string, base *URL, errs []ValidationError) (URL, []ValidationError, error) {
	p := rd.parser(input, base)
	p.collect, p.errs = true, errs
	u, err := p.run()
	rd.keep(&p)
	return u, p.errs, err
}

// Differences is r.Differences, remembering hosts.
func (rd *Reader) Differences(r *Readings, dst []Difference) []Difference {
	return r.differences(dst, &rd.hosts)
}

// HostDiffers is r.HostDiffers, remembering hosts.
func (rd *Reader) HostDiffers(r *Readings) bool {
	return r.hostDiffers(&rd.hosts)
}

// InspectAgainst is the package's InspectAgainst, remembering hosts; the
// Record is valid until the Reader's next call.
func (rd *Reader) InspectAgainst(input string, base *Base, errs []ValidationError, diffs []Difference) Record {
	p := rd.parser(input, base.URL())
	rec := inspectWith(&p, base, errs, diffs)
	rd.keep(&p)
	return rec
}

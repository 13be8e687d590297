package whatwg

import (
	"github.com/linkscope/linkscope/core/hostmemo"
	"github.com/linkscope/linkscope/core/internal/alias"
	"github.com/linkscope/linkscope/core/uri"
)

// Reader reads many links as a browser does, remembering what domain to
// ASCII (UTS #46) made of each host it met, in bounded memory
// (core/hostmemo): a batch does that work once per host, not once per
// link. It writes each href in one buffer it reuses, or, for a link that
// is its own href, takes the input itself: a URL (and a Record) it
// returns is valid until its next call and while its input is, like a
// line of the batch engine: Clone keeps one. The zero Reader is ready; use one per
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
	p := parser{hosts: &rd.hosts, orig: input, base: base, buf: rd.buf, shareInput: true}
	if base != nil && alias.Within(base.href, rd.buf) {
		p.buf = nil
	}
	return p
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

// RFCReading is core/uri's lenient reading of a link, as a caller that
// has read it by RFC 3986 already hands it to InspectRead.
type RFCReading struct {
	Ref *uri.Reference
	OK  bool // the lenient parser took the link
	// Strict: it warned of nothing, so the strict parser takes the link
	// as well.
	Strict bool
}

// InspectRead is InspectAgainst without a base, into rec, for a caller
// that has read input by RFC 3986 already. A link whose strict reading
// has the shape a browser writes back unchanged is not parsed again
// (urlAsWritten). It reuses errs and diffs, and rec is valid until the
// Reader's next call.
func (rd *Reader) InspectRead(rec *Record, input string, rfc RFCReading, errs []ValidationError, diffs []Difference) {
	if rfc.OK && rfc.Strict {
		if s, ok := readShape(input, rfc.Ref); ok {
			rd.inspectShape(rec, input, rfc.Ref, &s, errs, diffs)
			return
		}
	}
	p := rd.parser(input, nil)
	p.collect, p.errs = true, errs
	*rec = Record{Input: input}
	rec.URL, rec.Err = p.run()
	rd.keep(&p)
	rec.Validation = p.errs
	rec.Differs = compare(diffs, input, rfc.Ref, rfc.OK, &rec.URL, rec.Err == nil, p.hosts)
	rec.RFCOK = rfc.OK
}

// inspectShape is InspectRead for a link of an rfcShape: a link the browser
// writes back unchanged is its own href; any other is written from the
// shape, without the parser's reading. Nothing but its case, a default
// port and an empty path's "/" then tells the href from the link, and RFC
// 3986 reads each alike (section 6.2.2.1 for case, 6.2.3 for the port and
// the path): only a dot segment, or an IPv6 address the serializer writes
// anew, needs the readings compared.
func (rd *Reader) inspectShape(rec *Record, input string, r *uri.Reference, s *rfcShape, errs []ValidationError, diffs []Difference) {
	if s.asWritten {
		*rec = Record{Input: input, URL: s.url(input), Validation: errs[:0], Differs: diffs[:0], RFCOK: true}
		return
	}
	p := rd.parser(input, nil)
	p.collect, p.errs = true, errs[:0]
	s.write(&p)
	*rec = Record{Input: input, URL: p.result(), Validation: p.errs, Differs: diffs[:0], RFCOK: true}
	rd.keep(&p)
	if s.dots || s.host.kind == HostIPv6 {
		rec.Differs = compare(diffs[:0], input, r, true, &rec.URL, true, p.hosts)
	}
}

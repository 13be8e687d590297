package attribution

import (
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/query"
)

// Reading is what each analytics platform will record of one landing
// page: the session's source, medium and campaign as each writes them,
// its channel, what browsers strip first, and what a marketer would
// change before launch.
type Reading struct {
	GA4       GA4
	Matomo    Matomo
	Metrica   Metrica
	Adobe     Adobe
	Plausible Plausible
	Umami     Umami
	Stripped  []Strip
	Findings  []Finding

	head  *head  // GA4's, Matomo's and Metrica's readings and their JSON, shared by the links they are the same for
	shape *shape // the reading remembered for the link's shape, with its JSON
}

// Reader reads landing pages, reusing its buffers from one to the next;
// a Reader is not safe for concurrent use. The zero Reader is ready.
type Reader struct {
	l      landing
	marker openstat.Decoded // the link's marker, when Read decodes it
	memo   answers
	shapes shapes
	heads  heads
	words  wordings
	strips stripScratch
}

// Read is what analytics records of a visit that lands on rawURL, coming
// from referrer ("" for none: a typed or saved link, an app, a mail
// client that sends none). Read never fails: a string that is no URL has
// no query and reads as a direct visit.
func Read(rawURL, referrer string) Reading {
	var r Reader
	return r.Read(rawURL, referrer)
}

// Read is the package's Read with r's buffers.
func (r *Reader) Read(rawURL, referrer string) Reading {
	readLanding(rawURL, &r.l)
	var rd Reading
	r.read(&rd, nil, referrer)
	return rd
}

// ReadParsed is Read for a link whose query pairs (query.Append of its
// query, offsets in rawURL) and Openstat marker (openstat.Decode of it)
// are read already: inspect reads them once for all its sections. The
// Reading keeps nothing of pairs.
func (r *Reader) ReadParsed(rawURL string, pairs []query.Pair, marker *openstat.Decoded, referrer string) Reading {
	var rd Reading
	r.ReadParsedInto(&rd, rawURL, pairs, marker, referrer)
	return rd
}

// ReadParsedInto is ReadParsed into rd, reusing its findings' and
// strips' memory: inspect's Report holds one Reading, valid until the
// next link.
func (r *Reader) ReadParsedInto(rd *Reading, rawURL string, pairs []query.Pair, marker *openstat.Decoded, referrer string) {
	readLandingParsed(rawURL, pairs, true, &r.l)
	r.read(rd, marker, referrer)
	r.l.query = nil // the caller's
	r.l.index.release()
}

// LendMemory gives to, a zero Reading about to be read into
// (ReadParsedInto), the memory of rd's findings, strips, click
// identifiers and marker to reuse: a caller that makes its Reading anew
// for each link (inspect's Report) keeps the last one's memory so, not a
// copy of the whole Reading. rd and to then share that memory: rd is the
// caller's to let go of.
func (rd *Reading) LendMemory(to *Reading) {
	to.Stripped, to.Findings, to.Umami.ClickIDs = rd.Stripped, rd.Findings, rd.Umami.ClickIDs
	if rd.Metrica.Openstat != nil { // a link without a marker keeps the last one's memory
		to.Metrica.Openstat = rd.Metrica.Openstat
	}
}

// read reads the landing page r.l; marker is its Openstat marker when
// the caller decoded it.
func (r *Reader) read(rd *Reading, marker *openstat.Decoded, referrer string) {
	l := &r.l
	x := &l.index
	refHost := referrerHost(referrer)
	if marker == nil {
		r.marker = openstat.Decode(l.url)
		marker = &r.marker
	}
	key, known := appendShapeKey(r.shapes.key[:0], l, refHost, marker.Found)
	r.shapes.key = key[:0]
	var hash uint64
	if known {
		hash = r.shapes.table.hash(key)
		if s := r.shapes.find(hash, key); s != nil {
			s.place(rd, l, marker)
			// Of the buffers keepSmall bounds, a link read by its shape
			// grows none but the query's pairs (Read's own): its pairs
			// some reader looks up are fewer than maxShapeKey/3 (three
			// bytes each in the key), and it splits no fragment and
			// strips nothing.
			if cap(l.buf) > maxPairs/4 {
				l.buf = nil
			}
			return
		}
	}
	x.fill()
	// rd's memory is the caller's to reuse (ReadParsedInto's: valid until
	// the next link).
	stripped, findings, marked := rd.Stripped[:0], rd.Findings[:0], rd.Metrica.Openstat
	*rd = Reading{
		Adobe:     readAdobe(x),
		Plausible: readPlausible(x),
		Umami:     readUmami(x, rd.Umami.ClickIDs[:0]),
	}
	h := r.heads.read(l, refHost, &r.memo)
	if h != nil {
		h.place(rd, l, refHost, marker.Found)
	} else {
		rd.GA4 = readGA4(x, l, refHost, &r.memo)
		rd.GA4.place(x)
		rd.Matomo = readMatomo(l, refHost)
		rd.Metrica = readMetrica(l, refHost, marker.Found)
	}
	rd.Metrica.Openstat, rd.Metrica.From = markerOf(marker, marked), x.value(nameFrom)
	rd.Stripped = r.readStrips(stripped, l, refHost, &rd.GA4)
	rd.Findings = appendFindings(findings, l, rd, &r.memo)
	for i := range rd.Findings {
		r.words.place(&rd.Findings[i])
	}
	if known {
		r.shapes.keep(key, hash, rd, l, h, &r.words)
	}
	r.keepSmall()
}

// ChannelOf is the GA4 default channel of a visit landing on rawURL
// without a referrer: what a link built for a campaign will be counted
// under. It is the one function every export of a channel column calls.
func (r *Reader) ChannelOf(rawURL string) string {
	r.l.buf = r.l.buf[:0]
	if q, at, ok := query.Of(rawURL); ok { // GA4 reads no fragment
		r.l.buf = appendPairs(r.l.buf, q, at)
	}
	ch := r.ChannelOfParsed(r.l.buf)
	r.keepSmall()
	return ch
}

// ChannelOfParsed is ChannelOf for a caller that has split rawURL's query
// already (audit has): pairs are query.Append's pairs of the query.
func (r *Reader) ChannelOfParsed(pairs []query.Pair) string {
	x := &r.l.index
	x.readGA4Only(pairs)
	ch := readGA4(x, nil, "", &r.memo).Channel
	x.release()
	return ch
}

// keepSmall lets go of buffers one hostile line made large.
func (r *Reader) keepSmall() {
	if cap(r.l.buf) > maxPairs/4 {
		r.l.buf = nil
	}
	if cap(r.l.fragment) > maxPairs/4 {
		r.l.fragment = nil
	}
	r.l.index.keepSmall()
	r.strips.index.keepSmall()
	if cap(r.strips.kept) > maxPairs/4 {
		r.strips.kept = nil
	}
}

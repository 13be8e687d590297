package attribution

import (
	"slices"
	"strings"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/openstat"
)

// A batch's links repeat their shapes: the same campaign parameters and
// click identifiers, with other identifiers' values, other markers, other
// paths, and so other positions. All a Reading says but its marker and
// its findings' positions follows from a link's shape: the keys some
// reader looks up, in the query's order, each with its value (or, for a
// key whose value no reader reads, a click identifier's, whether it has
// one), whether the link has a marker, and the referrer. So a Reader
// remembers readings by shape (shapes), and reads a link whose shape it
// has met by placing the remembered reading in it.

// shape is a reading remembered for a shape: all of it but its marker,
// its findings' positions given by the pairs they are at; its head and
// its findings' wordings kept apart, to be made ready when it is met
// again (head.go says why). A kept shape's GA4, Matomo and Metrica
// readings are its head's but for Metrica's category and from tag
// (keep makes sure), so place copies those from the head, which the
// JSON writer reads next; the rest of a Reading is in parts the shapes
// share (shapeparts.go), and a link reads fewer lines of memory.
type shape struct {
	key  string // the shape's key, which finding it compares
	head *head
	// The reading less the head's, shared with the shapes whose
	// readings have the same: Metrica's from tag, what browsers strip
	// and Umami's click identifiers (tail); Metrica's category and the
	// other platforms' values (others). Each holds its JSON once a
	// shape that has it is ready: a shape is 64 bytes, a line of memory.
	tail   *shapeTail
	others *shapeOthers
	// The findings, each as its wording (whose key is the finding at
	// position 0) and where it is: a finding is its wording's key placed,
	// so a shape keeps no copy of it, and a link reads the wording,
	// which its JSON writer reads next, and no other memory.
	findings []shapeFinding
}

// shapeFinding is a finding of a shape: its wording and where it is.
type shapeFinding struct {
	w  *worded
	at findingAt
}

// findingAt is where a finding is: at the start or at the value of a
// pair some reader looks up (its place in pairIndex.keyed), or nowhere
// (keyed -1, a finding without a position, whose Pos is 0).
type findingAt struct {
	keyed int32
	value bool
}

// shapes remembers a Reader's readings by shape. It is bounded: past
// maxShapes it starts over, and a link whose shape is longer than
// maxShapeKey bytes is read on its own, never kept.
type shapes struct {
	table shapeTable
	parts shapeParts
	key   []byte
	buf   []byte // where keep writes a shape's JSON
}

const (
	maxShapes   = 4096
	maxShapeKey = 256
)

// appendShapeKey appends the shape of l (marked: it has a marker; refHost
// the referrer's host). ok is false for a link read on its own: one with
// a second '?' in its query (its finding is the link rewritten), whose
// fragment a reader reads, whose ';' Matomo reads as a query
// (isMatrixURL), whose path holds a campaign key (hasCampaignInPath), or
// one with a key whose stripping depends on the link's host or URL. A
// link without a query has a shape too: whether it has a marker, and the
// referrer (a batch of plain links is read as the tagged ones are).
func appendShapeKey(dst []byte, l *landing, refHost string, marked bool) (key []byte, ok bool) {
	if l.queryHas('?') || l.fragmentRead() || !l.plainPath() {
		return dst, false
	}
	dst = append(dst, flags(marked, refHost != "", l.hasQuery, false))
	x := &l.index
	for _, k := range x.keyed {
		d, r := k.decoded, k.raw
		if r != nil && r.onLink || k.folded != nil && k.folded.onLink {
			return dst, false
		}
		dst = append(dst, d.number(), r.number(), k.folded.number())
		p := &x.pairs[k.pair]
		if k.folded != nil { // stripped and its finding name the key as written: FBCLID, Fbclid
			dst = appendKeyString(dst, p.RawKey)
		}
		switch {
		case d != nil && d.valueRead || r != nil && r.valueRead:
			dst = appendKeyString(dst, p.Value)
		case notAllEquals(p.RawValue):
			dst = append(dst, 1)
		case p.Value != "": // a value of '=' alone, which Brave reads as none
			dst = append(dst, 2)
		default:
			dst = append(dst, 0)
		}
		if len(dst) > maxShapeKey {
			return dst, false
		}
	}
	if refHost != "" {
		dst = appendKeyString(appendKeyString(dst, refHost), l.hostName())
	}
	return dst, len(dst) <= maxShapeKey
}

// plainPath reports whether the path of l is neither
// read as a query by Matomo (isMatrixURL: a ';' before the query) nor
// holds a campaign key (hasCampaignInPath, which needs a '=' there): two
// quick scans of the path, where most links have neither byte.
func (l *landing) plainPath() bool {
	path := l.url[:l.pathEnd()]
	semis := path // isMatrixURL: a ';' before the first '?'
	if !l.hasQuery {
		semis = l.url // there is none: a ';' anywhere
	}
	if strings.IndexByte(semis, ';') >= 0 {
		return false
	}
	return strings.IndexByte(path, '=') < 0 || !l.hasCampaignInPath()
}

// notAllEquals reports whether v holds a byte other than '='
// (strings.Trim(v, "=") != ""), looking at its first byte first.
func notAllEquals(v string) bool {
	if v == "" {
		return false
	}
	return v[0] != '=' || strings.Trim(v, "=") != ""
}

// number is a key's number, 0 for none.
func (k *keyInfo) number() byte {
	if k == nil {
		return 0
	}
	return k.id
}

// find is the reading remembered for key (whose hash is h), ready, or
// nil.
func (sh *shapes) find(h uint64, key []byte) *shape {
	s := sh.table.find(h, key)
	if s != nil && (s.others.categoryJSON == "" || s.tail.json == "") {
		s.ready(&sh.buf)
	}
	return s
}

// ready writes the shape's JSON and makes its head and wordings ready.
func (s *shape) ready(buf *[]byte) {
	if s.head != nil {
		s.head.ready()
	}
	for _, f := range s.findings {
		f.w.ready()
	}
	var rd Reading
	rd.Metrica.Category, rd.Metrica.From, rd.Stripped = s.others.category, s.tail.from, s.tail.stripped
	if t := s.tail; t.json == "" {
		*buf = rd.appendStrips((*buf)[:0])
		t.json = string(*buf)
	}
	if o := s.others; o.categoryJSON == "" {
		*buf = rd.Metrica.appendCategory((*buf)[:0])
		o.categoryJSON = string(*buf)
	}
}

// place gives rd the shape's reading, placed in landing page l, whose
// marker is marker.
func (s *shape) place(rd *Reading, l *landing, marker *openstat.Decoded) {
	ids, stripped, findings, marked := rd.Umami.ClickIDs[:0], rd.Stripped[:0], rd.Findings[:0], rd.Metrica.Openstat
	// A reading at a time, each copied straight into rd: a copy of
	// several at once goes through temporaries, twice the copying.
	h := s.head
	rd.GA4 = h.ga4
	rd.Matomo = h.matomo
	rd.Metrica = h.metrica
	o, t := s.others, s.tail
	rd.Metrica.Category, rd.Metrica.From, rd.Metrica.Openstat = o.category, t.from, markerOf(marker, marked)
	rd.Adobe = o.adobe
	rd.Plausible = o.plausible
	rd.Umami = Umami{Source: o.umami[0], Medium: o.umami[1], Campaign: o.umami[2], ClickIDs: appendEach(ids, t.clickIDs)}
	rd.head, rd.shape = h, s
	for i := range t.stripped {
		var st *Strip
		stripped, st = nextStrip(stripped)
		params := st.Params
		*st = t.stripped[i]
		st.Params = appendEach(params, t.stripped[i].Params)
	}
	rd.Stripped = stripped
	for i := range s.findings {
		sf := &s.findings[i]
		w := sf.w
		findings = append(findings, Finding{Finding: w.key.f, Level: w.key.level})
		f := &findings[len(findings)-1]
		if w.open != "" {
			f.worded = w
		}
		if sf.at.keyed < 0 {
			continue
		}
		p := &l.query[l.index.keyed[sf.at.keyed].pair]
		if f.Pos = p.Pos; sf.at.value {
			f.Pos = valuePos(p)
		}
	}
	rd.Findings = findings
}

// appendEach is append(dst, src...) an element at a time: src has none,
// one or two elements, and append of a whole slice of values with
// pointers is a call (runtime.typedslicecopy) costing more than that.
func appendEach[T any](dst, src []T) []T {
	for i := range src {
		dst = append(dst, src[i])
	}
	return dst
}

// keep remembers rd, the reading of l, by its shape key: a copy of all
// it says but its marker, its values the head's (h) and the findings'
// wordings' (which the memory of those bounds) or copies. A reading
// without a head or a wording for each finding, with a finding not at a
// pair some reader looks up, or whose GA4, Matomo or Metrica readings
// are not its head's (place copies them from it), is not kept.
func (sh *shapes) keep(key []byte, hash uint64, rd *Reading, l *landing, h *head, words *wordings) {
	if h == nil || !h.says(rd) {
		return
	}
	s := &shape{head: h, findings: make([]shapeFinding, len(rd.Findings))}
	for i := range rd.Findings {
		f := &rd.Findings[i]
		w, _ := words.entry(f)
		if w == nil {
			return
		}
		at := l.findingAt(f)
		if at.keyed < 0 && (f.Unit != finding.NoPos || f.Pos != 0) {
			return
		}
		s.findings[i] = shapeFinding{w, at}
	}
	s.findings = sh.parts.shared(s.findings)
	s.tail = sh.parts.tail(rd.Metrica.From, rd.Stripped, rd.Umami.ClickIDs)
	o := otherValues{category: rd.Metrica.Category, adobe: rd.Adobe, plausible: rd.Plausible,
		umami: [3]string{rd.Umami.Source, rd.Umami.Medium, rd.Umami.Campaign}}
	g := &rd.GA4
	a, p, u := &o.adobe, &o.plausible, &o.umami
	for _, v := range [...]*string{&a.Campaign, &a.KWCID, &p.Source, &p.Medium, &p.Campaign, &u[0], &u[1], &u[2]} {
		*v = cloneOrOneOf(*v, g.Source, g.Medium, g.Campaign)
	}
	s.others = sh.parts.othersOf(&o)
	s.key = string(key)
	sh.table.add(hash, s)
}

// holds reports whether rd still says what the shape's JSON does (a
// caller may have changed it since).
func (s *shape) holds(rd *Reading) bool {
	m, t := &rd.Metrica, s.tail
	if !same(m.Category, s.others.category) || !same(m.From, t.from) || len(rd.Stripped) != len(t.stripped) {
		return false
	}
	for i := range rd.Stripped {
		a, b := &rd.Stripped[i], &t.stripped[i]
		if !same(a.Browser, b.Browser) || !same(a.GA4Channel, b.GA4Channel) || len(a.Params) != len(b.Params) {
			return false
		}
		for j := range a.Params {
			if !same(a.Params[j], b.Params[j]) {
				return false
			}
		}
	}
	return true
}

// cloneStrips is a copy of strips, their keys in one slice.
func cloneStrips(strips []Strip) []Strip {
	if len(strips) == 0 {
		return nil
	}
	n := 0
	for i := range strips {
		n += len(strips[i].Params)
	}
	out, params := slices.Clone(strips), make([]string, 0, n)
	for i := range out {
		from := len(params)
		params = append(params, out[i].Params...)
		out[i].Params = params[from:len(params):len(params)]
	}
	return out
}

// cloneOrOneOf is s as one of others when equal to it (the head's values,
// which the head keeps), else a copy.
func cloneOrOneOf(s string, others ...string) string {
	for _, o := range others {
		if s == o {
			return o
		}
	}
	return strings.Clone(s)
}

// findingAt is where finding f is among the pairs some reader looks up.
func (l *landing) findingAt(f *Finding) findingAt {
	if f.Unit == finding.NoPos {
		return findingAt{keyed: -1}
	}
	for i, k := range l.index.keyed {
		p := &l.query[k.pair]
		switch f.Pos {
		case p.Pos:
			return findingAt{keyed: int32(i)}
		case valuePos(p):
			return findingAt{keyed: int32(i), value: true}
		}
	}
	return findingAt{keyed: -1}
}

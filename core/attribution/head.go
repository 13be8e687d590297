package attribution

import (
	"encoding/binary"
	"math/bits"
	"strings"
)

// What GA4, Matomo and Metrica record of a visit follows from a few of
// the link's values: its campaign parameters, which click identifier it
// has, whether it has a marker, the referrer. A batch's links repeat
// their campaigns while their click identifiers' values, markers, paths
// and positions differ. So a Reader remembers, by those values, the three
// readings (a head) and the start of their JSON, `"ga4":{…},"matomo":
// {…},"metrica":{"source":…`, two dozen values that are two thirds of a
// record; a Reading keeps its head, which its JSON writers copy.
//
// A Reader remembers only what repeats: a campaign (a head) the second
// time it meets it (the first, it notes its key), a shape once its
// campaign repeats, and writes a shape's JSON the second time it meets
// it. So a link typed in the Build view, each keystroke a new campaign,
// costs little more than its reading, and a batch's campaigns, met again
// and again, are read and written once each. A Reading refers only to
// what is written, and what is written is never changed: Readings handed
// to other goroutines may share it.

// head is GA4's, Matomo's and Metrica's readings of a visit, less what
// differs from link to link (the pairs GA4 points at; Metrica's category,
// marker and from tag, which its click identifiers, the marker and the
// link decide), and their JSON, once written (ready).
type head struct {
	ga4     GA4
	matomo  Matomo
	metrica Metrica
	// Metrica's medium and source in lower case, which its category reads.
	medium, source string
	json           string // from `,"ga4":`, its comma dropped after an object's '{' (appendKey)
}

// heads remembers the heads a Reader read, by what they follow from. It
// is bounded: past maxHeads heads it starts over, and a link whose values
// are longer together than maxHeadKey bytes is read on its own, never
// kept.
type heads struct {
	m   map[string]*head
	key []byte
}

const (
	maxHeads   = 1024
	maxHeadKey = 512
)

// read is the head of the visit landing on l from refHost, its JSON
// written: remembered, or read now when met before; nil for a head met
// for the first time (its key noted) or a link read on its own.
func (h *heads) read(l *landing, refHost string, seen *answers) *head {
	key, ok := appendHeadKey(h.key[:0], l, refHost)
	h.key = key[:0]
	if !ok || len(key) > maxHeadKey {
		return nil
	}
	e, met := h.m[string(key)]
	if e != nil {
		return e
	}
	if h.m == nil || len(h.m) >= maxHeads {
		h.m, met = make(map[string]*head, 64), false
	}
	if met {
		e = newHead(l, refHost, seen)
		e.ready()
	}
	h.m[string(key)] = e
	return e
}

// ready writes the head's JSON, if it is not yet.
func (e *head) ready() {
	if e.json == "" {
		e.json = string(e.appendJSON(nil))
	}
}

// newHead reads l's head, keeping copies of its values: they may be
// views of the link, which the head outlives.
func newHead(l *landing, refHost string, seen *answers) *head {
	e := &head{
		ga4:     readGA4(&l.index, l, refHost, seen),
		matomo:  readMatomo(l, refHost),
		metrica: readMetrica(l, refHost, false),
	}
	g := &e.ga4
	g.sourceAt, g.mediumAt, g.campaignAt, g.clickAt = nil, nil, nil, nil // a link's, placed again in each
	for _, s := range [...]*string{&g.Source, &g.Medium, &g.Campaign, &g.CampaignID, &g.Term, &g.Content, &g.SourcePlatform} {
		*s = strings.Clone(*s)
	}
	m := &e.matomo
	for _, s := range [...]*string{&m.Campaign, &m.Keyword, &m.Source, &m.Medium, &m.Name} {
		*s = strings.Clone(*s)
	}
	mt := &e.metrica
	mt.From, mt.Category = "", "" // the link's
	for _, s := range [...]*string{&mt.Source, &mt.Medium, &mt.Campaign} {
		*s = strings.Clone(*s)
	}
	e.medium, e.source = lower(mt.Medium), lower(mt.Source)
	return e
}

// appendJSON writes the head from its readings.
func (e *head) appendJSON(dst []byte) []byte {
	dst = append(dst, `,"ga4":`...)
	dst = e.ga4.appendJSON(dst)
	dst = appendKey(dst, `,"matomo":`)
	dst = e.matomo.appendJSON(dst)
	dst = appendKey(dst, `,"metrica":`)
	return e.metrica.appendHead(append(dst, '{'))
}

// place gives rd the head, its readings placed in landing page l (from
// refHost, marked: l has a marker).
func (e *head) place(rd *Reading, l *landing, refHost string, marked bool) {
	rd.GA4, rd.Matomo, rd.Metrica, rd.head = e.ga4, e.matomo, e.metrica, e
	rd.GA4.place(&l.index)
	rd.Metrica.Category = metricaCategory(l, refHost, marked, e.medium, e.source)
}

// says reports whether rd's GA4, Matomo and Metrica readings are the
// head's, but for Metrica's category, marker and from tag (the link's):
// a shape's are, and place copies them from the head.
func (e *head) says(rd *Reading) bool {
	m := rd.Metrica
	m.Category, m.Openstat, m.From = "", nil, ""
	return rd.GA4 == e.ga4 && rd.Matomo == e.matomo && m == e.metrica
}

// holds reports whether rd still holds the values its head's JSON was
// written from (a caller may have changed them since).
func (e *head) holds(rd *Reading) bool {
	g, eg := &rd.GA4, &e.ga4
	m, em := &rd.Matomo, &e.matomo
	t, et := &rd.Metrica, &e.metrica
	return g.rule == eg.rule && g.AutoTagged == eg.AutoTagged &&
		same(g.Source, eg.Source) && same(g.Medium, eg.Medium) && same(g.Campaign, eg.Campaign) &&
		same(g.CampaignID, eg.CampaignID) && same(g.Term, eg.Term) && same(g.Content, eg.Content) &&
		same(g.SourcePlatform, eg.SourcePlatform) && same(g.Channel, eg.Channel) && same(g.Rule, eg.Rule) &&
		same(g.ClickID, eg.ClickID) &&
		same(m.Campaign, em.Campaign) && same(m.Keyword, em.Keyword) && same(m.Source, em.Source) &&
		same(m.Medium, em.Medium) && same(m.Channel, em.Channel) && same(m.Name, em.Name) &&
		same(t.Source, et.Source) && same(t.Medium, et.Medium) && same(t.Campaign, et.Campaign)
}

// appendHeadKey appends what GA4, Matomo and Metrica read of l: which
// pair each of their keys takes its value from, then those pairs' values,
// each after its length so that no two links' keys run together (most
// links give them all three values: utm_source's, utm_medium's and
// utm_campaign's). ok is false for a link whose fragment Matomo reads
// (its campaign there is rare, and the fragment's other values many), or
// whose ';' Matomo reads as a query (isMatrixURL), or that has more such
// pairs than a key names.
func appendHeadKey(dst []byte, l *landing, refHost string) (key []byte, ok bool) {
	if l.fragmentHasMatomo() || isMatrixURL(l.url) {
		return dst, false
	}
	x := &l.index
	var refs pairRefs
	dst = append(dst, flags(l.hasQuery, x.campaign, refHost != "", false))
	for _, at := range x.dims[:len(keys().dims)] { // GA4's campaign parameters
		dst = append(dst, refs.of(at))
	}
	dst = append(dst, byte(x.autoTag()+1)) // GA4's click identifier
	for set := x.matomo.set; set != 0; set &= set - 1 {
		s := bits.TrailingZeros64(set)
		dst = append(dst, byte(s), refs.of(int32(x.matomo.at[s])))
	}
	dst = append(dst, 0xff)
	for _, name := range [...]int{nameUTMSource, nameUTMMedium, nameUTMCampaign} { // Metrica's
		dst = append(dst, refs.of(x.first[name]))
	}
	if refs.n > maxPairRefs {
		return dst, false
	}
	for _, at := range refs.at[:refs.n] {
		dst = appendKeyString(dst, x.pairs[at-1].Value)
	}
	if refHost != "" {
		dst = appendKeyString(appendKeyString(dst, refHost), l.hostName())
	}
	return dst, true
}

// pairRefs numbers the pairs a key names, in the order met.
type pairRefs struct {
	at [maxPairRefs]int32 // their places plus one
	n  int                // how many, maxPairRefs+1 once past
}

const maxPairRefs = 16

// of is the number of the pair at place at (plus one; 0 for none).
func (r *pairRefs) of(at int32) byte {
	if at == 0 {
		return 0
	}
	for i, a := range r.at[:min(r.n, maxPairRefs)] {
		if a == at {
			return byte(i + 1)
		}
	}
	if r.n >= maxPairRefs {
		r.n = maxPairRefs + 1
		return 0
	}
	r.at[r.n] = at
	r.n++
	return byte(r.n)
}

// appendKeyString appends s after its length.
func appendKeyString(dst []byte, s string) []byte {
	if len(s) < 0x80 {
		dst = append(dst, byte(len(s)))
	} else {
		dst = binary.AppendUvarint(dst, uint64(len(s)))
	}
	return append(dst, s...)
}

// flags packs four booleans into a byte, the first the lowest bit.
func flags(a, b, c, d bool) byte {
	var f byte
	for i, set := range [...]bool{a, b, c, d} {
		if set {
			f |= 1 << i
		}
	}
	return f
}

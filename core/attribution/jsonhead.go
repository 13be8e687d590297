package attribution

import (
	"encoding/binary"
	"strings"
)

// A reading's JSON starts with what GA4, Matomo and Metrica record:
// `"ga4":{…},"matomo":{…},"metrica":{"source":…,"category":…`, two
// dozen values, two thirds of the record. They follow from a link's
// campaign alone, and a batch's links repeat their campaigns while their
// markers, click identifiers and positions differ; so a Reader remembers
// the heads it has written (heads), and each Reading keeps the one that
// is its own, which its JSON writers copy.

// jsonHead is the JSON of a reading's head and the values it was written
// from. It is never changed once made: Readings of several links share
// it.
type jsonHead struct {
	ga4     GA4
	matomo  Matomo
	metrica metricaHead
	json    string // from `,"ga4":`, its comma dropped after an object's '{' (appendKey)
}

// metricaHead is what a head says of Metrica: its values but the marker
// and the from tag, which come after in the JSON.
type metricaHead struct{ source, medium, campaign, category string }

func metricaHeadOf(m *Metrica) metricaHead {
	return metricaHead{m.Source, m.Medium, m.Campaign, m.Category}
}

// heads remembers the heads a Reader wrote, by the values they were
// written from. It is bounded: past maxHeads heads it starts over, and
// values longer together than maxHeadKey bytes are written each time,
// never kept.
type heads struct {
	m   map[string]*jsonHead
	key []byte
}

const (
	maxHeads   = 1024
	maxHeadKey = 512
)

// of is the head of rd, remembered or written now; nil when rd's values
// are too long to keep.
func (h *heads) of(rd *Reading) *jsonHead {
	key := appendHeadKey(h.key[:0], rd)
	h.key = key[:0]
	if len(key) > maxHeadKey {
		return nil
	}
	if e := h.m[string(key)]; e != nil {
		return e
	}
	e := newHead(rd)
	if h.m == nil || len(h.m) >= maxHeads {
		h.m = make(map[string]*jsonHead, 64)
	}
	h.m[string(key)] = e
	return e
}

// takeHead gives rd its head, and rd the head's copies of its values
// (equal to them): the JSON writers then see at a glance that rd still
// holds what the head was written from.
func (h *heads) takeHead(rd *Reading) {
	e := h.of(rd)
	if e == nil {
		return
	}
	rd.GA4, rd.Matomo = e.ga4, e.matomo
	m := &rd.Metrica
	m.Source, m.Medium, m.Campaign, m.Category = e.metrica.source, e.metrica.medium, e.metrica.campaign, e.metrica.category
	rd.head = e
}

// newHead writes rd's head, keeping copies of its values: they may be
// views of the link, which the head outlives.
func newHead(rd *Reading) *jsonHead {
	e := &jsonHead{ga4: rd.GA4, matomo: rd.Matomo, metrica: metricaHeadOf(&rd.Metrica)}
	g := &e.ga4
	for _, s := range [...]*string{&g.Source, &g.Medium, &g.Campaign, &g.CampaignID, &g.Term, &g.Content, &g.SourcePlatform} {
		*s = strings.Clone(*s)
	}
	m := &e.matomo
	for _, s := range [...]*string{&m.Campaign, &m.Keyword, &m.Source, &m.Medium, &m.Name} {
		*s = strings.Clone(*s)
	}
	mh := &e.metrica
	for _, s := range [...]*string{&mh.source, &mh.medium, &mh.campaign} {
		*s = strings.Clone(*s)
	}
	e.json = string(e.appendJSON(nil))
	return e
}

// appendJSON writes the head from the values it keeps.
func (e *jsonHead) appendJSON(dst []byte) []byte {
	dst = append(dst, `,"ga4":`...)
	dst = e.ga4.appendJSON(dst)
	dst = appendKey(dst, `,"matomo":`)
	dst = e.matomo.appendJSON(dst)
	dst = appendKey(dst, `,"metrica":`)
	return e.metrica.appendJSON(append(dst, '{'))
}

// holds reports whether rd still holds the values its head was written
// from (a caller may have changed them since).
func (e *jsonHead) holds(rd *Reading) bool {
	return rd.GA4 == e.ga4 && rd.Matomo == e.matomo && metricaHeadOf(&rd.Metrica) == e.metrica
}

// appendHeadKey appends what a head is written from, each string after
// its length so that no two readings' keys run together.
func appendHeadKey(dst []byte, rd *Reading) []byte {
	g, m, mt := &rd.GA4, &rd.Matomo, &rd.Metrica
	dst = appendKeyString(dst, g.Source)
	dst = appendKeyString(dst, g.Medium)
	dst = appendKeyString(dst, g.Campaign)
	dst = appendKeyString(dst, g.CampaignID)
	dst = appendKeyString(dst, g.Term)
	dst = appendKeyString(dst, g.Content)
	dst = appendKeyString(dst, g.SourcePlatform)
	dst = appendKeyString(dst, g.Channel)
	dst = appendKeyString(dst, g.Rule)
	dst = appendKeyString(dst, g.ClickID)
	dst = appendKeyString(dst, g.Otherwise)
	dst = appendKeyString(dst, m.Campaign)
	dst = appendKeyString(dst, m.Keyword)
	dst = appendKeyString(dst, m.Source)
	dst = appendKeyString(dst, m.Medium)
	dst = appendKeyString(dst, m.Channel)
	dst = appendKeyString(dst, m.Name)
	dst = appendKeyString(dst, mt.Source)
	dst = appendKeyString(dst, mt.Medium)
	dst = appendKeyString(dst, mt.Campaign)
	dst = appendKeyString(dst, mt.Category)
	rule := -1
	if g.rule != nil {
		rule = g.rule.index
	}
	return append(dst, byte(rule+1), flags(g.AutoTagged, g.ByCampaign, g.Referrer, m.InFragment))
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

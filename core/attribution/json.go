package attribution

import (
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/wording"
)

// AppendJSON appends the `attribution --json` record of input:
// {"input", then the section's keys}.
func (rd *Reading) AppendJSON(dst []byte, input string) []byte {
	dst = append(dst, '{')
	dst = appendKey(dst, `,"input":`)
	dst = jsonw.AppendString(dst, input)
	return rd.appendKeys(dst)
}

// AppendSectionJSON appends the reading as inspect's `attribution`
// section: the same object less input.
func (rd *Reading) AppendSectionJSON(dst []byte) []byte {
	return rd.appendKeys(append(dst, '{'))
}

func (rd *Reading) appendKeys(dst []byte) []byte {
	if h := rd.head; h != nil && h.holds(rd) {
		dst = appendKey(dst, h.json)
	} else {
		dst = appendKey(dst, `,"ga4":`)
		dst = rd.GA4.appendJSON(dst)
		dst = appendKey(dst, `,"matomo":`)
		dst = rd.Matomo.appendJSON(dst)
		dst = appendKey(dst, `,"metrica":`)
		dst = rd.Metrica.appendHead(append(dst, '{'))
	}
	s := rd.shape
	if s != nil && !s.holds(rd) {
		s = nil
	}
	if s != nil {
		dst = append(dst, s.others.categoryJSON...)
	} else {
		dst = rd.Metrica.appendCategory(dst)
	}
	dst = appendMarkerJSON(dst, rd.Metrica.Openstat)
	if s != nil {
		dst = append(dst, s.tail.json...)
	} else {
		dst = rd.appendStrips(dst)
	}
	dst = jsonw.AppendArray(dst, rd.Findings, appendFindingJSON)
	return append(dst, '}')
}

// appendCategory writes Metrica's category and the key of its marker.
func (m *Metrica) appendCategory(dst []byte) []byte {
	dst = appendField(dst, `,"category":`, m.Category)
	return appendKey(dst, `,"openstat":`)
}

// appendStrips writes what follows Metrica's marker up to the findings:
// its from tag, the end of its object, what browsers strip, the key of
// the findings.
func (rd *Reading) appendStrips(dst []byte) []byte {
	dst = appendField(dst, `,"from":`, rd.Metrica.From)
	dst = append(dst, '}')
	dst = appendKey(dst, `,"stripped":`)
	dst = jsonw.AppendArray(dst, rd.Stripped, appendStripJSON)
	return appendKey(dst, `,"findings":`)
}

// appendField appends key (a literal `,"name":`, its comma dropped after
// an object's '{') and v, null for "" (a value no platform writes).
func appendField(dst []byte, key, v string) []byte {
	dst = appendKey(dst, key)
	if v == "" {
		return append(dst, "null"...)
	}
	if js, ok := constJSON(v); ok { // most values of most links: no scan
		return append(dst, js...)
	}
	return jsonw.AppendString(dst, v)
}

// constJSON is a value the platforms write for many links, as JSON: the
// writers copy it instead of scanning it.
func constJSON(v string) (string, bool) {
	switch v {
	case NotSet:
		return `"(not set)"`, true
	case Direct:
		return `"(direct)"`, true
	case None:
		return `"(none)"`, true
	case "Manual":
		return `"Manual"`, true
	case "Google Ads":
		return `"Google Ads"`, true
	case MatomoCampaigns:
		return `"Campaigns"`, true
	case MatomoDirect:
		return `"Direct Entry"`, true
	case "ad":
		return `"ad"`, true
	case "direct":
		return `"direct"`, true
	}
	return "", false
}

// appendKey appends a literal `,"name":`, without its comma right after
// a '{': the writers name their keys as literals, with nothing to escape.
func appendKey(dst []byte, key string) []byte {
	if n := len(dst); n > 0 && dst[n-1] == '{' {
		key = key[1:]
	}
	return append(dst, key...)
}

func (g *GA4) appendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = appendField(dst, `,"source":`, g.Source)
	dst = appendField(dst, `,"medium":`, g.Medium)
	dst = appendField(dst, `,"campaign":`, g.Campaign)
	dst = appendField(dst, `,"campaign_id":`, g.CampaignID)
	dst = appendField(dst, `,"term":`, g.Term)
	dst = appendField(dst, `,"content":`, g.Content)
	dst = appendField(dst, `,"source_platform":`, g.SourcePlatform)
	dst = appendField(dst, `,"channel":`, g.Channel)
	dst = appendKey(dst, `,"rule":`)
	dst = appendRuleJSON(dst, g)
	dst = appendKey(dst, `,"auto_tagged":`)
	dst = jsonw.AppendBool(dst, g.AutoTagged)
	dst = appendField(dst, `,"click_id":`, g.ClickID)
	return append(dst, '}')
}

func (m *Matomo) appendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = appendField(dst, `,"campaign":`, m.Campaign)
	dst = appendField(dst, `,"keyword":`, m.Keyword)
	dst = appendField(dst, `,"source":`, m.Source)
	dst = appendField(dst, `,"medium":`, m.Medium)
	dst = appendField(dst, `,"channel":`, m.Channel)
	dst = appendField(dst, `,"name":`, m.Name)
	return append(dst, '}')
}

// appendHead writes Metrica's object up to its campaign, where a
// reading's head ends.
func (m *Metrica) appendHead(dst []byte) []byte {
	dst = appendField(dst, `,"source":`, m.Source)
	dst = appendField(dst, `,"medium":`, m.Medium)
	return appendField(dst, `,"campaign":`, m.Campaign)
}

func appendMarkerJSON(dst []byte, mk *openstat.Marker) []byte {
	if mk == nil {
		return jsonw.AppendNull(dst)
	}
	if plainShort(mk.Service) && plainShort(mk.Campaign) && plainShort(mk.Ad) && plainShort(mk.Source) {
		// The commonest marker: each field copied between its key and
		// the next.
		dst = append(dst, `{"service":"`...)
		dst = append(append(dst, mk.Service...), `","campaign":"`...)
		dst = append(append(dst, mk.Campaign...), `","ad":"`...)
		dst = append(append(dst, mk.Ad...), `","source":"`...)
		return append(append(dst, mk.Source...), `"}`...)
	}
	dst = append(dst, `{"service":`...)
	dst = jsonw.AppendString(dst, mk.Service)
	dst = append(dst, `,"campaign":`...)
	dst = jsonw.AppendString(dst, mk.Campaign)
	dst = append(dst, `,"ad":`...)
	dst = jsonw.AppendString(dst, mk.Ad)
	dst = append(dst, `,"source":`...)
	dst = jsonw.AppendString(dst, mk.Source)
	return append(dst, '}')
}

func appendStripJSON(dst []byte, s *Strip) []byte {
	dst = append(dst, '{')
	dst = appendKey(dst, `,"browser":`)
	dst = jsonw.AppendString(dst, s.Browser)
	dst = appendKey(dst, `,"params":`)
	dst = jsonw.AppendStrings(dst, s.Params)
	dst = appendKey(dst, `,"ga4_channel":`)
	dst = jsonw.AppendString(dst, s.GA4Channel)
	return append(dst, '}')
}

func appendFindingJSON(dst []byte, f *Finding) []byte {
	if w := f.worded; w != nil && w.holds(f) {
		return w.appendJSON(dst, f)
	}
	dst = append(dst, '{')
	dst = appendKey(dst, `,"rule":`)
	dst = jsonw.AppendString(dst, string(f.Rule))
	dst = appendKey(dst, `,"pos":`)
	dst = appendPos(dst, f)
	dst = appendKey(dst, `,"message":`)
	dst = jsonw.AppendString(dst, wording.Message(f.Finding))
	return appendFindingEnd(dst, f)
}

// appendPos appends a finding's position, or null.
func appendPos(dst []byte, f *Finding) []byte {
	if f.Unit == finding.Byte {
		return jsonw.AppendInt(dst, int64(f.Pos))
	}
	return jsonw.AppendNull(dst)
}

// appendFindingEnd appends the members after a finding's message.
func appendFindingEnd(dst []byte, f *Finding) []byte {
	dst = appendKey(dst, `,"level":`)
	dst = jsonw.AppendString(dst, string(f.Level))
	dst = appendField(dst, `,"field":`, f.Field)
	dst = appendField(dst, `,"suggestion":`, f.Suggested)
	return append(dst, '}')
}

// plainShort reports whether s is at most 32 bytes of printable ASCII
// but quotes and backslashes, which JSON writes as themselves, as a
// marker's fields (an ad service, campaign and ad numbers, a place)
// mostly are. It reads s a word of eight bytes at a time, the last word
// overlapping the one before; a shorter s as two overlapping halves of
// four bytes, or its bytes padded with a plain one.
func plainShort(s string) bool {
	n := len(s)
	switch {
	case n > 32:
		return false
	case n >= 8:
		for i := 0; i < n-8; i += 8 {
			if !plainWord(load64(s[i:])) {
				return false
			}
		}
		return plainWord(load64(s[n-8:]))
	case n >= 4:
		return plainWord(uint64(load32(s)) | uint64(load32(s[n-4:]))<<32)
	case n > 0:
		const pad = 0x6161616161 << 24 // "aaaaa" after three bytes
		return plainWord(uint64(s[0]) | uint64(s[n/2])<<8 | uint64(s[n-1])<<16 | pad)
	}
	return true
}

// load32 is the first four bytes of s, the first the lowest.
func load32(s string) uint32 {
	_ = s[3]
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// load64 is the eight bytes of s, the first the lowest.
func load64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// plainWord reports whether the eight bytes of x are all printable ASCII
// but '"' and '\\' (the bit tricks of "Bit Twiddling Hacks": a byte
// below 0x20, a byte of 0x7f or more, a byte equal to one of two; each
// sets the top bit of a byte).
func plainWord(x uint64) bool {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	below := (x - 0x20*lo) &^ x             // a byte below 0x20 (or one borrowed from: a byte below it is then too)
	above := x + lo | x                     // a byte of 0x7f or more
	quote, backslash := x^'"'*lo, x^'\\'*lo // a zero byte where x has one
	equal := (quote-lo)&^quote | (backslash-lo)&^backslash
	return (below|above|equal)&hi == 0
}

// appendJSONString is jsonw.AppendString.
func appendJSONString(dst []byte, s string) []byte { return jsonw.AppendString(dst, s) }

// appendRuleJSON appends the wording of the channel rule that decided,
// written once as JSON when the table is read (it holds quotes to
// escape), or null.
func appendRuleJSON(dst []byte, g *GA4) []byte {
	switch {
	case g.Rule == "":
		return append(dst, "null"...)
	case g.rule != nil && g.rule.wording == g.Rule:
		return append(dst, g.rule.wordingJSON...)
	}
	return jsonw.AppendString(dst, g.Rule)
}

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
		dst = append(dst, s.categoryJSON...)
	} else {
		dst = rd.Metrica.appendCategory(dst)
	}
	dst = appendMarkerJSON(dst, rd.Metrica.Openstat)
	if s != nil {
		dst = append(dst, s.stripsJSON...)
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
	dst = append(dst, `{"service":`...)
	dst = appendShortString(dst, mk.Service)
	dst = append(dst, `,"campaign":`...)
	dst = appendShortString(dst, mk.Campaign)
	dst = append(dst, `,"ad":`...)
	dst = appendShortString(dst, mk.Ad)
	dst = append(dst, `,"source":`...)
	dst = appendShortString(dst, mk.Source)
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

// appendShortString is jsonw.AppendString, quicker for a short value of
// printable ASCII without quotes or backslashes, as a marker's fields
// (an ad service, campaign and ad numbers, a place) mostly are.
func appendShortString(dst []byte, s string) []byte {
	if len(s) > 32 {
		return jsonw.AppendString(dst, s)
	}
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if !plainWord(load64(s[i : i+8])) {
			return jsonw.AppendString(dst, s)
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			return jsonw.AppendString(dst, s)
		}
	}
	dst = append(dst, '"')
	dst = append(dst, s...)
	return append(dst, '"')
}

// load64 is the eight bytes of s, the first the lowest.
func load64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// plainWord reports whether the eight bytes of x are all printable ASCII
// but '"' and '\\' (the bit tricks of "Bit Twiddling Hacks": a byte
// below 0x20, a byte with its top bit, a byte equal to one of three).
func plainWord(x uint64) bool {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	zero := func(v uint64) uint64 { return (v - lo) &^ v & hi }
	return (x-0x20*lo)&^x&hi|x&hi|zero(x^0x7f*lo)|zero(x^'"'*lo)|zero(x^'\\'*lo) == 0
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

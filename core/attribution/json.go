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
	dst = jsonw.AppendKey(dst, "input")
	dst = jsonw.AppendString(dst, input)
	return rd.appendKeys(dst)
}

// AppendSectionJSON appends the reading as inspect's `attribution`
// section: the same object less input.
func (rd *Reading) AppendSectionJSON(dst []byte) []byte {
	return rd.appendKeys(append(dst, '{'))
}

func (rd *Reading) appendKeys(dst []byte) []byte {
	dst = jsonw.AppendKey(dst, "ga4")
	dst = rd.GA4.appendJSON(dst)
	dst = jsonw.AppendKey(dst, "matomo")
	dst = rd.Matomo.appendJSON(dst)
	dst = jsonw.AppendKey(dst, "metrica")
	dst = rd.Metrica.appendJSON(dst)
	dst = jsonw.AppendKey(dst, "adobe")
	dst = append(dst, '{')
	dst = appendField(dst, "campaign", rd.Adobe.Campaign)
	dst = appendField(dst, "s_kwcid", rd.Adobe.KWCID)
	dst = append(dst, '}')
	dst = jsonw.AppendKey(dst, "plausible")
	dst = append(dst, '{')
	dst = appendField(dst, "source", rd.Plausible.Source)
	dst = appendField(dst, "medium", rd.Plausible.Medium)
	dst = appendField(dst, "campaign", rd.Plausible.Campaign)
	dst = append(dst, '}')
	dst = jsonw.AppendKey(dst, "umami")
	dst = append(dst, '{')
	dst = appendField(dst, "source", rd.Umami.Source)
	dst = appendField(dst, "medium", rd.Umami.Medium)
	dst = appendField(dst, "campaign", rd.Umami.Campaign)
	dst = jsonw.AppendKey(dst, "click_ids")
	dst = jsonw.AppendStrings(dst, append([]string{}, rd.Umami.ClickIDs...))
	dst = append(dst, '}')
	dst = jsonw.AppendKey(dst, "stripped")
	dst = jsonw.AppendArray(dst, rd.Stripped, appendStripJSON)
	dst = jsonw.AppendKey(dst, "findings")
	dst = jsonw.AppendArray(dst, rd.Findings, appendFindingJSON)
	return append(dst, '}')
}

// appendField appends "key": value, null for "" (a value no platform
// writes).
func appendField(dst []byte, key, v string) []byte {
	dst = jsonw.AppendKey(dst, key)
	return jsonw.AppendStringOrNull(dst, v, v != "")
}

func (g *GA4) appendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = appendField(dst, "source", g.Source)
	dst = appendField(dst, "medium", g.Medium)
	dst = appendField(dst, "campaign", g.Campaign)
	dst = appendField(dst, "campaign_id", g.CampaignID)
	dst = appendField(dst, "term", g.Term)
	dst = appendField(dst, "content", g.Content)
	dst = appendField(dst, "source_platform", g.SourcePlatform)
	dst = appendField(dst, "channel", g.Channel)
	dst = appendField(dst, "rule", g.Rule)
	dst = jsonw.AppendKey(dst, "auto_tagged")
	dst = jsonw.AppendBool(dst, g.AutoTagged)
	dst = appendField(dst, "click_id", g.ClickID)
	return append(dst, '}')
}

func (m *Matomo) appendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = appendField(dst, "campaign", m.Campaign)
	dst = appendField(dst, "keyword", m.Keyword)
	dst = appendField(dst, "source", m.Source)
	dst = appendField(dst, "medium", m.Medium)
	dst = appendField(dst, "channel", m.Channel)
	dst = appendField(dst, "name", m.Name)
	return append(dst, '}')
}

func (m *Metrica) appendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = appendField(dst, "source", m.Source)
	dst = appendField(dst, "medium", m.Medium)
	dst = appendField(dst, "campaign", m.Campaign)
	dst = appendField(dst, "category", m.Category)
	dst = jsonw.AppendKey(dst, "openstat")
	dst = appendMarkerJSON(dst, m.Openstat)
	dst = appendField(dst, "from", m.From)
	return append(dst, '}')
}

func appendMarkerJSON(dst []byte, mk *openstat.Marker) []byte {
	if mk == nil {
		return jsonw.AppendNull(dst)
	}
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "service")
	dst = jsonw.AppendString(dst, mk.Service)
	dst = jsonw.AppendKey(dst, "campaign")
	dst = jsonw.AppendString(dst, mk.Campaign)
	dst = jsonw.AppendKey(dst, "ad")
	dst = jsonw.AppendString(dst, mk.Ad)
	dst = jsonw.AppendKey(dst, "source")
	dst = jsonw.AppendString(dst, mk.Source)
	return append(dst, '}')
}

func appendStripJSON(dst []byte, s *Strip) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "browser")
	dst = jsonw.AppendString(dst, s.Browser)
	dst = jsonw.AppendKey(dst, "params")
	dst = jsonw.AppendStrings(dst, s.Params)
	dst = jsonw.AppendKey(dst, "where")
	dst = jsonw.AppendString(dst, s.Where)
	dst = jsonw.AppendKey(dst, "ga4_channel")
	dst = jsonw.AppendString(dst, s.GA4Channel)
	return append(dst, '}')
}

func appendFindingJSON(dst []byte, f *Finding) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "rule")
	dst = jsonw.AppendString(dst, string(f.Rule))
	dst = jsonw.AppendKey(dst, "pos")
	if f.Unit == finding.Byte {
		dst = jsonw.AppendInt(dst, int64(f.Pos))
	} else {
		dst = jsonw.AppendNull(dst)
	}
	dst = jsonw.AppendKey(dst, "message")
	dst = jsonw.AppendString(dst, wording.Message(f.Finding))
	dst = jsonw.AppendKey(dst, "level")
	dst = jsonw.AppendString(dst, string(f.Level))
	dst = appendField(dst, "field", f.Field)
	dst = appendField(dst, "suggestion", f.Suggested)
	return append(dst, '}')
}

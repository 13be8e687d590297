package attribution

import (
	"strconv"

	"github.com/linkscope/linkscope/core/textsafe"
)

// Line is the reading in one line, safe to print: GA4's channel, how
// Matomo names the visit and Metrica's traffic source —
// `GA4: Paid Social · Matomo: campaign "winter_sale" · Metrica: ad`.
func (rd *Reading) Line() string {
	b := make([]byte, 0, 96)
	b = append(b, "GA4: "...)
	b = append(b, rd.GA4.Channel...)
	b = append(b, " · Matomo: "...)
	b = rd.Matomo.appendShort(b)
	b = append(b, " · Metrica: "...)
	b = append(b, rd.Metrica.Category...)
	return string(b)
}

// appendShort is how Matomo names the visit: its campaign, or its
// channel type and the referrer's name.
func (m *Matomo) appendShort(b []byte) []byte {
	switch {
	case m.Channel == MatomoCampaigns:
		b = append(b, "campaign "...)
		return append(b, textsafe.Quote(m.Campaign)...)
	case m.Name != "":
		b = append(b, m.Channel...)
		b = append(b, " ("...)
		b = textsafe.AppendEscaped(b, m.Name)
		return append(b, ')')
	}
	return append(b, m.Channel...)
}

// Count is how many findings there are of each level.
func (rd *Reading) Count() (warnings, infos int) {
	for _, f := range rd.Findings {
		if f.Level == Warning {
			warnings++
		} else {
			infos++
		}
	}
	return warnings, infos
}

// countText is "2 warnings, 1 note" or "".
func countText(w, i int) string {
	s := ""
	if w > 0 {
		s = strconv.Itoa(w) + " warning" + plural(w)
	}
	if i > 0 {
		if s != "" {
			s += ", "
		}
		s += strconv.Itoa(i) + " note" + plural(i)
	}
	return s
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Summary is Line with the findings counted: the plain output of one
// input line.
func (rd *Reading) Summary() string {
	s := rd.Line()
	if c := countText(rd.Count()); c != "" {
		s += " · " + c
	}
	return s
}

package attribution

import (
	_ "embed"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/query"
)

// Matomo's channel types, as its Channel Type report names them.
const (
	MatomoCampaigns = "Campaigns"
	MatomoDirect    = "Direct Entry"
	MatomoWebsites  = "Websites"
	MatomoSearch    = "Search Engines"
	MatomoSocial    = "Social Networks"
)

// Matomo is the visit as Matomo records it. Campaign and Keyword are core
// Matomo's (plugins/Referrers), lower-cased; Source and Medium exist only
// with the MarketingCampaignsReporting plugin, which reads them. "" is
// none.
type Matomo struct {
	Campaign, Keyword string
	Source, Medium    string
	Channel           string
	// Name is the referrer's name when the visit is no campaign: the
	// search engine or social network, or the referring site's host.
	Name string
	// InFragment is set when the campaign was read from the fragment.
	InFragment bool
}

// matomoLists are matomo_params.tsv's keys by dimension, in order.
var matomoLists = sync.OnceValue(func() map[string][]string {
	t := readTable("matomo_params.tsv", matomoParamsTSV)
	m := make(map[string][]string)
	for _, r := range t.rows {
		d := t.get(r, "dimension")
		m[d] = append(m[d], t.get(r, "key"))
	}
	return m
})

//go:embed matomo_params.tsv
var matomoParamsTSV string

// matomoValue is what Matomo reads for key in pairs: the last pair of the
// key as written (PHP keeps the last), URL-decoded and trimmed.
func matomoValue(pairs []query.Pair, key string) string {
	for i := len(pairs) - 1; i >= 0; i-- {
		if pairs[i].RawKey == key {
			return strings.Trim(pairs[i].Value, " \t\n\r\x00\x0b")
		}
	}
	return ""
}

// matomoFirst is the first of keys with a non-empty value in pairs.
func matomoFirst(pairs []query.Pair, keys []string) string {
	for _, k := range keys {
		if v := matomoValue(pairs, k); v != "" {
			return v
		}
	}
	return ""
}

// detect is Referrers' detectCampaignFromString: the campaign name by
// precedence, and its keyword when there is a name.
func matomoDetect(pairs []query.Pair) (name, keyword string) {
	lists := matomoLists()
	if name = matomoFirst(pairs, lists["campaign"]); name == "" {
		return "", ""
	}
	return name, matomoFirst(pairs, lists["keyword"])
}

func readMatomo(l *landing, refHost string) Matomo {
	var m Matomo
	var name, kw string
	if l.hasQuery {
		name, kw = matomoDetect(l.query)
	}
	// The query's campaign stands only with its keyword; otherwise the
	// fragment's campaign, when it has one, replaces it.
	if kw == "" && l.fragPairs {
		if n, k := matomoDetect(l.fragment); n != "" {
			name, kw, m.InFragment = n, k, true
		}
	}
	m.readMCR(l)
	if name == "" {
		m.readReferrer(l.host, refHost)
		return m
	}
	if kw == "" {
		kw = refHost
	}
	m.Channel = MatomoCampaigns
	m.Campaign, m.Keyword = truncRunes(strings.ToLower(name), 255), truncRunes(strings.ToLower(kw), 255)
	return m
}

// readMCR reads MarketingCampaignsReporting's source and medium: from the
// fragment (its query part when it starts with '/') when it names any
// campaign dimension, else from the query; lower-cased, 250 bytes.
func (m *Matomo) readMCR(l *landing) {
	lists := matomoLists()
	dims := [...]string{"mcr_campaign", "mcr_keyword", "mcr_source", "mcr_medium", "mcr_content", "mcr_id", "mcr_group", "mcr_placement"}
	read := func(pairs []query.Pair) (source, medium string, any bool) {
		for _, d := range dims {
			v := matomoFirst(pairs, lists[d])
			any = any || v != ""
			switch d {
			case "mcr_source":
				source = v
			case "mcr_medium":
				medium = v
			}
		}
		return source, medium, any
	}
	var source, medium string
	found := false
	if l.hasFrag {
		source, medium, found = read(mcrFragment(l))
	}
	if !found && l.hasQuery {
		source, medium, _ = read(l.query)
	}
	m.Source, m.Medium = truncBytes(strings.ToLower(source), 250), truncBytes(strings.ToLower(medium), 250)
}

// mcrFragment is the fragment as the plugin reads it: a fragment that
// starts with '/' is parsed as a URL and its query taken.
func mcrFragment(l *landing) []query.Pair {
	frag := l.url[l.fragAt:]
	i := strings.IndexByte(frag, '?')
	if !strings.HasPrefix(frag, "/") || i < 0 {
		return l.fragment
	}
	q, _, _ := strings.Cut(frag[i+1:], "#")
	return appendPairs(nil, q, l.fragAt+i+1)
}

// readReferrer is the channel of a visit that is no campaign.
func (m *Matomo) readReferrer(landingHost, refHost string) {
	switch r := knownReferrer(refHost); {
	case refHost == "" || sameSite(refHost, landingHost):
		m.Channel = MatomoDirect
	case r != nil && r.matomoType == "search":
		m.Channel, m.Name = MatomoSearch, r.matomoName
	case r != nil:
		m.Channel, m.Name = MatomoSocial, r.matomoName
	default:
		m.Channel, m.Name = MatomoWebsites, strings.ToLower(refHost)
	}
}

// truncRunes keeps the first n characters of s (mb_substr).
func truncRunes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// truncBytes keeps the first n bytes of s (substr), which may cut a
// character: kept as Matomo stores it, escaped wherever it is shown.
func truncBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

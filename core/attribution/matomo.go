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

// matomoSlots numbers the distinct keys of matomo_params.tsv, and lists
// each dimension's keys, in precedence order, by their numbers.
type matomoSlots struct {
	slot map[string]int
	dims map[string][]int
	// campaign, keyword, source and medium are the dimensions read for
	// every link, and mcr the plugin's, by name once.
	campaign, keyword, source, medium []int
	mcr                               [][]int
}

// maxMatomoKeys bounds the distinct keys of matomo_params.tsv.
const maxMatomoKeys = 40

var matomoTable = sync.OnceValue(func() matomoSlots {
	t := readTable("matomo_params.tsv", matomoParamsTSV)
	ms := matomoSlots{slot: map[string]int{}, dims: map[string][]int{}}
	for _, r := range t.rows {
		k := t.get(r, "key")
		i, ok := ms.slot[k]
		if !ok {
			i = len(ms.slot)
			ms.slot[k] = i
		}
		d := t.get(r, "dimension")
		ms.dims[d] = append(ms.dims[d], i)
	}
	if len(ms.slot) > maxMatomoKeys {
		panic("attribution: matomo_params.tsv: more keys than maxMatomoKeys")
	}
	ms.campaign, ms.keyword, ms.source, ms.medium = ms.dims["campaign"], ms.dims["keyword"], ms.dims["mcr_source"], ms.dims["mcr_medium"]
	for _, d := range mcrDims {
		ms.mcr = append(ms.mcr, ms.dims[d])
	}
	return ms
})

//go:embed matomo_params.tsv
var matomoParamsTSV string

// matomoValues are what Matomo reads of a query (or fragment) for each of
// its keys: the last pair of the key as written (PHP keeps the last), by
// its place in pairs (0: none, else the place plus one).
// The query's are read with the rest of its index (pairIndex.read).
type matomoValues struct {
	pairs []query.Pair
	at    [maxMatomoKeys]int16
	set   uint64 // a bit for each key with a pair
	any   bool   // some pair has a key of Matomo's
}

// read fills v from pairs in one pass.
func (v *matomoValues) read(pairs []query.Pair) bool {
	slots := matomoTable().slot
	v.pairs = pairs
	for i := range pairs {
		if i >= 1<<15-1 {
			break // appendPairs bounds a query to maxPairs pairs
		}
		if s, ok := slots[pairs[i].RawKey]; ok {
			v.note(s, i)
		}
	}
	return v.any
}

// note records pair i under key slot s.
func (v *matomoValues) note(s, i int) {
	v.at[s] = int16(i + 1)
	v.set |= 1 << s
	v.any = true
}

// value is key slot s's value, URL-decoded and trimmed; "" for none.
func (v *matomoValues) value(s int) string {
	if v.at[s] == 0 {
		return ""
	}
	return trimPHP(v.pairs[v.at[s]-1].Value)
}

// trimPHP is PHP's trim: the spaces, tabs, line ends, NUL and vertical
// tabs at both ends taken off.
func trimPHP(s string) string {
	for len(s) > 0 && isPHPSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isPHPSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

func isPHPSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0 || c == '\v'
}

// first is the first of a dimension's keys with a value PHP's empty()
// does not call empty: neither "" nor "0" (Matomo and its plugin test
// each value with !empty).
func (v *matomoValues) first(keys []int) string {
	for _, s := range keys {
		if x := v.value(s); x != "" && x != "0" {
			return x
		}
	}
	return ""
}

// detect is Referrers' detectCampaignFromString: the campaign name by
// precedence, and its keyword when there is a name.
func (v *matomoValues) detect() (name, keyword string) {
	t := matomoTable()
	if name = v.first(t.campaign); name == "" {
		return "", ""
	}
	return name, v.first(t.keyword)
}

func readMatomo(l *landing, refHost string) Matomo {
	if u, ok := matrixURL(l.url); ok {
		var ml landing
		readLanding(u, &ml)
		ml.index.fill()
		return readMatomo(&ml, refHost)
	}
	var m Matomo
	var name, kw string
	var frag matomoValues
	query := &l.index.matomo // the query's, read with its index
	if l.hasQuery && query.any {
		name, kw = query.detect()
	}
	// The query's campaign stands only with its keyword; otherwise the
	// fragment's campaign, when it has one, replaces it.
	if kw == "" && l.fragPairs && frag.read(l.fragmentPairs()) {
		if n, k := frag.detect(); n != "" {
			name, kw, m.InFragment = n, k, true
		}
	}
	m.readMCR(l, query)
	if name == "" {
		m.readReferrer(l, refHost)
		return m
	}
	if kw == "" {
		kw = refHost
	}
	m.Channel = MatomoCampaigns
	m.Campaign, m.Keyword = truncRunes(strings.ToLower(name), 255), truncRunes(strings.ToLower(kw), 255)
	return m
}

// mcrDims are the plugin's dimensions: any of them makes a campaign.
var mcrDims = [...]string{"mcr_campaign", "mcr_keyword", "mcr_source", "mcr_medium", "mcr_content", "mcr_id", "mcr_group", "mcr_placement"}

// readMCR reads MarketingCampaignsReporting's source and medium: from the
// fragment (its query part when it starts with '/') when it names any
// campaign dimension, else from the query (its values read already);
// lower-cased, 250 bytes.
func (m *Matomo) readMCR(l *landing, query *matomoValues) {
	t := matomoTable()
	names := func(v *matomoValues) bool {
		for _, keys := range t.mcr {
			if v.first(keys) != "" {
				return true
			}
		}
		return false
	}
	from := query
	if l.hasFrag {
		var frag matomoValues
		if frag.read(mcrFragment(l)) && names(&frag) {
			from = &frag
		}
	}
	if from == query && !l.hasQuery {
		return
	}
	m.Source = truncBytes(lower(from.first(t.source)), 250)
	m.Medium = truncBytes(lower(from.first(t.medium)), 250)
}

// mcrFragment is the fragment as the plugin reads it: a fragment that
// starts with '/' is parsed as a URL and its query taken.
func mcrFragment(l *landing) []query.Pair {
	frag := l.url[l.fragAt:]
	i := strings.IndexByte(frag, '?')
	if !strings.HasPrefix(frag, "/") || i < 0 {
		return l.fragmentPairs()
	}
	q, _, _ := strings.Cut(frag[i+1:], "#")
	return appendPairs(nil, q, l.fragAt+i+1)
}

// readReferrer is the channel of a visit that is no campaign.
func (m *Matomo) readReferrer(l *landing, refHost string) {
	switch r := knownReferrer(refHost); {
	case refHost == "" || sameSite(refHost, l.hostName()):
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

// matrixReader is the platform that reads a link's ';' as its query
// (matrixURL), named by utm-in-path.
const matrixReader = "Matomo"

// matrixURL is the landing URL as Matomo's tracker reads it
// (PageUrl::cleanupUrl, convertMatrixUrl): when a ';' comes before any
// '?', the first ';' starts the query and every later ';' (and the '?'
// after it) is an '&'. ok is false when it changes nothing.
func matrixURL(url string) (string, bool) {
	if !isMatrixURL(url) {
		return url, false
	}
	b := []byte(url)
	if q := strings.IndexByte(url, '?'); q >= 0 {
		b[q] = ';'
	}
	sep := byte('?')
	for i, c := range b {
		if c == ';' {
			b[i], sep = sep, '&'
		}
	}
	return string(b), true
}

// isMatrixURL reports whether Matomo reads url otherwise than as written:
// it has a ';' before its first '?', or a ';' and no '?'.
func isMatrixURL(url string) bool {
	semi := strings.IndexByte(url, ';')
	if semi < 0 {
		return false
	}
	q := strings.IndexByte(url, '?')
	return q < 0 || semi < q
}

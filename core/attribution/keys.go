package attribution

import (
	"sort"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/tracking"
)

// Six platforms, three browsers and the findings each look up a few keys
// of a landing page's query. Rather than each scanning the pairs for its
// own keys, a link's pairs are read once into a pairIndex: every key a
// reader looks up is in one table (keyTable, one map lookup a pair), and
// the index says where that key's pairs are.

// The keys the readers look up by name (the others come from the tables:
// GA4's parameters and click identifiers, Matomo's, Metrica's, the
// browsers'). Their place in pairIndex's named arrays is their order here.
const (
	nameUTMSource = iota
	nameUTMMedium
	nameUTMCampaign
	nameUTMID
	nameFrom
	nameCID
	nameKWCID
	nameSource
	nameRef
	fixedNames // the click identifiers Umami keeps, then Metrica's keys, follow
)

var fixedNameKeys = [fixedNames]string{"utm_source", "utm_medium", "utm_campaign", "utm_id", "from", "cid", "s_kwcid", "source", "ref"}

// maxKeys bounds the keys of the table: a key's number is a byte.
const maxKeys = 254

// The bounds of the tables a pairIndex has room for; a table past them is
// a bug the package's tests catch (keyTable panics).
const (
	maxNames    = 20
	maxDims     = 12
	maxAutoTags = 8
)

// keyInfo is what the readers look up a key for.
type keyInfo struct {
	id uint8 // its number, from 1
	// valueRead is set when some reader reads the key's value, not only
	// whether it has one (a click identifier's).
	valueRead bool
	// onLink is set when whether a browser strips the key depends on the
	// link's host or URL (strip.tsv's sites and unless).
	onLink bool
	// Read by the decoded key (query.Pair.Key).
	name    int8 // its place among the named keys, -1 for none
	dim     int8 // the GA4 dimension it fills (ga4_params.tsv), -1 for none
	autoTag int8 // its row of ga4_autotag.tsv, -1 for none
	// Read by the key as written (query.Pair.RawKey).
	matomo int8  // its slot among Matomo's keys, -1 for none
	strips []int // its rows of strip.tsv
	marker bool  // a campaign marker some browser strips (_openstat), not a click's or a person's identifier
	// Read by the key as written in ASCII lower case, when that is not
	// how it is written (FBCLID).
	foldStrips []int // its rows of strip.tsv whose browser ignores case
}

// dimField is the GA4 field a dimension of ga4_params.tsv fills.
type dimField uint8

const (
	dimOther dimField = iota // creative_format, marketing_tactic: read, shown nowhere
	dimSource
	dimMedium
	dimCampaign
	dimCampaignID
	dimTerm
	dimContent
	dimSourcePlatform
)

var dimFields = map[string]dimField{
	"source": dimSource, "medium": dimMedium, "campaign": dimCampaign, "campaign_id": dimCampaignID,
	"term": dimTerm, "content": dimContent, "source_platform": dimSourcePlatform,
}

// keyTable is every key some reader looks up, read once from the tables.
type keyTable struct {
	info map[string]*keyInfo // while it is built
	hash keyHash
	dims []dimField // each GA4 dimension's field, by its number
	// umami and metricaParams are the named places of Umami's click
	// identifiers and of each metrica.tsv rule on a parameter (-1 for the
	// other rules).
	umami         [len(umamiClickIDs)]int
	metricaParams []int
	names         int // how many named keys there are
}

var keys = sync.OnceValue(func() *keyTable {
	t := &keyTable{info: map[string]*keyInfo{}}
	for _, k := range fixedNameKeys {
		t.name(k)
	}
	for i, k := range umamiClickIDs {
		t.umami[i] = t.name(k)
	}
	for _, r := range metricaRules() {
		n := -1
		if r.kind == "param" {
			n = t.name(r.values[0])
		}
		t.metricaParams = append(t.metricaParams, n)
	}
	t.readDims()
	for i, a := range autoTags() {
		k := t.key(a.key)
		if k.autoTag >= 0 || i >= maxAutoTags {
			panic("attribution: ga4_autotag.tsv: a key twice, or more rows than maxAutoTags")
		}
		k.autoTag = int8(i)
	}
	for key, slot := range matomoTable().slot {
		t.key(key).matomo = int8(slot)
	}
	for i, r := range stripRules() {
		if strings.ContainsAny(r.key, "%+") {
			panic("attribution: strip.tsv: a key that decodes otherwise than written: " + r.key)
		}
		k := t.key(r.key)
		k.strips = append(k.strips, i)
		if r.ignoreCase {
			k.foldStrips = append(k.foldStrips, i)
		}
		k.onLink = k.onLink || r.unless != nil || r.sites != nil
		if p, ok := tracking.Default().Lookup(r.key); ok && p.Kind == tracking.KindCampaign {
			k.marker = true
		}
	}
	t.number()
	t.hash = newKeyHash(t.info)
	t.info = nil
	return t
})

// number numbers the keys and marks those whose value is read: the
// campaign parameters of GA4 and Matomo and the fixed names (Umami's click
// identifiers and Metrica's are read for having a value only).
func (t *keyTable) number() {
	names := make([]string, 0, len(t.info))
	for k := range t.info {
		names = append(names, k)
	}
	sort.Strings(names)
	if len(names) > maxKeys {
		panic("attribution: more keys than maxKeys")
	}
	for i, name := range names {
		k := t.info[name]
		k.id = uint8(i + 1)
		k.valueRead = k.dim >= 0 || k.matomo >= 0 || k.name >= 0 && int(k.name) < fixedNames
	}
}

// readDims numbers GA4's dimensions in the order ga4_params.tsv names
// them first.
func (t *keyTable) readDims() {
	number := map[string]int{}
	for _, p := range ga4Params() {
		d, ok := number[p.dimension]
		if !ok {
			d = len(t.dims)
			if d >= maxDims {
				panic("attribution: ga4_params.tsv: more dimensions than maxDims")
			}
			number[p.dimension] = d
			t.dims = append(t.dims, dimFields[p.dimension])
		}
		t.key(p.key).dim = int8(d)
	}
}

// key is the table's entry for key, made when there is none.
func (t *keyTable) key(key string) *keyInfo {
	k, ok := t.info[key]
	if !ok {
		k = &keyInfo{name: -1, dim: -1, autoTag: -1, matomo: -1}
		t.info[key] = k
	}
	return k
}

// name gives key a place among the named keys and returns it.
func (t *keyTable) name(key string) int {
	k := t.key(key)
	if k.name < 0 {
		if t.names >= maxNames {
			panic("attribution: more named keys than maxNames")
		}
		k.name = int8(t.names)
		t.names++
	}
	return int(k.name)
}

// lookup is the entry for a key, or nil.
func (t *keyTable) lookup(key string) *keyInfo { return t.hash.lookup(key) }

// pairIndex is where the pairs of one query are that each reader looks
// up. scan finds them (keyed); fill sorts them by what reads them, each
// place the pair's place in the query plus one, 0 for none: a link whose
// reading is remembered (shapes) needs no more than scan.
type pairIndex struct {
	table *keyTable // keys(), kept at the first scan
	pairs []query.Pair
	keyed []keyed // the pairs some reader looks up, in the query's order
	// dims is, for each GA4 dimension, its first pair with a value;
	// autoTags the same for each click identifier of ga4_autotag.tsv.
	dims     [maxDims]int32
	autoTags [maxAutoTags]int32
	// For each named key: its first pair with a value, its first pair
	// whatever its value, its last pair.
	first, firstAny, last [maxNames]int32
	// campaign is set when some GA4 parameter has a value: the visit is
	// tagged by hand.
	campaign bool
	// matomo is what Matomo reads of the query.
	matomo matomoValues
	// stripped are the pairs whose key some browser strips.
	stripped []strippable
}

// keyed is a pair some reader looks up, and its keys' entries.
type keyed struct {
	pair    int32
	decoded *keyInfo // its decoded key's (query.Pair.Key), nil for none
	raw     *keyInfo // its key as written's (decoded's when the same), nil for none
	// folded is the entry of the key as written in ASCII lower case, when
	// that differs from it and some browser that ignores case strips it;
	// nil for none.
	folded *keyInfo
}

// strippable is a pair (its place) whose key is on some browser's list,
// and the rows of strip.tsv that name it.
type strippable struct {
	pair  int32
	rules []int
}

// read indexes pairs, keeping the memory of the index's lists.
func (x *pairIndex) read(pairs []query.Pair) {
	x.scan(pairs)
	x.fill()
}

// scan finds the pairs some reader looks up, a lookup of each key.
func (x *pairIndex) scan(pairs []query.Pair) {
	x.pairs, x.keyed = pairs, x.keyed[:0]
	t := x.table
	if t == nil { // once an index's life: keys() is a call
		t = keys()
		x.table = t
	}
	for i := range pairs {
		p := &pairs[i]
		k := keyed{pair: int32(i), decoded: t.lookup(p.Key)}
		k.raw = k.decoded
		if !same(p.RawKey, p.Key) && p.RawKey != p.Key { // most keys decode to themselves: the very string
			k.raw = t.lookup(p.RawKey)
		}
		// A key the table lacks as written may be one a browser that
		// ignores case strips (FBCLID), whose row is in lower case.
		if k.decoded == nil && k.raw == nil {
			if e := t.hash.lookupLower(p.RawKey); e != nil && len(e.foldStrips) > 0 {
				k.folded = e
			}
		}
		if k.decoded != nil || k.raw != nil || k.folded != nil {
			x.keyed = append(x.keyed, k)
		}
	}
}

// fill sorts the pairs scan found by what reads them.
func (x *pairIndex) fill() {
	x.clear()
	x.stripped = x.stripped[:0]
	x.matomo = matomoValues{pairs: x.pairs}
	for _, k := range x.keyed {
		if k.decoded != nil {
			x.noteDecoded(k.decoded, &x.pairs[k.pair], k.pair+1)
		}
		if k.raw != nil {
			x.noteRaw(k.raw, int(k.pair))
		}
		if k.folded != nil {
			x.stripped = append(x.stripped, strippable{k.pair, k.folded.foldStrips})
		}
	}
}

// readGA4Only indexes what GA4 reads of pairs alone (dims, autoTags,
// campaign): a channel needs no more, and GA4 reads a key only with a
// value, by its decoded name.
func (x *pairIndex) readGA4Only(pairs []query.Pair) {
	x.pairs, x.keyed = pairs, x.keyed[:0]
	x.dims, x.autoTags, x.campaign = [maxDims]int32{}, [maxAutoTags]int32{}, false
	t := keys()
	for i := range pairs {
		if pairs[i].Value == "" {
			continue
		}
		if k := t.lookup(pairs[i].Key); k != nil {
			x.noteGA4(k, int32(i+1))
		}
	}
}

// noteDecoded records pair at (its place plus one) under the places its
// decoded key has.
func (x *pairIndex) noteDecoded(k *keyInfo, p *query.Pair, at int32) {
	hasValue := p.Value != ""
	if n := k.name; n >= 0 {
		setOnce(&x.firstAny[n], at)
		x.last[n] = at
		if hasValue {
			setOnce(&x.first[n], at)
		}
	}
	if hasValue {
		x.noteGA4(k, at)
	}
}

// noteGA4 records pair at, which has a value, under the places GA4 reads.
func (x *pairIndex) noteGA4(k *keyInfo, at int32) {
	if k.dim >= 0 {
		setOnce(&x.dims[k.dim], at)
		x.campaign = true
	}
	if k.autoTag >= 0 {
		setOnce(&x.autoTags[k.autoTag], at)
	}
}

// noteRaw records pair i under the places its key as written has.
func (x *pairIndex) noteRaw(k *keyInfo, i int) {
	if k.matomo >= 0 && i < 1<<15-1 { // Matomo's places are int16: appendPairs bounds a query to maxPairs pairs
		x.matomo.note(int(k.matomo), i)
	}
	if len(k.strips) > 0 {
		x.stripped = append(x.stripped, strippable{int32(i), k.strips})
	}
}

// clear clears the places fill sets (its lists apart).
func (x *pairIndex) clear() {
	x.dims, x.autoTags, x.campaign = [maxDims]int32{}, [maxAutoTags]int32{}, false
	x.first, x.firstAny, x.last = [maxNames]int32{}, [maxNames]int32{}, [maxNames]int32{}
}

// release lets go of the pairs, a caller's.
func (x *pairIndex) release() { x.pairs, x.matomo.pairs = nil, nil }

// keepSmall lets go of lists one hostile line made large.
func (x *pairIndex) keepSmall() {
	if cap(x.keyed) > maxPairs/4 || cap(x.stripped) > maxPairs/4 {
		x.keyed, x.stripped = nil, nil
	}
}

func setOnce(at *int32, v int32) {
	if *at == 0 {
		*at = v
	}
}

// pair is the pair at place at (a place plus one), or nil for 0.
func (x *pairIndex) pair(at int32) *query.Pair {
	if at == 0 {
		return nil
	}
	return &x.pairs[at-1]
}

// value is the first non-empty value of a named key, or "".
func (x *pairIndex) value(name int) string {
	if p := x.pair(x.first[name]); p != nil {
		return p.Value
	}
	return ""
}

// has reports whether a named key has a pair with a value.
func (x *pairIndex) has(name int) bool { return x.first[name] != 0 }

// valueAt is the value of the pair at place at, or "" for none.
func (x *pairIndex) valueAt(at int32) string {
	if p := x.pair(at); p != nil {
		return p.Value
	}
	return ""
}

// usesAny reports whether a pair GA4 reads (the first with a value of one
// of its keys) has one of removed as its key as written.
func (x *pairIndex) usesAny(removed []string) bool {
	for _, at := range x.dims[:len(keys().dims)] {
		if p := x.pair(at); p != nil && contains(removed, p.RawKey) {
			return true
		}
	}
	for _, at := range x.autoTags[:len(autoTags())] {
		if p := x.pair(at); p != nil && contains(removed, p.RawKey) {
			return true
		}
	}
	return false
}

// autoTag is the row of ga4_autotag.tsv whose click identifier GA4 takes:
// the first row with a pair with a value; -1 for none.
func (x *pairIndex) autoTag() int {
	for i, at := range x.autoTags {
		if at != 0 {
			return i
		}
	}
	return -1
}

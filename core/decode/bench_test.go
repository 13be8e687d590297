package decode

import (
	"testing"

	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/unwrap"
	"github.com/linkscope/linkscope/internal/corpus"
)

// BenchmarkDecodeCorpus: the generated corpus (tracked links, most with
// nothing decodable), per link.
func BenchmarkDecodeCorpus(b *testing.B) {
	links := corpus.Links(10000)
	rd := Default().NewReader()
	var facts []Fact
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		facts = rd.AppendFacts(facts[:0], links[i%len(links)])
		i++
	}
}

// BenchmarkDecodeGoogleSearch: a Google search link with ei, ved, sxsrf,
// aqs and rlz.
func BenchmarkDecodeGoogleSearch(b *testing.B) {
	const link = "https://www.google.com/search?q=dfir&rlz=1C1GCAB_enUS907US907&sxsrf=ADLYWIJIKPxYRYzFa8jiV8vAIQJo_MwUhw%3A1727017840306&ei=cDPwZt7ID-fB0PEP5rHJ6A0&ved=0ahUKEwjewI7n6taIAxXnIDQIHeZYEt0Q4dUDCBg&oq=dfir&aqs=chrome.1.69i60j0i433i512j0i512j69i60l2j69i61j69i60j69i65.2855j0j7"
	rd := Default().NewReader()
	var facts []Fact
	b.ReportAllocs()
	for b.Loop() {
		facts = rd.AppendFacts(facts[:0], link)
	}
}

// BenchmarkDecodeNothing: a tracked link with nothing to decode, the most
// common kind.
func BenchmarkDecodeNothing(b *testing.B) {
	const link = "https://shop.example.com/catalog/shoes/running/?utm_source=google&utm_medium=cpc&utm_campaign=spring_sale&id=83798#section-2"
	rd := Default().NewReader()
	var facts []Fact
	b.ReportAllocs()
	for b.Loop() {
		facts = rd.AppendFacts(facts[:0], link)
	}
}

// BenchmarkDecodeCorpusKnown: the corpus as core/inspect's decoded section
// reads it, the Openstat marker left to its own section.
func BenchmarkDecodeCorpusKnown(b *testing.B) { benchKnown(b, false, false) }

// BenchmarkDecodeCorpusKnownPairs: the corpus as core/inspect's decoded
// section reads it when another section split the query: the pairs come
// from the caller (split here, outside the timed decode, once a link).
func BenchmarkDecodeCorpusKnownPairs(b *testing.B) { benchKnown(b, true, false) }

// BenchmarkDecodeCorpusKnownHost: as KnownPairs, the link's host and rest
// known too, as core/unwrap split them for the decoded section.
func BenchmarkDecodeCorpusKnownHost(b *testing.B) { benchKnown(b, true, true) }

// benchKnown decodes the corpus a link an op as the decoded section does,
// given the query's pairs when withPairs, the host and rest as core/unwrap
// reads them when withHost (not wrapped links only: the wrapper is not
// told here).
func benchKnown(b *testing.B, withPairs, withHost bool) {
	links := corpus.Links(10000)
	pairs := make([][]query.Pair, len(links))
	hosts := make([][2]string, len(links))
	for i, l := range links {
		if q, at, ok := query.Of(l); ok && withPairs {
			pairs[i] = query.Append(nil, q, at)
		}
		if u := unwrap.Default().Unwrap(l); withHost && !u.Wrapped() {
			hosts[i][0], hosts[i][1], _ = u.InputHost()
		}
	}
	rd := Default().NewReader()
	var facts []Fact
	var k Known
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		n := i % len(links)
		k.OpenstatOf = links[n]
		if withPairs {
			k.PairsOf, k.Pairs = links[n], pairs[n]
		}
		k.Host, k.Rest = hosts[n][0], hosts[n][1]
		facts = rd.AppendFactsKnowing(facts[:0], links[n], &k)
	}
}

package attribution_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/internal/corpus"
)

// parsedLink is a corpus link as inspect hands it to the section: its
// query pairs and Openstat marker read already.
type parsedLink struct {
	url    string
	pairs  []query.Pair
	marker openstat.Decoded
}

// parsedCorpus is the first 20,000 corpus links, parsed once for every
// benchmark (a profile of one counts the links' reading, not the setup).
var parsedCorpus = sync.OnceValue(func() []parsedLink {
	links := corpus.Links(20000)
	out := make([]parsedLink, len(links))
	for i, u := range links {
		out[i].url = u
		if q, at, ok := query.Of(u); ok {
			out[i].pairs = query.Append(nil, q, at)
		}
		out[i].marker = openstat.Decode(u)
	}
	return out
})

// BenchmarkSection is the attribution section of inspect over the corpus,
// a link an op: the reading (ReadParsedInto, the pairs and the marker
// inspect's own) and its JSON, or its plain text.
func BenchmarkSection(b *testing.B) {
	links := parsedCorpus()
	for _, c := range []struct {
		name  string
		write func(rd *attribution.Reading, dst []byte) []byte
	}{
		{"json", (*attribution.Reading).AppendSectionJSON},
		{"text", (*attribution.Reading).AppendText},
		{"read", func(_ *attribution.Reading, dst []byte) []byte { return dst }},
	} {
		b.Run(c.name, func(b *testing.B) { benchRead(b, links, c.write) })
	}
}

// benchRead reads links with one Reader, a link an op, and writes each
// reading with write.
func benchRead(b *testing.B, links []parsedLink, write func(rd *attribution.Reading, dst []byte) []byte) {
	var r attribution.Reader
	var rd attribution.Reading
	var dst []byte
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		l := &links[i%len(links)]
		r.ReadParsedInto(&rd, l.url, l.pairs, &l.marker, "")
		dst = write(&rd, dst[:0])
	}
}

// BenchmarkSectionPlain is BenchmarkSection/json over the corpus links
// without a query: a batch of plain links, which a Reader reads by shape
// as it reads tagged ones.
func BenchmarkSectionPlain(b *testing.B) {
	var links []parsedLink
	for _, l := range parsedCorpus() {
		if !strings.Contains(l.url, "?") {
			links = append(links, l)
		}
	}
	benchRead(b, links, (*attribution.Reading).AppendSectionJSON)
}

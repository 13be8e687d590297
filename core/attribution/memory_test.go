package attribution_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/internal/corpus"
	"github.com/linkscope/linkscope/internal/tsv"
)

// said is everything a reading says, as its JSON, its report, its line
// and its findings with their positions.
func said(rd *attribution.Reading, input string) string {
	var b strings.Builder
	b.Write(rd.AppendJSON(nil, input))
	b.WriteByte('\n')
	b.Write(rd.AppendReport(nil, input))
	b.WriteByte('\n')
	b.WriteString(rd.Summary())
	for _, f := range rd.Findings {
		fmt.Fprintf(&b, "\n%+v %s", f.Finding, f.Level)
	}
	fmt.Fprintf(&b, "\n%+v\n%+v\n%+v", rd.Adobe, rd.Plausible, rd.Umami)
	return b.String()
}

// memoryLinks are links whose shapes repeat with other values: the
// tables' links, each again with other click identifiers' values, a
// longer path (other positions), another marker and upper case, and
// corpus links.
func memoryLinks(t testing.TB) []string {
	var links []string
	for _, name := range []string{"findings.tsv", "ga4_session.tsv", "matomo.tsv", "metrica.tsv", "strip.tsv", "others.tsv"} {
		for _, r := range tsv.Load(t, tables+name) {
			u := r.Get("url")
			links = append(links, u,
				strings.NewReplacer("=abc", "=xyz123", "=1", "=22", "gclid=", "gclid=9").Replace(u),
				strings.Replace(u, "/?", "/a/much/longer/path/?", 1),
				strings.Replace(u, "?", "?_openstat=b3BlbnN0YXQucnU7MTs5O3RvcA&", 1),
				strings.ToUpper(u))
		}
	}
	return append(links, corpus.Links(800)...)
}

// TestMemoryReadsAsFresh: a Reader that remembers what it read (the
// shapes, heads and wordings of earlier links) says of every link what a
// fresh Reader says, link after link, in both orders, with and without a
// referrer, and through ReadParsedInto with a Reading reused.
func TestMemoryReadsAsFresh(t *testing.T) {
	links := memoryLinks(t)
	for _, ref := range []string{"", "https://www.google.com/search?q=x", "https://shop.example/cart"} {
		var shared attribution.Reader
		var reused attribution.Reading
		for pass := range 2 {
			for i := range links {
				u := links[i]
				if pass == 1 {
					u = links[len(links)-1-i]
				}
				fresh := attribution.Read(u, ref)
				want := said(&fresh, u)
				got := shared.Read(u, ref)
				if s := said(&got, u); s != want {
					t.Fatalf("referrer %q, %s:\nremembering:\n%s\nfresh:\n%s", ref, u, s, want)
				}
				plain := attribution.Unremembered(got)
				if s := said(&plain, u); s != want {
					t.Fatalf("referrer %q, %s:\nwritten from its values:\n%s\nfrom what was remembered:\n%s", ref, u, s, want)
				}
				var pairs []query.Pair
				if q, at, ok := query.Of(u); ok {
					pairs = query.Append(nil, q, at)
				}
				marker := openstat.Decode(u)
				shared.ReadParsedInto(&reused, u, pairs, &marker, ref)
				if s := said(&reused, u); s != want {
					t.Fatalf("referrer %q, %s: ReadParsedInto:\n%s\nfresh:\n%s", ref, u, s, want)
				}
			}
		}
	}
}

// TestChangedReadingWritesItsValues: the JSON of a reading whose values a
// caller changed says the new values, not what was remembered.
func TestChangedReadingWritesItsValues(t *testing.T) {
	const u = "https://shop.example/?utm_source=newsletter&utm_medium=cpc&utm_campaign=spring&gclid=abc"
	var r attribution.Reader
	for range 3 {
		rd := r.Read(u, "")
		rd.GA4.Channel, rd.Matomo.Campaign, rd.Metrica.Source = "Changed Channel", "changed campaign", "changed source"
		rd.Findings[0].Old = "changed finding"
		rd.Stripped[0].GA4Channel = "Changed Strip"
		js := string(rd.AppendJSON(nil, u))
		for _, s := range []string{"Changed Channel", "changed campaign", "changed source", "changed finding", "Changed Strip"} {
			if !strings.Contains(js, s) {
				t.Fatalf("%q is not in the JSON of a changed reading:\n%s", s, js)
			}
		}
	}
}

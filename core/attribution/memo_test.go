package attribution_test

import (
	"math/rand/v2"
	"testing"

	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/internal/corpus"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestMemoMatchesFreshRead: a Reader remembers readings by the link's
// campaign (head) and shape, and a remembered one is placed in the next
// link of that shape. Whatever came before, a shared Reader must say of
// a link what a fresh one says: every table's links and a slice of the
// corpus, each read in three passes (the second and third find the memo
// full), the third in a shuffled order, with and without a referrer.
func TestMemoMatchesFreshRead(t *testing.T) {
	var links []string
	for _, table := range []string{"findings.tsv", "ga4_session.tsv", "matomo.tsv", "strip.tsv"} {
		for _, r := range tsv.Load(t, tables+table) {
			if u, ok := r.Lookup("url"); ok {
				links = append(links, u)
			}
		}
	}
	links = append(links, corpus.Links(3000)...)
	referrers := []string{"", "https://www.google.com/", "https://shop.example/cart"}
	var shared attribution.Reader
	order := make([]int, len(links))
	for i := range order {
		order[i] = i
	}
	for pass := range 3 {
		if pass == 2 {
			rand.New(rand.NewPCG(1, 2)).Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		}
		for _, i := range order {
			ref := referrers[i%len(referrers)]
			got := shared.Read(links[i], ref)
			want := attribution.Read(links[i], ref)
			if g, w := string(got.AppendJSON(nil, links[i])), string(want.AppendJSON(nil, links[i])); g != w {
				t.Fatalf("pass %d, %s (referrer %q):\nshared %s\nfresh  %s", pass, links[i], ref, g, w)
			}
		}
	}
}

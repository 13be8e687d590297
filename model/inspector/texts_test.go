package inspector

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/inspect"
)

// TestTextsSurviveGrowth: texts made before the buffer moves keep their
// bytes, however small the first guess.
func TestTextsSurviveGrowth(t *testing.T) {
	var tx texts
	tx.grow(1)
	var got []string
	for i := range 200 {
		got = append(got, tx.begin().str("pair ").num(i).sep().plural(i, "byte").end())
	}
	for i, s := range got {
		if want := "pair " + strconv.Itoa(i) + " · " + strconv.Itoa(i) + " byte" + map[bool]string{true: "", false: "s"}[i == 1]; s != want {
			t.Fatalf("text %d = %q, want %q", i, s, want)
		}
	}
}

// TestQueryPaneBounded: a query of more pairs than are listed says how
// many it leaves out, and the title counts them all.
func TestQueryPaneBounded(t *testing.T) {
	link := "https://example.com/?" + strings.Repeat("utm_source=x&k=%&", maxPairsListed)
	r := inspect.Inspect(link, inspect.Options{Setup: analysis.Builtin()})
	p, ok := sectionPanes{}.Params(&r, &paneContext{})
	if !ok {
		t.Fatal("no Query pane")
	}
	n := 2 * maxPairsListed
	if want := "Query · " + strconv.Itoa(n) + " pairs · " + strconv.Itoa(n/2) + " tracking · " + strconv.Itoa(n/2) + " invalid escapes"; p.Title != want {
		t.Errorf("title %q, want %q", p.Title, want)
	}
	last := p.Items[len(p.Items)-1]
	if want := strconv.Itoa(n-maxPairsListed) + " more not listed"; last.Value != want {
		t.Errorf("last row %q, want %q", last.Value, want)
	}
	// Each listed k=% pair has its warning row under it.
	if len(p.Items) != maxPairsListed+maxPairsListed/2+1 {
		t.Errorf("%d rows, want %d", len(p.Items), maxPairsListed+maxPairsListed/2+1)
	}
}

package safebrowsing

import (
	"slices"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestExpressions(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"expressions.tsv") {
		rule, err := ParseHostRule(r.Get("host_rule"))
		if err != nil {
			t.Fatal(err)
		}
		c, err := Canonicalize(r.Get("url"))
		if err != nil {
			t.Errorf("%s: %v", r.Name(), err)
			continue
		}
		want := strings.Fields(r.Get("expressions"))
		if got := Expressions(c, rule); !slices.Equal(got, want) {
			t.Errorf("%s: Expressions(%q, %v):\n got  %q\n want %q", r.Name(), c.URL, rule, got, want)
		}
		var h Hasher
		res, err := h.Lookup(r.Get("url"), rule)
		if err != nil || !slices.Equal(res.Expressions, want) {
			t.Errorf("%s: Hasher.Lookup expressions %q, %v", r.Name(), res.Expressions, err)
		}
	}
}

// A Canonical built by hand, not laid out as Canonicalize lays it out,
// still gives the right expressions.
func TestExpressionsHandBuilt(t *testing.T) {
	c := Canonical{URL: "?", Scheme: "http", Host: "a.b.com", Path: "/1/2.html", Query: "p=1", HasQuery: true}
	want := []string{"a.b.com/1/2.html?p=1", "a.b.com/1/2.html", "a.b.com/", "a.b.com/1/",
		"b.com/1/2.html?p=1", "b.com/1/2.html", "b.com/", "b.com/1/"}
	if got := Expressions(c, HostRuleV5); !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

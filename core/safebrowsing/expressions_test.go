package safebrowsing

import (
	"slices"
	"strings"
	"testing"
)

func TestExpressions(t *testing.T) {
	for _, r := range readTSV(t, "expressions.tsv") {
		rule, err := ParseHostRule(r["host_rule"])
		if err != nil {
			t.Fatal(err)
		}
		c, err := Canonicalize(r["url"])
		if err != nil {
			t.Errorf("%s: %v", r["line"], err)
			continue
		}
		want := strings.Fields(r["expressions"])
		if got := Expressions(c, rule); !slices.Equal(got, want) {
			t.Errorf("%s: Expressions(%q, %v):\n got  %q\n want %q", r["line"], c.URL, rule, got, want)
		}
		var h Hasher
		res, err := h.Lookup(r["url"], rule)
		if err != nil || !slices.Equal(res.Expressions, want) {
			t.Errorf("%s: Hasher.Lookup expressions %q, %v", r["line"], res.Expressions, err)
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

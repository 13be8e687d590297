package compare

import (
	"net/url"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/internal/tsv"
)

// standInUnwrap stands for core/unwrap in these tests: the u parameter
// of https://l.example.net/r, decoded.
func standInUnwrap(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.Host != "l.example.net" || u.Path != "/r" {
		return s
	}
	if t := u.Query().Get("u"); t != "" {
		return t
	}
	return s
}

// testOptions are the options of a table row: rules by uri.ParseRules,
// or the browser's serialization for "browser".
func testOptions(t *testing.T, spec string) Options {
	var rules uri.RuleSet
	browser := spec == Browser
	if !browser {
		var err error
		if rules, err = uri.ParseRules(spec); err != nil {
			t.Fatal(err)
		}
	}
	table := tracking.Default()
	return Options{
		Rules:   rules,
		Browser: browser,
		IsTrackingParam: func(key string) bool {
			_, ok := table.Lookup(key)
			return ok
		},
		Clean: func(s string) string {
			c, _ := tracking.Clean(s, table)
			return c
		},
		Unwrap: standInUnwrap,
	}
}

func yes(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// paramsString renders a Params as the table writes it.
func paramsString(p Params) string {
	var parts []string
	for _, a := range p.Added {
		parts = append(parts, "+"+pairString(a))
	}
	for _, r := range p.Removed {
		parts = append(parts, "-"+pairString(r))
	}
	for _, c := range p.Changed {
		parts = append(parts, "~"+c.Key+":"+c.A+">"+c.B)
	}
	if p.OrderOnly {
		parts = append(parts, "order")
	}
	return strings.Join(parts, ";")
}

func pairString(p Param) string {
	if p.HasValue {
		return p.Key + "=" + p.Value
	}
	return p.Key
}

func TestPairs(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/compare/pairs.tsv") {
		t.Run(r.Name(), func(t *testing.T) {
			res, err := Compare(r.Get("a"), r.Get("b"), testOptions(t, r.Get("rules")))
			if err != nil {
				t.Fatal(err)
			}
			after, _ := r.Lookup("equal_after")
			gotAfter, _ := res.EqualAfterName()
			var names []string
			for _, c := range res.Components {
				names = append(names, c.Name)
			}
			got := []string{yes(res.Equivalent), gotAfter, yes(res.TrackingOnly), yes(res.WrapperOnly), strings.Join(names, ","), paramsString(res.Params)}
			want := []string{r.Get("equivalent"), after, r.Get("tracking_only"), r.Get("wrapper_only"), r.Get("components"), r.Get("params")}
			if strings.Join(got, " | ") != strings.Join(want, " | ") {
				t.Errorf("%s\n%s (%s)\n got %q\nwant %q\nnormalized %s | %s", r.Get("a"), r.Get("b"), r.Get("rules"), got, want, res.A, res.B)
			}
		})
	}
}

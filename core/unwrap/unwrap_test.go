package unwrap

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

const tables = "../../testdata/unwrap/"

func layerNames(r Result) string {
	names := make([]string, len(r.Layers))
	for i, l := range r.Layers {
		names[i] = l.Wrapper
	}
	return strings.Join(names, ",")
}

// TestWrapped: every wrapped link of the table gives its target, layers
// and shortener name; each layer's URL is the link as it stood there.
func TestWrapped(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"wrapped.tsv") {
		in := row.Get("input")
		r := Unwrap(in)
		if r.Target != row.Get("target") || layerNames(r) != row.Get("layers") || r.Opaque != row.Get("opaque") {
			t.Errorf("%s: Unwrap(%q)\n got target %q layers %q opaque %q problem %+v\nwant target %q layers %q opaque %q",
				row.Name(), in, r.Target, layerNames(r), r.Opaque, r.Problem, row.Get("target"), row.Get("layers"), row.Get("opaque"))
			continue
		}
		if r.Problem != nil {
			t.Errorf("%s: unexpected problem %+v", row.Name(), r.Problem)
		}
		if len(r.Layers) > 0 && r.Layers[0].URL != in {
			t.Errorf("%s: first layer URL %q, want the input", row.Name(), r.Layers[0].URL)
		}
		for i := 1; i < len(r.Layers); i++ {
			if w, target, _ := Default().Match(r.Layers[i-1].URL); w == nil || target != r.Layers[i].URL {
				t.Errorf("%s: layer %d URL %q is not what layer %d holds", row.Name(), i, r.Layers[i].URL, i-1)
			}
		}
	}
}

// TestNotWrapped: ordinary links, look-alikes and broken wrappers are
// their own target; a recognised wrapper that holds nothing says so.
func TestNotWrapped(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"notwrapped.tsv") {
		in := row.Get("input")
		r := Unwrap(in)
		if r.Target != in || len(r.Layers) != 0 || r.Opaque != "" {
			t.Errorf("%s: Unwrap(%q) = %+v, want the link itself", row.Name(), in, r)
			continue
		}
		got := ""
		if r.Problem != nil {
			got = r.Problem.Wrapper
			if r.Problem.Reason == "" {
				t.Errorf("%s: problem without a reason", row.Name())
			}
		}
		if got != row.Get("problem") {
			t.Errorf("%s: problem %+v, want wrapper %q", row.Name(), r.Problem, row.Get("problem"))
		}
	}
}

// TestEveryWrapperHasARow: each wrapper of the embedded table is tested
// by at least one link of wrapped.tsv.
func TestEveryWrapperHasARow(t *testing.T) {
	seen := map[string]bool{}
	for _, row := range tsv.Load(t, tables+"wrapped.tsv") {
		for _, n := range strings.Split(row.Get("layers"), ",") {
			seen[n] = true
		}
		seen[row.Get("opaque")] = true
	}
	for _, w := range Default().Wrappers() {
		if !seen[w.Name] {
			t.Errorf("wrapper %q has no row in wrapped.tsv", w.Name)
		}
	}
}

func TestDepthBound(t *testing.T) {
	link := "https://example.org/"
	for range MaxDepth + 3 {
		link = "https://www.google.com/url?q=" + strings.NewReplacer("%", "%25", "&", "%26", "?", "%3F", "#", "%23").Replace(link)
	}
	r := Unwrap(link)
	if len(r.Layers) != MaxDepth || !r.Truncated {
		t.Errorf("%d layers, truncated %v; want %d, true", len(r.Layers), r.Truncated, MaxDepth)
	}
}

func TestNewTableErrors(t *testing.T) {
	const h = "name\thosts\tpaths\trule\tkeys\tsource\n"
	for _, c := range []struct{ tsv, want string }{
		{h + "a\tx.com\t/\tparam\tu", "line 2: want 6 tab-separated columns, have 5"},
		{h + "a\tx.com\t/\tbogus\tu\ts", `line 2, column rule: unknown rule "bogus"`},
		{h + "a\tX.com\t/\tparam\tu\ts", `line 2, column hosts: want a lower-case host, *.host or label.*: "X.com"`},
		{h + "a\tx.com\turl\tparam\tu\ts", `line 2, column paths: a path starts with / (or is *): "url"`},
		{h + "a\tx.com\t/\tparam\t\ts", "line 2, column keys: rule param needs a key"},
		{h + "a\tx.com\t/\tparam\tu\t", "line 2, column source: every row cites its source"},
		{h + "a b\tx.com\t/\tparam\tu\ts", "line 2, column name: want a name without spaces, quotes or backslashes"},
		{h, "line 2: no wrappers"},
	} {
		_, err := NewTable(c.tsv)
		if err == nil || err.Error() != c.want {
			t.Errorf("NewTable(%q) error %v, want %q", c.tsv, err, c.want)
		}
	}
}

// TestPlainLinkNoAlloc: the fast path allocates nothing.
func TestPlainLinkNoAlloc(t *testing.T) {
	tab := Default()
	n := testing.AllocsPerRun(100, func() {
		tab.Unwrap("https://www.example.org/a/b?utm_source=x&q=https%3A%2F%2Fy")
		tab.Unwrap("not a url")
	})
	if n != 0 {
		t.Errorf("Unwrap of a plain link allocates %v times", n)
	}
}

// TestHostPatterns: exact, suffix and one-label suffix hosts all match
// through the tail filter, and a host of another tail does not.
func TestHostPatterns(t *testing.T) {
	const tsv = "name\thosts\tpaths\trule\tkeys\tsource\n" +
		"exact\tgo.example.com\t/r\tparam\tu\tedge case\n" +
		"deep\t*.links.example.net\t/r\tparam\tu\tedge case\n" +
		"tld\t*.test\t/r\tparam\tu\tedge case\n"
	tab, err := NewTable(tsv)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ link, wrapper string }{
		{"https://go.example.com/r?u=https://a.example/", "exact"},
		{"https://GO.Example.COM./r?u=https://a.example/", "exact"},
		{"https://eu.links.example.net/r?u=https://a.example/", "deep"},
		{"https://x.y.test/r?u=https://a.example/", "tld"},
		{"https://example.com/r?u=https://a.example/", ""},
		{"https://links.example.net/r?u=https://a.example/", ""},
	} {
		w, _, _ := tab.Match(c.link)
		got := ""
		if w != nil {
			got = w.Name
		}
		if got != c.wrapper {
			t.Errorf("Match(%q) = %q, want %q", c.link, got, c.wrapper)
		}
	}
}

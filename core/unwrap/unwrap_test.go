package unwrap

import (
	"regexp"
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

// TestEveryRowIsTested: each row of the embedded table is the one that
// decides some link of the test tables (a layer, an opaque name or a
// problem), so no row is dead or shadowed by another.
func TestEveryRowIsTested(t *testing.T) {
	tab := Default()
	used := map[int]bool{}
	mark := func(link string) {
		for range MaxDepth {
			s := tab.step(link)
			if s.w == nil {
				return
			}
			used[s.row] = true
			if s.target == "" {
				return
			}
			link = s.target
		}
	}
	for _, name := range []string{"wrapped.tsv", "notwrapped.tsv"} {
		for _, row := range tsv.Load(t, tables+name) {
			mark(row.Get("input"))
		}
	}
	for _, row := range tsv.Load(t, tables+"clearurls.tsv") {
		mark(row.Get("example"))
	}
	for i, w := range tab.Wrappers() {
		if !used[i] {
			t.Errorf("row %d (%s, hosts %v, paths %v) decides no link of the test tables", i+2, w.Name, w.Hosts, w.Paths)
		}
	}
}

// TestEmbedded: the URLs a link holds outside a known redirector, where
// and in order; none for a link that holds none.
func TestEmbedded(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"embedded.tsv") {
		r := Unwrap(row.Get("input"))
		var got []string
		for _, e := range r.Embedded {
			got = append(got, e.Where+" "+e.URL)
		}
		if g := strings.Join(got, " | "); g != row.Get("embedded") {
			t.Errorf("%s: embedded in %q\n got %q\nwant %q", row.Name(), row.Get("input"), g, row.Get("embedded"))
		}
	}
}

// TestClearURLs: every redirection rule of ClearURLs is mapped: its regex
// (RE2 reads these as JavaScript does) matches the example and captures
// what the table says, and the mapped wrapper decodes the example to the
// target. An unmapped rule says why in its source.
func TestClearURLs(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"clearurls.tsv") {
		wrapper, example := row.Get("wrapper"), row.Get("example")
		if wrapper == "" {
			if example != "" || !strings.Contains(row.Get("source"), ": ") {
				t.Errorf("%s: an unmapped rule has no example and says why", row.Name())
			}
			continue
		}
		re, err := regexp.Compile(row.Get("redirection"))
		if err != nil {
			t.Errorf("%s: %v", row.Name(), err)
			continue
		}
		if m := re.FindStringSubmatch(example); m == nil || m[1] != row.Get("capture") {
			t.Errorf("%s: ClearURLs's rule captures %q from %q, want %q", row.Name(), m, example, row.Get("capture"))
		}
		r := Unwrap(example)
		if r.Target != row.Get("target") || len(r.Layers) != 1 || r.Layers[0].Wrapper != wrapper {
			t.Errorf("%s: Unwrap(%q) = target %q layers %q problem %+v, want %q by %s", row.Name(), example, r.Target, layerNames(r), r.Problem, row.Get("target"), wrapper)
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
	// The target is the ninth wrapper: what it holds is its next layer,
	// never a URL "embedded" in a page that is no known redirector.
	if len(r.Embedded) != 0 {
		t.Errorf("embedded %v: the wrapper past the bound is no page", r.Embedded)
	}
	if got := string(r.AppendJSON(nil)); !strings.HasSuffix(got, `"embedded":[],"truncated":true}`) {
		t.Errorf("JSON %s: want truncated true", got)
	}
}

func TestNewTableErrors(t *testing.T) {
	const h = "name\thosts\tpaths\trule\tkeys\tsource\n"
	for _, c := range []struct{ tsv, want string }{
		{h + "a\tx.com\t/\tparam\tu", "line 2: want 6 tab-separated columns, have 5"},
		{h + "a\tx.com\t/\tbogus\tu\ts", `line 2, column rule: unknown rule "bogus"`},
		{h + "a\tX.com\t/\tparam\tu\ts", `line 2, column hosts: want a lower-case host, *.host or label.*: "X.com"`},
		{h + "a\tx.com\turl\tparam\tu\ts", `line 2, column paths: a path starts with / (or is *): "url"`},
		{h + "a\tx.com\t/\tparam\t\ts", "line 2, column keys: rule param needs 1 key(s)"},
		{h + "a\tx.com\t/\tdelimited\t___\ts", "line 2, column keys: rule delimited needs 2 key(s)"},
		{h + "a\t*\t*\tparam\tu\ts", `line 2, column paths: a row on any host needs paths whose first segment is written out: "*"`},
		{h + "a\t*\t/x*\tparam\tu\ts", `line 2, column paths: a row on any host needs paths whose first segment is written out: "/x*"`},
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

// TestPlainLinkNoAlloc: the fast path allocates nothing, a query holding
// no URL included.
func TestPlainLinkNoAlloc(t *testing.T) {
	tab := Default()
	n := testing.AllocsPerRun(100, func() {
		tab.Unwrap("https://www.example.org/a/b?utm_source=x&q=shoes%20red&key=money#top")
		tab.Unwrap("https://shop.example.com/ls/click-here?upn=1")
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
		"tld\t*.test\t/r\tparam\tu\tedge case\n" +
		"news\tnews.example.*\t/r\tparam\tu\tedge case\n"
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
		{"https://news.example.de/r?u=https://a.example/", "news"},
		{"https://news.example.co.uk/r?u=https://a.example/", "news"},
		{"https://www.news.example.de/r?u=https://a.example/", ""},
		{"https://example.de/r?u=https://a.example/", ""},
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

// TestJSON: the unwrapped object with its members in the contract's order,
// embedded always present.
func TestJSON(t *testing.T) {
	for _, c := range []struct{ link, want string }{
		{"https://example.org/", `{"target":"https://example.org/","layers":[],"opaque":null,"embedded":[],"truncated":false}`},
		{"https://bit.ly/x", `{"target":"https://bit.ly/x","layers":[],"opaque":"bitly","embedded":[],"truncated":false}`},
		{"https://www.google.com/url?q=https%3A%2F%2Fa.example%2Flogin%3Fnext%3Dhttps%253A%252F%252Fb.example%252F",
			`{"target":"https://a.example/login?next=https%3A%2F%2Fb.example%2F","layers":[{"wrapper":"google-url","url":"https://www.google.com/url?q=https%3A%2F%2Fa.example%2Flogin%3Fnext%3Dhttps%253A%252F%252Fb.example%252F"}],"opaque":null,"embedded":[{"url":"https://b.example/","where":"query:next"}],"truncated":false}`},
		{"https://u1.ct.sendgrid.net/ls/click?upn=aHR0cHM6Ly9hLmV4YW1wbGUv",
			`{"target":"https://a.example/","layers":[{"wrapper":"generic:base64","url":"https://u1.ct.sendgrid.net/ls/click?upn=aHR0cHM6Ly9hLmV4YW1wbGUv"}],"opaque":null,"embedded":[],"truncated":false}`},
	} {
		r := Unwrap(c.link)
		if got := string(r.AppendJSON(nil)); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.link, got, c.want)
		}
	}
}

// TestMayMatch: MayMatch is true for every wrapper form of the table's
// tests (Match's first step), and false for a link no row reads.
func TestMayMatch(t *testing.T) {
	tab := Default()
	for _, row := range tsv.Load(t, tables+"wrapped.tsv") {
		l, ok := splitLink(row.Get("input"))
		if !ok {
			continue
		}
		if w, _, _ := tab.Match(row.Get("input")); w != nil && !tab.MayMatch(l.host, l.rest) {
			t.Errorf("%s: MayMatch(%q, %q) = false, but %s matches", row.Name(), l.host, l.rest, w.Name)
		}
	}
	if tab.MayMatch("shop.example.com", "/catalog/shoes/?utm_source=google") {
		t.Error("MayMatch is true for a plain shop link")
	}
}

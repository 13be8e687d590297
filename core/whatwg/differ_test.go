package whatwg

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/internal/tsv"
)

func TestDifferences(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/whatwg/differences.tsv") {
		base, _ := r.Lookup("base")
		rd := Read(r.Get("input"), base)
		var comps []string
		for _, d := range rd.Differences(nil) {
			comps = append(comps, d.Component)
		}
		if got := strings.Join(comps, ","); got != r.Get("differs") {
			t.Errorf("%s: differs %q, want %q", r.Name(), got, r.Get("differs"))
		}
		if got := strconv.FormatBool(rd.HostDiffers()); got != r.Get("host_differs") {
			t.Errorf("%s: host_differs %s, want %s", r.Name(), got, r.Get("host_differs"))
		}
	}
}

func TestBrowserJSON(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/whatwg/json.tsv") {
		base, hasBase := r.Lookup("base")
		rec := Inspect(r.Get("input"), base, hasBase) // Display unset: display_host is the hostname
		if got := string(rec.AppendBrowserJSON(nil)); got != r.Get("json") {
			t.Errorf("%s:\n got %s\nwant %s", r.Name(), got, r.Get("json"))
		}
		inspect := string(rec.AppendInspectJSON(nil))
		if want := `{` + r.Get("json")[strings.Index(r.Get("json"), `"href"`):]; inspect != want {
			t.Errorf("%s: inspect JSON is not the browser JSON without input and base:\n%s", r.Name(), inspect)
		}
	}
}

func TestDisplayRule(t *testing.T) {
	rec := Inspect("https://xn--80ak6aa92e.com/", "", false)
	rec.Display = Display{Host: "xn--80ak6aa92e.com", Rule: "whole-script-confusable"}
	got := string(rec.AppendInspectJSON(nil))
	if !strings.HasSuffix(got, `"display_host":"xn--80ak6aa92e.com","display_rule":"whole-script-confusable"}`) {
		t.Errorf("display members: %s", got)
	}
}

// FuzzEqualExcept: comparing unit by unit agrees with comparing the
// decoded strings, for every set of kept bytes the readings use.
func FuzzEqualExcept(f *testing.F) {
	for _, s := range [][2]string{{"a%41", "aA"}, {"%2541", "%41"}, {"%zz", "%25zz"}, {"a%2fb", "a/b"}, {"%", "%25"}, {"q=%26", "q=&"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		for _, keep := range []string{"", "%", "/?#%", "&=+#%;"} {
			if got, want := equalExcept(a, b, keep), decodeExcept(a, keep) == decodeExcept(b, keep); got != want {
				t.Fatalf("equalExcept(%q, %q, %q) = %v, decoded strings say %v", a, b, keep, got, want)
			}
		}
	})
}

// TestHrefReadsAlike: the href of every urltestdata row that parses is
// read alike by RFC 3986: a link already in the browser's form has no
// differences.
func TestHrefReadsAlike(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/whatwg/urltestdata.tsv") {
		href, ok := r.Lookup("href")
		if !ok || r.Get("failure") == "true" {
			continue
		}
		rd := Read(href, "")
		if d := rd.Differences(nil); len(d) > 0 {
			t.Errorf("%s: %q reads otherwise by RFC 3986: %+v", r.Name(), href, d)
		}
	}
}

// pathKeyOracle is samePath's key built the plain way, with core/uri's
// RemoveDotSegments: the reference the stack-built keys are held to.
func pathKeyOracle(path string, emptyIsRoot bool) string {
	if path == "" && emptyIsRoot {
		return "/"
	}
	var b strings.Builder
	for i := 0; i < len(path); i++ {
		if path[i] == '%' && i+2 < len(path) && formvalue.IsHex(path[i+1]) && formvalue.IsHex(path[i+2]) {
			if c := formvalue.Unhex(path[i+1])<<4 | formvalue.Unhex(path[i+2]); isUnreservedByte(c) {
				b.WriteByte(c)
				i += 2
				continue
			}
		}
		b.WriteByte(path[i])
	}
	p := b.String()
	if strings.HasPrefix(p, "/") {
		p = uri.RemoveDotSegments(p)
	}
	return decodeExcept(p, "/?#%")
}

// FuzzSamePath: samePath agrees with the keys built the plain way.
func FuzzSamePath(f *testing.F) {
	for _, s := range [][2]string{{"/a/b/../c/./d", "/a/c/d"}, {"/..", "/"}, {"/a/%2e%2E/b", "/b"}, {"", "/"}, {"/a/./", "/a/"},
		{"/%7e", "/~"}, {"a/../b", "b"}, {"/a//..", "/a/"}, {"/a/b/..", "/a/"}} {
		f.Add(s[0], s[1], true)
	}
	f.Fuzz(func(t *testing.T, a, b string, emptyIsRoot bool) {
		want := pathKeyOracle(a, emptyIsRoot) == pathKeyOracle(b, false)
		if got := samePath(a, b, emptyIsRoot); got != want {
			t.Fatalf("samePath(%q, %q, %v) = %v; keys %q and %q", a, b, emptyIsRoot, got, pathKeyOracle(a, emptyIsRoot), pathKeyOracle(b, false))
		}
	})
}

// TestSamePathAllocations: comparing paths with dot segments and escapes
// builds nothing on the heap.
func TestSamePathAllocations(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { samePath("/a/b/../c/./%7Ed.html", "/a/c/~d.html", true) }); n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}

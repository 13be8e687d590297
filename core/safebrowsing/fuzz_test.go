package safebrowsing

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/internal/tsv"
)

// FuzzCanonicalize checks, for any input: no panic; the Hasher and the
// step-recording path agree; at most 30
// expressions, each a substring of the canonical URL without its scheme;
// the canonical URL holds no byte the document says to escape; and
// canonicalizing a canonical URL changes nothing. The last holds whenever
// the canonical URL reads back into the same components: an unescaped '/',
// '?', '@', ':', '[' or ']' in a host name, or '?' in the path, is legal there and
// left as is by the document's escape set, but re-reading it moves a
// component boundary.
func FuzzCanonicalize(f *testing.F) {
	for _, name := range []string{"canonicalize.tsv", "steps.tsv", "errors.tsv"} {
		for _, r := range tsv.Load(f, tables+name) {
			f.Add(r.Get("input"))
		}
	}
	for _, r := range tsv.Load(f, tables+"expressions.tsv") {
		f.Add(r.Get("url"))
	}
	f.Add(`http://a.example/"q"/b\c?"x"=1`) // bytes JSON escapes, which canonical escaping keeps
	f.Fuzz(func(t *testing.T, raw string) {
		var h Hasher
		res, err := h.Lookup(raw, HostRuleV5)
		c, steps, err2 := CanonicalizeSteps(raw)
		if (err == nil) != (err2 == nil) {
			t.Fatalf("%q: Hasher error %v, CanonicalizeSteps error %v", raw, err, err2)
		}
		if err != nil {
			return
		}
		if c != res.Canonical || len(steps) > 0 && steps[len(steps)-1].After != c.URL {
			t.Fatalf("%q: Hasher %+v, CanonicalizeSteps %+v %q", raw, res.Canonical, c, steps)
		}
		// LookupSteps is the two in one pass: the same result, the same steps.
		var h2 Hasher
		res2, steps2, err3 := h2.LookupSteps(raw, HostRuleV5)
		if err3 != nil || res2.Canonical != c || !slices.Equal(steps2, steps) || !slices.Equal(res2.Expressions, res.Expressions) {
			t.Fatalf("%q: LookupSteps %+v %q (%v), want %+v %q", raw, res2, steps2, err3, c, steps)
		}
		if cl := res.Clone(); cl.Canonical != res.Canonical || !slices.Equal(cl.Expressions, res.Expressions) || !slices.Equal(cl.Hashes, res.Hashes) {
			t.Fatalf("%q: Clone %+v, want %+v", raw, cl, res)
		}
		if n := len(res.Expressions); n == 0 || n > MaxExpressions {
			t.Fatalf("%q: %d expressions", raw, n)
		}
		if got, want := res.AppendJSON(nil), appendJSONEach(nil, res); !bytes.Equal(got, want) {
			t.Fatalf("%q: JSON\n%s\nwant, every string escaped on its own,\n%s", raw, got, want)
		}
		for _, rule := range []HostRule{HostRuleV5, HostRuleV4} {
			for _, e := range Expressions(c, rule) {
				if !strings.Contains(c.URL[len(c.Scheme)+3:], e) {
					t.Fatalf("%q: expression %q not in %q", raw, e, c.URL)
				}
			}
		}
		for i := 0; i < len(c.URL); i++ {
			if b := c.URL[i]; b <= ' ' || b >= 0x7f || b == '#' {
				t.Fatalf("%q: canonical %q holds byte %#x", raw, c.URL, b)
			}
		}
		if !rereadable(c) {
			return
		}
		again, err := Canonicalize(c.URL)
		if err != nil || again != c {
			t.Fatalf("%q: canonical %+v re-canonicalizes to %+v, %v", raw, c, again, err)
		}
	})
}

// rereadable reports whether c.URL splits back into c's components.
func rereadable(c Canonical) bool {
	if strings.Contains(c.Path, "?") {
		return false
	}
	if h, ok := canonicalIPv6([]byte(c.Host), new([]byte)); ok {
		return string(h) == c.Host
	}
	return !strings.ContainsAny(c.Host, "/?@:[]")
}

// appendJSONEach is AppendJSON the plain way: every string through
// jsonw.AppendString, every hash through Hex. The writer's shortcuts (one
// escaping test for all the expressions, one growth an expression) are
// held to it.
func appendJSONEach(dst []byte, r *Result) []byte {
	dst = append(dst, `{"canonical":`...)
	dst = jsonw.AppendString(dst, r.Canonical.URL)
	dst = append(dst, `,"expressions":[`...)
	for i, e := range r.Expressions {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"expression":`...)
		dst = jsonw.AppendString(dst, e)
		dst = append(dst, `,"sha256":`...)
		dst = jsonw.AppendString(dst, r.Hashes[i].Hex())
		dst = append(dst, `,"prefix":`...)
		dst = jsonw.AppendString(dst, r.Hashes[i].PrefixHex(Prefix4))
		dst = append(dst, '}')
	}
	dst = append(dst, `],"host_rule":`...)
	dst = jsonw.AppendString(dst, r.Rule.String())
	return append(dst, '}')
}

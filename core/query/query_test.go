package query

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

const table = "../../testdata/query/pairs.tsv"

func TestParse(t *testing.T) {
	for _, r := range tsv.Load(t, table) {
		q := r.Get("query")
		pairs := Parse(q, 0)
		if got, want := string(AppendPairsJSON(nil, pairs)), r.Raw("json"); got != want {
			t.Errorf("%s: Parse(%q)\n got %s\nwant %s", r.Name(), q, got, want)
		}
		checkShortcuts(t, pairs)
		var bad []string
		for _, p := range pairs {
			for _, b := range p.BadEscapes {
				bad = append(bad, strconv.Itoa(b))
			}
		}
		if got, want := strings.Join(bad, ","), r.Get("bad_escapes"); got != want {
			t.Errorf("%s: bad escapes %q, want %q", r.Name(), got, want)
		}
	}
}

func TestValuesAndOf(t *testing.T) {
	q, at, ok := Of("https://h/p?a=1&b=x+y&a=2#f?a=3")
	if !ok || q != "a=1&b=x+y&a=2" || at != 12 {
		t.Fatalf("Of = %q, %d, %v", q, at, ok)
	}
	pairs := Parse(q, at)
	if got := strings.Join(Values(pairs, "a"), ","); got != "1,2" {
		t.Errorf("Values(a) = %q", got)
	}
	if pairs[1].Pos != 16 {
		t.Errorf("pos %d, want 16", pairs[1].Pos)
	}
	if _, _, ok := Of("https://h/p#?a=1"); ok {
		t.Errorf("a ? in the fragment is no query")
	}
}

// FuzzParse checks the pairs against the query: rejoined with & they give
// the query without its empty pairs, positions point at the raw keys, and
// each bad escape is a % that starts no escape.
func FuzzParse(f *testing.F) {
	for _, r := range tsv.Load(f, table) {
		f.Add(r.Get("query"))
	}
	f.Fuzz(func(t *testing.T, q string) {
		pairs := Parse(q, 0)
		var parts []string
		for _, p := range pairs {
			raw := p.RawKey
			if p.HasEquals {
				raw += "=" + p.RawValue
			}
			if raw == "" || !strings.HasPrefix(q[p.Pos:], raw) {
				t.Fatalf("pair %+v not at %d of %q", p, p.Pos, q)
			}
			parts = append(parts, raw)
			for _, b := range p.BadEscapes {
				if q[b] != '%' || b+2 < len(q) && isHex(q[b+1]) && isHex(q[b+2]) && b+2 < p.Pos+len(raw) && !crossesEquals(q, b, p) {
					t.Fatalf("bad escape %d in %q", b, q)
				}
			}
		}
		var want []string
		for _, s := range strings.Split(q, "&") {
			if s != "" {
				want = append(want, s)
			}
		}
		if strings.Join(parts, "&") != strings.Join(want, "&") {
			t.Fatalf("pairs %q, want %q", parts, want)
		}
		checkShortcuts(t, pairs)
		// AppendN keeps the first pairs Parse makes, and counts them all.
		limit := len(q) % 5
		first, total := AppendN(nil, q, 0, limit)
		if total != len(pairs) || len(first) != min(limit, len(pairs)) {
			t.Fatalf("AppendN(%d): %d pairs of %d, Parse %d", limit, len(first), total, len(pairs))
		}
		for i := range first {
			if first[i].Pos != pairs[i].Pos || first[i].Value != pairs[i].Value {
				t.Fatalf("AppendN pair %d %+v, Parse %+v", i, first[i], pairs[i])
			}
		}
	})
}

// checkShortcuts checks the work Parse skips for plain components: each
// pair decodes as decode reads its raw forms, and writes the JSON the
// general path writes.
func checkShortcuts(t *testing.T, pairs []Pair) {
	for i := range pairs {
		p := &pairs[i]
		key, bad := decode(p.RawKey, p.Pos, nil)
		value, bad := decode(p.RawValue, p.Pos+len(p.RawKey)+1, bad)
		if p.Key != key || p.Value != value || !slices.Equal(p.BadEscapes, bad) {
			t.Fatalf("pair %+v, decoding its raw forms gives %q %q %v", *p, key, value, bad)
		}
		if want := plainByBytes(p.RawKey) && plainByBytes(p.RawValue); p.Plain() != want {
			t.Fatalf("pair %+v: Plain() %v, want %v", *p, p.Plain(), want)
		}
		for _, tracking := range []bool{false, true} {
			marked := *p
			marked.Tracking = tracking
			general := marked
			general.plain = false
			if got, want := string(marked.AppendJSON(nil)), string(general.AppendJSON(nil)); got != want {
				t.Fatalf("pair %+v: JSON %s, want %s", marked, got, want)
			}
		}
	}
}

// plainByBytes is Plain's test of one raw component, a byte at a time.
func plainByBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || strings.IndexByte(`%+"\`, c) >= 0 {
			return false
		}
	}
	return true
}

func isHex(c byte) bool { return strings.IndexByte("0123456789abcdefABCDEF", c) >= 0 }

// crossesEquals reports whether the escape at b would run over the `=`
// between key and value (then it is bad: the key ends first).
func crossesEquals(q string, b int, p Pair) bool {
	eq := p.Pos + len(p.RawKey)
	return p.HasEquals && b < eq && b+2 >= eq
}

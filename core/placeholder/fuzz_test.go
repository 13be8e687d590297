package placeholder

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/linkscope/linkscope/internal/tsv"
)

// seeds adds every input of the scan and check tables, and a few hostile
// shapes, to a fuzz target's corpus.
func seeds(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"scan.tsv") {
		f.Add(r.Get("input"))
	}
	for _, r := range tsv.Load(f, tables+"check.tsv") {
		f.Add(r.Get("value"))
	}
	for _, s := range []string{"", "{", "}", "{{", "}}", "__", "_", "*|", "|*", "%%", "%%=", "%7B", "%7B%7B",
		strings.Repeat("{", 300), strings.Repeat("{a:", 100), strings.Repeat("_A", 200), "{a:{b:{c:{d:{e}}}}}",
		"\x00{\xff}", "{{ a\x00 }}", "%%=" + strings.Repeat("x", 300) + "=%%"} {
		f.Add(s)
	}
}

// FuzzScan: whatever the text, in both modes, the placeholders found lie in
// order within it, each the text it says, and the checks, the preview and
// the field attribution hold up.
func FuzzScan(f *testing.F) {
	seeds(f)
	google := NoPlatform + 1
	f.Fuzz(func(t *testing.T, s string) {
		for _, mode := range []Mode{Raw, URL} {
			phs := AppendScan(nil, s, mode)
			end := 0
			for _, ph := range phs {
				if ph.Pos < end || ph.End <= ph.Pos || ph.End > len(s) || ph.Text != s[ph.Pos:ph.End] {
					t.Fatalf("mode %d: %+v after %d in %q", mode, ph, end, s)
				}
				if mode == Raw && ph.Encoded {
					t.Fatalf("raw mode read an encoded placeholder %+v in %q", ph, s)
				}
				end = ph.End
			}
			if len(phs) > MaxFound {
				t.Fatalf("%d found, at most %d", len(phs), MaxFound)
			}
			for from := 0; from <= len(s); from++ {
				got, gotOK := next(s, from, mode)
				want, wantOK := nextEveryByte(s, from, mode)
				if gotOK != wantOK || got != want {
					t.Fatalf("mode %d, from %d in %q: next gives %+v %v, tryAt at every byte %+v %v", mode, from, s, got, gotOK, want, wantOK)
				}
			}
		}
		for _, fd := range Check(nil, google, "utm_campaign", s) {
			if fd.Pos < 1 || fd.Pos > utf8.RuneCountInString(s) {
				t.Fatalf("finding at character %d of %q", fd.Pos, s)
			}
		}
		once, _ := Preview(s, google, "")
		if twice, _ := Preview(once, google, ""); twice != once {
			t.Fatalf("preview not idempotent: %q -> %q -> %q", s, once, twice)
		}
		AppendUses(nil, s, google, Link)
		AppendUnfilled(nil, AppendInLink(nil, s))
	})
}

// FuzzEncode: AppendEncoded writes exactly EncodedLen bytes, keeps the
// value's placeholders (the same ones, in order) and nothing else raw that
// the set does not keep, so the platform finds what the value holds.
func FuzzEncode(f *testing.F) {
	seeds(f)
	set := NewByteSet(unreserved)
	f.Fuzz(func(t *testing.T, v string) {
		out := AppendEncoded(nil, v, &set)
		if len(out) != EncodedLen(v, &set) {
			t.Fatalf("EncodedLen %d, wrote %d for %q", EncodedLen(v, &set), len(out), v)
		}
		if longest(v, &set) > maxSpan {
			return // encoded, a placeholder is longer than the scanner reads as one
		}
		if got, want := names(string(out)), names(v); got != want {
			t.Fatalf("placeholders of %q: %q, encoded %q: %q", v, want, out, got)
		}
		if MapOutside(v, func(s string) string { return s }) != v {
			t.Fatalf("MapOutside with identity changed %q", v)
		}
	})
}

// names lists the well-formed placeholders of a value by syntax and name.
func names(v string) string {
	var b strings.Builder
	for i := 0; i < len(v); {
		ph, ok := Next(v, i, Raw)
		if !ok {
			break
		}
		if ph.Problem == WellFormed {
			// Compared as written: what a URL cannot carry raw is encoded.
			b.WriteString(ph.Syntax.String() + ":" + string(appendPercent(nil, ph.Name, &verbatim)) + " ")
		}
		i = ph.End
	}
	return b.String()
}

// longest is the length of v's longest well-formed placeholder as
// AppendEncoded writes it.
func longest(v string, set *ByteSet) int {
	n := 0
	for i := 0; i < len(v); {
		ph, ok := Next(v, i, Raw)
		if !ok {
			break
		}
		if ph.Problem == WellFormed {
			n = max(n, ph.verbatimLen(set))
		}
		i = ph.End
	}
	return n
}

// FuzzCheck: Check never panics; its findings come in order, each at a
// character of the value, each slip's text where it says, and a slip's
// suggestion is a placeholder the scanner reads whole and well formed.
func FuzzCheck(f *testing.F) {
	seeds(f)
	for _, s := range []string{"{ keyword }", "*FNAME*", "*| FNAME |*", "%emailaddr%", "%% emailaddr %%", "___CID___", "__campaign_name__",
		"{{ campaign.name }}", "{Campaign Id}", "{campaign-id}", "spring___CID__", "%20{%20keyword%20}", "*|%20FNAME%20|*"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		for p := NoPlatform; int(p) < len(tbl.platforms); p++ {
			last := 0
			for _, fd := range Check(nil, p, "utm_content", v) {
				if fd.Pos < last || fd.Pos < 1 || fd.Pos > utf8.RuneCountInString(v)+1 {
					t.Fatalf("%s: finding at %d after %d in %q", p.ID(), fd.Pos, last, v)
				}
				last = fd.Pos
				if !strings.Contains(v, fd.Old) {
					t.Fatalf("%s: finding text %q not in %q", p.ID(), fd.Old, v)
				}
			}
		}
		for _, s := range appendSlips(nil, v, NoPlatform) {
			ph, ok := next(s.entry.Written, 0, Raw)
			if s.pos >= s.end || s.end > len(v) || !ok || ph.Problem != WellFormed || ph.End != len(s.entry.Written) {
				t.Fatalf("slip %+v of %q: bad span or suggestion", s, v)
			}
		}
	})
}

// nextEveryByte is next without its skips: tryAt at every byte, the
// reference next's vector scan and startsNothing must agree with.
func nextEveryByte(s string, from int, mode Mode) (Placeholder, bool) {
	for i := from; i < len(s); i++ {
		if ph, ok := tryAt(s, i, from, mode); ok {
			return ph, true
		}
	}
	return Placeholder{}, false
}

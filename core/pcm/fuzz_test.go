package pcm

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/internal/asciifold"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/tsv"
)

func FuzzParseTrigger(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"trigger.tsv") {
		f.Add(r.Get("url"))
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := ParseTrigger(s)
		if got.Kind != KindTrigger || got.Input != s || !json.Valid(got.AppendJSON(nil)) {
			t.Fatalf("kind %q input ok %v json %s", got.Kind, got.Input == s, got.AppendJSON(nil))
		}
		if !got.Valid {
			if got.Rule == "" || got.Reason == "" || got.Pos < -1 || got.Pos > len(s) || textsafe.Escape(got.Reason) != got.Reason {
				t.Fatalf("rejection without rule, reason or place: %+v", got)
			}
			return
		}
		if got.TriggerData > 15 || (got.Priority != nil && *got.Priority > 63) || got.Site == "" || got.SourceSite == "" ||
			!asciifold.HasPrefix(s, "https:") || strings.IndexByte(s, '#') >= 0 {
			t.Fatalf("accepted what the rules forbid: %+v", got)
		}
		rebuilt := got.URL()
		again := ParseTrigger(rebuilt)
		if !sameTrigger(got, again) || again.URL() != rebuilt {
			t.Fatalf("%q rebuilt as %q parses to %+v (was %+v)", s, rebuilt, again, got)
		}
	})
}

func FuzzParse(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"parse.tsv") {
		f.Add(r.Get("url"))
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := Parse(s)
		if !json.Valid(p.AppendJSON(nil)) || (p.Valid == (p.Rule != "")) || textsafe.Escape(p.Reason) != p.Reason {
			t.Fatalf("Parse(%q) = %+v", s, p)
		}
		if p.Kind == KindTrigger && !sameTrigger(p.Trigger, ParseTrigger(s)) {
			t.Fatalf("Parse and ParseTrigger disagree on %q", s)
		}
	})
}

// FuzzNBit checks the two-digit parsers against the document's §8 steps
// written out literally, and the eight-bit parser against HTML's rules.
func FuzzNBit(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"nbit.tsv") {
		f.Add(r.Get("input"))
	}
	f.Fuzz(func(t *testing.T, s string) {
		if v, err := ParseFourBit(s); (err == nil) != docExtract(s, '1', '5', &v) {
			t.Fatalf("ParseFourBit(%q) = %d, %v", s, v, err)
		}
		if v, err := ParseSixBit(s); (err == nil) != docExtract(s, '6', '3', &v) {
			t.Fatalf("ParseSixBit(%q) = %d, %v", s, v, err)
		}
		v, err := ParseEightBit(s)
		want, ok := htmlNonNegative(s)
		if (err == nil) != (ok && want <= 255) || (err == nil && int(v) != want) {
			t.Fatalf("ParseEightBit(%q) = %d, %v; HTML rules give %d, %v", s, v, err, want, ok)
		}
	})
}

// docExtract is §8's "extract a four-bit (six-bit) decimal value", step by
// step; it reports success and checks the value the parser returned.
func docExtract(s string, maxTens, maxOnes byte, got *uint8) bool {
	if len(s) != 2 {
		return false
	}
	tens, ones := s[0], s[1]
	if tens < '0' || tens > maxTens || ones < '0' || ones > '9' || (tens == maxTens && ones > maxOnes) {
		return false
	}
	return *got == (tens-'0')*10+ones-'0'
}

// htmlNonNegative is HTML's "rules for parsing non-negative integers",
// with the value capped so it cannot overflow.
func htmlNonNegative(s string) (int, bool) {
	s = strings.TrimLeft(s, "\t\n\f\r ")
	// At most one sign character: "-+0" is not a number.
	neg := strings.HasPrefix(s, "-")
	if neg || strings.HasPrefix(s, "+") {
		s = s[1:]
	}
	n, digits := 0, 0
	for ; digits < len(s) && s[digits] >= '0' && s[digits] <= '9'; digits++ {
		n = min(n*10+int(s[digits]-'0'), 1000)
	}
	if digits == 0 || (neg && n != 0) {
		return 0, false
	}
	return n, true
}

func FuzzSite(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"site.tsv") {
		f.Add(r.Get("url"))
	}
	f.Fuzz(func(t *testing.T, s string) {
		site, err := Site(s)
		if err != nil {
			if e := err.(*Error); e.Rule == "" || textsafe.Escape(e.Reason) != e.Reason {
				t.Fatalf("Site(%q) error %+v", s, e)
			}
			return
		}
		if again, err := Site(site); err != nil || again != site {
			t.Fatalf("Site(%q) = %q, but Site of that = %q, %v", s, site, again, err)
		}
	})
}

func FuzzCheckLink(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"link.tsv") {
		f.Add(r.Get("source_site"), r.Get("source_id"), r.Get("destination"))
	}
	f.Fuzz(func(t *testing.T, src, id, dst string) {
		l := Link{SourceSite: src, SourceID: id, Destination: dst}
		r := CheckLink(l)
		if !json.Valid(r.AppendJSON(nil)) || r.Valid != (r.Err == nil) {
			t.Fatalf("CheckLink(%+v) = %+v", l, r)
		}
		if r.Valid && r.Click.SourceSite == r.Click.DestinationSite {
			t.Fatalf("same-site click stored: %+v", r.Click)
		}
		if a := l.Anchor(id); strings.ContainsAny(a[len("<a "):len(a)-len("</a>")], "<") {
			t.Fatalf("Anchor leaks markup: %s", a)
		}
	})
}

package risk

import (
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// lookalikeByDefinition is lookalike as UTS #39 words it: NFD, then each
// non-ASCII character replaced by its ASCII prototype, if all have one.
func lookalikeByDefinition(label string) (string, bool) {
	var b strings.Builder
	for _, r := range norm.NFD.String(label) {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		proto, ok := toASCII()[r]
		if !ok {
			return "", false
		}
		b.WriteString(proto)
	}
	return b.String(), true
}

// FuzzLookalike holds lookalike's shortcuts (no NFD for a label that keeps
// a character with no prototype, no copy for one already in NFD) to the
// definition.
func FuzzLookalike(f *testing.F) {
	for _, s := range []string{"раураl", "аpple", "магазин", "пример", "東京", "é", "e\u0301", "ё", "й", "한국", "\u1175", "ǅ", "ﬁ", "Ⅸ", "xn--80ak6aa92e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, label string) {
		if !utf8.ValidString(label) {
			return
		}
		got, gotOK := lookalike(label)
		want, wantOK := lookalikeByDefinition(label)
		if got != want || gotOK != wantOK {
			t.Fatalf("lookalike(%q) = %q, %v; by definition %q, %v", label, got, gotOK, want, wantOK)
		}
	})
}

package placeholder

import (
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func unreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_' || c == '~'
}

var sets = map[string]ByteSet{
	"value":  NewByteSet(unreserved),
	"marker": NewByteSet(func(c byte) bool { return c == ';' || unreserved(c) }),
}

func TestAppendEncoded(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"encode.tsv") {
		set := sets[r.Get("set")]
		v := r.Get("value")
		got := string(AppendEncoded(nil, v, &set))
		if got != r.Get("want") {
			t.Errorf("%s: %q\n got %q\nwant %q", r.Name(), v, got, r.Get("want"))
		}
		if n := EncodedLen(v, &set); n != len(got) {
			t.Errorf("%s: EncodedLen %d, wrote %d", r.Name(), n, len(got))
		}
	}
}

func TestOutside(t *testing.T) {
	upper := func(s string) string {
		b := []byte(s)
		for i, c := range b {
			if 'a' <= c && c <= 'z' {
				b[i] = c - 'a' + 'A'
			}
		}
		return string(b)
	}
	for in, want := range map[string]string{
		"spring {campaignid} sale":  "SPRING {campaignid} SALE",
		"*|CAMPAIGN_UID|*":          "*|CAMPAIGN_UID|*",
		"no placeholder":            "NO PLACEHOLDER",
		"{campaignid":               "{CAMPAIGNID",
		"a{{ contact.firstname }}b": "A{{ contact.firstname }}B",
	} {
		if got := MapOutside(in, upper); got != want {
			t.Errorf("MapOutside(%q) = %q, want %q", in, got, want)
		}
	}
	isSpace := func(r rune) bool { return r == ' ' }
	if i := IndexOutside("{{ contact.firstname }}", isSpace); i != -1 {
		t.Errorf("a space inside a placeholder was found at %d", i)
	}
	if i := IndexOutside("{{ x }} y", isSpace); i != 7 {
		t.Errorf("IndexOutside = %d, want 7", i)
	}
	parts, n := Literals("2026-{campaignid}_{keyword}")
	for s, want := range map[string]bool{"2026-123_shoes": true, "2026-_": true, "2025-1_x": false, "2026-1": false} {
		if got := MatchesLiterals(s, parts); got != want || n != 2 {
			t.Errorf("MatchesLiterals(%q, %q) = %v, want %v", s, parts, got, want)
		}
	}
}

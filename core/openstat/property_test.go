package openstat

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
)

// alphabet holds what random fields are drawn from: every reserved URI
// character the specification allows in a field (all but ';', '&', '='),
// '+', '%', space, unreserved ASCII, Cyrillic, CJK and non-BMP characters.
var alphabet = []rune(":/?#[]@!$'()*,+% -._~aZ09пжь中文😀𝄞ᚠ")

func randomField(rng *rand.Rand, required bool) string {
	n := rng.IntN(8)
	if required && n == 0 {
		n = 1
	}
	var b strings.Builder
	for range n {
		if rng.IntN(10) == 0 {
			// Any printable rune outside the excluded categories.
			r := rune(rng.IntN(0x2FFFF))
			if utf8.ValidRune(r) && !unicode.Is(unicode.Cc, r) && !unicode.Is(unicode.Cf, r) && r != ';' && r != '&' && r != '=' {
				b.WriteRune(r)
				continue
			}
		}
		b.WriteRune(alphabet[rng.IntN(len(alphabet))])
	}
	return b.String()
}

var bases = []string{
	"http://example.org", "https://example.org/p", "http://example.org/p?", "http://example.org/p?a=1&b=2",
	"http://example.org/p#frag", "https://пример.рф/путь?q=1#x", "http://[2001:db8::1]:8080/?_openstat=old;1;2;3",
}

// TestTagDecodeRoundTrip is the property decode(tag(x)) == x for random
// valid markers, in both encodings and both places.
func TestTagDecodeRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 3000 {
		m := Marker{randomField(rng, true), randomField(rng, false), randomField(rng, false), randomField(rng, false)}
		if err := m.Validate(); err != nil {
			t.Fatalf("generator made an invalid marker %+q: %v", m, err)
		}
		base := bases[i%len(bases)]
		for _, enc := range []Encoding{Percent, Base64, Auto} {
			for _, place := range []Place{Query, Fragment} {
				tagged, err := Tag(base, m, enc, place)
				if err != nil {
					t.Fatalf("Tag(%q, %+q): %v", base, m, err)
				}
				d := Decode(tagged.URL)
				if !d.Found || d.Marker != m || d.Place != place || d.Encoding != tagged.Encoding {
					t.Fatalf("round trip of %+q via %s/%s:\n%s\ngave %+v", m, enc, place, tagged.URL, d)
				}
				if strings.ContainsAny(tagged.Encoded, "+=") {
					t.Fatalf("encoded marker %q holds '+' or '=' padding", tagged.Encoded)
				}
			}
		}
	}
}

// FuzzDecode: Decode never panics, a found marker always passes
// validation, and re-tagging what was found decodes to the same marker.
func FuzzDecode(f *testing.F) {
	for _, name := range []string{"valid.tsv", "invalid.tsv", "tag.tsv"} {
		for _, row := range readTable(f, name) {
			f.Add(row.Get("url"))
		}
	}
	f.Fuzz(func(t *testing.T, u string) {
		d := Decode(u)
		if !d.Found {
			if d.Reason == "" && d.Candidate {
				t.Fatalf("an ignored candidate has no reason: %q", u)
			}
			return
		}
		if err := d.Marker.Validate(); err != nil {
			t.Fatalf("found an invalid marker in %q: %v", u, err)
		}
		if d.Reason != "" {
			t.Fatalf("found with a reason: %q", d.Reason)
		}
		if d.Pos < 0 || d.Pos+len(d.Raw) > len(u) || u[d.Pos:d.Pos+len(d.Raw)] != d.Raw {
			t.Fatalf("offset %d does not point at raw %q in %q", d.Pos, d.Raw, u)
		}
		enc := d.Encoding
		var fe *FieldError
		if _, err := Encode(d.Marker, enc); errors.As(err, &fe) && fe.Rule == finding.RulePlaceholderBase64 {
			// A marker someone base64-encoded around a placeholder is read
			// (it is valid), but the encoder refuses to write one: the
			// platform could not fill it. It must round-trip as percent.
			enc = Percent
		}
		tagged, err := Tag("http://example.org/", d.Marker, enc, d.Place)
		if err != nil {
			t.Fatalf("cannot re-tag a found marker %+q: %v", d.Marker, err)
		}
		if back := Decode(tagged.URL); back.Marker != d.Marker {
			t.Fatalf("re-tagged %+q decodes to %+q", d.Marker, back.Marker)
		}
	})
}

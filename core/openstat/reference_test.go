package openstat

import (
	"strings"
	"testing"
	"unicode"
)

// lastQueryMarkerByPairs is lastQueryMarker as it was first written, pair
// by pair: the reference the jumping search is held to.
func lastQueryMarkerByPairs(query string) (value string, offset, count int) {
	for start := 0; start <= len(query); {
		end := strings.IndexByte(query[start:], '&')
		if end < 0 {
			end = len(query)
		} else {
			end += start
		}
		p := query[start:end]
		if strings.HasPrefix(p, Key) && (len(p) == len(Key) || p[len(Key)] == '=') {
			count++
			offset = min(start+len(Key)+1, end)
			value = query[offset:end]
		}
		start = end + 1
	}
	return value, offset, count
}

// FuzzLastQueryMarker holds lastQueryMarker to the pair-by-pair reading.
func FuzzLastQueryMarker(f *testing.F) {
	for _, s := range []string{"", "_openstat", "_openstat=", "a=1&_openstat=x;y;z;w&_openstat", "x_openstat=1&_openstat&&_openstat=2",
		"_openstatX=1", "a=_openstat=2", "_openstat=a&b=_openstat&_openstat=c", "&_openstat=&", "_openstat_openstat=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		v, o, n := lastQueryMarker(q)
		wv, wo, wn := lastQueryMarkerByPairs(q)
		if n != wn || n > 0 && (v != wv || o != wo) {
			t.Fatalf("lastQueryMarker(%q) = %q, %d, %d; want %q, %d, %d", q, v, o, n, wv, wo, wn)
		}
	})
}

// FuzzAppendJSONPlain: what Decode marks plain is written as AppendString
// would write it.
func FuzzAppendJSONPlain(f *testing.F) {
	for _, s := range []string{"http://x/?_openstat=ZGlyZWN0LnlhbmRleC5ydTszMzYzOTE2Nzs4MzY1MzQ4MDY7c2lkZWJhcg",
		"http://x/?_openstat=a%22b;c\\;d;e", "http://x/#_openstat=b3BlbnN0YXQucnU7NjYyMTc0NTc7MzcyMDQyMDgzO9Cy0LXRgNGF",
		"http://x/?_openstat=YSJiO2M7ZDtl", "#_openstat=\r", "?_openstat=YWJj\nZA", "http://x/?_openstat=ZGlyZWN0LnlhbmRleC5ydTszMzYzOTE2Nzs4MzY1MzQ4MDY7c2lkZWJhcg%3D%3D"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, u string) {
		d := Decode(u)
		got := string(d.AppendJSON(nil))
		d.plain = 0
		if want := string(d.AppendJSON(nil)); got != want {
			t.Fatalf("Decode(%q) JSON\n%s\nwant\n%s", u, got, want)
		}
	})
}

// typoWarningsByCut is typoWarnings as it was first written: the reference
// the narrower key search is held to.
func typoWarningsByCut(query string) []string {
	var out []string
	for rest := query; rest != ""; {
		var p string
		p, rest, _ = strings.Cut(rest, "&")
		k, _, _ := strings.Cut(p, "=")
		if len(k) < len(Key)-2 || len(k) > len(Key)+2 || k == Key || editDistance(k, Key) > 2 {
			continue
		}
		out = append(out, "the query key "+quote(k)+" looks like a misspelt _openstat and is ignored")
	}
	return out
}

// FuzzTypoWarnings holds typoWarnings to the pair-by-pair reading.
func FuzzTypoWarnings(f *testing.F) {
	for _, s := range []string{"", "_opnstat=1&_openstat=2&openstat&_OPENSTAT=&&x", "utm_source=a&_open\x7fstat=b", "_openstatxy=1&_openstatxyz", "=&_opentat"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		if got, want := strings.Join(typoWarnings(q), "|"), strings.Join(typoWarningsByCut(q), "|"); got != want {
			t.Fatalf("typoWarnings(%q) = %q, want %q", q, got, want)
		}
	})
}

// TestRefusedRune: the shortcut agrees with the Unicode tables over every
// rune it answers alone.
func TestRefusedRune(t *testing.T) {
	for r := rune(0x80); r < 0x800; r++ {
		if got, want := refusedRune(r), unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r); got != want {
			t.Fatalf("refusedRune(%U) = %v, want %v", r, got, want)
		}
	}
}

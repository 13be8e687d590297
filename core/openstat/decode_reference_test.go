package openstat

import (
	"encoding/base64"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/internal/hexdigit"
	"github.com/linkscope/linkscope/core/textsafe"
)

// decodeByEscapes is Decode as it was before the base64 shortcut: every
// value percent-decoded first, then tried as base64 by encoding/base64.
// The reference FuzzDecodeShortcut holds Decode to.
func decodeByEscapes(rawURL string) Decoded {
	var d Decoded
	head, query, fragment, _, hasFragment := split(rawURL)
	qStart := len(head) + 1
	raw, off, count := lastQueryMarker(query)
	fragOff := -1
	if hasFragment {
		fragOff = strings.Index(fragment, Key+"=")
	}
	switch {
	case count > 0:
		d.Candidate, d.Place, d.Raw, d.Pos = true, Query, raw, qStart+off
		if count > 1 {
			d.Warnings = append(d.Warnings, strconv.Itoa(count)+" _openstat pairs in the query; the last one counts")
		}
		if fragOff >= 0 {
			d.Warnings = append(d.Warnings, "the fragment's marker is shadowed by the query marker and ignored")
		}
	case fragOff >= 0:
		start := len(rawURL) - len(fragment) + fragOff + len(Key) + 1
		d.Candidate, d.Place, d.Raw, d.Pos = true, Fragment, rawURL[start:], start
		if fragOff > 0 {
			d.Warnings = append(d.Warnings, "the fragment does not start with _openstat=; the marker is read from where _openstat= stands")
		}
	default:
		d.Reason = nearMiss(rawURL, query)
		d.Warnings = typoWarnings(query)
		return d
	}
	d.decodeValueByEscapes()
	return d
}

func (d *Decoded) decodeValueByEscapes() {
	if d.Raw == "" {
		d.Reason = "the marker is empty"
		return
	}
	text, err := percentDecode(d.Raw)
	if err != "" {
		d.Reason = err
		return
	}
	if strings.IndexByte(d.Raw, '+') >= 0 {
		d.Warnings = append(d.Warnings, "'+' read as a space (form encoding); the canonical encoder writes %20")
	}
	d.Encoding = Percent
	if b, err := stdlibBase64(trimPadding(text)); err == nil {
		if text == d.Raw {
			d.plain |= plainRaw
		}
		d.Encoding, text = Base64, b
	} else if isBase64URL(text) {
		d.Reason = "not a valid URL-safe base64 marker: " + err.Error()
		return
	} else if indexFold(d.Raw, "%3b") >= 0 {
		d.Warnings = append(d.Warnings, "the separators were percent-encoded as %3B; the canonical form writes ';'")
	}
	d.Text = text
	d.split(text)
}

// stdlibBase64 is encoding/base64's unpadded URL-safe decoder, less the
// line breaks it skips (they are not in the alphabet).
func stdlibBase64(s string) (string, error) {
	if s == "" {
		return "", base64.CorruptInputError(0)
	}
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		return "", base64.CorruptInputError(i)
	}
	b, err := base64.RawURLEncoding.DecodeString(s)
	return string(b), err
}

// FuzzDecodeShortcut holds Decode to decodeByEscapes.
func FuzzDecodeShortcut(f *testing.F) {
	for _, s := range []string{"http://x/?_openstat=ZGlyZWN0LnlhbmRleC5ydTszMzYzOTE2Nzs4MzY1MzQ4MDY7c2lkZWJhcg",
		"http://x/?_openstat=YWJj%3D&_openstat=YWJjZ", "#_openstat=YQ==", "#_openstat=YQ===", "#_openstat=YWJjZ", "?_openstat=YWJj\nZA",
		"?_openstat=a;b;c;d", "?_openstat=a%3Bb%3bc%3Bd", "?_openstat=a+b;c;d;e", "?_openstat=%zz", "?_openstat=Y-_Y;Y;Y;Y", "#_openstat=_-_-",
		"?_openstat=" + strings.Repeat("QUJD", 80)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, u string) {
		if got, want := Decode(u), decodeByEscapes(u); !reflect.DeepEqual(got, want) {
			t.Fatalf("Decode(%q)\n%+v\nwant\n%+v", u, got, want)
		}
	})
}

// FuzzDecodeBase64URL holds decodeBase64URL to encoding/base64 on what it
// accepts, and checks it refuses only what encoding/base64 refuses or
// skips (line breaks).
func FuzzDecodeBase64URL(f *testing.F) {
	for _, s := range []string{"", "Y", "YQ", "YWI", "YWJj", "YWJjZ", "_-_-", "YQ==", "YW\nJj", "a;b"} {
		f.Add(s)
	}
	// Markers as written: whole groups of four and the two or three
	// characters after them, a byte outside the alphabet at places of a
	// group, and lengths about the stack buffer's (252 characters decode
	// to 189 bytes).
	marker := "ZGlyZWN0LnlhbmRleC5ydTszMzYzOTE2Nzs4MzY1MzQ4MDY7c2lkZWJhcg"
	for _, s := range []string{marker, marker[:8], marker[:16], marker[:12], marker[:10], marker[:11], "YWJjZGVm", "YWJjZGVm=",
		"YWJj.GVm", "YWJjZGV;", "-_-_-_-_-_-_-_-_", strings.Repeat("QUJD", 63), strings.Repeat("QUJD", 64), strings.Repeat("QUJD", 63) + "QQ",
		strings.Repeat("QUJD", 62) + "QUJ\x80", "\xffYWJjZGVm"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := decodeBase64URL(s)
		want, err := stdlibBase64(s)
		if ok != (err == nil) || ok && got != want {
			t.Fatalf("decodeBase64URL(%q) = %q, %v; encoding/base64 gives %q, %v", s, got, ok, want, err)
		}
	})
}

// percentDecodeByMake is percentDecode as it was before it decoded on the
// stack: a byte slice made for each marker. The reference
// FuzzPercentDecode holds percentDecode to.
func percentDecodeByMake(s string) (string, string) {
	if strings.IndexByte(s, '%') < 0 && strings.IndexByte(s, '+') < 0 {
		return s, ""
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '+':
			b = append(b, ' ')
		case '%':
			if i+2 >= len(s) || hexdigit.Value(s[i+1]) < 0 || hexdigit.Value(s[i+2]) < 0 {
				return "", "malformed percent escape " + textsafe.Escape(s[i:min(i+3, len(s))]) + " at byte " + strconv.Itoa(i) + " of the marker"
			}
			b = append(b, byte(hexdigit.Value(s[i+1])<<4|hexdigit.Value(s[i+2])))
			i += 2
		default:
			b = append(b, c)
		}
	}
	return string(b), ""
}

// FuzzPercentDecode: the stack-decoded percentDecode gives what the
// allocating one gave, markers longer than its stack buffer included.
func FuzzPercentDecode(f *testing.F) {
	for _, s := range []string{"", "plain", "a+b%20c", "direct.yandex.ru%3B123%3B456%3Bleft", "%zz", "%4", "%",
		strings.Repeat("%41+", 60), strings.Repeat("x", 191) + "%41", strings.Repeat("y", 193) + "+"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, gotErr := percentDecode(s)
		want, wantErr := percentDecodeByMake(s)
		if got != want || gotErr != wantErr {
			t.Fatalf("percentDecode(%q) = %q, %q; want %q, %q", s, got, gotErr, want, wantErr)
		}
	})
}

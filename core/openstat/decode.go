package openstat

import (
	"encoding/base64"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/internal/hexdigit"
	"github.com/linkscope/linkscope/core/textsafe"
)

// Decoded is what Decode found in a URL: a valid marker, or the reason the
// candidate was ignored.
type Decoded struct {
	Found     bool     // a valid marker was found
	Candidate bool     // the URL has an `_openstat` pair or fragment marker at all
	Place     Place    // where the candidate stands
	Pos       int      // byte offset (from 0) of the encoded marker in the URL
	Raw       string   // the encoded marker as written in the URL
	Encoding  Encoding // how Raw was read: Percent or Base64
	Text      string   // the decoded marker text, when it could be decoded
	Marker    Marker   // the fields of a valid marker
	Reason    string   // why the candidate was ignored; "" when Found or when there is none
	Fields    []string // what splitting produced, when the split did not give a valid marker
	Warnings  []string // things that are legal but worth a look

	// plain marks what Decode saw is written in JSON as itself, so that
	// AppendJSON copies it without a scan; a Decoded made otherwise has
	// none marked and is scanned.
	plain plainParts
}

// plainParts are the parts of a Decoded known to be printable ASCII
// without '"' or '\\'.
type plainParts uint8

const (
	plainRaw    plainParts = 1 << iota // Raw
	plainMarker                        // every field of Marker
)

// Decode finds and decodes the Openstat marker of rawURL.
func Decode(rawURL string) Decoded {
	var d Decoded
	head, query, fragment, _, hasFragment := split(rawURL)
	raw, off, count := lastQueryMarker(query)
	m := queryMarker{raw: raw, pos: len(head) + 1 + off, count: count}
	if !d.place(rawURL, m, fragment, fragmentMarker(fragment, hasFragment)) {
		d.Reason = nearMiss(rawURL, query)
		d.Warnings = typoWarnings(query)
		return d
	}
	d.decodeValue()
	return d
}

// queryMarker is the last _openstat pair of a query: its value as
// written, where that starts in the link, and how many such pairs the
// query holds (0: none, and the rest unset).
type queryMarker struct {
	raw        string
	pos, count int
}

// fragmentMarker is where "_openstat=" stands in the fragment, -1 for
// nowhere or no fragment.
func fragmentMarker(fragment string, hasFragment bool) int {
	if !hasFragment {
		return -1
	}
	return strings.Index(fragment, Key+"=")
}

// place sets d's candidate marker: the query's (m) when it has one, else
// the fragment's (at fragOff in fragment, the end of rawURL), with the
// warnings each calls for. It reports false when neither holds one.
func (d *Decoded) place(rawURL string, m queryMarker, fragment string, fragOff int) bool {
	switch {
	case m.count > 0:
		d.Candidate, d.Place, d.Raw, d.Pos = true, Query, m.raw, m.pos
		if m.count > 1 {
			d.Warnings = append(d.Warnings, strconv.Itoa(m.count)+" _openstat pairs in the query; the last one counts")
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
		return false
	}
	return true
}

// lastQueryMarker returns the value of the last `_openstat` pair of query,
// its offset in query and how many such pairs there are. A bare
// `_openstat` (no '=') counts, with an empty value. It jumps between the
// key's occurrences rather than splitting every pair: most queries have
// none, and a vector search says so at once.
func lastQueryMarker(query string) (value string, offset, count int) {
	for from := 0; from < len(query); {
		i := strings.Index(query[from:], Key)
		if i < 0 {
			break
		}
		i += from
		end := i + len(Key)
		from = end
		if i > 0 && query[i-1] != '&' || end < len(query) && query[end] != '=' && query[end] != '&' {
			continue // inside a key or a value: no pair of its own
		}
		count++
		if end == len(query) || query[end] == '&' {
			value, offset = "", end
			continue
		}
		offset = end + 1
		next := strings.IndexByte(query[offset:], '&')
		if next < 0 {
			next = len(query) - offset
		}
		value, from = query[offset:offset+next], offset+next
	}
	return value, offset, count
}

func (d *Decoded) decodeValue() {
	if d.Raw == "" {
		d.Reason = "the marker is empty"
		return
	}
	// Most markers are base64 as written: no escape to decode, nothing to
	// warn about, and one pass both checks the alphabet and decodes.
	if b, ok := decodeBase64URL(trimPadding(d.Raw)); ok {
		d.plain |= plainRaw
		d.Encoding, d.Text = Base64, b
		d.split(b)
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
	if isBase64URL(text) {
		// Base64 once its escapes are decoded (%3D padding, or a length
		// of 4n+1 the decoder refuses).
		b, ok := decodeBase64URL(trimPadding(text))
		if !ok {
			_, err := base64.RawURLEncoding.DecodeString(trimPadding(text))
			d.Reason = "not a valid URL-safe base64 marker: " + err.Error()
			return
		}
		if text == d.Raw {
			d.plain |= plainRaw
		}
		d.Encoding, text = Base64, b
	} else if indexFold(d.Raw, "%3b") >= 0 {
		d.Warnings = append(d.Warnings, "the separators were percent-encoded as %3B; the canonical form writes ';'")
	}
	d.Text = text
	d.split(text)
}

func (d *Decoded) split(text string) {
	if m, plain, ok := splitValid(text); ok {
		d.Found, d.Marker = true, m
		if plain {
			d.plain |= plainMarker
		}
		return
	}
	if !utf8.ValidString(text) {
		i := invalidUTF8At(text)
		d.Reason = "the decoded marker is not valid UTF-8 (byte 0x" + strconv.FormatUint(uint64(text[i]), 16) +
			" at byte " + strconv.Itoa(i) + " of the decoded marker)"
		return
	}
	n := strings.Count(text, ";") + 1
	if n != 4 {
		d.Fields = strings.Split(text, ";")
		d.Reason = "the marker has " + strconv.Itoa(n) + " field"
		if n != 1 {
			d.Reason += "s"
		}
		d.Reason += "; exactly 4 (service;campaign;ad;source) are required"
		return
	}
	s1 := strings.IndexByte(text, ';')
	s2 := s1 + 1 + strings.IndexByte(text[s1+1:], ';')
	s3 := s2 + 1 + strings.IndexByte(text[s2+1:], ';')
	m := Marker{Service: text[:s1], Campaign: text[s1+1 : s2], Ad: text[s2+1 : s3], Source: text[s3+1:]}
	if err := m.Validate(); err != nil {
		d.Fields = []string{m.Service, m.Campaign, m.Ad, m.Source}
		d.Reason = err.Error()
		return
	}
	d.Found, d.Marker = true, m
}

// isBase64URL reports whether s is made only of the URL-safe base64
// alphabet with at most two trailing '='.
func isBase64URL(s string) bool {
	body := trimPadding(s)
	if body == "" {
		return false
	}
	for i := 0; i < len(body); i++ {
		if !isBase64Byte[body[i]] {
			return false
		}
	}
	return true
}

// percentDecode decodes %XX escapes and reads '+' as a space. It returns s
// itself, without allocating, when there is nothing to decode, and a reason
// naming the position of a malformed escape. A marker's usual length is
// decoded on the stack: the decoded string is its one allocation.
func percentDecode(s string) (string, string) {
	if strings.IndexByte(s, '%') < 0 && strings.IndexByte(s, '+') < 0 {
		return s, ""
	}
	var stack [192]byte
	b := stack[:0]
	if len(s) > len(stack) {
		b = make([]byte, 0, len(s))
	}
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

func invalidUTF8At(s string) int {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return 0
}

// trimPadding removes at most two trailing '=': a third is not padding, and
// makes the value an (invalid) plain marker.
func trimPadding(s string) string {
	return strings.TrimSuffix(strings.TrimSuffix(s, "="), "=")
}

package extract

import (
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"
)

// decodeCharset converts a text part from its MIME charset to UTF-8,
// keeping the offsets (into the raw part) of each decoded byte, and says
// what could not be read ("" when all was).
//
// It reads the charsets mail clients read: the WHATWG Encoding Standard's
// labels (what Thunderbird decodes, through encoding_rs), then the IANA
// registry's; UTF-16 and UTF-32 in every spelling (a byte order mark
// first, else the declared order, else, for plain "utf-16" or "utf-32",
// the order the text's zero bytes show, as ASCII-heavy text shows it);
// and UTF-7 (RFC 2152), which Outlook still reads and which hides a link's
// letters from a reader that does not. Each byte of a single-byte charset
// (windows-1251, koi8-r, iso-8859-*), each code unit of UTF-16 and UTF-32
// and each character of UTF-7 keeps its own offset; the other multi-byte
// charsets are decoded whole, their links at the part's first byte. A
// charset nobody reads is left as UTF-8, and the part says so.
func decodeCharset(text string, offsets []int32, charset string) (string, []int32, string) {
	cs := strings.Trim(strings.ToLower(strings.TrimSpace(charset)), `"'`)
	switch cs {
	case "", "utf-8", "utf8", "us-ascii", "ascii":
		return text, offsets, ""
	}
	if u, ok := unicodeForms[cs]; ok {
		return u.decode(text, offsets, cs)
	}
	enc := lookupCharset(cs)
	if enc == nil {
		return text, offsets, "the charset " + strconv.Quote(charset) +
			" is not one linkscope reads: the part was read as UTF-8, and links in other letters may be missed"
	}
	if isASCII(text) && !statefulCharset(cs) {
		return text, offsets, ""
	}
	if cm, single := enc.(*charmap.Charmap); single {
		out, offs := decodeSingleByte(text, offsets, cm)
		return out, offs, ""
	}
	out, err := enc.NewDecoder().String(text)
	if err != nil || strings.ContainsRune(out, utf8.RuneError) && !strings.ContainsRune(text, utf8.RuneError) {
		why := "the part is not valid " + charset + ": the characters that are not were read as U+FFFD, and a link among them may be missed"
		if err != nil {
			return text, offsets, "the part could not be read as " + charset + ": it was read as UTF-8, and links in other letters may be missed"
		}
		return out, make([]int32, len(out)), why
	}
	return out, make([]int32, len(out)), ""
}

// lookupCharset is the encoding a label names: the WHATWG table first,
// then the IANA registry's names and aliases; nil for none, or for the
// WHATWG "replacement" encoding, which reads the whole part as one U+FFFD.
func lookupCharset(cs string) encoding.Encoding {
	if enc, err := htmlindex.Get(cs); err == nil {
		if name, _ := htmlindex.Name(enc); name == "replacement" {
			return nil
		}
		return enc
	}
	if enc, err := ianaindex.IANA.Encoding(cs); err == nil && enc != nil {
		return enc
	}
	return nil
}

// statefulCharset: a 7-bit charset whose ASCII bytes are not always
// ASCII text (ISO-2022 shifts into other letters with ESC sequences).
func statefulCharset(cs string) bool {
	return strings.HasPrefix(cs, "iso-2022") || strings.HasPrefix(cs, "csiso2022") || cs == "hz-gb-2312"
}

// decodeSingleByte decodes each byte alone, so the offsets follow it.
func decodeSingleByte(text string, offsets []int32, cm *charmap.Charmap) (string, []int32) {
	var table [256]string
	for b := 0; b < 256; b++ {
		table[b] = string(cm.DecodeByte(byte(b)))
	}
	var sb strings.Builder
	newOffsets := make([]int32, 0, len(text))
	for i := 0; i < len(text); i++ {
		r := table[text[i]]
		sb.WriteString(r)
		for range len(r) {
			newOffsets = append(newOffsets, offsetOf(offsets, i))
		}
	}
	return sb.String(), newOffsets
}

// offsetOf is the raw offset of byte i of a part's text.
func offsetOf(offsets []int32, i int) int32 {
	if offsets != nil {
		return offsets[i]
	}
	return int32(i)
}

// unicodeForm is one of the Unicode encodings that are not ASCII
// supersets: a code unit's width and its byte order when the label says
// it (0 when the label leaves it to the BOM or the text).
type unicodeForm struct {
	width int  // 2 (UTF-16), 4 (UTF-32), 1 (UTF-7)
	order byte // 'b' big-endian, 'l' little-endian, 0 undeclared
}

// unicodeForms are the labels of the Unicode encodings (the IANA
// registry's names and aliases, and the WHATWG labels of UTF-16LE and
// UTF-16BE).
var unicodeForms = map[string]unicodeForm{
	"utf-16": {2, 0}, "utf-16le": {2, 'l'}, "utf-16be": {2, 'b'}, "csutf16": {2, 0}, "csutf16le": {2, 'l'}, "csutf16be": {2, 'b'},
	"ucs-2": {2, 0}, "iso-10646-ucs-2": {2, 0}, "csunicode": {2, 0}, "unicode": {2, 'l'}, "unicodefeff": {2, 'l'}, "unicodefffe": {2, 'b'},
	"utf-32": {4, 0}, "utf-32le": {4, 'l'}, "utf-32be": {4, 'b'}, "csutf32": {4, 0}, "csutf32le": {4, 'l'}, "csutf32be": {4, 'b'},
	"ucs-4": {4, 0}, "iso-10646-ucs-4": {4, 0}, "csucs4": {4, 0},
	"utf-7": {1, 0}, "csutf7": {1, 0}, "unicode-1-1-utf-7": {1, 0}, "csunicode11utf7": {1, 0}, "x-unicode20utf7": {1, 0},
}

func (u unicodeForm) decode(text string, offsets []int32, label string) (string, []int32, string) {
	if u.width == 1 {
		return decodeUTF7(text, offsets)
	}
	order, start := u.order, 0
	switch {
	case u.width == 2 && strings.HasPrefix(text, "\xfe\xff"), u.width == 4 && strings.HasPrefix(text, "\x00\x00\xfe\xff"):
		order, start = 'b', u.width
	case u.width == 2 && strings.HasPrefix(text, "\xff\xfe") && !strings.HasPrefix(text, "\xff\xfe\x00\x00"),
		u.width == 4 && strings.HasPrefix(text, "\xff\xfe\x00\x00"):
		order, start = 'l', u.width
	case order == 0:
		order = guessOrder(text, u.width)
	}
	var sb strings.Builder
	newOffsets := make([]int32, 0, len(text))
	bad := 0
	for i := start; i+u.width <= len(text); {
		at := offsetOf(offsets, i)
		r, size := u.unit(text[i:], order)
		if u.width == 2 && utf16.IsSurrogate(r) {
			r, size = u.pair(text[i:], order)
		}
		if !utf8.ValidRune(r) {
			r, bad = utf8.RuneError, bad+1
		}
		n := sb.Len()
		sb.WriteRune(r)
		for range sb.Len() - n {
			newOffsets = append(newOffsets, at)
		}
		i += size
	}
	// Bytes past the last whole unit are a cut unit, unless they are the
	// line break an 8bit body ends with.
	rest := text[start+(len(text)-start)/u.width*u.width:]
	if strings.Trim(rest, "\r\n") != "" || bad > 0 {
		return sb.String(), newOffsets, "the part is not valid " + label + " (" + strconv.Itoa(bad) +
			" bad code units, or a cut one at its end): those were read as U+FFFD, and a link among them may be missed"
	}
	return sb.String(), newOffsets, ""
}

// unit reads one code unit in the byte order.
func (u unicodeForm) unit(s string, order byte) (rune, int) {
	var v uint32
	for k := range u.width {
		b := uint32(s[k])
		if order == 'l' {
			v |= b << (8 * k)
		} else {
			v = v<<8 | b
		}
	}
	if v > utf8.MaxRune {
		return utf8.RuneError, u.width
	}
	return rune(v), u.width
}

// pair reads a UTF-16 surrogate pair; a lone surrogate is U+FFFD.
func (u unicodeForm) pair(s string, order byte) (rune, int) {
	hi, _ := u.unit(s, order)
	if len(s) < 4 {
		return utf8.RuneError, 2
	}
	lo, _ := u.unit(s[2:], order)
	r := utf16.DecodeRune(hi, lo)
	if r == utf8.RuneError {
		return utf8.RuneError, 2
	}
	return r, 4
}

// guessOrder reads the byte order from where the zero bytes stand: text
// that is mostly ASCII (and a link is) has its zero bytes high in each
// unit. Without a sign either way it is big-endian, as RFC 2781 section
// 4.3 and the Unicode Standard (section 3.10) say.
func guessOrder(text string, width int) byte {
	var high, low int
	for i := 0; i+width <= len(text) && i < 1<<16; i += width {
		if text[i] == 0 && text[i+width-1] != 0 {
			high++
		}
		if text[i+width-1] == 0 && text[i] != 0 {
			low++
		}
	}
	if low > high {
		return 'l'
	}
	return 'b'
}

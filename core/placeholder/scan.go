package placeholder

import (
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/internal/bytespan"
)

// Mode says what the scanner reads as a placeholder's delimiters.
type Mode uint8

// The modes.
const (
	// Raw reads a value as typed, where {campaignid} is a placeholder and
	// %7Bcampaignid%7D is text.
	Raw Mode = iota
	// URL reads a link, where the delimiters may also stand percent-encoded:
	// %7Bcampaignid%7D, %7B%7Bcampaign.name%7D%7D, *%7CEMAIL%7C*. Such a
	// placeholder is Encoded: no platform fills it.
	URL
)

// Problem says what is wrong with a placeholder attempt.
type Problem uint8

// The problems.
const (
	WellFormed    Problem = iota
	Unclosed              // an opening delimiter with no closing one: {campaignid, *|EMAIL
	Unopened              // a closing delimiter with no opening one: campaignid}, *EMAIL|*
	OneUnderscore         // a TikTok macro with one underscore on a side: _CAMPAIGN_NAME_
)

var problemNames = [...]string{"", "unclosed", "unopened", "one-underscore"}

// String is the problem's name: "unclosed", "unopened", "one-underscore";
// "" for WellFormed.
func (p Problem) String() string {
	if int(p) < len(problemNames) {
		return problemNames[p]
	}
	return "unknown"
}

// Placeholder is one placeholder, or malformed attempt at one, found in a
// text.
type Placeholder struct {
	Pos, End int    // byte offsets of Text in the scanned text
	Text     string // as written there, encoded or not
	Syntax   Syntax
	// Name is the placeholder's name, decoded and without delimiters,
	// padding or argument: "campaignid", "campaign.name", "CAMPAIGN_NAME",
	// "CAMPAIGN_UID", "emailname_"; an AMPscript expression as written.
	Name string
	// Arg is what follows the name: "m." in {ifmobile:m.}, "Y" in
	// *|DATE:Y|*, the filters of a double-brace name ("|default('there')").
	Arg    string
	HasArg bool
	// Encoded says a delimiter or a byte of the name was percent-encoded
	// (read in URL mode): the platform, which looks for the placeholder as
	// written, never sees it.
	Encoded bool
	Problem Problem
	// Delim is the delimiter at fault in a malformed attempt: '{' or '}',
	// '|' (a merge tag), '%' (a personalization string), '_' (a macro).
	Delim byte
	// Platforms are the platforms that know the name (for a malformed
	// attempt, the name it was meant to be).
	Platforms Set
	inner     string // the name with its separator and argument, as the table keys names
}

// WellFormed reports a placeholder a platform could fill: no problem, not
// encoded.
func (p *Placeholder) WellFormed() bool { return p.Problem == WellFormed && !p.Encoded }

// Written is the placeholder as its platform expects it written: raw,
// without padding (`{{ contact.firstname }}` is `{{contact.firstname}}`),
// with both delimiters and the underscores a TikTok macro needs.
func (p *Placeholder) Written() string { return string(p.appendWritten(nil)) }

func (p *Placeholder) appendWritten(dst []byte) []byte {
	open, close := p.Syntax.delimiters()
	dst = append(dst, open...)
	dst = append(dst, p.Name...)
	if p.HasArg {
		dst = append(dst, p.Syntax.argSep()...)
		dst = append(dst, p.Arg...)
	}
	return append(dst, close...)
}

// maxSpan bounds a placeholder's length as decoded, in bytes: longer text is
// not read as one, so a scan costs at most this much per delimiter.
const maxSpan = 256

// MaxFound bounds how many placeholders AppendScan reports for one text.
const MaxFound = 1024

// delimByte marks the bytes that may start (or, '}' and '|', end) a
// placeholder; '%' also starts an escape in URL mode. Read-only.
var delimByte = func() (t [256]uint8) {
	for _, c := range []byte("{}_*|%") {
		t[c] = 1
	}
	return t
}()

// quietColumns are the printable ASCII bytes that start nothing, as the
// vector scan reads them.
var quietColumns = bytespan.ColumnsOf(func(c byte) bool { return c >= 0x20 && c < 0x80 && delimByte[c] == 0 })

// Next finds the first placeholder, well-formed or not, that starts at or
// after from in s. It allocates only to decode the name of an encoded one.
func Next(s string, from int, mode Mode) (Placeholder, bool) {
	ph, ok := next(s, from, mode)
	if ok {
		ph.Platforms = tbl.known(&ph)
	}
	return ph, ok
}

// next is Next without the platforms, which the table's own loading uses.
func next(s string, from int, mode Mode) (Placeholder, bool) {
	for i := from; ; i++ {
		if i = nextDelimiter(s, i); i >= len(s) {
			return Placeholder{}, false
		}
		if j := startsNothing(s, i, mode); j > i {
			i = j - 1
			continue
		}
		if ph, ok := tryAt(s, i, from, mode); ok {
			return ph, true
		}
	}
}

// nextDelimiter returns the offset of the first byte from s[i] that may
// start a placeholder, or len(s). Most bytes of a link start nothing: the
// vector step skips them sixteen at a time where the CPU can; past a byte
// it stops at that starts nothing either (non-ASCII, a control), or
// without it, eight at a time.
func nextDelimiter(s string, i int) int {
	if j, ok := bytespan.Blocks(s, i, &quietColumns); ok {
		if i = j; i >= len(s) || delimByte[s[i]] != 0 {
			return i
		}
	}
	for i+8 <= len(s) && delimByte[s[i]]|delimByte[s[i+1]]|delimByte[s[i+2]]|delimByte[s[i+3]]|
		delimByte[s[i+4]]|delimByte[s[i+5]]|delimByte[s[i+6]]|delimByte[s[i+7]] == 0 {
		i += 8
	}
	for i < len(s) && delimByte[s[i]] == 0 {
		i++
	}
	return i
}

// startsNothing answers for the two delimiters a tracked link is full of,
// without tryAt: an underscore inside a word (utm_source) and, in URL
// mode, an escape of a byte that is no delimiter (%D0, whose hex digits
// start nothing either). It returns where the run of such delimiters
// from s[i] ends (escapes come in runs: %D0%B2%D0%B5), i when tryAt must
// decide.
func startsNothing(s string, i int, mode Mode) int {
	for i+2 < len(s) {
		switch a, b := s[i+1], s[i+2]; s[i] {
		case '_':
			// tryAt reads '_' only before '_' or an upper-case letter,
			// and the next byte is itself unless it starts an escape.
			if a == '_' || a == '%' || ('A' <= a && a <= 'Z') {
				return i
			}
			i++
		case '%':
			if mode != URL || !formvalue.IsHex(a) || !formvalue.IsHex(b) || delimByte[formvalue.Unhex(a)<<4|formvalue.Unhex(b)] != 0 {
				return i
			}
			i += 3
		default:
			return i
		}
	}
	return i
}

// AppendScan appends to dst every placeholder of s, well-formed or not, in
// order, at most MaxFound. Nothing is appended, and nothing allocated, when
// s holds none.
func AppendScan(dst []Placeholder, s string, mode Mode) []Placeholder {
	for i, n := 0, 0; i < len(s) && n < MaxFound; n++ {
		ph, ok := Next(s, i, mode)
		if !ok {
			break
		}
		dst = append(dst, ph)
		i = ph.End
	}
	return dst
}

// Attempted reports whether s, read as a value, holds a placeholder that
// is not well formed (an unbalanced brace, one underscore, a stray |): a
// lint says so, and nothing else should be said about that text.
func Attempted(s string) bool {
	for i := 0; i < len(s); {
		ph, ok := Next(s, i, Raw)
		if !ok {
			return false
		}
		if !ph.WellFormed() {
			return true
		}
		i = ph.End
	}
	return false
}

// Has reports whether s, read as a value, holds a well-formed placeholder.
func Has(s string) bool {
	for i := 0; i < len(s); {
		ph, ok := Next(s, i, Raw)
		if !ok {
			return false
		}
		if ph.WellFormed() {
			return true
		}
		i = ph.End
	}
	return false
}

// decodeAt is the byte at s[i] and how many source bytes it takes: in URL
// mode a %XX escape is its byte.
func decodeAt(s string, i int, mode Mode) (byte, int) {
	c := s[i]
	if c == '%' && mode == URL && i+2 < len(s) && formvalue.IsHex(s[i+1]) && formvalue.IsHex(s[i+2]) {
		return formvalue.Unhex(s[i+1])<<4 | formvalue.Unhex(s[i+2]), 3
	}
	return c, 1
}

// tryAt reads a placeholder starting at s[i], if one does; from is where
// the scan started, which a malformed closing delimiter looks back to.
func tryAt(s string, i, from int, mode Mode) (Placeholder, bool) {
	c, w := decodeAt(s, i, mode)
	if i+w >= len(s) && c != '}' {
		return Placeholder{}, false // a lone opening delimiter at the very end
	}
	var next byte
	if i+w < len(s) {
		next, _ = decodeAt(s, i+w, mode)
	}
	switch {
	case c == '{' && (next == '{' || isNameStart(next)),
		c == '*' && next == '|',
		c == '%' && next == '%',
		c == '_' && next == '_':
		var win window
		win.fill(s, i, mode)
		return win.parse(s)
	case c == '_' && 'A' <= next && next <= 'Z' && !isMacroByte(before(s, i, from)) && !isNameByte(before(s, i, from)):
		var win window
		win.fill(s, i, mode)
		return win.oneUnderscore(s)
	case c == '}':
		return unopenedBrace(s, i, w, from, mode)
	case c == '|' && next == '*':
		return unopenedMergeTag(s, i, from, mode)
	}
	return Placeholder{}, false
}

// before is the byte before s[i], or 0 at the start of the scan.
func before(s string, i, from int) byte {
	if i <= from {
		return 0
	}
	return s[i-1]
}

// isNameStart reports a byte a brace or double-brace name may start with.
func isNameStart(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// isNameByte reports a byte of a brace or double-brace name: Google's
// {lpurl+2}, Meta's {{campaign.name}}.
func isNameByte(c byte) bool {
	return isNameStart(c) || '0' <= c && c <= '9' || c == '.' || c == '+'
}

// isMacroByte reports a byte of a TikTok macro's name.
func isMacroByte(c byte) bool { return 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' }

// isWordByte reports a byte of a merge tag or personalization string name.
func isWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_'
}

// unopenedBrace reads `campaignid}`: a closing brace after a name with no
// opening brace before it.
func unopenedBrace(s string, i, w, from int, mode Mode) (Placeholder, bool) {
	start := i
	for start > from && isNameByte(s[start-1]) {
		start--
	}
	if start == i || !isNameStart(s[start]) || start > from && s[start-1] == '{' {
		return Placeholder{}, false
	}
	ph := Placeholder{Pos: start, End: i + w, Syntax: Brace, Name: s[start:i], Problem: Unopened, Delim: '}', Encoded: w > 1}
	if c, w2 := decodeAt2(s, i+w, mode); c == '}' {
		ph.Syntax, ph.End, ph.Encoded = DoubleBrace, i+w+w2, ph.Encoded || w2 > 1
	}
	ph.Text, ph.inner = s[ph.Pos:ph.End], ph.Name
	return ph, true
}

// decodeAt2 is decodeAt that reads past the end as a zero byte.
func decodeAt2(s string, i int, mode Mode) (byte, int) {
	if i >= len(s) {
		return 0, 0
	}
	return decodeAt(s, i, mode)
}

// unopenedMergeTag reads `*EMAIL|*` or `EMAIL|*`: a merge tag's closing
// `|*` with no `*|` before its name.
func unopenedMergeTag(s string, i, from int, mode Mode) (Placeholder, bool) {
	start := i
	for start > from && (isWordByte(s[start-1]) || s[start-1] == ':') {
		start--
	}
	if start == i || !isNameStart(s[start]) {
		return Placeholder{}, false
	}
	name := s[start:i]
	if start > from && s[start-1] == '*' {
		start--
	}
	_, w := decodeAt(s, i, mode)
	end := i + w + 1
	ph := Placeholder{Pos: start, End: end, Text: s[start:end], Syntax: MergeTag, Name: name, inner: name,
		Problem: Unopened, Delim: '|', Encoded: w > 1}
	if n, arg, ok := strings.Cut(name, ":"); ok {
		ph.Name, ph.Arg, ph.HasArg = n, arg, true
	}
	return ph, true
}

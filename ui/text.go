package ui

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/mattn/go-runewidth"
)

// piece returns how the rune at s[i:] is shown: its escaped or literal
// text, its width in cells and its length in bytes.
func piece(s string, i int) (text string, width, size int) {
	c := s[i]
	if c >= 0x20 && c < 0x7f {
		return s[i : i+1], 1, 1
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if (r == utf8.RuneError && size == 1) || textsafe.NeedsEscape(r) {
		text = textsafe.Escape(s[i : i+size])
		return text, len(text), size
	}
	w := runeWidth(r)
	if w == 0 && !afterBase(s[:i]) {
		// A zero-width mark with no visible character to attach to (or
		// one of a pile of them) would join the frame or hide; show it
		// as a code point instead.
		text = textsafe.CodePoint(r)
		return text, len(text), size
	}
	return s[i : i+size], w, size
}

// afterBase reports whether before ends with a visible character shown as
// itself, which a combining mark may attach to.
func afterBase(before string) bool {
	r, size := utf8.DecodeLastRuneInString(before)
	return size > 0 && !(r == utf8.RuneError && size == 1) && !textsafe.NeedsEscape(r) && runeWidth(r) > 0
}

// runeWidth is r's width in cells. Combining marks (nonspacing, enclosing
// and spacing: U+0612, U+302E) are 0 whatever go-runewidth's tables say:
// after a base they belong to its grapheme cluster, which is how lipgloss
// measures a line, so counting them again would break the frame.
func runeWidth(r rune) int {
	if unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) {
		return 0
	}
	return runewidth.RuneWidth(r)
}

// moreMarker is the truncation marker: "… (N more bytes)".
func moreMarker(n int) string {
	if n == 1 {
		return "… (1 more byte)"
	}
	return "… (" + strconv.Itoa(n) + " more bytes)"
}

// Wrap escapes s and cuts it into lines of at most width cells, at most
// maxLines of them; when s does not fit, the last line ends with
// "… (N more bytes)" counting the bytes of s not shown. The work is bounded
// by width×maxLines, whatever the length of s.
func Wrap(s string, width, maxLines int) []string {
	return appendWrap(nil, s, width, maxLines)
}

// appendWrap appends Wrap(s, width, maxLines) to lines.
func appendWrap(lines []string, s string, width, maxLines int) []string {
	width, maxLines = max(width, 1), max(maxLines, 1)
	if out, ok := wrapASCII(lines, s, width, maxLines); ok {
		return out
	}
	maxLines += len(lines)
	// A line whose pieces all show as themselves is a slice of s, from
	// start; the first piece that does not starts copying into b.
	var b strings.Builder
	copying := false
	start, cells, i := 0, 0, 0
	line := func() string {
		if copying {
			return b.String()
		}
		return s[start:i]
	}
	for i < len(s) {
		text, w, size := piece(s, i)
		if cells+w > width {
			if len(lines)+1 == maxLines {
				break
			}
			lines = append(lines, line())
			b.Reset()
			copying, start, cells = false, i, 0
		}
		literal := len(text) == size && text == s[i:i+size]
		if !literal && !copying {
			copying = true
			b.WriteString(s[start:i])
		}
		if copying {
			b.WriteString(text)
		}
		cells += w
		i += size
	}
	if i == len(s) {
		return append(lines, line())
	}
	return append(lines, cutLast(s, line(), i, cells, width))
}

// wrapASCII is Wrap for text that is printable ASCII as far as it shows:
// then every character is one cell and shows as itself, and the lines are
// slices of s. ok is false for any other text.
func wrapASCII(lines []string, s string, width, maxLines int) (out []string, ok bool) {
	room := width * maxLines
	if !printableASCII(s[:min(len(s), room)]) {
		return lines, false
	}
	if len(s) == 0 {
		return append(lines, ""), true
	}
	if len(s) <= room {
		for i := 0; i < len(s); i += width {
			lines = append(lines, s[i:min(i+width, len(s))])
		}
		return lines, true
	}
	for i := 0; i < maxLines-1; i++ {
		lines = append(lines, s[i*width:(i+1)*width])
	}
	last := (maxLines - 1) * width
	return append(lines, cutLast(s, s[last:last+width], last+width, width, width)), true
}

// printableASCII reports whether s holds only the bytes 0x20 to 0x7e.
func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			return false
		}
	}
	return true
}

// cutLast shortens the last line, of lineCells cells, so the marker of
// what is left fits after it. line shows s up to byte end.
func cutLast(s, line string, end, lineCells, width int) string {
	for line != "" {
		if lineCells+moreMarkerCells(len(s)-end) <= width {
			return line + moreMarker(len(s)-end)
		}
		// Drop the last shown rune, escaped or not, and give its bytes
		// back to the count.
		_, size := utf8.DecodeLastRuneInString(s[:end])
		text, w, _ := piece(s, end-size)
		line = line[:len(line)-len(text)]
		lineCells -= w
		end -= size
	}
	return moreMarker(len(s) - end)
}

// moreMarkerCells is the width of moreMarker(n), without building it.
func moreMarkerCells(n int) int {
	digits := 1
	for v := n; v >= 10; v /= 10 {
		digits++
	}
	if n == 1 {
		return len("… (1 more byte)") - 2 // "…" is 3 bytes, 1 cell
	}
	return len("… ( more bytes)") - 2 + digits
}

// Clip is Wrap to a single line.
func Clip(s string, width int) string {
	if len(s) <= width && printableASCII(s) {
		return s
	}
	var one [1]string // Clip's line, without a slice on the heap
	return appendWrap(one[:0], s, width, 1)[0]
}

// Ellipsis escapes s and cuts it to width cells with a plain "…": for
// names and titles, where a byte count would be noise.
func Ellipsis(s string, width int) string {
	if len(s) <= width && printableASCII(s) || len(s) <= 4*width && showsAsItself(s) && cells(s) <= width {
		return s
	}
	c := Clip(s, width+1)
	if cells(c) <= width {
		return c
	}
	c = Clip(s, width*4)
	for c != "" && cells(c) > width-1 {
		_, size := utf8.DecodeLastRuneInString(c)
		c = c[:len(c)-size]
	}
	return c + "…"
}

// Pad fills s, already of width cells, with spaces to width.
func Pad(s string, cells, width int) string {
	if cells >= width {
		return s
	}
	return s + strings.Repeat(" ", width-cells)
}

// WrapWords is Wrap for prose: it breaks lines between words. When the
// words need more than maxLines lines, the last line is cut with Wrap's
// "… (N more bytes)"; a word longer than a line makes it Wrap throughout.
func WrapWords(s string, width, maxLines int) []string {
	return appendWrapWords(nil, s, width, maxLines)
}

// appendWrapWords appends WrapWords(s, width, maxLines) to dst.
func appendWrapWords(dst []string, s string, width, maxLines int) []string {
	width, maxLines = max(width, 1), max(maxLines, 1)
	if len(s) > 4*width*maxLines || strings.IndexByte(s, ' ') < 0 {
		return appendWrap(dst, s, width, maxLines)
	}
	if textsafe.Escape(s) == s {
		return wrapWordsClean(dst, s, width, maxLines)
	}
	return append(dst, wrapWordsEscaped(s, width, maxLines)...)
}

// wrapWordsEscaped is WrapWords for text with characters to escape.
func wrapWordsEscaped(s string, width, maxLines int) []string {
	var lines []string
	starts := []int{0} // byte offset in s of each line
	line, cells, off := "", 0, 0
	for _, word := range strings.Split(s, " ") {
		e := textsafe.Escape(word)
		w := runewidth.StringWidth(e)
		if w > width {
			return Wrap(s, width, maxLines)
		}
		if cells > 0 && cells+1+w > width {
			lines = append(lines, line)
			starts = append(starts, off)
			line, cells = "", 0
		}
		if cells > 0 {
			line, cells = line+" ", cells+1
		}
		line, cells = line+e, cells+w
		off += len(word) + 1
	}
	lines = append(lines, line)
	if len(lines) <= maxLines {
		return lines
	}
	return append(lines[:maxLines-1], Wrap(s[starts[maxLines-1]:], width, 1)[0])
}

// wrapWordsClean is WrapWords for text that shows as itself (nothing to
// escape), appended to lines: lines are slices of s.
func wrapWordsClean(lines []string, s string, width, maxLines int) []string {
	base := len(lines)
	start, end := 0, 0 // the current line is s[start:end]
	lineCells := -1    // its width, less the space before its first word
	for off := 0; off <= len(s); {
		next := strings.IndexByte(s[off:], ' ')
		if next < 0 {
			next = len(s)
		} else {
			next += off
		}
		w := cells(s[off:next])
		if w > width {
			return appendWrap(lines[:base], s, width, maxLines)
		}
		if end == start && lineCells+1+w > width {
			// Only spaces so far on this line: they go, as a line never
			// starts with the space that separates words.
			start, lineCells = off, -1
		}
		if end > start && lineCells+1+w > width {
			if len(lines)-base+1 == maxLines {
				return append(lines, Wrap(s[start:], width, 1)[0])
			}
			lines = append(lines, s[start:end])
			start, lineCells = off, -1
		}
		end, lineCells = next, lineCells+1+w
		off = next + 1
	}
	return append(lines, s[start:end])
}

// showsAsItself reports whether every character of s is shown as itself
// and takes room: nothing to escape, no zero-width mark (which piece
// shows as a code point when it has no base to sit on).
func showsAsItself(s string) bool {
	for _, r := range s {
		if r == utf8.RuneError || textsafe.NeedsEscape(r) || runeWidth(r) == 0 {
			return false
		}
	}
	return true
}

// TailEllipsis is the end of s, escaped, in at most width cells, with "…"
// first when s is cut: Ellipsis from the other end, for text whose end
// matters more than its start. The work is bounded by width, whatever
// len(s).
func TailEllipsis(s string, width int) string {
	if width <= 0 {
		return ""
	}
	from := tailFrom(s, width)
	if from > 0 {
		from = tailFrom(s, width-1)
	}
	var b strings.Builder
	if from > 0 {
		b.WriteString("…")
	}
	for i := from; i < len(s); {
		text, _, size := piece(s, i)
		b.WriteString(text)
		i += size
	}
	return b.String()
}

// tailFrom is where the end of s that shows in width cells starts; it
// looks at no more than a few runes per cell.
func tailFrom(s string, width int) int {
	used, i := 0, len(s)
	for steps := 0; i > 0 && steps < 4*width+16; steps++ {
		// A stray continuation byte is a piece of its own, as piece reads
		// it going forward.
		_, size := utf8.DecodeLastRuneInString(s[:i])
		j := i - size
		_, w, _ := piece(s, j)
		if used+w > width {
			break
		}
		used += w
		i = j
	}
	return i
}

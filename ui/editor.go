package ui

import (
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/mattn/go-runewidth"
)

// runeCells is the width of runePiece(r), without building it.
func runeCells(r rune) int {
	if r >= 0x20 && r < 0x7f {
		return 1
	}
	_, w := runePiece(r)
	return w
}

// writePiece writes runePiece(r) to b and returns its width.
func writePiece(b *strings.Builder, r rune) int {
	if r >= 0x20 && r < 0x7f {
		b.WriteByte(byte(r))
		return 1
	}
	t, w := runePiece(r)
	b.WriteString(t)
	return w
}

// runePiece is how r shows in an input: escaped when it must be, else as
// itself, and its width in cells.
func runePiece(r rune) (string, int) {
	if r >= 0x20 && r < 0x7f {
		return string(r), 1
	}
	if textsafe.NeedsEscape(r) {
		var buf [utf8.UTFMax]byte
		t := textsafe.Escape(string(buf[:utf8.EncodeRune(buf[:], r)]))
		return t, len(t)
	}
	if w := runeWidth(r); w > 0 {
		return string(r), w
	}
	t := textsafe.CodePoint(r)
	return t, len(t)
}

// CursorMark is the text cursor where colour cannot show it (NO_COLOR):
// a thin bar before the character the cursor is on, or after the text.
const CursorMark = "▏"

// Ghost brackets mark a suggestion where colour cannot tell it from typed
// text (NO_COLOR).
const (
	ghostOpen  = "["
	ghostClose = "]"
)

// Editor draws an input of rows lines of width cells holding value, with
// the cursor before value[cursor]; the value wraps from line to line. It
// scrolls to keep the cursor in view and costs O(rows×width) whatever the
// length of value. ghost, shown after the cursor at the end of the value,
// is a suggestion not yet accepted. Without colour (st.NoColor) the cursor
// is a CursorMark, which takes a cell of its own, and the ghost text
// stands in brackets.
func Editor(st *Styles, value []rune, cursor, width, rows int, focused bool, ghost, placeholder string) []Line {
	width, rows = max(width, 4), max(rows, 1)
	if len(value) == 0 && !focused {
		return []Line{Plain(st.Muted, Clip(placeholder, width))}
	}
	mark, markW := "", 0
	if st.NoColor {
		mark, markW = CursorMark, 1
	}
	start := editorStart(value, cursor, width, rows, markW, 0)
	if start > 0 {
		// A value cut at its start says so: "…" takes the first cell.
		start = editorStart(value, cursor, width, rows, markW, 1)
	}
	endCursor := " " // the cursor cell after the value: the suggestion's first character when there is one
	switch {
	case mark != "":
		endCursor = mark
	case focused && cursor == len(value) && ghost != "":
		r, size := utf8.DecodeRuneInString(ghost)
		endCursor, _ = runePiece(r)
		ghost = ghost[size:]
	}
	out := make([]Line, 0, rows)
	var b strings.Builder
	b.Grow(width)
	cells := 0
	flush := func() {
		out = append(out, Plain(st.Value, b.String()))
		b.Reset()
		b.Grow(width)
	}
	var cur Line
	if start > 0 {
		cur, cells = Plain(st.Muted, Ellipsis1), 1
	}
	endW := runewidth.StringWidth(endCursor) // once: it segments graphemes
	for i := start; i <= len(value) && len(out) < rows; i++ {
		w := endW
		if i < len(value) {
			w = runeCells(value[i])
			if i == cursor && focused {
				w += markW
			}
		} else if !focused || i != cursor {
			break
		}
		if len(out) == rows-1 && i != cursor && cells+w+1 > width && moreAfter(value, i, cursor, focused) {
			// The value goes on past the last cell: "…" says so, where
			// a cell is left for it (wide escapes wrapped early can take
			// the line's last cells up to the cursor).
			cur = Join(cur, Plain(st.Value, b.String()))
			if cells < width {
				cur = Join(cur, Plain(st.Muted, Ellipsis1))
			}
			b.Reset()
			break
		}
		if cells+w > width {
			flush()
			out[len(out)-1] = Join(cur, out[len(out)-1])
			cur, cells = Line{}, 0
			if len(out) == rows {
				break
			}
		}
		if i == cursor && focused {
			// The cursor cell is styled on its own; what came before it
			// on this line is already in b.
			t := endCursor
			if i < len(value) {
				t, _ = runePiece(value[i])
				if mark != "" {
					cur = Join(cur, Plain(st.Value, b.String()), Plain(st.Cursor, mark))
					b.Reset()
				}
			}
			cur = Join(cur, Plain(st.Value, b.String()), Plain(st.Cursor, t))
			b.Reset()
		} else {
			writePiece(&b, value[i])
		}
		cells += w
	}
	if len(out) < rows {
		flush()
		out[len(out)-1] = Join(cur, out[len(out)-1])
	}
	last := &out[len(out)-1]
	if ghost == "" || !focused || cursor != len(value) {
		return out
	}
	open, close := "", ""
	if mark != "" {
		open, close = ghostOpen, ghostClose
	}
	room := width - last.Width - len(open) - len(close)
	// Clip names what it cut when the room is tiny, which may not fit.
	if g := Clip(ghost, room); room > 0 && runewidth.StringWidth(g) <= room {
		*last = Join(*last, Plain(st.Ghost, open+g+close))
	}
	return out
}

// Ellipsis1 is the one cell that stands for the part of a value cut off.
const Ellipsis1 = "…"

// moreAfter reports whether an editor drawing rune i of value has more to
// draw after it: another rune, or the cursor cell after the value.
func moreAfter(value []rune, i, cursor int, focused bool) bool {
	return i+1 < len(value) || (focused && cursor == len(value))
}

// editorStart is the first rune shown: 0 when the text up to the cursor
// cell fits in the rows, else far enough back that the cursor sits on the
// last line (at its end for a single line, mid-line otherwise, so typing
// shows what follows). reserve cells of the first line are kept for the
// "…" of a value cut at its start.
func editorStart(value []rune, cursor, width, rows, markW, reserve int) int {
	total := rows*width - reserve
	need := 1 // the cursor cell
	if cursor < len(value) {
		need = runeCells(value[cursor]) + markW
	}
	if cursor+1 < len(value) {
		need++ // the cursor never takes the last cell while text follows: "…" may go there
	}
	cells := need
	for i := 0; i < cursor && cells <= total; i++ {
		cells += runeCells(value[i])
	}
	if cells <= total {
		return 0
	}
	room := total
	if rows > 1 {
		room -= width / 2
	}
	start, used := cursor, need
	for start > 0 {
		w := runeCells(value[start-1])
		if used+w > room {
			break
		}
		used += w
		start--
	}
	return start
}

// EditorFits reports whether all of value shows in an editor of rows
// lines of width cells, counting at most that many cells.
func EditorFits(value []rune, width, rows int) bool {
	room := max(width, 4)*max(rows, 1) - 1
	cells := 0
	for _, r := range value {
		if cells += runeCells(r); cells > room {
			return false
		}
	}
	return true
}

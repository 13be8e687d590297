package inspector

import (
	"strconv"
	"strings"
)

// texts makes a pane's short texts (its title, its rows' details and copy
// names) in one buffer, so a pane of many rows allocates them together
// rather than a string each: every keystroke rebuilds every pane, and the
// keystroke's allocations are budgeted.
//
// Each text is a substring of the buffer's string. When the buffer
// outgrows its room it moves to a new array; the texts already made keep
// the old one, which is never written again, so they stay valid.
type texts struct {
	b     strings.Builder
	start int
}

// grow makes room for n more bytes: a good guess saves reallocations.
func (t *texts) grow(n int) { t.b.Grow(n) }

// begin starts a text.
func (t *texts) begin() *texts {
	t.start = t.b.Len()
	return t
}

// str appends s to the text.
func (t *texts) str(s string) *texts {
	t.b.WriteString(s)
	return t
}

// num appends n in decimal.
func (t *texts) num(n int) *texts {
	var a [20]byte
	t.b.Write(strconv.AppendInt(a[:0], int64(n), 10))
	return t
}

// plural appends n and a noun, "1 pair", "3 pairs".
func (t *texts) plural(n int, one string) *texts {
	t.num(n).str(" ").str(one)
	if n != 1 {
		t.str("s")
	}
	return t
}

// sep appends " · " unless the text is still empty.
func (t *texts) sep() *texts {
	if t.b.Len() > t.start {
		t.str(" · ")
	}
	return t
}

// end returns the text made since begin.
func (t *texts) end() string { return t.b.String()[t.start:] }

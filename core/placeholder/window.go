package placeholder

import (
	"bytes"

	"github.com/linkscope/linkscope/core/formvalue"
)

// window is the text after a delimiter, decoded (in URL mode) into a
// buffer, with where each decoded byte stands in the source: the parsers
// read plain bytes, and positions map back.
type window struct {
	s   string
	b   [maxSpan]byte
	off [maxSpan + 1]int32 // off[k] is the source offset of b[k]; off[n] the offset after b[n-1]
	n   int
	cut bool // the source goes on past the window
}

func (w *window) fill(s string, i int, mode Mode) {
	w.s = s
	for w.n < maxSpan && i < len(s) {
		c, width := decodeAt(s, i, mode)
		w.b[w.n], w.off[w.n] = c, int32(i)
		w.n++
		i += width
	}
	w.off[w.n] = int32(i)
	w.cut = i < len(s)
}

// at is b[k], or 0 past the window.
func (w *window) at(k int) byte {
	if k < w.n {
		return w.b[k]
	}
	return 0
}

// run returns the end of the run of bytes from k that ok accepts.
func (w *window) run(k int, ok func(byte) bool) int {
	for k < w.n && ok(w.b[k]) {
		k++
	}
	return k
}

// index finds sep in the window from k, -1 when absent.
func (w *window) index(k int, sep string) int {
	if k >= w.n {
		return -1
	}
	if j := bytes.Index(w.b[k:w.n], []byte(sep)); j >= 0 {
		return k + j
	}
	return -1
}

// text is the decoded bytes [a, b) as a string: a slice of the source when
// nothing in them was encoded, so that raw text costs no allocation.
func (w *window) text(a, b int) string {
	src := w.s[w.off[a]:w.off[b]]
	if len(src) == b-a {
		return src
	}
	return string(w.b[a:b])
}

// placeholder builds the result for decoded bytes [0, end).
func (w *window) placeholder(end int, syn Syntax, nameA, nameB int) Placeholder {
	pos, stop := int(w.off[0]), int(w.off[end])
	return Placeholder{Pos: pos, End: stop, Text: w.s[pos:stop], Syntax: syn,
		Name: w.text(nameA, nameB), inner: w.text(nameA, nameB), Encoded: stop-pos != end}
}

// withArg sets the argument, decoded bytes [a, b) after the separator.
func (w *window) withArg(ph Placeholder, nameA, a, b int) Placeholder {
	ph.Arg, ph.HasArg = w.text(a, b), true
	ph.inner = w.text(nameA, b)
	return ph
}

// malformed builds an attempt ending at decoded byte end. An unclosed
// attempt ends where a well-formed macro starts inside it
// (`{__CAMPAIGN_NAME__`, `%%__AID__`): the platform fills that macro
// whatever stands before it, so the scan must find it; with nothing
// before the macro there is no attempt at all.
func (w *window) malformed(end int, syn Syntax, nameA, nameB int, p Problem, delim byte) (Placeholder, bool) {
	if p == Unclosed && syn != Underscore {
		if k := w.macroIn(nameA, end); k >= 0 {
			if k == nameA {
				return Placeholder{}, false
			}
			end, nameB = k, min(nameB, k)
		}
	}
	ph := w.placeholder(end, syn, nameA, nameB)
	ph.Problem, ph.Delim = p, delim
	return ph, true
}

// parse reads the placeholder the window starts with.
func (w *window) parse(s string) (Placeholder, bool) {
	switch {
	case w.b[0] == '{' && w.at(1) == '{':
		return w.doubleBrace()
	case w.b[0] == '{':
		return w.brace()
	case w.b[0] == '*':
		return w.mergeTag()
	case w.b[0] == '%' && w.at(2) == '=':
		return w.ampscript()
	case w.b[0] == '%':
		return w.percent()
	}
	return w.underscore()
}

// brace reads {name}, {name:argument} (the argument may nest braces, as
// Google nests {ifmobile:{keyword}}), or an unclosed {name.
func (w *window) brace() (Placeholder, bool) {
	nameB := w.run(1, isNameByte)
	switch w.at(nameB) {
	case '}':
		return w.placeholder(nameB+1, Brace, 1, nameB), true
	case ':':
		if end, ok := w.closeNested(nameB + 1); ok {
			return w.withArg(w.placeholder(end+1, Brace, 1, nameB), 1, nameB+1, end), true
		}
	}
	return w.malformed(nameB, Brace, 1, nameB, Unclosed, '{')
}

// closeNested finds the '}' that closes a brace whose argument starts at k.
func (w *window) closeNested(k int) (int, bool) {
	depth := 0
	for ; k < w.n; k++ {
		switch c := w.b[k]; {
		case c == '{':
			depth++
		case c == '}' && depth == 0:
			return k, true
		case c == '}':
			depth--
		case c < 0x20 || c == 0x7f:
			return 0, false
		}
	}
	return 0, false
}

// doubleBrace reads {{name}}, {{ name }}, {{ name|filter }}, or an
// unclosed {{name}.
func (w *window) doubleBrace() (Placeholder, bool) {
	nameA := w.run(2, isSpace)
	if !isNameStart(w.at(nameA)) {
		return Placeholder{}, false
	}
	nameB := w.run(nameA, isDoubleNameByte)
	for k := nameB; k < w.n; k++ {
		c := w.b[k]
		if c == '}' && w.at(k+1) == '}' {
			ph := w.placeholder(k+2, DoubleBrace, nameA, nameB)
			if argB := trimSpaceEnd(w, nameB, k); argB > nameB {
				ph = w.withArg(ph, nameA, nameB, argB)
			}
			return ph, true
		}
		if c == '{' || c == '}' || c < 0x20 || c == 0x7f {
			end := k
			if c == '}' {
				end++
			}
			return w.malformed(end, DoubleBrace, nameA, nameB, Unclosed, '{')
		}
	}
	return w.malformed(nameB, DoubleBrace, nameA, nameB, Unclosed, '{')
}

func isSpace(c byte) bool { return c == ' ' }

// isDoubleNameByte reports a byte of a double-brace name: letters, digits,
// '_' and the '.' of {{campaign.name}}.
func isDoubleNameByte(c byte) bool {
	return isNameStart(c) || '0' <= c && c <= '9' || c == '.'
}

// trimSpaceEnd is end moved back over spaces, not before start.
func trimSpaceEnd(w *window, start, end int) int {
	for end > start && w.b[end-1] == ' ' {
		end--
	}
	return end
}

// mergeTag reads *|NAME|*, *|NAME:argument|*, or an unclosed *|NAME.
func (w *window) mergeTag() (Placeholder, bool) {
	if !isNameStart(w.at(2)) {
		return Placeholder{}, false
	}
	nameB := w.run(2, isWordByte)
	argA, argB := nameB, nameB
	if w.at(nameB) == ':' {
		argA = nameB + 1
		argB = w.run(argA, isMergeArgByte)
	}
	if w.at(argB) == '|' && w.at(argB+1) == '*' {
		ph := w.placeholder(argB+2, MergeTag, 2, nameB)
		if argA > nameB {
			ph = w.withArg(ph, 2, argA, argB)
		}
		return ph, true
	}
	return w.malformed(argB, MergeTag, 2, nameB, Unclosed, '|')
}

// isMergeArgByte reports a byte of a merge tag's argument: printable, not
// the bar or asterisk that close the tag.
func isMergeArgByte(c byte) bool { return c > ' ' && c < 0x7f && c != '|' && c != '*' }

// percent reads %%name%%, or an unclosed %%name.
func (w *window) percent() (Placeholder, bool) {
	if !isNameStart(w.at(2)) {
		return Placeholder{}, false
	}
	nameB := w.run(2, isWordByte)
	if w.at(nameB) == '%' && w.at(nameB+1) == '%' {
		return w.placeholder(nameB+2, Percent, 2, nameB), true
	}
	return w.malformed(nameB, Percent, 2, nameB, Unclosed, '%')
}

// ampscript reads %%=expression=%%, or an unclosed %%=expression.
func (w *window) ampscript() (Placeholder, bool) {
	k := w.index(3, "=%%")
	if k < 0 {
		end := w.run(3, isPrintable)
		if end == 3 {
			return Placeholder{}, false
		}
		return w.malformed(end, AMPscript, 3, end, Unclosed, '%')
	}
	if k == 3 || w.run(3, isPrintable) < k || w.strayPercent(3, k) {
		return Placeholder{}, false
	}
	return w.placeholder(k+3, AMPscript, 3, k), true
}

// strayPercent reports a '%' in decoded bytes [a, b) that starts no %XX
// escape. Such an expression is left as text: AMPscript has no '%'
// operator, and the expression's encoded form (`=% ` as `=%%20`) could
// hold the closing "=%%".
func (w *window) strayPercent(a, b int) bool {
	for k := a; k < b; k++ {
		if w.b[k] == '%' && !(k+2 < b && formvalue.IsHex(w.b[k+1]) && formvalue.IsHex(w.b[k+2])) {
			return true
		}
	}
	return false
}

func isPrintable(c byte) bool { return c >= ' ' && c < 0x7f }

// underscore reads __NAME__, or a macro TikTok knows with a side short of
// one underscore (__NAME_) or with no closing underscores (__NAME).
func (w *window) underscore() (Placeholder, bool) {
	if !isMacroByte(w.at(2)) || w.at(2) == '_' {
		return Placeholder{}, false
	}
	runB := w.run(2, isMacroByte)
	run := w.b[2:runB]
	if k := bytes.Index(run, []byte("__")); k > 0 {
		return w.placeholder(2+k+2, Underscore, 2, 2+k), true
	}
	name := bytes.TrimSuffix(run, []byte("_"))
	if isWordByte(w.at(runB)) || !isMacro(name) {
		return Placeholder{}, false // __AID_x1: text going on, not a macro cut short
	}
	if len(name) < len(run) {
		return w.malformed(runB, Underscore, 2, 2+len(name), OneUnderscore, '_')
	}
	return w.malformed(runB, Underscore, 2, runB, Unclosed, '_')
}

// oneUnderscore reads _NAME_ or _NAME__, a macro TikTok knows written with
// one underscore on the left.
func (w *window) oneUnderscore(s string) (Placeholder, bool) {
	runB := w.run(1, isMacroByte)
	run := w.b[1:runB]
	end, name := 0, []byte(nil)
	if k := bytes.Index(run, []byte("__")); k > 0 {
		end, name = 1+k+2, run[:k]
	} else if bytes.HasSuffix(run, []byte("_")) {
		end, name = runB, run[:len(run)-1]
	}
	if len(name) == 0 || isWordByte(w.at(end)) || !isMacro(name) {
		return Placeholder{}, false
	}
	return w.malformed(end, Underscore, 1, 1+len(name), OneUnderscore, '_')
}

// isMacro reports a name the table knows as a TikTok-style macro (none
// while the table itself loads: its rows are well-formed).
func isMacro(name []byte) bool { return tbl != nil && len(tbl.exact[Underscore][string(name)]) > 0 }

// macroIn finds where a well-formed __MACRO__ starts in decoded bytes
// [a, b), -1 when none does.
func (w *window) macroIn(a, b int) int {
	for k := a; k+1 < b; k++ {
		if w.b[k] != '_' || w.b[k+1] != '_' {
			continue
		}
		if ph, ok := w.from(k).underscore(); ok && ph.Problem == WellFormed {
			return k
		}
	}
	return -1
}

// from is the window that starts at decoded byte k of this one.
func (w *window) from(k int) *window {
	v := &window{s: w.s, cut: w.cut}
	v.n = copy(v.b[:], w.b[k:w.n])
	copy(v.off[:], w.off[k:w.n+1])
	return v
}

package ui

import (
	"strconv"
)

// Kind says how a pane row reads.
type Kind uint8

// The kinds of row.
const (
	Field   Kind = iota // a label and a value
	Note                // a remark
	Warning             // legal but worth a look
	Problem             // why something is refused or ignored
	Step                // a transformation: Value → After
	Fact                // background: one line, whole with its Detail (a source) when selected
)

// Item is one row of a pane: values exactly as the core packages returned
// them, untrusted; the view escapes and cuts them.
type Item struct {
	Kind     Kind
	Label    string
	Value    string
	After    string // Step: the value after the step
	Detail   string // Field: a remark after the value ("Google Analytics · campaign"); Step: under its name ("safe")
	Copy     string // what the copy key copies; "" when the row has nothing to copy
	CopyName string // what Copy is, for the status line: "canonical URL"
}

// Pane is one inspector section ready to draw.
type Pane struct {
	Title    string
	Items    []Item
	Selected int // the row the copy key acts on; -1 for none
	Focused  bool
	// Hints say, under rows out of view, how to reach them: Reach when
	// the pane has no focus ("tab to focus, then ↑↓"), Move when it has.
	// The caller words them from its key map.
	Hints ScrollHints
}

// ScrollHints are the key hints under a list that does not fit.
type ScrollHints struct{ Reach, Move string }

// maxLabel is the widest label column.
const maxLabel = 34

// Rows per item: the selected one opens up.
const (
	itemLines     = 2
	selectedLines = 8
)

// RenderPane draws p in width cells with at most maxBody lines inside the
// frame, scrolled so the selected row shows, saying how many rows are out
// of view.
func RenderPane(st *Styles, p Pane, width, maxBody int) string {
	l := LayoutPane(st, p, width)
	return l.Render(st, maxBody)
}

// PaneLayout is a pane's rows laid out for a width, before they are cut
// to a height: a view that tries several heights lays a pane out once.
type PaneLayout struct {
	pane   Pane
	width  int
	blocks [][]Line
}

// LayoutPane lays p's rows out for a pane width cells wide.
func LayoutPane(st *Styles, p Pane, width int) PaneLayout {
	inner := max(BoxInner(width), 10)
	labelW := 0
	for _, it := range p.Items {
		if it.Kind == Field || it.Kind == Step {
			labelW = max(labelW, min(cells(it.Label), inner/3, maxLabel))
		}
	}
	// Details line up in a column after the values, when the values are
	// short enough to leave room for one.
	valueW := 0
	for _, it := range p.Items {
		if it.Kind != Field || it.Detail == "" {
			continue
		}
		if w := clipCells(it.Value, inner); w <= inner/3 {
			valueW = max(valueW, w)
		}
	}
	blocks := make([][]Line, len(p.Items))
	for i, it := range p.Items {
		blocks[i] = item(st, it, i == p.Selected && p.Focused, labelW, valueW, inner)
	}
	return PaneLayout{pane: p, width: width, blocks: blocks}
}

// Height is the height of the pane drawn with at most maxBody body lines.
func (l *PaneLayout) Height(maxBody int) int {
	total := 0
	for _, b := range l.blocks {
		total += len(b)
	}
	if total <= max(maxBody, 1) {
		return BoxHeight(total)
	}
	return BoxHeight(len(l.window(nil, maxBody)))
}

// Render draws the pane with at most maxBody body lines.
func (l *PaneLayout) Render(st *Styles, maxBody int) string {
	return Box(st, l.pane.Title, l.window(st, maxBody), l.width, l.pane.Focused)
}

func (l *PaneLayout) window(st *Styles, maxBody int) []Line {
	return window(st, l.blocks, max(l.pane.Selected, 0), max(maxBody, 1), l.pane.Focused, l.pane.Hints)
}

// clipCells is the width of Clip(s, width), without building it for text
// that shows as itself.
func clipCells(s string, width int) int {
	if printableASCII(s[:min(len(s), width+1)]) && len(s) <= width {
		return len(s)
	}
	return cells(Clip(s, width))
}

// window keeps the blocks around sel that fit in n lines, with a line saying
// how many rows are above or below.
// A nil st counts the lines without styling the hints.
func window(st *Styles, blocks [][]Line, sel, n int, focused bool, hints ScrollHints) []Line {
	if st == nil {
		st = &Styles{}
	}
	total := 0
	for _, b := range blocks {
		total += len(b)
	}
	if total <= n {
		return flatten(blocks)
	}
	if sel >= len(blocks) {
		sel = len(blocks) - 1
	}
	first, last, used := sel, sel, len(blocks[sel])
	for grew := true; grew; {
		grew = false
		if last+1 < len(blocks) && used+len(blocks[last+1]) <= n-2 {
			last++
			used += len(blocks[last])
			grew = true
		}
		if first > 0 && used+len(blocks[first-1]) <= n-2 {
			first--
			used += len(blocks[first])
			grew = true
		}
	}
	var out []Line
	if first > 0 {
		out = append(out, Plain(st.Muted, "↑ "+rows(first)+" above"))
	}
	out = append(out, flatten(blocks[first:last+1])...)
	if last < len(blocks)-1 {
		hint := hints.Reach
		if focused {
			hint = hints.Move
		}
		if hint != "" {
			hint = " · " + hint
		}
		out = append(out, Plain(st.Muted, "↓ "+rows(len(blocks)-1-last)+" below"+hint))
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
}

func rows(n int) string {
	if n == 1 {
		return "1 row"
	}
	return strconv.Itoa(n) + " rows"
}

func flatten(blocks [][]Line) []Line {
	var out []Line
	for _, b := range blocks {
		out = append(out, b...)
	}
	return out
}

// item draws one row: a gutter (▸ when selected), the label column and the
// value wrapped under itself.
func item(st *Styles, it Item, selected bool, labelW, valueW, inner int) []Line {
	gutter := Space(2)
	if selected {
		gutter = Join(Plain(st.Marker, "▸"), Space(1))
	}
	n := itemLines
	if selected {
		n = selectedLines
	}
	switch it.Kind {
	case Fact:
		return fact(st, it, gutter, selected, inner)
	case Note, Warning, Problem:
		sym, style := symbol(st, it.Kind)
		text := it.Value
		if it.Label != "" {
			text = it.Label + ": " + text
		}
		return prose(st, gutter, Plain(style, sym+" "), text, style, inner, n)
	case Step:
		before, after := Excerpts(it.Value, it.After, inner-labelW-8)
		lines := hanging(st, Join(gutter, label(st, it.Label, labelW)), Line{}, before, st.Muted, inner, n)
		// The detail (a step's class) sits under the step's name.
		under := Join(Space(2), label(st, it.Detail, labelW))
		if it.Detail == "" {
			under = Space(2 + labelW + 2)
		}
		return append(lines, hanging(st, under, Plain(st.OK, "→ "), after, st.Value, inner, n)...)
	}
	var lines []Line
	if it.Value == "" {
		lines = []Line{Join(gutter, label(st, it.Label, labelW), Plain(st.Muted, "(empty)"))}
	} else {
		lines = hanging(st, Join(gutter, label(st, it.Label, labelW)), Line{}, it.Value, st.Value, inner, n)
	}
	if it.Detail == "" {
		return lines
	}
	// The detail follows the value on its last line when it fits, else
	// on a line of its own under the value.
	d := Join(Space(2), Plain(st.Muted, Clip(it.Detail, max(inner-2-labelW-2-2, 8))))
	if last := &lines[len(lines)-1]; max(last.Width, 2+labelW+2+valueW)+d.Width <= inner {
		if col := 2 + labelW + 2 + valueW; len(lines) == 1 && last.Width < col {
			*last = Join(*last, Space(col-last.Width))
		}
		*last = Join(*last, d)
		return lines
	}
	indent := 2 + labelW + 2
	return append(lines, Join(Space(indent), d))
}

// fact draws a Fact row: one line cut with "…", so background stays out
// of the way of the values above it; selected, the whole text and its
// source.
func fact(st *Styles, it Item, gutter Line, selected bool, inner int) []Line {
	lead := Plain(st.Muted, "· ")
	if !selected {
		return []Line{Join(gutter, lead, Plain(st.Muted, Ellipsis(it.Value, max(inner-gutter.Width-lead.Width, 8))))}
	}
	lines := prose(st, gutter, lead, it.Value, st.Value, inner, selectedLines)
	if it.Detail == "" {
		return lines
	}
	pad := Space(4)
	return append(lines, prose(st, pad, Line{}, "source: "+it.Detail, st.Muted, inner, selectedLines)...)
}

// prose is hanging with lines broken between words.
func prose(st *Styles, prefix, lead Line, value string, style Style, inner, n int) []Line {
	return lay(prefix, lead, WrapWords(value, max(inner-prefix.Width-lead.Width, 8), n), style)
}

// hanging writes prefix+lead then value wrapped in the room left, each
// continuation line indented under the value's start.
func hanging(st *Styles, prefix, lead Line, value string, style Style, inner, n int) []Line {
	return lay(prefix, lead, Wrap(value, max(inner-prefix.Width-lead.Width, 8), n), style)
}

// lay puts prefix+lead before the first part and indents the others under
// it.
func lay(prefix, lead Line, parts []string, style Style) []Line {
	indent := prefix.Width + lead.Width
	out := make([]Line, len(parts))
	pad := Space(indent)
	for i, p := range parts {
		head := pad
		if i == 0 {
			head = Join(prefix, lead)
		}
		out[i] = Join(head, Plain(style, p))
	}
	return out
}

// label draws an item's label, escaped, in a column of w cells and a gap.
func label(st *Styles, s string, w int) Line {
	if w == 0 {
		return Line{}
	}
	c := Ellipsis(s, w)
	return Join(Plain(st.Label, c), Space(w-cells(c)+LabelGap))
}

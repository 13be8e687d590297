package ui

import "strconv"

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
	Heading             // names the group of rows under it; nothing to select or copy
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
	// KeepEnd cuts a Field's value too long for its lines at its start,
	// with "…", so its end shows: a tagged link's marker.
	KeepEnd bool
}

// Pane is one inspector section ready to draw.
type Pane struct {
	Title    string
	Items    []Item
	Selected int // the row the copy key acts on; -1 for none
	Focused  bool
	// ItemLines is how many lines a row's value may wrap over when the
	// row is not selected; 0 means the default, 2. A view with room to
	// spare gives more, so long values show whole before anything is cut.
	ItemLines int
	// Hints say, under rows out of view, how to reach them: Reach when
	// the pane has no focus ("tab to focus, then ↑↓"), Move when it has.
	// The caller words them from its key map.
	Hints ScrollHints
}

// ScrollHints are the key hints under a list that does not fit.
type ScrollHints struct{ Reach, Move string }

// maxLabel is the widest label column.
const maxLabel = 34

// RoomyItemLines is what Pane.ItemLines may be raised to when a view has
// room to spare.
const RoomyItemLines = selectedLines

// Rows per item: the selected one opens up.
const (
	itemLines     = 2
	selectedLines = 8
)

// RenderPane draws p in width cells with at most maxBody lines inside the
// frame, scrolled so the selected row shows, saying how many rows are out
// of view.
func RenderPane(st *Styles, p Pane, width, maxBody int) string {
	l := LayoutPane(st, p, width, maxBody)
	return l.Render(st, maxBody)
}

// PaneLayout is a pane's rows laid out for a width, before they are cut
// to a height: a view that tries several heights lays a pane out once.
type PaneLayout struct {
	pane   Pane
	width  int
	lines  []Line
	bounds []int // row lo+i is lines[bounds[i]:bounds[i+1]]
	lo     int   // the first row laid out
	rows   int   // rows in all, laid out or not
	cut    bool  // a value was cut short of its whole
}

// Cut reports whether a row's value was cut to the lines a row has: more
// lines per row (Pane.ItemLines) would show more of it.
func (l *PaneLayout) Cut() bool { return l.cut }

// LayoutPane lays p's rows out for a pane width cells wide that will show
// at most maxLines body lines (0: no bound). A row takes at least a line,
// so only the rows within maxLines of the selected one can show: the
// others are counted, not laid out, and a pane of thousands of rows costs
// what its screenful costs.
func LayoutPane(st *Styles, p Pane, width, maxLines int) PaneLayout {
	return LayoutPaneCached(st, p, width, maxLines, nil)
}

// RowCache keeps the rows of a pane's last layout, so the next layout of
// the same pane copies the lines of every row that did not change instead
// of wrapping and escaping it again: as a link is typed, most rows stay
// as they were. Rows are matched by index and compared whole.
type RowCache struct{ rows []cachedRow }

type cachedRow struct {
	key   rowKey
	lines []Line
	cut   bool
}

// rowKey is everything a row's lines depend on.
type rowKey struct {
	it                               Item
	selected                         bool
	labelW, valueW, inner, itemLines int
}

// row is the cached row i when it was laid out for key; a nil cache has
// none.
func (c *RowCache) row(i int, key rowKey) (cachedRow, bool) {
	if c == nil || i >= len(c.rows) || c.rows[i].lines == nil || c.rows[i].key != key {
		return cachedRow{}, false
	}
	return c.rows[i], true
}

// LayoutPaneCached is LayoutPane reusing, and then updating, cache (nil
// for none).
func LayoutPaneCached(st *Styles, p Pane, width, maxLines int, cache *RowCache) PaneLayout {
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
	lo, hi := 0, len(p.Items)
	if maxLines > 0 {
		sel := max(p.Selected, 0)
		lo, hi = max(sel-maxLines, 0), min(sel+maxLines+1, len(p.Items))
	}
	// Room for two lines per row laid out, the rows far from the selection
	// are not.
	w := Writer{st: st, lines: make([]Line, 0, 2*(hi-lo)), itemLines: itemLines}
	if p.ItemLines > 0 {
		w.itemLines = p.ItemLines
	}
	bounds := make([]int, 1, hi-lo+1)
	var next []cachedRow
	if cache != nil {
		// Rows not laid out this time keep what they had.
		next = make([]cachedRow, len(p.Items))
		copy(next, cache.rows)
	}
	for i := lo; i < hi; i++ {
		key := rowKey{it: p.Items[i], selected: i == p.Selected && p.Focused, labelW: labelW, valueW: valueW,
			inner: inner, itemLines: w.itemLines}
		start := len(w.lines)
		row, reused := cache.row(i, key)
		if reused {
			w.lines = append(w.lines, row.lines...)
		} else {
			row.cut = w.itemCut(p.Items[i], key.selected, labelW, valueW, inner)
		}
		w.cut = w.cut || row.cut
		if next != nil {
			next[i] = cachedRow{key: key, lines: w.lines[start:len(w.lines):len(w.lines)], cut: row.cut}
		}
		bounds = append(bounds, len(w.lines))
	}
	if cache != nil {
		cache.rows = next
	}
	return PaneLayout{pane: p, width: width, lines: w.lines, bounds: bounds, lo: lo, rows: len(p.Items), cut: w.cut}
}

// Height is the height of the pane drawn with at most maxBody body lines.
func (l *PaneLayout) Height(maxBody int) int {
	if total := len(l.lines); total <= max(maxBody, 1) && l.whole() {
		return BoxHeight(total)
	}
	return BoxHeight(len(l.window(nil, maxBody)))
}

// Render draws the pane with at most maxBody body lines.
func (l *PaneLayout) Render(st *Styles, maxBody int) string {
	return Box(st, l.pane.Title, l.window(st, maxBody), l.width, l.pane.Focused)
}

func (l *PaneLayout) window(st *Styles, maxBody int) []Line {
	rs := rowSpan{lines: l.lines, bounds: l.bounds, lo: l.lo, rows: l.rows}
	return window(st, rs, max(l.pane.Selected, 0), max(maxBody, 1), l.pane.Focused, l.pane.Hints)
}

// whole reports whether every row was laid out.
func (l *PaneLayout) whole() bool { return l.lo == 0 && len(l.bounds)-1 == l.rows }

// rowSpan is the rows a window may show: rows lo… of rows in all, row
// lo+i being lines[bounds[i]:bounds[i+1]].
type rowSpan struct {
	lines    []Line
	bounds   []int
	lo, rows int
}

func (r rowSpan) hi() int            { return r.lo + len(r.bounds) - 1 }
func (r rowSpan) size(i int) int     { return r.bounds[i-r.lo+1] - r.bounds[i-r.lo] }
func (r rowSpan) whole() bool        { return r.lo == 0 && r.hi() == r.rows }
func (r rowSpan) of(a, b int) []Line { return r.lines[r.bounds[a-r.lo]:r.bounds[b-r.lo]] }

// clipCells is the width of Clip(s, width), without building it for text
// that shows as itself.
func clipCells(s string, width int) int {
	if printableASCII(s[:min(len(s), width+1)]) && len(s) <= width {
		return len(s)
	}
	return cells(Clip(s, width))
}

// Window keeps the blocks of lines around block sel that fit in n lines,
// with a line saying how many rows are above or below, so a column of
// blocks taller than the screen (the build form) scrolls with its focus.
func Window(st *Styles, blocks [][]Line, sel, n int, hints ScrollHints) []Line {
	var lines []Line
	bounds := []int{0}
	for _, b := range blocks {
		lines = append(lines, b...)
		bounds = append(bounds, len(lines))
	}
	return window(st, rowSpan{lines: lines, bounds: bounds, rows: len(blocks)}, sel, n, true, hints)
}

// window keeps the rows around sel that fit in n lines, with a line
// saying how many rows are above or below. Row i is
// lines[bounds[i]:bounds[i+1]]. A nil st counts the lines without styling
// the hints.
func window(st *Styles, rs rowSpan, sel, n int, focused bool, hints ScrollHints) []Line {
	if len(rs.lines) <= n && rs.whole() {
		return rs.lines
	}
	if st == nil {
		st = &Styles{}
	}
	rowCount := rs.rows
	size := rs.size
	sel = min(max(sel, rs.lo), rs.hi()-1)
	// hintLines is how many "rows above/below" lines the window
	// first..last needs: none for an end it reaches.
	hintLines := func(first, last int) int {
		h := 0
		if first > 0 {
			h++
		}
		if last < rowCount-1 {
			h++
		}
		return h
	}
	first, last, used := sel, sel, size(sel)
	for grew := true; grew; {
		grew = false
		if last+1 < rs.hi() && used+size(last+1)+hintLines(first, last+1) <= n {
			last++
			used += size(last)
			grew = true
		}
		if first > rs.lo && used+size(first-1)+hintLines(first-1, last) <= n {
			first--
			used += size(first)
			grew = true
		}
	}
	out := make([]Line, 0, used+2)
	if first > 0 {
		out = append(out, Plain(st.Muted, "↑ "+rows(first)+" above"))
	}
	out = append(out, rs.of(first, last+1)...)
	if last < rowCount-1 {
		hint := hints.Reach
		if focused {
			hint = hints.Move
		}
		if hint != "" {
			hint = " · " + hint
		}
		out = append(out, Plain(st.Muted, "↓ "+rows(rowCount-1-last)+" below"+hint))
	}
	if len(out) > n {
		if !focused {
			return wholeRows(st, rs, first, last, n, hints.Reach)
		}
		out = out[:n]
	}
	return out
}

// wholeRows is a window without focus too short for its rows and their
// hints: the rows that fit whole, then a line saying how many do not
// show, so no row is cut short without a word (a pane given the last
// three lines of a screen shows its title and "↓ 5 rows below", not half
// a value).
func wholeRows(st *Styles, rs rowSpan, first, last, n int, reach string) []Line {
	var out []Line
	room := n - 1 // the line that says how many rows do not show
	if first > 0 && room > 0 {
		out = append(out, Plain(st.Muted, "↑ "+rows(first)+" above"))
		room--
	}
	k := first
	for k <= last && rs.size(k) <= room {
		room -= rs.size(k)
		k++
	}
	out = append(out, rs.of(first, k)...)
	if reach != "" {
		reach = " · " + reach
	}
	return append(out, Plain(st.Muted, "↓ "+rows(rs.rows-k)+" below"+reach))
}

func rows(n int) string {
	if n == 1 {
		return "1 row"
	}
	return strconv.Itoa(n) + " rows"
}

// item lays out one row: a gutter (▸ when selected), the label column and
// the value wrapped under itself.
func (w *Writer) item(it Item, selected bool, labelW, valueW, inner int) {
	st := w.st
	gutter := Gutter(st, selected)
	n := max(w.itemLines, itemLines)
	if selected {
		n = max(n, selectedLines)
	}
	switch it.Kind {
	case Fact:
		w.fact(it, gutter, selected, inner)
		return
	case Note, Warning, Problem:
		sym, style := Symbol(st, it.Kind)
		text := it.Value
		if it.Label != "" {
			text = it.Label + ": " + text
		}
		w.Prose(gutter, Plain(style, sym+" "), text, style, inner, n)
		return
	case Heading:
		w.lines = append(w.lines, Join(Space(2), Plain(st.Title, Ellipsis("── "+it.Value+" ──", inner-2))))
		return
	case Step:
		// The excerpts may take the lines an unselected row has; the
		// change is marked « » so it reads without colour.
		before, after := MarkedExcerpts(it.Value, it.After, max(w.itemLines, itemLines)*(inner-labelW-6)-4)
		w.Hanging(Join(gutter, Label(st, it.Label, labelW)), Line{}, before, st.Muted, inner, n)
		// The detail (a step's class) sits under the step's name.
		under := Join(Space(2), Label(st, it.Detail, labelW))
		if it.Detail == "" {
			under = Space(2 + labelW + 2)
		}
		w.Hanging(under, Plain(st.OK, "→ "), after, st.Value, inner, n)
		return
	}
	first := len(w.lines)
	if it.Value == "" {
		w.lines = append(w.lines, Join(gutter, Label(st, it.Label, labelW), Plain(st.Muted, "(empty)")))
	} else if it.KeepEnd {
		w.HangingTail(Join(gutter, Label(st, it.Label, labelW)), Line{}, it.Value, st.Value, inner, n)
	} else {
		w.Hanging(Join(gutter, Label(st, it.Label, labelW)), Line{}, it.Value, st.Value, inner, n)
	}
	if it.Detail == "" {
		return
	}
	// The detail follows the value on its last line when it fits, else
	// on a line of its own under the value.
	d := Join(Space(2), Plain(st.Muted, Clip(it.Detail, max(inner-2-labelW-2-2, 8))))
	col := 2 + labelW + 2 + valueW
	if last := &w.lines[len(w.lines)-1]; max(last.Width, col)+d.Width <= inner {
		if len(w.lines)-first == 1 && last.Width < col {
			*last = Join(*last, Space(col-last.Width))
		}
		*last = Join(*last, d)
		return
	}
	w.lines = append(w.lines, Join(Space(2+labelW+2), d))
}

// itemCut lays out a row and reports whether it cut a value short.
func (w *Writer) itemCut(it Item, selected bool, labelW, valueW, inner int) bool {
	before := w.cut
	w.cut = false
	w.item(it, selected, labelW, valueW, inner)
	cut := w.cut
	w.cut = before || cut
	return cut
}

// fact lays out a Fact row: one line cut with "…", so background stays
// out of the way of the values above it; selected, the whole text and its
// source.
func (w *Writer) fact(it Item, gutter Line, selected bool, inner int) {
	st := w.st
	lead := Plain(st.Muted, "· ")
	if !selected {
		w.lines = append(w.lines, Join(gutter, lead, Plain(st.Muted, Ellipsis(it.Value, max(inner-gutter.Width-lead.Width, 8)))))
		return
	}
	w.Prose(gutter, lead, it.Value, st.Value, inner, selectedLines)
	if it.Detail != "" {
		w.Prose(Space(4), Line{}, "source: "+it.Detail, st.Muted, inner, selectedLines)
	}
}

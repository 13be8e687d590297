package inspector

import (
	"strings"

	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// unfocusedPaneLines is the least a pane without focus is cut to when the
// panes do not all fit, so the focused one and its neighbours share the
// screen.
const unfocusedPaneLines = 8

// minPartialPane is the fewest lines worth showing of a pane cut short.
const minPartialPane = 3

// linkRows is how many lines the link may wrap over; 2 on a screen
// shorter than tallScreen.
const (
	linkRows   = 4
	tallScreen = 30
)

// wideScreen is the width from which the panes go in two columns.
const wideScreen = 140

// View draws the link box and as many panes as fit, starting early enough
// that the focused pane shows, and says how many panes are out of view.
func (in *Model) View() string {
	if in.detail != nil {
		return in.detailView()
	}
	st, w := in.c.Styles, in.width
	linkBox := in.linkBox()
	avail := in.height - ui.CountLines(linkBox)
	all := make([]int, len(in.panes))
	for i := range all {
		all[i] = i
	}
	if w < wideScreen {
		return linkBox + in.stack(st, all, w, avail)
	}
	// Wide: the short panes on the left, the ones made of long URLs on
	// the right, so both halves fill.
	var left, right []int
	for i, p := range in.panes {
		if inRightColumn(p.name) {
			right = append(right, i)
		} else {
			left = append(left, i)
		}
	}
	if len(left) == 0 || len(right) == 0 {
		return linkBox + in.stack(st, all, w, avail)
	}
	lw := w / 2
	return linkBox + joinColumns(in.stack(st, left, lw, avail), in.stack(st, right, w-lw, avail), lw)
}

// linkBox is the paste pane: the link in an editor of a few rows.
func (in *Model) linkBox() string {
	st, w, k := in.c.Styles, in.width, &in.c.Keys
	title := "Link"
	if n := len(in.link.Value()); n > 0 {
		title += " · " + component.Plural(n, "byte")
	}
	rows := linkRows
	if in.height < tallScreen {
		rows = 2
	}
	inner := ui.BoxInner(w)
	if !ui.EditorFits(in.link.Runes(), inner, rows) {
		title += " · part shown (" + ui.Keys(k.Editor.Left, k.Editor.Right) + " " + ui.Keys(k.Editor.Home, k.Editor.End) + ")"
	}
	placeholder := "paste or type a link; " + k.Quit.Help().Key + " quits"
	ed := ui.Editor(st, in.link.Runes(), in.link.Pos(), inner, rows, in.Typing(), "", placeholder)
	return ui.Box(st, title, ed, w, in.Typing())
}

// joinColumns puts two stacks of lines side by side. Every line of a
// stack is its column's width (lw cells on the left), so only a missing
// line needs padding. Each stack begins with a newline.
func joinColumns(left, right string, lw int) string {
	l := strings.Split(strings.TrimPrefix(left, "\n"), "\n")
	r := strings.Split(strings.TrimPrefix(right, "\n"), "\n")
	var b strings.Builder
	b.Grow(len(left) + len(right) + len(l)*lw/2)
	for i := 0; i < max(len(l), len(r)); i++ {
		var a, c string
		if i < len(l) {
			a = l[i]
		}
		if i < len(r) {
			c = r[i]
		}
		b.WriteByte('\n')
		if a == "" {
			a = strings.Repeat(" ", lw)
		}
		b.WriteString(a)
		b.WriteString(c)
	}
	return b.String()
}

// stack draws the panes idx (indexes in in.panes) one under the other in
// w×avail cells, starting early enough that the focused pane shows, and
// says how many are out of view. The result begins with a newline.
func (in *Model) stack(st *ui.Styles, idx []int, w, avail int) string {
	heights := make([]int, len(idx))
	bodies := make([]int, len(idx))
	focus := -1 // position of the focused pane in idx
	// A pane alone has the whole room; among others, one line of it says
	// how many are out of view.
	fullBody := ui.BoxBody(avail)
	if len(idx) > 1 {
		fullBody = ui.BoxBody(avail - 1)
	}
	for j, i := range idx {
		if in.focus == i+1 {
			focus = j
		}
		in.panes[i].Data.ItemLines = 0 // the last frame's spare rows are spent anew
		in.panes[i].Bound = fullBody
		bodies[j] = fullBody
		heights[j] = in.panes[i].Height(st, w, fullBody, j == focus)
	}
	c := in.unfocusedCap(heights, focus, avail)
	for j, i := range idx {
		if j != focus && ui.BoxBody(heights[j]) > c {
			bodies[j] = c
			heights[j] = in.panes[i].Height(st, w, c, false)
		}
	}
	in.spendSpareRows(st, idx, heights, bodies, focus, w, avail)
	first := 0
	if focus >= 0 {
		for used := sum(heights[:focus+1]); first < focus && used > avail-1; first++ {
			used -= heights[first]
		}
	}
	var out strings.Builder
	used, shown := 0, first
	for ; shown < len(idx); shown++ {
		i := idx[shown]
		room := avail - used
		if first > 0 || shown < len(idx)-1 {
			room-- // the line that says panes are out of view
		}
		if heights[shown] > room && shown > first {
			// The last pane that shows gets the room that is left, when
			// there is enough for its frame and a few rows.
			if room >= minPartialPane {
				out.WriteString("\n" + in.panes[i].Render(st, w, ui.BoxBody(room), shown == focus))
				shown++
			}
			break
		}
		out.WriteString("\n" + in.panes[i].Render(st, w, bodies[shown], shown == focus))
		used += heights[shown]
	}
	if first > 0 || shown < len(idx) {
		// Padded to the column's width, as every pane's lines are, so
		// columns join without measuring.
		more := ui.Ellipsis(" "+in.outOfView(first, len(idx)-shown), w)
		out.WriteString("\n" + st.Muted.Render(ui.Pad(more, ui.Cells(more), w)))
	}
	return out.String()
}

// spendSpareRows gives the rows a stack leaves empty to long values: pane
// by pane, from the top, a pane's rows may wrap over more lines while the
// whole stack still fits.
func (in *Model) spendSpareRows(st *ui.Styles, idx, heights, bodies []int, focus, w, avail int) {
	total := sum(heights)
	if len(idx) > 1 {
		total++ // the line that says panes are out of view, kept free
	}
	for j, i := range idx {
		p := &in.panes[i]
		spare := avail - total
		if spare <= 0 || !p.Layout(st, w, j == focus).Cut() || p.rows.tooTall(w, spare) {
			continue
		}
		p.Data.ItemLines = ui.RoomyItemLines
		h := p.Height(st, w, bodies[j], j == focus)
		if h == heights[j] || total-heights[j]+h > avail {
			p.Data.ItemLines = 0
			p.rows.refused = roomyRefusal{width: w, spare: spare}
			continue
		}
		p.rows.refused = roomyRefusal{}
		total += h - heights[j]
		heights[j] = h
	}
}

// unfocusedCap is the largest cap on the bodies of the panes without focus
// that lets the stack fit in avail lines, but no less than
// unfocusedPaneLines (then the stack scrolls).
func (in *Model) unfocusedCap(heights []int, focus, avail int) int {
	fits := func(c int) bool {
		total := 0
		for j, h := range heights {
			if j != focus {
				h = ui.BoxHeight(min(ui.BoxBody(h), c))
			}
			total += h
		}
		return total <= avail
	}
	c := ui.BoxBody(avail)
	for c > unfocusedPaneLines && !fits(c) {
		c--
	}
	return c
}

// outOfView says how many panes are above and below the screen.
func (in *Model) outOfView(above, below int) string {
	s := ""
	if above > 0 {
		s = "↑ " + component.Plural(above, "pane") + " above  "
	}
	if below > 0 {
		s += "↓ " + component.Plural(below, "pane") + " below  "
	}
	return s + "· " + in.c.Keys.Next.Help().Key + " moves the focus"
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

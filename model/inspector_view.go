package model

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/linkscope/linkscope/ui"
)

// unfocusedPaneLines is the least a pane without focus is cut to when the
// panes do not all fit, so the focused one and its neighbours share the
// screen.
const unfocusedPaneLines = 8

// minPartialPane is the fewest lines worth showing of a pane cut short.
const minPartialPane = 4

// linkRows is how many lines the link may wrap over; 2 on a screen
// shorter than tallScreen.
const (
	linkRows   = 4
	tallScreen = 30
)

// View draws the link box and as many panes as fit, starting early enough
// that the focused pane shows, and says how many panes are out of view.
func (in *inspector) View() string {
	st, w := in.c.styles, in.width
	title := "Link"
	if n := len(in.link.Value()); n > 0 {
		title += " · " + plural(n, "byte")
	}
	rows := linkRows
	if in.height < tallScreen {
		rows = 2
	}
	if !ui.EditorFits(in.link.runes, w-4, rows) {
		title += " · part shown (←/→ home/end)"
	}
	ed := st.Editor(in.link.runes, in.link.pos, w-4, rows, in.typing(), "", "paste or type a link; ctrl+c quits")
	out := st.Box(title, ed, w, in.typing())
	avail := in.height - 2 - len(ed)
	all := make([]int, len(in.panes))
	for i := range all {
		all[i] = i
	}
	if w < wideScreen {
		return out + in.stack(all, w, avail)
	}
	// Wide: the short panes on the left, the ones made of long URLs on
	// the right, so both halves fill.
	var left, right []int
	for i, n := range in.names {
		if rightColumn[n] {
			right = append(right, i)
		} else {
			left = append(left, i)
		}
	}
	if len(left) == 0 || len(right) == 0 {
		return out + in.stack(all, w, avail)
	}
	lw := w / 2
	return out + joinColumns(in.stack(left, lw, avail), in.stack(right, w-lw, avail), lw)
}

// wideScreen is the width from which the panes go in two columns, and
// rightColumn the sections that go on the right.
const wideScreen = 140

var rightColumn = map[string]bool{"normalized": true, "safebrowsing": true}

// joinColumns puts two stacks of lines side by side, the left one padded
// to lw cells. Each stack begins with a newline.
func joinColumns(left, right string, lw int) string {
	l := strings.Split(strings.TrimPrefix(left, "\n"), "\n")
	r := strings.Split(strings.TrimPrefix(right, "\n"), "\n")
	var b strings.Builder
	for i := 0; i < max(len(l), len(r)); i++ {
		var a, c string
		if i < len(l) {
			a = l[i]
		}
		if i < len(r) {
			c = r[i]
		}
		b.WriteByte('\n')
		b.WriteString(ui.Pad(a, lipgloss.Width(a), lw) + c)
	}
	return b.String()
}

// stack draws the panes idx (indexes in in.panes) one under the other in
// w×avail cells, starting early enough that the focused pane shows, and
// says how many are out of view. The result begins with a newline.
func (in *inspector) stack(idx []int, w, avail int) string {
	st := in.c.styles
	rendered := make([]string, len(idx))
	heights := make([]int, len(idx))
	focus := -1 // position of the focused pane in idx
	for j, i := range idx {
		p := in.panes[i]
		if p.Focused = in.focus == i+1; p.Focused {
			focus = j
		}
		rendered[j] = st.RenderPane(p, w, avail-2)
		heights[j] = countLines(rendered[j])
	}
	// The panes without focus share what the focused one leaves: the
	// largest cap on their bodies that fits, but no less than
	// unfocusedPaneLines (then the stack scrolls).
	fits := func(c int) bool {
		total := 0
		for j, h := range heights {
			if j != focus {
				h = min(h-2, c) + 2
			}
			total += h
		}
		return total <= avail
	}
	c := avail - 2
	for c > unfocusedPaneLines && !fits(c) {
		c--
	}
	for j, i := range idx {
		if j != focus && heights[j]-2 > c {
			rendered[j] = st.RenderPane(in.panes[i], w, c)
			heights[j] = countLines(rendered[j])
		}
	}
	first := 0
	if focus >= 0 {
		for used := sum(heights[:focus+1]); first < focus && used > avail-1; first++ {
			used -= heights[first]
		}
	}
	var out strings.Builder
	used, shown := 0, first
	for ; shown < len(idx); shown++ {
		room := avail - used
		if first > 0 || shown < len(idx)-1 {
			room-- // the line that says panes are out of view
		}
		if heights[shown] > room && shown > first {
			// The last pane that shows gets the room that is left, when
			// there is enough for its frame and a few rows.
			if room >= minPartialPane {
				p := in.panes[idx[shown]]
				p.Focused = in.focus == idx[shown]+1
				out.WriteString("\n" + st.RenderPane(p, w, room-2))
				shown++
			}
			break
		}
		out.WriteString("\n" + rendered[shown])
		used += heights[shown]
	}
	if first > 0 || shown < len(idx) {
		out.WriteString("\n" + st.Muted.Render(" "+outOfView(first, len(idx)-shown)))
	}
	return out.String()
}

// outOfView says how many panes are above and below the screen.
func outOfView(above, below int) string {
	s := ""
	if above > 0 {
		s = "↑ " + plural(above, "pane") + " above  "
	}
	if below > 0 {
		s += "↓ " + plural(below, "pane") + " below  "
	}
	return s + "· tab moves the focus"
}

func countLines(s string) int {
	n := 1
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			n++
		}
	}
	return n
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

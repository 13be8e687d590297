package links

import (
	"strconv"

	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// View draws the comparison when one is open, else the list under its
// filter, or what the view is for while it is empty.
func (m *Model) View() string {
	switch {
	case m.cmp != nil:
		return m.compareView()
	case len(m.items) == 0:
		return m.emptyView()
	}
	return m.listView()
}

// listView is one box: the filter line, then the rows.
func (m *Model) listView() string {
	st, k, v := m.c.Styles, &m.c.Keys, &m.keys
	inner := ui.BoxInner(m.width)
	lead := ui.Plain(st.Label, "filter  ")
	placeholder := v.Filter.Help().Key + " to filter: every word typed must match"
	ed := ui.Editor(st, m.filter.Runes(), m.filter.Pos(), max(inner-lead.Width, 4), 1, m.filtering, "", placeholder)
	body := []ui.Line{ui.Join(lead, ed[0])}
	hints := ui.ScrollHints{Move: ui.Keys(k.Up, k.Down) + " to move"}
	// The selection shows while the filter has the focus too: the keys
	// that act on it (up, down, enter) work there.
	body = append(body, listLines(st, m.rows, m.sel, true, inner, m.listLines(), hints)...)
	if len(m.shown) == 0 {
		body = append(body, ui.Plain(st.Muted, ui.Ellipsis("no link matches the filter; "+v.FilterDone.Help().Key+" clears it", inner)))
	}
	return ui.Box(st, m.title(), body, m.width, true)
}

// listLines is the room of the rows: the box's body less the filter line.
func (m *Model) listLines() int { return max(ui.BoxBody(m.height)-1, 1) }

// title says how many links the paste held and how many show.
func (m *Model) title() string {
	t := "Links · " + component.Plural(len(m.items), "link") + " in " + m.kind
	if m.found > len(m.items) {
		t += " (" + component.Plural(m.found-len(m.items), "repeat") + ")"
	}
	if len(m.shown) < len(m.items) {
		t += " · " + strconv.Itoa(len(m.shown)) + " match the filter"
	}
	return t + " · preset " + presets[m.preset]
}

// emptyView says what the view is for.
func (m *Model) emptyView() string {
	st, k := m.c.Styles, &m.keys
	inner := ui.BoxInner(m.width)
	text := []string{
		"Paste text that holds links (an email's source or body, a chat message, HTML, a report with defanged links such as hxxp and [.]) " +
			"here or into Inspect: every link is listed with what it hides.",
		"Then " + k.InspectLink.Help().Key + " inspects one, " + ui.Keys(k.CopyLink, k.CopyClean) + " copy it as pasted or clean, and " +
			k.Mark.Help().Key + " with " + k.Compare.Help().Key + " compares two: equivalent or not, and what differs.",
	}
	var body []ui.Line
	for i, p := range text {
		if i > 0 {
			body = append(body, ui.Line{})
		}
		for _, l := range ui.WrapWords(p, inner, 6) {
			body = append(body, ui.Plain(st.Muted, l))
		}
	}
	return ui.Box(st, "Links · none yet", body[:min(len(body), max(ui.BoxBody(m.height), 1))], m.width, true)
}

// compareView is the open comparison in a box, scrolled.
func (m *Model) compareView() string {
	st, k := m.c.Styles, &m.c.Keys
	c := m.cmp
	inner := ui.BoxInner(m.width)
	lines := c.layout(st, inner)
	n := m.compareLines()
	body := lines
	if len(lines) > n {
		// The last screen is the "above" line and n-1 lines.
		c.scroll = min(c.scroll, len(lines)-(n-1))
		body = make([]ui.Line, 0, n)
		room := n
		if c.scroll > 0 {
			body = append(body, ui.Plain(st.Muted, "↑ "+component.Plural(c.scroll, "line")+" above"))
			room--
		}
		end := min(c.scroll+room, len(lines))
		if end < len(lines) {
			end--
		}
		body = append(body, lines[c.scroll:end]...)
		if end < len(lines) {
			body = append(body, ui.Plain(st.Muted, ui.Ellipsis("↓ "+component.Plural(len(lines)-end, "line")+" below · "+
				ui.Keys(k.Up, k.Down)+" to scroll", inner)))
		}
	} else {
		c.scroll = 0
	}
	title := "Compare · " + presets[m.preset] + " preset · " + k.Close.Help().Key + " returns to the list"
	return ui.Box(st, title, body, m.width, true)
}

// compareLines is the room of a comparison: the box's body.
func (m *Model) compareLines() int { return max(ui.BoxBody(m.height), 1) }

func itoa(n int) string { return strconv.Itoa(n) }

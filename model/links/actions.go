package links

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/model/component"
)

// inspect sends the selected link to the Inspect view.
func (m *Model) inspect() tea.Cmd {
	i := m.current()
	if i < 0 {
		return component.Status("no link to inspect: "+m.emptyReason(), true)
	}
	return component.Send(component.InspectMsg{URL: m.items[i].link.URL, What: "a link from the list", Back: m.Name()})
}

// mark marks the selected link as the first of a comparison, or unmarks
// it.
func (m *Model) mark() tea.Cmd {
	i := m.current()
	if i < 0 {
		return component.Status("no link to mark: "+m.emptyReason(), true)
	}
	if m.marked == i {
		m.marked = -1
		m.retag()
		return component.Status("unmarked", false)
	}
	m.marked = i
	m.retag()
	return component.Status("marked #"+itoa(i+1)+": select another and press "+m.keys.Compare.Help().Key+" to compare", false)
}

// compareSelected compares the marked link, else the one last inspected,
// with the selected one.
func (m *Model) compareSelected() tea.Cmd {
	i := m.current()
	if i < 0 {
		return component.Status("no link to compare: "+m.emptyReason(), true)
	}
	b := side{name: "#" + itoa(i+1), url: m.items[i].link.URL}
	a, ok := m.firstSide(i)
	if !ok {
		return component.Status("nothing to compare #"+itoa(i+1)+" with: "+m.keys.Mark.Help().Key+
			" marks a link, or inspect one first", true)
	}
	m.cmp = newComparison(m.c.Setup, a, b, m.preset)
	return nil
}

// firstSide is the link a comparison starts from: the marked one, else
// the one last inspected, when it is not the item other.
func (m *Model) firstSide(other int) (side, bool) {
	if m.marked >= 0 && m.marked != other {
		return side{name: "#" + itoa(m.marked+1), url: m.items[m.marked].link.URL}, true
	}
	if m.inspected == "" || (other >= 0 && m.inspected == m.items[other].link.URL) {
		return side{}, false
	}
	if m.inspectedItem >= 0 {
		return side{name: "#" + itoa(m.inspectedItem+1) + " inspected", url: m.inspected}, true
	}
	return side{name: "inspected", url: m.inspected}, true
}

// paste lists the links of a paste with several; a paste of one link is
// compared with the marked or selected link (or the one last inspected);
// other text goes into the filter when it has focus.
func (m *Model) paste(text string) tea.Cmd {
	text = component.PasteLines(text)
	found := extract.Auto(text, extract.Options{})
	distinct := extract.Unique(found)
	switch {
	case len(distinct) > 1:
		return component.Send(component.LinksMsg{Text: text, Links: found})
	case m.filtering && m.cmp == nil:
		line, _, _ := strings.Cut(strings.TrimSpace(text), "\n")
		m.filter.Insert([]rune(strings.TrimSpace(line)))
		m.refilter()
		return nil
	case len(distinct) == 0:
		return component.Status("no link in the paste", true)
	}
	b := side{name: "pasted", url: distinct[0].URL}
	a, ok := m.pastedAgainst()
	if !ok {
		return component.Status("one link pasted and nothing to compare it with: paste it into Inspect, or text with several links here", true)
	}
	m.cmp = newComparison(m.c.Setup, a, b, m.preset)
	return nil
}

// pastedAgainst is what a pasted link is compared with: the marked link,
// the selected one, or the one last inspected.
func (m *Model) pastedAgainst() (side, bool) {
	if m.marked >= 0 {
		return side{name: "#" + itoa(m.marked+1), url: m.items[m.marked].link.URL}, true
	}
	if i := m.current(); i >= 0 {
		return side{name: "#" + itoa(i+1), url: m.items[i].link.URL}, true
	}
	return m.firstSide(-1)
}

// copyOne copies the selected link, as pasted or clean.
func (m *Model) copyOne(clean bool) tea.Cmd {
	i := m.current()
	if i < 0 {
		return component.Status("nothing to copy: "+m.emptyReason(), true)
	}
	if clean {
		return component.Copy("clean link of #"+itoa(i+1), m.items[i].clean)
	}
	if p := m.items[i].pasted; p != "" {
		return component.Copy("link #"+itoa(i+1)+" as pasted (defanged)", p)
	}
	return component.Copy("link #"+itoa(i+1), m.items[i].link.URL)
}

// asPasted is item i as pasted: defanged when it was.
func (m *Model) asPasted(i int) string {
	if p := m.items[i].pasted; p != "" {
		return p
	}
	return m.items[i].link.URL
}

// copyAll copies every link shown, one a line, as pasted or clean.
func (m *Model) copyAll(clean bool) tea.Cmd {
	if len(m.shown) == 0 {
		return component.Status("nothing to copy: "+m.emptyReason(), true)
	}
	var b strings.Builder
	for n, i := range m.shown {
		if n > 0 {
			b.WriteByte('\n')
		}
		if clean {
			b.WriteString(m.items[i].clean)
		} else {
			b.WriteString(m.asPasted(i))
		}
	}
	what := component.Plural(len(m.shown), "link") + " as pasted"
	if clean {
		what = component.Plural(len(m.shown), "clean link")
	}
	if len(m.shown) < len(m.items) {
		what += " (those the filter shows)"
	}
	return component.Copy(what, b.String())
}

// emptyReason says why no link is selected.
func (m *Model) emptyReason() string {
	if len(m.items) == 0 {
		return "no links listed; paste text with links"
	}
	return "no link matches the filter"
}

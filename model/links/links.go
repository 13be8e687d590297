// Package links is the Links view: every link found in a paste (an email,
// a chat message, HTML), each with a one-line verdict, filtered as you
// type; one is inspected, copied as pasted or clean, or compared with
// another.
package links

import (
	"math"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/lineedit"
	"github.com/linkscope/linkscope/ui"
)

// Model is the Links view.
type Model struct {
	c             *component.Common
	keys          KeyMap // the view's own bindings; the shared ones are c.Keys
	width, height int
	kind          string         // what the paste was: "an email", "HTML", "text"
	found         int            // links found, repeats counted
	links         []extract.Link // the links found, read again when the setup changes
	text          string         // the paste they were found in
	items         []item
	shown         []int     // the items the filter keeps, indexes into items
	rows          []listRow // the shown items' rows, tags included
	sel           int       // the selected row, an index into shown
	filter        lineedit.Model
	filtering     bool // the filter has focus
	marked        int  // the item marked for a comparison; -1 for none
	// inspected is the link the last InspectMsg asked for (from this list
	// or the build form), and its item, -1 when it is not in the list.
	inspected     string
	inspectedItem int
	preset        int
	cmp           *comparison // open over the list; nil when the list shows
}

// New returns the view, empty until a paste holds links.
func New(c *component.Common) *Model {
	return &Model{c: c, keys: DefaultKeyMap(), marked: -1, inspectedItem: -1}
}

// Start is New as the root registers it (component.Start): the list
// starts empty, whatever the startup.
func Start(c *component.Common, _ component.Startup) (component.Component, string) {
	return New(c), ""
}

// Name is the view's tab.
func (m *Model) Name() string { return "Links" }

// SetSize gives the view the room of the body.
func (m *Model) SetSize(width, height int) { m.width, m.height = width, height }

// Typing reports whether the filter has focus.
func (m *Model) Typing() bool { return m.filtering && m.cmp == nil }

// Update handles the view's keys and the messages sent to it.
func (m *Model) Update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case component.LinksMsg:
		m.setLinks(msg.Text, msg.Links)
		k := &m.keys
		return tea.Batch(component.Show(m.Name()), component.Status(component.Plural(len(m.items), "link")+" in the paste ("+m.kind+"): "+
			k.InspectLink.Help().Key+" inspects one, "+k.Filter.Help().Key+" filters, "+ui.Keys(k.Mark, k.Compare)+" compare two", false))
	case component.InspectMsg:
		m.noteInspected(msg.URL)
		return nil
	case component.SetupChangedMsg:
		m.reinspect()
		return nil
	case tea.KeyMsg:
		return m.key(msg)
	}
	return nil
}

// setLinks replaces the list with the links found in text.
func (m *Model) setLinks(text string, found []extract.Link) {
	switch {
	case extract.LooksLikeEmail(text):
		m.kind = "an email"
	case extract.LooksLikeHTML(text):
		m.kind = "HTML"
	default:
		m.kind = "text"
	}
	m.found, m.links, m.text = len(found), found, text
	m.items = makeItems(m.c.Setup, text, found)
	m.shown = m.shown[:0] // indices into the old items, which may be more
	m.filter.Set("")
	m.filtering, m.sel, m.marked, m.cmp = false, 0, -1, nil
	m.noteInspected(m.inspected)
	m.refilter()
}

// reinspect reads the listed links again with the setup as it is now,
// keeping the selection, the marks, the filter and an open comparison.
func (m *Model) reinspect() {
	if m.items == nil {
		return
	}
	m.items = makeItems(m.c.Setup, m.text, m.links)
	m.refilter()
	if c := m.cmp; c != nil {
		m.cmp = newComparison(m.c.Setup, c.a, c.b, m.preset)
		m.cmp.scroll = c.scroll
	}
}

// clear empties the view.
func (m *Model) clear() {
	m.items, m.found, m.links, m.text = nil, 0, nil, ""
	m.filter.Set("")
	m.filtering, m.sel, m.marked, m.inspectedItem, m.cmp = false, 0, -1, -1, nil
	m.refilter()
}

// noteInspected remembers the link last inspected and marks it in the
// list when it is there.
func (m *Model) noteInspected(url string) {
	m.inspected, m.inspectedItem = url, -1
	for i := range m.items {
		if url != "" && m.items[i].link.URL == url {
			m.inspectedItem = i
			break
		}
	}
	m.retag()
}

// refilter keeps the items that hold every word of the filter, keeping
// the selection on the same item while it is shown.
func (m *Model) refilter() {
	current := m.current()
	words := strings.Fields(strings.ToLower(m.filter.Value()))
	m.shown = m.shown[:0]
	m.sel = 0
	for i := range m.items {
		if matches(&m.items[i], words) {
			if i == current {
				m.sel = len(m.shown)
			}
			m.shown = append(m.shown, i)
		}
	}
	m.retag()
}

// retag rebuilds the shown rows with their tags.
func (m *Model) retag() {
	m.rows = m.rows[:0]
	for _, i := range m.shown {
		r := m.items[i].row
		r.Tags = nil
		if i == m.marked {
			r.Tags = append(r.Tags, "marked: A")
		}
		if i == m.inspectedItem {
			r.Tags = append(r.Tags, "inspected")
		}
		m.rows = append(m.rows, r)
	}
}

// current is the selected item, -1 when none shows.
func (m *Model) current() int {
	if m.sel < 0 || m.sel >= len(m.shown) {
		return -1
	}
	return m.shown[m.sel]
}

func (m *Model) key(km tea.KeyMsg) tea.Cmd {
	if km.Paste {
		return m.paste(string(km.Runes))
	}
	pressed := ui.KeyName(km)
	k, v := &m.c.Keys, &m.keys
	if m.cmp != nil {
		return m.compareKey(pressed)
	}
	switch {
	case ui.Matches(pressed, k.Copy):
		return m.copyOne(false)
	case ui.Matches(pressed, k.Clear):
		m.clear()
		return component.Status("cleared: paste text with links", false)
	case ui.Matches(pressed, k.Preset):
		m.preset = (m.preset + 1) % len(presets)
		return component.Status("comparisons use the "+presets[m.preset]+" preset", false)
	case ui.Matches(pressed, k.Up):
		m.sel = max(m.sel-1, 0)
		return nil
	case ui.Matches(pressed, k.Down):
		m.sel = max(min(m.sel+1, len(m.shown)-1), 0)
		return nil
	case m.jump(pressed):
		return nil
	case ui.Matches(pressed, v.InspectLink):
		return m.inspect()
	case ui.Matches(pressed, k.Next, k.Prev):
		m.filtering = !m.filtering && len(m.items) > 0
		return nil
	}
	if m.filtering {
		return m.filterKey(pressed, km)
	}
	return m.listKey(pressed)
}

// jump moves the selection by the list's jump keys (first, last, a
// page), and reports whether pressed was one.
func (m *Model) jump(pressed string) bool {
	sel, ok := m.c.Keys.Jump(pressed, m.filtering, m.sel, len(m.shown), m.pageRows())
	m.sel = sel
	return ok
}

// pageRows is how many rows of the list show at once.
func (m *Model) pageRows() int {
	first, last := visibleRows(len(m.shown), m.sel, m.listLines())
	return last - first
}

// filterKey edits the filter; esc clears it and leaves it.
func (m *Model) filterKey(pressed string, km tea.KeyMsg) tea.Cmd {
	if ui.Matches(pressed, m.keys.FilterDone) {
		m.filter.Set("")
		m.filtering = false
		m.refilter()
		return nil
	}
	if changed, _ := m.filter.Handle(km, m.c.Keys.Editor); changed {
		m.refilter()
	}
	return nil
}

// listKey handles the letter commands of the list.
func (m *Model) listKey(pressed string) tea.Cmd {
	k := &m.keys
	switch {
	case ui.Matches(pressed, k.Filter):
		m.filtering = len(m.items) > 0
	case ui.Matches(pressed, k.FilterDone) && m.filter.Value() != "":
		m.filter.Set("")
		m.refilter()
	case ui.Matches(pressed, k.CopyLink):
		return m.copyOne(false)
	case ui.Matches(pressed, k.CopyClean):
		return m.copyOne(true)
	case ui.Matches(pressed, k.CopyAll):
		return m.copyAll(false)
	case ui.Matches(pressed, k.CopyAllClean):
		return m.copyAll(true)
	case ui.Matches(pressed, k.Mark):
		return m.mark()
	case ui.Matches(pressed, k.Compare):
		return m.compareSelected()
	}
	return nil
}

// compareKey scrolls, re-runs or closes the open comparison.
func (m *Model) compareKey(pressed string) tea.Cmd {
	k := &m.c.Keys
	c := m.cmp
	switch {
	case ui.Matches(pressed, k.Close):
		m.cmp = nil
	case ui.Matches(pressed, k.Up):
		c.scroll = max(c.scroll-1, 0)
	case ui.Matches(pressed, k.Down):
		c.scroll++ // the view bounds it by what there is to show
	case ui.Matches(pressed, k.Top):
		c.scroll = 0
	case ui.Matches(pressed, k.Bottom):
		c.scroll = math.MaxInt32 // the view bounds it by what there is to show
	case ui.Matches(pressed, k.PageUp):
		c.scroll = max(c.scroll-m.compareLines()+1, 0)
	case ui.Matches(pressed, k.PageDown):
		c.scroll += m.compareLines() - 1
	case ui.Matches(pressed, k.Preset):
		m.preset = (m.preset + 1) % len(presets)
		m.cmp = newComparison(m.c.Setup, c.a, c.b, m.preset)
		return component.Status("compared under the "+presets[m.preset]+" preset", false)
	case ui.Matches(pressed, k.Copy):
		_, _, problem := m.Target()
		return component.Status("nothing to copy: "+problem, true)
	}
	return nil
}

// Target is the selected link, as pasted: what the copy and QR keys act
// on.
func (m *Model) Target() (what, text, problem string) {
	if m.cmp != nil {
		return "", "", "a comparison has no single value; " + m.c.Keys.Close.Help().Key + " returns to the list"
	}
	i := m.current()
	if i < 0 {
		return "", "", m.emptyReason()
	}
	return "link #" + itoa(i+1), m.items[i].link.URL, ""
}

// ShortHelp lists the keys that work where the focus is.
func (m *Model) ShortHelp() []key.Binding {
	k, v := &m.c.Keys, &m.keys
	switch {
	case m.cmp != nil:
		return []key.Binding{k.Up, k.Down, k.PageDown, k.PageUp, k.Preset, k.Close, k.SwitchView, k.Help, k.Quit}
	case len(m.items) == 0:
		return []key.Binding{k.SwitchView, k.Help, k.Quit}
	case m.filtering:
		return []key.Binding{k.Up, k.Down, v.InspectLink, v.FilterDone, k.Next, k.Copy, k.SwitchView, k.Help, k.Quit}
	}
	// The most needed first: a narrow key bar drops hints from the end.
	// Marking and comparing are what the view adds to Inspect.
	return []key.Binding{v.InspectLink, v.Mark, v.Compare, v.Filter, v.CopyLink, v.CopyClean, v.CopyAll, v.CopyAllClean,
		k.Up, k.Down, k.SwitchView, k.Help, k.Quit}
}

// FullHelp lists the view's keys by column.
func (m *Model) FullHelp() [][]key.Binding {
	k, v := &m.c.Keys, &m.keys
	return [][]key.Binding{
		{k.Up, k.Down, k.Top, k.Bottom, k.PageUp, k.PageDown},
		{v.InspectLink, v.Filter, v.FilterDone, k.Next},
		{v.CopyLink, v.CopyClean, v.CopyAll, v.CopyAllClean, k.Copy, k.Clear},
		{v.Mark, v.Compare, k.Preset, k.Close},
	}
}

// HelpIntro says what the view does.
func (m *Model) HelpIntro() string {
	k, v := &m.c.Keys, &m.keys
	return "Links: paste text with several links (an email, a chat message, HTML) into Inspect or here, and every link is listed with " +
		"what it hides. " + ui.Keys(k.Up, k.Down) + " pick one, " + v.InspectLink.Help().Key + " inspects it (" +
		k.SwitchView.Help().Key + " twice comes back), " + ui.Keys(v.CopyLink, v.CopyClean) + " copy it as pasted or clean, " +
		ui.Keys(v.CopyAll, v.CopyAllClean) + " copy every link shown, " + v.Filter.Help().Key + " filters. " +
		v.Mark.Help().Key + " marks a link and " + v.Compare.Help().Key + " compares it (else the link last inspected) with the " +
		"selected one; a link pasted here is compared with the selected one."
}

// Len is how many distinct links the view lists.
func (m *Model) Len() int { return len(m.items) }

// Package history is the History view: the links built and copied or
// sent to Inspect from the Build view (internal/history keeps them in
// history.jsonl in the config directory), one row per distinct link with
// how many times it was built, newest first, filtered by what is typed,
// each one copied or opened again in the form with its latest fields.
package historyview

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/history"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/lineedit"
	"github.com/linkscope/linkscope/ui"
)

// urlKey is where the Build view keeps the link it tagged in a record.
const urlKey = "url"

// entry is one distinct link of the history (its latest record, how many
// times it was built) and the lower-case text the filter searches.
type entry struct {
	history.Entry
	haystack string
}

// Model is the History view.
type Model struct {
	c             *component.Common
	keys          KeyMap // the view's own bindings; the shared ones are c.Keys
	width, height int
	records       []history.Record // oldest first, as the file holds them
	entries       []entry          // one per distinct link, oldest (by its latest record) first
	shown         []int            // indices in entries that match the filter, newest first
	sel           int              // index in shown
	filter        lineedit.Model
}

// New returns the view listing the history kept in the file at path (""
// keeps none); notice says what could not be read (a skipped line, an
// unreadable file), if anything.
func New(c *component.Common, path string) (h *Model, notice string) {
	h = &Model{c: c, keys: DefaultKeyMap()}
	if path != "" {
		recs, notices, err := history.Store{Path: path}.Load()
		switch {
		case err != nil:
			notice = "history not read: " + textsafe.Escape(err.Error())
		case len(notices) > 0:
			notice = "history: " + textsafe.Escape(notices[0])
			if len(notices) > 1 {
				notice += " (" + component.Plural(len(notices)-1, "more line") + " skipped)"
			}
		}
		h.records = recs
	}
	h.fold()
	return h, notice
}

// fold lists one entry per distinct link (internal/history Fold) and
// filters them.
func (h *Model) fold() {
	h.entries = h.entries[:0]
	for _, e := range history.Fold(h.records) {
		h.entries = append(h.entries, entryOf(e))
	}
	h.refilter()
}

// Start is New as the root registers it (component.Start): the history
// is the file in the startup's directory.
func Start(c *component.Common, s component.Startup) (component.Component, string) {
	return New(c, s.Files.History)
}

func entryOf(e history.Entry) entry {
	parts := []string{e.Link, e.Template}
	for _, v := range e.Fields {
		parts = append(parts, v)
	}
	return entry{Entry: e, haystack: strings.ToLower(strings.Join(parts, "\x00"))}
}

// refilter lists the entries matching the filter, newest first, and keeps
// the selection in range.
func (h *Model) refilter() {
	q := strings.ToLower(strings.TrimSpace(h.filter.Value()))
	h.shown = h.shown[:0]
	for i := len(h.entries) - 1; i >= 0; i-- {
		if q == "" || strings.Contains(h.entries[i].haystack, q) {
			h.shown = append(h.shown, i)
		}
	}
	h.sel = min(max(h.sel, 0), max(len(h.shown)-1, 0))
}

// Name is the view's tab.
func (h *Model) Name() string { return "History" }

// Typing is always true: printable keys go to the filter.
func (h *Model) Typing() bool { return true }

// SetSize gives the view the room of the body.
func (h *Model) SetSize(width, height int) { h.width, h.height = width, height }

// selected is the selected record, or nil.
func (h *Model) selected() *history.Record {
	if len(h.shown) == 0 {
		return nil
	}
	return &h.entries[h.shown[h.sel]].Record
}

// Target is what the copy and QR keys act on: the selected link.
func (h *Model) Target() (what, text, problem string) {
	r := h.selected()
	switch {
	case r != nil:
		return "link from the history", r.Link, ""
	case len(h.entries) == 0:
		return "", "", "the history is empty: links copied or inspected from Build are kept here"
	}
	return "", "", "no link matches the filter"
}

// Update handles the view's keys and the records the Build view adds.
func (h *Model) Update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case component.RecordedMsg:
		if msg.Err == nil {
			h.records = append(h.records, msg.Record)
			h.sel = 0
			h.fold()
		}
	case tea.KeyMsg:
		return h.key(msg)
	}
	return nil
}

func (h *Model) key(km tea.KeyMsg) tea.Cmd {
	pressed := ui.KeyName(km)
	k, v := &h.c.Keys, &h.keys
	switch {
	case ui.Matches(pressed, k.Up):
		h.sel = max(h.sel-1, 0)
	case ui.Matches(pressed, k.Down):
		h.sel = min(h.sel+1, max(len(h.shown)-1, 0))
	case h.jump(pressed):
	case ui.Matches(pressed, k.Copy):
		what, text, problem := h.Target()
		if problem != "" {
			return component.Status("nothing to copy: "+problem, true)
		}
		return component.Copy(what, text)
	case ui.Matches(pressed, v.Reopen):
		return h.reopen()
	case ui.Matches(pressed, k.Clear):
		h.filter.Set("")
		h.refilter()
	default:
		if km.Paste {
			h.filter.Insert([]rune(strings.TrimSpace(string(km.Runes))))
			h.sel = 0
			h.refilter()
			return nil
		}
		if changed, _ := h.filter.Handle(km, k.Editor); changed {
			h.sel = 0
			h.refilter()
		}
	}
	return nil
}

// jump moves the selection by the list's jump keys (first, last, a
// page; the filter keeps home and end), and reports whether pressed was
// one.
func (h *Model) jump(pressed string) bool {
	sel, ok := h.c.Keys.Jump(pressed, true, h.sel, len(h.shown), ui.BoxBody(h.height-1)-1)
	h.sel = sel
	return ok
}

// reopen sends the selected record to the form. The encoding and place
// are read back from the link's marker.
func (h *Model) reopen() tea.Cmd {
	r := h.selected()
	if r == nil {
		_, _, problem := h.Target()
		return component.Status("nothing to open: "+problem, true)
	}
	msg := component.FillMsg{URL: r.Fields[urlKey], Fields: r.Fields, Template: r.Template}
	if msg.URL == "" {
		msg.URL = r.Link // a record written without the link as typed
	}
	if d := openstat.Decode(r.Link); d.Found {
		msg.Encoding, msg.Place = d.Encoding, d.Place
	}
	return component.Send(msg)
}

// View draws the filter line and the list.
func (h *Model) View() string {
	st, w := h.c.Styles, h.width
	const label = "filter  "
	count := strconv.Itoa(len(h.shown)) + " of " + component.Plural(len(h.entries), "link")
	edW := max(w-2-len(label)-len(count)-3, 8)
	ed := ui.Editor(st, h.filter.Runes(), h.filter.Pos(), edW, 1, true, "", "type to filter by link, value or template")[0]
	line := ui.Join(ui.Space(2), ui.Plain(st.Label, label), ed, ui.Space(max(edW-ed.Width, 0)+2), ui.Plain(st.Muted, count))
	return ui.Lines([]ui.Line{line}) + "\n" + ui.RenderPane(st, h.pane(), w, ui.BoxBody(h.height-1))
}

// pane is the list: newest first, each row its time (and template) and
// its link.
func (h *Model) pane() ui.Pane {
	k := &h.c.Keys
	p := ui.Pane{Title: "History · newest first · one row per link", Selected: h.sel, Focused: true,
		Hints: ui.ScrollHints{Move: ui.Keys(k.Up, k.Down) + " to move"}}
	if len(h.shown) == 0 {
		p.Selected = -1
		text := "no link matches the filter"
		if len(h.entries) == 0 {
			text = "no links yet: every link copied or inspected from Build is kept here"
		}
		p.Items = []ui.Item{{Kind: ui.Note, Value: text}}
		return p
	}
	for _, i := range h.shown {
		r := &h.entries[i]
		lab := r.Time.Local().Format("2006-01-02 15:04")
		if r.Count > 1 {
			lab += " ×" + strconv.Itoa(r.Count)
		}
		if r.Template != "" {
			lab += " " + r.Template
		}
		p.Items = append(p.Items, ui.Item{Label: lab, Value: r.Link, Copy: r.Link, CopyName: "link from the history"})
	}
	return p
}

// ShortHelp lists the view's keys.
func (h *Model) ShortHelp() []key.Binding {
	k, v := &h.c.Keys, &h.keys
	return []key.Binding{k.Up, k.Down, k.Copy, v.Reopen, k.Clear, k.QR, k.SwitchView, k.Help, k.Quit}
}

// FullHelp lists the view's keys by column.
func (h *Model) FullHelp() [][]key.Binding {
	k, v := &h.c.Keys, &h.keys
	return [][]key.Binding{k.ListHelp(), {k.Copy, v.Reopen, k.Clear}, k.EditorHelp()}
}

// HelpIntro says what the view does.
func (h *Model) HelpIntro() string {
	k, v := &h.c.Keys, &h.keys
	return "History: every link copied or inspected from Build, one row per link (×N: built N times), newest first, " +
		"kept in history.jsonl in the config directory. " +
		"Typing filters by link, value or template; " + ui.Keys(k.Up, k.Down) + " select, " + k.Copy.Help().Key + " copies, " +
		v.Reopen.Help().Key + " opens the link's fields in the form, " + k.Clear.Help().Key + " clears the filter."
}

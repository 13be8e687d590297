// Package inspector is the Inspect view: a paste pane and one live pane
// per section of the core inspection report, recomputed as the link
// changes.
package inspector

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/lineedit"
	"github.com/linkscope/linkscope/ui"
)

// Model is the Inspect view.
type Model struct {
	c             *component.Common
	width, height int
	link          lineedit.Model
	extra         int // lines of the last paste after the one inspected
	inspector     *inspect.Inspector
	report        inspect.Report
	panes         []pane
	order         []namedPane          // every pane that may show, in screen order
	focus         int                  // 0: the link; i: panes[i-1]
	sel           map[string]int       // selected row per section, kept across keystrokes
	rowCaches     map[string]*paneRows // laid-out rows per section, kept across keystrokes
	preset        int                  // index in presets
	noUnwrap      bool                 // a wrapped link's panes analyse the wrapper, not its destination
	fw            following            // the follow key's run and result
	// sample is set while the link is the untouched sample: typing or
	// pasting replaces it instead of editing it.
	sample bool
	detail *detail        // a row opened whole, over the panes
	hints  ui.ScrollHints // how to reach rows out of view, worded once from the key map
	keys   KeyMap         // the view's own bindings; the shared ones are c.Keys
	back   string         // the view the inspected link came from, which esc returns to
	kept   keptLink       // the link a paste, a clear or another view replaced, for the undo key
}

// pane is a drawn section (the ui kit keeps its layout and drawing for
// the size and focus it was drawn at, so a frame redraws only what
// changed) and the rows the view keeps for it across links.
type pane struct {
	name string
	ui.DrawnPane
	rows *paneRows
}

// paneRows are a section's laid-out rows, plain and with spare rows
// spent, and the last time spending spare rows on it did not fit.
type paneRows struct {
	laid    ui.PaneRows
	refused roomyRefusal
}

// roomyRefusal is the width and the spare rows at which the section's
// values, given more lines, did not fit. As a link is typed its values
// grow, so with no more room than then it is not tried again on every
// keystroke; a resize or more spare rows tries again.
type roomyRefusal struct{ width, spare int }

// forgetRefusals lets every section try its spare rows again: a new link
// is not the one they were refused for.
func (in *Model) forgetRefusals() {
	for _, r := range in.rowCaches {
		r.refused = roomyRefusal{}
	}
}

// tooTall reports whether spending spare rows was refused with at least
// this much room at this width.
func (r *paneRows) tooTall(width, spare int) bool {
	return r.refused.width == width && spare <= r.refused.spare
}

// New returns the view inspecting link; sample says it is the built-in
// sample, which the first edit replaces.
func New(c *component.Common, link string, sample bool) *Model {
	in := &Model{c: c, keys: DefaultKeyMap(), sel: map[string]int{}, rowCaches: map[string]*paneRows{}, sample: sample, order: paneOrder()}
	in.hints = ui.ScrollHints{
		Reach: c.Keys.Next.Help().Key + " to focus, then " + ui.Keys(c.Keys.Up, c.Keys.Down),
		Move:  ui.Keys(c.Keys.Up, c.Keys.Down) + " to move",
	}
	in.link.Set(link)
	if sample {
		in.link.Home() // show the start of the link: the host, the path
	}
	in.recompute()
	return in
}

// Start is New as the root registers it (component.Start): the view
// opens on the startup link and follows with the startup's options.
func Start(c *component.Common, s component.Startup) (component.Component, string) {
	in := New(c, s.Link, s.Sample)
	in.SetFollowOptions(s.Follow)
	return in, ""
}

// Name is the view's tab.
func (in *Model) Name() string { return "Inspect" }

// Link is the text of the paste pane.
func (in *Model) Link() string { return in.link.Value() }

// recompute inspects the link and rebuilds the panes, keeping the focus on
// the same section while it still applies.
func (in *Model) recompute() {
	focused := ""
	if in.focus > 0 && in.focus <= len(in.panes) {
		focused = in.panes[in.focus-1].name
	}
	if in.inspector == nil {
		setup := in.c.Setup.WithRules(presetRules[in.preset])
		setup.NoUnwrap = in.noUnwrap
		in.inspector = inspect.New(inspect.Options{Setup: setup, Steps: true})
	}
	in.report = *in.inspector.Inspect(in.link.Value())
	in.fw.dropStaleFollow(in.link.Value())
	in.panes = in.panes[:0]
	ctx := paneContext{extra: in.extra, preset: presets[in.preset], rules: presetRules[in.preset], root: &in.c.Keys, keys: &in.keys,
		noUnwrap: in.noUnwrap, follow: &in.fw}
	for _, s := range in.order {
		p, ok := s.pane(&in.report, &ctx)
		if !ok {
			continue
		}
		p.Selected = min(in.sel[s.name], len(p.Items)-1)
		p.Hints = in.hints
		rows := in.rowCaches[s.name]
		if rows == nil {
			rows = &paneRows{}
			in.rowCaches[s.name] = rows
		}
		in.panes = append(in.panes, pane{name: s.name, DrawnPane: ui.DrawnPane{Data: p, Rows: &rows.laid}, rows: rows})
	}
	in.focus = 0
	for i, p := range in.panes {
		if p.name == focused {
			in.focus = i + 1
		}
	}
}

// setLink replaces the link (a new paste, the built link, a clear). A new
// link starts on its destination, whatever the wrapper switch said of the
// last one.
func (in *Model) setLink(s string) {
	in.detail, in.back = nil, ""
	in.forgetRefusals()
	in.link.Set(s)
	in.extra, in.sample = 0, false
	in.unwrapAgain()
	in.recompute()
}

// unwrapAgain turns the wrapper switch back to the destination.
func (in *Model) unwrapAgain() {
	if in.noUnwrap {
		in.noUnwrap, in.inspector = false, nil
	}
}

// Typing reports whether the link input has focus.
func (in *Model) Typing() bool { return in.focus == 0 }

// next and prev move the focus between the link and the panes; they wrap.
func (in *Model) next() { in.focus = (in.focus + 1) % (len(in.panes) + 1) }

func (in *Model) prev() { in.focus = (in.focus + len(in.panes)) % (len(in.panes) + 1) }

// Update handles the view's keys and the messages sent to it.
func (in *Model) Update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case component.InspectMsg:
		in.keep()
		in.setLink(msg.URL)
		in.focus, in.back = 0, msg.Back
		status := "inspecting " + msg.What
		if in.back != "" {
			status += "; " + in.c.Keys.Back.Help().Key + " goes back to " + in.back
		}
		return tea.Batch(component.Show(in.Name()), component.Status(status, false))
	case component.SetupChangedMsg:
		in.inspector = nil // made with the old setup
		in.recompute()
		return nil
	case tea.KeyMsg:
		return in.key(msg)
	}
	cmd, _ := in.followMsg(msg)
	return cmd
}

func (in *Model) key(km tea.KeyMsg) tea.Cmd {
	pressed := ui.KeyName(km)
	if ui.Matches(pressed, in.keys.CopyClean) {
		return in.copyClean()
	}
	if in.detail != nil {
		return in.detailKey(km)
	}
	if cmd, ok := in.followKey(pressed); ok {
		return cmd
	}
	k := &in.c.Keys
	switch {
	case ui.Matches(pressed, k.Next):
		in.next()
		return nil
	case ui.Matches(pressed, k.Prev):
		in.prev()
		return nil
	case ui.Matches(pressed, k.Copy):
		return in.copy()
	case ui.Matches(pressed, k.Clear):
		status := "cleared: paste or type a link"
		if in.keep() {
			status += "; " + in.keys.Undo.Help().Key + " brings it back"
		}
		in.setLink("")
		in.focus = 0
		return component.Status(status, false)
	case ui.Matches(pressed, in.keys.Undo):
		return in.undo()
	case ui.Matches(pressed, k.ToBuild):
		return in.edit()
	case ui.Matches(pressed, k.Preset):
		return component.Status("normalization preset: "+in.nextPreset(), false)
	case ui.Matches(pressed, k.Back) && !in.Typing():
		in.focus = 0
		return nil
	case ui.Matches(pressed, k.Back) && in.back != "":
		return component.Show(in.back)
	}
	if in.Typing() {
		return in.typeKey(km)
	}
	return in.paneKey(km)
}

// typeKey edits the link.
func (in *Model) typeKey(km tea.KeyMsg) tea.Cmd {
	if in.sample && (km.Type == tea.KeyRunes || km.Type == tea.KeySpace) {
		in.link.Set("")
	}
	in.sample = false
	if km.Paste {
		in.back = ""
		return in.paste(km.Runes)
	}
	if changed, _ := in.link.Handle(km, in.c.Keys.Editor); changed {
		in.extra, in.back = 0, ""
		if in.link.Value() == "" {
			in.unwrapAgain() // what is typed next is a new link
		}
		in.recompute()
	}
	return nil
}

// paneKey moves the selection in the focused pane, or copies its row.
func (in *Model) paneKey(km tea.KeyMsg) tea.Cmd {
	pressed := ui.KeyName(km)
	k := &in.c.Keys
	p := &in.panes[in.focus-1]
	switch {
	case ui.Matches(pressed, k.Up):
		p.Data.Selected = selectable(p.Data.Items, p.Data.Selected, -1)
	case ui.Matches(pressed, k.Down):
		p.Data.Selected = selectable(p.Data.Items, p.Data.Selected, 1)
	case ui.Matches(pressed, k.Top, k.Bottom, k.PageUp, k.PageDown):
		to, _ := k.Jump(pressed, false, p.Data.Selected, len(p.Data.Items), in.pageRows(p))
		p.Data.Selected = nearestSelectable(p.Data.Items, to, to-p.Data.Selected)
	case ui.Matches(pressed, k.CopyItem):
		return in.copy()
	case ui.Matches(pressed, k.Open):
		return in.openDetail()
	}
	in.sel[p.name] = p.Data.Selected
	return nil
}

// selectable is the row a step from sel in direction dir selects: headings
// are passed over; at either end the selection stays.
func selectable(items []ui.Item, sel, dir int) int {
	for i := sel + dir; i >= 0 && i < len(items); i += dir {
		if items[i].Kind != ui.Heading {
			return i
		}
	}
	return sel
}

// pageRows is how many rows a page of pane p is: the lines it was last
// drawn with, or before it was, what the view has under the link.
func (in *Model) pageRows(p *pane) int {
	if body := p.LastBody(); body > 0 {
		return max(body-1, 1)
	}
	return max(ui.BoxBody(in.height-ui.BoxHeight(linkRows)), 1)
}

// nearestSelectable is row i, or when it is a heading the nearest row
// past it in the direction of travel (dir's sign), else before it.
func nearestSelectable(items []ui.Item, i, dir int) int {
	if i < 0 || i >= len(items) || items[i].Kind != ui.Heading {
		return i
	}
	step := 1
	if dir < 0 {
		step = -1
	}
	if j := selectable(items, i, step); j != i {
		return j
	}
	return selectable(items, i, -step)
}

// Target is the focused result, what the copy and QR keys act on: the
// link itself, or the focused pane's selected row, or its first row that
// has something to copy. problem says why there is none.
func (in *Model) Target() (what, text, problem string) {
	if in.Typing() {
		if in.link.Value() == "" {
			return "", "", "the link is empty"
		}
		return "link", in.link.Value(), ""
	}
	p := in.panes[in.focus-1].Data
	if p.Selected >= 0 && p.Items[p.Selected].Copy != "" {
		it := p.Items[p.Selected]
		return it.CopyName, it.Copy, ""
	}
	for _, it := range p.Items {
		if it.Copy != "" {
			return it.CopyName, it.Copy, ""
		}
	}
	return "", "", "this pane has no value to take"
}

// copy copies the focused result; a copy of the link says how many
// risks it has.
func (in *Model) copy() tea.Cmd {
	what, text, problem := in.Target()
	if problem != "" {
		return component.Status("nothing to copy: "+problem, true)
	}
	if in.Typing() {
		return component.Send(component.CopyMsg{What: what, Text: text, Note: in.risksNote()})
	}
	return component.Copy(what, text)
}

// copyClean copies the clean link: the link unwrapped (unless the panes
// analyse the wrapper), without its tracking parameters.
func (in *Model) copyClean() tea.Cmd {
	if strings.TrimSpace(in.link.Value()) == "" {
		return component.Status("nothing to copy: the link is empty", true)
	}
	what := "clean link"
	if in.noUnwrap && in.report.Unwrapped.Wrapped() {
		what += " of the wrapper (" + in.keys.Unwrap.Help().Key + ": of its destination)"
	}
	return component.Send(component.CopyMsg{What: what, Text: in.report.Clean, Note: in.risksNote()})
}

// risksNote counts the link's risks for the status line after a copy;
// "" when it has none.
func (in *Model) risksNote() string {
	n := len(in.report.Risks) + len(in.report.TargetRisks)
	if n == 0 {
		return ""
	}
	return component.Plural(n, "risk") + " found: see the Risks pane"
}

// nextPreset switches the normalization pane to the next preset and
// returns its name.
func (in *Model) nextPreset() string {
	in.preset = (in.preset + 1) % len(presets)
	in.inspector = nil
	in.recompute()
	return presets[in.preset]
}

// edit sends the inspected marker to the build form.
func (in *Model) edit() tea.Cmd {
	d := in.report.Openstat
	if !d.Candidate {
		return component.Status("no Openstat marker to edit in this link", true)
	}
	msg := component.EditMsg{URL: strings.TrimSpace(in.link.Value()), Marker: d.Marker, Encoding: d.Encoding, Place: d.Place}
	if !d.Found && len(d.Fields) == 4 {
		msg.Marker.Service, msg.Marker.Campaign, msg.Marker.Ad, msg.Marker.Source = d.Fields[0], d.Fields[1], d.Fields[2], d.Fields[3]
	}
	return component.Send(msg)
}

// SetSize gives the view the room of the body.
func (in *Model) SetSize(width, height int) {
	in.width, in.height = width, height
	if in.detail != nil {
		in.sizeDetail()
	}
}

// ShortHelp lists the keys that work where the focus is.
func (in *Model) ShortHelp() []key.Binding {
	k, v := &in.c.Keys, &in.keys
	if in.detail != nil {
		p := k.Pager
		return []key.Binding{p.Down, p.Up, p.PageDown, p.PageUp, k.CopyItem, p.Close, k.Help, k.Quit}
	}
	b := []key.Binding{k.Next, k.Copy, v.CopyClean}
	if in.fw.running {
		b = append(b, v.Cancel)
	}
	if !in.Typing() {
		b = append(b, k.Up, k.Down, k.Open, k.Back)
	}
	if in.kept.ok {
		b = append(b, v.Undo)
	}
	if in.report.Openstat.Candidate {
		b = append(b, k.ToBuild)
	}
	if in.report.Unwrapped.Wrapped() {
		b = append(b, v.Unwrap)
	}
	return append(b, k.Preset, v.Follow, k.QR, k.SwitchView, k.Clear, k.Help, k.Quit)
}

// FullHelp lists the view's keys by column.
func (in *Model) FullHelp() [][]key.Binding {
	k, v := &in.c.Keys, &in.keys
	return [][]key.Binding{
		{k.Next, k.Prev, k.Copy, v.CopyClean, k.Clear, v.Undo},
		{k.Up, k.Down, k.Top, k.Bottom, k.PageUp, k.PageDown, k.CopyItem, k.Open, k.Back},
		{k.ToBuild, k.Preset, v.Unwrap, v.Follow, v.Cancel},
		k.EditorHelp(),
		k.PagerHelp(),
	}
}

// HelpIntro says what the view does.
func (in *Model) HelpIntro() string {
	k, v := &in.c.Keys, &in.keys
	return "Inspect: paste or type a link; every pane follows it as you type, a wrapped one (Google /url, Safe Links, …) at its destination (" +
		v.Unwrap.Help().Key + ": the wrapper). " + v.Follow.Help().Key + " follows its redirects over the network (" +
		v.Cancel.Help().Key + " cancels), the only key that makes requests: following a tracked link can register a click. " +
		v.CopyClean.Help().Key + " copies the clean link (unwrapped, tracking removed) from anywhere. " +
		k.Next.Help().Key + " moves between the link and the panes, " + ui.Keys(k.Up, k.Down) + " pick a row, " + k.Copy.Help().Key +
		" copies it, " + k.QR.Help().Key + " shows it as a QR code, " + k.ToBuild.Help().Key +
		" takes the link's marker to the build form, " + k.Preset.Help().Key + " switches the normalization preset."
}

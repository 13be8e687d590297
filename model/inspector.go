package model

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/ui"
)

// inspector is the Inspect view: the paste pane and one pane per report
// section that applies, all recomputed on every keystroke.
type inspector struct {
	c             *common
	width, height int
	link          lineEdit
	extra         int // lines of the last paste after the one inspected
	report        inspect.Report
	panes         []ui.Pane
	names         []string       // the section of each pane
	focus         int            // 0: the link; i: panes[i-1]
	sel           map[string]int // selected row per section, kept across keystrokes
	preset        int            // index in presets
	// sample is set while the link is the untouched sample: typing or
	// pasting replaces it instead of editing it.
	sample bool
}

func newInspector(c *common, link string) *inspector {
	in := &inspector{c: c, sel: map[string]int{}}
	in.link.Set(link)
	in.recompute()
	return in
}

// recompute inspects the link and rebuilds the panes, keeping the focus on
// the same section while it still applies.
func (in *inspector) recompute() {
	focused := ""
	if in.focus > 0 && in.focus <= len(in.names) {
		focused = in.names[in.focus-1]
	}
	in.report = inspect.Inspect(in.link.Value(), inspect.Options{Sections: inspect.AllSections, Rules: presetRules[in.preset], Steps: true})
	in.panes, in.names = in.panes[:0], in.names[:0]
	ctx := paneContext{extra: in.extra, preset: presets[in.preset]}
	for _, s := range sections {
		p, ok := s.pane(&in.report, &ctx)
		if !ok {
			continue
		}
		p.Selected = min(in.sel[s.name], len(p.Items)-1)
		in.panes = append(in.panes, p)
		in.names = append(in.names, s.name)
	}
	in.focus = 0
	for i, n := range in.names {
		if n == focused {
			in.focus = i + 1
		}
	}
}

// setLink replaces the link (a new paste, the built link, a clear).
func (in *inspector) setLink(s string) {
	in.link.Set(s)
	in.extra, in.sample = 0, false
	in.recompute()
}

// paste inserts pasted text at the cursor. Only the first line is taken:
// the pane inspects one URL, and says how many more lines there were.
func (in *inspector) paste(runes []rune) {
	text := string(runes)
	first, rest := firstLine(text)
	in.link.insert([]rune(first))
	in.extra = rest
	in.recompute()
}

// firstLine returns the first non-blank line of s (CR, LF or CRLF ending)
// and how many non-blank lines follow it.
func firstLine(s string) (string, int) {
	if strings.IndexAny(s, "\r\n") < 0 {
		return s, 0
	}
	lines := strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' })
	var kept []string
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			kept = append(kept, l)
		}
	}
	if len(kept) == 0 {
		return "", 0
	}
	return kept[0], len(kept) - 1
}

// typing reports whether the link input has focus.
func (in *inspector) typing() bool { return in.focus == 0 }

// Next and Prev move the focus between the link and the panes.
func (in *inspector) Next() { in.focus = (in.focus + 1) % (len(in.panes) + 1) }

// Prev moves the focus back.
func (in *inspector) Prev() { in.focus = (in.focus + len(in.panes)) % (len(in.panes) + 1) }

// Update handles the keys the root did not claim.
func (in *inspector) Update(msg tea.Msg) tea.Cmd {
	km, ok := msg.(tea.KeyMsg)
	if !ok {
		return nil
	}
	if in.typing() {
		if in.sample && (km.Type == tea.KeyRunes || km.Type == tea.KeySpace) {
			in.link.Set("")
		}
		in.sample = false
		if km.Paste {
			in.paste(km.Runes)
			return nil
		}
		if changed, _ := in.link.handle(km); changed {
			in.extra = 0
			in.recompute()
		}
		return nil
	}
	k := in.c.keys
	p := &in.panes[in.focus-1]
	name := in.names[in.focus-1]
	switch {
	case key.Matches(km, k.Up):
		p.Selected = max(p.Selected-1, 0)
	case key.Matches(km, k.Down):
		p.Selected = min(p.Selected+1, len(p.Items)-1)
	case key.Matches(km, k.CopyItem):
		return in.Copy()
	}
	in.sel[name] = p.Selected
	return nil
}

// Target is the focused result, what the copy and QR keys act on: the
// link itself, or the focused pane's selected row, or its first row that
// has something to copy. problem says why there is none.
func (in *inspector) Target() (what, text, problem string) {
	if in.typing() {
		if in.link.Value() == "" {
			return "", "", "the link is empty"
		}
		return "link", in.link.Value(), ""
	}
	p := in.panes[in.focus-1]
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

// Copy copies the focused result.
func (in *inspector) Copy() tea.Cmd {
	what, text, problem := in.Target()
	if problem != "" {
		return statusCmd("nothing to copy: "+problem, true)
	}
	return copyMsgCmd(what, text)
}

func copyMsgCmd(what, text string) tea.Cmd {
	return func() tea.Msg { return CopyMsg{What: what, Text: text} }
}

// NextPreset switches the normalization pane to the next preset and
// returns its name.
func (in *inspector) NextPreset() string {
	in.preset = (in.preset + 1) % len(presets)
	in.recompute()
	return presets[in.preset]
}

// Edit sends the inspected marker to the build form.
func (in *inspector) Edit() tea.Cmd {
	d := in.report.Openstat
	if !d.Candidate {
		return statusCmd("no Openstat marker to edit in this link", true)
	}
	msg := EditMsg{URL: strings.TrimSpace(in.link.Value()), Marker: d.Marker, Encoding: d.Encoding, Place: d.Place}
	if !d.Found && len(d.Fields) == 4 {
		msg.Marker.Service, msg.Marker.Campaign, msg.Marker.Ad, msg.Marker.Source = d.Fields[0], d.Fields[1], d.Fields[2], d.Fields[3]
	}
	return func() tea.Msg { return msg }
}

// SetSize gives the component the room of the body.
func (in *inspector) SetSize(width, height int) { in.width, in.height = width, height }

// ShortHelp lists the keys that work where the focus is.
func (in *inspector) ShortHelp() []key.Binding {
	k := in.c.keys
	b := []key.Binding{k.Next, k.Copy}
	if !in.typing() {
		b = append(b, k.Up, k.Down)
	}
	if in.report.Openstat.Candidate {
		b = append(b, k.ToBuild)
	}
	b = append(b, k.Preset, k.QR)
	return append(b, k.SwitchView, k.Clear, k.Help, k.Quit)
}

// FullHelp lists every key.
func (in *inspector) FullHelp() [][]key.Binding { return in.c.keys.FullHelp() }

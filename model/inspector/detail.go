package inspector

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// maxDetailLines bounds the whole-value view: a 1 MB value wraps to some
// thousands of lines; past this many the view says how much is left.
const maxDetailLines = 20000

// detail is a pane row opened whole: its value (and a step's after),
// wrapped and escaped, in a pager (glow's keys), with the copy key.
type detail struct {
	item           ui.Item
	title          string
	copy, copyName string
	vp             viewport.Model
}

// openDetail opens the focused pane's selected row, if there is one.
func (in *Model) openDetail() tea.Cmd {
	p := in.panes[in.focus-1].Data
	if p.Selected < 0 || p.Selected >= len(p.Items) || p.Items[p.Selected].Kind == ui.Heading {
		return component.Status("no row selected: "+ui.Keys(in.c.Keys.Up, in.c.Keys.Down)+" picks one", true)
	}
	it := p.Items[p.Selected]
	d := &detail{item: it, title: p.Title, copy: it.Copy, copyName: it.CopyName}
	if it.Label != "" {
		d.title += " · " + it.Label
	}
	d.vp = viewport.New(0, 0)
	k := in.c.Keys.Pager
	d.vp.KeyMap = viewport.KeyMap{Up: k.Up, Down: k.Down, PageUp: k.PageUp, PageDown: k.PageDown,
		HalfPageUp: k.HalfUp, HalfPageDown: k.HalfDown}
	in.detail = d
	in.sizeDetail()
	return nil
}

// sizeDetail lays the open row out for the view's size.
func (in *Model) sizeDetail() {
	d := in.detail
	inner := ui.BoxInner(in.width)
	d.vp.Width, d.vp.Height = inner, max(ui.BoxBody(in.height), 1)
	d.vp.SetContent(detailText(d.item, inner))
}

// detailText is the whole row as plain screen text: what ui.Wrap shows,
// escaped, with nothing cut but past maxDetailLines.
func detailText(it ui.Item, width int) string {
	var b strings.Builder
	section := func(name, value string) {
		if name != "" {
			b.WriteString(name + "\n")
		}
		for _, l := range ui.Wrap(value, width, maxDetailLines) {
			b.WriteString(l + "\n")
		}
	}
	switch it.Kind {
	case ui.Step:
		section("before", it.Value)
		b.WriteString("\n")
		section("after", it.After)
	default:
		section("", it.Value)
	}
	if it.Detail != "" {
		b.WriteString("\n")
		for _, l := range ui.WrapWords(it.Detail, width, 8) {
			b.WriteString(l + "\n")
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// detailKey scrolls, copies or closes the whole-value view.
func (in *Model) detailKey(km tea.KeyMsg) tea.Cmd {
	k := &in.c.Keys
	d := in.detail
	pressed := ui.KeyName(km)
	switch {
	case ui.Matches(pressed, k.Pager.Close):
		in.detail = nil
		return nil
	case ui.Matches(pressed, k.CopyItem, k.Copy):
		if d.copy == "" {
			return component.Status("nothing to copy: this row has no value to take", true)
		}
		return component.Copy(d.copyName, d.copy)
	case ui.Matches(pressed, k.Pager.Top):
		d.vp.GotoTop()
		return nil
	case ui.Matches(pressed, k.Pager.Bottom):
		d.vp.GotoBottom()
		return nil
	}
	var cmd tea.Cmd
	d.vp, cmd = d.vp.Update(km)
	return cmd
}

// detailView draws the whole-value view in the body, framed, with where
// the reader is in it.
func (in *Model) detailView() string {
	d := in.detail
	st := in.c.Styles
	title := d.title
	if d.vp.TotalLineCount() > d.vp.Height {
		title += " · " + percent(d.vp.ScrollPercent())
	}
	title += " · " + ui.Hint(in.c.Keys.Pager.Close)
	lines := strings.Split(d.vp.View(), "\n")
	body := make([]ui.Line, len(lines))
	for i, l := range lines {
		body[i] = ui.Plain(st.Value, l)
	}
	return ui.Box(st, title, body, in.width, true)
}

func percent(f float64) string { return strconv.Itoa(int(f*100+0.5)) + "%" }

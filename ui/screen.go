package ui

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/wording"
)

// Header draws the top line: the name, the tabs with the active one in
// brackets (visible without colour) and hint on the right.
func (st Styles) Header(tabs []string, active, width int, hint string) string {
	l := Join(Line{Text: " ", Width: 1}, Plain(st.Brand, "linkscope"), Line{Text: "  ", Width: 2})
	for i, t := range tabs {
		if i == active {
			l = Join(l, Plain(st.TabActive, "[ "+t+" ]"))
		} else {
			l = Join(l, Plain(st.Tab, "  "+t+"  "))
		}
	}
	if room := width - l.Width - 1; room > len(hint) {
		l = Join(l, Line{Text: strings.Repeat(" ", room-len(hint)), Width: room - len(hint)}, Plain(st.Muted, hint))
	}
	return l.Text
}

// TooSmall is the whole screen when the terminal is below the minimum.
func (st Styles) TooSmall(w, h, minW, minH int) string {
	msg := "linkscope needs a terminal of at least " + strconv.Itoa(minW) + "×" + strconv.Itoa(minH) +
		"; this one is " + strconv.Itoa(w) + "×" + strconv.Itoa(h) + ". Enlarge it, or press ctrl+c to quit."
	return lipgloss.NewStyle().Width(max(w, 1)).Render(msg)
}

// StatusLine draws the status line; an error reads ✗ first.
func (st Styles) StatusLine(text string, isErr bool, width int) string {
	if text == "" {
		return ""
	}
	if isErr {
		return st.StatusError.Render(Ellipsis("✗ "+text, width-1))
	}
	return st.Status.Render(Ellipsis(text, width-1))
}

// ErrorText describes a tagging error (a marker field's, a UTM field's or
// the link's) for the field it concerns, without the field name the form
// already shows: which character, where, why.
func ErrorText(err error) string {
	if f, ok := finding.From(err); ok {
		return wording.InField(f)
	}
	return err.Error()
}

// Remark is a line under a form field: a problem (✗), a warning (!) or a
// note (·), its text untrusted.
type Remark struct {
	Kind Kind
	Text string
}

// FormRow draws one row of the build form: the focus marker, the label in
// a column of labelW cells, then content; each remark goes under the
// content, in at most remarkLines lines.
func (st Styles) FormRow(label string, labelW int, content Line, focused bool, remarks []Remark, width, remarkLines int) []Line {
	gutter := Line{Text: "  ", Width: 2}
	if focused {
		gutter = Join(Plain(st.Marker, "▸"), Line{Text: " ", Width: 1})
	}
	lab := st.label(label, labelW)
	out := []Line{Join(gutter, lab, content)}
	indent := gutter.Width + lab.Width
	pad := Line{Text: strings.Repeat(" ", indent), Width: indent}
	for _, r := range remarks {
		sym, style := st.symbol(r.Kind)
		out = append(out, st.prose(pad, Plain(style, sym+" "), r.Text, style, width, remarkLines)...)
	}
	return out
}

// symbol is the mark and style of a remark or note of kind k, so each
// reads without colour.
func (st Styles) symbol(k Kind) (string, lipgloss.Style) {
	switch k {
	case Warning:
		return "!", st.Warn
	case Problem:
		return "✗", st.Error
	}
	return "·", st.Muted
}

// Window keeps the blocks of lines around block sel that fit in n lines,
// with a line saying how many rows are above or below: a form that does
// not fit scrolls with its focus.
func (st Styles) Window(blocks [][]Line, sel, n int) []Line {
	return window(st, blocks, sel, n, true)
}

// Choice draws a radio group: "(•) percent  ( ) base64".
func (st Styles) Choice(names []string, chosen int, focused bool) Line {
	var l Line
	for i, n := range names {
		if i > 0 {
			l = Join(l, Line{Text: "  ", Width: 2})
		}
		mark, style := "( ) ", st.Muted
		if i == chosen {
			mark, style = "(•) ", st.Value
			if focused {
				style = st.Marker
			}
		}
		l = Join(l, Plain(style, mark+n))
	}
	return l
}

// Lines joins lines into screen text.
func Lines(ls []Line) string {
	var b strings.Builder
	for i, l := range ls {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l.Text)
	}
	return b.String()
}

// QR draws a QR code (half-block text, quiet zone included) centred under
// a title, or says what size it needs when the room is too small.
func (st Styles) QR(title, blocks string, width, height int) string {
	lines := strings.Split(strings.TrimSuffix(blocks, "\n"), "\n")
	size := 0
	if len(lines) > 0 {
		size = cells(lines[0])
	}
	head := Plain(st.TitleFocus, Clip(title, width-2)).Text
	if len(lines)+1 > height || size > width {
		return head + "\n" + st.Warn.Render(Clip("this QR code needs "+strconv.Itoa(size)+"×"+strconv.Itoa(len(lines)+1)+
			" cells; enlarge the terminal (any key closes)", width-1))
	}
	pad := strings.Repeat(" ", (width-size)/2)
	var b strings.Builder
	b.WriteString(head)
	for _, l := range lines {
		b.WriteString("\n" + pad + l)
	}
	return b.String()
}

// helpIntro is what the full help says before the keys.
var helpIntro = []string{
	"Inspect: paste or type a link; every pane follows it as you type. tab moves between the link and the panes, ↑↓ pick a row, ctrl+y copies it, ctrl+r shows it as a QR code.",
	"Build: fill in the link and the marker's fields; the tagged link follows, with any problem under its field. ctrl+o inspects the link; in Inspect, ctrl+e brings a link's marker here.",
	"UTM: on the utm row, → or enter opens utm_source … utm_id (← closes them); they go in before the marker, with their warnings under each field. With the four marker fields empty the link gets UTM parameters only. A form taller than the screen scrolls with the focus.",
	"Copies go to the clipboard and, via OSC 52, to your terminal's (over SSH too; in tmux: set -s set-clipboard on).",
}

// FullHelp draws the help screen: what the views do, then the keys.
func (st Styles) FullHelp(keys string, width int) string {
	var b strings.Builder
	for _, p := range helpIntro {
		for _, l := range WrapWords(p, width-2, 4) {
			b.WriteString(" " + st.Value.Render(l) + "\n")
		}
		b.WriteByte('\n')
	}
	return b.String() + keys
}

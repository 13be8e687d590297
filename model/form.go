package model

import (
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/openstat"
)

// formFields are the build form's text fields, by their names in the
// suggestions file: the link to tag, then the marker's four fields.
var formFields = [5]string{"url", "service", "campaign", "ad", "source"}

// The form's focus stops after the text fields.
const (
	focusEncoding = len(formFields) + iota
	focusPlace
	formStops
)

var (
	encodings = []openstat.Encoding{openstat.Percent, openstat.Base64, openstat.Auto}
	places    = []openstat.Place{openstat.Query, openstat.Fragment}
)

// form is the Build view: the link and marker fields, the encoding and
// place, and the tagged link, recomputed on every keystroke.
type form struct {
	c             *common
	width, height int
	fields        [len(formFields)]lineEdit
	enc           int // index in encodings
	place         int // index in places
	focus         int
	tagged        openstat.Tagged
	err           error                  // from Tag: the first problem
	errs          [len(formFields)]error // each field's own problem, all at once
	lengths       [2]int                 // percent and base64 lengths of the marker
	sugg          *suggestions
}

func newForm(c *common, sugg *suggestions) *form {
	f := &form{c: c, sugg: sugg}
	f.recompute()
	return f
}

// marker is the marker the fields spell.
func (f *form) marker() openstat.Marker {
	return openstat.Marker{Service: f.fields[1].Value(), Campaign: f.fields[2].Value(), Ad: f.fields[3].Value(), Source: f.fields[4].Value()}
}

// recompute validates every field and tags the link: each field shows its
// own problem, not only the first one Tag finds.
func (f *form) recompute() {
	m := f.marker()
	for i, v := range m.Fields() {
		f.errs[i+1] = openstat.ValidateField(openstat.FieldNames[i], v)
	}
	f.lengths[0], f.lengths[1] = openstat.EncodedLengths(m)
	f.tagged, f.err = openstat.Tag(f.fields[0].Value(), m, encodings[f.enc], places[f.place])
	f.errs[0] = nil
	if _, ok := f.err.(*openstat.URLError); ok {
		f.errs[0] = f.err
	}
}

// load fills the form from an inspected link, for re-tagging.
func (f *form) load(msg EditMsg) {
	f.fields[0].Set(msg.URL)
	for i, v := range msg.Marker.Fields() {
		f.fields[i+1].Set(v)
	}
	f.enc = max(0, indexOf(encodings, msg.Encoding))
	f.place = max(0, indexOf(places, msg.Place))
	f.focus = 1
	f.recompute()
}

func indexOf[T comparable](list []T, v T) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	return -1
}

// typing reports whether a text field has focus.
func (f *form) typing() bool { return f.focus < len(formFields) }

// ghost is the suggestion for the focused field.
func (f *form) ghost() string {
	if !f.typing() {
		return ""
	}
	e := &f.fields[f.focus]
	if e.pos != len(e.runes) {
		return ""
	}
	return f.sugg.complete(formFields[f.focus], e.Value())
}

// remember records the fields as used, for suggestions next time.
func (f *form) remember() {
	for i, name := range formFields {
		f.sugg.add(name, f.fields[i].Value())
	}
}

// Update handles the keys the root did not claim.
func (f *form) Update(msg tea.Msg) tea.Cmd {
	km, ok := msg.(tea.KeyMsg)
	if !ok {
		return nil
	}
	k := f.c.keys
	switch {
	case key.Matches(km, k.Up):
		f.Prev()
		return nil
	case key.Matches(km, k.Down) || key.Matches(km, k.NextField):
		f.Next()
		return nil
	}
	if f.typing() {
		if g := f.ghost(); g != "" && key.Matches(km, k.Accept) {
			f.fields[f.focus].Set(g)
			f.recompute()
			return nil
		}
		if changed, _ := f.fields[f.focus].handle(km); changed {
			f.recompute()
		}
		return nil
	}
	step := 0
	switch {
	case key.Matches(km, k.Left):
		step = -1
	case key.Matches(km, k.Right):
		step = 1
	default:
		return nil
	}
	if f.focus == focusEncoding {
		f.enc = (f.enc + step + len(encodings)) % len(encodings)
	} else {
		f.place = (f.place + step + len(places)) % len(places)
	}
	f.recompute()
	return nil
}

// Next and Prev move the focus; they wrap.
func (f *form) Next() { f.focus = (f.focus + 1) % formStops }

// Prev moves the focus back.
func (f *form) Prev() { f.focus = (f.focus + formStops - 1) % formStops }

// Copy is what the copy key copies here: the tagged link.
func (f *form) Copy() tea.Cmd {
	what, text, problem := f.Target()
	if problem != "" {
		return statusCmd("nothing to copy: "+problem, true)
	}
	f.remember()
	return copyMsgCmd(what, text)
}

// Target is what the copy and QR keys act on here: the tagged link.
func (f *form) Target() (what, text, problem string) {
	if f.err != nil {
		return "", "", "fix the fields marked ✗ first"
	}
	return "tagged link", f.tagged.URL, ""
}

// Clear empties the form.
func (f *form) Clear() {
	for i := range f.fields {
		f.fields[i].Set("")
	}
	f.focus = 0
	f.recompute()
}

// SetSize gives the component the room of the body.
func (f *form) SetSize(width, height int) { f.width, f.height = width, height }

// ShortHelp lists the form's keys.
func (f *form) ShortHelp() []key.Binding {
	k := f.c.keys
	b := []key.Binding{k.Next, k.Copy, k.ToInspect}
	if f.ghost() != "" {
		b = append(b, k.Accept)
	}
	if !f.typing() {
		b = append(b, k.Left)
	}
	return append(b, k.QR, k.SwitchView, k.Clear, k.Help, k.Quit)
}

// FullHelp lists every key.
func (f *form) FullHelp() [][]key.Binding { return f.c.keys.FullHelp() }

func statusCmd(text string, isErr bool) tea.Cmd {
	return func() tea.Msg { return StatusMsg{Text: text, Err: isErr} }
}

func plural(n int, one string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + one + "s"
}

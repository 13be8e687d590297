package model

import (
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/tracking"
)

// formFields are the build form's text fields, by their names in the
// suggestions file: the link to tag, the marker's four fields, then the
// UTM fields (named as their parameters).
var formFields = [...]string{"url", "service", "campaign", "ad", "source",
	"utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id"}

// firstUTM is the index in formFields of utm_source.
const firstUTM = 5

// The form's focus stops, in screen order: the link and the marker's
// fields (stops 0-4 are fields 0-4), the encoding, the place, the utm row
// that opens and closes the UTM group, then the UTM fields (the last six
// stops, fields 5-10), reached only while the group is open.
const (
	focusEncoding = firstUTM + iota
	focusPlace
	focusUTM
	firstUTMStop
	formStops = firstUTMStop + len(formFields) - firstUTM
)

var (
	encodings = []openstat.Encoding{openstat.Percent, openstat.Base64, openstat.Auto}
	places    = []openstat.Place{openstat.Query, openstat.Fragment}
)

// form is the Build view: the link, marker and UTM fields, the encoding
// and place, and the tagged link, recomputed on every keystroke.
type form struct {
	c             *common
	width, height int
	fields        [len(formFields)]lineEdit
	enc           int // index in encodings
	place         int // index in places
	focus         int // a focus stop
	utmOpen       bool
	utmOnly       bool // UTM fields set and the marker's empty: no marker is added
	tagged        openstat.Tagged
	err           error                            // from tagging: the first problem
	errs          [len(formFields)]error           // each field's own problem, all at once
	lints         [len(formFields)][]tracking.Lint // each UTM field's lints
	lengths       [2]int                           // percent and base64 lengths of the marker
	sugg          *suggestions
}

func newForm(c *common, sugg *suggestions) *form {
	f := &form{c: c, sugg: sugg}
	f.recompute()
	return f
}

// fieldAt is the text field at focus stop s, or -1 for a stop that is not
// one.
func fieldAt(s int) int {
	switch {
	case s < firstUTM:
		return s
	case s >= firstUTMStop:
		return s - firstUTMStop + firstUTM
	}
	return -1
}

// stopOf is the focus stop of text field i.
func stopOf(i int) int {
	if i < firstUTM {
		return i
	}
	return i - firstUTM + firstUTMStop
}

// marker is the marker the fields spell.
func (f *form) marker() openstat.Marker {
	return openstat.Marker{Service: f.fields[1].Value(), Campaign: f.fields[2].Value(), Ad: f.fields[3].Value(), Source: f.fields[4].Value()}
}

// recompute validates every field and tags the link: each field shows its
// own problem, not only the first one tagging finds.
func (f *form) recompute() {
	m, u := f.marker(), f.utm()
	f.utmOnly = u != (tracking.UTM{}) && m == (openstat.Marker{})
	for i, v := range m.Fields() {
		f.errs[i+1] = nil
		if !f.utmOnly {
			f.errs[i+1] = openstat.ValidateField(openstat.FieldNames[i], v)
		}
	}
	f.lengths[0], f.lengths[1] = openstat.EncodedLengths(m)
	f.checkUTM()
	f.tagged, _, f.err = tagging.Tag(f.fields[0].Value(), u, m, encodings[f.enc], places[f.place])
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
	// The link carries its own UTM parameters: values left from an
	// earlier build would replace them.
	for i := firstUTM; i < len(f.fields); i++ {
		f.fields[i].Set("")
	}
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
func (f *form) typing() bool { return fieldAt(f.focus) >= 0 }

// ghost is the suggestion for the focused field.
func (f *form) ghost() string {
	i := fieldAt(f.focus)
	if i < 0 {
		return ""
	}
	e := &f.fields[i]
	if e.pos != len(e.runes) {
		return ""
	}
	return f.sugg.complete(formFields[i], e.Value())
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
	case f.focus == focusUTM && !f.utmOpen && key.Matches(km, k.NextField):
		// enter on the closed group goes in, as on a field.
		f.utmOpen, f.focus = true, firstUTMStop
		return nil
	case key.Matches(km, k.Up):
		f.Prev()
		return nil
	case key.Matches(km, k.Down) || key.Matches(km, k.NextField):
		f.Next()
		return nil
	}
	if i := fieldAt(f.focus); i >= 0 {
		if g := f.ghost(); g != "" && key.Matches(km, k.Accept) {
			f.fields[i].Set(g)
			f.recompute()
			return nil
		}
		if changed, _ := f.fields[i].handle(km); changed {
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
	switch f.focus {
	case focusUTM:
		f.utmOpen = step > 0
		return nil
	case focusEncoding:
		f.enc = (f.enc + step + len(encodings)) % len(encodings)
	default:
		f.place = (f.place + step + len(places)) % len(places)
	}
	f.recompute()
	return nil
}

// Next and Prev move the focus; they wrap, and skip the UTM fields while
// their group is closed.
func (f *form) Next() {
	f.focus = (f.focus + 1) % formStops
	if f.focus == firstUTMStop && !f.utmOpen {
		f.focus = 0
	}
}

// Prev moves the focus back.
func (f *form) Prev() {
	f.focus = (f.focus + formStops - 1) % formStops
	if f.focus >= firstUTMStop && !f.utmOpen {
		f.focus = focusUTM
	}
}

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
	switch {
	case f.focus == focusUTM:
		b = append(b, k.UTMGroup)
	case !f.typing():
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

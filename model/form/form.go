// Package form is the Build view: the link, the Openstat marker's and the
// UTM fields, the encoding and place, and the tagged link, recomputed on
// every keystroke, with each field's problem and lints under it.
package form

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/lineedit"
	"github.com/linkscope/linkscope/ui"
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

// Model is the Build view.
type Model struct {
	c             *component.Common
	keys          KeyMap // the view's own bindings; the shared ones are c.Keys
	width, height int
	fields        [len(formFields)]lineedit.Model
	enc           int // index in encodings
	place         int // index in places
	focus         int // a focus stop
	utmOpen       bool
	utmOnly       bool // UTM fields set and the marker's empty: no marker is added
	tagged        openstat.Tagged
	err           error                            // from tagging: the first problem
	errs          [len(formFields)]error           // each field's own problem, all at once
	lints         [len(formFields)][]tracking.Lint // each field's lints (tagging.Lints)
	platform      placeholder.Platform             // where the link is served: whose placeholders it may hold
	lengths       [2]int                           // percent and base64 lengths of the marker
	sugg          suggestions
	files         config.Files // the suggestions and history files, "" each when none is kept
	// sample is set while the form holds the untouched sample: the first
	// edit in any field clears all of it, and it is never copied.
	sample bool
	// The conventions file's part: each field's findings, the values by
	// conventions name (one map, reused), the template the form started
	// from, and the choice in the list of allowed values (-1: none).
	finds    [len(formFields)][]conventions.Finding
	vals     map[string]string
	template string
	pick     int
	fromTmpl templateFill // what the last template put in the fields
	recorded string       // the template and link last added to the history
	short    shortening   // the built link's short link (shorten.go)
	// undo are the last actions that replaced values, newest last: the
	// undo key takes them back.
	undo      []undoEntry
	remarkBuf []fieldRemark // fieldRemarks' result, reused
	sheet     sheetRow      // the sheet row the form was filled from (sheetrow.go)
	an        analytics     // what analytics will record of the tagged link (attribution.go)
}

// sample fills the form at a sample start, so its link shows too.
var sample = component.EditMsg{
	URL:    "https://shop.example.com/landing?id=7",
	Marker: openstat.Marker{Service: "openstat.ru", Campaign: "spring sale", Ad: "ad 17", Source: "top banner"},
}

// New returns the form, filled with a sample when withSample is set,
// with the values used before (kept in files.Suggestions) as suggestions; notice says
// why they could not be read, if they could not.
func New(c *component.Common, files config.Files, withSample bool) (f *Model, notice string) {
	f = &Model{c: c, keys: DefaultKeyMap(), files: files, pick: -1}
	f.sugg, notice = loadSuggestions(files.Suggestions)
	if withSample {
		f.Load(sample)
		f.focus, f.sample = 0, true
	}
	f.recompute()
	return f, notice
}

// Start is New as the root registers it (component.Start): the form
// holds the sample when the UI opens on it, and keeps its suggestions in
// the startup's directory.
func Start(c *component.Common, s component.Startup) (component.Component, string) {
	f, notice := New(c, s.Files, s.Sample)
	f.short.open = s.Shorten
	return f, notice
}

// Name is the view's tab.
func (f *Model) Name() string { return "Build" }

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
func (f *Model) marker() openstat.Marker {
	return openstat.Marker{Service: f.fields[1].Value(), Campaign: f.fields[2].Value(), Ad: f.fields[3].Value(), Source: f.fields[4].Value()}
}

// recompute validates every field and tags the link: each field shows its
// own problem, not only the first one tagging finds.
func (f *Model) recompute() {
	m, u := f.marker(), f.utm()
	f.utmOnly = u != (tracking.UTM{}) && m == (openstat.Marker{})
	for i, v := range m.Fields() {
		f.errs[i+1] = nil
		if !f.utmOnly {
			f.errs[i+1] = openstat.ValidateField(openstat.FieldNames()[i], v)
		}
	}
	f.lengths[0], f.lengths[1] = openstat.EncodedLengths(m)
	f.checkUTM()
	f.checkConventions()
	f.tagged, _, f.err = tagging.Tag(f.fields[0].Value(), u, m, encodings[f.enc], places[f.place])
	f.errs[0] = nil
	switch f.err.(type) {
	case *openstat.URLError, *tagging.URLError:
		f.errs[0] = f.err
	}
	f.dropStaleShort()
	f.checkAttribution()
}

// Load fills the form from an inspected link, for re-tagging.
func (f *Model) Load(msg component.EditMsg) {
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
	f.focus, f.sample, f.template, f.pick, f.fromTmpl = 1, false, "", -1, templateFill{}
	f.recompute()
}

// withNote is a status with a note before it, when there is one: what
// was replaced and how to undo it come first, so a narrow status line
// does not cut them.
func withNote(status, note string) string {
	if note == "" {
		return status
	}
	return note + " · " + status
}

func indexOf[T comparable](list []T, v T) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	return -1
}

// Typing reports whether a text field has focus.
func (f *Model) Typing() bool { return fieldAt(f.focus) >= 0 }

// ghost is the suggestion for the focused field.
func (f *Model) ghost() string {
	i := fieldAt(f.focus)
	if i < 0 {
		return ""
	}
	e := &f.fields[i]
	if !e.AtEnd() {
		return ""
	}
	return f.sugg.complete(formFields[i], e.Value())
}

// remember records the fields as used, for suggestions next time, and
// returns the command that writes them.
func (f *Model) remember() tea.Cmd {
	for i, name := range formFields {
		f.sugg.add(name, f.fields[i].Value())
	}
	return saveCmd(f.files.Suggestions, f.sugg.clone())
}

// Update handles the view's keys and the messages sent to it.
func (f *Model) Update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case component.EditMsg:
		f.sheet = sheetRow{}
		note := f.undoNote(f.replacing("the fill from Inspect", func() { f.Load(msg) }))
		return tea.Batch(component.Show(f.Name()), component.Status(withNote("the marker is in the form: edit it and copy the new link", note), false))
	case component.FillMsg:
		note := f.undoNote(f.replacing(fillName(msg), func() { f.fill(msg) }))
		f.fromSheet(msg)
		if msg.Row > 0 {
			return tea.Batch(component.Show(f.Name()), component.Status(withNote(f.sheetNote(), note), false))
		}
		return tea.Batch(component.Show(f.Name()),
			component.Status(withNote("the link's fields are in the form: edit them and copy the new link", note), false))
	case shortenedMsg:
		return f.shortened(msg)
	case component.RecordedMsg:
		if msg.Err != nil {
			return component.Status("not kept in the history: "+textsafe.Escape(msg.Err.Error()), true)
		}
		return nil
	case component.SetupChangedMsg:
		f.recompute() // the conventions file's findings, read again
		return nil
	case savedMsg:
		if msg.err != nil {
			return component.Status("suggestions not saved: "+msg.err.Error(), true)
		}
		return nil
	case tea.KeyMsg:
		return tea.Batch(f.key(msg), f.toSheet())
	}
	return nil
}

func (f *Model) key(km tea.KeyMsg) tea.Cmd {
	pressed := ui.KeyName(km)
	k, v := &f.c.Keys, &f.keys
	f.short.armed = f.short.armed && ui.Matches(pressed, v.Shorten) // any other key answers no
	switch {
	case ui.Matches(pressed, v.Shorten):
		return f.shortenKey()
	case ui.Matches(pressed, k.Next):
		f.next()
	case ui.Matches(pressed, k.Prev):
		f.prev()
	case ui.Matches(pressed, k.Copy):
		return f.copy()
	case ui.Matches(pressed, k.Clear):
		status := "form cleared"
		if f.replacing("the clear", f.clear) != nil {
			status += "; " + f.keys.Undo.Help().Key + " undoes"
		}
		return component.Status(status, false)
	case ui.Matches(pressed, v.Undo):
		return f.undoLast()
	case ui.Matches(pressed, v.ToInspect):
		return f.inspect()
	case ui.Matches(pressed, v.FixAll):
		return f.fixAll()
	case ui.Matches(pressed, v.Template):
		return f.nextTemplate()
	case ui.Matches(pressed, v.Platform):
		return f.nextPlatform()
	case f.Typing() && f.pickKey(pressed):
		return nil
	case f.focus == focusUTM && !f.utmOpen && ui.Matches(pressed, v.NextField):
		// enter on the closed group goes in, as on a field.
		f.utmOpen, f.focus = true, firstUTMStop
	case f.focus == focusUTM && ui.Matches(pressed, v.UTMOpen):
		f.utmOpen = true
	case f.focus == focusUTM && ui.Matches(pressed, v.UTMClose):
		f.utmOpen = false
	case ui.Matches(pressed, v.FieldUp):
		f.prev()
	case ui.Matches(pressed, v.FieldDown) || ui.Matches(pressed, v.NextField):
		f.next()
	case f.Typing():
		return f.edit(km, pressed)
	case ui.Matches(pressed, v.ChangePrev):
		f.change(-1)
	case ui.Matches(pressed, v.ChangeNext):
		f.change(1)
	}
	return nil
}

// edit applies a key to the focused text field. The first edit of the
// sample clears it first; a paste is trimmed, and the status says so.
func (f *Model) edit(km tea.KeyMsg, pressed string) tea.Cmd {
	var notes []string
	if f.sample && f.editsText(km, pressed) {
		f.dropSample()
		notes = append(notes, "sample cleared")
	}
	i := fieldAt(f.focus)
	switch g := f.ghost(); {
	case km.Paste:
		text, note := pasteText(string(km.Runes))
		f.fields[i].Insert([]rune(text))
		f.pick = -1
		f.recompute()
		if note != "" {
			notes = append(notes, note)
		}
	case g != "" && ui.Matches(pressed, f.keys.Accept):
		f.fields[i].Set(g)
		f.recompute()
	default:
		if changed, _ := f.fields[i].Handle(km, f.c.Keys.Editor); changed {
			f.pick = -1
			f.recompute()
		}
	}
	if len(notes) == 0 {
		return nil
	}
	return component.Status(strings.Join(notes, "; "), false)
}

// change steps the focused choice; it stops at either end rather than
// wrap, so holding a key never jumps silently back to the first choice.
func (f *Model) change(step int) {
	switch f.focus {
	case focusEncoding:
		f.enc = min(max(f.enc+step, 0), len(encodings)-1)
	case focusPlace:
		f.place = min(max(f.place+step, 0), len(places)-1)
	default:
		return
	}
	f.recompute()
}

// next and prev move the focus; they wrap, and skip the UTM fields while
// their group is closed.
func (f *Model) next() {
	f.pick = -1
	f.focus = (f.focus + 1) % formStops
	if f.focus == firstUTMStop && !f.utmOpen {
		f.focus = 0
	}
}

func (f *Model) prev() {
	f.pick = -1
	f.focus = (f.focus + formStops - 1) % formStops
	if f.focus >= firstUTMStop && !f.utmOpen {
		f.focus = focusUTM
	}
}

// copy copies the tagged link and remembers the fields.
func (f *Model) copy() tea.Cmd {
	what, text, problem := f.Target()
	if problem != "" {
		return component.Status("nothing to copy: "+problem, true)
	}
	var note string
	if n := f.remarkCount(); n > 0 {
		note = plural(n, "finding") + " in the form: see under the fields"
	}
	return tea.Batch(component.Send(component.CopyMsg{What: what, Text: text, Note: note}), f.remember(), f.record())
}

// inspect sends the built link to the inspector and remembers the fields.
func (f *Model) inspect() tea.Cmd {
	if _, _, problem := f.Target(); problem != "" {
		return component.Status("no link to inspect: "+problem, true)
	}
	return tea.Batch(component.Send(component.InspectMsg{URL: f.tagged.URL, What: "the built link"}), f.remember(), f.record())
}

// Target is what the copy and QR keys act on here: the tagged link.
func (f *Model) Target() (what, text, problem string) {
	what, text, problem = f.linkTarget()
	if short, ok := f.shortTarget(); ok && problem == "" {
		return "short link", short, ""
	}
	return what, text, problem
}

// linkTarget is the built link, or why there is none.
func (f *Model) linkTarget() (what, text, problem string) {
	if f.sample {
		return "", "", "the form holds the sample: type or paste your own values first"
	}
	if f.err != nil {
		return "", "", "fix the fields marked ✗ first"
	}
	return "tagged link", f.tagged.URL, ""
}

// clear empties the form.
func (f *Model) clear() {
	f.sheet = sheetRow{} // a cleared form is no sheet row's any more
	for i := range f.fields {
		f.fields[i].Set("")
	}
	f.focus, f.sample, f.template, f.pick, f.fromTmpl = 0, false, "", -1, templateFill{}
	f.recompute()
}

// SetSize gives the view the room of the body.
func (f *Model) SetSize(width, height int) { f.width, f.height = width, height }

// ShortHelp lists the keys that work where the focus is.
func (f *Model) ShortHelp() []key.Binding {
	k, v := &f.c.Keys, &f.keys
	b := []key.Binding{k.Next, k.Copy, v.ToInspect}
	if len(f.undo) > 0 {
		b = append(b, v.Undo)
	}
	if f.ghost() != "" {
		b = append(b, v.Accept)
	}
	if f.Typing() && len(f.pickMatches()) > 0 {
		b = append(b, v.PickDown, v.Pick)
	}
	if f.hasFix() {
		b = append(b, v.FixAll)
	}
	if c := f.conv(); c != nil && len(c.TemplateNames()) > 0 {
		b = append(b, v.Template)
	}
	if f.showsPlatform() {
		b = append(b, v.Platform)
	}
	switch {
	case f.focus == focusUTM && f.utmOpen:
		b = append(b, v.UTMClose)
	case f.focus == focusUTM:
		b = append(b, v.UTMOpen)
	case !f.Typing():
		b = append(b, v.ChangePrev, v.ChangeNext)
	}
	return append(b, k.QR, k.SwitchView, k.Clear, k.Help, k.Quit)
}

// FullHelp lists the view's keys by column.
func (f *Model) FullHelp() [][]key.Binding {
	k, v := &f.c.Keys, &f.keys
	return [][]key.Binding{
		{k.Next, k.Prev, v.FieldUp, v.FieldDown, v.NextField},
		{k.Copy, v.ToInspect, k.Clear, v.Undo, v.Accept, v.FixAll, v.Template, v.Platform},
		{v.ChangePrev, v.ChangeNext, v.UTMOpen, v.UTMClose, v.PickUp, v.PickDown, v.Pick},
		k.EditorHelp(),
	}
}

// HelpIntro says what the view does.
func (f *Model) HelpIntro() string {
	k, v := &f.c.Keys, &f.keys
	return "Build: fill in the link and the marker's fields; the tagged link follows, with any problem under its field. " +
		v.ToInspect.Help().Key + " inspects the link; in Inspect, " + k.ToBuild.Help().Key + " brings a link's marker here. " +
		"UTM: on the utm row, " + v.UTMOpen.Help().Key + " opens utm_source … utm_id (" + v.UTMClose.Help().Key +
		" closes them); they go in before the marker, with their warnings under each field. With the four marker fields " +
		"empty the link gets UTM parameters only. Values used before are offered after the cursor (" +
		v.Accept.Help().Key + " accepts). " +
		"The sample at start is marked as one: the first edit or paste in any field clears it, and it is never copied. " +
		"A paste loses the spaces and line ends around it. " + v.FixAll.Help().Key + " applies every certain fix " +
		"(the link's \"did you mean\", the conventions file's aliases, case and spaces). With a conventions file " +
		"(./linkscope.yaml, else the config dir's), a field's allowed values are listed under it, filtered by what is typed (" +
		ui.Keys(v.PickUp, v.PickDown) + " choose, " + v.Pick.Help().Key + " takes one), its findings show under it, and " +
		v.Template.Help().Key + " fills the campaign fields the next template sets. " + v.Platform.Help().Key +
		" picks the ad platform or mailer the link is for (a template named after one picks it too): its placeholders are checked " +
		"as it fills them, as build --platform does. " + v.Undo.Help().Key + " undoes the last action that " +
		"replaced values (a fill from Inspect or History, a template, a clear, " + v.FixAll.Help().Key + "); what was typed since stays. " +
		"Every link copied or inspected from here " +
		"is kept in the History view. A form taller than the screen scrolls with the focus."
}

// plural is component.Plural, short for the views' many counts.
func plural(n int, one string) string { return component.Plural(n, one) }

// Package sheetview is the Sheet view: a worksheet opened with build
// --xlsx FILE on a terminal, one row of the list per row of the sheet with
// what building it gave (its tagged link, or why it was refused; its
// findings; the row it repeats), each row opened in the Build form with its
// findings and its changes brought back, and the workbook written to a new
// file with the rows changed and linkscope's columns, as build --xlsx
// --out writes it.
package sheetview

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/sheetio"
	"github.com/linkscope/linkscope/internal/workbook"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// summary is what the list shows of a built row, kept for every row; the
// whole result is built again for the selected one.
type summary struct {
	num      int
	tagged   string
	err      string
	findings int
	dup      int
	empty    bool
}

// Model is the Sheet view.
type Model struct {
	c             *component.Common
	keys          KeyMap
	width, height int
	table         *sheetio.Table
	rules         sheet.Rules
	out           string
	rows          []summary
	edits         map[int]sheet.Values // rows changed in the form, by index
	sel           int
	tally         sheet.Tally
	written       string // the last file written
	dirty         bool   // a row changed in the form: build again before drawing
}

// Start makes the view when a sheet was opened (component.Startup.Sheet);
// with none there is no Sheet view.
func Start(c *component.Common, s component.Startup) (component.Component, string) {
	if s.Sheet == nil {
		return nil, ""
	}
	return New(c, s.Sheet), ""
}

// New returns the view over an opened sheet, every row built.
func New(c *component.Common, open *component.SheetOpen) *Model {
	v := &Model{c: c, keys: DefaultKeyMap(), table: open.Table, rules: open.Rules, out: open.Out, edits: map[int]sheet.Values{}}
	v.rebuild()
	return v
}

// values are row i's values: as changed in the form, else as read.
func (v *Model) row(i int) sheet.Row {
	r := v.table.SheetRow(i)
	if e, ok := v.edits[i]; ok {
		r.Values, r.ReadErr = e, ""
	}
	return r
}

// rebuild builds every row in order (duplicate_of reads the rows before).
func (v *Model) rebuild() {
	b := sheet.NewBuilder(v.rules)
	v.rows = v.rows[:0]
	v.tally = sheet.Tally{}
	for i := range v.table.Rows {
		res := b.Build(v.row(i))
		v.tally.Add(&res)
		v.rows = append(v.rows, summary{num: res.Row, tagged: res.Tagged, err: res.Err, empty: res.Empty,
			findings: len(res.Findings) + lintCount(&res), dup: res.DuplicateOf})
	}
	v.sel = min(max(v.sel, 0), max(len(v.rows)-1, 0))
}

// lintCount counts the lints that are not notes.
func lintCount(r *sheet.Result) int {
	n := 0
	for _, l := range r.Lints {
		if l.Severity != tracking.Note {
			n++
		}
	}
	return n
}

// Name is the view's tab.
func (v *Model) Name() string { return "Sheet" }

// Typing is false: the view has no text input.
func (v *Model) Typing() bool { return false }

// SetSize gives the view the room of the body.
func (v *Model) SetSize(width, height int) { v.width, v.height = width, height }

// Target is what the copy and QR keys act on: the selected row's link.
func (v *Model) Target() (what, text, problem string) {
	v.fresh()
	if len(v.rows) == 0 {
		return "", "", "the sheet has no rows under its header"
	}
	r := v.rows[v.sel]
	if r.tagged == "" {
		return "", "", "row " + strconv.Itoa(r.num) + " has no link: " + textsafe.Escape(r.err)
	}
	return "tagged link of row " + strconv.Itoa(r.num), r.tagged, ""
}

// Update handles the view's keys and the form's changes to a row.
func (v *Model) Update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case component.SheetRowMsg:
		return v.edited(msg)
	case component.SetupChangedMsg:
		v.rules.Conventions, v.rules.Tracking = v.c.Setup.Conventions, v.c.Setup.Tracking
		v.rebuild()
	case writtenMsg:
		if msg.err != nil {
			return component.Status("workbook not written: "+textsafe.Escape(msg.err.Error()), true)
		}
		v.written = msg.path
		note := ""
		if msg.saved.Unlinked > 0 {
			note = "; " + component.Plural(msg.saved.Unlinked, "link") + " as plain text (past Excel's hyperlink limits)"
		}
		return component.Status("workbook written to "+textsafe.Escape(msg.path)+note, false)
	case tea.KeyMsg:
		return v.key(msg)
	}
	return nil
}

// edited takes a row's values back from the form and builds the sheet
// again.
func (v *Model) edited(msg component.SheetRowMsg) tea.Cmd {
	for i := range v.table.Rows {
		if v.table.Rows[i].Num != msg.Row {
			continue
		}
		vals := sheet.Values{sheet.FieldURL: msg.URL}
		for k, x := range msg.Fields {
			vals[k] = x
		}
		v.edits[i] = vals
		v.dirty = true // built again when the view is next drawn or used, not on every keystroke in the form
		return nil
	}
	return nil
}

// fresh builds the rows again when one was changed in the form.
func (v *Model) fresh() {
	if v.dirty {
		v.dirty = false
		v.rebuild()
	}
}

func (v *Model) key(km tea.KeyMsg) tea.Cmd {
	v.fresh()
	pressed := ui.KeyName(km)
	k, own := &v.c.Keys, &v.keys
	switch {
	case ui.Matches(pressed, k.Up):
		v.sel = max(v.sel-1, 0)
	case ui.Matches(pressed, k.Down):
		v.sel = min(v.sel+1, max(len(v.rows)-1, 0))
	case v.jump(pressed):
	case ui.Matches(pressed, own.Next):
		return v.next()
	case ui.Matches(pressed, k.Copy):
		what, text, problem := v.Target()
		if problem != "" {
			return component.Status("nothing to copy: "+problem, true)
		}
		return component.Copy(what, text)
	case ui.Matches(pressed, own.Open):
		return v.open()
	case ui.Matches(pressed, own.Write):
		return v.write()
	}
	return nil
}

// jump moves the selection by the list's jump keys.
func (v *Model) jump(pressed string) bool {
	sel, ok := v.c.Keys.Jump(pressed, false, v.sel, len(v.rows), ui.BoxBody(v.height-1)-1)
	v.sel = sel
	return ok
}

// next selects the next row with something to say (refused, findings, a
// duplicate), from the one after the selection round to it.
func (v *Model) next() tea.Cmd {
	for step := 1; step <= len(v.rows); step++ {
		i := (v.sel + step) % len(v.rows)
		if r := v.rows[i]; !r.empty && (r.tagged == "" || r.findings > 0 || r.dup > 0) {
			v.sel = i
			return nil
		}
	}
	return component.Status("every row built clean: nothing to look at", false)
}

// open sends the selected row to the form.
func (v *Model) open() tea.Cmd {
	if len(v.rows) == 0 {
		return component.Status("nothing to open: the sheet has no rows under its header", true)
	}
	r := v.row(v.sel)
	msg := component.FillMsg{URL: r.Values[sheet.FieldURL], Fields: map[string]string{}, Row: r.Number, Sheet: v.table.Sheet.Name}
	for k, x := range r.Values {
		if k != sheet.FieldURL && k != sheet.FieldEncoding && k != sheet.FieldPlace {
			msg.Fields[k] = x
		}
	}
	if e, err := openstat.ParseEncoding(r.Values[sheet.FieldEncoding]); err == nil && r.Values[sheet.FieldEncoding] != "" {
		msg.Encoding = e
	} else {
		msg.Encoding = v.rules.Encoding
	}
	if p, err := openstat.ParsePlace(r.Values[sheet.FieldPlace]); err == nil && r.Values[sheet.FieldPlace] != "" {
		msg.Place = p
	} else {
		msg.Place = v.rules.Place
	}
	return component.Send(msg)
}

// writtenMsg reports a write of the workbook.
type writtenMsg struct {
	path  string
	saved workbook.Saved
	err   error
}

// write writes the workbook to a new file: the rows changed in the form
// into their cells, linkscope's columns as build --xlsx writes them.
func (v *Model) write() tea.Cmd {
	path := v.out
	if path == "" {
		path = freeName(v.table.Book.Path)
	}
	changed := make(map[int]sheet.Values, len(v.edits))
	for i, vals := range v.edits {
		changed[i] = vals
	}
	t, rules := v.table, v.rules
	return func() tea.Msg { // off the UI's goroutine: every row is built again
		saved, err := t.Save(path, editsToWrite(t, rules, changed))
		return writtenMsg{path: path, saved: saved, err: err}
	}
}

// editsToWrite are the workbook's cells to write: the changed values into
// the columns they were read from, and every row's output columns.
func editsToWrite(t *sheetio.Table, rules sheet.Rules, changed map[int]sheet.Values) workbook.Edits {
	outs := sheet.Outputs(sheet.Options{})
	at, _ := t.Map.Place(outs, t.Width)
	edits := workbook.Edits{}
	t.HeaderEdits(edits, outs, at)
	b := sheet.NewBuilder(rules)
	for i := range t.Rows {
		r := t.SheetRow(i)
		if vals, ok := changed[i]; ok {
			r.Values, r.ReadErr = vals, ""
		}
		res := b.Build(r)
		if res.Empty {
			continue
		}
		es := sheetio.RowEdits(outs, at, t.Width, &res)
		if vals, ok := changed[i]; ok {
			orig := t.SheetRow(i).Values
			for _, fc := range t.Fed {
				if vals[fc.Field] != orig[fc.Field] {
					es = append(es, workbook.Edit{Col: fc.Column, Text: sheetio.CellText(vals[fc.Field]), Style: -1})
				}
			}
		}
		edits[res.Row] = es
	}
	return edits
}

// freeName is a name beside the input that no file has: NAME-linkscope.xlsx,
// then NAME-linkscope-2.xlsx, ….
func freeName(in string) string {
	dir, base := filepath.Split(in)
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	for n := 1; ; n++ {
		name := stem + "-linkscope.xlsx"
		if n > 1 {
			name = stem + "-linkscope-" + strconv.Itoa(n) + ".xlsx"
		}
		p := filepath.Join(dir, name)
		if _, err := os.Lstat(p); os.IsNotExist(err) {
			return p
		}
	}
}

// ShortHelp lists the view's keys.
func (v *Model) ShortHelp() []key.Binding {
	k, own := &v.c.Keys, &v.keys
	return []key.Binding{k.Up, k.Down, own.Open, own.Next, own.Write, k.Copy, k.SwitchView, k.Help, k.Quit}
}

// FullHelp lists the view's keys by column.
func (v *Model) FullHelp() [][]key.Binding {
	k, own := &v.c.Keys, &v.keys
	return [][]key.Binding{k.ListHelp(), {own.Open, own.Next, own.Write, k.Copy}}
}

// HelpIntro says what the view does.
func (v *Model) HelpIntro() string {
	k, own := &v.c.Keys, &v.keys
	return "Sheet: the worksheet opened with build --xlsx, a row of the list per row of the sheet with what building it gave: " +
		"its tagged link or why it was refused, its findings, the row it repeats. " + own.Open.Help().Key +
		" opens the selected row in the form with its findings; what is changed there comes back to the row. " +
		own.Next.Help().Key + " goes to the next row to look at, " + k.Copy.Help().Key + " copies the row's link, " +
		own.Write.Help().Key + " writes the workbook to a new file beside it, never over it."
}

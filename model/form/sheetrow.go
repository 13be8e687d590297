package form

import (
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/model/component"
)

// sheetRow is the sheet row the form was filled from (the Sheet view),
// whose values it sends back after each change; row 0 for none.
type sheetRow struct {
	row   int
	sheet string
	sent  string // the values last sent, joined
}

// sheetFill is the undo entry of a fill from a sheet row.
const sheetFill = "the fill from the sheet"

// fillName names a fill for the undo key.
func fillName(msg component.FillMsg) string {
	if msg.Row > 0 {
		return sheetFill
	}
	return "the fill from History"
}

// fromSheet notes where a fill came from: a sheet row, or (row 0) not.
func (f *Model) fromSheet(msg component.FillMsg) {
	f.sheet = sheetRow{row: msg.Row, sheet: msg.Sheet}
	f.sheet.sent = f.sheetValues()
}

// sheetValues are the link and the campaign fields, joined, to tell a
// change.
func (f *Model) sheetValues() string {
	parts := make([]string, len(f.fields))
	for i := range f.fields {
		parts[i] = f.fields[i].Value()
	}
	return strings.Join(parts, "\x00")
}

// toSheet is the command that sends the form's values back to the sheet
// row it was filled from when they changed; nil otherwise.
func (f *Model) toSheet() tea.Cmd {
	if f.sheet.row == 0 {
		return nil
	}
	now := f.sheetValues()
	if now == f.sheet.sent {
		return nil
	}
	f.sheet.sent = now
	fields := make(map[string]string, len(convNames))
	for k, v := range f.values() {
		fields[k] = v
	}
	return component.Send(component.SheetRowMsg{Row: f.sheet.row, URL: f.fields[0].Value(), Fields: fields})
}

// sheetNote is what the status line says of a fill from a sheet row.
func (f *Model) sheetNote() string {
	return "row " + strconv.Itoa(f.sheet.row) + " of " + textsafe.Quote(f.sheet.sheet) +
		" is in the form: what you change here goes back to the row (" + f.c.Keys.SwitchView.Help().Key + " to the sheet)"
}

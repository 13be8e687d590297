package sheet

import (
	"errors"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/textsafe"
)

// Override is one of the user's own column names (--map
// "Landing=url,Src=utm_source"): a normalized column name and the field
// it feeds, "" for a column to read nothing from.
type Override struct {
	Name, Field string
}

// Overrides are --map's pairs, in the order given.
type Overrides []Override

// Skip is the field an override gives a column that feeds nothing.
const Skip = "-"

// mapAliases are the field names --map takes besides Fields: linkscope's
// CSV name for the service.
var mapAliases = map[string]string{"service": FieldService}

// ParseMap reads --map's value: comma-separated HEADER=FIELD pairs, FIELD
// one of Fields (or "service", or "-" to read nothing from the column).
// A header may be written in any case and spacing.
func ParseMap(spec string) (Overrides, error) {
	var out Overrides
	for _, pair := range strings.Split(spec, ",") {
		if strings.TrimSpace(pair) == "" {
			continue
		}
		h, f, ok := strings.Cut(pair, "=")
		name := Normalize(h)
		f = strings.ToLower(strings.TrimSpace(f))
		switch {
		case !ok:
			return nil, errors.New(textsafe.Quote(pair) + ": want HEADER=FIELD")
		case name == "":
			return nil, errors.New(textsafe.Quote(pair) + ": the header name is empty")
		}
		if a, ok := mapAliases[f]; ok {
			f = a
		}
		switch {
		case f == Skip:
			f = ""
		case f == "campaign" || f == "source" || f == "ad":
			return nil, errors.New(textsafe.Quote(pair) + ": " + f + " is ambiguous: say utm_" + f + " or openstat." + f)
		case !IsField(f):
			return nil, errors.New(textsafe.Quote(pair) + ": unknown field " + textsafe.Quote(f) + "; the fields are " +
				strings.Join(Fields(), ", ") + ", or - to read nothing from the column")
		}
		for _, o := range out {
			if o.Name == name {
				return nil, errors.New(textsafe.Quote(strings.TrimSpace(h)) + " is mapped twice")
			}
		}
		out = append(out, Override{Name: name, Field: f})
	}
	return out, nil
}

// Mapping says which column feeds which field, and where the output
// columns already stand.
type Mapping struct {
	// Header is the header row as read.
	Header []string
	// columns holds each field's column, by the field's index in Fields;
	// -1 when no column feeds it.
	columns []int
	// Outputs are the columns the header already has of the names given to
	// Map (tagged_url, error, …): they are written into, not added again.
	Outputs map[string]int
	// Notes say what the mapping chose that a user may not expect: a second
	// column read as a field already fed, a column written into.
	Notes []string
}

// Column is the column that feeds field, -1 for none.
func (m *Mapping) Column(field string) int {
	for i, f := range Fields() {
		if f == field {
			return m.columns[i]
		}
	}
	return -1
}

// Fed lists the fields a column feeds, in Fields order, each with its
// column.
func (m *Mapping) Fed() []FieldColumn {
	var out []FieldColumn
	for i, f := range Fields() {
		if c := m.columns[i]; c >= 0 {
			out = append(out, FieldColumn{Field: f, Column: c})
		}
	}
	return out
}

// FieldColumn is a field and the column that feeds it.
type FieldColumn struct {
	Field  string
	Column int
}

// Values reads a row's fields from its cells (a missing cell is empty).
func (m *Mapping) Values(cells []string) Values {
	v := make(Values, len(Fields()))
	for i, f := range Fields() {
		if c := m.columns[i]; c >= 0 && c < len(cells) {
			v[f] = cells[c]
		}
	}
	return v
}

// MapError is an override that names no column of the header.
type MapError struct {
	Name   string // the name as normalized
	Header []string
}

func (e *MapError) Error() string {
	return "--map: no column is named " + textsafe.Quote(e.Name) + " (the header has " + headerList(e.Header) + ")"
}

// headerList is a header for a message: each name quoted and escaped, at
// most 24 of them.
func headerList(h []string) string {
	const most = 24
	parts := make([]string, 0, min(len(h), most)+1)
	for i, c := range h {
		if i == most {
			parts = append(parts, "… "+strconv.Itoa(len(h)-most)+" more")
			break
		}
		parts = append(parts, textsafe.Quote(c))
	}
	if len(parts) == 0 {
		return "no columns"
	}
	return strings.Join(parts, ", ")
}

// HeaderList is a header as messages show it: each name quoted and
// escaped, at most 24 of them.
func HeaderList(h []string) string { return headerList(h) }

// Map reads a header row: the user's overrides first, then the header
// table, in any case and spacing. Columns named like one of outputs are
// recorded in Outputs. A field fed by two columns reads the first (the
// overridden one, if any) and a note says which was left aside; a
// column that feeds nothing passes through.
func Map(header []string, over Overrides, outputs []string) (Mapping, error) {
	fields := Fields()
	m := Mapping{Header: header, columns: make([]int, len(fields)), Outputs: map[string]int{}}
	for i := range m.columns {
		m.columns[i] = -1
	}
	names := make([]string, len(header))
	for i, h := range header {
		names[i] = Normalize(h)
	}
	used := make([]bool, len(header))
	if err := m.applyOverrides(names, over, used); err != nil {
		return Mapping{}, err
	}
	m.findOutputs(names, outputs, used)
	service := m.columns[fieldIndex(FieldService)] >= 0
	for i, n := range names {
		if sp, ok := headerTable()[n]; ok && !used[i] && sp.field == FieldService {
			service = true
		}
	}
	for i, n := range names {
		sp, ok := headerTable()[n]
		if !ok || used[i] {
			continue
		}
		f := sp.field
		if service && sp.withService != "" {
			f = sp.withService
		}
		if f == "" {
			continue
		}
		k := fieldIndex(f)
		if prev := m.columns[k]; prev >= 0 {
			if used[prev] {
				continue // --map chose the column
			}
			m.Notes = append(m.Notes, "the column "+textsafe.Quote(header[i])+" also reads as "+f+"; "+
				textsafe.Quote(header[prev])+" is used (--map says otherwise)")
			continue
		}
		m.columns[k] = i
	}
	return m, nil
}

// applyOverrides gives the columns the user named their fields.
func (m *Mapping) applyOverrides(names []string, over Overrides, used []bool) error {
	for _, o := range over {
		name, f := o.Name, o.Field
		found := false
		for i, n := range names {
			if n != name {
				continue
			}
			found = true
			used[i] = true
			if f != "" && m.columns[fieldIndex(f)] < 0 {
				m.columns[fieldIndex(f)] = i
			}
		}
		if !found {
			return &MapError{Name: name, Header: m.Header}
		}
	}
	return nil
}

// findOutputs records the columns named like an output column.
func (m *Mapping) findOutputs(names, outputs []string, used []bool) {
	for _, out := range outputs {
		want := Normalize(out)
		for i, n := range names {
			if n == want && !used[i] {
				used[i] = true
				m.Outputs[out] = i
				break
			}
		}
	}
}

func fieldIndex(f string) int {
	for i, g := range Fields() {
		if g == f {
			return i
		}
	}
	panic("sheet: unknown field " + f)
}

// Place says where each output column goes: into the header's column of
// its name when it has one (a note says so), else the next column from
// width on, in order.
func (m *Mapping) Place(outs []Output, width int) (at []int, notes []string) {
	at = make([]int, len(outs))
	next := width
	for i, o := range outs {
		if c, ok := m.Outputs[o.Name]; ok {
			at[i] = c
			notes = append(notes, "the input has a column for "+o.Name+" already ("+textsafe.Quote(m.Header[c])+
				", column "+strconv.Itoa(c+1)+"): it is written into")
			continue
		}
		at[i] = next
		next++
	}
	return at, notes
}

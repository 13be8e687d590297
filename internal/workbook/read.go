package workbook

import (
	"bytes"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
)

// Cell is one cell as read.
type Cell struct {
	Col int // 0-based
	// Text is the value as the sheet shows it: a string, a number in the
	// general format, a date as YYYY-MM-DD (with the time when it has
	// one), TRUE or FALSE.
	Text string
	// Formula is the cell's formula as written ("" for none, and for the
	// cells of a shared formula after its first).
	Formula    string
	HasFormula bool
	// NoValue is a formula with no computed value stored: a workbook
	// written by a program that does not compute, never saved by a
	// spreadsheet application.
	NoValue bool
	// Error is the cell's error value (#REF!, #N/A, …), or why its value
	// could not be read.
	Error string
	// Style is the cell's format (its s attribute), -1 for none.
	Style int
}

// Row is one row of a sheet as read: the cells of the wanted columns, in
// column order.
type Row struct {
	Num     int // 1-based
	Cells   []Cell
	LastCol int // the last column with a value or a formula, -1 for none
}

// Cell is the row's cell in column col, or nil.
func (r *Row) Cell(col int) *Cell {
	for i := range r.Cells {
		if r.Cells[i].Col == col {
			return &r.Cells[i]
		}
	}
	return nil
}

// Hyperlink is a cell's (or a range's) link: its external target, or a
// place in the workbook.
type Hyperlink struct {
	Range    cellRange
	Target   string
	Location string
}

// Layout is what a sheet holds besides its rows, read at the end of a
// pass: its hyperlinks and merged ranges.
type Layout struct {
	Hyperlinks []Hyperlink
	Merges     []cellRange
	LastRow    int
}

// HyperlinkAt is the external target of the link on a cell, "" for none.
func (l *Layout) HyperlinkAt(col, row int) string {
	for _, h := range l.Hyperlinks {
		if h.Target != "" && h.Range.contains(col, row) {
			return h.Target
		}
	}
	return ""
}

// MergedEnd is the last column of the merged ranges that touch row and
// start at or before col; col itself when none does.
func (l *Layout) MergedEnd(row, col int) int {
	end := col
	for _, m := range l.Merges {
		if row >= m.Row0 && row <= m.Row1 && m.Col0 <= col {
			end = max(end, m.Col1)
		}
	}
	return end
}

// MergedFrom reports whether a merged range holds a cell at or right of
// col in a row after header.
func (l *Layout) MergedFrom(header, col int) (cellRange, bool) {
	for _, m := range l.Merges {
		if m.Row1 > header && m.Col1 >= col {
			return m, true
		}
	}
	return cellRange{}, false
}

// Want says which cells a pass decodes: rows after the first few only
// need their mapped columns. nil decodes every cell.
type Want func(row, col int) bool

// ReadSheet reads a sheet's rows in order, calling each with every row
// that has cells (the row and its cells are reused after each returns),
// then returns its layout.
func (w *Workbook) ReadSheet(sh Sheet, want Want, each func(*Row) error) (*Layout, error) {
	shared, err := w.sharedTable()
	if err != nil {
		return nil, err
	}
	styles, err := w.styleTable()
	if err != nil {
		return nil, err
	}
	rels, err := w.p.readRels(sh.Part)
	if err != nil {
		return nil, err
	}
	rc, err := w.p.open(sh.Part)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	rd := &sheetReader{w: w, shared: shared, styles: styles, want: want, each: each, s: newScanner(rc), layout: &Layout{}}
	rd.rels = map[string]string{}
	for _, r := range rels {
		if r.External {
			rd.rels[r.ID] = r.Target
		}
	}
	if err := rd.run(); err != nil {
		return nil, wrapPart(sh.Part, err)
	}
	return rd.layout, nil
}

// sheetReader is the state of one pass over a worksheet.
type sheetReader struct {
	w      *Workbook
	shared *sharedStrings
	styles *styleSheet
	rels   map[string]string
	want   Want
	each   func(*Row) error
	s      *scanner
	layout *Layout
	row    Row
	cells  int64
	text   []byte
}

func (rd *sheetReader) run() error {
	s := rd.s
	depth := 0
	var sheetData bool
	for {
		err := s.next()
		if errors.Is(err, io.EOF) {
			if depth != 0 {
				// Refused here, as writing it back would be: a sheet that
				// reads must save.
				return s.openAtEnd()
			}
			return nil
		}
		if err != nil {
			return err
		}
		switch s.kind {
		case tokStart, tokEmpty:
			name := string(s.local())
			switch {
			case depth == 1 && name == "sheetData":
				sheetData = s.kind == tokStart
			case depth == 2 && sheetData && name == "row":
				if err := rd.readRow(); err != nil {
					return err
				}
				continue
			case depth == 2 && name == "hyperlink":
				rd.hyperlink()
			case depth == 2 && name == "mergeCell":
				if ref, ok := s.attr("ref"); ok {
					if r, ok := parseRange(ref); ok {
						rd.layout.Merges = append(rd.layout.Merges, r)
					}
				}
			}
			if s.kind == tokStart {
				depth++
			}
		case tokEnd:
			depth--
			if depth == 1 {
				sheetData = false
			}
		}
	}
}

// readRow reads a <row> (the scanner is at its tag) and its cells.
func (rd *sheetReader) readRow() error {
	s := rd.s
	num := rd.row.Num + 1
	if v, ok := s.attr("r"); ok {
		n, err := strconv.Atoi(string(v))
		if err != nil || n < 1 {
			return &xmlError{s.off, "a row number that is not a number: " + strconv.Quote(string(v))}
		}
		num = n
	}
	if num > rd.w.Limits.Rows {
		return &LimitError{What: "row number", Limit: int64(rd.w.Limits.Rows)}
	}
	rd.row = Row{Num: num, Cells: rd.row.Cells[:0], LastCol: -1}
	rd.layout.LastRow = num
	if s.kind == tokEmpty {
		return nil
	}
	col := -1
	for {
		if err := s.next(); err != nil {
			return unexpectedEnd(err)
		}
		switch {
		case s.kind == tokEnd && string(s.local()) == "row":
			if len(rd.row.Cells) > 0 || rd.row.LastCol >= 0 {
				return rd.each(&rd.row)
			}
			return nil
		case (s.kind == tokStart || s.kind == tokEmpty) && string(s.local()) == "c":
			rd.cells++
			if rd.cells > rd.w.Limits.Cells {
				return &LimitError{What: "number of cells", Limit: rd.w.Limits.Cells}
			}
			next, err := rd.readCell(col + 1)
			if err != nil {
				return err
			}
			col = next
		}
	}
}

func unexpectedEnd(err error) error {
	if errors.Is(err, io.EOF) {
		return &xmlError{0, "the part ends inside a row"}
	}
	return err
}

// cellParts are a cell's pieces as written.
type cellParts struct {
	typ, style string
	v, is, f   []byte
	hasV, hasF bool
	hasIs      bool
}

// readCell reads a <c> at the scanner; def is its column when it has no
// reference. It returns the cell's column.
func (rd *sheetReader) readCell(def int) (int, error) {
	s := rd.s
	col := def
	var p cellParts
	var bad []byte
	s.eachAttr(func(n, v []byte) bool {
		switch string(n) {
		case "r":
			c, _, ok := parseRef(v)
			if !ok {
				bad = v
				return false
			}
			col = c
		case "t":
			p.typ = string(v)
		case "s":
			p.style = string(v)
		}
		return true
	})
	if bad != nil {
		return 0, &xmlError{s.off, "a cell reference that is not one: " + strconv.Quote(string(bad))}
	}
	if col >= MaxColumns {
		return 0, &xmlError{s.off, "a cell past the last column"}
	}
	wanted := rd.want == nil || rd.want(rd.row.Num, col)
	switch {
	case s.kind != tokStart:
	case !wanted && rd.skipCell(&p):
	default:
		if err := rd.cellChildren(&p, wanted); err != nil {
			return 0, err
		}
	}
	if p.hasV || p.hasF || p.hasIs {
		rd.row.LastCol = max(rd.row.LastCol, col)
	}
	if wanted {
		rd.row.Cells = append(rd.row.Cells, rd.value(col, &p))
	}
	return col, nil
}

// skipCell passes over a cell whose value is not wanted, noting only
// whether it holds anything (a child element: a value, a formula, a
// string); false when it cannot be passed over at once.
func (rd *sheetReader) skipCell(p *cellParts) bool {
	rest, ok := rd.s.through()
	if !ok {
		return false
	}
	if i := bytes.IndexByte(rest, '<'); i >= 0 && i+1 < len(rest) && rest[i+1] != '/' {
		p.hasV = true
	}
	return true
}

// cellChildren reads a cell's <v>, <f> and <is> up to its end tag,
// keeping their text only for a wanted cell.
func (rd *sheetReader) cellChildren(p *cellParts, wanted bool) error {
	s := rd.s
	depth, in, phonetic := 0, "", 0
	rd.text = rd.text[:0]
	for {
		if err := s.next(); err != nil {
			return unexpectedEnd(err)
		}
		switch s.kind {
		case tokStart, tokEmpty:
			name := string(s.local())
			if depth == 0 {
				in = name
				switch name {
				case "v":
					p.hasV = true
				case "f":
					p.hasF = true
				case "is":
					p.hasIs = true
				}
			}
			if name == "rPh" && s.kind == tokStart {
				phonetic++
			}
			if s.kind == tokStart {
				depth++
			}
		case tokEnd:
			if depth == 0 {
				return nil // </c>
			}
			depth--
			if string(s.local()) == "rPh" {
				phonetic--
			}
			if depth == 0 {
				rd.keep(p, in)
			}
		case tokText, tokCDATA:
			if !wanted || depth == 0 || phonetic > 0 || in == "" {
				continue
			}
			if len(rd.text) > rd.w.Limits.CellText {
				return &LimitError{What: "text of one cell", Limit: int64(rd.w.Limits.CellText)}
			}
			var err error
			if s.kind == tokCDATA {
				rd.text = append(rd.text, s.raw[9:len(s.raw)-3]...)
			} else if rd.text, err = decode(rd.text, s.raw); err != nil {
				return &xmlError{s.off, err.Error()}
			}
		}
	}
}

// keep files the text read so far under the child it belongs to.
func (rd *sheetReader) keep(p *cellParts, child string) {
	switch child {
	case "v":
		p.v = append(p.v[:0], rd.text...)
	case "f":
		p.f = append(p.f[:0], rd.text...)
	case "is":
		p.is = append(p.is[:0], rd.text...)
	}
	rd.text = rd.text[:0]
}

// value is a cell's text as the sheet shows it.
func (rd *sheetReader) value(col int, p *cellParts) Cell {
	c := Cell{Col: col, Formula: string(p.f), HasFormula: p.hasF, Style: -1}
	if p.style != "" {
		if n, err := strconv.Atoi(p.style); err == nil {
			c.Style = n
		}
	}
	if p.hasF && !p.hasV && p.typ != "inlineStr" {
		c.NoValue = true
		return c
	}
	switch p.typ {
	case "s":
		i, err := strconv.Atoi(strings.TrimSpace(string(p.v)))
		text, ok := rd.shared.at(i)
		if err != nil || !ok {
			c.Error = "a shared string that is not in the table (" + strconv.Quote(string(p.v)) + ")"
		}
		c.Text = text
	case "str", "d":
		c.Text = string(p.v)
	case "inlineStr":
		c.Text = string(p.is)
	case "b":
		c.Text = "FALSE"
		if strings.TrimSpace(string(p.v)) == "1" {
			c.Text = "TRUE"
		}
	case "e":
		c.Error = string(p.v)
	default:
		c.Text = number(string(p.v), c.Style >= 0 && rd.styles.isDate(c.Style), rd.w.date1904)
	}
	return c
}

// number is a numeric cell's value as a sheet shows it in the general
// format (at most 15 significant digits, as Excel keeps), or its date.
func number(v string, date, date1904 bool) string {
	v = strings.TrimSpace(v)
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || v == "" {
		return v
	}
	if date {
		if d, ok := serialDate(f, date1904); ok {
			return d
		}
	}
	if f == math.Trunc(f) && math.Abs(f) < 1e15 {
		return strconv.FormatInt(int64(f), 10)
	}
	g, _ := strconv.ParseFloat(strconv.FormatFloat(f, 'g', 15, 64), 64)
	return strconv.FormatFloat(g, 'f', -1, 64)
}

// serialDate is a date serial number as YYYY-MM-DD, with hh:mm:ss when
// it has a time: days since 1899-12-30 (Excel counts 1900-02-29, a day
// that never was, so its serials from 61 on are one day ahead of the
// calendar and 1899-12-30 is their epoch), or since 1904-01-01.
func serialDate(f float64, date1904 bool) (string, bool) {
	if f < 0 || f > 2958465 { // 9999-12-31
		return "", false
	}
	epoch := time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)
	if date1904 {
		epoch = time.Date(1904, 1, 1, 0, 0, 0, 0, time.UTC)
	} else if f < 61 {
		epoch = epoch.AddDate(0, 0, 1)
	}
	days := math.Floor(f)
	secs := math.Round((f - days) * 86400)
	t := epoch.AddDate(0, 0, int(days)).Add(time.Duration(secs) * time.Second)
	if secs == 0 {
		return t.Format("2006-01-02"), true
	}
	return t.Format("2006-01-02 15:04:05"), true
}

// hyperlink records a <hyperlink>: its range, and its external target
// (through the sheet's relationships) or its location in the workbook.
func (rd *sheetReader) hyperlink() {
	s := rd.s
	var h Hyperlink
	ok := false
	s.eachAttr(func(n, v []byte) bool {
		d, err := decode(nil, v)
		if err != nil {
			return true
		}
		switch {
		case string(n) == "ref":
			h.Range, ok = parseRange(d)
		case string(n) == "location":
			h.Location = string(d)
		case string(localName(n)) == "id" && len(n) > 2:
			h.Target = rd.rels[string(d)]
		}
		return true
	})
	if ok {
		rd.layout.Hyperlinks = append(rd.layout.Hyperlinks, h)
	}
}

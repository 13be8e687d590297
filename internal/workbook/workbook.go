package workbook

import (
	"os"
	"strings"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/safefile"
)

// Workbook is an open workbook.
type Workbook struct {
	Path string
	// Sheets are the worksheets, in tab order (chart sheets and dialog
	// sheets are left out).
	Sheets   []Sheet
	Limits   Limits
	file     *os.File
	p        *pkg
	book     string // the workbook part, xl/workbook.xml
	date1904 bool
	shared   *sharedStrings
	sharedAt string
	styles   *styleSheet
	stylesAt string
}

// Sheet is one worksheet: its name as the tab shows it and its part.
type Sheet struct {
	Name   string
	Part   string
	Hidden bool
}

// Open opens the workbook at path and reads its directory, its workbook
// part and its relationships, within l.
func Open(path string, l Limits) (*Workbook, error) {
	f, err := safefile.Open(path) // a FIFO or a device named as the workbook is refused, not waited on
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, &FormatError{Reason: textsafe.Escape(path) + " is not a regular file"}
	}
	p, err := openPackage(f, st.Size(), l)
	if err != nil {
		f.Close()
		return nil, err
	}
	w := &Workbook{Path: path, Limits: l, file: f, p: p}
	if err := w.readBook(); err != nil {
		f.Close()
		return nil, err
	}
	return w, nil
}

// Close closes the file.
func (w *Workbook) Close() error { return w.file.Close() }

// Sheet is the worksheet called name (as its tab shows it, in any case),
// or ok false.
func (w *Workbook) Sheet(name string) (Sheet, bool) {
	for _, s := range w.Sheets {
		if strings.EqualFold(s.Name, name) {
			return s, true
		}
	}
	return Sheet{}, false
}

// SheetNames lists the sheets' names, in tab order.
func (w *Workbook) SheetNames() []string {
	out := make([]string, len(w.Sheets))
	for i, s := range w.Sheets {
		out[i] = s.Name
	}
	return out
}

// readBook finds the workbook part (the package's officeDocument
// relationship), its sheets and the parts they use.
func (w *Workbook) readBook() error {
	root, err := w.p.readRels("")
	if err != nil {
		return err
	}
	for _, r := range root {
		if typeIs(r.Type, relOfficeDocument) && !r.External {
			w.book = resolve("", r.Target)
		}
	}
	if w.book == "" || w.p.file(w.book) == nil {
		return &FormatError{Reason: "it has no workbook part (no officeDocument relationship in _rels/.rels)"}
	}
	rels, err := w.p.readRels(w.book)
	if err != nil {
		return err
	}
	targets := map[string]string{}
	for _, r := range rels {
		if r.External {
			continue
		}
		switch {
		case typeIs(r.Type, relWorksheet):
			targets[r.ID] = resolve(w.book, r.Target)
		case typeIs(r.Type, relSharedStrings):
			w.sharedAt = resolve(w.book, r.Target)
		case typeIs(r.Type, relStyles):
			w.stylesAt = resolve(w.book, r.Target)
		}
	}
	b, err := w.p.readSmall(w.book)
	if err != nil {
		return err
	}
	err = eachElement(b, func(s *scanner, depth int) error {
		switch string(s.local()) {
		case "workbookPr":
			if v, ok := s.attr("date1904"); ok {
				w.date1904 = string(v) == "1" || string(v) == "true"
			}
		case "sheet":
			return w.addSheet(s, targets)
		}
		return nil
	})
	if err != nil {
		return wrapPart(w.book, err)
	}
	if len(w.Sheets) == 0 {
		return &FormatError{Part: w.book, Reason: "the workbook has no worksheet"}
	}
	return nil
}

// addSheet records a <sheet> of the workbook part when its relationship
// is a worksheet's.
func (w *Workbook) addSheet(s *scanner, targets map[string]string) error {
	var sh Sheet
	var id string
	var bad error
	s.eachAttr(func(n, v []byte) bool {
		d, err := decode(nil, v)
		if err != nil {
			bad = err
			return false
		}
		switch {
		case string(n) == "name":
			sh.Name = string(d)
		case string(n) == "state":
			sh.Hidden = string(d) != "visible"
		case string(localName(n)) == "id" && len(n) > 2:
			id = string(d)
		}
		return true
	})
	if bad != nil {
		return bad
	}
	if part, ok := targets[id]; ok && part != "" && w.p.file(part) != nil {
		sh.Part = part
		w.Sheets = append(w.Sheets, sh)
	}
	return nil
}

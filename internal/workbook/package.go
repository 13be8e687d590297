// Package workbook reads and writes the worksheets of an Office Open XML
// workbook (.xlsx) as linkscope's bulk commands need them: the rows of one
// sheet as text (shared strings, inline strings, numbers and dates as the
// sheet shows them, formulas by their computed values, hyperlinks by their
// targets), and the same workbook written back with cells added or
// replaced, every other part, sheet, cell, formula, validation, style and
// comment copied byte for byte.
//
// A workbook is a zip of XML parts, and a hostile one is a zip bomb or an
// XML bomb: the parts' sizes, their count, the shared strings, the rows
// and cells and every XML token are bounded (Limits), checked while
// reading, and a workbook past a bound is refused with a message that
// names it. Parts are read as streams, never inflated whole, except the
// small ones (the workbook, the relationships, the styles) under their own
// bound.
package workbook

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/textsafe"
)

// Limits bound what a workbook may hold.
type Limits struct {
	Parts        int   // zip entries
	Unzipped     int64 // all parts together, uncompressed
	SmallPart    int64 // a part read whole (workbook, relationships, styles)
	SharedCount  int   // shared strings
	SharedBytes  int64 // shared strings' text together
	Rows         int   // row number (Excel's own limit is 1,048,576)
	Cells        int64 // cells read in one sheet
	CellText     int   // one cell's text, in bytes
	Hyperlinks   int   // hyperlinks written in one sheet (Excel's limit: 65,530)
	HyperlinkLen int   // a hyperlink's address (Excel's limit: 2,079 characters)
}

// DefaultLimits are generous for a campaign sheet and small for a bomb.
func DefaultLimits() Limits {
	return Limits{
		Parts:        10000,
		Unzipped:     1 << 30,
		SmallPart:    64 << 20,
		SharedCount:  2 << 20,
		SharedBytes:  64 << 20,
		Rows:         1 << 20,
		Cells:        64 << 20,
		CellText:     4 * 32767,
		Hyperlinks:   65530,
		HyperlinkLen: 2079,
	}
}

// LimitError is a workbook past one of its bounds.
type LimitError struct {
	What  string // "uncompressed size", "shared strings", …
	Limit int64
	Where string // the part, or ""
}

func (e *LimitError) Error() string {
	s := "the workbook's " + e.What + " is past linkscope's limit of " + strconv.FormatInt(e.Limit, 10)
	if e.Where != "" {
		s += " (" + textsafe.Escape(e.Where) + ")"
	}
	return s + "; refusing it (a zip or XML bomb looks like this; a real sheet that big can be split)"
}

// FormatError is a workbook that cannot be read: what and where.
type FormatError struct {
	Part   string
	Reason string
}

func (e *FormatError) Error() string {
	if e.Part == "" {
		return "not a workbook linkscope can read: " + e.Reason
	}
	return textsafe.Escape(e.Part) + ": " + e.Reason
}

// pkg is the zip of a workbook, its parts found by name in any case (part
// names are case-insensitive: ECMA-376 Part 2, section 9.1.1.1).
type pkg struct {
	zr     *zip.Reader
	limits Limits
	byName map[string]*zip.File // lower-cased name
}

// openPackage reads a zip's directory and checks its bounds: the number
// of parts, each part's declared size and their sum (archive/zip refuses
// a part that inflates past its declared size, so the sum bounds what
// can be inflated), and parts named twice.
func openPackage(r io.ReaderAt, size int64, l Limits) (*pkg, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		if errors.Is(err, zip.ErrFormat) {
			return nil, &FormatError{Reason: "it is not a zip file (an .xlsx workbook is one; an old .xls or a CSV is not)"}
		}
		return nil, &FormatError{Reason: err.Error()}
	}
	if len(zr.File) > l.Parts {
		return nil, &LimitError{What: "number of parts", Limit: int64(l.Parts)}
	}
	p := &pkg{zr: zr, limits: l, byName: make(map[string]*zip.File, len(zr.File))}
	var total uint64
	for _, f := range zr.File {
		total += f.UncompressedSize64
		if f.UncompressedSize64 > uint64(l.Unzipped) || total > uint64(l.Unzipped) {
			return nil, &LimitError{What: "uncompressed size", Limit: l.Unzipped, Where: f.Name}
		}
		name := strings.ToLower(strings.TrimPrefix(f.Name, "/"))
		if _, dup := p.byName[name]; dup {
			return nil, &FormatError{Part: f.Name, Reason: "the part is in the zip twice; which one a spreadsheet reads is unclear, so the workbook is refused"}
		}
		p.byName[name] = f
	}
	return p, nil
}

// file is the part at name (no leading slash), or nil.
func (p *pkg) file(name string) *zip.File {
	return p.byName[strings.ToLower(strings.TrimPrefix(name, "/"))]
}

// open streams a part.
func (p *pkg) open(name string) (io.ReadCloser, error) {
	f := p.file(name)
	if f == nil {
		return nil, &FormatError{Part: name, Reason: "the workbook has no such part"}
	}
	rc, err := f.Open()
	if err != nil {
		return nil, &FormatError{Part: name, Reason: err.Error()}
	}
	return rc, nil
}

// readSmall reads a part whole, within the small-part bound.
func (p *pkg) readSmall(name string) ([]byte, error) {
	f := p.file(name)
	if f == nil {
		return nil, &FormatError{Part: name, Reason: "the workbook has no such part"}
	}
	if f.UncompressedSize64 > uint64(p.limits.SmallPart) {
		return nil, &LimitError{What: "part size", Limit: p.limits.SmallPart, Where: name}
	}
	rc, err := f.Open()
	if err != nil {
		return nil, &FormatError{Part: name, Reason: err.Error()}
	}
	defer rc.Close()
	b, err := io.ReadAll(io.LimitReader(rc, p.limits.SmallPart+1))
	if err != nil {
		return nil, &FormatError{Part: name, Reason: err.Error()}
	}
	return b, nil
}

// relsPath is the relationships part of a part: xl/workbook.xml's is
// xl/_rels/workbook.xml.rels.
func relsPath(part string) string {
	dir, base := path.Split(part)
	return dir + "_rels/" + base + ".rels"
}

// resolve is a relationship's target as a part name, relative to the
// part that holds it (ECMA-376 Part 2, section 9.3), or "" when it points
// outside the package.
func resolve(from, target string) string {
	if strings.HasPrefix(target, "/") {
		return path.Clean(target)[1:]
	}
	joined := path.Join(path.Dir(from), target)
	if strings.HasPrefix(joined, "../") || joined == ".." {
		return ""
	}
	return joined
}

// relationship is one entry of a relationships part.
type relationship struct {
	ID, Type, Target string
	External         bool
}

// readRels reads a relationships part; a part without one has none.
func (p *pkg) readRels(part string) ([]relationship, error) {
	name := relsPath(part)
	if p.file(name) == nil {
		return nil, nil
	}
	b, err := p.readSmall(name)
	if err != nil {
		return nil, err
	}
	var out []relationship
	err = eachElement(b, func(s *scanner, depth int) error {
		if depth != 1 || string(s.local()) != "Relationship" {
			return nil
		}
		var r relationship
		var bad error
		s.eachAttr(func(n, v []byte) bool {
			d, err := decode(nil, v)
			if err != nil {
				bad = err
				return false
			}
			switch string(n) {
			case "Id":
				r.ID = string(d)
			case "Type":
				r.Type = string(d)
			case "Target":
				r.Target = string(d)
			case "TargetMode":
				r.External = string(d) == "External"
			}
			return true
		})
		out = append(out, r)
		return bad
	})
	if err != nil {
		return nil, &FormatError{Part: name, Reason: err.Error()}
	}
	return out, nil
}

// eachElement calls f with the scanner at each start or empty tag of doc
// and its depth (the root is 0).
func eachElement(doc []byte, f func(s *scanner, depth int) error) error {
	s := newScanner(strings.NewReader(string(doc)))
	depth := 0
	for {
		err := s.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		switch s.kind {
		case tokStart, tokEmpty:
			if err := f(s, depth); err != nil {
				return err
			}
			if s.kind == tokStart {
				depth++
			}
		case tokEnd:
			depth--
		}
	}
}

// Relationship types (ECMA-376 Part 1, section 15.2 and 12.3).
const (
	relOfficeDocument = "/officeDocument"
	relWorksheet      = "/worksheet"
	relSharedStrings  = "/sharedStrings"
	relStyles         = "/styles"
	relHyperlink      = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink"
	nsRelationships   = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
)

// typeIs reports a relationship type by its last path segment, as both
// the transitional and the strict namespaces spell it.
func typeIs(t, suffix string) bool { return strings.HasSuffix(t, suffix) }

func wrapPart(part string, err error) error {
	var fe *FormatError
	var le *LimitError
	switch {
	case errors.As(err, &fe) || errors.As(err, &le):
		return err
	case errors.Is(err, zip.ErrFormat):
		return &FormatError{Part: part, Reason: "the part inflates to more than the size the zip declares for it (a zip bomb's trick, or a damaged file)"}
	case errors.Is(err, zip.ErrChecksum):
		return &FormatError{Part: part, Reason: "the part is damaged: its checksum does not match"}
	}
	return &FormatError{Part: part, Reason: fmt.Sprint(err)}
}

package workbook

import (
	"bytes"
	"errors"
	"io"
	"sort"
	"strconv"
)

// afterHyperlinks are the worksheet's children that come after
// <hyperlinks> (ECMA-376 Part 1, section 18.3.1.99, CT_Worksheet's
// sequence), so a new <hyperlinks> goes before the first of them.
var afterHyperlinks = map[string]bool{
	"printOptions": true, "pageMargins": true, "pageSetup": true, "headerFooter": true,
	"rowBreaks": true, "colBreaks": true, "customProperties": true, "cellWatches": true,
	"ignoredErrors": true, "smartTags": true, "drawing": true, "legacyDrawing": true,
	"legacyDrawingHF": true, "drawingHF": true, "picture": true, "oleObjects": true,
	"controls": true, "webPublishItems": true, "tableParts": true, "extLst": true,
	"AlternateContent": true,
}

// rewriter is the state of writing a sheet back.
type rewriter struct {
	p       *savePlan
	s       *scanner
	out     io.Writer
	err     error
	prefix  string // the element prefix of the worksheet ("x:"), "" for none
	relNS   string // the prefix bound to the relationships namespace, "" for none
	linked  bool   // the sheet's hyperlinks are written
	depth   int
	buf     []byte
	lastRow int // the number of the last row read
}

// rewrite copies a worksheet from src to dst with the plan's edits.
func (p *savePlan) rewrite(dst io.Writer, src io.Reader) error {
	rw := &rewriter{p: p, s: newScanner(src), out: dst}
	rw.linked = len(p.links) == 0
	return rw.run()
}

func (rw *rewriter) write(b []byte) {
	if rw.err == nil {
		_, rw.err = rw.out.Write(b)
	}
}

func (rw *rewriter) run() error {
	s := rw.s
	sheetData := false
	for rw.err == nil {
		err := s.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		switch s.kind {
		case tokStart, tokEmpty:
			name := string(s.local())
			raw := s.raw
			switch {
			case rw.depth == 0:
				rw.root()
			case rw.depth == 1 && name == "dimension":
				raw = rw.dimension(raw)
			case rw.depth == 1 && name == "sheetData":
				sheetData = s.kind == tokStart
			case rw.depth == 2 && sheetData && name == "row":
				if err := rw.row(); err != nil {
					return err
				}
				continue
			case rw.depth == 1 && name == "hyperlinks":
				if err := rw.hyperlinks(); err != nil {
					return err
				}
				continue
			case rw.depth == 1 && !rw.linked && afterHyperlinks[name]:
				rw.newHyperlinks()
			}
			rw.write(raw)
			if s.kind == tokStart {
				rw.depth++
			}
		case tokEnd:
			rw.depth--
			if rw.depth == 1 {
				sheetData = false
			}
			if rw.depth == 0 && !rw.linked {
				rw.newHyperlinks()
			}
			rw.write(s.raw)
		default:
			rw.write(s.raw)
		}
	}
	if rw.err == nil && rw.depth != 0 {
		return rw.s.openAtEnd()
	}
	return rw.err
}

// root reads the worksheet's prefix and the prefix it binds to the
// relationships namespace.
func (rw *rewriter) root() {
	rw.prefix = rw.s.prefix()
	rw.s.eachAttr(func(n, v []byte) bool {
		if bytes.HasPrefix(n, []byte("xmlns:")) && string(v) == nsRelationships {
			rw.relNS = string(n[len("xmlns:"):])
		}
		return true
	})
}

// dimension is the <dimension> tag widened to the edited cells.
func (rw *rewriter) dimension(tag []byte) []byte {
	start, end, ok := attrSpan(tag, "ref")
	if !ok || rw.p.maxCol < 0 {
		return tag
	}
	r, ok := parseRange(tag[start:end])
	if !ok {
		return tag
	}
	r.Col1, r.Row1 = max(r.Col1, rw.p.maxCol), max(r.Row1, rw.p.maxRow)
	out := append([]byte{}, tag[:start]...)
	out = append(out, r.String()...)
	return append(out, tag[end:]...)
}

// row copies a <row> (the scanner is at its tag), putting its edits in
// place among its cells.
func (rw *rewriter) row() error {
	s := rw.s
	num := rw.lastRow + 1 // a row without its number follows the one before, as the reader reads it
	if v, ok := s.attr("r"); ok {
		num, _ = strconv.Atoi(string(v))
	}
	rw.lastRow = num
	edits := rw.p.edits[num]
	if len(edits) == 0 || num <= 0 {
		return rw.copyElement()
	}
	tag := withoutAttr(s.raw, "spans")
	if s.kind == tokEmpty {
		tag = append(bytes.TrimSuffix(bytes.TrimRight(tag[:len(tag)-1], " \t\r\n"), []byte("/")), '>')
		rw.write(tag)
		rw.cells(num, edits, MaxColumns)
		rw.write([]byte("</" + rw.s.prefix() + "row>"))
		return rw.err
	}
	rw.write(tag)
	col := -1
	for rw.err == nil {
		if err := s.next(); err != nil {
			return unexpectedEnd(err)
		}
		switch {
		case s.kind == tokEnd && string(s.local()) == "row":
			rw.cells(num, edits, MaxColumns)
			rw.write(s.raw)
			return rw.err
		case (s.kind == tokStart || s.kind == tokEmpty) && string(s.local()) == "c":
			col++
			if ref, ok := s.attr("r"); ok {
				if c, _, ok := parseRef(ref); ok {
					col = c
				}
			}
			edits = rw.cells(num, edits, col)
			if len(edits) > 0 && edits[0].Col == col {
				style := -1
				if st, ok := s.attr("s"); ok {
					style, _ = strconv.Atoi(string(st))
				}
				if err := rw.skipElement(); err != nil {
					return err
				}
				rw.cell(num, edits[0], style)
				edits = edits[1:]
				continue
			}
			if err := rw.copyElement(); err != nil {
				return err
			}
		default:
			rw.write(s.raw)
		}
	}
	return rw.err
}

// cells writes the edits before column before, and returns the rest.
func (rw *rewriter) cells(row int, edits []Edit, before int) []Edit {
	for len(edits) > 0 && edits[0].Col < before {
		rw.cell(row, edits[0], -1)
		edits = edits[1:]
	}
	return edits
}

// cell writes one edited cell; replaced is the format of the cell it
// replaces, -1 for none.
func (rw *rewriter) cell(row int, e Edit, replaced int) {
	style := e.Style
	if style < 0 {
		style = replaced
	}
	if _, linked := rw.p.links[[2]int{e.Col, row}]; linked && rw.p.linkStyle >= 0 {
		style = rw.p.linkStyle
	}
	if e.Text == "" && style < 0 {
		return
	}
	p := rw.prefix
	b := append(rw.buf[:0], "<"+p+`c r="`...)
	b = append(b, CellName(e.Col, row)...)
	b = append(b, '"')
	if style >= 0 {
		b = append(b, ` s="`...)
		b = strconv.AppendInt(b, int64(style), 10)
		b = append(b, '"')
	}
	if e.Text == "" {
		b = append(b, "/>"...)
	} else {
		b = append(b, ` t="inlineStr"><`+p+`is><`+p+`t xml:space="preserve">`...)
		b = escapeText(b, e.Text)
		b = append(b, "</"+p+"t></"+p+"is></"+p+"c>"...)
	}
	rw.buf = b
	rw.write(b)
}

// copyElement copies the element at the scanner, whole.
func (rw *rewriter) copyElement() error {
	rw.write(rw.s.raw)
	if rw.s.kind == tokEmpty {
		return rw.err
	}
	if rest, ok := rw.s.through(); ok {
		rw.write(rest)
		return rw.err
	}
	return rw.walk(true)
}

// skipElement passes over the element at the scanner, writing nothing.
func (rw *rewriter) skipElement() error {
	if rw.s.kind == tokEmpty {
		return nil
	}
	if _, ok := rw.s.through(); ok {
		return nil
	}
	return rw.walk(false)
}

// walk reads to the end of the element whose start tag was just read,
// copying what it reads when copy is set.
func (rw *rewriter) walk(copy bool) error {
	depth := 1
	for depth > 0 && rw.err == nil {
		if err := rw.s.next(); err != nil {
			return unexpectedEnd(err)
		}
		switch rw.s.kind {
		case tokStart:
			depth++
		case tokEnd:
			depth--
		}
		if copy {
			rw.write(rw.s.raw)
		}
	}
	return rw.err
}

// hyperlinks copies the sheet's <hyperlinks>, less the links on cells
// that are edited, with the new links added at its end.
func (rw *rewriter) hyperlinks() error {
	s := rw.s
	rw.s.eachAttr(func(n, v []byte) bool {
		if bytes.HasPrefix(n, []byte("xmlns:")) && string(v) == nsRelationships {
			rw.relNS = string(n[len("xmlns:"):])
		}
		return true
	})
	if s.kind == tokEmpty {
		if !rw.linked {
			rw.newHyperlinks()
		} else {
			rw.write(s.raw)
		}
		return rw.err
	}
	rw.write(s.raw)
	for rw.err == nil {
		if err := s.next(); err != nil {
			return unexpectedEnd(err)
		}
		switch {
		case s.kind == tokEnd && string(s.local()) == "hyperlinks":
			if !rw.linked {
				rw.linkElements()
				rw.linked = true
			}
			rw.write(s.raw)
			return rw.err
		case (s.kind == tokStart || s.kind == tokEmpty) && string(s.local()) == "hyperlink":
			if rw.replaced(s) {
				if err := rw.skipElement(); err != nil {
					return err
				}
				continue
			}
			if err := rw.copyElement(); err != nil {
				return err
			}
		default:
			rw.write(s.raw)
		}
	}
	return rw.err
}

// replaced reports whether a <hyperlink> is on one cell that is edited.
func (rw *rewriter) replaced(s *scanner) bool {
	ref, ok := s.attr("ref")
	if !ok {
		return false
	}
	r, ok := parseRange(ref)
	if !ok || r.Col0 != r.Col1 || r.Row0 != r.Row1 {
		return false
	}
	for _, e := range rw.p.edits[r.Row0] {
		if e.Col == r.Col0 {
			return true
		}
	}
	return false
}

// newHyperlinks writes a <hyperlinks> holding the new links.
func (rw *rewriter) newHyperlinks() {
	p := rw.prefix
	rw.write([]byte("<" + p + "hyperlinks>"))
	rw.linkElements()
	rw.write([]byte("</" + p + "hyperlinks>"))
	rw.linked = true
}

// linkElements writes a <hyperlink> per new link, in row then column
// order; the relationships prefix is declared on each when the sheet
// binds none.
func (rw *rewriter) linkElements() {
	type at struct{ col, row int }
	cells := make([]at, 0, len(rw.p.links))
	for k := range rw.p.links {
		cells = append(cells, at{k[0], k[1]})
	}
	sort.Slice(cells, func(i, j int) bool {
		if cells[i].row != cells[j].row {
			return cells[i].row < cells[j].row
		}
		return cells[i].col < cells[j].col
	})
	ns, decl := rw.relNS, ""
	if ns == "" {
		ns, decl = "r", ` xmlns:r="`+nsRelationships+`"`
	}
	for _, c := range cells {
		b := append(rw.buf[:0], "<"+rw.prefix+"hyperlink"+decl+` ref="`...)
		b = append(b, CellName(c.col, c.row)...)
		b = append(b, `" `+ns+`:id="`+rw.p.links[[2]int{c.col, c.row}]+`"/>`...)
		rw.buf = b
		rw.write(b)
	}
}

// withoutAttr is a tag without the attribute name.
func withoutAttr(tag []byte, name string) []byte {
	start, end, ok := attrSpan(tag, name)
	if !ok {
		return tag
	}
	from := start - 1
	for from > 0 && tag[from] != ' ' && tag[from] != '\t' && tag[from] != '\n' && tag[from] != '\r' {
		from--
	}
	return append(append([]byte{}, tag[:from]...), tag[end+1:]...)
}

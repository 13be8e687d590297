package workbook

import (
	"bytes"
	"strconv"
	"strings"
)

// styleSheet is what linkscope reads of the styles part: which cell
// formats show a number as a date or a time.
type styleSheet struct {
	dates []bool // by cell format (the s attribute of a cell)
}

// isDate reports whether cell format xf shows its number as a date.
func (st *styleSheet) isDate(xf int) bool {
	return st != nil && xf >= 0 && xf < len(st.dates) && st.dates[xf]
}

// styleTable reads the styles part once.
func (w *Workbook) styleTable() (*styleSheet, error) {
	if w.styles != nil || w.stylesAt == "" || w.p.file(w.stylesAt) == nil {
		return w.styles, nil
	}
	b, err := w.p.readSmall(w.stylesAt)
	if err != nil {
		return nil, err
	}
	st := &styleSheet{}
	custom := map[int]string{}
	inXfs := false
	err = eachElement(b, func(s *scanner, depth int) error {
		switch string(s.local()) {
		case "numFmt":
			id, _ := s.attr("numFmtId")
			code, _ := s.attr("formatCode")
			n, err := strconv.Atoi(string(id))
			if err == nil {
				d, _ := decode(nil, code)
				custom[n] = string(d)
			}
		case "cellXfs":
			inXfs = true
		case "cellStyleXfs", "dxfs", "cellStyles":
			inXfs = false
		case "xf":
			if inXfs && depth == 2 {
				id, _ := s.attr("numFmtId")
				n, _ := strconv.Atoi(string(id))
				st.dates = append(st.dates, dateFormat(n, custom))
			}
		}
		return nil
	})
	if err != nil {
		return nil, wrapPart(w.stylesAt, err)
	}
	w.styles = st
	return st, nil
}

// dateFormat reports whether number format id shows a date or a time:
// the built-in date and time formats (ECMA-376 Part 1, section
// 18.8.30: 14 to 22 and 45 to 47), or a custom code with a date or time
// part outside its quoted text, escapes and colour or condition brackets.
func dateFormat(id int, custom map[int]string) bool {
	if id >= 14 && id <= 22 || id >= 45 && id <= 47 {
		return true
	}
	code, ok := custom[id]
	if !ok {
		return false
	}
	quoted := false
	for i := 0; i < len(code); i++ {
		c := code[i]
		switch {
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '\\' || c == '_' || c == '*':
			i++
		case c == '[':
			if j := strings.IndexByte(code[i:], ']'); j >= 0 {
				inner := strings.ToLower(code[i+1 : i+j])
				if inner == "h" || inner == "hh" || inner == "m" || inner == "mm" || inner == "s" || inner == "ss" {
					return true // elapsed time
				}
				i += j
			}
		case strings.IndexByte("dmyhsDMYHS", c) >= 0:
			return true
		case c == ';':
			return false // only the first section decides
		}
	}
	return false
}

// hyperlinkColor is the colour Office gives the Hyperlink cell style
// (theme colour 10 of the default theme).
const hyperlinkColor = "FF0563C1"

// addLinkStyle returns the styles part with one more cell format: the
// first font, underlined and blue, as Excel's Hyperlink cell style shows a
// link; and that format's index. A styles part it cannot read is
// returned unchanged, with ok false: the links are then plain text.
func addLinkStyle(b []byte) (out []byte, xf int, ok bool) {
	var fontsTag, fontsEnd, fontStart, fontEnd, xfsTag, xfsEnd [2]int
	fonts, xfs := 0, 0
	depth := 0
	s := newScanner(bytes.NewReader(b))
	found := 0
	for s.next() == nil {
		span := [2]int{int(s.off), int(s.off) + len(s.raw)}
		switch s.kind {
		case tokStart, tokEmpty:
			name := string(s.local())
			switch {
			case depth == 1 && name == "fonts" && s.kind == tokStart:
				fontsTag = span
			case depth == 2 && name == "font" && fontsTag[1] > 0 && fontsEnd[1] == 0:
				if fonts == 0 {
					fontStart = span
					if s.kind == tokEmpty {
						fontEnd = span
					}
				}
				fonts++
			case depth == 1 && name == "cellXfs" && s.kind == tokStart:
				xfsTag = span
			case depth == 2 && name == "xf" && xfsTag[1] > 0 && xfsEnd[1] == 0:
				xfs++
			}
			if s.kind == tokStart {
				depth++
			}
		case tokEnd:
			depth--
			switch string(s.local()) {
			case "fonts":
				if depth == 1 {
					fontsEnd, found = span, found+1
				}
			case "font":
				if depth == 2 && fonts == 1 && fontEnd[1] == 0 {
					fontEnd = span
				}
			case "cellXfs":
				if depth == 1 {
					xfsEnd, found = span, found+1
				}
			}
		}
	}
	if found != 2 || fonts == 0 || fontEnd[1] == 0 {
		return b, 0, false
	}
	font := linkFont(b[fontStart[0]:fontEnd[1]])
	newXf := `<xf numFmtId="0" fontId="` + strconv.Itoa(fonts) + `" fillId="0" borderId="0" xfId="0" applyFont="1"/>`
	prefix := prefixOf(b[fontStart[0]:fontStart[1]])
	if prefix != "" {
		newXf = strings.ReplaceAll(newXf, "<xf", "<"+prefix+"xf")
	}
	var o bytes.Buffer
	o.Grow(len(b) + 512)
	o.Write(withCount(b[fontsTag[0]:fontsTag[1]], fonts+1, b[:fontsTag[0]]))
	o.Write(b[fontsTag[1]:fontsEnd[0]])
	o.Write(font)
	o.Write(b[fontsEnd[0]:xfsTag[0]])
	o.Write(withCount(b[xfsTag[0]:xfsTag[1]], xfs+1, nil))
	o.Write(b[xfsTag[1]:xfsEnd[0]])
	o.WriteString(newXf)
	o.Write(b[xfsEnd[0]:])
	return o.Bytes(), xfs, true
}

// withCount is a start tag with its count attribute set to n (before:
// what precedes it, written first when not nil).
func withCount(tag []byte, n int, before []byte) []byte {
	out := append([]byte(nil), before...)
	if s, e, ok := attrSpan(tag, "count"); ok {
		out = append(out, tag[:s]...)
		out = strconv.AppendInt(out, int64(n), 10)
		return append(out, tag[e:]...)
	}
	return append(out, tag...)
}

// linkFont is a copy of a <font> element, underlined and blue: its own
// colour and underline left out, the new ones first (CT_Font is a choice
// of its children in any order).
func linkFont(font []byte) []byte {
	s := newScanner(bytes.NewReader(font))
	var out []byte
	skip := 0
	for s.next() == nil {
		name := string(s.local())
		switch {
		case skip > 0:
			if s.kind == tokStart {
				skip++
			}
			if s.kind == tokEnd {
				skip--
			}
			continue
		case (name == "color" || name == "u") && s.kind == tokStart:
			skip = 1
			continue
		case (name == "color" || name == "u") && s.kind == tokEmpty:
			continue
		}
		if s.kind == tokEmpty && name == "font" {
			p := prefixOf(s.raw)
			return []byte("<" + p + `font><` + p + `u/><` + p + `color rgb="` + hyperlinkColor + `"/></` + p + "font>")
		}
		out = append(out, s.raw...)
		if s.kind == tokStart && name == "font" {
			p := prefixOf(s.raw)
			out = append(out, "<"+p+`u/><`+p+`color rgb="`+hyperlinkColor+`"/>`...)
		}
	}
	return out
}

// prefixOf is the prefix of a tag ("x:"), or "".
func prefixOf(tag []byte) string {
	s := newScanner(bytes.NewReader(tag))
	if s.next() != nil {
		return ""
	}
	return s.prefix()
}

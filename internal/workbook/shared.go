package workbook

import (
	"errors"
	"io"
)

// sharedStrings is the shared string table (ECMA-376 Part 1, section
// 18.4): every string's text in one buffer, a string by its end offset.
type sharedStrings struct {
	text []byte
	ends []uint32
}

// at is the string at index i, or ok false.
func (t *sharedStrings) at(i int) (string, bool) {
	if t == nil || i < 0 || i >= len(t.ends) {
		return "", false
	}
	start := uint32(0)
	if i > 0 {
		start = t.ends[i-1]
	}
	return string(t.text[start:t.ends[i]]), true
}

// sharedTable reads the shared strings once, within the limits on their
// count and their text.
func (w *Workbook) sharedTable() (*sharedStrings, error) {
	if w.shared != nil || w.sharedAt == "" || w.p.file(w.sharedAt) == nil {
		return w.shared, nil
	}
	rc, err := w.p.open(w.sharedAt)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	t, err := readShared(rc, w.Limits)
	if err != nil {
		return nil, wrapPart(w.sharedAt, err)
	}
	w.shared = t
	return t, nil
}

// readShared reads <sst>: each <si>'s text is its <t>, or its runs' <t>s
// joined; the phonetic runs (<rPh>) are guides, not text.
func readShared(r io.Reader, l Limits) (*sharedStrings, error) {
	s := newScanner(r)
	t := &sharedStrings{}
	depth, phonetic, inT := 0, 0, false
	var err error
	for {
		if err = s.next(); err != nil {
			break
		}
		switch s.kind {
		case tokStart, tokEmpty:
			name := string(s.local())
			switch {
			case depth == 1 && name == "si":
				if len(t.ends) >= l.SharedCount {
					return nil, &LimitError{What: "number of shared strings", Limit: int64(l.SharedCount)}
				}
				if s.kind == tokEmpty {
					t.ends = append(t.ends, uint32(len(t.text)))
				}
			case name == "rPh" && s.kind == tokStart:
				phonetic++
			case name == "t" && s.kind == tokStart && phonetic == 0:
				inT = true
			}
			if s.kind == tokStart {
				depth++
			}
		case tokEnd:
			depth--
			switch string(s.local()) {
			case "rPh":
				phonetic--
			case "t":
				inT = false
			case "si":
				if depth == 1 {
					t.ends = append(t.ends, uint32(len(t.text)))
				}
			}
		case tokText:
			if inT {
				if t.text, err = decode(t.text, s.raw); err != nil {
					return nil, err
				}
			}
		case tokCDATA:
			if inT {
				t.text = append(t.text, s.raw[9:len(s.raw)-3]...)
			}
		}
		if int64(len(t.text)) > l.SharedBytes {
			return nil, &LimitError{What: "shared strings' text", Limit: l.SharedBytes}
		}
	}
	if !errors.Is(err, io.EOF) {
		return nil, err
	}
	return t, nil
}

package workbook

import (
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/linkscope/linkscope/internal/tsv"
)

// scanned is what the scanner reads of doc, in one canonical form: each
// start tag with its attributes (values decoded), each end tag (an empty
// element is a start and an end), and the text between them decoded and
// joined; comments and processing instructions are left out.
func scanned(doc string, chunk bool) (string, error) {
	var r io.Reader = strings.NewReader(doc)
	if chunk {
		r = iotest.OneByteReader(r)
	}
	s := newScanner(r)
	var b strings.Builder
	var text []byte
	flush := func() {
		if len(text) > 0 {
			b.WriteString("T(" + string(text) + ")")
			text = text[:0]
		}
	}
	for {
		err := s.next()
		if errors.Is(err, io.EOF) {
			flush()
			return b.String(), nil
		}
		if err != nil {
			return b.String(), err
		}
		switch s.kind {
		case tokText:
			if text, err = decode(text, s.raw); err != nil {
				return b.String(), err
			}
		case tokCDATA:
			text = append(text, s.raw[9:len(s.raw)-3]...)
		case tokStart, tokEmpty:
			flush()
			b.WriteString("<" + string(s.name()))
			var bad error
			s.eachAttr(func(n, v []byte) bool {
				d, err := decode(nil, v)
				if err != nil {
					bad = err
				}
				b.WriteString(" " + string(n) + "=" + string(d))
				return true
			})
			if bad != nil {
				return b.String(), bad
			}
			b.WriteString(">")
			if s.kind == tokEmpty {
				b.WriteString("</" + string(s.name()) + ">")
			}
		case tokEnd:
			flush()
			b.WriteString("</" + string(s.name()) + ">")
		}
	}
}

// stdScanned is the same canonical form read by encoding/xml.
func stdScanned(doc string) (string, error) {
	d := xml.NewDecoder(strings.NewReader(doc))
	var b strings.Builder
	var text []byte
	flush := func() {
		if len(text) > 0 {
			b.WriteString("T(" + string(text) + ")")
			text = text[:0]
		}
	}
	qname := func(n xml.Name) string {
		if n.Space != "" {
			return n.Space + ":" + n.Local
		}
		return n.Local
	}
	for {
		tok, err := d.RawToken()
		if errors.Is(err, io.EOF) {
			flush()
			return b.String(), nil
		}
		if err != nil {
			return "", err
		}
		switch t := tok.(type) {
		case xml.CharData:
			text = append(text, t...)
		case xml.StartElement:
			flush()
			b.WriteString("<" + qname(t.Name))
			for _, a := range t.Attr {
				b.WriteString(" " + qname(a.Name) + "=" + a.Value)
			}
			b.WriteString(">")
		case xml.EndElement:
			flush()
			b.WriteString("</" + qname(t.Name) + ">")
		case xml.Directive:
			return "", errors.New("directive")
		}
	}
}

// TestScanner: each document reads as the table says, whole or a byte at
// a time, and as encoding/xml reads it where it reads it at all.
func TestScanner(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/workbook/xmlscan.tsv") {
		for _, chunk := range []bool{false, true} {
			got, err := scanned(r.Get("xml"), chunk)
			want, isErr := r.Get("tokens"), r.Get("error")
			switch {
			case isErr != "" && (err == nil || !strings.Contains(err.Error(), isErr)):
				t.Errorf("%s: error %v, want one saying %q", r.Name(), err, isErr)
			case isErr == "" && (err != nil || got != want):
				t.Errorf("%s (one byte at a time %v):\n got %q, %v\nwant %q", r.Name(), chunk, got, err, want)
			}
		}
	}
}

// FuzzScanner: the scanner never panics or loops, reads a document the
// same whole or a byte at a time, and reads what encoding/xml accepts as
// encoding/xml does.
func FuzzScanner(f *testing.F) {
	for _, r := range tsv.Load(f, "../../testdata/workbook/xmlscan.tsv") {
		f.Add(r.Get("xml"))
	}
	f.Fuzz(func(t *testing.T, doc string) {
		got, err := scanned(doc, false)
		got2, err2 := scanned(doc, true)
		if got != got2 || (err == nil) != (err2 == nil) {
			t.Fatalf("%q: whole %q %v, byte by byte %q %v", doc, got, err, got2, err2)
		}
		want, stdErr := stdScanned(doc)
		if err == nil && stdErr == nil && got != want && !strings.ContainsAny(doc, "\r\x00") {
			t.Fatalf("%q:\n got %q\nwant %q (encoding/xml)", doc, got, want)
		}
	})
}

package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"unsafe"

	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
)

func runExtract(args []string, stdio IO) error {
	fs := newFlags("extract", "[--json] [--all] [--bare] [FILE...]", stdio)
	asJSON := fs.Bool("json", false, `one JSON object per link: {"link","pos","refanged","from"}`)
	all := fs.Bool("all", false, "every occurrence, not only the first of each link")
	bare := fs.Bool("bare", false, "also bare domains (example.com) whose last label is a top-level domain")
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	w := bufio.NewWriterSize(stdio.Out, 64<<10)
	seen := map[string]struct{}{}
	var buf []byte
	for _, name := range files {
		text, err := readInput(name, stdio)
		if err != nil {
			return err
		}
		for _, l := range extract.Auto(text, extract.Options{Bare: *bare}) {
			if _, dup := seen[l.URL]; dup && !*all {
				continue
			}
			seen[l.URL] = struct{}{}
			buf = appendExtracted(buf[:0], l, *asJSON)
			if _, err := w.Write(buf); err != nil {
				return fmt.Errorf("write output: %w", err)
			}
		}
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("write output: %w", err)
	}
	return nil
}

// readInput reads a whole file, or stdin for "-": an email or an HTML
// page is read as a whole, not line by line. The bytes are never changed
// after the read, so they are viewed as a string without a copy (links
// found in them are substrings of it).
func readInput(name string, stdio IO) (string, error) {
	var b []byte
	var err error
	if name == "-" {
		b, err = io.ReadAll(stdio.In)
	} else {
		b, err = os.ReadFile(name)
	}
	if err != nil {
		return "", fmt.Errorf("read %s: %w", inputName(name), err)
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), nil
}

func inputName(name string) string {
	if name == "-" {
		return "stdin"
	}
	return textsafe.Escape(name)
}

// appendExtracted writes one link: escaped text, or the JSON object.
func appendExtracted(dst []byte, l extract.Link, asJSON bool) []byte {
	if !asJSON {
		return append(textsafe.AppendEscaped(dst, l.URL), '\n')
	}
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "link")
	dst = jsonw.AppendString(dst, l.URL)
	dst = jsonw.AppendKey(dst, "pos")
	dst = jsonw.AppendInt(dst, int64(l.Pos))
	dst = jsonw.AppendKey(dst, "refanged")
	dst = jsonw.AppendBool(dst, l.Refanged)
	dst = jsonw.AppendKey(dst, "from")
	dst = jsonw.AppendString(dst, l.From.String())
	return append(dst, "}\n"...)
}

package cli

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/extractinput"
)

// extractCommand is `linkscope extract`: its summary here, its long help and examples in doc/extract.md.
func extractCommand() command {
	return documented(command{name: "extract", summary: "every link in text, HTML or email, in order of first appearance", run: runExtract}, "extract")
}

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
	emit := func(l extract.Link) error {
		if !*all {
			if _, dup := seen[l.URL]; dup {
				return nil
			}
			// A clone: the link is a view of a whole window of text.
			seen[strings.Clone(l.URL)] = struct{}{}
		}
		buf = appendExtracted(buf[:0], l, *asJSON)
		if _, err := w.Write(buf); err != nil {
			return batch.Written(err)
		}
		return nil
	}
	for _, name := range files {
		if err := extractFile(name, extract.Options{Bare: *bare}, emit, stdio); err != nil {
			return err
		}
	}
	if err := w.Flush(); err != nil {
		return batch.Written(err)
	}
	return nil
}

func openInput(name string, stdio IO) (io.Reader, func(), error) {
	if name == "-" {
		return stdio.In, func() {}, nil
	}
	f, err := openFile(name)
	if err != nil {
		return nil, nil, err
	}
	return f, func() { f.Close() }, nil
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

// extractFile reads one input through internal/extractinput, which holds
// a bounded part of it (text and HTML streamed, an email whole up to a
// cap), and says on stderr what was cut or left unread, with where: a
// link is never shortened in silence.
func extractFile(name string, opts extract.Options, emit func(extract.Link) error, stdio IO) error {
	r, closeInput, err := openInput(name, stdio)
	if err != nil {
		return err
	}
	defer closeInput()
	diags, err := extractinput.Read(r, opts, emit)
	for _, d := range diags {
		fmt.Fprintf(stdio.Err, "linkscope extract: %s: byte %d: %s (%s)\n", inputName(name), d.Pos, textsafe.Escape(d.Message), d.Kind)
	}
	if err != nil {
		var we *batch.WriteError
		if errors.As(err, &we) {
			return err
		}
		return fmt.Errorf("read %s: %w", inputName(name), err)
	}
	return nil
}

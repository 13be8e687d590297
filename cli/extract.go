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
	asJSON := fs.Bool("json", false, `one JSON object per link: {"link","pos","refanged","from","written","cut"}`)
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
	current := "-" // the input being read, for the notes on stderr
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
		if !*asJSON {
			noteReading(stdio.Err, current, l)
		}
		return nil
	}
	for _, name := range files {
		current = name
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
	dst = jsonw.AppendKey(dst, "written")
	if l.Written == "" {
		dst = append(dst, "null"...)
	} else {
		dst = jsonw.AppendString(dst, l.Written)
	}
	dst = jsonw.AppendKey(dst, "cut")
	if !l.Cut.Found() {
		dst = append(dst, "null"...)
	} else {
		dst = append(dst, '{')
		dst = jsonw.AppendKey(dst, "kind")
		dst = jsonw.AppendString(dst, l.Cut.Kind.String())
		dst = jsonw.AppendKey(dst, "char")
		dst = jsonw.AppendString(dst, l.Cut.Char())
		dst = append(dst, '}')
	}
	return append(dst, "}\n"...)
}

// noteReading says on stderr, beside a plain link, what the line does
// not: the link was cut where the text goes on, or it is the browser's
// reading of an href written otherwise. The JSON says it in "cut" and
// "written".
func noteReading(errw io.Writer, name string, l extract.Link) {
	if l.Cut.Found() {
		fmt.Fprintf(errw, "linkscope extract: %s: byte %d: %s %s\n", inputName(name), l.Pos, textsafe.Escape(l.URL), l.Cut.Sentence())
	}
	if l.Written != "" {
		fmt.Fprintf(errw, "linkscope extract: %s: byte %d: %s is what a browser opens for \"%s\" as written\n",
			inputName(name), l.Pos, textsafe.Escape(l.URL), textsafe.Escape(l.Written))
	}
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

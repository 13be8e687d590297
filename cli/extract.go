package cli

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"unsafe"

	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/batch"
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

// sniffSize is how much of an input decides what it is (email, HTML, text).
const sniffSize = 64 << 10

// textWindow is how much text is scanned at a time: plain text is
// streamed, so memory does not grow with the input.
const textWindow = 1 << 20

// extractFile reads one input. An email or HTML page is read whole (its
// parts and tags need it); text is scanned window by window, each window
// cut after its last white space, which no link crosses, so the links and
// their positions are those of a scan of the whole.
func extractFile(name string, opts extract.Options, emit func(extract.Link) error, stdio IO) error {
	r, closeInput, err := openInput(name, stdio)
	if err != nil {
		return err
	}
	defer closeInput()
	head := make([]byte, 0, textWindow)
	head, err = readFull(r, head, sniffSize)
	if err != nil {
		return fmt.Errorf("read %s: %w", inputName(name), err)
	}
	if sniff := string(head); extract.LooksLikeEmail(sniff) || extract.LooksLikeHTML(sniff) {
		rest, err := io.ReadAll(r)
		if err != nil {
			return fmt.Errorf("read %s: %w", inputName(name), err)
		}
		text := append(head, rest...)
		return emitAll(extract.Auto(unsafe.String(unsafe.SliceData(text), len(text)), opts), 0, emit)
	}
	return streamText(r, head, name, opts, emit)
}

// streamText scans text window by window; base is the offset in the
// input of the window's first byte.
func streamText(r io.Reader, window []byte, name string, opts extract.Options, emit func(extract.Link) error) error {
	base := 0
	for {
		var err error
		window, err = readFull(r, window, textWindow)
		if err != nil {
			return fmt.Errorf("read %s: %w", inputName(name), err)
		}
		done := len(window) < textWindow
		cut := len(window)
		if !done {
			cut = lastSpace(window) + 1
		}
		// The links are substrings of the window, which is overwritten next:
		// they are copied as they are written out.
		links := extract.Text(string(window[:cut]), opts)
		if err := emitAll(links, base, emit); err != nil {
			return err
		}
		if done {
			return nil
		}
		base += cut
		window = window[:copy(window, window[cut:])]
	}
}

// lastSpace is the offset of the last ASCII white space byte in b, or
// len(b)-1 when there is none (a token longer than a window is cut).
func lastSpace(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		switch b[i] {
		case ' ', '\t', '\n', '\r', '\f', '\v':
			return i
		}
	}
	return len(b) - 1
}

func emitAll(links []extract.Link, base int, emit func(extract.Link) error) error {
	for _, l := range links {
		l.Pos += base
		if err := emit(l); err != nil {
			return err
		}
	}
	return nil
}

// readFull appends from r to b until b holds n bytes or r ends.
func readFull(r io.Reader, b []byte, n int) ([]byte, error) {
	for len(b) < n {
		k, err := r.Read(b[len(b):n])
		b = b[:len(b)+k]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
	return b, nil
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

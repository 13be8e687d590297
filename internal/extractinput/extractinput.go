// Package extractinput reads one input of `linkscope extract` (a file or
// stdin) and hands its links on as they are found, holding a bounded part
// of it: text and HTML through extract.Stream, an email whole up to
// MaxEmailSize. What is cut or left unread comes back as diagnostics, for
// the command to say on stderr and in its JSON.
package extractinput

import (
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/linkscope/linkscope/core/extract"
)

// SniffSize is how much of an input decides what it is (email, HTML,
// text).
const SniffSize = 64 << 10

// MaxEmailSize bounds an email read whole (its MIME parts need it); the
// rest of a longer one is not read, with a diagnostic. Mail systems cap a
// message far lower (25 MB is common).
const MaxEmailSize = 64 << 20

// chunkSize is what is read and fed at a time.
const chunkSize = 64 << 10

// Read reads r to its end and passes each link to emit, in document order,
// with its position in the input; it stops at emit's first error.
func Read(r io.Reader, opts extract.Options, emit func(extract.Link) error) ([]extract.Diagnostic, error) {
	head := make([]byte, 0, chunkSize)
	head, err := readFull(r, head, SniffSize)
	if err != nil {
		return nil, err
	}
	sniff := string(head)
	if extract.LooksLikeEmail(sniff) {
		return readEmail(r, head, opts, emit)
	}
	s := extract.NewStream(opts, extract.LooksLikeHTML(sniff))
	if err := emitAll(s.Feed(head), emit); err != nil {
		return s.Diagnostics(), err
	}
	buf := head[:cap(head)]
	for {
		n, err := r.Read(buf)
		if n > 0 {
			if err := emitAll(s.Feed(buf[:n]), emit); err != nil {
				return s.Diagnostics(), err
			}
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return s.Diagnostics(), err
		}
	}
	err = emitAll(s.End(), emit)
	return s.Diagnostics(), err
}

// readEmail reads an email whole, up to MaxEmailSize.
func readEmail(r io.Reader, head []byte, opts extract.Options, emit func(extract.Link) error) ([]extract.Diagnostic, error) {
	msg, err := readFull(r, head, MaxEmailSize+1)
	if err != nil {
		return nil, err
	}
	var cut []extract.Diagnostic
	if len(msg) > MaxEmailSize {
		msg = msg[:MaxEmailSize]
		cut = append(cut, extract.Diagnostic{Pos: MaxEmailSize, Kind: extract.DiagInputCut,
			Message: "the email runs past " + strconv.Itoa(MaxEmailSize) + " bytes: the rest is not read"})
	}
	links, diags := extract.Scan(string(msg), opts)
	return append(diags, cut...), emitAll(links, emit)
}

func emitAll(links []extract.Link, emit func(extract.Link) error) error {
	for _, l := range links {
		if err := emit(l); err != nil {
			return err
		}
	}
	return nil
}

// readFull appends from r to b until b holds n bytes or r ends.
func readFull(r io.Reader, b []byte, n int) ([]byte, error) {
	for len(b) < n {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // grow
		}
		k, err := r.Read(b[len(b):min(cap(b), n)])
		b = b[:len(b)+k]
		if errors.Is(err, io.EOF) {
			return b, nil
		}
		if err != nil {
			return b, fmt.Errorf("read: %w", err)
		}
	}
	return b, nil
}

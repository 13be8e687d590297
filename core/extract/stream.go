package extract

import (
	"strconv"
	"strings"
)

// MaxLinkLength bounds a run of text without white space that a Stream
// holds: a link longer is cut there (a DiagLinkCut says where) and the
// rest of the run is not read. A scan of the whole input has no such
// bound; a stream keeps its memory flat with it.
const MaxLinkLength = 1 << 20

// MaxMarkupLength bounds a tag or comment a Stream holds whole; a longer
// one (an attribute holding a data: URL, a comment never closed) is
// skipped with a DiagMarkupSkipped.
const MaxMarkupLength = 1 << 20

// Stream finds the links of text or HTML given in pieces, holding a
// bounded part of it: what Text or HTML find in the whole, with the same
// positions, in document order, as long as no diagnostic is reported. It
// is a value fed bytes; it does no reading itself.
type Stream struct {
	opts      Options
	html      bool
	window    int // MaxLinkLength; smaller in tests
	markupMax int // MaxMarkupLength; smaller in tests
	buf       []byte
	base      int // input offset of buf[0]
	d         diags
	out       []Link
	lastCut   int // where the last cut run of text ended
	h         htmlState
}

// NewStream returns a stream of text, or of HTML when html is true.
func NewStream(opts Options, html bool) *Stream {
	return newStream(opts, html, MaxLinkLength, MaxMarkupLength)
}

func newStream(opts Options, html bool, window, markupMax int) *Stream {
	s := &Stream{opts: opts, html: html, window: window, markupMax: markupMax}
	s.h.b.d = &s.d
	return s
}

// Feed takes the next piece of the input and returns the links found so
// far that are complete (their URLs are copies: p may be reused). The
// slice is valid until the next call.
func (s *Stream) Feed(p []byte) []Link {
	s.buf = append(s.buf, p...)
	s.out = s.out[:0]
	s.run(false)
	return s.out
}

// End returns the links of what is left, once the input has ended.
func (s *Stream) End() []Link {
	s.out = s.out[:0]
	s.run(true)
	if s.html {
		s.h.finish(s)
	}
	return s.out
}

// Diagnostics lists what was cut or left unread so far.
func (s *Stream) Diagnostics() []Diagnostic { return s.d.list }

func (s *Stream) run(final bool) {
	if s.html {
		s.runHTML(final)
		return
	}
	for {
		if len(s.buf) == 0 || !final && len(s.buf) < s.window {
			return
		}
		end := min(len(s.buf), s.window)
		cut := end
		if !final || len(s.buf) > s.window {
			cut = lastSpace(s.buf[:end]) + 1
		}
		if cut == 0 {
			s.cutRun(end, 0)
			continue
		}
		s.emitText(s.buf[:cut], s.base, FromText)
		s.advance(cut)
	}
}

// cutRun reads the first end bytes held, a run of text without white
// space too long to hold whole, starting at buf[start:]: links are found
// in it as in any text, but one that crosses its end is cut there, and
// said so (one diagnostic for a run cut more than once).
func (s *Stream) cutRun(end, start int) {
	s.emitText(s.buf[start:end], s.base+start, FromText)
	s.noteCut(start, end)
	s.advance(end)
}

// noteCut reports the held bytes [start, end) read as a piece of a run of
// text without white space.
func (s *Stream) noteCut(start, end int) {
	at, to := s.base+start, s.base+end
	if n := len(s.d.list); n > 0 && s.lastCut == at {
		at = s.d.list[n-1].Pos
		s.d.list = s.d.list[:n-1]
	}
	s.d.add(at, DiagLinkCut, "text from byte "+strconv.Itoa(at)+" runs without white space past "+strconv.Itoa(s.window)+
		" bytes: it is read in pieces up to byte "+strconv.Itoa(to)+", and a link crossing a piece's end is cut there")
	s.lastCut = to
}

func isSpaceByte(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\v'
}

// emitText finds the links of text (at input offset at) and emits them.
func (s *Stream) emitText(text []byte, at int, from Source) {
	for _, l := range appendText(nil, string(text), s.opts, from) {
		l.URL = strings.Clone(l.URL)
		l.Pos += at
		s.emit(l)
	}
}

func (s *Stream) emit(l Link) {
	if s.html {
		s.h.found = append(s.h.found, l)
		return
	}
	s.out = append(s.out, l)
}

// advance drops the first n held bytes.
func (s *Stream) advance(n int) {
	s.base += n
	s.buf = s.buf[:copy(s.buf, s.buf[n:])]
}

// lastSpace is the offset of the last ASCII white space byte in b, -1
// when there is none.
func lastSpace(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if isSpaceByte(rune(b[i])) {
			return i
		}
	}
	return -1
}

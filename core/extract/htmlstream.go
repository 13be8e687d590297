package extract

import (
	"strconv"
	"strings"
)

// maxHeld bounds the links a stream holds back while a relative link
// waits for the document's <base href> (the links after it wait too, to
// stay in document order).
const maxHeld = 1 << 16

// htmlState is what an HTML stream carries from one piece to the next.
type htmlState struct {
	b     baseScan
	raw   string // inside a script or style element: its name
	skip  byte   // inside an overlong markup being skipped: '>' for a tag, '-' for a comment
	quote byte   // while skipping a tag: the open quote, 0 for none
	found []Link // links found in this pass, in order
	held  []Link // links waiting for the document's base
}

// runHTML reads the held bytes up to the last point where the scan of the
// whole document would be between two pieces of markup, and keeps the
// rest for the next piece: an unfinished tag or comment, the tail of a
// script element, text after its last white space.
func (s *Stream) runHTML(final bool) {
	h := &s.h
	pending := len(h.b.pending)
	str := string(s.buf)
	i, held := s.resume(str, final)
	if held < 0 {
		held = s.scanMarkup(str, i, final)
	}
	s.adjust(pending)
	s.advance(held)
	s.settle(final)
}

// resume goes on with a script element or an overlong markup left open
// by the last piece; it returns where the markup scan starts, and, when
// the held bytes end first, how many of them are read (else -1).
func (s *Stream) resume(str string, final bool) (int, int) {
	h := &s.h
	switch {
	case h.skip == '-':
		end, ok := h.skipEnd(str)
		if !ok && !final {
			return 0, max(len(str)-2, 0) // "--" may start a split "-->"
		}
		h.skip = 0
		return end, -1
	case h.skip != 0:
		end, ok := h.skipEnd(str) // the quote state goes on: all of str is read
		if !ok && !final {
			return 0, len(str)
		}
		h.skip, h.quote = 0, 0
		return end, -1
	case h.raw != "":
		end := skipRawText(str, 0, h.raw)
		if end == len(str) && !final {
			return 0, max(len(str)-len(h.raw)-2, 0) // a split "</script" stays
		}
		h.raw = ""
		return end, -1
	}
	return 0, -1
}

// scanMarkup is appendHTML's loop over str from i, stopping at markup the
// held bytes do not finish; it returns how many bytes are read.
func (s *Stream) scanMarkup(str string, i int, final bool) int {
	h := &s.h
	text := i
	for {
		lt := strings.IndexByte(str[i:], '<')
		if lt < 0 {
			return s.trailingText(str, text, final)
		}
		lt += i
		next, kind, complete := markupEnd(str, lt)
		if !final && (!complete || kind == notMarkup && nameRunsToEnd(str, lt)) {
			s.textNode(str, text, lt)
			if len(str)-lt > s.markupMax {
				return s.skipMarkup(str, lt)
			}
			return lt
		}
		if kind == notMarkup {
			i = lt + 1
			continue
		}
		s.textNode(str, text, lt)
		if kind == tagMarkup {
			var raw string
			h.found, raw = appendAttrLinks(h.found, str, lt, next, nil, &h.b)
			if raw != "" {
				if end := skipRawText(str, next, raw); end < len(str) || final {
					next = end
				} else {
					h.raw = raw
					return max(len(str)-len(raw)-2, next)
				}
			}
		}
		i, text = next, next
	}
}

// nameRunsToEnd reports whether the '<' at lt is followed only by what
// may be the start of a tag name: more bytes could make it a tag.
func nameRunsToEnd(str string, lt int) bool {
	for j := lt + 1; j < len(str); j++ {
		c := str[j]
		if !(isASCIILetter(c) || '0' <= c && c <= '9' || c == '-' || c == '/' && j == lt+1) {
			return false
		}
	}
	return true
}

// trailingText reads the text after the last markup: all of it at the
// end of the input, else up to its last white space.
func (s *Stream) trailingText(str string, text int, final bool) int {
	if final {
		s.textNode(str, text, len(str))
		return len(str)
	}
	cut := lastSpace(s.buf[text:]) + 1
	if cut > 0 {
		s.textNode(str, text, text+cut)
		return text + cut
	}
	if len(str)-text < s.window {
		return text
	}
	s.textNode(str, text, text+s.window)
	s.noteCut(text, text+s.window)
	return text + s.window
}

// textNode extracts the links of the text str[start:end].
func (s *Stream) textNode(str string, start, end int) {
	s.h.found = appendTextNode(s.h.found, str, start, end, s.opts, FromText)
}

// skipMarkup starts skipping a markup at lt that runs past
// MaxMarkupLength, and reads what is held of it.
func (s *Stream) skipMarkup(str string, lt int) int {
	h := &s.h
	what := "a tag"
	if strings.HasPrefix(str[lt:], "<!--") {
		h.skip, what = '-', "a comment"
		s.d.add(s.base+lt, DiagMarkupSkipped,
			what+" at byte "+strconv.Itoa(s.base+lt)+" runs past "+strconv.Itoa(s.markupMax)+" bytes: it is skipped, its links unread")
		return max(len(str)-2, lt+4)
	}
	h.skip = '>'
	h.skipEnd(str[lt+1:]) // for the quote open at its end
	s.d.add(s.base+lt, DiagMarkupSkipped,
		what+" at byte "+strconv.Itoa(s.base+lt)+" runs past "+strconv.Itoa(s.markupMax)+" bytes: it is skipped, its links unread")
	return len(str)
}

// skipEnd finds the end of the markup being skipped in str: after "-->"
// for a comment, after a '>' outside quotes for a tag.
func (h *htmlState) skipEnd(str string) (int, bool) {
	if h.skip == '-' {
		if k := strings.Index(str, "-->"); k >= 0 {
			return k + 3, true
		}
		return len(str), false
	}
	for i := 0; i < len(str); i++ {
		c := str[i]
		switch {
		case h.quote != 0:
			if c == h.quote {
				h.quote = 0
			}
		case c == '"' || c == '\'':
			h.quote = c
		case c == '>':
			return i + 1, true
		}
	}
	return len(str), false
}

// adjust makes the positions of the links found in this pass, and of the
// relative values pended since pending, offsets in the input, and their
// URLs copies (str is dropped).
func (s *Stream) adjust(pending int) {
	h := &s.h
	for k := range h.found {
		h.found[k].Pos += s.base
		h.found[k].URL = strings.Clone(h.found[k].URL)
	}
	for k := pending; k < len(h.b.pending); k++ {
		h.b.pending[k].Pos += s.base
	}
}

// settle passes the links found on, in document order: held back while a
// relative link waits for the document's base; merged with the resolved
// relative links once the base is known.
func (s *Stream) settle(final bool) {
	h := &s.h
	found := h.found
	h.found = nil
	if !h.b.seen && len(h.b.pending) > 0 && !final {
		h.held = append(h.held, found...)
		if len(h.held)+len(h.b.pending) > maxHeld {
			s.giveUpBase()
		}
		return
	}
	batch := append(h.held, found...)
	h.held = nil
	if h.b.hasBase && len(h.b.pending) > 0 {
		batch = h.b.appendResolved(batch, 0)
	}
	h.b.drop()
	h.b.pending = h.b.pending[:0]
	s.out = append(s.out, batch...)
}

// giveUpBase stops waiting for a base: the relative links seen so far are
// left unresolved, and so are later ones.
func (s *Stream) giveUpBase() {
	h := &s.h
	first := h.b.pending[0].Pos
	s.d.add(first, DiagRelative, strconv.Itoa(len(h.b.pending))+" relative links from byte "+strconv.Itoa(first)+
		" on are not resolved: no <base href> came in the "+strconv.Itoa(maxHeld)+" links after the first")
	s.out = append(s.out, h.held...)
	h.held, h.b.pending = nil, nil
	h.b.seen = true
}

// finish is the end of an HTML stream: links held for a base that never
// came go out.
func (h *htmlState) finish(s *Stream) {
	s.out = append(s.out, h.held...)
	h.held = nil
	h.b.report()
}

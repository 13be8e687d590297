package attribution

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/wording"
)

// A batch's findings repeat (Safari strips this link's gclid, Brave that
// one's yclid) and differ in their positions only; their JSON is a
// sentence each. So a Reader words a finding once for all the findings
// that differ only in where they are (wordings), the second time it meets
// it (head.go says why), and each Finding keeps its wording, which the
// JSON writer fills in with its position.

// worded is a finding's JSON less its position: open, the position (a
// number, or null), mid, the position's words (when at), close; open is
// "" until it is written (ready).
type worded struct {
	key   wordKey
	open  string // `{"rule":"…","pos":`
	mid   string // `,"message":"` and the sentence up to its position
	close string // the rest of the sentence and `","level":…}`
	at    bool   // the sentence names the position, between mid and close
	never bool   // the finding is worded whole (ready)
	// byteAt is set when the position is a byte offset the sentence
	// names: mid then ends with the words before its number (wording's
	// "at byte "), and the writer writes the number's digits once for
	// both places.
	byteAt bool
}

// wordKey is a finding less its position.
type wordKey struct {
	f     finding.Finding // Pos 0
	level Level
}

func keyOf(f *Finding) wordKey {
	k := wordKey{f.Finding, f.Level}
	k.f.Pos = 0
	return k
}

// wordings remembers a Reader's findings' wordings. It is bounded: past
// maxWordings it starts over, and a finding whose values are longer
// together than maxWordingKey bytes is worded on its own, never kept.
type wordings struct {
	m map[wordKey]*worded
}

const (
	maxWordings   = 256
	maxWordingKey = 512
)

// place gives f its wording when it was met before, and f the wording's
// copies of its values (equal to them): the writer then sees at a glance
// that f still holds what it was worded from.
func (w *wordings) place(f *Finding) {
	if e, met := w.entry(f); met {
		e.give(f)
	}
}

// entry is f's wording, remembered, or made now (and written) when f was
// met before; ready reports that its JSON is written (a wording met for
// the first time, its key noted, is nil). It is nil for a finding worded
// on its own too: one whose suggestion is the link rewritten (no other
// link shares it), one too long.
func (w *wordings) entry(f *Finding) (e *worded, ready bool) {
	if rewritesLink(f.Rule) {
		return nil, false
	}
	k := keyOf(f)
	if len(k.f.Field)+len(k.f.Old)+len(k.f.Suggested)+len(k.f.Detail)+len(k.f.Platform) > maxWordingKey {
		return nil, false
	}
	e, met := w.m[k]
	if e != nil {
		return e, e.ready()
	}
	if w.m == nil || len(w.m) >= maxWordings {
		w.m, met = make(map[wordKey]*worded, 32), false
	}
	k = ownKey(k)
	if met {
		e = &worded{key: k}
	}
	w.m[k] = e
	if e == nil {
		return nil, false
	}
	return e, e.ready()
}

// give gives f its wording, which is ready, and the wording's values.
func (e *worded) give(f *Finding) {
	pos := f.Pos
	f.Finding, f.Pos, f.worded = e.key.f, pos, e
}

// rewritesLink reports whether a rule's suggestion is the link rewritten.
func rewritesLink(r finding.Rule) bool {
	return r == finding.RuleUTMInPath || r == finding.RuleSecondQuestionMark || r == finding.RuleUTMInFragment
}

// ownKey is k with copies of its values (views of the link, which the
// wordings outlive).
func ownKey(k wordKey) wordKey {
	for _, s := range [...]*string{&k.f.Field, &k.f.Old, &k.f.Suggested, &k.f.Detail, &k.f.Platform} {
		*s = strings.Clone(*s)
	}
	return k
}

// ready writes e's JSON, if it is not yet, and reports whether it is. A
// finding of no attribution rule, or whose sentence's parts are not
// UTF-8 (the escaping of a part cut in two could differ), never is: its
// writer words it whole.
func (e *worded) ready() bool {
	if e.open != "" || e.never {
		return !e.never
	}
	k := e.key
	before, after, at := wording.AttributionParts(k.f)
	if before == "" || !utf8.ValidString(before) || !utf8.ValidString(after) {
		e.never = true
		return false
	}
	b := append(appendJSONString(append([]byte(nil), `{"rule":`...), string(k.f.Rule)), `,"pos":`...)
	open := string(b)
	b = appendStringContent(append(b[:0], `,"message":"`...), before)
	if words, ok := byteWords(); at && k.f.Unit == finding.Byte && ok {
		b, e.byteAt = append(b, words...), true
	}
	e.mid = string(b)
	b = append(appendStringContent(b[:0], after), '"')
	e.close = string(appendFindingEnd(b, &Finding{Finding: k.f, Level: k.level}))
	e.at, e.open = at, open
	return true
}

// holds reports whether f is still what its wording was made from.
func (e *worded) holds(f *Finding) bool {
	k := &e.key.f
	// Rule and Level are the wording's own strings in a finding it was
	// given (give): same before == spares a call comparing bytes.
	return (same(string(f.Rule), string(k.Rule)) || f.Rule == k.Rule) && f.Unit == k.Unit && f.Rune == k.Rune && f.Byte == k.Byte &&
		(same(string(f.Level), string(e.key.level)) || f.Level == e.key.level) &&
		same(f.Field, k.Field) && same(f.Old, k.Old) && same(f.Suggested, k.Suggested) && same(f.Platform, k.Platform) &&
		same(f.Detail, k.Detail)
}

// byteWords is what wording.AppendWhere writes before a byte offset's
// digits ("at byte "), printable ASCII; ok is false if it writes the
// offset otherwise.
func byteWords() (words string, ok bool) {
	where := string(wording.AppendWhere(nil, finding.Finding{Unit: finding.Byte, Pos: 7}))
	words, ok = strings.CutSuffix(where, "7")
	for i := 0; ok && i < len(words); i++ {
		ok = words[i] >= 0x20 && words[i] < 0x7f && words[i] != '"' && words[i] != '\\'
	}
	return words, ok
}

// appendJSON writes f, which e words.
func (e *worded) appendJSON(dst []byte, f *Finding) []byte {
	dst = append(dst, e.open...)
	if e.byteAt { // the offset twice, its digits written once
		var digits [20]byte
		n := len(strconv.AppendInt(digits[:0], int64(f.Pos), 10)) // in digits: an int64 has 20 bytes at most
		dst = append(dst, digits[:n]...)
		dst = append(dst, e.mid...)
		dst = append(dst, digits[:n]...)
		return append(dst, e.close...)
	}
	dst = appendPos(dst, f)
	dst = append(dst, e.mid...)
	if e.at {
		dst = wording.AppendWhere(dst, f.Finding) // printable ASCII: nothing to escape
	}
	return append(dst, e.close...)
}

// appendStringContent appends s as between a JSON string's quotes.
func appendStringContent(dst []byte, s string) []byte {
	n := len(dst)
	dst = jsonw.AppendString(dst, s)
	copy(dst[n:], dst[n+1:len(dst)-1])
	return dst[:len(dst)-2]
}

package attribution

import (
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/wording"
)

// A batch's findings repeat (Safari strips this link's gclid, Brave that
// one's yclid) and differ in their positions only; their JSON is a
// sentence each. So a Reader words a finding once for all the findings
// that differ only in where they are (wordings), and each Finding keeps
// its wording, which the JSON writer fills in with its position.

// worded is a finding's JSON less its position: open, the position (a
// number, or null), mid, the position's words (when at), close.
type worded struct {
	key   wordKey
	open  string // `{"rule":"…","pos":`
	mid   string // `,"message":"` and the sentence up to its position
	close string // the rest of the sentence and `","level":…}`
	at    bool   // the sentence names the position, between mid and close
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

// place gives f its wording, remembered or made now, and f the wording's
// copies of its values (equal to them): the writer then sees at a glance
// that f still holds what it was worded from. A finding whose suggestion
// is the link rewritten (no other link shares it) keeps none.
func (w *wordings) place(f *Finding) {
	if rewritesLink(f.Rule) {
		return
	}
	k := keyOf(f)
	if len(k.f.Field)+len(k.f.Old)+len(k.f.Suggested)+len(k.f.Detail)+len(k.f.Platform) > maxWordingKey {
		return
	}
	e := w.m[k]
	if e == nil {
		if e = newWorded(k); e == nil {
			return
		}
		if w.m == nil || len(w.m) >= maxWordings {
			w.m = make(map[wordKey]*worded, 32)
		}
		w.m[e.key] = e
	}
	pos := f.Pos
	f.Finding, f.Pos, f.worded = e.key.f, pos, e
}

// rewritesLink reports whether a rule's suggestion is the link rewritten.
func rewritesLink(r finding.Rule) bool {
	return r == finding.RuleUTMInPath || r == finding.RuleSecondQuestionMark || r == finding.RuleUTMInFragment
}

// newWorded words k, keeping copies of its values (views of the link,
// which the wording outlives); nil for a finding its JSON writer words
// whole (no attribution rule, or a part that is not UTF-8, whose escaping
// could differ cut in two).
func newWorded(k wordKey) *worded {
	before, after, at := wording.AttributionParts(k.f)
	if before == "" || !utf8.ValidString(before) || !utf8.ValidString(after) {
		return nil
	}
	for _, s := range [...]*string{&k.f.Field, &k.f.Old, &k.f.Suggested, &k.f.Detail, &k.f.Platform} {
		*s = strings.Clone(*s)
	}
	e := &worded{key: k, at: at}
	b := append(appendJSONString(append([]byte(nil), `{"rule":`...), string(k.f.Rule)), `,"pos":`...)
	e.open = string(b)
	e.mid = string(appendStringContent(append(b[:0], `,"message":"`...), before))
	b = append(appendStringContent(b[:0], after), '"')
	e.close = string(appendFindingEnd(b, &Finding{Finding: k.f, Level: k.level}))
	return e
}

// holds reports whether f is still what its wording was made from.
func (e *worded) holds(f *Finding) bool {
	k := &e.key.f
	return f.Rule == k.Rule && f.Unit == k.Unit && f.Rune == k.Rune && f.Byte == k.Byte && f.Level == e.key.level &&
		same(f.Field, k.Field) && same(f.Old, k.Old) && same(f.Suggested, k.Suggested) && same(f.Platform, k.Platform) &&
		same(f.Detail, k.Detail)
}

// appendJSON writes f, which e words.
func (e *worded) appendJSON(dst []byte, f *Finding) []byte {
	dst = append(dst, e.open...)
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

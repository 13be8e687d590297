package openstat

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/wording"
)

// Tagged is the result of tagging a URL.
type Tagged struct {
	URL      string
	Encoding Encoding // the concrete encoding used (never Auto)
	Encoded  string   // the encoded marker as it stands in URL
	Notes    []string // what tagging changed besides adding the marker
}

// URLError says why a base URL cannot be tagged, and where: Field "url",
// Rule, Pos (a byte offset from 0, Unit finding.Byte; finding.NoPos when
// the URL is empty) and Rune.
type URLError struct{ finding.Finding }

func (e *URLError) Error() string { return wording.Message(e.Finding) }

// CheckURL refuses what would make a broken link whatever the marker: an
// empty URL, invalid UTF-8, and whitespace, control or format characters,
// which a URL can only carry percent-encoded.
func CheckURL(u string) error {
	if u == "" {
		return &URLError{finding.Finding{Rule: finding.RuleRequired, Field: "url"}}
	}
	for i, r := range u {
		at := finding.Finding{Field: "url", Pos: i, Unit: finding.Byte, Rune: r}
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(u[i:]); size == 1 {
				at.Rule, at.Byte = finding.RuleInvalidUTF8, u[i]
				return &URLError{at}
			}
		}
		if r == ' ' || unicode.IsSpace(r) || unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) {
			at.Rule = finding.RuleURLWhitespace
			return &URLError{at}
		}
	}
	return nil
}

// Tag returns rawURL carrying m, encoded with enc, at place. A marker the
// URL already carries is replaced in place rather than repeated, and
// anything else tagging has to change is said in Notes. Following the
// specification's encoding algorithm, a query marker is appended with '&'
// to a non-empty query, creates the query when there is none, and fills an
// empty one ("?") without an '&'; a fragment marker replaces the fragment.
func Tag(rawURL string, m Marker, enc Encoding, place Place) (Tagged, error) {
	if err := CheckURL(rawURL); err != nil {
		return Tagged{}, err
	}
	encoded, err := Encode(m, enc)
	if err != nil {
		return Tagged{}, err
	}
	t := Tagged{Encoding: enc.Resolve(m), Encoded: encoded}
	if note := autoNote(m, enc); note != "" {
		t.Notes = append(t.Notes, note)
	}
	head, query, fragment, hasQuery, hasFragment := split(rawURL)
	pair := Key + "=" + encoded
	if place == Fragment {
		var removed bool
		if query, removed = dropQueryMarkers(query); removed {
			t.Notes = append(t.Notes, "removed the query's _openstat marker, which would shadow the fragment marker")
			hasQuery = hasQuery && query != ""
		}
		if hasFragment && fragment != "" && !strings.HasPrefix(fragment, Key+"=") {
			t.Notes = append(t.Notes, "the fragment #"+textsafe.Escape(fragment)+" was replaced by the marker")
		} else if strings.HasPrefix(fragment, Key+"=") {
			t.Notes = append(t.Notes, "replaced the marker that was in the fragment")
		}
		t.URL = join(head, query, hasQuery, pair, true)
		return t, nil
	}
	query, t.Notes = putQueryMarker(query, pair, t.Notes)
	if strings.Contains(fragment, Key+"=") {
		t.Notes = append(t.Notes, "the fragment also holds a marker; the query marker shadows it")
	}
	t.URL = join(head, query, true, fragment, hasFragment)
	return t, nil
}

func join(head, query string, hasQuery bool, fragment string, hasFragment bool) string {
	var b strings.Builder
	b.Grow(len(head) + len(query) + len(fragment) + 2)
	b.WriteString(head)
	if hasQuery {
		b.WriteByte('?')
		b.WriteString(query)
	}
	if hasFragment {
		b.WriteByte('#')
		b.WriteString(fragment)
	}
	return b.String()
}

// putQueryMarker replaces the first `_openstat` pair of query with pair and
// drops the others, or appends pair when there is none.
func putQueryMarker(query, pair string, notes []string) (string, []string) {
	if !strings.Contains(query, Key) {
		// The common case: nothing to replace, so nothing to split.
		if query == "" || strings.HasSuffix(query, "&") {
			return query + pair, notes
		}
		return query + "&" + pair, notes
	}
	pairs := strings.Split(query, "&")
	kept := pairs[:0]
	replaced, dropped := false, 0
	for _, p := range pairs {
		if pairKey(p) != Key {
			kept = append(kept, p)
			continue
		}
		if replaced {
			dropped++
			continue
		}
		kept = append(kept, pair)
		replaced = true
	}
	if replaced {
		notes = append(notes, "replaced the existing _openstat marker in place")
		if dropped > 0 {
			notes = append(notes, "removed "+strconv.Itoa(dropped)+" more _openstat pair(s)")
		}
		return strings.Join(kept, "&"), notes
	}
	if query == "" || strings.HasSuffix(query, "&") {
		return query + pair, notes
	}
	return query + "&" + pair, notes
}

// dropQueryMarkers removes `_openstat` pairs from query: a query marker
// would shadow the fragment marker being written.
func dropQueryMarkers(query string) (string, bool) {
	if !strings.Contains(query, Key) {
		return query, false
	}
	pairs := strings.Split(query, "&")
	kept := pairs[:0]
	for _, p := range pairs {
		if pairKey(p) != Key {
			kept = append(kept, p)
		}
	}
	if len(kept) == len(pairs) {
		return query, false
	}
	return strings.Join(kept, "&"), true
}

func pairKey(p string) string {
	if i := strings.IndexByte(p, '='); i >= 0 {
		return p[:i]
	}
	return p
}

// autoNote says why auto chose percent when base64 would be shorter: the
// marker holds a placeholder, which base64 would hide from its platform.
func autoNote(m Marker, enc Encoding) string {
	_, ph, _, ok := firstPlaceholder(m)
	if enc != Auto || !ok {
		return ""
	}
	if p, b := EncodedLengths(m); b >= p {
		return ""
	}
	return "auto chose percent, though base64 is shorter: the marker holds " + textsafe.Escape(ph.Text) +
		", which base64 would hide from the platform that fills it"
}

package tracking

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/wording"
)

// UTM holds the campaign fields a builder adds; empty fields are left out.
type UTM struct {
	Source, Medium, Campaign, Term, Content, ID string
}

// fields pairs each non-empty value with its parameter name, in the order
// GA's own URL builder writes them.
func (u UTM) fields() [6][2]string {
	return [6][2]string{
		{"utm_source", u.Source}, {"utm_medium", u.Medium}, {"utm_campaign", u.Campaign},
		{"utm_term", u.Term}, {"utm_content", u.Content}, {"utm_id", u.ID},
	}
}

// Severity ranks a lint.
type Severity string

// The severities, most serious first.
const (
	Warning Severity = "warning" // the reports will likely be wrong or split
	Hint    Severity = "hint"    // works, but probably not what was meant
	Note    Severity = "note"    // what the builder did, for the record
)

// Lint is one remark about a UTM field: its Severity, the finding (Rule,
// Field, Old: the value linted or replaced, Suggested: the value to write
// instead or put in its place, Pos and Rune for a character) and its
// Message, worded by core/wording and safe to print.
type Lint struct {
	Severity Severity
	finding.Finding
	Message string
}

// NewLint words a finding as a lint.
func NewLint(sev Severity, f finding.Finding) Lint {
	return Lint{Severity: sev, Finding: f, Message: wording.Message(f)}
}

// FieldError rejects a UTM value that no report could show faithfully:
// Field ("utm_source", …), Rule (finding.RuleInvalidUTF8 or
// finding.RuleControl), Pos (the character, from 1), Rune and Byte.
type FieldError struct{ finding.Finding }

func (e *FieldError) Error() string { return wording.Message(e.Finding) }

// AddUTM adds the non-empty fields of u to rawURL's query, before its
// fragment. A parameter the query already holds (same decoded key) is
// replaced in place, its later duplicates removed; new ones go before an
// `_openstat` pair when there is one (so the marker stays last, where a
// decoder looks), else at the end, joined with `&` (none after an empty
// query or a trailing `&`). Values are percent-encoded, every byte but RFC
// 3986 unreserved characters, a space as %20 and never `+`, except the
// placeholders an ad platform or mailer fills ({campaignid},
// *|CAMPAIGN_UID|*: see core/placeholder), which are written as the
// platform looks for them. Every other byte of rawURL is kept; rawURL is
// not validated (parse it first).
func AddUTM(rawURL string, u UTM) (string, []Lint, error) {
	fields := u.fields()
	for _, f := range fields {
		if err := checkValue(f[0], f[1]); err != nil {
			return "", nil, err
		}
	}
	head, frag, hasFrag := strings.Cut(rawURL, "#")
	base, query, hasQuery := strings.Cut(head, "?")
	segs := splitQuery(query, hasQuery)
	lints := lintUTM(u, hasPair(segs, "utm_source"))
	var add []string
	for _, f := range fields {
		if f[1] == "" {
			continue
		}
		pair := appendPair(f[0], f[1])
		var ls []Lint
		segs, ls = replacePair(segs, f[0], pair)
		if ls == nil {
			add = append(add, pair)
		}
		lints = append(lints, ls...)
	}
	segs = insertPairs(segs, add)
	var b strings.Builder
	b.Grow(len(rawURL) + 64)
	b.WriteString(base)
	if hasQuery || len(segs) > 0 {
		b.WriteByte('?')
		b.WriteString(strings.Join(segs, "&"))
	}
	if hasFrag {
		b.WriteByte('#')
		b.WriteString(frag)
	}
	return b.String(), lints, nil
}

// splitQuery splits a query into its `&`-separated pairs; an empty query has none.
func splitQuery(query string, present bool) []string {
	if !present || query == "" {
		return nil
	}
	return strings.Split(query, "&")
}

// replacePair puts pair in place of the first pair whose decoded key is key
// and removes the later ones; the lints say what was replaced.
func replacePair(segs []string, key, pair string) ([]string, []Lint) {
	var lints []Lint
	out := segs[:0]
	for _, s := range segs {
		k, v, _ := strings.Cut(s, "=")
		var buf [3 * maxKey]byte
		if dec, ok := decodeKey(buf[:0], k, len(key)+1); !ok || string(dec) != key {
			out = append(out, s)
			continue
		}
		f := finding.Finding{Rule: finding.RuleUTMReplaced, Field: key, Old: formvalue.Decode(v)}
		if lints == nil {
			out = append(out, pair)
			f.Suggested = formvalue.Decode(pair[len(key)+1:])
			lints = append(lints, NewLint(Note, f))
			continue
		}
		lints = append(lints, NewLint(Note, f)) // a removed duplicate: nothing suggested in its place
	}
	return out, lints
}

// insertPairs places new pairs before the first `_openstat` pair, or at the
// end, where a trailing empty pair (a query ending in `&`) yields its place.
func insertPairs(segs, add []string) []string {
	if len(add) == 0 {
		return segs
	}
	at := len(segs)
	for i, s := range segs {
		if k, _, _ := strings.Cut(s, "="); k == "_openstat" {
			at = i
			break
		}
	}
	if at == len(segs) && at > 0 && segs[at-1] == "" {
		segs, at = segs[:at-1], at-1
	}
	out := make([]string, 0, len(segs)+len(add))
	out = append(out, segs[:at]...)
	out = append(out, add...)
	return append(out, segs[at:]...)
}

func checkValue(field, v string) error {
	char := 0
	for i, r := range v {
		char++
		at := finding.Finding{Field: field, Pos: char, Unit: finding.Character, Rune: r}
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(v[i:], "\uFFFD"):
			at.Rule, at.Byte = finding.RuleInvalidUTF8, v[i]
			return &FieldError{at}
		case unicode.Is(unicode.Cc, r):
			at.Rule = finding.RuleControl
			return &FieldError{at}
		}
	}
	return nil
}

// hasPair reports whether one of the query's pairs has the decoded key
// key and a value.
func hasPair(segs []string, key string) bool {
	for _, s := range segs {
		k, v, _ := strings.Cut(s, "=")
		var buf [3 * maxKey]byte
		if dec, ok := decodeKey(buf[:0], k, len(key)+1); ok && string(dec) == key && v != "" {
			return true
		}
	}
	return false
}

// lintUTM gives the remarks users of campaign builders expect; a
// utm_source the link already has is no missing one.
func lintUTM(u UTM, linkHasSource bool) []Lint {
	var lints []Lint
	set := false
	for _, f := range u.fields() {
		key, v := f[0], f[1]
		if v == "" {
			continue
		}
		set = true
		at := finding.Finding{Field: key, Old: v}
		// A placeholder is written as its platform wants it
		// (*|CAMPAIGN_UID|*) and replaced before any report sees it.
		// A malformed attempt (_CAMPAIGN_NAME_) is the placeholder lint's
		// fact: its case is not a second one.
		if lower := placeholder.MapOutside(v, strings.ToLower); lower != v && !placeholder.Attempted(v) {
			at.Rule, at.Suggested = finding.RuleUTMUppercase, lower
			lints = append(lints, NewLint(Warning, at))
		}
		if placeholder.IndexOutside(v, unicode.IsSpace) >= 0 {
			at.Rule, at.Suggested = finding.RuleUTMSpace, ""
			lints = append(lints, NewLint(Warning, at))
		}
		if i := strings.IndexFunc(v, isInvisible); i >= 0 {
			r, _ := utf8.DecodeRuneInString(v[i:])
			at.Rule, at.Pos, at.Unit, at.Rune = finding.RuleUTMInvisible, utf8.RuneCountInString(v[:i])+1, finding.Character, r
			at.Suggested = strings.Map(dropInvisible, v)
			lints = append(lints, NewLint(Warning, at))
		}
	}
	if u.Medium != "" && Channel(u.Source, u.Medium) == "" && !placeholder.Has(u.Source) && !placeholder.Has(u.Medium) {
		lints = append(lints, NewLint(Hint, finding.Finding{Rule: finding.RuleUTMMediumChannel,
			Field: "utm_medium", Old: u.Medium, Suggested: standardMedia}))
	}
	if set && u.Source == "" && !linkHasSource {
		lints = append(lints, NewLint(Hint, finding.Finding{Rule: finding.RuleUTMSourceMissing, Field: "utm_source"}))
	}
	return lints
}

// dropInvisible is a strings.Map function removing format characters.
func dropInvisible(r rune) rune {
	if isInvisible(r) {
		return -1
	}
	return r
}

// isInvisible reports format characters (Cf): zero-width and bidi controls.
func isInvisible(r rune) bool { return unicode.Is(unicode.Cf, r) }

// valueLiteral is what a UTM value keeps unencoded: the unreserved
// characters of RFC 3986 section 2.3. Read-only after initialisation.
var valueLiteral = placeholder.NewByteSet(unreserved)

// appendPair is key=value with the value percent-encoded, every byte but
// the unreserved characters with upper-case hex, its placeholders written
// as their platform looks for them.
func appendPair(key, value string) string {
	b := make([]byte, 0, len(key)+1+placeholder.EncodedLen(value, &valueLiteral))
	b = append(append(b, key...), '=')
	return string(placeholder.AppendEncoded(b, value, &valueLiteral))
}

// PlaceholderLints are the warnings about the placeholders of u's values
// in a link built for platform p (placeholder.NoPlatform: only the
// malformed ones, whatever the platform): see placeholder.Check.
func PlaceholderLints(u UTM, p placeholder.Platform) []Lint {
	var fs []finding.Finding
	for _, f := range u.fields() {
		fs = placeholder.Check(fs, p, f[0], f[1])
	}
	lints := make([]Lint, 0, len(fs))
	for _, f := range fs {
		lints = append(lints, NewLint(Warning, f))
	}
	return lints
}

func unreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

package tracking

import (
	"github.com/linkscope/linkscope/core/formvalue"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
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

// Lint is one remark about a UTM field.
type Lint struct {
	Field    string // the parameter: "utm_medium"
	Severity Severity
	Rule     string // stable name: "utm-uppercase", "utm-space", "utm-invisible", "utm-medium-channel", "utm-source-missing", "utm-replaced"
	Message  string // safe to print: user text is escaped
}

// FieldError rejects a UTM value that no report could show faithfully.
type FieldError struct {
	Field  string // "utm_source", …
	Offset int    // byte offset of the bad character in the value
	Rune   rune   // the character, utf8.RuneError for a bad byte
	Rule   string // "invalid-utf8" or "control-character"
}

func (e *FieldError) Error() string {
	at := e.Field + ": byte " + strconv.Itoa(e.Offset) + ": "
	if e.Rule == "invalid-utf8" {
		return at + "invalid UTF-8"
	}
	return at + textsafe.Describe(e.Rune) + " is a control character, not allowed in a campaign value"
}

// AddUTM adds the non-empty fields of u to rawURL's query, before its
// fragment. A parameter the query already holds (same decoded key) is
// replaced in place, its later duplicates removed; new ones go before an
// `_openstat` pair when there is one (so the marker stays last, where a
// decoder looks), else at the end, joined with `&` (none after an empty
// query or a trailing `&`). Values are percent-encoded, every byte but RFC
// 3986 unreserved characters, a space as %20 and never `+`. Every other byte
// of rawURL is kept; rawURL is not validated (parse it first).
func AddUTM(rawURL string, u UTM) (string, []Lint, error) {
	fields := u.fields()
	for _, f := range fields {
		if err := checkValue(f[0], f[1]); err != nil {
			return "", nil, err
		}
	}
	lints := lintUTM(u)
	head, frag, hasFrag := strings.Cut(rawURL, "#")
	base, query, hasQuery := strings.Cut(head, "?")
	segs := splitQuery(query, hasQuery)
	var add []string
	for _, f := range fields {
		if f[1] == "" {
			continue
		}
		pair := f[0] + "=" + encodeValue(f[1])
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
		if lints == nil {
			out = append(out, pair)
			lints = append(lints, Lint{key, Note, "utm-replaced",
				"replaced the existing " + key + " value " + quote(formvalue.Decode(v))})
			continue
		}
		lints = append(lints, Lint{key, Note, "utm-replaced",
			"removed a duplicate " + key + " value " + quote(formvalue.Decode(v))})
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
	for i, r := range v {
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(v[i:], "\uFFFD"):
			return &FieldError{Field: field, Offset: i, Rune: r, Rule: "invalid-utf8"}
		case unicode.Is(unicode.Cc, r):
			return &FieldError{Field: field, Offset: i, Rune: r, Rule: "control-character"}
		}
	}
	return nil
}

// lintUTM gives the remarks users of campaign builders expect.
func lintUTM(u UTM) []Lint {
	var lints []Lint
	set := false
	for _, f := range u.fields() {
		key, v := f[0], f[1]
		if v == "" {
			continue
		}
		set = true
		if strings.ToLower(v) != v {
			lints = append(lints, Lint{key, Warning, "utm-uppercase",
				key + " " + quote(v) + " has upper case: GA4 reports values as written, so " +
					quote(v) + " and " + quote(strings.ToLower(v)) + " become separate rows"})
		}
		if strings.IndexFunc(v, unicode.IsSpace) >= 0 {
			lints = append(lints, Lint{key, Warning, "utm-space",
				key + " " + quote(v) + " has spaces: they travel as %20 and show as spaces in reports; prefer - or _"})
		}
		if i := strings.IndexFunc(v, isInvisible); i >= 0 {
			r, _ := utf8.DecodeRuneInString(v[i:])
			lints = append(lints, Lint{key, Warning, "utm-invisible",
				key + " " + quote(v) + " holds " + textsafe.Describe(r) + " at byte " + strconv.Itoa(i) +
					": an invisible character makes a value that looks like another but counts apart"})
		}
	}
	if u.Medium != "" && Channel(u.Source, u.Medium) == "" {
		lints = append(lints, Lint{"utm_medium", Hint, "utm-medium-channel",
			"utm_medium " + quote(u.Medium) + " maps to no GA4 default channel group, so its sessions may show as Unassigned; standard media: " + standardMedia})
	}
	if set && u.Source == "" {
		lints = append(lints, Lint{"utm_source", Hint, "utm-source-missing",
			"no utm_source: campaign URL builders require it, and without it the other fields lack a source in reports"})
	}
	return lints
}

// isInvisible reports format characters (Cf): zero-width and bidi controls.
func isInvisible(r rune) bool { return unicode.Is(unicode.Cf, r) }

// quote quotes user text for a message, escaped so it is safe to print.
func quote(s string) string { return `"` + textsafe.Escape(s) + `"` }

// encodeValue percent-encodes every byte but the unreserved characters of
// RFC 3986 section 2.3, with upper-case hex.
func encodeValue(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(s) * 3)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if unreserved(c) {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}

func unreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

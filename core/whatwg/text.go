package whatwg

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/textsafe"
)

// AppendText appends the readable report of one link as a browser reads
// it: the href and each URL API attribute, or the failure; every
// validation error with its byte; each component RFC 3986 reads otherwise,
// with the validation errors that explain it.
func (rec *Record) AppendText(dst []byte) []byte {
	dst = plaintext.AppendField(dst, 0, "input", rec.Input)
	if rec.HasBase {
		dst = plaintext.AppendField(dst, 0, "base", rec.Base)
	}
	if rec.Err != nil {
		dst = plaintext.AppendField(dst, 0, "failure", failureText(rec.Err))
	} else {
		dst = appendAttributes(dst, &rec.URL)
	}
	dst = appendValidationText(dst, rec)
	if len(rec.Differs) == 0 {
		return plaintext.TrimNewline(plaintext.AppendField(dst, 0, "differs", sameReading(rec)))
	}
	return plaintext.TrimNewline(appendDiffersText(dst, rec, 0))
}

// sameReading says why no component differs.
func sameReading(rec *Record) string {
	switch {
	case !rec.RFCOK && rec.Err != nil:
		return "not compared: RFC 3986 does not read it as a URI reference either"
	case !rec.RFCOK:
		return "not compared: RFC 3986 does not read it as a URI reference"
	case rec.Err != nil:
		return "none: RFC 3986 reads no host in it either"
	}
	return "none: RFC 3986 reads the same link"
}

// appendAttributes appends the href and the URL API's getters, an empty
// one as "" (the getters' empty string).
func appendAttributes(dst []byte, u *URL) []byte {
	for _, a := range [...]struct{ label, value string }{
		{"href", u.Href()}, {"origin", u.Origin()}, {"protocol", u.Protocol()},
		{"username", u.Username()}, {"password", u.Password()}, {"host", u.Host()},
		{"hostname", u.Hostname()}, {"port", u.Port()}, {"pathname", u.Pathname()},
		{"search", u.Search()}, {"hash", u.Hash()},
	} {
		dst = plaintext.AppendField(dst, 0, a.label, orEmpty(a.value))
	}
	return dst
}

// appendValidationText appends each validation error: its byte, the character
// there, its name and what it means.
func appendValidationText(dst []byte, rec *Record) []byte {
	if len(rec.Validation) == 0 {
		return plaintext.AppendField(dst, 0, "validation", "none")
	}
	dst = plaintext.AppendField(dst, 0, "validation", strconv.Itoa(len(rec.Validation))+" error(s)")
	for _, e := range rec.Validation {
		dst = plaintext.AppendField(dst, 1, "byte "+strconv.Itoa(e.Pos), e.Kind.String()+" ("+describeAt(rec.Input, e.Pos)+"): "+e.Kind.Description())
	}
	return dst
}

// AppendReadingText appends inspect's browser section: the href, or why
// the browser refuses the link, then each component RFC 3986 reads
// otherwise.
func (rec *Record) AppendReadingText(dst []byte) []byte {
	if rec.Err != nil {
		dst = plaintext.AppendField(dst, 0, "browser", "refuses the link: "+failureText(rec.Err))
	} else {
		dst = plaintext.AppendField(dst, 0, "browser", rec.URL.Href())
	}
	if len(rec.Differs) == 0 {
		return dst
	}
	return appendDiffersText(dst, rec, 1)
}

// appendDiffersText appends the components the two readings disagree on, at
// an indent level: a line naming them, then per component what each
// reading makes of it and the validation errors behind it.
func appendDiffersText(dst []byte, rec *Record, level int) []byte {
	names := make([]string, len(rec.Differs))
	for i, d := range rec.Differs {
		names[i] = d.Component
	}
	dst = plaintext.AppendField(dst, level, "differs", "from RFC 3986: "+strings.Join(names, ", "))
	var causes []ValidationError
	for i := range rec.Differs {
		d := &rec.Differs[i]
		causes = rec.Causes(causes[:0], d)
		dst = plaintext.AppendField(dst, level+1, d.Component, differenceText(d, causes, rec.Err != nil))
	}
	return dst
}

// differenceText says what each reading makes of a component:
// `RFC 3986 evil.example, browser good.example (invalid-reverse-solidus at
// byte 20)`.
func differenceText(d *Difference, causes []ValidationError, failed bool) string {
	var b strings.Builder
	b.WriteString("RFC 3986 ")
	b.WriteString(componentValue(d.RFC3986, d.HasRFC3986))
	b.WriteString(", browser ")
	switch {
	case failed:
		b.WriteString("refuses the link")
	default:
		b.WriteString(componentValue(d.Browser, d.HasBrowser))
	}
	appendCauses(&b, causes)
	return b.String()
}

// appendCauses writes " (kind at byte N; kind at bytes N, M)", the
// positions of one kind together, or nothing when there are none.
func appendCauses(b *strings.Builder, causes []ValidationError) {
	for i := 0; i < len(causes); {
		j := i + 1
		for j < len(causes) && causes[j].Kind == causes[i].Kind {
			j++
		}
		if i == 0 {
			b.WriteString(" (")
		} else {
			b.WriteString("; ")
		}
		b.WriteString(causes[i].Kind.String())
		if j-i > 1 {
			b.WriteString(" at bytes ")
		} else {
			b.WriteString(" at byte ")
		}
		for k := i; k < j; k++ {
			if k > i {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Itoa(causes[k].Pos))
		}
		i = j
	}
	if len(causes) > 0 {
		b.WriteByte(')')
	}
}

func componentValue(v string, has bool) string {
	if !has {
		return "none"
	}
	return orEmpty(v)
}

func orEmpty(v string) string {
	if v == "" {
		return `""`
	}
	return v
}

// failureText is the parse failure without the "URL failure: " the error
// starts with: the label says it.
func failureText(err error) string {
	return strings.TrimPrefix(err.Error(), "URL failure: ")
}

// describeAt names the character at byte pos of s, "the end" past it.
func describeAt(s string, pos int) string {
	if pos >= len(s) {
		return "the end"
	}
	r, size := utf8.DecodeRuneInString(s[pos:])
	if r == utf8.RuneError && size <= 1 {
		return "byte 0x" + strconv.FormatUint(uint64(s[pos]), 16)
	}
	return textsafe.Describe(r)
}

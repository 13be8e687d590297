package sheet

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// The fields a sheet's columns can feed: the link, the conventions fields a
// build sets, and the marker's encoding and place per row.
const (
	FieldURL      = "url"
	FieldEncoding = "encoding"
	FieldPlace    = "place"
	FieldService  = "openstat.service"
)

// Fields lists every field a column can be mapped onto, in the order rows
// are read and fixes reported: the link, the UTM fields, the marker.
func Fields() []string {
	return []string{FieldURL, "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id",
		FieldService, "openstat.campaign", "openstat.ad", "openstat.source", FieldEncoding, FieldPlace}
}

// IsField reports whether name is one of Fields.
func IsField(name string) bool {
	for _, f := range Fields() {
		if f == name {
			return true
		}
	}
	return false
}

//go:embed headers.tsv
var headersTSV string

// spelling is one row of the header table.
type spelling struct {
	field, withService string
}

var headerTable = sync.OnceValue(func() map[string]spelling {
	t, err := parseHeaderTable(headersTSV)
	if err != nil {
		panic("sheet: embedded headers.tsv: " + err.Error()) // a build defect, caught by the tests
	}
	return t
})

// parseHeaderTable reads the header table: header, field, with_service,
// source; '#' lines are comments.
func parseHeaderTable(text string) (map[string]spelling, error) {
	out := map[string]spelling{}
	for n, line := range strings.Split(text, "\n") {
		if line == "" || line[0] == '#' || strings.HasPrefix(line, "header\t") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 4 || cols[3] == "" {
			return nil, &tableError{n + 1, "want header, field, with_service and a source"}
		}
		h, f, ws := cols[0], undefined(cols[1]), undefined(cols[2])
		switch {
		case Normalize(h) != h:
			return nil, &tableError{n + 1, "header " + h + " is not written as Normalize writes it"}
		case f != "" && !IsField(f), ws != "" && !IsField(ws), f == "" && ws == "":
			return nil, &tableError{n + 1, "unknown field"}
		}
		if _, dup := out[h]; dup {
			return nil, &tableError{n + 1, "header " + h + " twice"}
		}
		out[h] = spelling{field: f, withService: ws}
	}
	return out, nil
}

func undefined(s string) string {
	if s == `\N` {
		return ""
	}
	return s
}

type tableError struct {
	line   int
	reason string
}

func (e *tableError) Error() string { return "line " + strconv.Itoa(e.line) + ": " + e.reason }

// Normalize is a column name as the header table compares it: without
// invisible characters (a byte order mark, a zero-width space), surrounding
// spaces, a trailing note in parentheses
// ("Campaign Term (optional)"), or a trailing required mark or colon
// ("Website URL *", "Source:"); case folded; every run of spaces,
// underscores, hyphens, dots and slashes one space. "UTM_Source",
// "utm-source" and "Utm Source" are all "utm source".
func Normalize(h string) string {
	h = strings.TrimPrefix(h, "\uFEFF")
	var b strings.Builder
	b.Grow(len(h))
	gap := false
	for _, r := range h {
		if unicode.Is(unicode.Cf, r) {
			continue // invisible: a byte order mark anywhere, a zero-width space
		}
		if r == utf8.RuneError || unicode.IsSpace(r) || r == '_' || r == '-' || r == '.' || r == '/' {
			gap = b.Len() > 0
			continue
		}
		if gap {
			b.WriteByte(' ')
			gap = false
		}
		b.WriteRune(unicode.ToLower(r))
	}
	n := b.String()
	for {
		t := strings.TrimRight(n, "*: ")
		if strings.HasSuffix(t, ")") {
			if open := strings.LastIndexByte(t, '('); open > 0 {
				t = strings.TrimRight(t[:open], " ")
			}
		}
		if t == n {
			return n
		}
		n = t
	}
}

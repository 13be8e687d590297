package sheet

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/tsvtable"
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

// parseHeaderTable reads the header table (core/tsvtable): header,
// field, with_service and source; \N is no field.
func parseHeaderTable(text string) (map[string]spelling, error) {
	tab, err := tsvtable.Read("headers.tsv", text, tsvtable.Options{Columns: []string{"header", "field", "with_service", "source"}})
	if err != nil {
		return nil, err
	}
	out := map[string]spelling{}
	for _, r := range tab.Rows() {
		h, f, ws := r.Cell("header"), undefined(r.Cell("field")), undefined(r.Cell("with_service"))
		switch {
		case r.Cell("source") == "":
			return nil, r.Errorf("source", "every spelling cites where it comes from")
		case Normalize(h) != h:
			return nil, r.Errorf("header", "%q is not written as Normalize writes it", h)
		case f != "" && !IsField(f), ws != "" && !IsField(ws), f == "" && ws == "":
			return nil, r.Errorf("field", "no field, or an unknown one")
		}
		if _, dup := out[h]; dup {
			return nil, r.Errorf("header", "%q twice", h)
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

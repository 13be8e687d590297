package extract

import (
	_ "embed"
	"strings"
	"sync"

	"github.com/linkscope/linkscope/core/tsvtable"
)

// headerFieldsTSV names the header fields that carry links, each with its
// source.
//
//go:embed headerfields.tsv
var headerFieldsTSV string

// headerFields are the field names of headerfields.tsv, lower case. Built
// once, never changed.
var headerFields = sync.OnceValue(func() []string {
	var names []string
	for _, r := range tsvtable.MustRead("headerfields.tsv", headerFieldsTSV, tsvtable.Options{Columns: []string{"field"}}).Rows() {
		name := r.Cell("field")
		if name == "" {
			panic(r.Errorf("field", "no field name")) // a broken embedded table is a build bug
		}
		names = append(names, strings.ToLower(name))
	}
	return names
})

// appendHeaderLinks appends the links of the header block h (which starts
// at byte base of the input): in each field of headerfields.tsv, every
// URL between angle brackets (RFC 2369 section 2), read as text is read.
// A URL folded over lines (white space inside the brackets, which RFC 2369
// says to ignore) is joined, and its position is that of its first byte.
func appendHeaderLinks(dst []Link, h string, base int, opts Options) []Link {
	for start := 0; start < len(h); {
		end := fieldEnd(h, start)
		if name, value, ok := strings.Cut(h[start:end], ":"); ok && isLinkField(name) {
			dst = appendBracketed(dst, value, base+start+len(name)+1, opts)
		}
		start = end
	}
	return dst
}

// fieldEnd returns the end of the field starting at start: after its last
// line, continuation lines (starting with a space or tab) included.
func fieldEnd(h string, start int) int {
	i := start
	for {
		nl := strings.IndexByte(h[i:], '\n')
		if nl < 0 {
			return len(h)
		}
		i += nl + 1
		if i >= len(h) || (h[i] != ' ' && h[i] != '\t') {
			return i
		}
	}
}

func isLinkField(name string) bool {
	name = strings.TrimSpace(name)
	for _, f := range headerFields() {
		if strings.EqualFold(name, f) {
			return true
		}
	}
	return false
}

// appendBracketed appends the links of each <…> of value (at byte base).
func appendBracketed(dst []Link, value string, base int, opts Options) []Link {
	for i := 0; i < len(value); {
		open := strings.IndexByte(value[i:], '<')
		if open < 0 {
			break
		}
		open += i + 1
		end := strings.IndexByte(value[open:], '>')
		if end < 0 {
			break
		}
		end += open
		inner := strings.Map(dropFolding, value[open:end])
		n := len(dst)
		dst = appendText(dst, inner, opts, FromEmailHeader)
		for k := n; k < len(dst); k++ {
			dst[k].Pos = base + open + min(dst[k].Pos, end-open)
		}
		i = end + 1
	}
	return dst
}

// dropFolding removes the white space of a folded header line.
func dropFolding(r rune) rune {
	if r == ' ' || r == '\t' || r == '\r' || r == '\n' {
		return -1
	}
	return r
}

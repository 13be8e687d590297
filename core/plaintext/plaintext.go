// Package plaintext writes the lines of linkscope's plain reports: a label
// in a column, then a value escaped for a terminal (core/textsafe), since
// every value may come from the input.
package plaintext

import (
	"strconv"

	"github.com/linkscope/linkscope/core/textsafe"
)

// LabelWidth is the column the values start at, for a label at level 0.
const LabelWidth = 12

// AppendField appends "label  value\n" indented by level (two spaces
// each), the label and the value escaped.
func AppendField(dst []byte, level int, label, value string) []byte {
	for range level {
		dst = append(dst, "  "...)
	}
	// A label may come from the input too (a query key, a JSON key a
	// decoded value holds): it is escaped like the value.
	start := len(dst)
	dst = textsafe.AppendEscaped(dst, label)
	for i := len(dst) - start + 2*level; i < LabelWidth; i++ {
		dst = append(dst, ' ')
	}
	dst = append(dst, ' ')
	dst = textsafe.AppendEscaped(dst, value)
	return append(dst, '\n')
}

// AppendCount appends a field whose value is a count and what it counts:
// "none" for zero.
func AppendCount(dst []byte, level int, label string, n int, what string) []byte {
	if n == 0 {
		return AppendField(dst, level, label, "none")
	}
	return AppendField(dst, level, label, strconv.Itoa(n)+" "+what)
}

// TrimNewline drops one final newline: a report is written as lines, and
// its writer adds the last newline itself.
func TrimNewline(b []byte) []byte {
	if n := len(b); n > 0 && b[n-1] == '\n' {
		return b[:n-1]
	}
	return b
}

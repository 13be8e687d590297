package spoof

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/tsvtable"
)

// tableRows returns the rows of an embedded table (core/tsvtable) whose
// header holds columns. The tables are part of the program, so a
// malformed one is a bug found by the package's tests: it panics with the
// *tsvtable.Error naming the table, line and column.
func tableRows(name, text string, columns ...string) []tsvtable.Row {
	return tsvtable.MustRead(name, text, tsvtable.Options{Columns: columns}).Rows()
}

// hexRune parses a code point written in hex.
func hexRune(table, s string) rune {
	v, err := strconv.ParseUint(strings.TrimPrefix(s, "U+"), 16, 32)
	if err != nil || v > 0x10FFFF {
		panic(fmt.Sprintf("spoof: %s: bad code point %q", table, s))
	}
	return rune(v)
}

// hexSpan parses "HHHH" or "HHHH..HHHH".
func hexSpan(table, s string) (lo, hi rune) {
	a, b, ok := strings.Cut(s, "..")
	lo = hexRune(table, a)
	if !ok {
		return lo, lo
	}
	return lo, hexRune(table, b)
}

// hexString decodes space-separated code points.
func hexString(table, s string) string {
	var b strings.Builder
	for _, h := range strings.Fields(s) {
		b.WriteRune(hexRune(table, h))
	}
	return b.String()
}

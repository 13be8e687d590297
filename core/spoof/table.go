package spoof

import (
	"fmt"
	"strconv"
	"strings"
)

// tableRows splits an embedded TSV table into rows of fields, skipping
// comments, blank lines and the header. The tables are part of the
// program, so a malformed one is a bug found by the package's tests: it
// panics, naming the table and line.
func tableRows(name, text string, fields int) [][]string {
	var out [][]string
	header := true
	for n, line := range strings.Split(text, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		if header {
			header = false
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < fields {
			panic(fmt.Sprintf("spoof: %s line %d: %d fields, want %d", name, n+1, len(f), fields))
		}
		out = append(out, f)
	}
	return out
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

package spoof

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/internal/hexdigit"

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

// hexString decodes space-separated code points. It runs for each of
// the confusables table's 6,600 rows when a process meets its first link,
// so it reads the digits itself rather than through strings.Fields and
// strconv.
func hexString(table, s string) string {
	buf := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if s[i] == ' ' {
			i++
			continue
		}
		v, n := rune(0), 0
		for ; i < len(s) && s[i] != ' '; i, n = i+1, n+1 {
			d := hexdigit.Value(s[i])
			if d < 0 || n == 6 {
				panic(fmt.Sprintf("spoof: %s: bad code point in %q", table, s))
			}
			v = v<<4 | rune(d)
		}
		if v > unicode.MaxRune {
			panic(fmt.Sprintf("spoof: %s: bad code point in %q", table, s))
		}
		buf = utf8.AppendRune(buf, v)
	}
	return string(buf)
}

package spoof

import (
	"strings"
	"testing"
)

// hexStringByFields is hexString as the rule tables define it: each
// space-separated field a code point (hexRune), the runes in order.
func hexStringByFields(table, s string) string {
	var b strings.Builder
	for _, h := range strings.Fields(s) {
		b.WriteRune(hexRune(table, h))
	}
	return b.String()
}

// TestHexStringAgrees holds hexString's own digit loop to the field by
// field reading on every cell of the tables it decodes, and on edge cases.
func TestHexStringAgrees(t *testing.T) {
	cells := []string{"", "0041", "41 42", " 0041  0042 ", "10FFFF", "d800", "00DF 03C2", "1F600"}
	for _, c := range []struct{ name, text, column string }{
		{"confusables.tsv", confusablesTSV, "prototype"},
		{"chrome_words.tsv", chromeWordsTSV, "word"},
		{"safari_tld_rules.tsv", safariTLDRulesTSV, "tld"},
	} {
		for _, r := range tableRows(c.name, c.text, c.column) {
			cells = append(cells, r.Cell(c.column))
		}
	}
	for _, cell := range cells {
		if got, want := hexString("test", cell), hexStringByFields("test", cell); got != want {
			t.Errorf("hexString(%q) = %q, want %q", cell, got, want)
		}
	}
	for _, bad := range []string{"00G1", "110000", "0041 zz", "1234567"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("hexString(%q) did not panic", bad)
				}
			}()
			hexString("test", bad)
		}()
	}
}

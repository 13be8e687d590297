package pcm

import (
	"github.com/linkscope/linkscope/core/finding"

	"errors"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestNBitTable(t *testing.T) {
	parsers := map[string]func(string) (uint8, error){
		"four": ParseFourBit, "six": ParseSixBit, "eight": ParseEightBit,
	}
	rules := map[string]finding.Rule{"four": RuleFourBit, "six": RuleSixBit, "eight": RuleEightBit}
	for _, r := range tsv.Load(t, tables+"nbit.tsv") {
		parse := parsers[r.Get("parser")]
		if parse == nil {
			t.Fatalf("%s: unknown parser %q", r.Name(), r.Get("parser"))
		}
		v, err := parse(r.Get("input"))
		if !cellBool(t, r, "valid") {
			var e *Error
			if !errors.As(err, &e) || e.Rule != rules[r.Get("parser")] {
				t.Errorf("%s: %s(%q) = %d, %v; want a %s error", r.Name(), r.Get("parser"), r.Get("input"), v, err, rules[r.Get("parser")])
			}
			continue
		}
		if err != nil || v != cellUint8(t, r, "value") {
			t.Errorf("%s: %s(%q) = %d, %v; want %s", r.Name(), r.Get("parser"), r.Get("input"), v, err, r.Get("value"))
		}
		if r.Get("parser") == "eight" {
			if note := EightBitNote(r.Get("input")); note != r.Get("note") {
				t.Errorf("%s: EightBitNote(%q) = %q, want %q", r.Name(), r.Get("input"), note, r.Get("note"))
			}
		}
	}
}

// Every two-character string: the four- and six-bit parsers accept exactly
// the two-digit spellings of their range, and give back the number.
func TestNBitExhaustive(t *testing.T) {
	for a := 0; a < 256; a++ {
		for b := 0; b < 256; b++ {
			s := string([]byte{byte(a), byte(b)})
			digits := a >= '0' && a <= '9' && b >= '0' && b <= '9'
			n := (a-'0')*10 + b - '0'
			v4, err4 := ParseFourBit(s)
			if ok := digits && n <= 15; ok != (err4 == nil) || (ok && int(v4) != n) {
				t.Fatalf("ParseFourBit(%q) = %d, %v", s, v4, err4)
			}
			v6, err6 := ParseSixBit(s)
			if ok := digits && n <= 63; ok != (err6 == nil) || (ok && int(v6) != n) {
				t.Fatalf("ParseSixBit(%q) = %d, %v", s, v6, err6)
			}
		}
	}
}

func TestNBitErrorSaysWhere(t *testing.T) {
	_, err := ParseFourBit("1x")
	var e *Error
	if !errors.As(err, &e) || e.Pos != 1 || e.Error() != `four-bit: "1x" is not a four-bit decimal value (00 to 15): the second character U+0078 LATIN SMALL LETTER X 'x' is not an ASCII digit (at byte 1)` {
		t.Errorf("ParseFourBit(1x) error = %v", err)
	}
	_, err = ParseFourBit("\x1b1")
	if err == nil || containsByte(err.Error(), 0x1b) {
		t.Errorf("error must not carry a raw ESC: %q", err)
	}
}

func containsByte(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return true
		}
	}
	return false
}

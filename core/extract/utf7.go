package extract

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// decodeUTF7 decodes UTF-7 (RFC 2152): ASCII as it is, and between "+"
// and the first byte outside the modified base64 alphabet (a "-" there is
// absorbed) the base64 of UTF-16BE code units; "+-" is "+". Each decoded
// character takes the offset of the byte its encoding starts at.
func decodeUTF7(text string, offsets []int32) (string, []int32, string) {
	var sb strings.Builder
	out := make([]int32, 0, len(text))
	emit := func(r rune, at int32) {
		n := sb.Len()
		sb.WriteRune(r)
		for range sb.Len() - n {
			out = append(out, at)
		}
	}
	bad := false
	for i := 0; i < len(text); {
		c := text[i]
		if c != '+' {
			emit(rune(c), offsetOf(offsets, i))
			if c >= 0x80 {
				bad = true
			}
			i++
			continue
		}
		if i+1 < len(text) && text[i+1] == '-' {
			emit('+', offsetOf(offsets, i))
			i += 2
			continue
		}
		var ok bool
		if i, ok = utf7Run(text, offsets, i+1, emit); !ok {
			bad = true
		}
	}
	if bad {
		return sb.String(), out, "the part is not valid UTF-7: what is not was read as it stands or as U+FFFD, and a link there may be missed"
	}
	return sb.String(), out, ""
}

// utf7Run decodes the base64 run that starts at text[i]; it returns the
// offset after the run (and its "-"), and false when the run's bits do
// not make whole characters.
func utf7Run(text string, offsets []int32, i int, emit func(rune, int32)) (int, bool) {
	var acc uint32
	bits := 0
	var high rune // a high surrogate waiting for its pair
	start := offsetOf(offsets, i-1)
	ok := true
	for ; i < len(text); i++ {
		v := base64Value(text[i])
		if v < 0 {
			break
		}
		acc, bits = acc<<6|uint32(v), bits+6
		if bits < 16 {
			continue
		}
		bits -= 16
		unit := rune(acc >> bits & 0xffff)
		switch {
		case high != 0:
			r := utf16.DecodeRune(high, unit)
			if r == utf8.RuneError {
				ok = false
			}
			emit(r, start)
			high = 0
		case utf16.IsSurrogate(unit) && unit < 0xdc00:
			high = unit
			continue
		case utf16.IsSurrogate(unit):
			emit(utf8.RuneError, start)
			ok = false
		default:
			emit(unit, start)
		}
		start = offsetOf(offsets, i+1)
	}
	if high != 0 || bits >= 6 || acc&(1<<bits-1) != 0 {
		ok = false // RFC 2152: leftover bits are zero and fewer than six
	}
	if high != 0 {
		emit(utf8.RuneError, start)
	}
	if i < len(text) && text[i] == '-' {
		i++
	}
	return i, ok
}

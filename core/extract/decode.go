package extract

import "strings"

// decodeBody undoes a Content-Transfer-Encoding (RFC 2045 section 6). It
// returns the decoded text and, when it differs from body, the offset in
// body of each decoded byte.
func decodeBody(body, cte string) (string, []int32) {
	switch strings.ToLower(strings.TrimSpace(cte)) {
	case "quoted-printable":
		return decodeQP(body)
	case "base64":
		return decodeBase64(body)
	}
	return body, nil
}

// decodeQP decodes quoted-printable (RFC 2045 section 6.7): "=XX" is a
// byte, "=" at the end of a line is a soft line break that joins the
// lines, and white space before a line break is not part of the text. A
// malformed "=" is kept as written, as the RFC advises a decoder to.
func decodeQP(body string) (string, []int32) {
	out := make([]byte, 0, len(body))
	offsets := make([]int32, 0, len(body))
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '=' {
			out = append(out, c)
			offsets = append(offsets, int32(i))
			continue
		}
		if n := softBreak(body, i+1); n > 0 {
			i += n
			continue
		}
		if i+2 < len(body) && isHex(body[i+1]) && isHex(body[i+2]) {
			out = append(out, unhex(body[i+1])<<4|unhex(body[i+2]))
			offsets = append(offsets, int32(i))
			i += 2
			continue
		}
		out = append(out, c)
		offsets = append(offsets, int32(i))
	}
	return string(out), offsets
}

// softBreak returns the length of the line break (after optional
// transport padding) that follows a '=' ending a line, 0 when there is none.
func softBreak(s string, i int) int {
	j := i
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	switch {
	case strings.HasPrefix(s[j:], "\r\n"):
		return j - i + 2
	case strings.HasPrefix(s[j:], "\n"):
		return j - i + 1
	case j == len(s):
		return j - i
	}
	return 0
}

func isHex(c byte) bool {
	return ('0' <= c && c <= '9') || ('a' <= c|0x20 && c|0x20 <= 'f')
}

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

// decodeBase64 decodes a base64 body (RFC 2045 section 6.8): characters
// outside the alphabet (line breaks) are ignored, decoding stops at '='.
func decodeBase64(body string) (string, []int32) {
	out := make([]byte, 0, len(body)*3/4)
	offsets := make([]int32, 0, len(body)*3/4)
	var acc uint32
	var at [4]int32
	n := 0
	for i := 0; i < len(body); i++ {
		v := base64Value(body[i])
		if body[i] == '=' {
			break
		}
		if v < 0 {
			continue
		}
		acc = acc<<6 | uint32(v)
		at[n] = int32(i)
		n++
		if n == 4 {
			out = append(out, byte(acc>>16), byte(acc>>8), byte(acc))
			offsets = append(offsets, at[0], at[1], at[2])
			acc, n = 0, 0
		}
	}
	switch n { // a final partial quantum
	case 2:
		out = append(out, byte(acc>>4))
		offsets = append(offsets, at[0])
	case 3:
		out = append(out, byte(acc>>10), byte(acc>>2))
		offsets = append(offsets, at[0], at[1])
	}
	return string(out), offsets
}

func base64Value(c byte) int {
	switch {
	case 'A' <= c && c <= 'Z':
		return int(c - 'A')
	case 'a' <= c && c <= 'z':
		return int(c-'a') + 26
	case '0' <= c && c <= '9':
		return int(c-'0') + 52
	case c == '+':
		return 62
	case c == '/':
		return 63
	}
	return -1
}

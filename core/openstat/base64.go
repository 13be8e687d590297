package openstat

// base64Value is each byte's value in the URL-safe base64 alphabet, 0xff
// for a byte outside it. It is read-only after package initialisation.
var base64Value = func() (t [256]byte) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	for i := range t {
		t[i] = 0xff
	}
	for i := range len(alphabet) {
		t[alphabet[i]] = byte(i)
	}
	return t
}()

// decodeBase64URL decodes unpadded URL-safe base64 as
// base64.RawURLEncoding does (trailing bits need not be zero), reading
// the string in place: no copy of it into a byte slice. ok is false for
// anything that is not such base64 (empty, a byte outside the alphabet,
// a length of 4n+1), which the caller reads otherwise: most markers are
// base64 as written, and a percent marker fails at its first ';'.
func decodeBase64URL(s string) (text string, ok bool) {
	if s == "" || len(s)%4 == 1 {
		return "", false
	}
	var stack [192]byte
	buf := stack[:]
	if n := (len(s) + 3) / 4 * 3; n > len(buf) {
		buf = make([]byte, n)
	}
	n := 0
	for ; len(s) >= 4; s = s[4:] {
		a, b, c, d := base64Value[s[0]], base64Value[s[1]], base64Value[s[2]], base64Value[s[3]]
		if (a|b|c|d)&0xc0 != 0 { // 0xff: a byte outside the alphabet
			return "", false
		}
		out := buf[n : n+3]
		out[0], out[1], out[2] = a<<2|b>>4, b<<4|c>>2, c<<6|d
		n += 3
	}
	// The last 3 or 2 characters hold 2 bytes or 1.
	if len(s) > 0 {
		a, b, c := base64Value[s[0]], base64Value[s[1]], byte(0)
		if len(s) == 3 {
			c = base64Value[s[2]]
		}
		if (a|b|c)&0xc0 != 0 {
			return "", false
		}
		buf[n] = a<<2 | b>>4
		n++
		if len(s) == 3 {
			buf[n] = b<<4 | c>>2
			n++
		}
	}
	return string(buf[:n]), true
}

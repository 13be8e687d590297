package decode

import "encoding/base64"

// b64Alphabet classifies a string's characters for base64.
type b64Alphabet uint8

const (
	b64None b64Alphabet = iota
	b64Std              // has + or /
	b64URL              // has - or _
	b64Both             // letters and digits only: either
)

// base64Shape reports whether s is base64 text (either alphabet, padding
// optional) and which alphabet it uses; b64None when it is not, or mixes
// the two alphabets.
func base64Shape(s string) b64Alphabet {
	a, _ := base64Scan(s)
	return a
}

// b64 character classes, one table lookup a byte.
const (
	cAlnum = 1 << iota
	cUpper
	cLower
	cStd // + /
	cURL // - _
)

var b64Class = func() (t [256]uint8) {
	for c := '0'; c <= '9'; c++ {
		t[c] = cAlnum
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = cAlnum | cUpper
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = cAlnum | cLower
	}
	t['+'], t['/'] = cStd, cStd
	t['-'], t['_'] = cURL, cURL
	return t
}()

// base64Scan is base64Shape with whether s mixes upper- and lower-case
// letters (base64 of anything but a few bytes does; words and slugs do
// not), in one pass.
func base64Scan(s string) (b64Alphabet, bool) {
	n := len(s)
	for n > 0 && s[n-1] == '=' {
		n--
	}
	if n == 0 || len(s)-n > 2 || n%4 == 1 {
		return b64None, false
	}
	var seen uint8
	for i := 0; i < n; i++ {
		c := b64Class[s[i]]
		if c == 0 {
			return b64None, false
		}
		seen |= c
	}
	mixed := seen&cUpper != 0 && seen&cLower != 0
	switch {
	case seen&cStd != 0 && seen&cURL != 0:
		return b64None, false
	case seen&cStd != 0:
		return b64Std, mixed
	case seen&cURL != 0:
		return b64URL, mixed
	}
	return b64Both, mixed
}

// decodeBase64 decodes base64 or base64url text, padded or not; ok is
// false when s is not base64.
func decodeBase64(s string) ([]byte, bool) {
	return decodeBase64As(s, base64Shape(s))
}

// decodeBase64As decodes s, whose shape is a.
func decodeBase64As(s string, a b64Alphabet) ([]byte, bool) {
	if a == b64None {
		return nil, false
	}
	n := len(s)
	for n > 0 && s[n-1] == '=' {
		n--
	}
	enc := base64.RawURLEncoding
	if a == b64Std {
		enc = base64.RawStdEncoding
	}
	b, err := enc.DecodeString(s[:n])
	if err != nil {
		return nil, false
	}
	return b, true
}

// stepName is the chain step for decoding s.
func stepName(s string) string { return alphabetStep(base64Shape(s)) }

func alphabetStep(a b64Alphabet) string {
	if a == b64Std {
		return "base64"
	}
	return "base64url"
}

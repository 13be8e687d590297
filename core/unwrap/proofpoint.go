package unwrap

import (
	"encoding/base64"
	"html"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/formvalue"
)

// Proofpoint URL Defense, as Proofpoint's published decoder reads it
// (urldecoder.py by Eric Van Cleve, Proofpoint; v3.0.1 and the later
// revision with the single-slash repair):
//
//	v1: u=(.+?)&k=      percent-decode, then HTML-unescape
//	v2: u=(.+?)&[dc]=   '-' to '%' and '_' to '/', percent-decode, HTML-unescape
//	v3: v3/__(.+?)__;(.*?)!   repair "scheme:/x" to "scheme://x", percent-decode,
//	    then replace each "*" by the next byte of the base64url-decoded
//	    replacement string and each "**X" by the next run of 2 + index(X)
//	    bytes, X in A-Z a-z 0-9 - _ (A = 2 … _ = 65).
//
// The runs count UTF-8 bytes, not characters: Proofpoint writes 你好 (six
// bytes) as **E, and é (two) as **A; a run of 65 bytes may end inside a
// character that the next token finishes. The Python decoder of v3.0.1
// indexes the decoded str, which gives the same result for ASCII only; the
// byte count is what the links themselves show (cardi/proofpoint-url-decoder
// decode.py and its TestSequenceUTF8 cases, from real links).
//
// Where the Python decoder would raise (a bad run letter, too few
// replacement bytes) the layer is not decoded and the reason is given. A
// v1 or v2 link cut before its &k= or &d= is read to the u value's end:
// the encoding never leaves a '&' in it, so the target is plain.

// decodeProofpointV12 reads the u parameter of a v1 or v2 link.
func decodeProofpointV12(rest string, v2 bool) (string, string) {
	query := queryOf(rest)
	start := -1
	if strings.HasPrefix(query, "u=") {
		start = 2
	} else if i := strings.Index(query, "&u="); i >= 0 {
		start = i + 3
	}
	if start < 0 {
		return "", "no u parameter"
	}
	value := query[start:]
	end := endOfV12(value, v2)
	if end < 0 {
		// A link cut before &d= (or &k=): the value runs to the next '&',
		// which the encoding never leaves in it.
		end = len(value)
		if i := strings.IndexByte(value, '&'); i >= 0 {
			end = i
		}
	}
	value = value[:end]
	if v2 {
		value = strings.NewReplacer("-", "%", "_", "/").Replace(value)
	}
	target := html.UnescapeString(formvalue.PercentDecode(value))
	if reason := targetProblem(target); reason != "" {
		return "", "the decoded u parameter " + reason
	}
	return target, ""
}

// endOfV12 is where the non-greedy u=(.+?) stops: the first "&k=" (v1),
// or the first "&d=" or "&c=" (v2), after at least one character.
func endOfV12(value string, v2 bool) int {
	for i := 1; i+3 <= len(value); i++ {
		if value[i] != '&' || value[i+2] != '=' {
			continue
		}
		c := value[i+1]
		if (!v2 && c == 'k') || (v2 && (c == 'd' || c == 'c')) {
			return i
		}
	}
	return -1
}

// decodeProofpointV3 decodes what follows "/v3/__".
func decodeProofpointV3(rest string) (string, string) {
	end := strings.Index(rest[min(1, len(rest)):], "__;")
	if end < 0 {
		return "", "no __; after the embedded URL"
	}
	end++
	embedded := rest[:end]
	enc := rest[end+3:]
	bang := strings.IndexByte(enc, '!')
	if bang < 0 {
		return "", "no ! after the replacement string"
	}
	enc = enc[:bang]
	embedded = formvalue.PercentDecode(repairSingleSlash(embedded))
	chars, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(enc, "="))
	if err != nil {
		return "", "the replacement string is not base64url: " + err.Error()
	}
	target, why := substituteTokens(embedded, chars)
	if why != "" {
		return "", why
	}
	if reason := targetProblem(target); reason != "" {
		return "", "the decoded URL " + reason
	}
	return target, ""
}

// repairSingleSlash turns "https:/host" into "https://host", as the
// decoder's v3_single_slash pattern ^([a-z0-9+.-]+:/)([^/].+) does.
func repairSingleSlash(s string) string {
	i := 0
	for i < len(s) && isSchemeChar(s[i]) {
		i++
	}
	if i == 0 || i+3 > len(s) || s[i] != ':' || s[i+1] != '/' || s[i+2] == '/' || s[i+2] == '\n' {
		return s
	}
	if i+4 > len(s) { // ([^/].+) needs two characters after the slash
		return s
	}
	return s[:i+2] + "/" + s[i+2:]
}

func isSchemeChar(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '+' || c == '.' || c == '-'
}

// runAlphabet gives run lengths: the letter at index i means 2 + i
// characters.
const runAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// substituteTokens replaces the "*" and "**X" tokens of text with bytes
// of chars, consumed with one cursor; the result is checked as UTF-8 by the
// caller, once whole.
func substituteTokens(text string, chars []byte) (string, string) {
	var b strings.Builder
	b.Grow(len(text) + len(chars))
	for i := 0; i < len(text); {
		star := strings.IndexByte(text[i:], '*')
		if star < 0 {
			b.WriteString(text[i:])
			break
		}
		b.WriteString(text[i : i+star])
		i += star
		at, n := i, 1
		if i+2 < len(text) && text[i+1] == '*' && text[i+2] != '\n' {
			r, size := utf8.DecodeRuneInString(text[i+2:])
			k := strings.IndexRune(runAlphabet, r)
			if k < 0 {
				return "", "run token **" + string(r) + " at byte " + itoa(i) + " has no length (want A-Z a-z 0-9 - _)"
			}
			n = 2 + k
			i += 2 + size
		} else {
			i++
		}
		if n > len(chars) {
			return "", "the replacement string ends before the token at byte " + itoa(at)
		}
		b.Write(chars[:n])
		chars = chars[n:]
	}
	return b.String(), ""
}

func itoa(n int) string { return strconv.Itoa(n) }

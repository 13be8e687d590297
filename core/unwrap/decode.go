package unwrap

import (
	"encoding/base64"
	"github.com/linkscope/linkscope/core/formvalue"
	"strconv"
	"strings"
	"unicode/utf8"
)

// decodeLayer applies w's rule (rest is what follows the
// matched path prefix, or the query and fragment after an exact path). It
// returns the target, or the reason the wrapper holds none.
func decodeLayer(w *Wrapper, rest string) (string, string) {
	switch w.Rule {
	case RuleParam, RuleParamFold, RuleShareASale:
		return decodeParam(w, rest)
	case RuleBingA1:
		return decodeBing(w, rest)
	case RuleDisqus:
		return decodeDisqus(w, rest)
	case RuleAMP:
		return decodeAMP(rest)
	case RuleProofpointV1:
		return decodeProofpointV12(rest, false)
	case RuleProofpointV2:
		return decodeProofpointV12(rest, true)
	case RuleProofpointV3:
		return decodeProofpointV3(rest)
	}
	return "", "no decoding rule"
}

// queryOf is the text between the first '?' and the first '#' of rest.
func queryOf(rest string) string {
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		rest = rest[:i]
	}
	i := strings.IndexByte(rest, '?')
	if i < 0 {
		return ""
	}
	return rest[i+1:]
}

// param returns the raw value of the first pair whose key is key, the
// query split on '&' and each pair on its first '='.
func param(query, key string, fold bool) (string, bool) {
	for query != "" {
		pair := query
		if i := strings.IndexByte(query, '&'); i >= 0 {
			pair, query = query[:i], query[i+1:]
		} else {
			query = ""
		}
		k, v, _ := strings.Cut(pair, "=")
		if k == key || (fold && strings.EqualFold(k, key)) {
			return v, true
		}
	}
	return "", false
}

// decodeParam reads the first of the row's keys that holds an absolute
// http(s) URL, percent-decoded once ('+' stays '+', as decodeURIComponent
// and Python's unquote leave it; an invalid escape stays as written).
func decodeParam(w *Wrapper, rest string) (string, string) {
	query := queryOf(rest)
	fold := w.Rule != RuleParam
	why := "no " + keyList(w.Keys) + " parameter"
	for _, key := range w.Keys {
		raw, ok := param(query, key, fold)
		if !ok {
			continue
		}
		target := percentDecode(raw)
		if w.Rule == RuleShareASale && !strings.Contains(target, "://") && target != "" {
			target = "http://" + target
		}
		reason := checkTarget(target)
		if reason == "" {
			return target, ""
		}
		why = "the " + key + " parameter " + reason
	}
	return "", why
}

func keyList(keys []string) string {
	return strings.Join(keys, " or ")
}

// decodeBing reads Bing's u=a1<base64url> form.
func decodeBing(w *Wrapper, rest string) (string, string) {
	raw, ok := param(queryOf(rest), w.Keys[0], false)
	if !ok {
		return "", "no " + w.Keys[0] + " parameter"
	}
	if !strings.HasPrefix(raw, "a1") {
		return "", "the " + w.Keys[0] + " parameter does not start with a1 (base64url of the target)"
	}
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(raw[2:], "="))
	if err != nil {
		return "", "the " + w.Keys[0] + " parameter is not base64url: " + err.Error()
	}
	target := string(b)
	if reason := checkTarget(target); reason != "" {
		return "", "the decoded " + w.Keys[0] + " parameter " + reason
	}
	return target, ""
}

// decodeDisqus reads disq.us/url?url=<target>%3A<hash>: the target ends
// at the value's last %3A, as ClearURLs reads it.
func decodeDisqus(w *Wrapper, rest string) (string, string) {
	raw, ok := param(queryOf(rest), w.Keys[0], false)
	if !ok {
		return "", "no " + w.Keys[0] + " parameter"
	}
	cut := lastIndexFold(raw, "%3a")
	if cut <= strings.Index(strings.ToLower(raw), "%3a") {
		return "", "the " + w.Keys[0] + " parameter has no %3A before Disqus's hash"
	}
	target := percentDecode(raw[:cut])
	if reason := checkTarget(target); reason != "" {
		return "", "the " + w.Keys[0] + " parameter " + reason
	}
	return target, ""
}

func lastIndexFold(s, sub string) int {
	for i := len(s) - len(sub); i >= 0; i-- {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// decodeAMP rebuilds the origin URL of an AMP viewer or cache path:
// "s/host/path" is https://host/path, "host/path" http://host/path; the
// path is not decoded (it is the origin's path as written).
func decodeAMP(rest string) (string, string) {
	scheme := "http://"
	if strings.HasPrefix(rest, "s/") {
		scheme, rest = "https://", rest[2:]
	}
	if rest == "" || rest[0] == '/' || rest[0] == '?' || rest[0] == '#' {
		return "", "no origin host after the AMP prefix"
	}
	target := scheme + rest
	if reason := checkTarget(target); reason != "" {
		return "", "the origin URL " + reason
	}
	return target, ""
}

// percentDecode decodes each valid %XX escape once; everything else,
// '+' and invalid escapes included, stays as written.
func percentDecode(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && formvalue.IsHex(s[i+1]) && formvalue.IsHex(s[i+2]) {
			c = formvalue.Unhex(s[i+1])<<4 | formvalue.Unhex(s[i+2])
			i += 2
		}
		b = append(b, c)
	}
	return string(b)
}

// checkTarget says why a decoded target is not a link to follow, or "":
// it must be valid UTF-8 without control characters, and an absolute
// http or https URL with a host (a wrapper that points elsewhere — a
// javascript: or file: URL, a relative path — is not unwrapped).
func checkTarget(s string) string {
	switch {
	case s == "":
		return "is empty"
	case !utf8.ValidString(s):
		return "is not valid UTF-8 at byte " + strconv.Itoa(invalidAt(s))
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7f {
			return "holds a control character at byte " + strconv.Itoa(i)
		}
	}
	rest, ok := "", false
	switch {
	case hasPrefixFold(s, "https://"):
		rest, ok = s[8:], true
	case hasPrefixFold(s, "http://"):
		rest, ok = s[7:], true
	}
	if !ok {
		if i := strings.IndexByte(s, ':'); i > 0 && i < 32 && !strings.ContainsAny(s[:i], "/?#") {
			return "is a " + s[:i] + ": URL, not http(s)"
		}
		return "is not an absolute http(s) URL"
	}
	if rest == "" || strings.IndexByte("/?#", rest[0]) >= 0 {
		return "has no host"
	}
	return ""
}

func invalidAt(s string) int {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return i
			}
		}
	}
	return 0
}

package unwrap

import (
	"encoding/base64"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/internal/asciifold"
)

// decodeLayer applies w's rule to a link whose path matched pattern: full
// is the link's path, query and fragment, rest what follows the pattern's
// prefix (or the query and fragment after an exact path). It returns the
// target and how it was decoded; or why the wrapper holds none; or neither,
// when the row does not apply to this link (a row matching any path whose
// keys are absent).
func decodeLayer(w *Wrapper, pattern, full, rest string) (target, how, why string) {
	switch w.Rule {
	case RuleParam, RuleParamFold, RuleParamSemi, RuleShareASale:
		return decodeParam(w, rest, isExactPath(pattern))
	case RulePath:
		return decodePath(w, rest)
	case RuleQuery:
		return decodeQuery(rest)
	case RuleDelimited:
		return decodeDelimited(w, rest)
	case RuleParens:
		return decodeParens(w, rest)
	case RuleGeneric:
		if f, ok := genericTarget(w, full); ok {
			return f.url, f.how, ""
		}
		return "", "", ""
	}
	target, why = decodeFixed(w, rest)
	return target, howURL, why
}

// decodeFixed applies the rules of one wrapper each.
func decodeFixed(w *Wrapper, rest string) (string, string) {
	switch w.Rule {
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

func isExactPath(pattern string) bool {
	return pattern != "*" && !strings.HasSuffix(pattern, "*")
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

// paramIn is param, the pairs also split on ';' when semi is set.
func paramIn(query, key string, fold, semi bool) (string, bool) {
	if !semi {
		return param(query, key, fold)
	}
	for query != "" {
		pair := query
		if i := strings.IndexAny(query, "&;"); i >= 0 {
			pair, query = query[:i], query[i+1:]
		} else {
			query = ""
		}
		if k, v, _ := strings.Cut(pair, "="); k == key {
			return v, true
		}
	}
	return "", false
}

// decodeParam reads the first of the row's keys that holds a target; a
// key written "+name" is one the wrapper's links always carry (FortiMail's
// fewReq), without which the row does not apply
// (decodeValue: percent-decoded once, '+' staying '+' as decodeURIComponent
// and Python's unquote leave it, an invalid escape as written; more rounds,
// base64 or JSON only when one decoding gives no URL). On a row matching
// any path, absent keys mean the row does not apply.
func decodeParam(w *Wrapper, rest string, exact bool) (string, string, string) {
	query := queryOf(rest)
	fold := w.Rule == RuleParamFold || w.Rule == RuleShareASale
	why := ""
	for _, key := range w.Keys {
		if required, ok := strings.CutPrefix(key, "+"); ok {
			if _, present := param(query, required, fold); !present {
				return "", "", "" // not this wrapper's link
			}
		}
	}
	for _, key := range w.Keys {
		if strings.HasPrefix(key, "+") {
			continue
		}
		raw, ok := paramIn(query, key, fold, w.Rule == RuleParamSemi)
		if !ok || (raw == "" && !exact) {
			continue
		}
		if w.Rule == RuleShareASale {
			if t, ok := schemelessTarget(raw, "http:"); ok {
				return t, howURL, ""
			}
		}
		target, how, reason := decodeValue(raw)
		if target != "" {
			return target, how, ""
		}
		if why == "" {
			why = "the " + key + " parameter " + reason
		}
	}
	if why == "" && exact {
		why = "no " + keyList(targetKeysOf(w.Keys)) + " parameter"
	}
	return "", "", why
}

// schemelessTarget is raw percent-decoded once with scheme+"//" put before
// it, when it has no scheme of its own but starts with a host name (the
// affiliate or sender dropped the scheme): ShareASale's urllink, Postmark's
// path.
func schemelessTarget(raw, scheme string) (string, bool) {
	v := formvalue.PercentDecode(raw)
	if strings.Contains(v, "://") || isEncodedHTTP(v) || !looksLikeHost(v) {
		return "", false
	}
	v = scheme + "//" + v
	return v, isTarget(v)
}

// decodePath reads the target from the path: keys[0] is the number of
// segments after the row's prefix that come before it, or the text that
// starts its segment ("destination:", "RU="). A target written out with
// its slashes is the rest of the link as written; one whose ':' alone is
// encoded ("https%3A//…") that rest decoded; else the one segment, decoded
// (decodeValue). The keys after the first are pathFlags.
func decodePath(w *Wrapper, rest string) (string, string, string) {
	s, ok, why := pathStart(rest, w.Keys[0])
	if !ok {
		return "", "", why
	}
	f := pathFlagsOf(w.Keys[1:])
	if _, literal := afterHTTPScheme(s); literal {
		if f.segment {
			return "", "", "the URL in the path is written out, not as the one encoded segment this wrapper writes"
		}
		return checked(s, "the URL in the path")
	}
	seg := s
	if i := strings.IndexAny(seg, "?#"); i >= 0 {
		seg = seg[:i]
	}
	if asciifold.HasPrefix(seg, "http%3a//") || asciifold.HasPrefix(seg, "https%3a//") {
		return checked(formvalue.PercentDecode(seg), "the URL in the path")
	}
	if i := strings.IndexByte(seg, '/'); i >= 0 {
		if f.last && seg[i+1:] != "" {
			return "", "", "the path goes on after the target's segment"
		}
		seg = seg[:i]
	}
	target, how, reason := decodeValue(seg)
	if target != "" {
		return target, how, ""
	}
	if f.scheme != "" {
		if t, ok := schemelessTarget(seg, f.scheme); ok && !f.rest {
			return t, howURL, ""
		}
		if f.rest && looksLikeHost(s) {
			return checked(f.scheme+"//"+s, "the URL in the path")
		}
	}
	return "", "", "the path segment " + reason
}

// pathFlags are the options of a path row, its keys after the first.
type pathFlags struct {
	scheme  string // "http:" or "https:": what a target written without a scheme gets
	rest    bool   // such a target runs to the end of the link (Facebook's /l/<token>/host/path?query)
	segment bool   // the target is always one encoded segment, never written out (Amazon SES)
	last    bool   // the target's segment ends the path (Cisco)
}

func pathFlagsOf(keys []string) pathFlags {
	var f pathFlags
	for _, k := range keys {
		switch k {
		case "http:", "https:":
			f.scheme = k
		case "rest":
			f.rest = true
		case "segment":
			f.segment = true
		case "last":
			f.last = true
		}
	}
	return f
}

// isPathFlag reports whether k is a pathFlags key.
func isPathFlag(k string) bool {
	switch k {
	case "http:", "https:", "rest", "segment", "last":
		return true
	}
	return false
}

// looksLikeHost reports whether s begins with a host name with a dot
// ("example.com/…"): a target whose scheme was dropped.
func looksLikeHost(s string) bool {
	dot := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '/' || c == '?' || c == '#':
			return dot && i > 0 && s[i-1] != '.'
		case c == '.':
			dot = dot || i > 0
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', c == '-':
		default:
			return false
		}
	}
	return dot && s[len(s)-1] != '.'
}

// checked returns t as a target, or why it is none.
func checked(t, what string) (string, string, string) {
	if reason := targetProblem(t); reason != "" {
		return "", "", what + " " + reason
	}
	return t, howURL, ""
}

// pathStart finds where the target starts in rest: after skip segments
// (a number), or after the text marker at the start of a segment or of a
// ';' parameter. A marker that is absent means the row does not apply (why
// is "").
func pathStart(rest, key string) (s string, ok bool, why string) {
	if n, err := strconv.Atoi(key); err == nil {
		s = rest
		for range n {
			i := strings.IndexByte(s, '/')
			q := strings.IndexAny(s, "?#")
			if i < 0 || (q >= 0 && q < i) {
				return "", false, "no path segment " + strconv.Itoa(n+1) + " after the prefix"
			}
			s = s[i+1:]
		}
		if s == "" || s[0] == '?' || s[0] == '#' {
			return "", false, "no path segment " + strconv.Itoa(n+1) + " after the prefix"
		}
		return s, true, ""
	}
	path := rest
	if i := strings.IndexAny(path, "?#"); i >= 0 {
		path = path[:i]
	}
	for i := 0; i+len(key) <= len(path); i++ {
		if (i == 0 || path[i-1] == '/' || path[i-1] == ';') && strings.HasPrefix(path[i:], key) {
			return rest[i+len(key):], true, ""
		}
	}
	return "", false, ""
}

// decodeQuery reads the whole query as the target: written out, it is the
// rest of the link (its fragment included); else it is decoded
// (decodeValue).
func decodeQuery(rest string) (string, string, string) {
	i := strings.IndexByte(rest, '?')
	if h := strings.IndexByte(rest, '#'); i < 0 || (h >= 0 && h < i) {
		return "", "", "no query"
	}
	q := rest[i+1:]
	if _, literal := afterHTTPScheme(q); literal {
		if reason := targetProblem(q); reason != "" {
			return "", "", "the query " + reason
		}
		return q, howURL, ""
	}
	if h := strings.IndexByte(q, '#'); h >= 0 {
		q = q[:h]
	}
	target, how, reason := decodeValue(q)
	if target == "" {
		return "", "", "the query " + reason
	}
	return target, how, ""
}

// decodeDelimited reads the text between keys[0] and the first keys[1]
// after it, as Check Point writes it (url.avanan.click/v2/___<url>___.<sig>):
// *XX is the byte XX, and "https:/host" means "https://host".
func decodeDelimited(w *Wrapper, rest string) (string, string, string) {
	open, end := w.Keys[0], w.Keys[1]
	i := strings.Index(rest, open)
	if i < 0 {
		return "", "", "no " + open + " before the URL"
	}
	body := rest[i+len(open):]
	j := strings.Index(body, end)
	if j < 0 {
		return "", "", "no " + end + " after the URL"
	}
	target := repairSingleSlash(formvalue.DecodeEscapes(body[:j], '*'))
	if reason := targetProblem(target); reason != "" {
		return "", "", "the URL " + reason
	}
	return target, howURL, ""
}

// decodeParens reads key(target) from the query, the target running to
// the query's last ')': clk.tradedoubler.com/click?p(1)a(2)url(https://…).
func decodeParens(w *Wrapper, rest string) (string, string, string) {
	q := queryOf(rest)
	i := strings.Index(q, w.Keys[0]+"(")
	if i < 0 {
		return "", "", ""
	}
	body := q[i+len(w.Keys[0])+1:]
	j := strings.LastIndexByte(body, ')')
	if j < 0 {
		return "", "", "no ) after " + w.Keys[0] + "("
	}
	raw := body[:j]
	if _, literal := afterHTTPScheme(raw); literal {
		if reason := targetProblem(raw); reason != "" {
			return "", "", "the " + w.Keys[0] + " " + reason
		}
		return raw, howURL, ""
	}
	target, how, reason := decodeValue(raw)
	if target == "" {
		return "", "", "the " + w.Keys[0] + " " + reason
	}
	return target, how, ""
}

// targetKeysOf drops the "+name" keys that are only required.
func targetKeysOf(keys []string) []string {
	var out []string
	for _, k := range keys {
		if !strings.HasPrefix(k, "+") {
			out = append(out, k)
		}
	}
	return out
}

func keyList(keys []string) string {
	return strings.Join(keys, " or ")
}

// decodeBing reads Bing's u=a1<base64url> form: "a" and a version digit,
// then base64url of the target.
func decodeBing(w *Wrapper, rest string) (string, string) {
	raw, ok := param(queryOf(rest), w.Keys[0], false)
	if !ok {
		return "", "no " + w.Keys[0] + " parameter"
	}
	if len(raw) < 2 || raw[0] != 'a' || raw[1] < '0' || raw[1] > '9' {
		return "", "the " + w.Keys[0] + " parameter does not start with a1 (a version, then base64url of the target)"
	}
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(raw[2:], "="))
	if err != nil {
		return "", "the " + w.Keys[0] + " parameter is not base64url: " + err.Error()
	}
	target := string(b)
	if reason := targetProblem(target); reason != "" {
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
	target := formvalue.PercentDecode(raw[:cut])
	if reason := targetProblem(target); reason != "" {
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
	if reason := targetProblem(target); reason != "" {
		return "", "the origin URL " + reason
	}
	return target, ""
}

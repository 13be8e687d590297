package decode

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// Bounds on a JSON document read.
const (
	maxJSONDepth   = 16
	maxJSONMembers = 256
)

// jwtTimes are the JWT claims that are NumericDates (RFC 7519 section 4.1,
// and auth_time of OpenID Connect Core 1.0 section 2).
var jwtTimes = map[string]string{
	"iat":       "issued at (iat)",
	"exp":       "expires (exp)",
	"nbf":       "not before (nbf)",
	"auth_time": "authenticated at (auth_time)",
}

// json reads a JSON document in order: each scalar member is a fact
// labelled with its path, a string member is read further, and a number
// that a JWT claim names as a time, or with an epoch's digits, is a time.
// It reports false (and emits nothing) for text that is not JSON.
func (r *run) json(l loc, b []byte, depth int) bool {
	return r.jsonDoc(l, b, depth, "JSON", false)
}

func (r *run) jsonDoc(l loc, b []byte, depth int, what string, claims bool) bool {
	if !json.Valid(b) {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	w := jsonWalk{r: r, l: l, dec: dec, depth: depth, what: what, claims: claims}
	w.value("", 0)
	return true
}

type jsonWalk struct {
	r       *run
	l       loc
	dec     *json.Decoder
	depth   int
	what    string
	claims  bool // a JWT payload: its registered time claims are times
	members int
}

// value reads one value at path; nesting is the JSON depth.
func (w *jsonWalk) value(path string, nesting int) bool {
	tok, err := w.dec.Token()
	if err != nil || nesting > maxJSONDepth || w.members > maxJSONMembers {
		return false
	}
	switch t := tok.(type) {
	case json.Delim:
		if t == '{' {
			for w.dec.More() {
				k, err := w.dec.Token()
				key, ok := k.(string)
				if err != nil || !ok || !w.value(joinPath(path, key), nesting+1) {
					return false
				}
			}
		} else {
			for i := 0; w.dec.More(); i++ {
				if !w.value(path+"["+strconv.Itoa(i)+"]", nesting+1) {
					return false
				}
			}
		}
		_, err := w.dec.Token() // the closing delimiter
		return err == nil
	case string:
		w.members++
		w.scalar(path, t, true)
	case json.Number:
		w.members++
		w.number(path, string(t))
	case bool:
		w.members++
		w.scalar(path, strconv.FormatBool(t), false)
	case nil:
		w.members++
		w.scalar(path, "null", false)
	}
	return true
}

func joinPath(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func (w *jsonWalk) label(path string) string {
	if path == "" {
		return w.what
	}
	return w.what + " " + path
}

func (w *jsonWalk) step(path string) loc {
	if path == "" {
		return w.l.then("json")
	}
	return w.l.then("json " + path)
}

func (w *jsonWalk) scalar(path, v string, str bool) {
	l := w.step(path)
	w.r.emit(l, KindDecoded, w.label(path), v, "json", High)
	if str && v != "" {
		w.r.expand(l, v, w.depth+1, false)
	}
}

// number emits a number, and a time when it is one: a registered JWT
// time claim (seconds, a fraction allowed), or a count with an epoch's
// digits in the guessing window.
func (w *jsonWalk) number(path, v string) {
	l := w.step(path)
	w.r.emit(l, KindDecoded, w.label(path), v, "json", High)
	// A registered claim is a member of the claims set itself (RFC 7519
	// section 4.1): a nested "exp" (a card's expiry) is another thing.
	if label, ok := jwtTimes[path]; ok && w.claims {
		if in, p, ok := decimalTime(v); ok {
			w.r.emitTime(l, "JWT "+label, "jwt", High, in, p)
		}
		return
	}
	if e, ok := epochByDigits(v); ok {
		if n, ok := parseDigits(v); ok {
			w.r.guess(l, e, n)
		}
	}
}

// isJWT reports whether v has a JWS compact serialization's shape: three
// base64url parts, the first a JSON object ("eyJ" is `{"`).
func isJWT(v string) bool {
	return strings.HasPrefix(v, "eyJ") && strings.Count(v, ".") == 2
}

// jwt reads a JWT (RFC 7519) in its compact form: the header and the
// claims as JSON, the registered time claims as times; the signature is
// not checked (no key), only shown.
func (r *run) jwt(l loc, v string, depth int) bool {
	parts := strings.SplitN(v, ".", 3)
	header, ok1 := decodeBase64(parts[0])
	payload, ok2 := decodeBase64(parts[1])
	if !ok1 || !ok2 || !json.Valid(header) || !r.spend(len(header)+len(payload)) {
		return false
	}
	jl := l.then("jwt")
	r.jsonDoc(jl.then("header").then("base64url"), header, depth+1, "JWT header", false)
	if json.Valid(payload) {
		r.jsonDoc(jl.then("payload").then("base64url"), payload, depth+1, "JWT claim", true)
	} else {
		r.bytesOf(jl.then("payload").then("base64url"), payload, depth+1, false, "")
	}
	if parts[2] != "" {
		r.emit(jl.then("signature"), KindDecoded, "JWT signature (not verified)", parts[2], "jwt", High)
	}
	return true
}

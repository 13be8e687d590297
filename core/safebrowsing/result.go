package safebrowsing

import (
	"slices"

	"github.com/linkscope/linkscope/core/jsonw"
)

// Result is what a Safe Browsing client computes for one URL: the
// canonical URL, its expressions and their SHA-256 hashes (Hashes[i] is
// the hash of Expressions[i]).
type Result struct {
	Canonical   Canonical
	Rule        HostRule // the host rule the expressions were made with
	Expressions []string // at most MaxExpressions, substrings of Canonical.URL
	Hashes      []Hash
}

// Clone returns a copy of r that shares nothing with it: what to keep of
// a Result that a Hasher will overwrite. Its strings are copies too, so a
// kept Result does not hold on to the slab a Hasher cut its URL from.
func (r *Result) Clone() *Result {
	c := *r
	c.Canonical = r.Canonical.clone()
	c.Expressions = make([]string, len(r.Expressions))
	for i, e := range r.Expressions {
		c.Expressions[i] = c.Canonical.substring(e)
	}
	c.Hashes = append([]Hash(nil), r.Hashes...)
	return &c
}

// Lookup canonicalizes raw and computes its expressions and hashes. For
// many URLs, a Hasher does the same work without allocating per call.
func Lookup(raw string, rule HostRule) (*Result, error) {
	c, err := Canonicalize(raw)
	if err != nil {
		return nil, err
	}
	r := &Result{Canonical: c, Rule: rule, Expressions: Expressions(c, rule)}
	r.Hashes = make([]Hash, len(r.Expressions))
	for i, e := range r.Expressions {
		r.Hashes[i] = Sum(e)
	}
	return r, nil
}

// AppendJSON appends the contract's "safebrowsing" object:
// {"canonical", "expressions": [{"expression", "sha256", "prefix"}], "host_rule"}
// where sha256 is the full hash and prefix the 4-byte prefix, in hex.
func (r *Result) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = r.AppendJSONFields(dst)
	return append(dst, '}')
}

// AppendJSONFields appends the object's members without the braces, for a
// caller that puts other members (such as "input") in the same object.
func (r *Result) AppendJSONFields(dst []byte) []byte {
	dst = append(dst, `"canonical":`...)
	at := len(dst)
	dst = jsonw.AppendString(dst, r.Canonical.URL)
	// Every JSON escape is longer than what it escapes, so a URL written
	// in its own length plus the quotes was written as itself, and so is
	// each expression, a substring of it cut at a '.' or '/'.
	plain := len(dst)-at == len(r.Canonical.URL)+2
	dst = append(dst, `,"expressions":[`...)
	for i, e := range r.Expressions {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"expression":`...)
		if plain {
			dst = jsonw.AppendPlain(dst, e)
		} else {
			dst = jsonw.AppendString(dst, e)
		}
		dst = appendHashMembers(dst, &r.Hashes[i])
	}
	dst = append(dst, `],"host_rule":"`...)
	dst = append(dst, r.Rule.String()...)
	return append(dst, '"')
}

// The members that follow an expression: its full hash and its 4-byte
// prefix, in hex, and the end of its object.
const (
	hashHead    = `,"sha256":"`
	hashMid     = `","prefix":"`
	hashTail    = `"}`
	hashMembers = len(hashHead) + 2*Prefix32 + len(hashMid) + 2*Prefix4 + len(hashTail)
)

// appendHashMembers appends the members of h in one piece: they have a
// fixed length, and the prefix is the full hash's first digits, not
// encoded twice.
func appendHashMembers(dst []byte, h *Hash) []byte {
	at := len(dst)
	dst = slices.Grow(dst, hashMembers)[:at+hashMembers]
	out := (*[hashMembers]byte)(dst[at:])
	copy(out[:], hashHead)
	full := (*[2 * Prefix32]byte)(out[len(hashHead):])
	h.putHex(full, Prefix32)
	rest := out[len(hashHead)+len(full):]
	n := copy(rest, hashMid)
	n += copy(rest[n:], full[:2*Prefix4])
	copy(rest[n:], hashTail)
	return dst
}

// AppendErrorJSON appends the contract's object for a URL that cannot be
// canonicalized: {"error": "…"}.
func AppendErrorJSON(dst []byte, err error) []byte {
	dst = append(dst, '{')
	dst = AppendErrorJSONFields(dst, err)
	return append(dst, '}')
}

// AppendErrorJSONFields appends the "error" member without the braces.
func AppendErrorJSONFields(dst []byte, err error) []byte {
	dst = append(dst, `"error":`...)
	return jsonw.AppendString(dst, err.Error())
}

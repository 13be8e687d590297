package unwrap

import (
	"encoding/base64"
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/internal/asciifold"
)

// The bounds of decoding one value, whatever the input: work and memory
// stay proportional to the value, which is itself bounded by the link.
const (
	// maxPercentRounds: a target percent-encoded up to three times over
	// (a wrapper that encodes an already encoded link, then another) is
	// decoded; a fourth layer of escapes is not.
	maxPercentRounds = 3
	// maxDecodedValue: base64 and JSON are tried on values up to 16 KiB.
	maxDecodedValue = 16 << 10
	// maxJSONDepth: JSON inside a JSON string (Mandrill's p), nested at
	// most this deep.
	maxJSONDepth = 3
)

// How a value was decoded, as the generic rule names its layers
// ("generic:url") and the embedded list does not.
const (
	howURL    = "url"    // percent-decoding, once or more
	howBase64 = "base64" // base64 or base64url, then percent-decoding when that is what it held
	howJSON   = "json"   // a string of a JSON document (itself maybe base64)
)

// decodeValue reads raw, a query value or path segment as the link writes
// it, as a target. It is percent-decoded once; while what comes out is an
// http(s) URL that is still percent-encoded (a target encoded twice), it is
// decoded again, at most maxPercentRounds times. Failing that, a value that
// is base64 or base64url of a URL, or JSON (as is or base64) holding one,
// gives that URL. A target that one decoding reveals is returned as that
// decoding leaves it: its own escapes (%2F, %26) survive. Otherwise why says
// what the once-decoded value is.
func decodeValue(raw string) (target, how, why string) {
	once := formvalue.PercentDecode(raw)
	if t := percentRounds(once, 1); t != "" {
		return t, howURL, ""
	}
	if len(once) <= maxDecodedValue {
		if t, h := base64Target(once); t != "" {
			return t, h, ""
		}
		if t := jsonTarget(once, 0); t != "" {
			return t, howJSON, ""
		}
	}
	return "", "", targetProblem(once)
}

// percentRounds returns v if it is a target, else v decoded again while it
// is a percent-encoded http(s) URL, done counting the rounds already made.
func percentRounds(v string, done int) string {
	for {
		if isTarget(v) {
			return v
		}
		if done >= maxPercentRounds || !isEncodedHTTP(v) {
			return ""
		}
		v = formvalue.PercentDecode(v)
		done++
	}
}

// isEncodedHTTP reports whether s starts as an http(s) URL whose ':' or
// slashes are percent-encoded, once or more ("https%3A%2F%2F",
// "https:%2F%2F", "https%253A%252F").
func isEncodedHTTP(s string) bool {
	switch {
	case asciifold.HasPrefix(s, "https"):
		s = s[5:]
	case asciifold.HasPrefix(s, "http"):
		s = s[4:]
	default:
		return false
	}
	if strings.HasPrefix(s, ":") {
		s = s[1:]
		return strings.HasPrefix(s, "%") && asciifold.HasPrefix(skip25(s[1:]), "2f")
	}
	return strings.HasPrefix(s, "%") && asciifold.HasPrefix(skip25(s[1:]), "3a")
}

// skip25 drops the "25"s that each further percent-encoding puts after a
// '%'.
func skip25(s string) string {
	for strings.HasPrefix(s, "25") {
		s = s[2:]
	}
	return s
}

// base64Prefixes are how base64 of the texts worth decoding begins:
// "http", a JSON object ({" or { "), a JSON array of objects ([{"). A
// value starting otherwise is not decoded, so click ids and hashes cost
// nothing.
var base64Prefixes = [...]string{"aHR0c", "eyJ", "eyAi", "ewoi", "ewog", "W3si"}

func hasBase64Prefix(s string) bool {
	for _, p := range base64Prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// base64Target decodes s, or each dot-separated part of it (a JWT's
// payload), as base64 or base64url: a URL, a percent-encoded URL, or JSON
// holding one.
func base64Target(s string) (string, string) {
	for part := range strings.SplitSeq(s, ".") {
		if !hasBase64Prefix(part) {
			continue
		}
		b, ok := decodeBase64(part)
		if !ok {
			continue
		}
		if t := percentRounds(string(b), 0); t != "" {
			return t, howBase64
		}
		if t := jsonTarget(string(b), 0); t != "" {
			return t, howJSON
		}
	}
	return "", ""
}

// decodeBase64 decodes standard or URL-safe base64, padded or not. A value
// mixing the two alphabets, or holding anything else, is not base64.
func decodeBase64(s string) ([]byte, bool) {
	s = strings.TrimRight(s, "=")
	std, url := false, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'A' <= c && c <= 'Z', 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case c == '+' || c == '/':
			std = true
		case c == '-' || c == '_':
			url = true
		default:
			return nil, false
		}
	}
	if std && url || len(s)%4 == 1 {
		return nil, false
	}
	enc := base64.RawStdEncoding
	if url {
		enc = base64.RawURLEncoding
	}
	b, err := enc.DecodeString(s)
	return b, err == nil
}

package decode

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/hex"
	"io"
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/internal/asciifold"
)

// expand undoes the encodings of an opaque value one step at a time:
// percent-encoding, a JWT, a URL, hexadecimal, base64 or base64url, then
// what the bytes are (gzip, zlib, JSON, text, protocol buffers), each step
// in the chain. bare is set for a value given alone: shorter base64 is
// tried, and bytes that are nothing known are shown in hexadecimal.
func (r *run) expand(l loc, v string, depth int, bare bool) { r.expandAs(l, v, depth, bare, "") }

// expandAs is expand with the label of the text the value decodes to (the
// rule's, for a value whose meaning is known): "" for "Decoded text".
func (r *run) expandAs(l loc, v string, depth int, bare bool, label string) {
	if depth > MaxDepth || len(v) > MaxValue || r.full() {
		return
	}
	switch {
	case isURL(v):
		if !r.remember(v) {
			return
		}
		r.emit(l, KindURL, "URL", v, "url", High)
		if t, ok := asLink(v); ok {
			r.link(&t, v, l.steps(), depth+1)
		}
		return
	case strings.IndexByte(v, '%') >= 0:
		if d := formvalue.PercentDecode(v); d != v && r.remember(v) {
			r.expandAs(l.then("percent"), d, depth+1, bare, label)
			return
		}
	}
	if isJWT(v) && r.remember(v) && r.jwt(l, v, depth) {
		return
	}
	min := 12
	if bare {
		min = 4
	}
	if len(v) < min {
		return
	}
	if len(v)%2 == 0 && len(v) >= 16 && isHexString(v) {
		if !r.remember(v) {
			return
		}
		if b, err := hex.DecodeString(v); err == nil && r.spend(len(b)) {
			r.bytesOf(l.then("hex"), b, depth+1, false, label)
		}
		return
	}
	// Every identifier and slug is valid base64: in a link, only a value
	// that mixes upper- and lower-case letters, as base64 of anything but
	// a few bytes does, is decoded. A bare value that does not mix cases
	// (a word, "nothing-here") is still decoded, but only text or a
	// checked structure is shown.
	a, mixed := base64Scan(v)
	if a == b64None || (!bare && !mixed) || !r.remember(v) {
		return
	}
	if b, ok := decodeBase64As(v, a); ok && len(b) > 0 && r.spend(len(b)) {
		r.bytesOf(l.then(alphabetStep(a)), b, depth+1, bare && mixed, label)
	}
}

// bytesOf reads what decoded bytes are: compressed (gzip, zlib), text
// (JSON, a URL, or text to read further), or a protocol buffers message.
func (r *run) bytesOf(l loc, b []byte, depth int, bare bool, label string) {
	if depth > MaxDepth || r.full() {
		return
	}
	if out, step, ok := inflate(b); ok && r.spend(len(out)) {
		r.bytesOf(l.then(step), out, depth+1, bare, label)
		return
	}
	if isText(b) {
		s := string(b)
		if (s[0] == '{' || s[0] == '[') && r.json(l, b, depth) {
			return
		}
		if label == "" {
			label = "Decoded text"
		}
		r.emit(l, KindDecoded, label, s, "text", Medium)
		if !hasSpace(s) {
			r.expand(l, s, depth+1, false)
		}
		return
	}
	if fields, ok := parseProto(b); ok && protoLooksReal(fields, bare) {
		r.protoFacts(l, fields, "", depth+1, Low)
		return
	}
	if bare {
		r.emit(l, KindDecoded, "Decoded bytes (hex)", hex.EncodeToString(b), "bytes", Low)
	}
}

// protoLooksReal is the check a blind protobuf reading passes before it
// is shown: outside a bare value, random bytes parse as a message often
// enough that only a message with text or a nested message is shown.
func protoLooksReal(fields []pbField, bare bool) bool {
	if bare {
		return true
	}
	for _, f := range fields {
		if f.wire == 2 && len(f.bytes) >= 3 {
			if isText(f.bytes) {
				return true
			}
			if _, ok := parseProto(f.bytes); ok {
				return true
			}
		}
	}
	return false
}

// inflate undoes gzip (RFC 1952) or zlib (RFC 1950, its header checked),
// reading at most MaxValue bytes.
func inflate(b []byte) (out []byte, step string, ok bool) {
	var rd io.Reader
	var err error
	switch {
	case len(b) >= 18 && b[0] == 0x1f && b[1] == 0x8b && b[2] == 8:
		rd, err = gzip.NewReader(bytes.NewReader(b))
		step = "gzip"
	case len(b) >= 6 && b[0]&0x0F == 8 && b[0]>>4 <= 7 && (uint16(b[0])<<8|uint16(b[1]))%31 == 0 && b[1]&0x20 == 0:
		rd, err = zlib.NewReader(bytes.NewReader(b))
		step = "zlib"
	default:
		return nil, "", false
	}
	if err != nil {
		return nil, "", false
	}
	out, err = io.ReadAll(io.LimitReader(rd, MaxValue+1))
	if err != nil || len(out) == 0 || len(out) > MaxValue {
		return nil, "", false
	}
	return out, step, true
}

// hasSpace reports whether s has a space or a line break: words, not an
// encoding to undo.
func hasSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' || s[i] == '\n' {
			return true
		}
	}
	return false
}

// isURL reports whether v starts like an absolute http(s) URL.
func isURL(v string) bool {
	return len(v) > 8 && (asciifold.HasPrefix(v, "https://") || asciifold.HasPrefix(v, "http://"))
}

func isHexString(v string) bool {
	for i := 0; i < len(v); i++ {
		if _, ok := hexValue(v[i]); !ok {
			return false
		}
	}
	return true
}

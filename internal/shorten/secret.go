package shorten

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
)

// Redacted is what a Secret prints as, in every verb and encoding.
const Redacted = "[redacted]"

// Secret is a provider's key (an API key, a token, a YOURLS signature).
// It prints as [redacted] with every fmt verb (%v, %+v, %#v, %s, %q, %x),
// as JSON, as text and in a slog record, so neither an error, a log line,
// a %+v of a struct holding it nor a panic's value shows it. The value is
// held by a closure: fmt prints a func as an address whatever the verb,
// so even a struct that holds a Secret in an unexported field (where fmt
// cannot call its methods, and reads the field by reflection) prints no
// key. Only this package reads the value, to send it.
type Secret struct{ get func() string }

// NewSecret wraps a key. Surrounding white space (a key file's final
// newline) is not part of it.
func NewSecret(key string) Secret {
	key = strings.TrimSpace(key)
	if key == "" {
		return Secret{}
	}
	return Secret{get: func() string { return key }}
}

// IsZero reports whether there is no key.
func (s Secret) IsZero() bool { return s.get == nil }

// reveal is the key itself, for the request that carries it.
func (s Secret) reveal() string {
	if s.get == nil {
		return ""
	}
	return s.get()
}

func (s Secret) String() string   { return Redacted }
func (s Secret) GoString() string { return "shorten.Secret(" + Redacted + ")" }

// Format prints [redacted] whatever the verb and flags.
func (s Secret) Format(f fmt.State, verb rune) {
	if verb == 'v' && f.Flag('#') {
		fmt.Fprint(f, s.GoString())
		return
	}
	fmt.Fprint(f, Redacted)
}

func (s Secret) MarshalJSON() ([]byte, error) { return json.Marshal(Redacted) }
func (s Secret) MarshalText() ([]byte, error) { return []byte(Redacted), nil }
func (s Secret) LogValue() slog.Value         { return slog.StringValue(Redacted) }

// Redact replaces in text every occurrence of the key, and of the forms a
// provider might echo it in (percent-encoded as a query or a path, escaped
// inside a JSON string), with [redacted]. A provider's error text goes
// through it before it is shown: a server that echoes the request back
// must not put the key on the screen.
func (s Secret) Redact(text string) string {
	k := s.reveal()
	if k == "" || text == "" {
		return text
	}
	forms := []string{k, url.QueryEscape(k), url.PathEscape(k)}
	if j, err := json.Marshal(k); err == nil {
		forms = append(forms, string(j[1:len(j)-1]))
	}
	for _, f := range forms {
		if f != "" {
			text = strings.ReplaceAll(text, f, Redacted)
		}
	}
	return text
}

// redactAll is Redact for each of keys.
func redactAll(text string, keys ...Secret) string {
	for _, k := range keys {
		text = k.Redact(text)
	}
	return text
}

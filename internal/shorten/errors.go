package shorten

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
)

// Kind is what went wrong with a shortening, for the caller to act on
// (the message says it in words).
type Kind int

const (
	// KindProvider: the provider answered and refused the link (a slug in
	// use, a URL it will not take), in its own words.
	KindProvider Kind = iota
	// KindKeyRefused: the provider refused the key (HTTP 401 or 403).
	KindKeyRefused
	// KindRateLimited: the provider asked to wait longer than linkscope
	// waits, or was still limiting after the retries.
	KindRateLimited
	// KindNetwork: no answer: the address was refused, the connection
	// failed or the time ran out.
	KindNetwork
	// KindAnswer: an answer linkscope cannot take: not the provider's
	// JSON, too large, a redirect, a short link that is no http(s) URL.
	KindAnswer
)

// Error is a failed shortening. Its message never holds the key: the
// provider's words are redacted (Secret.Redact), cut to maxDetail runes
// and escaped for a terminal (core/textsafe) before they are kept.
type Error struct {
	Kind     Kind
	Provider string // the provider's display name: "Bitly"
	Status   int    // the HTTP status, 0 when there was no answer
	Detail   string // what the provider or the transport said, safe to print
	// Wait is, for KindRateLimited, how long the provider asked to wait
	// (0 when it did not say).
	Wait time.Duration
	// KeyFrom names where the key came from (an environment variable or
	// a file), for KindKeyRefused.
	KeyFrom string
}

func (e *Error) Error() string {
	var b strings.Builder
	switch e.Kind {
	case KindKeyRefused:
		fmt.Fprintf(&b, "%s refused the key", e.Provider)
		if e.KeyFrom != "" {
			b.WriteString(" from " + e.KeyFrom)
		}
		fmt.Fprintf(&b, " (HTTP %d)", e.Status)
	case KindRateLimited:
		fmt.Fprintf(&b, "%s is limiting the rate of requests (HTTP %d)", e.Provider, e.Status)
		if e.Wait > 0 {
			fmt.Fprintf(&b, " and asks to wait %s", e.Wait.Round(time.Second))
		}
	case KindNetwork:
		fmt.Fprintf(&b, "%s: no answer", e.Provider)
	case KindAnswer:
		fmt.Fprintf(&b, "%s's answer cannot be used", e.Provider)
		if e.Status != 0 {
			fmt.Fprintf(&b, " (HTTP %d)", e.Status)
		}
	default:
		fmt.Fprintf(&b, "%s answered HTTP %d", e.Provider, e.Status)
	}
	if e.Detail != "" {
		b.WriteString(": " + e.Detail)
	}
	return b.String()
}

// IsKind reports whether err is an *Error of kind k.
func IsKind(err error, k Kind) bool {
	var e *Error
	return errors.As(err, &e) && e.Kind == k
}

// maxDetail bounds the provider's words kept in a message: an error page
// of a megabyte is not a message.
const maxDetail = 300

// safeText makes what a provider or a transport said fit for a message:
// the keys redacted, white space runs folded to one space, cut to
// maxDetail runes, escaped for a terminal.
func safeText(raw string, keys ...Secret) string {
	raw = redactAll(raw, keys...)
	raw = strings.Join(strings.Fields(raw), " ")
	if utf8.RuneCountInString(raw) > maxDetail {
		n := 0
		for i := range raw {
			if n == maxDetail {
				raw = raw[:i] + "…"
				break
			}
			n++
		}
	}
	return textsafe.Escape(raw)
}

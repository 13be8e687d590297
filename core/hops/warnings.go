package hops

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/jsonw"
)

// Warning is something about a chain a reader should know that is no
// error: the chain went on, but not as a link's owner would want.
type Warning struct {
	Rule    string // WarnDowngrade, WarnFinalStatus, …
	Hop     int    // the hop it is about, -1 for the input
	Message string
}

// The warning rules, the JSON "rule" values.
const (
	// WarnDowngrade: a hop leaves https for http, so what follows travels
	// in clear text and can be read or changed on the way.
	WarnDowngrade = "https-downgrade"
	// WarnFinalStatus: the final page answered with an error status
	// (4xx, 5xx): the link leads to an error, not to a page.
	WarnFinalStatus = "final-status"
	// WarnParserDifferential: a link or a redirect target that a browser
	// (the URL Standard) reads to another host than an RFC 3986 client
	// would: the chain goes where a browser goes, and says where the other
	// would have gone.
	WarnParserDifferential = "parser-differential"
	// WarnPageReadInPart: an HTML page longer than what is read of it
	// (its first 64 KiB): a meta refresh in the rest is not seen, so the
	// page is final only as far as it was read.
	WarnPageReadInPart = "page-read-in-part"
)

// downgrades lists the hops that go from an https URL to an http one.
func downgrades(input string, hops []Hop) []Warning {
	var out []Warning
	prev := input
	for i := range hops {
		if hasScheme(prev, "https") && hasScheme(hops[i].URL, "http") {
			out = append(out, Warning{Rule: WarnDowngrade, Hop: i,
				Message: "hop " + strconv.Itoa(i) + " leaves https for http: the rest of the chain travels unencrypted"})
		}
		prev = hops[i].URL
	}
	return out
}

func hasScheme(u, scheme string) bool {
	return len(u) > len(scheme) && u[len(scheme)] == ':' && strings.EqualFold(u[:len(scheme)], scheme)
}

// SetFinalStatus records the status of the final page (0 when the chain
// ended before one answered) and warns when it is an error status.
// AddWarning adds a warning found while following.
func (c *Chain) AddWarning(w Warning) { c.Warnings = append(c.Warnings, w) }

func (c *Chain) SetFinalStatus(status int) {
	c.FinalStatus = status
	if status < 400 || status > 599 {
		return
	}
	msg := "the final page answered " + strconv.Itoa(status)
	if text := http.StatusText(status); text != "" {
		msg += " " + text
	}
	c.Warnings = append(c.Warnings, Warning{Rule: WarnFinalStatus, Hop: len(c.Hops) - 1, Message: msg})
}

// appendWarnings writes the JSON "warnings" array: {"rule","hop",
// "message"}, hop null for the input.
func appendWarnings(dst []byte, ws []Warning) []byte {
	return jsonw.AppendArray(dst, ws, func(dst []byte, w *Warning) []byte {
		dst = append(dst, '{')
		dst = jsonw.AppendKey(dst, "rule")
		dst = jsonw.AppendString(dst, w.Rule)
		dst = jsonw.AppendKey(dst, "hop")
		if w.Hop < 0 {
			dst = jsonw.AppendNull(dst)
		} else {
			dst = jsonw.AppendInt(dst, int64(w.Hop))
		}
		dst = jsonw.AppendKey(dst, "message")
		dst = jsonw.AppendString(dst, w.Message)
		return append(dst, '}')
	})
}

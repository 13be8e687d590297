package unwrap

import (
	"strconv"
	"strings"
)

// MaxDepth bounds the layers unwrapped from one link. Real chains are two
// or three deep (Safe Links around Proofpoint around a Google /url).
const MaxDepth = 8

// Layer is one wrapper around the target: its name and the wrapper link
// itself, as it stood at that layer (Layers[0].URL is the input). A layer
// the generic rule decoded on a known redirector is named for how:
// "generic:url", "generic:base64", "generic:json".
type Layer struct {
	Wrapper string
	URL     string
}

// Problem says why a recognised wrapper was not decoded: which wrapper,
// and what its link lacks. The link is then the target.
type Problem struct {
	Wrapper string
	Reason  string
}

// Result is what unwrapping found.
type Result struct {
	// Target is the innermost destination: the input itself when it is not
	// wrapped.
	Target string
	// Layers are the wrappers from the outside in; empty when the link is
	// not wrapped.
	Layers []Layer
	// Opaque names the shortener the target belongs to ("bitly"): its
	// destination is known only to its server, so following is the only way
	// to resolve it. "" otherwise.
	Opaque string
	// Problem is set when the innermost link looks like a wrapper but holds
	// no target it could decode; Truncated when MaxDepth stopped the loop.
	Problem   *Problem
	Truncated bool
	// Embedded are the URLs the target holds in its query, path or fragment
	// while its host and path are no known redirector (a search page's q=,
	// a login page's next=): never the destination.
	Embedded []Embedded
	// input is the input as the first step split it (InputHost).
	input link
}

// InputHost is the host of the link Unwrap read, as its wrapper table
// matches hosts: lower case, without userinfo, a port of digits or a
// trailing dot; rest is what follows the link's authority (path, query
// and fragment as written). ok is false when the link is no http(s) URL
// written with "//", or its host no name a wrapper could have (empty, an
// IP literal, non-ASCII, longer than a DNS name). A caller splitting the
// same link again (core/decode) need not read its authority a second
// time.
func (r *Result) InputHost() (host, rest string, ok bool) {
	if !r.input.ok || r.input.host == "" {
		return "", "", false
	}
	return r.input.host, r.input.rest, true
}

// TruncatedNote says what Truncated means, for every output that shows
// it.
func TruncatedNote() string {
	return "stopped after " + strconv.Itoa(MaxDepth) + " layers, the most unwrapped: the target is itself a wrapper, and its destination is not known"
}

// Wrapped reports whether any layer was unwrapped.
func (r *Result) Wrapped() bool { return len(r.Layers) > 0 }

// Unwrap unwraps link with the default table.
func Unwrap(link string) Result { return Default().Unwrap(link) }

// Unwrap decodes link layer by layer, at most MaxDepth layers. link is
// read as given (callers trim surrounding whitespace).
func (t *Table) Unwrap(link string) (r Result) {
	// A target past MaxDepth is a wrapper itself: what it holds is the
	// next layer, not a URL embedded in a page that is no redirector.
	if last := t.layers(&r, link); last.ok && !r.Truncated {
		r.Embedded = embeddedIn(last.rest)
	}
	return r
}

// layers unwraps link layer by layer into r; it returns the innermost
// target as the last step read it.
func (t *Table) layers(r *Result, input string) link {
	r.Target = input
	for depth := 0; ; depth++ {
		s := t.step(r.Target)
		if depth == 0 {
			r.input = s.link
		}
		switch {
		case s.w == nil:
			return s.link
		case s.w.Rule == RuleOpaque:
			r.Opaque = s.w.Name
			return s.link
		case s.why != "":
			r.Problem = &Problem{Wrapper: s.w.Name, Reason: s.why}
			return s.link
		case depth == MaxDepth:
			r.Truncated = true
			return s.link
		}
		r.Layers = append(r.Layers, Layer{Wrapper: s.name(), URL: r.Target})
		r.Target = s.target
	}
}

// Match returns the wrapper link is written in and the target it holds,
// one layer only: w is nil when link is no wrapper, and reason says why a
// matched wrapper held no decodable target. An opaque shortener matches
// with an empty target.
func (t *Table) Match(link string) (w *Wrapper, target, reason string) {
	s := t.step(link)
	return s.w, s.target, s.why
}

// stepResult is one layer: the row that matched, what it decoded and how,
// or why it could not.
type stepResult struct {
	link        // the link as split for matching; ok false when it is no http(s) URL
	w           *Wrapper
	row         int // w's index in the table
	target, how string
	generic     bool // the generic rule found the target
	why         string
}

// name is the layer's wrapper as the JSON writes it.
func (s stepResult) name() string {
	if s.generic || s.w.Rule == RuleGeneric {
		return "generic:" + s.how
	}
	return s.w.Name
}

// step tries the rows of the link's host, and the rows of any host, in
// table order: the first that decodes a target wins; an opaque row names
// the link; else the first row that applied but held nothing says why.
func (t *Table) step(s string) stepResult {
	l, ok := splitLink(s)
	if !ok {
		return stepResult{link: l}
	}
	var idx [8]int
	first := stepResult{link: l}
	for _, i := range t.candidates(idx[:0], l.host, l.rest) {
		w := &t.wrappers[i]
		for _, p := range w.Paths {
			rest, ok := pathMatch(l.rest, p)
			if !ok {
				continue
			}
			if w.Rule == RuleOpaque {
				if isHomePage(l.rest) || !hasAnyKey(l.rest, w.Keys) {
					continue
				}
				return stepResult{link: l, w: w, row: i}
			}
			target, how, why := decodeLayer(w, p, l.rest, rest)
			if target != "" {
				return stepResult{link: l, w: w, row: i, target: target, how: how}
			}
			if why == "" || first.w != nil {
				continue
			}
			if f, ok := fallback(w, p, l.rest); ok {
				return stepResult{link: l, w: w, row: i, target: f.url, how: f.how, generic: true}
			}
			first = stepResult{link: l, w: w, row: i, why: why}
		}
	}
	return first
}

// fallback is the generic rule on a known redirector's host and path
// whose row reads a query parameter that the link does not have at all
// (none of the row's keys): the first URL the link holds. A key that is
// present but holds no target is the row's problem, not a reason to look
// elsewhere (the link's other parameters may be the referring page).
func fallback(w *Wrapper, pattern, rest string) (found, bool) {
	switch w.Rule {
	case RuleParam, RuleParamFold, RuleParamSemi, RuleShareASale:
	default:
		return found{}, false
	}
	if !isExactPath(pattern) || hasAnyKey(rest, targetKeysOf(w.Keys)) {
		return found{}, false
	}
	return genericTarget(&Wrapper{}, rest)
}

// hasAnyKey reports whether the query of rest has one of keys (true when
// there are none to look for).
func hasAnyKey(rest string, keys []string) bool {
	if len(keys) == 0 {
		return true
	}
	query := queryOf(rest)
	for _, k := range keys {
		if _, ok := param(query, k, false); ok {
			return true
		}
	}
	return false
}

// isHomePage reports whether rest is a site's home page ("" or "/", no
// query): a shortener's own site, not a short link.
func isHomePage(rest string) bool {
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		rest = rest[:i]
	}
	return rest == "" || rest == "/" || rest == "/?" || rest == "?"
}

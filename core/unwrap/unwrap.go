package unwrap

import "strings"

// MaxDepth bounds the layers unwrapped from one link. Real chains are two
// or three deep (Safe Links around Proofpoint around a Google /url).
const MaxDepth = 8

// Layer is one wrapper around the target: its name and the wrapper link
// itself, as it stood at that layer (Layers[0].URL is the input).
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
}

// Wrapped reports whether any layer was unwrapped.
func (r *Result) Wrapped() bool { return len(r.Layers) > 0 }

// Unwrap unwraps link with the default table.
func Unwrap(link string) Result { return Default().Unwrap(link) }

// Unwrap decodes link layer by layer, at most MaxDepth layers. link is
// read as given (callers trim surrounding whitespace).
func (t *Table) Unwrap(link string) Result {
	r := Result{Target: link}
	for depth := 0; ; depth++ {
		w, target, problem := t.step(r.Target)
		switch {
		case w == nil:
			return r
		case w.Rule == RuleOpaque:
			r.Opaque = w.Name
			return r
		case problem != "":
			r.Problem = &Problem{Wrapper: w.Name, Reason: problem}
			return r
		case depth == MaxDepth:
			r.Truncated = true
			return r
		}
		r.Layers = append(r.Layers, Layer{Wrapper: w.Name, URL: r.Target})
		r.Target = target
	}
}

// Match returns the wrapper link is written in and the target it holds,
// one layer only: w is nil when link is no wrapper, and reason says why a
// matched wrapper held no decodable target. An opaque shortener matches
// with an empty target.
func (t *Table) Match(link string) (w *Wrapper, target, reason string) {
	return t.step(link)
}

func (t *Table) step(s string) (*Wrapper, string, string) {
	l, ok := splitLink(s)
	if !ok {
		return nil, "", ""
	}
	var idx [8]int
	rows := t.candidates(idx[:0], l.host)
	var first *Wrapper
	var firstWhy string
	for _, i := range rows {
		w := &t.wrappers[i]
		for _, p := range w.Paths {
			rest, ok := pathMatch(l.rest, p)
			if !ok {
				continue
			}
			if w.Rule == RuleOpaque {
				if isBarePath(l.rest) {
					continue
				}
				return w, "", ""
			}
			target, why := decodeLayer(w, rest)
			if why == "" {
				return w, target, ""
			}
			if first == nil {
				first, firstWhy = w, why
			}
		}
	}
	return first, "", firstWhy
}

// isBarePath reports whether rest is a site's home page ("", "/", with
// or without a query): a shortener's own site, not a short link.
func isBarePath(rest string) bool {
	if i := strings.IndexAny(rest, "?#"); i >= 0 {
		rest = rest[:i]
	}
	return rest == "" || rest == "/"
}

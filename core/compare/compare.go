// Package compare answers the question URI normalization exists for: are
// two URIs equivalent? Under a set of normalization rules (core/uri) it
// says whether they are, the first rule, in the fixed rule order, after
// which they became equal, and, when they never do, which components
// differ and where, how their queries differ, and whether they differ only
// in tracking parameters or only in their wrappers.
package compare

import (
	"fmt"

	"github.com/linkscope/linkscope/core/uri"
)

// Options select the rules and the optional knowledge Compare uses.
type Options struct {
	Rules uri.RuleSet
	// IsTrackingParam tells remove-tracking-params which query keys are
	// tracking parameters (see uri.Options).
	IsTrackingParam func(key string) bool
	// Clean returns a URL without its tracking parameters (core/tracking's
	// Clean); nil: TrackingOnly is never set.
	Clean func(string) string
	// Unwrap returns the innermost destination of a wrapped link (a
	// redirector's or safe-links target), the input itself when it is not
	// wrapped; nil: WrapperOnly is never set.
	Unwrap func(string) string
	// Browser compares the hrefs a browser makes of the two links (the
	// WHATWG URL Standard's serialization) instead of applying Rules:
	// equivalent as a browser reads them.
	Browser bool
}

// Result is the answer for one pair.
type Result struct {
	A, B       string // the normalized forms (the hrefs under Browser)
	Rules      uri.RuleSet
	Browser    bool // compared as a browser serializes them, not by Rules
	Equivalent bool
	// EqualAfter is the first rule, in application order, after which the
	// two became equal; HasEqualAfter is false when they were equal as
	// written or never became equal. Under Browser, HasEqualAfter says the
	// browser's serialization made them equal (EqualAfterName "browser").
	EqualAfter    uri.Rule
	HasEqualAfter bool
	// TrackingOnly: not equivalent without removing tracking parameters,
	// equal once they are removed from both.
	TrackingOnly bool
	// WrapperOnly: not equivalent as they are, equal once both are
	// unwrapped. With TrackingOnly also set, equal only once both are
	// unwrapped and their tracking parameters removed (a Safe Links link
	// to a tracked page and the page's clean link): see Once.
	WrapperOnly bool
	// Components are the components of the normalized forms that differ,
	// in URI order; empty when equivalent.
	Components []Component
	// Params is the difference of the normalized queries; empty when
	// equivalent.
	Params Params
}

// InputError says which side of the pair is not a URI reference.
type InputError struct {
	Side string // "A" or "B"
	Err  error
}

func (e *InputError) Error() string { return e.Side + ": " + e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

// Compare compares a and b under opts.Rules, or as a browser serializes
// them under opts.Browser.
func Compare(a, b string, opts Options) (Result, error) {
	if opts.Browser {
		return compareBrowser(a, b, opts)
	}
	na, err := normalize(a, opts, opts.Rules, true)
	if err != nil {
		return Result{}, &InputError{"A", err}
	}
	nb, err := normalize(b, opts, opts.Rules, true)
	if err != nil {
		return Result{}, &InputError{"B", err}
	}
	res := Result{A: na.URL, B: nb.URL, Rules: opts.Rules, Equivalent: na.URL == nb.URL}
	res.EqualAfter, res.HasEqualAfter = firstEqualRule(na, nb, opts.Rules)
	res.TrackingOnly = trackingOnly(a, b, opts)
	res.WrapperOnly = !res.Equivalent && wrapperOnly(a, b, opts)
	if !res.Equivalent && !res.TrackingOnly && !res.WrapperOnly && wrapperAndTracking(a, b, opts) {
		res.TrackingOnly, res.WrapperOnly = true, true
	}
	if !res.Equivalent {
		res.Components = diffComponents(na.URL, nb.URL)
		res.Params = diffParams(na.URL, nb.URL)
	}
	return res, nil
}

func normalize(s string, opts Options, rules uri.RuleSet, steps bool) (uri.Result, error) {
	if s == "" {
		return uri.Result{}, fmt.Errorf("empty")
	}
	return uri.Normalize(s, uri.Options{Rules: rules, RecordSteps: steps, IsTrackingParam: opts.IsTrackingParam})
}

// equalUnder reports whether a and b normalize to the same URI under
// rules; a side that does not parse is equal to nothing.
func equalUnder(a, b string, opts Options, rules uri.RuleSet) bool {
	na, errA := normalize(a, opts, rules, false)
	nb, errB := normalize(b, opts, rules, false)
	return errA == nil && errB == nil && na.URL == nb.URL
}

// firstEqualRule replays both normalizations rule by rule: the state after
// rule k is the last step at or before k, or the parsed input.
func firstEqualRule(a, b uri.Result, rules uri.RuleSet) (uri.Rule, bool) {
	sa, sb := stateAfter(a, -1), stateAfter(b, -1)
	if sa == sb {
		return 0, false // equal as written
	}
	for _, r := range rules.Rules() {
		if stateAfter(a, int(r)) == stateAfter(b, int(r)) {
			return r, true
		}
	}
	return 0, false
}

// stateAfter is the URI once every rule up to and including rule k has
// run (k = -1: before any).
func stateAfter(res uri.Result, k int) string {
	state := res.URL
	if len(res.Steps) > 0 {
		state = res.Steps[0].Before
	}
	for _, s := range res.Steps {
		if int(s.Rule) > k {
			break
		}
		state = s.After
	}
	return state
}

// trackingOnly: the rules without remove-tracking-params do not make the
// pair equal, the rules after cleaning both do.
func trackingOnly(a, b string, opts Options) bool {
	if opts.Clean == nil {
		return false
	}
	without := opts.Rules &^ uri.RuleSet(0).With(uri.RemoveTrackingParams)
	if equalUnder(a, b, opts, without) {
		return false
	}
	return equalUnder(opts.Clean(a), opts.Clean(b), opts, without)
}

// wrapperAndTracking: at least one side is wrapped, and their
// destinations are equivalent once cleaned of tracking parameters, as
// inspect's clean link is made (unwrapped, then cleaned).
func wrapperAndTracking(a, b string, opts Options) bool {
	if opts.Unwrap == nil || opts.Clean == nil {
		return false
	}
	ua, ub := opts.Unwrap(a), opts.Unwrap(b)
	if ua == a && ub == b {
		return false
	}
	without := opts.Rules &^ uri.RuleSet(0).With(uri.RemoveTrackingParams)
	return equalUnder(opts.Clean(ua), opts.Clean(ub), opts, without)
}

// Once says what makes two links that are not equivalent equal: "equal
// once tracking is removed", "equal once unwrapped", "equal once
// unwrapped and tracking removed"; "" when nothing does.
func (r *Result) Once() string {
	switch {
	case r.TrackingOnly && r.WrapperOnly:
		return "equal once unwrapped and tracking removed"
	case r.TrackingOnly:
		return "equal once tracking is removed"
	case r.WrapperOnly:
		return "equal once unwrapped"
	}
	return ""
}

// wrapperOnly: at least one side is wrapped, and their destinations are
// equivalent under the rules.
func wrapperOnly(a, b string, opts Options) bool {
	if opts.Unwrap == nil {
		return false
	}
	ua, ub := opts.Unwrap(a), opts.Unwrap(b)
	if ua == a && ub == b {
		return false
	}
	return equalUnder(ua, ub, opts, opts.Rules)
}

package compare

import (
	"strings"

	"github.com/linkscope/linkscope/core/whatwg"
)

// Browser is the name of the comparison by the browser's serialization,
// in --rules values and in the JSON's "rules" and "equal_after".
const Browser = "browser"

// compareBrowser is Compare under Options.Browser: a and b are equivalent
// when a browser serializes both to the same href (WHATWG URL Standard).
// A side the browser refuses is an InputError naming the validation error.
func compareBrowser(a, b string, opts Options) (Result, error) {
	ha, err := whatwg.Parse(a, nil)
	if err != nil {
		return Result{}, &InputError{"A", err}
	}
	hb, err := whatwg.Parse(b, nil)
	if err != nil {
		return Result{}, &InputError{"B", err}
	}
	res := Result{A: ha.Href(), B: hb.Href(), Browser: true}
	res.Equivalent = res.A == res.B
	res.HasEqualAfter = res.Equivalent && trimC0Space(a) != trimC0Space(b)
	if res.Equivalent {
		return res, nil
	}
	if opts.Clean != nil {
		res.TrackingOnly = sameHref(opts.Clean(a), opts.Clean(b))
	}
	if opts.Unwrap != nil {
		ua, ub := opts.Unwrap(a), opts.Unwrap(b)
		res.WrapperOnly = (ua != a || ub != b) && sameHref(ua, ub)
		if !res.WrapperOnly && !res.TrackingOnly && opts.Clean != nil && (ua != a || ub != b) && sameHref(opts.Clean(ua), opts.Clean(ub)) {
			res.TrackingOnly, res.WrapperOnly = true, true // equal once unwrapped and cleaned: see Result.Once
		}
	}
	res.Components = diffComponents(res.A, res.B)
	res.Params = diffParams(res.A, res.B)
	return res, nil
}

// sameHref: both parse, to the same href.
func sameHref(a, b string) bool {
	ua, errA := whatwg.Parse(a, nil)
	ub, errB := whatwg.Parse(b, nil)
	return errA == nil && errB == nil && ua.Href() == ub.Href()
}

// trimC0Space is s without the leading and trailing C0 controls and
// spaces that the URL parser strips first: a link "as written".
func trimC0Space(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
}

package uri

// What Reference.dots holds.
const (
	dotsFound = 1 << iota // the path holds a "." or ".." segment
	dotsRead              // the parser set dotsFound
)

// MayHoldDotSegment reports whether the path may hold a dot segment, "."
// or "..", a dot maybe written %2E or %2e as a browser reads one: may is
// false when the parser found no such segment in the path and no escape
// of an unreserved character (a dot is one) in the reference. known is
// false for a reference the parser did not make (Resolve's, one built by
// hand), whose caller must look at the path itself; a reference changed
// after parsing is not the parser's.
func (r *Reference) MayHoldDotSegment() (may, known bool) {
	return r.dots&dotsFound != 0 || r.esc&escUnreserved != 0, r.dots&dotsRead != 0 && r.esc&escRead != 0
}

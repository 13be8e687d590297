package whatwg

// kindSet is a set of ErrorKinds.
type kindSet uint32

func kinds(ks ...ErrorKind) kindSet {
	var s kindSet
	for _, k := range ks {
		s |= 1 << k
	}
	return s
}

// hostKinds are the errors of the host parser (URL Standard sections 3.3
// to 3.5, the first twenty rows of the validation error table).
const hostKinds = kindSet(1<<(ErrIPv4InIPv6TooFewParts+1) - 1)

// structural are the errors of a backslash or a missing "//" after a
// special scheme (URL Standard section 4.4, the special authority slashes,
// special authority ignore slashes, relative slash, authority and path
// states): they move where the authority starts and ends, and so what is
// user information, host, port and path.
var structural = kinds(ErrInvalidReverseSolidus, ErrSpecialSchemeMissingFollowingSolidus)

// causeKinds are, per component, the errors whose rule can make the
// browser read that component otherwise than RFC 3986 does: the structural
// ones; the host parser's own reading of numbers, IDNA and escapes; the
// credentials; the port's digits; Windows drive letters in file URLs; and
// tabs and newlines, removed anywhere.
var causeKinds = map[string]kindSet{
	"scheme":   kinds(ErrInvalidURLUnit, ErrMissingSchemeNonRelativeURL),
	"userinfo": structural | kinds(ErrInvalidCredentials, ErrInvalidURLUnit),
	"host": structural | hostKinds | kinds(ErrInvalidCredentials, ErrInvalidURLUnit, ErrHostMissing,
		ErrMissingSchemeNonRelativeURL, ErrFileInvalidWindowsDriveLetterHost),
	"port":     structural | kinds(ErrPortInvalid, ErrPortOutOfRange, ErrInvalidURLUnit),
	"path":     structural | kinds(ErrInvalidURLUnit, ErrFileInvalidWindowsDriveLetter, ErrFileInvalidWindowsDriveLetterHost),
	"query":    kinds(ErrInvalidURLUnit),
	"fragment": kinds(ErrInvalidURLUnit),
}

// inAuthority are the components a structural error changes only when it
// stands before the authority ends.
var inAuthority = map[string]bool{"userinfo": true, "host": true, "port": true}

// Causes appends to dst the validation errors that explain difference d:
// when the parse failed, the error that failed it (the browser has no
// reading at all); else the errors whose rule can change d's component, a
// backslash in the path not counting for the host. A difference with
// none is the two grammars' own reading of the same text.
func (r *Record) Causes(dst []ValidationError, d *Difference) []ValidationError {
	if r.Err != nil {
		if e, ok := r.Err.(*Error); ok {
			dst = append(dst, failureCause(r.Validation, e))
		}
		return dst
	}
	set := causeKinds[d.Component]
	end := -1
	for _, e := range r.Validation {
		if set&(1<<e.Kind) == 0 {
			continue
		}
		if inAuthority[d.Component] && structural&(1<<e.Kind) != 0 {
			if end < 0 {
				end = authorityEnd(r.Input)
			}
			if e.Pos > end {
				continue
			}
		}
		dst = append(dst, e)
	}
	return dst
}

// authorityEnd is where a special URL's authority ends in input, as the
// URL parser reads it: after leading controls and spaces, a scheme and
// every "/" or "\" after it (or none, for a relative reference), at the
// first "/", "\", "?" or "#". Tabs and newlines, which the parser removes,
// are skipped.
func authorityEnd(input string) int {
	i := 0
	for i < len(input) && input[i] <= ' ' {
		i++
	}
	if j := schemeEnd(input[i:]); j > 0 {
		i += j + 1
	}
	for i < len(input) && (input[i] == '/' || input[i] == '\\' || isTabOrNewline(input[i])) {
		i++
	}
	for ; i < len(input); i++ {
		switch input[i] {
		case '/', '\\', '?', '#':
			return i
		}
	}
	return i
}

func isTabOrNewline(c byte) bool { return c == '\t' || c == '\n' || c == '\r' }

// failureCause is the validation error that failed a parse, as the
// record lists it: the domain parser's strict run may have reported the
// failure's kind already, at the host's start, where the failure itself
// points at the offending code point; the listed one is the cause.
func failureCause(listed []ValidationError, e *Error) ValidationError {
	for i := len(listed) - 1; i >= 0; i-- {
		if listed[i].Kind == e.Kind {
			return listed[i]
		}
	}
	return ValidationError{Kind: e.Kind, Pos: e.Pos}
}

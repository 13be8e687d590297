package unwrap

// MayMatch reports whether some row could read a link whose host is host
// (lower case, without userinfo, port or trailing dot) and whose path,
// query and fragment are rest: Match is worth calling. It is the host and
// first-segment lookup Match starts with, for a caller that has split the
// link already (core/decode asks it of every link it reads).
func (t *Table) MayMatch(host, rest string) bool {
	var idx [8]int
	return len(t.candidates(idx[:0], host, rest)) > 0
}

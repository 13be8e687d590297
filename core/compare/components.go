package compare

import "github.com/linkscope/linkscope/core/uri"

// Component is one component that differs: its value on each side (Has
// false when the component is undefined there) and the span that differs,
// as byte offsets [start, end) into each value, after the longest common
// prefix and before the longest common suffix.
type Component struct {
	Name       string // scheme, userinfo, host, port, path, query, fragment
	A, B       string
	HasA, HasB bool
	SpanA      [2]int
	SpanB      [2]int
}

// diffComponents splits both normalized URIs and lists the components
// that differ, in URI order.
func diffComponents(a, b string) []Component {
	ca, cb := split(a), split(b)
	var out []Component
	for i := range ca {
		x, y := ca[i], cb[i]
		if x.has == y.has && x.value == y.value {
			continue
		}
		c := Component{Name: x.name, A: x.value, B: y.value, HasA: x.has, HasB: y.has}
		c.SpanA, c.SpanB = diffSpan(x.value, y.value)
		out = append(out, c)
	}
	return out
}

type part struct {
	name, value string
	has         bool
}

// split parses a normalized URI (which the strict parser takes, falling
// back to the lenient one for an IRI) into its seven components.
func split(s string) [7]part {
	r, err := uri.Parse(s)
	if err != nil {
		r, _, _ = uri.ParseLenient(s)
	}
	return [7]part{
		{"scheme", r.Scheme, r.HasScheme},
		{"userinfo", r.Userinfo, r.HasUserinfo},
		{"host", r.Host, r.HasAuthority},
		{"port", r.Port, r.HasPort},
		{"path", r.Path, true},
		{"query", r.Query, r.HasQuery},
		{"fragment", r.Fragment, r.HasFragment},
	}
}

// diffSpan returns the differing middle of a and b: what remains once
// their longest common prefix and suffix are set aside. The span never
// cuts a UTF-8 character or a percent-encoded triplet ("%D1%8C" against
// "%D0%B8" differs as a whole triplet, not from its second digit).
func diffSpan(a, b string) ([2]int, [2]int) {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && (cutsUnit(a, p) || cutsUnit(b, p)) {
		p--
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	for q > 0 && (cutsUnit(a, len(a)-q) || cutsUnit(b, len(b)-q)) {
		q--
	}
	return [2]int{p, len(a) - q}, [2]int{p, len(b) - q}
}

// cutsUnit reports whether offset i of s falls inside a UTF-8 character
// or a percent-encoded triplet.
func cutsUnit(s string, i int) bool {
	if i <= 0 || i >= len(s) {
		return false
	}
	return isContinuation(s[i]) || s[i-1] == '%' || (i >= 2 && s[i-2] == '%')
}

func isContinuation(c byte) bool { return c&0xc0 == 0x80 }

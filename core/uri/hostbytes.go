package uri

// HostBytes is what kinds of byte a host holds, a set of the HostHas
// bits, as the parser gathered them while reading it: a reader that asks
// only "is the host lower-case ASCII?" or "can it end in a number?" needs
// no pass of its own over the host.
type HostBytes uint8

// The kinds of byte HostBytes tells apart.
const (
	HostHasLower  HostBytes = 1 << iota // a lower-case ASCII letter
	HostHasDigit                        // an ASCII digit
	HostHasUpper                        // an upper-case ASCII letter
	HostHasHyphen                       // "-"
	HostHasDot                          // "."
	HostHasOther                        // any other byte: "%", a sub-delim, "[", a byte of a non-ASCII character...

	hostBytesRead // (Reference.hostBytes) the parser set the others
)

// hostByteKind is each byte's kind. Read-only.
var hostByteKind = func() (t [256]HostBytes) {
	for c := range t {
		switch {
		case 'a' <= c && c <= 'z':
			t[c] = HostHasLower
		case '0' <= c && c <= '9':
			t[c] = HostHasDigit
		case 'A' <= c && c <= 'Z':
			t[c] = HostHasUpper
		case c == '-':
			t[c] = HostHasHyphen
		case c == '.':
			t[c] = HostHasDot
		default:
			t[c] = HostHasOther
		}
	}
	return t
}()

// hostBytesOf gathers the kinds of byte h holds, four bytes a step: the
// kinds are only gathered, so the bytes need no order.
func hostBytesOf(h string) HostBytes {
	var k HostBytes
	for ; len(h) >= 4; h = h[4:] {
		k |= hostByteKind[h[0]] | hostByteKind[h[1]] | hostByteKind[h[2]] | hostByteKind[h[3]]
	}
	for i := 0; i < len(h); i++ {
		k |= hostByteKind[h[i]]
	}
	return k
}

// HostBytes returns the kinds of byte the host holds, gathered by the
// parser; ok is false for a reference the parser did not make (Resolve's,
// one built by hand), whose caller must look at the host itself. A
// reference changed after parsing is not the parser's: its HostBytes
// describe the host it was read with.
func (r *Reference) HostBytes() (kinds HostBytes, ok bool) {
	return r.hostBytes &^ hostBytesRead, r.hostBytes&hostBytesRead != 0
}

// setHost sets a reg-name or IPv4 host the parser read, and what bytes
// it holds: the same pass tells an IPv4 address, all digits and dots,
// from a name.
func (r *Reference) setHost(h string) {
	k := hostBytesOf(h)
	r.Host, r.HostType, r.hostBytes = h, HostRegName, k|hostBytesRead
	if k&^(HostHasDigit|HostHasDot) == 0 && isIPv4(h) {
		r.HostType = HostIPv4
	}
}

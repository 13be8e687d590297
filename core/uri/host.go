package uri

// parseDecOctets reads an RFC 3986 IPv4address (four dec-octets, no leading
// zeros) that must fill s. It returns the address and -1, or the offset of
// the first byte that breaks the grammar.
func parseDecOctets(s string) (a [4]byte, bad int) {
	i := 0
	for n := 0; n < 4; n++ {
		if n > 0 {
			if i >= len(s) || s[i] != '.' {
				return a, i
			}
			i++
		}
		start, v := i, 0
		for i < len(s) && isDigit(s[i]) && i-start < 3 {
			v = v*10 + int(s[i]-'0')
			i++
		}
		switch {
		case i == start:
			return a, i
		case v > 255 || (s[start] == '0' && i-start > 1):
			return a, start
		}
		a[n] = byte(v)
	}
	if i != len(s) {
		return a, i
	}
	return a, -1
}

// isIPv4 reports whether s matches IPv4address; a host that looks like an
// address but does not match (01.2.3.4, 1.2.3) is a reg-name.
func isIPv4(s string) bool {
	if len(s) < 7 || len(s) > 15 {
		return false
	}
	_, bad := parseDecOctets(s)
	return bad < 0
}

// parseIPv6 reads an RFC 3986 IPv6address that must fill s: eight h16
// pieces, or fewer with one "::" standing for at least one zero piece, the
// last two optionally written as an IPv4address. It returns the address and
// -1, or the offset of the first byte that breaks the grammar.
func parseIPv6(s string) (a [16]byte, bad int) {
	n, gap, i := 0, -1, 0
	if len(s) >= 2 && s[0] == ':' && s[1] == ':' {
		gap, i = 0, 2
	} else if len(s) > 0 && s[0] == ':' {
		return a, 0
	}
	for i < len(s) {
		if n == 8 {
			return a, i
		}
		start, v := i, 0
		for i < len(s) && isHex(s[i]) && i-start < 4 {
			v = v<<4 | int(unhex(s[i]))
			i++
		}
		if i == start {
			return a, i
		}
		if i < len(s) && s[i] == '.' {
			if n > 6 {
				return a, start
			}
			v4, b := parseDecOctets(s[start:])
			if b >= 0 {
				return a, start + b
			}
			copy(a[2*n:], v4[:])
			n += 2
			i = len(s)
			break
		}
		if i < len(s) && isHex(s[i]) {
			return a, i
		}
		a[2*n], a[2*n+1] = byte(v>>8), byte(v)
		n++
		if i == len(s) {
			break
		}
		if s[i] != ':' {
			return a, i
		}
		i++
		if i < len(s) && s[i] == ':' {
			if gap >= 0 {
				return a, i
			}
			gap = n
			i++
		} else if i == len(s) {
			return a, i
		}
	}
	return expandGap(a, n, gap, len(s))
}

// expandGap moves the pieces after "::" to the end of the address.
func expandGap(a [16]byte, n, gap, end int) ([16]byte, int) {
	if gap < 0 {
		if n != 8 {
			return a, end
		}
		return a, -1
	}
	if n > 7 {
		return a, end
	}
	tail := 2 * (n - gap)
	copy(a[16-tail:], a[2*gap:2*n])
	for k := 2 * gap; k < 16-tail; k++ {
		a[k] = 0
	}
	return a, -1
}

// checkIPvFuture reads IPvFuture: "v" 1*HEXDIG "." 1*( unreserved /
// sub-delims / ":" ), returning -1 or the offset of the first bad byte.
func checkIPvFuture(s string) int {
	if len(s) == 0 || s[0]|0x20 != 'v' {
		return 0
	}
	i := 1
	for i < len(s) && isHex(s[i]) {
		i++
	}
	if i == 1 || i == len(s) || s[i] != '.' {
		return i
	}
	i++
	if i == len(s) {
		return i
	}
	for ; i < len(s); i++ {
		if class[s[i]]&mUserinfo == 0 {
			return i
		}
	}
	return -1
}

// classifyHost returns the host type of a host as it stands after a rule
// changed it.
func classifyHost(host string) HostType {
	if len(host) > 1 && host[0] == '[' {
		if host[1]|0x20 == 'v' {
			return HostIPvFuture
		}
		return HostIPv6
	}
	if isIPv4(host) {
		return HostIPv4
	}
	return HostRegName
}

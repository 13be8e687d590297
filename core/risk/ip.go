package risk

import (
	"strconv"

	"github.com/linkscope/linkscope/core/internal/hexdigit"
)

// parseIPv4 reads host as the WHATWG URL Standard's IPv4 parser does: up
// to four dot-separated numbers (one trailing dot allowed), each decimal,
// 0x-hex or 0-octal, the last filling the remaining bytes. canonical is
// true for plain dotted decimal with four parts and no leading zeros.
// It allocates nothing, as it runs on every host.
func parseIPv4(host string) (v uint32, canonical, ok bool) {
	if len(host) > 1 && host[len(host)-1] == '.' {
		host = host[:len(host)-1]
	}
	if !endsInNumber(host) {
		return 0, false, false
	}
	var nums [4]uint64
	n, canonical := 0, true
	for start := 0; ; {
		end := start
		for end < len(host) && host[end] != '.' {
			end++
		}
		if n == 4 {
			return 0, false, false
		}
		num, plain, ok := parseIPv4Number(host[start:end])
		if !ok {
			return 0, false, false
		}
		nums[n], canonical = num, canonical && plain
		n++
		if end == len(host) {
			break
		}
		start = end + 1
	}
	for i := 0; i < n-1; i++ {
		if nums[i] > 255 {
			return 0, false, false
		}
	}
	if nums[n-1] >= 1<<(8*(5-n)) {
		return 0, false, false
	}
	v = uint32(nums[n-1])
	for i := 0; i < n-1; i++ {
		v |= uint32(nums[i]) << (8 * (3 - i))
	}
	return v, canonical && n == 4, true
}

// endsInNumber is the WHATWG URL Standard's "ends in a number" test on the
// last label: all digits, or 0x and hex digits. Name hosts fail it at once.
func endsInNumber(host string) bool {
	last := host
	for i := len(host) - 1; i >= 0; i-- {
		if host[i] == '.' {
			last = host[i+1:]
			break
		}
	}
	if last == "" {
		return false
	}
	digits := true
	for i := 0; i < len(last); i++ {
		digits = digits && '0' <= last[i] && last[i] <= '9'
	}
	if digits {
		return true
	}
	if len(last) < 2 || last[0] != '0' || last[1] != 'x' && last[1] != 'X' {
		return false
	}
	for i := 2; i < len(last); i++ {
		if hexdigit.Value(last[i]) < 0 {
			return false
		}
	}
	return true
}

// parseIPv4Number reads one part; plain is true for decimal without a
// leading zero.
func parseIPv4Number(p string) (n uint64, plain, ok bool) {
	if p == "" {
		return 0, false, false
	}
	base, digits := 10, p
	switch {
	case len(p) >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'):
		base, digits = 16, p[2:]
	case len(p) >= 2 && p[0] == '0':
		base, digits = 8, p[1:]
	}
	if digits == "" {
		return 0, false, true // "0x" is zero
	}
	for i := 0; i < len(digits); i++ {
		d := hexdigit.Value(digits[i])
		if d < 0 || d >= base {
			return 0, false, false
		}
		if n > 1<<40 { // far past any part's limit; stop before overflow
			return 0, false, false
		}
		n = n*uint64(base) + uint64(d)
	}
	return n, base == 10, true
}

func dotted(v uint32) string {
	b := make([]byte, 0, 15)
	for i := 3; i >= 0; i-- {
		b = strconv.AppendUint(b, uint64(v>>(8*i)&0xff), 10)
		if i > 0 {
			b = append(b, '.')
		}
	}
	return string(b)
}

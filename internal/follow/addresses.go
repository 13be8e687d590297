package follow

import (
	_ "embed"
	"net/netip"
	"sort"
	"strconv"
	"strings"
)

//go:embed addresses.tsv
var addressesTSV string

// addressRule is one row of addresses.tsv.
type addressRule struct {
	prefix   netip.Prefix
	reason   string
	embedded int  // byte offset of an embedded IPv4 address, -1 for none
	inverted bool // the embedded address's bits are inverted (Teredo)
}

// addressRules are the rows, most specific prefix first, so the first
// that holds an address decides.
var addressRules = func() []addressRule {
	var rules []addressRule
	for n, line := range strings.Split(addressesTSV, "\n") {
		if n < 2 || line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 4 {
			panic("follow: addresses.tsv line " + strconv.Itoa(n+1) + ": want 4 columns") // a build defect, caught by the tests
		}
		r := addressRule{prefix: netip.MustParsePrefix(f[0]), reason: f[1], embedded: -1}
		if f[2] != "-" {
			r.inverted = strings.HasPrefix(f[2], "^")
			off, err := strconv.Atoi(strings.TrimPrefix(f[2], "^"))
			if err != nil || off < 0 || off > 12 {
				panic("follow: addresses.tsv line " + strconv.Itoa(n+1) + ": bad embedded offset")
			}
			r.embedded = off
		}
		rules = append(rules, r)
	}
	sort.SliceStable(rules, func(i, j int) bool { return rules[i].prefix.Bits() > rules[j].prefix.Bits() })
	return rules
}()

// Refusal says why an address is not dialled: "loopback address", or,
// for an IPv6 address that carries an IPv4 one, "NAT64 address embedding
// 10.0.0.1: private address". "" for an address follow may dial.
func Refusal(ip netip.Addr) string {
	ip = ip.WithZone("")
	for _, r := range addressRules {
		if !r.prefix.Contains(ip) {
			continue
		}
		if r.embedded < 0 {
			return r.reason
		}
		v4 := embeddedV4(ip, r.embedded, r.inverted)
		if why := Refusal(v4); why != "" {
			return r.reason + " embedding " + v4.String() + ": " + why
		}
		return ""
	}
	return ""
}

func embeddedV4(ip netip.Addr, at int, inverted bool) netip.Addr {
	b := ip.As16()
	var v4 [4]byte
	copy(v4[:], b[at:at+4])
	if inverted {
		for i := range v4 {
			v4[i] ^= 0xff
		}
	}
	return netip.AddrFrom4(v4)
}

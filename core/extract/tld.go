package extract

import (
	"strings"

	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// hasPublicTLD reports whether domain (possibly defanged) ends in a
// top-level domain of the ICANN section of the public suffix list and has
// a label before its public suffix. The list is compiled into
// golang.org/x/net/publicsuffix: no network.
func hasPublicTLD(domain string) bool {
	d, _ := refangHost(domain)
	d = strings.ToLower(d)
	if !isASCII(d) {
		a, err := idna.Lookup.ToASCII(d)
		if err != nil {
			return false
		}
		d = a
	}
	suffix, icann := publicsuffix.PublicSuffix(d)
	return icann && len(suffix) < len(d)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

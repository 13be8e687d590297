package extract

import (
	"strings"

	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// hasPublicTLD reports whether domain (possibly defanged) ends in a
// top-level domain of the ICANN section of the public suffix list and has
// a label before its public suffix. A suffix of the list's private section
// (storage.googleapis.com, github.io) under an ICANN top-level domain
// counts: gcs_test_env.storage.googleapis.com is a link (Autolinker.js
// tests/autolinker-url-tld.spec.ts). The list is compiled into
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
	if len(suffix) >= len(d) {
		return false
	}
	if icann {
		return true
	}
	dot := strings.LastIndexByte(suffix, '.')
	if dot < 0 {
		return false // the list's default rule: an unknown top-level domain
	}
	tld := suffix[dot+1:]
	tldSuffix, tldICANN := publicsuffix.PublicSuffix(tld)
	return tldICANN && tldSuffix == tld && tld != suffix
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

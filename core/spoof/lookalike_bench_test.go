package spoof

import (
	"strings"
	"testing"
)

// lookalikeBenchHosts are hosts of every shape Lookalike meets: top
// domains and their subdomains (owned: the cheap answer), hosts that
// imitate nothing, and lookalikes of each kind.
func lookalikeBenchHosts() []string {
	var hosts []string
	for i, d := range chromeTopDomains() {
		if i%8 != 0 {
			continue
		}
		hosts = append(hosts, "www."+d.Domain, "cdn.shop-"+strings.ReplaceAll(d.Domain, ".", "-")+".example", "mail."+strings.TrimSuffix(d.Domain, ".com")+"s.net")
	}
	return append(hosts, "www.paypal.com.evil.example", "paypal-login.example", "gooogle.com", "googel.com", "xn--pypal-4ve.com", "shop.example.co.uk", "a.b.c.d.example.net")
}

// BenchmarkLookalike: Chrome's lookalike heuristics on one host, with no
// memory of hosts, with and without brands.
func BenchmarkLookalike(b *testing.B) {
	hosts := lookalikeBenchHosts()
	brands, err := NewBrands([]string{"paypal.com", "example-shop.co.uk", "bücher.de"})
	if err != nil {
		b.Fatal(err)
	}
	lookalikeTables()
	for _, c := range []struct {
		name   string
		brands *Brands
	}{{"top", nil}, {"brands", brands}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				Lookalike(hosts[i%len(hosts)], c.brands)
			}
		})
	}
}

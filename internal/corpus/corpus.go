// Package corpus generates realistic tracked links for benchmarks and
// throughput measurements. The links are deterministic (a fixed seed), so
// figures from different runs and packages measure the same work.
package corpus

import (
	"encoding/base64"
	"math/rand/v2"
	"strconv"
	"strings"
)

var (
	schemes = []string{"https", "https", "https", "http", "HTTPS"}
	hosts   = []string{
		"shop.example.com", "www.example.org", "m.example.co.uk", "news.example.ru", "магазин.example.рф", "Blog.Example.COM",
		"example.com:8443", "192.0.2.17", "[2001:db8::7]", "www.example.com:443", "a.b.c.d.example.net", "xn--80adxhks.xn--p1ai",
	}
	paths = []string{
		"/", "/landing", "/p/12345", "/catalog/shoes/running/", "/a/b/../c/./d.html", "/index.html",
		"/search", "/%7Euser/page", "/s%C3%A1le/2026", "", "/promo//spring",
	}
	sources  = []string{"yandex", "google", "facebook", "newsletter", "vk", "Twitter"}
	mediums  = []string{"cpc", "email", "social", "banner", "CPC", "organic"}
	campaign = []string{"spring_sale", "black friday", "brand-2026", "retargeting", "%D0%B2%D0%B5%D1%81%D0%BD%D0%B0"}
	services = []string{"direct.yandex.ru", "openstat.ru", "market.yandex.ru", "begun.ru"}
	places   = []string{"top-left-corner", "yandex.ru:premium", "верх", "sidebar"}
)

// Links returns n realistic tracked links: UTM parameters, Openstat markers
// in both encodings and places, click ids, IDN and IP hosts, ports,
// fragments, dot segments and escapes, as seen in campaign logs. The links
// lie one after another in one buffer, as the lines of a batch chunk do.
func Links(n int) []string {
	rng := rand.New(rand.NewPCG(2026, 11))
	ends := make([]int, n)
	var b strings.Builder
	for i := range ends {
		writeLink(&b, rng)
		ends[i] = b.Len()
		b.WriteByte('\n')
	}
	all := b.String()
	out := make([]string, n)
	start := 0
	for i, end := range ends {
		out[i] = all[start:end]
		start = end + 1
	}
	return out
}

func pick(rng *rand.Rand, list []string) string { return list[rng.IntN(len(list))] }

func writeLink(b *strings.Builder, rng *rand.Rand) {
	b.WriteString(pick(rng, schemes))
	b.WriteString("://")
	b.WriteString(pick(rng, hosts))
	b.WriteString(pick(rng, paths))
	sep := byte('?')
	add := func(k, v string) {
		b.WriteByte(sep)
		sep = '&'
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(v)
	}
	if rng.IntN(3) == 0 {
		add("id", strconv.Itoa(rng.IntN(100000)))
	}
	if rng.IntN(4) != 0 {
		add("utm_source", pick(rng, sources))
		add("utm_medium", pick(rng, mediums))
		add("utm_campaign", strings.ReplaceAll(pick(rng, campaign), " ", "%20"))
	}
	marker := pick(rng, services) + ";" + strconv.Itoa(rng.IntN(99999999)) + ";" +
		strconv.Itoa(rng.IntN(999999999)) + ";" + pick(rng, places)
	fragment := ""
	switch rng.IntN(6) {
	case 0, 1:
		add("_openstat", base64.RawURLEncoding.EncodeToString([]byte(marker)))
	case 2:
		add("_openstat", percentEncode(marker))
	case 3:
		fragment = "_openstat=" + base64.RawURLEncoding.EncodeToString([]byte(marker))
	}
	switch rng.IntN(5) {
	case 0:
		add("yclid", strconv.FormatUint(rng.Uint64()>>8, 10))
	case 1:
		add("gclid", "EAIaIQobChMI"+strconv.FormatUint(rng.Uint64(), 36))
	case 2:
		add("fbclid", "IwAR"+strconv.FormatUint(rng.Uint64(), 36))
	}
	if fragment == "" && rng.IntN(8) == 0 {
		fragment = "section-" + strconv.Itoa(rng.IntN(10))
	}
	if fragment != "" {
		b.WriteByte('#')
		b.WriteString(fragment)
	}
}

const upperHex = "0123456789ABCDEF"

// percentEncode escapes everything but unreserved characters and ';', the
// way the Openstat percent form does.
func percentEncode(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ';' || c == '-' || c == '.' || c == '_' || c == '~' ||
			(c >= '0' && c <= '9') || (c|0x20 >= 'a' && c|0x20 <= 'z') {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(upperHex[c>>4])
		b.WriteByte(upperHex[c&15])
	}
	return b.String()
}

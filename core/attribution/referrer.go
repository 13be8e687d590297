package attribution

import (
	_ "embed"
	"net/netip"
	"strings"
	"sync"

	"golang.org/x/net/publicsuffix"
)

// referrerRow is one row of referrers.tsv.
type referrerRow struct {
	host       string
	ga4        string // the session source with medium organic, or "" for host / referral
	matomoType string // "search" or "social"
	matomoName string
	metrica    string
}

//go:embed referrers.tsv
var referrersTSV string

var referrerRows = sync.OnceValue(func() []referrerRow {
	t := readTable("referrers.tsv", referrersTSV)
	rows := make([]referrerRow, 0, len(t.rows))
	for _, r := range t.rows {
		row := referrerRow{host: t.get(r, "host"), ga4: t.get(r, "ga4"), metrica: t.get(r, "metrica")}
		if row.ga4 == "-" {
			row.ga4 = ""
		}
		kind, name, ok := strings.Cut(t.get(r, "matomo"), ":")
		if !ok || kind != "search" && kind != "social" {
			panic("attribution: referrers.tsv: matomo must be search:NAME or social:NAME")
		}
		row.matomoType, row.matomoName = kind, name
		rows = append(rows, row)
	}
	return rows
})

// knownReferrer is the row of referrers.tsv for host, or nil.
func knownReferrer(host string) *referrerRow {
	if host == "" {
		return nil
	}
	rows := referrerRows()
	for i := range rows {
		if hostMatches(host, rows[i].host) {
			return &rows[i]
		}
	}
	return nil
}

// sameSite reports whether a referrer host is the landing page's own host,
// with or without www: a visit from the site itself starts no new source.
func sameSite(refHost, landingHost string) bool {
	return refHost != "" && stripWWW(refHost) == stripWWW(landingHost)
}

// sameRegistrableSite reports whether two hosts are one site as Chromium's
// SameDomainOrHost tells (registry_controlled_domains, private registries
// included): the same registrable domain (eTLD+1 of the Public Suffix
// List), or, for a host that has none (an IP address, localhost), the
// same host.
func sameRegistrableSite(a, b string) bool {
	a, b = strings.TrimSuffix(a, "."), strings.TrimSuffix(b, ".")
	if a == "" || b == "" {
		return false
	}
	if a == b {
		return true
	}
	if isIPHost(a) || isIPHost(b) {
		return false
	}
	da, errA := publicsuffix.EffectiveTLDPlusOne(a)
	db, errB := publicsuffix.EffectiveTLDPlusOne(b)
	return errA == nil && errB == nil && da == db
}

// isIPHost reports whether host is an IP address, which has no
// registrable domain.
func isIPHost(host string) bool {
	_, err := netip.ParseAddr(strings.Trim(host, "[]"))
	return err == nil
}

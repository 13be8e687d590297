package attribution

import (
	_ "embed"
	"strings"
	"sync"
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

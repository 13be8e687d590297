package pcm

import (
	"errors"
	"testing"
)

func TestSiteTable(t *testing.T) {
	for _, r := range readTable(t, "site.tsv") {
		got, err := Site(r["url"])
		if r["rule"] != "" {
			var e *Error
			if !errors.As(err, &e) || e.Rule != r["rule"] || e.Msg == "" {
				t.Errorf("%s: Site(%q) = %q, %v; want rule %s", r.id(), r["url"], got, err, r["rule"])
			}
			continue
		}
		if err != nil || got != r["site"] {
			t.Errorf("%s: Site(%q) = %q, %v; want %q", r.id(), r["url"], got, err, r["site"])
		}
		domain, err := RegistrableDomain(r["url"])
		if err != nil || "http://"+domain != got && "https://"+domain != got {
			t.Errorf("%s: RegistrableDomain(%q) = %q, %v", r.id(), r["url"], domain, err)
		}
	}
}

// A bare domain stands for its https site wherever a site is asked for,
// and errors point into what the user typed.
func TestBareSite(t *testing.T) {
	_, domain, err := siteOf("www.search.example", true)
	if err != nil || domain != "search.example" {
		t.Errorf("siteOf(bare) = %q, %v", domain, err)
	}
	_, _, err = siteOf("exa!mple.com", true)
	if err == nil || err.Pos != 3 || err.Input != "exa!mple.com" {
		t.Errorf("siteOf(bare bad) = %+v", err)
	}
}

package pcm

import (
	"errors"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestSiteTable(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"site.tsv") {
		got, err := Site(r.Get("url"))
		if r.Get("rule") != "" {
			var e *Error
			if !errors.As(err, &e) || string(e.Rule) != r.Get("rule") || e.Reason == "" {
				t.Errorf("%s: Site(%q) = %q, %v; want rule %s", r.Name(), r.Get("url"), got, err, r.Get("rule"))
			}
			continue
		}
		if err != nil || got != r.Get("site") {
			t.Errorf("%s: Site(%q) = %q, %v; want %q", r.Name(), r.Get("url"), got, err, r.Get("site"))
		}
		domain, err := RegistrableDomain(r.Get("url"))
		if err != nil || "http://"+domain != got && "https://"+domain != got {
			t.Errorf("%s: RegistrableDomain(%q) = %q, %v", r.Name(), r.Get("url"), domain, err)
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

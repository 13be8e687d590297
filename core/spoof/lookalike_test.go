package spoof

import (
	"fmt"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// chromiumTestBrands stand in for the top domain list and the hard-coded
// brand names of Chromium's lookalike unit tests: the domains their cases
// name as matches (google.com before google.co.kr, as the combosquatting
// case google-login.co.ir names google.com), and those the cases say are on
// the list but not matched (weather.com, vk.com, hp.com, jobs.com,
// hoteles.com: too short, a common word).
var chromiumTestBrands = []string{"google.com", "google.co.uk", "google.co.kr", "office.com", "youtube.com", "weather.com",
	"vk.com", "hp.com", "jobs.com", "hoteles.com", "sample.com", "example.com", "vices.com"}

// chromiumTestKeywords are the combosquatting keywords of Chromium's test
// (kPopularKeywords of lookalike_url_util_unittest.cc), skeletons.
var chromiumTestKeywords = []string{"online", "login", "account", "arnple", "services", "test", "security"}

// chromiumTestTables are the tables Chromium's lookalike unit tests set:
// no top domain list (the brands stand in), their keywords, no hard-coded
// brand names.
func chromiumTestTables() *lookalikes {
	w := lookalikeWords()
	return newLookalikes(nil, nil, chromiumTestKeywords, w.common, w.endEmbedding)
}

// chromiumCase runs one case of chromium_lookalikes.tsv, giving what
// linkscope answers, in the table's words.
func chromiumCase(l *lookalikes, brands *Brands, test, input, other string) string {
	switch test {
	case "IsEditDistanceAtMostOne":
		return fmt.Sprint(editDistanceAtMostOne([]rune(input), []rune(other)))
	case "HasOneCharacterSwap":
		return fmt.Sprint(oneCharacterSwap([]rune(input), []rune(other)))
	case "EditDistanceExcludesCommonFalsePositives", "CharacterSwapExcludesCommonFalsePositives":
		a, b := newDomainInfo(input), newDomainInfo(other)
		if test == "CharacterSwapExcludesCommonFalsePositives" {
			return fmt.Sprint(characterSwapFalsePositive(&a, &b))
		}
		return fmt.Sprint(editDistanceFalsePositive(&a, &b))
	case "GetETLDPlusOneHandlesSpecialRegistries":
		return etldPlusOne(input)
	case "TargetEmbeddingTest":
		nav := newDomainInfo(input)
		m, ok := l.embedding(&nav, brands)
		if !ok {
			return ""
		}
		kind := "interstitial"
		if m.Kind == MatchEndEmbedded {
			kind = "safety-tip"
		}
		return m.Domain + " " + kind
	case "IsComboSquatting":
		nav := newDomainInfo(input)
		if nav.domain == "" {
			return ""
		}
		m, _ := l.combosquatting(&nav, brands)
		return m.Domain
	}
	panic("no such test: " + test)
}

// TestChromiumLookalikes runs the cases of Chromium's lookalike unit tests
// that rest on the URL alone and fails when fewer than 95% pass. The misses
// are the deliberate differences docs/lookalikes.md lists; the test logs
// them.
func TestChromiumLookalikes(t *testing.T) {
	brands, err := NewBrands(chromiumTestBrands)
	if err != nil {
		t.Fatal(err)
	}
	l := chromiumTestTables()
	rows := tsv.Load(t, testdata+"chromium_lookalikes.tsv")
	pass := 0
	for _, r := range rows {
		got := chromiumCase(l, brands, r.Get("test"), r.Get("input"), r.Get("other"))
		if want := r.Get("want"); got != want {
			t.Logf("%s: %s(%q, %q) = %q, Chromium's test wants %q", r.Name(), r.Get("test"), r.Get("input"), r.Get("other"), got, want)
			continue
		}
		pass++
	}
	share := float64(pass) / float64(len(rows))
	t.Logf("%d of %d Chromium cases pass (%.1f%%)", pass, len(rows), 100*share)
	if share < 0.95 {
		t.Fatalf("%d of %d Chromium lookalike cases pass (%.1f%%), want at least 95%%", pass, len(rows), 100*share)
	}
}

// TestChromiumLookalikesWhole: every host a Chromium case says imitates a
// domain (target embedding, combosquatting) is found by the whole
// pipeline too, which may name it by an earlier heuristic.
func TestChromiumLookalikesWhole(t *testing.T) {
	brands, err := NewBrands(chromiumTestBrands)
	if err != nil {
		t.Fatal(err)
	}
	l := chromiumTestTables()
	for _, r := range tsv.Load(t, testdata+"chromium_lookalikes.tsv") {
		test, want := r.Get("test"), r.Get("want")
		if test != "TargetEmbeddingTest" && test != "IsComboSquatting" || want == "" {
			continue
		}
		domain, _, _ := strings.Cut(want, " ")
		if m, ok := l.match(r.Get("input"), brands, ""); !ok || m.Domain != domain {
			t.Errorf("%s: %q imitates %+v (%v), want %s", r.Name(), r.Get("input"), m, ok, domain)
		}
	}
}

// FuzzLookalike: any host gets an answer without panicking; the domain it
// names imitates nothing itself (a top domain and a brand are what they
// are), nor does any host under it.
func FuzzLookalike(f *testing.F) {
	for _, s := range []string{"www.paypal.com.evil.example", "paypal-login.example", "gooogle.com", "googel.com", "xn--pypal-4ve.com",
		"googlé.com-login.com", "a.b.c.d.e.f.g.h.foo-google.com.foo.com", "googlecom-foo.com", "com.de", "www.example.cloud.goog",
		"..", "-.-", "xn--", "1.2.3.4", "[::1]", "b\u00fccher-login.de", strings.Repeat("a-", 200) + "google.com"} {
		f.Add(s)
	}
	brands, err := NewBrands([]string{"paypal.com", "example-shop.co.uk", "b\u00fccher.de"})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, host string) {
		m, ok := Lookalike(host, brands)
		if !ok {
			return
		}
		if m.Domain == "" || m.Kind == MatchNone {
			t.Fatalf("Lookalike(%q) = %+v: a match names a domain and a kind", host, m)
		}
		for _, h := range []string{m.Domain, "www." + m.Domain} {
			if m2, ok := Lookalike(h, brands); ok {
				t.Fatalf("Lookalike(%q) names %q, which itself imitates %+v", host, m.Domain, m2)
			}
		}
	})
}

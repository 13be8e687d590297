package inspect

import (
	"testing"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/tracking"
)

// TestUnwrappedAnalyses: the examples. uri describes the wrapper
// as written; tracking, Openstat, normalization and Safe Browsing read the
// destination; NoUnwrap reads the wrapper itself.
func TestUnwrappedAnalyses(t *testing.T) {
	for _, c := range []struct{ link, target, host string }{
		{"https://www.google.com/url?q=https://shop.example/p%3Futm_source%3Dnews%26_openstat%3Dsvc%3Bcamp%3Bad%3Bsrc", "https://shop.example/p?utm_source=news&_openstat=svc;camp;ad;src", "www.google.com"},
		{"https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fshop.example%2Fp%3Futm_source%3Dnews%26_openstat%3Dsvc%253Bcamp%253Bad%253Bsrc&data=05%7C01&reserved=0", "https://shop.example/p?utm_source=news&_openstat=svc%3Bcamp%3Bad%3Bsrc", "eur01.safelinks.protection.outlook.com"},
		{"https://urldefense.com/v3/__https://shop.example/p?utm_source=news&_openstat=svc;camp;ad;src__;!!x!y$", "https://shop.example/p?utm_source=news&_openstat=svc;camp;ad;src", "urldefense.com"},
	} {
		r := Inspect(" "+c.link+" ", Options{Setup: analysis.Builtin()})
		if r.Analysed != c.target || r.Unwrapped.Target != c.target || r.URI.Host != c.host {
			t.Errorf("%s: analysed %q, target %q, uri host %q", c.link, r.Analysed, r.Unwrapped.Target, r.URI.Host)
		}
		if len(r.Tracking) != 2 || r.Tracking[0].Key != "utm_source" || !r.Openstat.Found || r.Openstat.Marker.Campaign != "camp" {
			t.Errorf("%s: tracking %+v, openstat %+v", c.link, r.Tracking, r.Openstat)
		}
		if r.SafeBrowsing == nil || r.SafeBrowsing.Canonical.Host != "shop.example" {
			t.Errorf("%s: safe browsing %+v %v", c.link, r.SafeBrowsing, r.SafeBrowsingErr)
		}
		if r.NormalizedErr != nil || r.Normalized.URL[:20] != "https://shop.example" {
			t.Errorf("%s: normalized %q %v", c.link, r.Normalized.URL, r.NormalizedErr)
		}
		w := Inspect(c.link, Options{Setup: analysis.Setup{Tracking: tracking.Default(), NoUnwrap: true}})
		if w.Analysed != c.link || w.SafeBrowsing.Canonical.Host == "shop.example" || len(w.Unwrapped.Layers) != 1 {
			t.Errorf("%s: NoUnwrap analysed %q, tracking %+v", c.link, w.Analysed, w.Tracking)
		}
	}
}

func TestUnwrappedPCM(t *testing.T) {
	const target = "https://search.example/.well-known/private-click-measurement/trigger-attribution/12"
	r := Inspect("https://www.google.com/url?q="+target, Options{Setup: analysis.Builtin()})
	if r.PCM == nil || !r.PCM.Valid {
		t.Errorf("PCM of the unwrapped target: %+v", r.PCM)
	}
}

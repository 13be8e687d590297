package spoof

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// firefoxHolds checks Firefox's display of a host against the test's
// expectation (firefox_idn.tsv's firefox column).
func firefoxHolds(want, display, puny, uni string) bool {
	switch want {
	case "unicode":
		return display == uni
	case "punycode":
		return display == puny
	case "throws":
		return display == ""
	case "not-unicode":
		return display != uni
	case "not-punycode":
		return display != puny
	case "no-throw":
		return display != ""
	}
	return false
}

// TestFirefoxCases runs Firefox's copy of Chromium's cases, with Firefox's
// own expectations, against the Firefox model: all of them, and those
// where Firefox decides differently from Chromium.
func TestFirefoxCases(t *testing.T) {
	k, _ := testChecker()
	all := agreement{name: "Firefox test_idn_spoof.js, punycode form"}
	differ := agreement{name: "Firefox test_idn_spoof.js where Firefox differs from Chromium"}
	uni := agreement{name: "Firefox test_idn_spoof.js, Unicode form"}
	for _, r := range tsv.Load(t, testdata+"firefox_idn.tsv") {
		puny, want := strings.ToLower(r.Get("punycode")), r.Get("firefox")
		u, hasUnicode := r.Lookup("unicode")
		got := k.Check(r.Get("punycode")).Firefox
		ok := firefoxHolds(want, got.Display, puny, u)
		what := r.Name() + ": " + puny + " shows as " + got.Display + " (" + got.Rule + "), want " + want
		all.add(ok, what)
		if r.Get("mark") == "DISABLED" {
			differ.add(ok, what)
		}
		if !hasUnicode || isASCIIString(u) {
			continue
		}
		got = k.Check(u).Firefox
		ok = got.Display == u
		if want != "unicode" && want != "not-punycode" && want != "no-throw" {
			ok = !ok
		}
		uni.add(ok, r.Name()+": "+u+" shows as "+got.Display+" ("+got.Rule+"), want "+want)
	}
	all.report(t, 95)
	differ.report(t, 80)
	uni.report(t, 95)
}

// TestFirefoxIDNURLs runs Firefox's test_idn_urls.js in both forms
// against the Firefox model, all rows and those where Firefox decides
// differently from Chrome; it counts the rows the older "moderate"
// restriction profile would show otherwise (docs/lookalikes.md).
func TestFirefoxIDNURLs(t *testing.T) {
	k, _ := testChecker()
	all := agreement{name: "Firefox test_idn_urls.js, both forms"}
	differ := agreement{name: "Firefox test_idn_urls.js where Firefox differs from Chrome"}
	moderate := 0
	for _, r := range tsv.Load(t, testdata+"firefox_idn_urls.tsv") {
		uni, puny, want := r.Get("unicode"), r.Get("punycode"), r.Get("firefox")
		expect := puny
		if want == "unicode" {
			expect = uni
		}
		if isASCIIString(puny) && !strings.Contains(puny, "xn--") {
			expect = puny // the Unicode form normalizes to ASCII
		}
		if r.Get("moderate") != want {
			moderate++
		}
		for _, form := range []string{uni, puny} {
			res := k.Check(form)
			got := res.Firefox
			ok := got.Display == expect
			what := r.Name() + ": " + form + " shows as " + got.Display + " (" + got.Rule + "), want " + expect
			all.add(ok, what)
			if res.Chrome.Display != expect {
				differ.add(ok, what)
			}
		}
	}
	all.report(t, 95)
	differ.report(t, 80)
	t.Logf("rows the moderate profile shows otherwise: %d", moderate)
}

// TestWebKitCases runs WebKit's URLExtras spoof and not-spoofed hosts
// against the Safari model, as written and in their other form.
func TestWebKitCases(t *testing.T) {
	k, _ := testChecker()
	written := agreement{name: "WebKit URLExtras, as written"}
	differ := agreement{name: "WebKit URLExtras where Safari differs from Chrome"}
	other := agreement{name: "WebKit URLExtras, other form"}
	for _, r := range tsv.Load(t, testdata+"webkit_urlextras.tsv") {
		host, want := r.Get("host"), r.Get("safari")
		res := k.Check(host)
		ok := safariShows(res) == (want == "unicode")
		what := r.Name() + ": " + host + " shows as " + res.Safari.Display + " (" + res.Safari.Rule + "), want " + want
		written.add(ok, what)
		chromeShows := res.Chrome.Display != "" && (res.Chrome.Display != res.ASCII || !strings.Contains(res.ASCII, "xn--"))
		if chromeShows != (want == "unicode") {
			differ.add(ok, what)
		}
		alt := res.Unicode
		if alt == host || !res.Valid {
			continue
		}
		res2 := k.Check(alt)
		other.add(safariShows(res2) == (want == "unicode"), r.Name()+": "+alt+" shows as "+res2.Safari.Display+" ("+res2.Safari.Rule+"), want "+want)
	}
	written.report(t, 80)
	differ.report(t, 80)
	other.report(t, 80)
}

// safariShows reports whether Safari shows a host as written in Unicode:
// decoded, or as written when it has nothing to decode.
func safariShows(res Result) bool {
	d := res.Safari.Display
	if d == "" {
		return false
	}
	if !strings.Contains(res.ASCII, "xn--") {
		return true
	}
	return d != res.ASCII
}

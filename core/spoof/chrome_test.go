package spoof

import (
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

const testdata = "../../testdata/spoof/"

// testChecker uses the top domain list of Chromium's tests.
var testChecker = sync.OnceValues(func() (*checker, *checker) {
	rows, err := tsv.Read(testdata + "chromium_test_domains.tsv")
	if err != nil {
		panic(err)
	}
	var list []topDomain
	for _, r := range rows {
		list = append(list, topDomain{Domain: r.Get("domain"), Top: r.Get("bucket") == "top"})
	}
	return newChecker(list, false), newChecker(list, true)
})

// agreement counts the rows a browser model agrees on.
type agreement struct {
	name      string
	ok, total int
	misses    []string
}

func (a *agreement) add(ok bool, what string) {
	a.total++
	if ok {
		a.ok++
		return
	}
	a.misses = append(a.misses, what)
}

func (a *agreement) percent() float64 {
	if a.total == 0 {
		return 0
	}
	return 100 * float64(a.ok) / float64(a.total)
}

func (a *agreement) report(t *testing.T, min float64) {
	t.Helper()
	if a.total == 0 {
		t.Logf("%s: no row", a.name)
		return
	}
	t.Logf("%s: %d of %d (%.1f%%)", a.name, a.ok, a.total, a.percent())
	for _, m := range a.misses {
		t.Logf("  %s", m)
	}
	if a.percent() < min {
		t.Errorf("%s: %.1f%% agreement, want at least %.0f%%", a.name, a.percent(), min)
	}
}

// TestChromiumIDNCases runs Chromium's own cases (kIdnCases and the
// deviation characters) in both IDNA modes and both forms of each host:
// as punycode, Chrome's display must be the Unicode form for a safe case
// and the punycode for the others; written in Unicode, a safe case shows
// as written and the others do not.
func TestChromiumIDNCases(t *testing.T) {
	nontransitional, transitional := testChecker()
	rows := tsv.Load(t, testdata+"chromium_idn.tsv")
	for _, mode := range []struct {
		name string
		k    *checker
	}{{"nontransitional", nontransitional}, {"transitional", transitional}} {
		puny := agreement{name: "Chromium kIdnCases, punycode form, " + mode.name}
		uni := agreement{name: "Chromium kIdnCases, Unicode form, " + mode.name}
		for _, r := range rows {
			if m := r.Get("mode"); m != "" && m != mode.name {
				continue
			}
			in, want := r.Get("punycode"), r.Get("expected")
			u, hasUnicode := r.Lookup("unicode")
			expect := strings.ToLower(in)
			if want == "safe" {
				expect = u
			}
			got := mode.k.Check(in).Chrome
			puny.add(got.Display == expect, r.Name()+": "+in+" shows as "+got.Display+" ("+got.Rule+"), want "+expect)
			if !hasUnicode {
				continue
			}
			got = mode.k.Check(u).Chrome
			ok := got.Display == u
			if want != "safe" {
				// An ASCII "Unicode form" is the punycode itself.
				ok = !ok || isASCIIString(u)
			}
			uni.add(ok, r.Name()+": "+u+" shows as "+got.Display+" ("+got.Rule+"), want "+want)
		}
		puny.report(t, 99)
		uni.report(t, 99)
	}
}

func TestChromiumTopDomain(t *testing.T) {
	k, _ := testChecker()
	c := chrome()
	for _, r := range tsv.Load(t, testdata+"chromium_top_domain.tsv") {
		in, want := r.Get("input"), r.Get("top_domain")
		var got topDomain
		if r.Get("kind") == "skeleton" {
			got, _ = k.top.lookup(in)
		} else {
			got, _ = c.similar(k.top, in)
		}
		if got.Domain != want {
			t.Errorf("%s: %s matches %q, want %q", r.Name(), in, got.Domain, want)
		}
	}
}

func TestChromiumSkeletons(t *testing.T) {
	c := chrome()
	for _, r := range tsv.Load(t, testdata+"chromium_skeletons.tsv") {
		want := strings.Fields(r.Get("skeletons"))
		sort.Strings(want)
		got := c.skeletons(r.Get("host"))
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: skeletons(%q) = %q, want %q", r.Name(), r.Get("host"), got, want)
		}
	}
}

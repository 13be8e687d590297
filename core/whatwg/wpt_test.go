package whatwg

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestWPTURLTestData runs every row of web-platform-tests
// url/resources/urltestdata.json (testdata/whatwg/urltestdata.tsv) through
// the URL constructor's steps: parse base, parse input against it, compare
// every getter.
func TestWPTURLTestData(t *testing.T) {
	rows := tsv.Load(t, "../../testdata/whatwg/urltestdata.tsv")
	passed := 0
	for _, r := range rows {
		if checkWPTRow(t, r) {
			passed++
		}
	}
	t.Logf("urltestdata: %d/%d rows pass", passed, len(rows))
}

func checkWPTRow(t *testing.T, r tsv.Row) bool {
	t.Helper()
	input := r.Get("input")
	var base *URL
	if b, ok := r.Lookup("base"); ok {
		bu, err := Parse(b, nil)
		if err != nil {
			t.Errorf("%s: base %q: %v", r.Name(), b, err)
			return false
		}
		base = &bu
	}
	u, err := Parse(input, base)
	if r.Get("failure") == "true" {
		if err == nil {
			t.Errorf("%s: %q: want failure, got %q", r.Name(), input, u.Href())
			return false
		}
		return true
	}
	if err != nil {
		t.Errorf("%s: %q: %v", r.Name(), input, err)
		return false
	}
	ok := true
	check := func(name, got string) {
		want, defined := r.Lookup(name)
		if defined && got != want {
			t.Errorf("%s: %q: %s = %q, want %q", r.Name(), input, name, got, want)
			ok = false
		}
	}
	check("href", u.Href())
	check("origin", u.Origin())
	check("protocol", u.Protocol())
	check("username", u.Username())
	check("password", u.Password())
	check("host", u.Host())
	check("hostname", u.Hostname())
	check("port", u.Port())
	check("pathname", u.Pathname())
	check("search", u.Search())
	check("hash", u.Hash())
	return ok
}

// TestCommandLineRows counts the urltestdata rows a command line cannot
// carry: a NUL byte ends a C string argument, and a newline or carriage
// return ends a line read from standard input. They pass in
// TestWPTURLTestData; a test of the browser command must feed them
// otherwise. The figures are in testdata/whatwg/README.md.
func TestCommandLineRows(t *testing.T) {
	nul, newline := 0, 0
	for _, r := range tsv.Load(t, "../../testdata/whatwg/urltestdata.tsv") {
		s := r.Get("input") + r.Get("base")
		switch {
		case strings.ContainsRune(s, 0):
			nul++
		case strings.ContainsAny(s, "\n\r"):
			newline++
		}
	}
	if nul != 17 || newline != 10 {
		t.Errorf("%d rows with NUL, %d with a newline; README says 17 and 10", nul, newline)
	}
}

package safebrowsing

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// tables is where the package's test tables live.
const tables = "../../testdata/safebrowsing/"

func TestCanonicalize(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"canonicalize.tsv") {
		in := r.Get("input")
		c, err := Canonicalize(in)
		if err != nil {
			t.Errorf("%s: Canonicalize(%q): %v", r.Name(), in, err)
			continue
		}
		if c.URL != r.Get("canonical") {
			t.Errorf("%s: Canonicalize(%q) = %q, want %q", r.Name(), in, c.URL, r.Get("canonical"))
		}
		if got := joinCanonical(c); got != c.URL {
			t.Errorf("%s: components %q do not make the URL %q", r.Name(), got, c.URL)
		}
		// The reusable path must agree with the simple one.
		var h Hasher
		res, err := h.Lookup(in, HostRuleV5)
		if err != nil || res.Canonical != c {
			t.Errorf("%s: Hasher.Lookup(%q) = %+v, %v; want %+v", r.Name(), in, res, err, c)
		}
	}
}

func TestCanonicalComponents(t *testing.T) {
	c, err := Canonicalize("HTTP://user:pw@www.Example.com.:8080/a/../b%20c?x=%41#frag")
	if err != nil {
		t.Fatal(err)
	}
	want := Canonical{URL: "http://www.example.com/b%20c?x=A", Scheme: "http", Host: "www.example.com",
		Path: "/b%20c", Query: "x=A", HasQuery: true}
	if c != want {
		t.Errorf("got %+v, want %+v", c, want)
	}
}

func TestCanonicalizeErrors(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"errors.tsv") {
		in := r.Get("input")
		c, err := Canonicalize(in)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: Canonicalize(%q) = %q, %v; want an *Error", r.Name(), in, c.URL, err)
			continue
		}
		pos, _ := strconv.Atoi(r.Get("pos"))
		if string(e.Rule) != r.Get("rule") || e.Pos != pos || e.Input != in {
			t.Errorf("%s: Canonicalize(%q): rule %q pos %d input %q, want %q %d", r.Name(), in, e.Rule, e.Pos, e.Input, r.Get("rule"), pos)
		}
		msg := e.Error()
		if !strings.HasPrefix(msg, "safebrowsing: "+string(e.Rule)+": ") || strings.ContainsAny(msg, "\t\r\n\x1b") {
			t.Errorf("%s: message %q", r.Name(), msg)
		}
		if pos >= 0 && !strings.Contains(msg, " at byte "+r.Get("pos")) {
			t.Errorf("%s: message %q does not say where", r.Name(), msg)
		}
	}
}

func TestCanonicalizeSteps(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"steps.tsv") {
		in := r.Get("input")
		c, steps, err := CanonicalizeSteps(in)
		if err != nil {
			t.Errorf("%s: %v", r.Name(), err)
			continue
		}
		var names []string
		prev := in
		for _, s := range steps {
			names = append(names, s.Name)
			if s.Before != prev || s.Before == s.After {
				t.Errorf("%s: step %s: %q -> %q does not follow %q", r.Name(), s.Name, s.Before, s.After, prev)
			}
			prev = s.After
		}
		if prev != c.URL {
			t.Errorf("%s: last step ends at %q, canonical is %q", r.Name(), prev, c.URL)
		}
		want := r.Get("steps")
		if want == "(none)" {
			want = ""
		}
		if got := strings.Join(names, ","); got != want {
			t.Errorf("%s: steps of %q = %s, want %s", r.Name(), in, got, want)
		}
	}
}

func TestParseHostRule(t *testing.T) {
	for _, rule := range []HostRule{HostRuleV5, HostRuleV4} {
		got, err := ParseHostRule(rule.String())
		if err != nil || got != rule {
			t.Errorf("ParseHostRule(%q) = %v, %v", rule.String(), got, err)
		}
	}
	var e *Error
	if _, err := ParseHostRule("v6\x1b"); !errors.As(err, &e) || e.Rule != "host-rule" || strings.Contains(e.Error(), "\x1b") {
		t.Errorf("ParseHostRule(v6) error = %v", err)
	}
}

// One Hasher over the whole table, twice: the second pass is served by
// its host caches and must not differ.
func TestHasherReuse(t *testing.T) {
	rows := tsv.Load(t, tables+"canonicalize.tsv")
	var h Hasher
	for pass := 0; pass < 2; pass++ {
		for _, r := range rows {
			in := r.Get("input")
			res, err := h.Lookup(in, HostRuleV5)
			if err != nil || res.Canonical.URL != r.Get("canonical") {
				t.Errorf("pass %d, %s: %v %v", pass, r.Name(), res, err)
			}
		}
	}
}

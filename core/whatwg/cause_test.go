package whatwg

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestCauses: each difference with the validation errors that explain it.
func TestCauses(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/whatwg/causes.tsv") {
		base, hasBase := r.Lookup("base")
		rec := Inspect(r.Get("input"), base, hasBase)
		var got []string
		for i := range rec.Differs {
			d := &rec.Differs[i]
			var names []string
			for _, e := range rec.Causes(nil, d) {
				names = append(names, e.Kind.String()+"@"+strconv.Itoa(e.Pos))
			}
			if len(names) == 0 {
				names = []string{"-"}
			}
			got = append(got, d.Component+":"+strings.Join(names, ","))
		}
		if g := strings.Join(got, " "); g != r.Get("causes") {
			t.Errorf("%s: %q\n got %s\nwant %s", r.Name(), r.Get("input"), g, r.Get("causes"))
		}
	}
}

// TestReadAgainst: a base read once gives what Read and Inspect give
// with the base as text, and a base the browser refuses is an *Error.
func TestReadAgainst(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/whatwg/json.tsv") {
		base, hasBase := r.Lookup("base")
		var b *Base
		if hasBase {
			var err error
			if b, err = ParseBase(base); err != nil {
				t.Fatalf("%s: %v", r.Name(), err)
			}
		}
		rec := InspectAgainst(r.Get("input"), b, nil, nil)
		rec.Base, rec.HasBase = base, hasBase
		if got := string(rec.AppendBrowserJSON(nil)); got != r.Get("json") {
			t.Errorf("%s:\n got %s\nwant %s", r.Name(), got, r.Get("json"))
		}
	}
	if _, err := ParseBase("not a URL"); err == nil || !strings.Contains(err.Error(), "missing-scheme-non-relative-URL") {
		t.Errorf("ParseBase of a relative reference: %v", err)
	}
	if rec := Inspect("x", "mailto:a", true); rec.Err == nil || !strings.Contains(rec.Err.Error(), "missing-scheme-non-relative-URL") {
		t.Errorf("against an opaque base: %v", rec.Err)
	}
}

// FuzzInspect checks that a Record of any input and base is valid JSON
// both ways, and that each cause of a difference is one of the record's
// validation errors, within the input.
func FuzzInspect(f *testing.F) {
	for _, s := range []string{`https://good.example\@evil.example/`, `https:\\evil.example\@good.example/`,
		"https:///evil.example/", "http://0x7f.1/p\\q", "https://exa%23mple.org/", "file://C:/x", " \t//x\\y", "http://a:99999/",
		"HTTPS://Example.COM/P?Q#F", "HTTP://User:Pw@A.B:8080/x", "FOO://A%20B/", "MAILTO:A@B"} {
		f.Add(s, "")
		f.Add(s, "https://good.example/a")
	}
	f.Fuzz(func(t *testing.T, input, base string) {
		rec := Inspect(input, base, base != "")
		for _, b := range [][]byte{rec.AppendBrowserJSON(nil), rec.AppendInspectJSON(nil)} {
			if !json.Valid(b) {
				t.Fatalf("%q against %q: invalid JSON %s", input, base, b)
			}
		}
		if rec.Err == nil && rec.URL.Href() == input && len(rec.Differs) > 0 {
			t.Fatalf("%q is its own href, yet reads otherwise by RFC 3986: %+v", input, rec.Differs)
		}
		if rec.Err == nil && base == "" && readsAsHref(input, &rec.URL) {
			rd := Read(input, "")
			if d := rd.Differences(nil); len(d) > 0 {
				t.Fatalf("%q is its href %q but for case, yet reads otherwise by RFC 3986: %+v", input, rec.URL.Href(), d)
			}
		}
		for i := range rec.Differs {
			for _, c := range rec.Causes(nil, &rec.Differs[i]) {
				if c.Pos < 0 || c.Pos > len(input) || !slices.Contains(rec.Validation, c) {
					t.Fatalf("%q: cause %s at %d is not a validation error of the input", input, c.Kind, c.Pos)
				}
			}
		}
	})
}

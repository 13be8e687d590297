package whatwg

import (
	"testing"
	"unsafe"

	"github.com/linkscope/linkscope/core/internal/alias"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestReaderRemembers: a Reader gives what the package's functions give,
// the first time and when it recalls a host, on every urltestdata and
// IdnaTestV2 row (the IDNA rows as hosts of https URLs).
func TestReaderRemembers(t *testing.T) {
	var inputs []string
	for _, r := range tsv.Load(t, "../../testdata/whatwg/urltestdata.tsv") {
		if _, hasBase := r.Lookup("base"); !hasBase {
			inputs = append(inputs, r.Get("input"))
		}
	}
	for _, r := range tsv.Load(t, "../../testdata/whatwg/idnatestv2.tsv") {
		inputs = append(inputs, "https://"+r.Get("input")+"/")
	}
	var rd Reader
	for round := range 2 {
		for _, in := range inputs {
			want := Inspect(in, "", false)
			got := rd.InspectAgainst(in, nil, nil, nil)
			if a, b := string(got.AppendBrowserJSON(nil)), string(want.AppendBrowserJSON(nil)); a != b {
				t.Fatalf("round %d, %q:\nReader  %s\npackage %s", round, in, a, b)
			}
			u, err := rd.Parse(in, nil)
			if (err == nil) != (want.Err == nil) || (err == nil && u.Href() != want.URL.Href()) {
				t.Fatalf("round %d, %q: Reader.Parse %q %v", round, in, u.Href(), err)
			}
		}
	}
}

// TestReaderBuffer: a Reader's URL is valid until its next call, a clone
// for good, and a URL it has just returned serves it as a base. A link
// that is its own href is not copied: the href is the input.
func TestReaderBuffer(t *testing.T) {
	var rd Reader
	for range 2 { // the second round runs in the buffer the first grew
		first, err := rd.Parse("https://A.example/x/y", nil) // written in the buffer: the host is lower-cased
		if err != nil {
			t.Fatal(err)
		}
		if first.Href() != "https://a.example/x/y" {
			t.Fatalf("href %q", first.Href())
		}
		kept := first.Clone()
		if !alias.Within(first.href, rd.buf) || alias.Within(kept.href, rd.buf) {
			t.Fatal("the Reader cannot tell its own URLs from others")
		}
		u, err := rd.Parse("q", &first) // first lives in the Reader's buffer
		if err != nil || u.Href() != "https://a.example/x/q" {
			t.Errorf("against a URL of the Reader: %q %v", u.Href(), err)
		}
		u, err = rd.Parse("../z", &kept)
		if err != nil || u.Href() != "https://a.example/z" {
			t.Errorf("against a clone: %q %v", u.Href(), err)
		}
		if kept.Href() != "https://a.example/x/y" {
			t.Errorf("the clone changed: %q", kept.Href())
		}
	}
	for _, in := range []string{"https://a.example/x/y?q=1#f", "http://192.0.2.1:8080/", "wss://a.example/%41"} {
		u, err := rd.Parse(in, nil)
		if err != nil || u.Href() != in || unsafe.StringData(u.href) != unsafe.StringData(in) {
			t.Errorf("%q: href %q %v is not the input", in, u.Href(), err)
		}
	}
	for _, in := range []string{"https://a.example", "https://a.example/./x", "https://a.example:443/", "HTTP://a.example/", "https://a.example/%2e/"} {
		if u, err := rd.Parse(in, nil); err != nil || u.Href() == in {
			t.Errorf("%q: href %q %v, want it rewritten", in, u.Href(), err)
		}
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = rd.Parse("https://www.example.com/path?utm_source=a#top", nil) }); n != 0 {
		t.Errorf("Reader.Parse: %v allocations on the common path, want 0", n)
	}
}

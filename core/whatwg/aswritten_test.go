package whatwg

import (
	"slices"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/internal/corpus"
	"github.com/linkscope/linkscope/internal/tsv"
)

// agreeAsWritten: when urlAsWritten takes input, the parser makes the
// same URL of it, with no validation error.
func agreeAsWritten(t *testing.T, input string) (taken bool) {
	t.Helper()
	ref, warns, err := uri.ParseLenient(input)
	if err != nil || len(warns) > 0 {
		return false
	}
	u, ok := urlAsWritten(input, &ref)
	if !ok {
		return false
	}
	p := parser{orig: input, collect: true, shareInput: true}
	want, perr := p.run()
	if perr != nil || len(p.errs) > 0 {
		t.Fatalf("%q: urlAsWritten took it, the parser gives %v %v", input, perr, p.errs)
	}
	if u != want {
		t.Fatalf("%q: urlAsWritten %+v\nparser %+v", input, u, want)
	}
	return true
}

// TestAsWrittenAgrees: on every corpus link and urltestdata input, and on
// the shapes at its edges, urlAsWritten agrees with the parser wherever
// it answers; it answers for most corpus links.
func TestAsWrittenAgrees(t *testing.T) {
	links := corpus.Links(20000)
	taken := 0
	for _, l := range links {
		if agreeAsWritten(t, l) {
			taken++
		}
	}
	if taken < len(links)/3 {
		t.Errorf("urlAsWritten took %d of %d corpus links", taken, len(links))
	}
	for _, r := range tsv.Load(t, "../../testdata/whatwg/urltestdata.tsv") {
		agreeAsWritten(t, r.Get("input"))
	}
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"https://a.example/p?q=1#f", true},
		{"http://a.example/", true},
		{"https://a.example//x?", true},
		{"https://a.example/p#", true},
		{"https://a.example/it's?q=it%27s", true},
		{"https://a.example/p?q='", false}, // the special-query set encodes "'"
		{"https://a.example", false},       // the browser writes the path "/"
		{"https://a.example/./x", false},   // a dot segment
		{"https://a.example/%2e/x", false}, // an encoded one
		{"https://a.example:443/", false},  // the default port
		{"https://a.example:8443/", true},
		{"https://a.example:08443/", false},      // a leading zero
		{"https://a.example:/", false},           // an empty port
		{"https://a.example:65536/", false},      // out of range
		{"https://A.example/", false},            // upper case
		{"HTTPS://a.example/", false},            // upper case
		{"https://a.example./", false},           // an empty label
		{"https://xn--nxasmq6b.example/", false}, // punycode is checked
		{"https://1.2.3.4/", true},               // an IPv4 address as written back
		{"https://01.2.3.4/", false},             // one the browser rewrites
		{"https://1.2.3/", false},                // one the browser rewrites
		{"https://a.0x7f/", false},               // ends in a number
		{"https://u@a.example/", false},          // userinfo
		{"wss://a.example/", false},              // another scheme
		{"https://a_b.example/", false},          // a byte outside the narrow set
		{" https://a.example/", false},           // whitespace: a lenient warning
	} {
		ref, warns, err := uri.ParseLenient(c.in)
		_, got := urlAsWritten(c.in, &ref)
		got = got && err == nil && len(warns) == 0
		if got != c.want {
			t.Errorf("%q: taken %v, want %v", c.in, got, c.want)
		}
		agreeAsWritten(t, c.in)
	}
}

// FuzzAsWritten holds urlAsWritten to the parser.
func FuzzAsWritten(f *testing.F) {
	for _, l := range corpus.Links(50) {
		f.Add(l)
	}
	for _, s := range []string{"https://a.example/p?q=1#f", "https://a.example/it's?q='", "http://a-b.c/%41?%zz", "https://a.example//./"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		agreeAsWritten(t, input)
	})
}

// agreeFromRFC: when readShape takes input, InspectRead gives the URL,
// validation errors and differences the parser and compare give.
func agreeFromRFC(t *testing.T, rd *Reader, input string) (taken bool) {
	t.Helper()
	ref, warns, err := uri.ParseLenient(input)
	if err != nil || len(warns) > 0 {
		return false
	}
	if _, ok := readShape(input, &ref); !ok {
		return false
	}
	p := parser{orig: input, collect: true, shareInput: true}
	want, perr := p.run()
	if perr != nil {
		t.Fatalf("%q: readShape took it, the parser fails: %v", input, perr)
	}
	wantDiffs := compare(nil, input, &ref, true, &want, true, nil)
	var rec Record
	rd.InspectRead(&rec, input, RFCReading{Ref: &ref, OK: true, Strict: true}, nil, nil)
	if rec.URL != want || rec.Err != nil || !rec.RFCOK {
		t.Fatalf("%q: from the RFC reading %+v %v\nparser %+v", input, rec.URL, rec.Err, want)
	}
	if !slices.Equal(rec.Validation, p.errs) || !slices.Equal(rec.Differs, wantDiffs) {
		t.Fatalf("%q: from the RFC reading %v %v\nparser %v %v", input, rec.Validation, rec.Differs, p.errs, wantDiffs)
	}
	return true
}

// TestFromRFCAgrees: on every corpus link and urltestdata input, and on
// the shapes at readShape's edges, InspectRead agrees with the parser
// wherever readShape answers; it answers for most corpus links.
func TestFromRFCAgrees(t *testing.T) {
	var rd Reader
	links := corpus.Links(20000)
	taken := 0
	for _, l := range links {
		if agreeFromRFC(t, &rd, l) {
			taken++
		}
	}
	if taken < len(links)*2/3 {
		t.Errorf("readShape took %d of %d corpus links", taken, len(links))
	}
	for _, r := range tsv.Load(t, "../../testdata/whatwg/urltestdata.tsv") {
		agreeFromRFC(t, &rd, r.Get("input"))
	}
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"HTTPS://A.Example/p?q=1#f", true},
		{"https://a.example", true},
		{"https://a.example:443", true},
		{"http://a.example:080/", true},
		{"http://a.example:0/", true},
		{"http://a.example:00/", true},
		{"https://a.example:/", true},
		{"https://a.example/./x/../y/%2e%2E/z", true},
		{"https://a.example/%2e", true},
		{"https://a.example/.well-known/a..b/c.", true},
		{"https://a.example/a/.%2E?%7e", true},
		{"https://a.example/%20", true},
		{"https://XN--NXASMQ6B.example/", true},
		{"https://xn--a.example/", true},
		{"https://a..example/", true},
		{"https://-a.example./", true},
		{"https://1.2.3.4:443", true},
		{"https://01.2.3.4/", false},
		{"https://a.example:65536/", false},
		{"https://a.example/p?q='", false},
		{"HTTPS://u@a.example/", false},
		{"wss://a.example/", false},
		{"https://a_b.example/", false},
		{"https://[2001:db8::7]/landing?id=1", true},
		{"HTTP://[2001:DB8:0:0:0:0:0:7]:80/a/../b", true},
		{"https://[::1]", true},
		{"https://[::ffff:192.0.2.1]:8443/", true},
		{"https://[::ffff:192.0.2.01]/", false},
		{"https://[v1.x]/", false},
	} {
		if got := agreeFromRFC(t, &rd, c.in); got != c.want {
			t.Errorf("%q: taken %v, want %v", c.in, got, c.want)
		}
	}
}

// FuzzFromRFC holds InspectRead's reading from the RFC 3986 reading to
// the parser.
func FuzzFromRFC(f *testing.F) {
	for _, l := range corpus.Links(50) {
		f.Add(l)
	}
	for _, s := range []string{"HTTPS://A.Example:443", "http://a.example:080/./b/%2E%2e/c?x#y", "https://xn--a.example/", "https://a..b/",
		"https://[2001:DB8::7]:443/./x", "http://[::ffff:1.2.3.4]/"} {
		f.Add(s)
	}
	var rd Reader
	f.Fuzz(func(t *testing.T, input string) {
		agreeFromRFC(t, &rd, input)
		taken, lower, plain := readHostBytes(input)
		wantTaken := strings.IndexFunc(input, func(r rune) bool { return r >= 0x80 || !hostByte[r] }) < 0
		if taken != wantTaken || taken && (lower != (strings.ToLower(input) == input) || plain != isPlainDNSName(input)) {
			t.Fatalf("readHostBytes(%q) = %v, %v, %v", input, taken, lower, plain)
		}
	})
}

package uri

import (
	"fmt"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

const testdata = "../../testdata/uri/"

// tally counts how the transcribed vectors fare; TestVectorPassRate checks
// the total after the vector tests ran.
type tally struct{ ok, differs int }

// checkVector enforces a vector row: an "ok" row must give the vector's
// expected value; a "differs" row must give exactly what its "ours" column
// says (and the note says why the RFC or our rule wins), so a change in
// behaviour shows up either way.
func checkVector(t *testing.T, row tsv.Row, got, want string, tl *tally) {
	t.Helper()
	switch row.Get("status") {
	case "ok":
		if got == want {
			tl.ok++
		} else {
			t.Errorf("%s: got %q, want %q", row.Name(), got, want)
		}
	case "differs":
		if got == want {
			tl.ok++
		} else {
			tl.differs++
		}
		if row.Get("note") == "" {
			t.Errorf("%s: a differing row needs a note saying why", row.Name())
		}
		if ours := row.Get("ours"); got != ours || ours == want {
			t.Errorf("%s: got %q, ours column says %q (vector: %q)", row.Name(), got, ours, want)
		}
	default:
		t.Errorf("%s: status %q, want ok or differs", row.Name(), row.Get("status"))
	}
}

func readTable(t testing.TB, name string) []tsv.Row {
	return tsv.Load(t, testdata+name)
}

// component renders an optional component the way the tables do.
func component(s string, defined bool) string {
	if !defined {
		return `\N`
	}
	return s
}

func cell(row tsv.Row, col string) string {
	v, ok := row.Lookup(col)
	return component(v, ok)
}

// TestVectors runs every transcribed vector table and checks that at least
// 95% of all rows agree with their source, the others being
// marked "differs" with a reason.
func TestVectors(t *testing.T) {
	tables := []struct {
		name string
		run  func(*testing.T, []tsv.Row, *tally)
	}{
		{"rfc3986_parse.tsv", testRFC3986Parse},
		{"rfc3986_resolve.tsv", testResolve},
		{"rfc3986_normalize.tsv", testNormalize},
		{"uriparser_parse.tsv", testUriparserParse},
		{"uriparser_resolve.tsv", testResolve},
		{"uriparser_normalize.tsv", testNormalize},
		{"uriparser_ip_literals.tsv", testIPLiterals},
	}
	var total tally
	for _, tb := range tables {
		var tl tally
		t.Run(tb.name, func(t *testing.T) { tb.run(t, readTable(t, tb.name), &tl) })
		t.Logf("%s: %d agree, %d differ", tb.name, tl.ok, tl.differs)
		total.ok += tl.ok
		total.differs += tl.differs
	}
	n := total.ok + total.differs
	rate := float64(total.ok) / float64(n)
	t.Logf("vectors: %d of %d agree (%.1f%%)", total.ok, n, 100*rate)
	if n < 342 || rate < 0.95 {
		t.Errorf("vectors: %d rows, %.1f%% agree; want all 342 rows and at least 95%%", n, 100*rate)
	}
}

func testRFC3986Parse(t *testing.T, rows []tsv.Row, tl *tally) {
	for _, row := range rows {
		r, err := Parse(row.Get("input"))
		got := fmt.Sprint(err)
		if err == nil {
			got = strings.Join([]string{component(r.Scheme, r.HasScheme), component(r.Authority(), r.HasAuthority),
				r.Path, component(r.Query, r.HasQuery), component(r.Fragment, r.HasFragment)}, " | ")
		}
		want := strings.Join([]string{cell(row, "scheme"), cell(row, "authority"), cell(row, "path"),
			cell(row, "query"), cell(row, "fragment")}, " | ")
		checkVector(t, row, got, want, tl)
	}
}

func testResolve(t *testing.T, rows []tsv.Row, tl *tally) {
	for _, row := range rows {
		got, err := ResolveString(row.Get("base"), row.Get("reference"))
		if err != nil {
			got = err.Error()
		}
		checkVector(t, row, got, row.Get("expected"), tl)
	}
}

func testNormalize(t *testing.T, rows []tsv.Row, tl *tally) {
	for _, row := range rows {
		checkVector(t, row, normalizeRow(t, row), row.Get("expected"), tl)
	}
}

// normalizeRow runs the rules column on the input: RemoveDotSegments, a
// rule spec for Normalize, or component:NAME for uriparser's per-component
// masks.
func normalizeRow(t *testing.T, row tsv.Row) string {
	in, rules := row.Get("input"), row.Get("rules")
	if rules == "RemoveDotSegments" {
		return RemoveDotSegments(in)
	}
	if comp, ok := strings.CutPrefix(rules, "component:"); ok {
		return normalizeComponent(t, in, comp)
	}
	set, err := ParseRules(rules)
	if err != nil {
		t.Fatalf("%s: %v", row.Name(), err)
	}
	res, err := Normalize(in, Options{Rules: set})
	if err != nil {
		return err.Error()
	}
	return res.URL
}

func normalizeComponent(t *testing.T, in, comp string) string {
	r, err := Parse(in)
	if err != nil {
		return err.Error()
	}
	syntax := func(s string) string { return decodeUnreserved(nil, uppercaseEscapes(nil, s)) }
	switch comp {
	case "scheme":
		r.Scheme = lowerASCII(r.Scheme)
	case "user_info":
		r.Userinfo = syntax(r.Userinfo)
	case "host":
		r.Host = lowercaseHost(nil, syntax(r.Host))
	case "port":
		removeDefaultPort(&r)
	case "path":
		r.Path = normDotSegments(&r, nil)
	case "query":
		r.Query = syntax(r.Query)
	case "fragment":
		r.Fragment = syntax(r.Fragment)
	default:
		t.Fatalf("unknown component %q", comp)
	}
	return r.String()
}

func testUriparserParse(t *testing.T, rows []tsv.Row, tl *tally) {
	for _, row := range rows {
		in, want := row.Get("input"), row.Get("expected")
		r, err := Parse(in)
		got := "invalid"
		switch {
		case err != nil:
		case strings.HasPrefix(want, "valid(hostSet"):
			abs := !r.HasAuthority && strings.HasPrefix(r.Path, "/")
			emptySeg := strings.HasSuffix(r.Path, "/") && !(abs && r.Path == "/")
			got = fmt.Sprintf("valid(hostSet=%t,absPath=%t,emptySeg=%t)", r.HasAuthority, abs, emptySeg)
		case want == "valid(roundtrip)" && r.String() == in:
			got = want
		default:
			got = "valid"
		}
		checkVector(t, row, got, want, tl)
	}
}

var hostTypeNamesInVectors = map[HostType]string{
	HostRegName: "reg-name", HostIPv4: "IPv4address", HostIPv6: "IP-literal(IPv6address)", HostIPvFuture: "IP-literal(IPvFuture)",
}

func testIPLiterals(t *testing.T, rows []tsv.Row, tl *tally) {
	for _, row := range rows {
		lit := row.Get("literal")
		var ok bool
		switch row.Get("kind") {
		case "ipv4":
			ok = isIPv4(lit)
		case "ipv6":
			_, bad := parseIPv6(lit)
			ok = bad < 0
		case "ipvfuture":
			ok = checkIPvFuture(lit) < 0
		}
		got := validity(ok)
		r, err := Parse(row.Get("as_uri"))
		got += " " + validity(err == nil) + " "
		if err == nil {
			got += hostTypeNamesInVectors[r.HostType]
		} else {
			got += "-"
		}
		want := row.Get("literal_valid") + " " + row.Get("uri_valid") + " " + row.Get("host_type_in_uri")
		checkVector(t, row, got, want, tl)
	}
}

func validity(ok bool) string {
	if ok {
		return "valid"
	}
	return "invalid"
}

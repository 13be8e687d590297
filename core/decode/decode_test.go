package decode

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// factTables are the tables of facts that must be found: one row per
// fact, `input<TAB>at<TAB>label<TAB>value<TAB>precision<TAB>source`; at `*`
// for any place, precision empty for a fact that is no timestamp.
var factTables = []string{"ids.tsv", "epochs.tsv", "google.tsv", "sites.tsv", "mail.tsv", "encodings.tsv", "security.tsv", "mistakes.tsv"}

func TestFacts(t *testing.T) {
	d := Default()
	for _, name := range factTables {
		for _, row := range tsv.Load(t, filepath.Join("../../testdata/decode", name)) {
			input := row.Get("input")
			facts := d.Decode(input)
			want := Fact{At: row.Get("at"), Label: row.Get("label"), Value: row.Get("value"), Precision: Precision(row.Get("precision"))}
			if !hasFact(facts, want) {
				t.Errorf("%s: %q: no fact at %q %q = %q (precision %q); have:\n%s", row.Name(), input, want.At, want.Label, want.Value, want.Precision, dumpFacts(facts))
			}
		}
	}
}

func hasFact(facts []Fact, want Fact) bool {
	for _, f := range facts {
		if (want.At == "*" || f.At == want.At) && f.Label == want.Label && f.Value == want.Value && f.Precision == want.Precision {
			return true
		}
	}
	return false
}

func dumpFacts(facts []Fact) string {
	var b strings.Builder
	for _, f := range facts {
		b.WriteString("\t" + f.At + " | " + f.Label + " | " + f.Value + " | " + string(f.Precision) + " | " + f.Decoder + " " + string(f.Confidence) + " " + strings.Join(f.Chain, " > ") + "\n")
	}
	return b.String()
}

// TestConfidence: readings whose confidence is the point (a shape that
// passes by chance is low; a check that seldom passes, medium; the
// layout's own form, high).
func TestConfidence(t *testing.T) {
	d := Default()
	for _, row := range tsv.Load(t, "../../testdata/decode/confidence.tsv") {
		input, at, label, value := row.Get("input"), row.Get("at"), row.Get("label"), row.Get("value")
		want := Confidence(row.Get("confidence"))
		facts := d.Decode(input)
		found := false
		for _, f := range facts {
			if (at == "*" || f.At == at) && f.Label == label && f.Value == value {
				found = true
				if f.Confidence != want {
					t.Errorf("%s: %q: %s = %s: confidence %s, want %s", row.Name(), input, label, value, f.Confidence, want)
				}
			}
		}
		if !found {
			t.Errorf("%s: %q: no fact at %q %q = %q; have:\n%s", row.Name(), input, at, label, value, dumpFacts(facts))
		}
	}
}

// TestAbsent: inputs that must not give a reading (a decoder, * for any;
// narrowed by a label and a value when named): plausibility ranges,
// shapes that are not what they seem, values a rule names but that hold
// nothing.
func TestAbsent(t *testing.T) {
	d := Default()
	for _, row := range tsv.Load(t, "../../testdata/decode/absent.tsv") {
		input, decoder, label, value := row.Get("input"), row.Get("decoder"), row.Get("label"), row.Get("value")
		for _, f := range d.Decode(input) {
			if (decoder == "*" || f.Decoder == decoder) && (label == "" || f.Label == label) && (value == "" || f.Value == value) {
				t.Errorf("%s: %q: unexpected %s fact %q = %q", row.Name(), input, f.Decoder, f.Label, f.Value)
			}
		}
	}
}

// TestUnfurlAssertions runs the transcription of obsidianforensics/unfurl's
// unit-test assertions: every factual row must hold (all do, so a share
// of them would hide a regression), and every row where unfurl's own
// expectation is wrong must give the right value.
func TestUnfurlAssertions(t *testing.T) {
	d := Default()
	var factual, passed int
	for _, row := range tsv.Load(t, "../../testdata/decode/unfurl.tsv") {
		class, expect := row.Get("class"), row.Get("expect")
		switch class {
		case "display", "network":
			continue
		case "factual", "corrected":
		default:
			t.Fatalf("%s: unknown class %q", row.Name(), class)
		}
		factual++
		facts := d.Decode(row.Get("input"))
		if holds(facts, expect) {
			passed++
			continue
		}
		// Every row holds today: one that stops holding is a regression,
		// whatever the share of the others (a bar of 95% let one through).
		t.Errorf("%s: %s: %s row fails: %q; have:\n%s", row.Name(), row.Get("test"), class, expect, dumpFacts(facts))
	}
	t.Logf("unfurl's factual assertions: %d of %d hold", passed, factual)
}

// holds reports whether expect is a substring of some fact's "label:
// value", or, written "!text", of none.
func holds(facts []Fact, expect string) bool {
	neg := strings.HasPrefix(expect, "!")
	want := strings.TrimPrefix(expect, "!")
	for _, f := range facts {
		if strings.Contains(f.Label+": "+f.Value, want) {
			return !neg
		}
	}
	return neg
}

// TestCampaignKeysAreSkipped holds applyRules' utm_ shortcut to the table:
// every utm_ key sites.tsv names is a skip row on every host, and no host
// reads one.
func TestCampaignKeysAreSkipped(t *testing.T) {
	for _, line := range strings.Split(sitesTSV, "\n") {
		f := strings.Split(line, "\t")
		if len(f) == 7 && f[1] == "query" && strings.HasPrefix(f[2], "utm_") && (f[0] != "*" || f[3] != "skip") {
			t.Errorf("sites.tsv: %q: a utm_ key is read by %s on %s, but applyRules skips every utm_ key", f[2], f[3], f[0])
		}
	}
}

// TestNewTableErrors: a malformed row of either table is named by table,
// line and column.
func TestNewTableErrors(t *testing.T) {
	const hs = "hosts\tplace\tkey\tdecoder\tlabel\tconfidence\tsource\n"
	const hn = "table\tcode\tname\tsource\n"
	const n = hn + "udm\t1\tAll\ts\n"
	const s = hs + "x.com\tquery\tq\ttext\tQuery\thigh\ts\n"
	for _, c := range []struct{ sites, names, want string }{
		{hs + "x.com\tquery\tq\ttext\tQuery\thigh", n, "sites.tsv line 2: want 7 tab-separated columns, have 6"},
		{hs + "X.com\tquery\tq\ttext\tQuery\thigh\ts", n, `sites.tsv line 2, column hosts: want lower-case hosts, label.* or *: "X.com"`},
		{hs + "x.com\theader\tq\ttext\tQuery\thigh\ts", n, `sites.tsv line 2, column place: want query, path or fragment, not "header"`},
		{hs + "x.com\tquery\tq\tnosuch\tQuery\thigh\ts", n, `sites.tsv line 2, column decoder: no decoder "nosuch"`},
		{hs + "x.com\tquery\tq\tname:nosuch\tQuery\thigh\ts", n, `sites.tsv line 2, column decoder: no names table "nosuch"`},
		{hs + "x.com\tquery\tq\ttext\tQuery\tsure\ts", n, "sites.tsv line 2, column confidence: want high, medium or low"},
		{hs + "x.com\tquery\tq\ttext\tQuery\thigh\t", n, "sites.tsv line 2, column source: every row cites its source"},
		{hs + "x.com\tpath\t/a/{}/{}\tid\tId\thigh\ts", n, `sites.tsv line 2, column key: a path pattern captures one segment ({}, {!a|b}, {key=*}) and has ** only last, or first before the capture alone: "/a/{}/{}"`},
		{hs, n, "sites.tsv line 2: no rules"},
		{s, n + "udm\t1\tWeb\ts\n", `names.tsv line 3, column code: code "1" twice in table udm`},
		{s, hn + "udm\t1\t\ts\n", "names.tsv line 2: table, name and source are required"},
	} {
		_, err := New(c.sites, c.names)
		if err == nil || err.Error() != c.want {
			t.Errorf("New(%q, %q) error %v, want %q", c.sites, c.names, err, c.want)
		}
		if _, ok := err.(*TableError); err != nil && !ok {
			t.Errorf("New(%q) error %T, want *TableError", c.sites, err)
		}
	}
}

// TestKnown: what the caller shows (the destinations, the marker of the
// link it analyses) is left out; the rest of the wrapper and of its
// destination is read.
func TestKnown(t *testing.T) {
	const dest = "https://a.example/?utm_source=x&_openstat=dGVzdDsxOzI7Mw"
	const link = "https://www.google.com/url?q=https://a.example/?utm_source=x%26_openstat=dGVzdDsxOzI7Mw&_openstat=b3V0ZXI7MTsyOzM&ei=cDPwZt7ID-fB0PEP5rHJ6A0"
	k := Known{Wrapper: "google-url", Target: dest, Destinations: []string{dest}, OpenstatOf: dest}
	var got []string
	for _, f := range Default().NewReader().AppendFactsKnowing(nil, link, &k) {
		got = append(got, f.At+" = "+f.Value)
	}
	want := []string{
		"query _openstat = outer;1;2;3",
		"query ei = 2024-09-22T15:10:40.255070Z",
		"query ei = 4264829159",
		"query ei = 3708967142",
	}
	if !slices.Equal(got, want) {
		t.Errorf("facts\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Without Known, the destination and both markers are facts.
	var all []string
	for _, f := range Decode(link) {
		all = append(all, f.At+" = "+f.Value)
	}
	for _, w := range []string{"wrapper google-url = " + dest, "query _openstat = outer;1;2;3", "wrapper google-url = test;1;2;3"} {
		if !slices.Contains(all, w) {
			t.Errorf("Decode: no fact %q in\n%s", w, strings.Join(all, "\n"))
		}
	}
}

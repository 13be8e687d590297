package decode

import (
	"path/filepath"
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
// unit-test assertions: at least 95% of its factual rows must hold, and
// every row where unfurl's own expectation is wrong must give the right
// value.
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
		if class == "corrected" {
			t.Errorf("%s: %s: corrected row fails: %q; have:\n%s", row.Name(), row.Get("test"), expect, dumpFacts(facts))
			continue
		}
		t.Logf("%s: %s: %q does not hold; have:\n%s", row.Name(), row.Get("test"), expect, dumpFacts(facts))
	}
	rate := float64(passed) / float64(factual)
	t.Logf("unfurl's factual assertions: %d of %d hold (%.1f%%)", passed, factual, 100*rate)
	if rate < 0.95 {
		t.Errorf("only %d of %d of unfurl's factual assertions hold (%.1f%%, want 95%% at least)", passed, factual, 100*rate)
	}
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

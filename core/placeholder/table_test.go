package placeholder

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/internal/tsv"
)

// tables is where the package's test tables live.
const tables = "../../testdata/placeholder/"

var modes = map[string]Mode{"raw": Raw, "url": URL}

func TestScan(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"scan.tsv") {
		in := r.Get("input")
		phs := AppendScan(nil, in, modes[r.Get("mode")])
		if want, _ := strconv.Atoi(r.Get("count")); len(phs) != want {
			t.Errorf("%s: %d found, want %d: %+v", r.Name(), len(phs), want, phs)
			continue
		}
		n, ok := r.Lookup("n")
		if !ok {
			continue
		}
		i, _ := strconv.Atoi(n)
		ph := phs[i]
		got := strings.Join([]string{ph.Text, strconv.Itoa(ph.Pos), ph.Syntax.String(), ph.Name, ph.Arg,
			strconv.FormatBool(ph.Encoded), ph.Problem.String(), ph.Platforms.String()}, "\t")
		want := strings.Join([]string{r.Get("text"), r.Get("pos"), r.Get("syntax"), r.Get("name"), r.Get("arg"),
			r.Get("encoded"), r.Get("problem"), r.Get("platforms")}, "\t")
		if got != want {
			t.Errorf("%s:\n got %q\nwant %q", r.Name(), got, want)
		}
		if ph.Text != in[ph.Pos:ph.End] {
			t.Errorf("%s: Text %q is not input[%d:%d]", r.Name(), ph.Text, ph.Pos, ph.End)
		}
	}
}

func TestCheck(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"check.tsv") {
		p := platform(t, r.Get("platform"))
		fs := Check(nil, p, "utm_campaign", r.Get("value"))
		if got := findingsString(fs); got != r.Get("findings") {
			t.Errorf("%s: %q\n got %q\nwant %q", r.Name(), r.Get("value"), got, r.Get("findings"))
		}
		for _, f := range fs {
			if f.Field != "utm_campaign" || f.Unit != finding.Character || f.Old == "" {
				t.Errorf("%s: incomplete finding %+v", r.Name(), f)
			}
		}
	}
}

// platform reads a platform id, "" for none.
func platform(t *testing.T, id string) Platform {
	t.Helper()
	if id == "" {
		return NoPlatform
	}
	p, err := ParsePlatform(id)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// findingsString writes findings as the tables do: rule@pos=suggested/detail.
func findingsString(fs []finding.Finding) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		s := string(f.Rule) + "@" + strconv.Itoa(f.Pos)
		if f.Suggested != "" {
			s += "=" + f.Suggested
		}
		if f.Detail != "" {
			s += "/" + f.Detail
		}
		parts[i] = s
	}
	return strings.Join(parts, " | ")
}

// TestTable: every platform build --platform takes is there with placeholders, every
// row reads back through the scanner as what it documents, and every
// platform's placeholders are known to it.
func TestTable(t *testing.T) {
	want := []string{"google-ads", "microsoft-ads", "meta", "tiktok", "linkedin", "yandex-direct",
		"mailchimp", "hubspot", "salesforce-mc", "klaviyo"}
	if got := PlatformIDs(); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("platforms %v, want %v", got, want)
	}
	for _, id := range want {
		p := platform(t, id)
		if p.ID() != id || p.Name() == "" || PlatformName(id) != p.Name() {
			t.Errorf("%s: id %q, name %q", id, p.ID(), p.Name())
		}
		if len(PlatformEntries(p)) == 0 {
			t.Errorf("%s: no placeholders", id)
		}
	}
	for _, e := range Entries() {
		if e.Source == "" || e.Meaning == "" {
			t.Errorf("%s %s: no source or meaning", e.Platform.ID(), e.Written)
		}
		ph, ok := Next(e.Written, 0, Raw)
		if !ok || !ph.Platforms.Has(e.Platform) {
			t.Errorf("%s %s: not known to its platform (%v)", e.Platform.ID(), e.Written, ph.Platforms)
		}
	}
	if _, err := ParsePlatform("google"); err == nil || !strings.Contains(err.Error(), "google-ads") {
		t.Errorf("an unknown platform's error lists the ids: %v", err)
	}
}

// TestTemplates: every platform has a starter template, setting
// utm_source and utm_medium, whose placeholders its platform fills.
func TestTemplates(t *testing.T) {
	for _, id := range PlatformIDs() {
		p := platform(t, id)
		values := Template(p)
		fields := map[string]bool{}
		for _, v := range values {
			fields[v.Field] = true
			if v.Source == "" {
				t.Errorf("%s %s: no source", id, v.Field)
			}
			if fs := Check(nil, p, v.Field, v.Value); len(fs) > 0 {
				t.Errorf("%s %s=%s: %s", id, v.Field, v.Value, findingsString(fs))
			}
		}
		if !fields["utm_source"] || !fields["utm_medium"] {
			t.Errorf("%s: template %v lacks utm_source or utm_medium", id, values)
		}
	}
	if Template(NoPlatform) != nil {
		t.Error("no platform, no template")
	}
}

func TestFieldNames(t *testing.T) {
	for _, n := range FieldNames() {
		f, err := ParseField(n)
		if err != nil || f.String() != n {
			t.Errorf("%s: %v, %v", n, f, err)
		}
	}
	if _, err := ParseField("suffix"); err == nil {
		t.Error("an unknown field is refused")
	}
	google := platform(t, "google-ads")
	if !google.Takes(FinalURLSuffix) || !google.Takes(TrackingTemplate) || google.Takes(URLParameters) || !google.Takes(Link) {
		t.Error("Google Ads takes a final URL suffix and a tracking template, not URL parameters")
	}
	if meta := platform(t, "meta"); !meta.Takes(URLParameters) || meta.Takes(TrackingTemplate) {
		t.Error("Meta takes URL parameters")
	}
}

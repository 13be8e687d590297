package whatwg

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestDifferences(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/whatwg/differences.tsv") {
		base, _ := r.Lookup("base")
		rd := Read(r.Get("input"), base)
		var comps []string
		for _, d := range rd.Differences(nil) {
			comps = append(comps, d.Component)
		}
		if got := strings.Join(comps, ","); got != r.Get("differs") {
			t.Errorf("%s: differs %q, want %q", r.Name(), got, r.Get("differs"))
		}
		if got := strconv.FormatBool(rd.HostDiffers()); got != r.Get("host_differs") {
			t.Errorf("%s: host_differs %s, want %s", r.Name(), got, r.Get("host_differs"))
		}
	}
}

func TestBrowserJSON(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/whatwg/json.tsv") {
		base, hasBase := r.Lookup("base")
		rec := Inspect(r.Get("input"), base, hasBase) // Display unset: display_host is the hostname
		if got := string(rec.AppendBrowserJSON(nil)); got != r.Get("json") {
			t.Errorf("%s:\n got %s\nwant %s", r.Name(), got, r.Get("json"))
		}
		inspect := string(rec.AppendInspectJSON(nil))
		if want := `{` + r.Get("json")[strings.Index(r.Get("json"), `"href"`):]; inspect != want {
			t.Errorf("%s: inspect JSON is not the browser JSON without input and base:\n%s", r.Name(), inspect)
		}
	}
}

func TestDisplayRule(t *testing.T) {
	rec := Inspect("https://xn--80ak6aa92e.com/", "", false)
	rec.Display = Display{Host: "xn--80ak6aa92e.com", Rule: "whole-script-confusable"}
	got := string(rec.AppendInspectJSON(nil))
	if !strings.HasSuffix(got, `"display_host":"xn--80ak6aa92e.com","display_rule":"whole-script-confusable"}`) {
		t.Errorf("display members: %s", got)
	}
}

package tagging

import (
	"errors"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/tsv"
)

var zeroMarker = openstat.Marker{}

func TestCheckAbsolute(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/tagging/absolute.tsv") {
		note, err := CheckAbsolute(r.Get("url"))
		want := r.Get("error")
		if want == "" {
			if err != nil {
				t.Errorf("%s: %v", r.Name(), err)
			}
		} else {
			var ue *URLError
			if !errors.As(err, &ue) || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: error %v, want one with %q", r.Name(), err, want)
				continue
			}
			if ue.Suggestion != r.Get("suggestion") {
				t.Errorf("%s: suggestion %q, want %q", r.Name(), ue.Suggestion, r.Get("suggestion"))
			}
			if ue.Suggestion != "" && !strings.Contains(err.Error(), "did you mean "+ue.Suggestion+"?") {
				t.Errorf("%s: %q does not offer the fix", r.Name(), err)
			}
		}
		if wantNote, ok := r.Lookup("note"); ok != (note != "") || !strings.Contains(note, wantNote) {
			t.Errorf("%s: note %q, want %q", r.Name(), note, wantNote)
		}
	}
}

// TestTagRefusesRelative: Tag itself refuses, so the form and every
// command get the check.
func TestTagRefusesRelative(t *testing.T) {
	_, _, err := Tag("shop.example/landing", tracking.UTM{Source: "x"}, zeroMarker, 0, 0)
	if err == nil || !strings.Contains(err.Error(), "did you mean https://shop.example/landing?") {
		t.Errorf("Tag = %v", err)
	}
	tg, _, err := Tag("ftp://files.example/a", tracking.UTM{Source: "x"}, zeroMarker, 0, 0)
	if err != nil || len(tg.Notes) == 0 || !strings.Contains(tg.Notes[0], "ftp") {
		t.Errorf("Tag(ftp) = %+v, %v", tg, err)
	}
}

func TestCampaignLints(t *testing.T) {
	rules := func(u tracking.UTM) string {
		var out []string
		for _, l := range CampaignLints(u) {
			out = append(out, l.Field+":"+string(l.Rule))
		}
		return strings.Join(out, " ")
	}
	cases := []struct {
		u    tracking.UTM
		want string
	}{
		{tracking.UTM{}, ""},
		{tracking.UTM{Source: "g"}, "utm_medium:utm-medium-missing utm_campaign:utm-campaign-missing"},
		{tracking.UTM{Source: "g", Medium: "cpc", Campaign: "c"}, ""},
		{tracking.UTM{Term: "t", Campaign: "c"}, "utm_medium:utm-medium-missing"},
	}
	for _, c := range cases {
		if got := rules(c.u); got != c.want {
			t.Errorf("CampaignLints(%+v) = %q, want %q", c.u, got, c.want)
		}
	}
}

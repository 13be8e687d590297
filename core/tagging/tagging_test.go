package tagging

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/tsv"
)

func TestTag(t *testing.T) {
	rows := tsv.Load(t, "../../testdata/tagging/tag.tsv")
	for _, r := range rows {
		u := tracking.UTM{Source: r.Get("utm_source"), Medium: r.Get("utm_medium")}
		m := openstat.Marker{Service: r.Get("service"), Campaign: r.Get("campaign")}
		got, _, err := Tag(r.Get("url"), u, m, openstat.Percent, openstat.Query)
		if want := r.Get("error"); want != "" {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: error %v, want one containing %q", r.Name(), err, want)
			}
			continue
		}
		if err != nil || got.URL != r.Get("want") {
			t.Errorf("%s: got %q, %v; want %q", r.Name(), got.URL, err, r.Get("want"))
		}
	}
}

package tagging

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestPlaceholders: placeholders stay as their platform writes them, in the
// UTM values and the marker, and the lints build shows are the ones the
// table lists: none of upper case on a placeholder.
func TestPlaceholders(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/tagging/placeholders.tsv") {
		p := placeholder.NoPlatform
		if id := r.Get("platform"); id != "" {
			var err error
			if p, err = placeholder.ParsePlatform(id); err != nil {
				t.Fatal(err)
			}
		}
		enc, err := openstat.ParseEncoding(r.Get("encoding"))
		if err != nil {
			t.Fatal(err)
		}
		u := tracking.UTM{Source: r.Get("utm_source"), Medium: r.Get("utm_medium"), Campaign: r.Get("utm_campaign"), Term: r.Get("utm_term")}
		m := openstat.Marker{Service: r.Get("service"), Campaign: r.Get("campaign")}
		tagged, lints, err := Tag(r.Get("url"), u, m, enc, openstat.Query)
		if want := r.Get("error"); want != "" {
			if f, ok := finding.From(err); !ok || string(f.Rule) != want {
				t.Errorf("%s: error %v, want rule %s", r.Name(), err, want)
			}
			continue
		}
		if err != nil || tagged.URL != r.Get("want") {
			t.Errorf("%s:\n got %q, %v\nwant %q", r.Name(), tagged.URL, err, r.Get("want"))
		}
		lints = append(lints, CampaignLints(u)...)
		lints = append(lints, PlaceholderLints(u, m, p)...)
		var names []string
		for _, l := range lints {
			names = append(names, string(l.Rule)+"@"+l.Field)
			if l.Message == "" || strings.ContainsAny(l.Message, "\x1b\r\n") {
				t.Errorf("%s: message %q", r.Name(), l.Message)
			}
		}
		if got := strings.Join(names, ","); got != r.Get("lints") {
			t.Errorf("%s: lints %q, want %q", r.Name(), got, r.Get("lints"))
		}
		if tagged.Encoding == openstat.Base64 {
			t.Errorf("%s: a marker holding a placeholder went base64", r.Name())
		}
	}
}

package placeholder

import (
	"encoding/json"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestUsesJSON(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"uses.tsv") {
		f, err := ParseField(r.Get("as"))
		if err != nil {
			t.Fatal(err)
		}
		got := string(AppendUsesJSON(nil, AppendUses(nil, r.Get("text"), platform(t, r.Get("platform")), f)))
		if got != r.Get("want") || !json.Valid([]byte(got)) {
			t.Errorf("%s:\n got %s\nwant %s", r.Name(), got, r.Get("want"))
		}
	}
}

func TestInspectJSON(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"inspect.tsv") {
		phs := AppendInLink(nil, r.Get("link"))
		if got := string(AppendJSON(nil, phs)); got != r.Get("want") || !json.Valid([]byte(got)) {
			t.Errorf("%s:\n got %s\nwant %s", r.Name(), got, r.Get("want"))
		}
		if got := findingsString(AppendUnfilled(nil, phs)); got != r.Get("unfilled") {
			t.Errorf("%s: unfilled\n got %q\nwant %q", r.Name(), got, r.Get("unfilled"))
		}
	}
}

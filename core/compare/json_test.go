package compare

import (
	"encoding/json"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestJSON(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/compare/json.tsv") {
		t.Run(r.Name(), func(t *testing.T) {
			res, err := Compare(r.Get("a"), r.Get("b"), testOptions(t, r.Get("rules")))
			if err != nil {
				t.Fatal(err)
			}
			got := string(res.AppendJSON(nil))
			if got != r.Get("json") {
				t.Errorf("\n got %s\nwant %s", got, r.Get("json"))
			}
			if !json.Valid([]byte(got)) {
				t.Errorf("invalid JSON %s", got)
			}
		})
	}
}

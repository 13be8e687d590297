package whatwg

import (
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestWPTIdnaTestV2 runs web-platform-tests url/resources/IdnaTestV2.json
// (testdata/whatwg/idnatestv2.tsv) as its harness does: the host of
// new URL("https://" + input + "/x") is output, or parsing fails when
// output is null. The empty input is skipped there and here: it cannot
// be a host ("https:///x" has host "x").
func TestWPTIdnaTestV2(t *testing.T) {
	rows := tsv.Load(t, "../../testdata/whatwg/idnatestv2.tsv")
	passed, total := 0, 0
	for _, r := range rows {
		input := r.Get("input")
		if input == "" {
			continue
		}
		total++
		want, ok := r.Lookup("output")
		u, err := Parse("https://"+input+"/x", nil)
		switch {
		case !ok && err == nil:
			t.Errorf("%s: %q: want failure, got host %q", r.Name(), input, u.Host())
		case ok && err != nil:
			t.Errorf("%s: %q: want %q, got %v", r.Name(), input, want, err)
		case ok && u.Host() != want:
			t.Errorf("%s: %q: host %q, want %q", r.Name(), input, u.Host(), want)
		default:
			passed++
		}
	}
	t.Logf("IdnaTestV2: %d/%d rows pass", passed, total)
}

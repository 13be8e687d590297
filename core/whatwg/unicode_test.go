package whatwg

import (
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestDomainToUnicode(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/whatwg/unicode.tsv") {
		if got := DomainToUnicode(r.Get("input")); got != r.Get("unicode") {
			t.Errorf("%s: DomainToUnicode(%q) = %q, want %q", r.Name(), r.Get("input"), got, r.Get("unicode"))
		}
	}
}

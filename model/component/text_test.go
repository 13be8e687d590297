package component

import (
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestPasteLines(t *testing.T) {
	for _, row := range tsv.Load(t, "../../testdata/model/paste_lines.tsv") {
		if got := PasteLines(row.Get("input")); got != row.Get("want") {
			t.Errorf("PasteLines(%q) = %q, want %q (%s)", row.Get("input"), got, row.Get("want"), row.Get("source"))
		}
	}
}

package inspector

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/ui"
)

// TestNoBlankRowsWithPanesBelow: when panes are out of view below, the
// view fills its room: no blank row sits above "panes below" (at 60×20
// three rows were left blank while the line said 5 panes were below).
func TestNoBlankRowsWithPanesBelow(t *testing.T) {
	for _, w := range []int{60, 72, 80, 100} {
		for h := 17; h <= 40; h++ {
			in := New(modeltest.Common(), sample, true)
			in.SetSize(w, h)
			view := in.View()
			if !strings.Contains(view, "below") {
				continue
			}
			lines := strings.Split(view, "\n")
			for i, l := range lines {
				if strings.TrimSpace(l) == "" {
					t.Errorf("%d×%d: line %d of %d is blank while panes are out of view:\n%s", w, h, i+1, len(lines), view)
					break
				}
			}
			if n := ui.CountLines(view); n > h || n < h-2 {
				// Two rows may stay free: a pane needs its frame and a row.
				t.Errorf("%d×%d: %d lines drawn while panes are out of view:\n%s", w, h, n, view)
			}
		}
	}
}

package inspector

import (
	"slices"
	"testing"

	"github.com/linkscope/linkscope/core/inspect"
)

// TestEverySectionHasAPane: each report section is drawn by the
// sectionPanes method named after it, and no method draws a section that
// does not exist.
func TestEverySectionHasAPane(t *testing.T) {
	panes := sectionPaneFuncs()
	names := inspect.SectionNames()
	for _, name := range names {
		if panes[name] == nil {
			t.Errorf("section %q has no pane: write sectionPanes' method for it in a pane_%s.go file", name, name)
		}
	}
	for name := range panes {
		if !slices.Contains(names, name) {
			t.Errorf("sectionPanes draws %q, which is no section of the report", name)
		}
	}
	order := paneOrder()
	if order[0].name != "link" || len(order) != len(names)+2 {
		t.Errorf("pane order %v", order)
	}
}

package model

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// TestInspectPaste drives pastes into Inspect through the root: a paste
// is read for links, a complete link replaces the one in the field, and
// a new link starts on its destination.
func TestInspectPaste(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"inspect_paste.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			m, _, _ := newTest(t, "", 150, 50)
			got := drive(m, modeltest.Msgs(t, row.Raw("keys"))...).(Model)
			if v := got.view().Name(); !strings.EqualFold(v, row.Get("want_view")) {
				t.Errorf("view = %s, want %s", v, row.Get("want_view"))
			}
			if link := got.link(); link != row.Get("want_link") {
				t.Errorf("link = %q, want %q", link, row.Get("want_link"))
			}
			switch want := row.Get("want_status"); {
			case want == "-" && got.status != "":
				t.Errorf("status = %q, want none", got.status)
			case want != "-" && !strings.Contains(got.status, want):
				t.Errorf("status = %q, want it to say %q", got.status, want)
			}
			if want := row.Get("want_screen"); want != "-" {
				screen := got.View()
				for _, w := range strings.Split(want, " | ") {
					if !strings.Contains(screen, w) {
						t.Errorf("the screen does not show %q:\n%s", w, screen)
					}
				}
			}
		})
	}
}

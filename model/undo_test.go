package model

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// TestUndo drives the undo keys through the root, across views: the
// status line says what an action replaced and how to undo it.
func TestUndo(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"undo.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			url := row.Get("url")
			if url == "-" {
				url = ""
			}
			m, _, _ := newTest(t, url, 150, 50)
			got := drive(m, modeltest.Msgs(t, row.Raw("keys"))...).(Model)
			if v := got.view().Name(); !strings.EqualFold(v, row.Get("want_view")) {
				t.Errorf("view = %s, want %s", v, row.Get("want_view"))
			}
			if !strings.Contains(got.status, row.Get("want_status")) {
				t.Errorf("status = %q, want it to say %q", got.status, row.Get("want_status"))
			}
			screen := got.View()
			for _, want := range strings.Split(row.Get("want_screen"), " | ") {
				if !strings.Contains(screen, want) {
					t.Errorf("the screen does not show %q:\n%s", want, screen)
				}
			}
		})
	}
}

package lineedit

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/ui"
)

// TestHandle drives the editor with each row's keys and compares the text
// and the cursor.
func TestHandle(t *testing.T) {
	keys := ui.DefaultKeyMap().Editor
	for _, r := range tsv.Load(t, "../../testdata/lineedit/edits.tsv") {
		var e Model
		changed := false
		for _, k := range modeltest.KeyMsgs(t, r.Get("keys")) {
			var handled bool
			if changed, handled = e.Handle(k, keys); !handled {
				t.Errorf("%s: %s not handled", r.Name(), k)
			}
		}
		got := string(e.Runes()[:e.Pos()]) + "|" + string(e.Runes()[e.Pos():])
		if got != r.Get("want") || e.Value() != strings.Replace(r.Get("want"), "|", "", 1) {
			t.Errorf("%s: %q gives %q (value %q), want %q", r.Name(), r.Get("keys"), got, e.Value(), r.Get("want"))
		}
		if want := r.Get("changed") == "true"; changed != want {
			t.Errorf("%s: the last key changed the text: %v, want %v", r.Name(), changed, want)
		}
	}
}

// TestUnhandled: a key that is not an editing key is left to the view.
func TestUnhandled(t *testing.T) {
	var e Model
	e.Set("abc")
	for _, k := range modeltest.KeyMsgs(t, "tab ctrl+y enter alt+x") {
		if changed, handled := e.Handle(k, ui.DefaultKeyMap().Editor); changed || handled {
			t.Errorf("%s: changed %v, handled %v", k, changed, handled)
		}
	}
	if e.Value() != "abc" || !e.AtEnd() {
		t.Errorf("after other keys: %q at %d", e.Value(), e.Pos())
	}
}

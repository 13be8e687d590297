package model

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// TestSheetToForm: the UI opened on a worksheet starts on the Sheet view;
// enter fills the Build form with the selected row; the fix-all key there
// trims "google " and the row comes back fixed, now the same link as row 3.
func TestSheetToForm(t *testing.T) {
	m := newSheetTest(t, 150, 40)
	if m.view().Name() != "Sheet" {
		t.Fatalf("starts on %s", m.view().Name())
	}
	m = drive(m, modeltest.Msgs(t, "down down enter")...).(Model)
	if m.view().Name() != "Build" || !strings.Contains(m.status, "row 5 of \"Links\" is in the form") {
		t.Fatalf("after enter: %s, status %q", m.view().Name(), m.status)
	}
	m = drive(m, modeltest.Msgs(t, "ctrl+x ctrl+t")...).(Model)
	if m.view().Name() != "Sheet" {
		t.Fatalf("ctrl+t from Build: %s", m.view().Name())
	}
	if v := m.View(); !strings.Contains(v, "row 5 · repeats row 3") {
		t.Errorf("the fixed row does not come back:\n%s", v)
	}
}

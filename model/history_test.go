package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/history"
	"github.com/linkscope/linkscope/model/form"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// TestHistoryRoundTrip: a link copied from Build is appended to
// history.jsonl in the config directory and listed first in the History
// view; opening it again fills the form, which builds the same link.
func TestHistoryRoundTrip(t *testing.T) {
	dir := t.TempDir()
	var m tea.Model = New(Options{Paths: config.Paths{Dir: dir}, Setup: analysis.Builtin(), Clipboard: &fakeClipboard{}, OSC52: &strings.Builder{}, Theme: "dark"})
	m = drive(m, tea.WindowSizeMsg{Width: 150, Height: 50})
	// Copied, copied again and inspected: one link built, one record.
	m = drive(m, modeltest.Msgs(t, "ctrl+t paste:https://shop.example/p tab text:openstat.ru shift+tab shift+tab enter text:yandex ctrl+y ctrl+y ctrl+o ctrl+t")...)
	const want = "https://shop.example/p?utm_source=yandex&_openstat=openstat.ru;;;"
	recs, notices, err := history.Store{Path: filepath.Join(dir, history.FileName)}.Load()
	if err != nil || len(notices) != 0 || len(recs) != 1 {
		t.Fatalf("history: %v %v %v", recs, notices, err)
	}
	if r := recs[0]; r.Link != want || r.Fields["utm_source"] != "yandex" || r.Fields["openstat.service"] != "openstat.ru" || r.Fields["url"] != "https://shop.example/p" {
		t.Errorf("record %+v", r)
	}
	// The sample never reaches the history: copying it is refused.
	other := t.TempDir()
	drive(New(Options{Paths: config.Paths{Dir: other}, Setup: analysis.Builtin(), Clipboard: &fakeClipboard{}, OSC52: &strings.Builder{}}), modeltest.Msgs(t, "ctrl+t ctrl+y ctrl+o")...)
	if recs, _, _ := (history.Store{Path: filepath.Join(other, history.FileName)}).Load(); len(recs) != 0 {
		t.Errorf("the sample reached the history: %+v", recs)
	}
	m = drive(m, modeltest.Msgs(t, "ctrl+t ctrl+t")...) // Build, then Links, then History
	got := m.(Model)
	if got.view().Name() != "History" {
		t.Fatalf("view %s, want History", got.view().Name())
	}
	if _, text, _ := got.view().Target(); text != want {
		t.Errorf("History selects %q, want the copied link", text)
	}
	// To the form (Inspect, Build), clear it, then back to History (Links,
	// History) and open the record again.
	m = drive(m, modeltest.Msgs(t, "ctrl+t ctrl+t ctrl+l ctrl+t ctrl+t enter")...)
	got = m.(Model)
	if got.view().Name() != "Build" {
		t.Fatalf("view %s after re-open, want Build", got.view().Name())
	}
	if _, text, problem := got.view().(*form.Model).Target(); text != want {
		t.Errorf("the re-opened form builds %q (%s), want %q", text, problem, want)
	}
}

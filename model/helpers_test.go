package model

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/sheetio"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/inspector"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/muesli/termenv"
)

func TestMain(m *testing.M) {
	// Goldens are compared without colour; focus and errors must read
	// without it anyway.
	lipgloss.SetColorProfile(termenv.Ascii)
	debug.SetGCPercent(GCPercent) // as cli runs the UI: the benchmarks measure what a user gets
	time.Local = time.UTC         // the Decoded pane's local times read the same on every machine
	os.Exit(m.Run())
}

// tables is where the package's test tables live.
const tables = "../testdata/model/"

var (
	keyMsgs = modeltest.KeyMsgs
	drive   = modeltest.Drive
)

// checkFrame holds a screen to what every frame must: below the smallest
// size, only to showing nothing raw.
func checkFrame(t testing.TB, view string, w, h int) {
	t.Helper()
	if w < MinWidth || h < MinHeight {
		h = 0
	}
	modeltest.CheckFrame(t, view, w, h)
}

// fakeClipboard records what was written and fails with err.
type fakeClipboard struct {
	got []string
	err error
}

func (f *fakeClipboard) WriteAll(s string) error {
	f.got = append(f.got, s)
	return f.err
}

// newTest returns a model sized w×h with a fake clipboard and a private
// config directory.
func newTest(t testing.TB, url string, w, h int) (Model, *fakeClipboard, *strings.Builder) {
	clip := &fakeClipboard{}
	osc := &strings.Builder{}
	m := New(Options{InitialURL: url, Paths: config.Paths{Dir: t.TempDir()}, Setup: analysis.Builtin(), Clipboard: clip, OSC52: osc, Theme: "dark", Follow: noNetwork()})
	m = drive(m, tea.WindowSizeMsg{Width: w, Height: h})
	return m.(Model), clip, osc
}

// newSheetTest is newTest with a worksheet open (build --xlsx FILE on a
// terminal): every view there is, the Sheet view first.
func newSheetTest(t testing.TB, w, h int) Model {
	table, err := sheetio.Load("../testdata/sheets/campaign.xlsx", sheetio.Spec{
		Header: func(m *sheet.Mapping, _ []string) bool { return m.Column(sheet.FieldURL) >= 0 }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { table.Close() })
	setup := analysis.Builtin()
	open := &component.SheetOpen{Table: table, Rules: sheet.Rules{Tracking: setup.Tracking, Compare: setup.NormalizeOptions()},
		Out: filepath.Join(t.TempDir(), "out.xlsx")}
	m := New(Options{Paths: config.Paths{Dir: t.TempDir()}, Setup: setup, Clipboard: &fakeClipboard{}, OSC52: &strings.Builder{},
		Theme: "dark", Follow: noNetwork(), Sheet: open})
	return drive(m, tea.WindowSizeMsg{Width: w, Height: h}).(Model)
}

// link is the paste pane's text.
func (m Model) link() string {
	for _, v := range m.views {
		if in, ok := v.(*inspector.Model); ok {
			return in.Link()
		}
	}
	return ""
}

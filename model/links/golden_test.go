package links

import (
	"os"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/ui"
	"github.com/muesli/termenv"
)

func TestMain(m *testing.M) {
	// Goldens are compared without colour; marks and spans must read
	// without it anyway.
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

// tables is where the package's test tables live.
const tables = "../../testdata/model/"

// listed returns the view listing the links of the file at path (under
// tables), or the text after "text:", as the Inspect view's paste asks
// for it; "-" leaves it empty.
func listed(t *testing.T, path string) *Model {
	t.Helper()
	m := New(modeltest.Common())
	if path == "-" {
		return m
	}
	text := tsv.Unescape(strings.TrimPrefix(path, "text:"))
	if !strings.HasPrefix(path, "text:") {
		data, err := os.ReadFile(tables + path)
		if err != nil {
			t.Fatal(err)
		}
		text = string(data)
	}
	m.Update(component.LinksMsg{Text: text, Links: extract.Auto(text, extract.Options{})})
	return m
}

// deliver sends msgs to the view and the messages it sends itself back to
// it (a comparison's or inspection's round trip through the root).
func deliver(m *Model, msgs ...tea.Msg) []tea.Msg {
	var out []tea.Msg
	for _, msg := range msgs {
		for _, got := range modeltest.DriveComponent(m, msg) {
			out = append(out, got)
			switch got.(type) {
			case component.InspectMsg, component.LinksMsg:
				out = append(out, deliver(m, got)...)
			}
		}
	}
	return out
}

// TestStates drives the view alone, in the room the root would give it,
// and compares what it draws with testdata/TestStates/NAME.golden (go
// test -update rewrites them).
func TestStates(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"links_states.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			m := listed(t, row.Get("paste"))
			m.SetSize(w, h)
			deliver(m, modeltest.Msgs(t, row.Raw("keys"))...)
			view := m.View()
			modeltest.CheckFrame(t, view, w, 0)
			if n := ui.CountLines(view); n > h {
				t.Errorf("%d lines drawn in a room of %d", n, h)
			}
			// The selection shows whether the list or its filter has
			// the focus: the box's mark and the selected row's.
			if m.cmp == nil && len(m.shown) > 0 && strings.Count(view, "▸") != 2 {
				t.Errorf("%d marks, want the box's and the selected row's", strings.Count(view, "▸"))
			}
			golden.RequireEqual(t, []byte(view))
		})
	}
}

// TestVerdicts checks one row of the list: its first line shows the link
// as pasted, its verdict says what was found and never calls a link with
// findings clean.
func TestVerdicts(t *testing.T) {
	st := modeltest.Common().Styles
	for _, row := range tsv.Load(t, tables+"links/verdicts.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			m := listed(t, row.Get("paste"))
			n, _ := strconv.Atoi(row.Get("num"))
			if n < 1 || n > len(m.items) {
				t.Fatalf("no row %d in %d", n, len(m.items))
			}
			lines := rowLines(st, &m.items[n-1].row, false, 1, 200)
			head, verdict := lines[0].String(), lines[1].String()
			if !strings.Contains(head, row.Get("want_head")) {
				t.Errorf("row shows %q, want %q", head, row.Get("want_head"))
			}
			if !strings.Contains(verdict, row.Get("want")) {
				t.Errorf("verdict %q, want it to say %q", verdict, row.Get("want"))
			}
			if not := row.Get("not"); strings.Contains(verdict, not) {
				t.Errorf("verdict %q says %q", verdict, not)
			}
		})
	}
}

func TestIsEmailAddress(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"links/email_address.tsv") {
		if got := isEmailAddress(row.Get("value")); strconv.FormatBool(got) != row.Get("want") {
			t.Errorf("isEmailAddress(%q) = %v, want %s", row.Get("value"), got, row.Get("want"))
		}
	}
}

// TestShorterListReplaces: a paste with fewer links than the list shows
// replaces it (the rows of the longer list were read against the new
// items, out of range).
func TestShorterListReplaces(t *testing.T) {
	m := listed(t, "links/email_six_links.eml")
	m.SetSize(120, 40)
	deliver(m, modeltest.Msgs(t, "down enter")...)
	text := "https://a.example/ and https://b.example/"
	deliver(m, component.LinksMsg{Text: text, Links: extract.Auto(text, extract.Options{})})
	if len(m.items) != 2 || len(m.rows) != 2 {
		t.Fatalf("%d items, %d rows after a paste of 2 links", len(m.items), len(m.rows))
	}
	if v := m.View(); !strings.Contains(v, "https://b.example/") {
		t.Errorf("the list does not show the new links:\n%s", v)
	}
}

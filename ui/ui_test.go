package ui

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/mattn/go-runewidth"
	"github.com/muesli/termenv"
)

func TestMain(m *testing.M) {
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

// tables is where the package's test tables live.
const tables = "../testdata/ui/"

func atoi(t testing.TB, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestWrap(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"wrap.tsv") {
		in, w, n := row.Get("input"), atoi(t, row.Get("width")), atoi(t, row.Get("lines"))
		got := strings.Join(Wrap(in, w, n), "|")
		if want := row.Get("want"); got != want {
			t.Errorf("Wrap(%q, %d, %d) = %q, want %q", in, w, n, got, want)
		}
	}
}

func TestWrapWords(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"wrapwords.tsv") {
		in, w, n := row.Get("input"), atoi(t, row.Get("width")), atoi(t, row.Get("lines"))
		got := strings.Join(WrapWords(in, w, n), "|")
		if want := row.Get("want"); got != want {
			t.Errorf("WrapWords(%q, %d, %d) = %q, want %q", in, w, n, got, want)
		}
	}
}

func TestExcerpts(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"excerpts.tsv") {
		b, a := Excerpts(row.Get("before"), row.Get("after"), atoi(t, row.Get("room")))
		if b != row.Get("want_before") || a != row.Get("want_after") {
			t.Errorf("Excerpts(%q, %q) = %q, %q; want %q, %q", row.Get("before"), row.Get("after"), b, a, row.Get("want_before"), row.Get("want_after"))
		}
	}
}

// checkLines asserts the properties every drawn line has: within width,
// no raw control, bidi or zero-width character.
func checkLines(t *testing.T, in string, lines []string, w, n int) {
	t.Helper()
	if len(lines) == 0 || len(lines) > n {
		t.Fatalf("%q: %d lines, want 1..%d", in, len(lines), n)
	}
	for _, l := range lines {
		if lw := runewidth.StringWidth(l); lw > w && w >= 20 {
			t.Fatalf("%q: line %q is %d cells, more than %d", in, l, lw, w)
		}
		for _, r := range l {
			if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0x202e || r == 0x200b || r == 0x2028 {
				t.Fatalf("%q: line %q holds raw %U", in, l, r)
			}
		}
	}
}

func FuzzWrap(f *testing.F) {
	for _, name := range []string{"wrap.tsv", "wrapwords.tsv"} {
		for _, row := range tsv.Load(f, tables+name) {
			f.Add(row.Get("input"), atoi(f, row.Get("width")), atoi(f, row.Get("lines")))
		}
	}
	f.Fuzz(func(t *testing.T, s string, w, n int) {
		w, n = 20+abs(w)%120, 1+abs(n)%8
		lines := Wrap(s, w, n)
		checkLines(t, s, lines, w, n)
		joined := strings.Join(lines, "")
		if !strings.Contains(lines[len(lines)-1], " more byte") {
			// Nothing was cut: the lines are the whole text, escaped.
			if want := textsafeEscape(s); joined != want {
				t.Fatalf("Wrap(%q) lost text: %q, want %q", s, joined, want)
			}
		}
		checkLines(t, s, WrapWords(s, w, n), w, n)
	})
}

func FuzzEditor(f *testing.F) {
	st := DefaultStyles(true)
	for _, row := range tsv.Load(f, tables+"wrap.tsv") {
		in := row.Get("input")
		f.Add(in, len(in), atoi(f, row.Get("width")), atoi(f, row.Get("lines")))
	}
	f.Fuzz(func(t *testing.T, s string, cursor, w, rows int) {
		value := []rune(s)
		cursor = abs(cursor) % (len(value) + 1)
		w, rows = 20+abs(w)%120, 1+abs(rows)%4
		// Both with colour and without (the cursor mark, bracketed
		// suggestions), with and without a suggestion made of the input.
		for _, noColor := range []bool{false, true} {
			for _, ghost := range []string{"", s[len(s)/2:]} {
				nst := *st
				nst.NoColor = noColor
				lines := Editor(&nst, value, cursor, w, rows, true, ghost, "")
				var texts []string
				for _, l := range lines {
					if l.Width != runewidth.StringWidth(l.String()) {
						t.Fatalf("Line.Width %d, text %q is %d cells", l.Width, l.String(), runewidth.StringWidth(l.String()))
					}
					texts = append(texts, l.String())
				}
				checkLines(t, s, texts, w, rows)
			}
		}
	})
}

func abs(n int) int {
	if n < 0 {
		if n == -n {
			return 0
		}
		return -n
	}
	return n
}

// TestNoColorStyles: under the Ascii profile (NO_COLOR) the styles know
// they draw nothing, so the editor marks the cursor and suggestions.
func TestNoColorStyles(t *testing.T) {
	if !DefaultStyles(true).NoColor {
		t.Error("the Ascii profile does not set NoColor")
	}
	if DefaultStyles(true).Cursor.Render("x") != "x" {
		t.Error("the Ascii profile draws a cursor style: the mark would be needless")
	}
}

func TestEditor(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"editor.tsv") {
		st := DefaultStyles(true)
		st.NoColor = row.Get("nocolor") == "true"
		value := []rune(row.Get("value"))
		lines := Editor(st, value, atoi(t, row.Get("cursor")), atoi(t, row.Get("width")), atoi(t, row.Get("rows")), true, row.Get("ghost"), "")
		var got []string
		for _, l := range lines {
			got = append(got, l.String())
		}
		if want := row.Get("want"); strings.Join(got, "|") != want {
			t.Errorf("Editor(%q, %s) = %q, want %q", row.Get("value"), row.Get("cursor"), strings.Join(got, "|"), want)
		}
	}
}

func TestMarkedExcerpts(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"marked_excerpts.tsv") {
		b, a := MarkedExcerpts(row.Get("before"), row.Get("after"), atoi(t, row.Get("room")))
		if b != row.Get("want_before") || a != row.Get("want_after") {
			t.Errorf("MarkedExcerpts(%q, %q) = %q, %q; want %q, %q", row.Get("before"), row.Get("after"), b, a, row.Get("want_before"), row.Get("want_after"))
		}
	}
}

// FuzzRowCache holds a layout that reuses the rows of an earlier one to
// what a fresh layout draws: a row is reused only when nothing it depends
// on changed.
func FuzzRowCache(f *testing.F) {
	f.Add("https://a.example/?utm_source=x", "https://a.example/?utm_source=y", 1, 40)
	f.Add("short", "a much longer value that wraps over more than one line of the pane", 0, 24)
	st := DefaultStyles(true)
	f.Fuzz(func(t *testing.T, a, b string, sel, maxLines int) {
		pane := func(v string) Pane {
			return Pane{Title: "t", Selected: abs(sel) % 4, Focused: sel%2 == 0, Items: []Item{
				{Label: "first", Value: v, Detail: "d"},
				{Label: "second", Value: a},
				{Kind: Step, Label: "step", Value: v, After: b, Detail: "from safe"},
				{Kind: Note, Value: v},
			}}
		}
		bound := abs(maxLines) % 50
		var cache RowCache
		for _, v := range []string{a, b, a} {
			cached := LayoutPaneCached(st, pane(v), 60, bound, &cache)
			fresh := LayoutPane(st, pane(v), 60, bound)
			if got, want := cached.Render(st, 30), fresh.Render(st, 30); got != want || cached.Cut() != fresh.Cut() {
				t.Fatalf("cached layout of %q draws\n%s\nfresh draws\n%s", v, got, want)
			}
		}
	})
}

func TestHangingTail(t *testing.T) {
	st := DefaultStyles(true)
	for _, row := range tsv.Load(t, tables+"hanging_tail.tsv") {
		in, w, n := row.Get("input"), atoi(t, row.Get("width")), atoi(t, row.Get("lines"))
		wr := NewWriter(st)
		wr.HangingTail(Line{}, Line{}, in, st.Value, w, n)
		var got []string
		for _, l := range wr.Lines() {
			if l.Width > w {
				t.Errorf("HangingTail(%q, %d, %d): line %q is %d cells", in, w, n, l.String(), l.Width)
			}
			got = append(got, l.String())
		}
		if want := row.Get("want"); strings.Join(got, "|") != want {
			t.Errorf("HangingTail(%q, %d, %d) = %q, want %q", in, w, n, strings.Join(got, "|"), want)
		}
	}
}

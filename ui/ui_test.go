package ui

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/mattn/go-runewidth"
	"github.com/muesli/termenv"
)

func TestMain(m *testing.M) {
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

// readTSV reads ../testdata/ui/name: a header, then rows by column name.
func readTSV(t testing.TB, name string) []map[string]string {
	t.Helper()
	f, err := os.Open("../testdata/ui/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var header []string
	var rows []map[string]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cells := strings.Split(sc.Text(), "\t")
		if header == nil {
			header = cells
			continue
		}
		if len(cells) != len(header) {
			t.Fatalf("%s: %q has %d cells, want %d", name, cells, len(cells), len(header))
		}
		row := map[string]string{}
		for i, h := range header {
			row[h] = cells[i]
		}
		if row["source"] == "" {
			t.Fatalf("%s: row without a source: %q", name, cells)
		}
		rows = append(rows, row)
	}
	return rows
}

// unescape reads the Go escapes the tables use for invisible characters.
func unescape(t testing.TB, s string) string {
	t.Helper()
	u, err := strconv.Unquote(`"` + strings.ReplaceAll(s, `"`, `\"`) + `"`)
	if err != nil {
		t.Fatalf("bad escape in %q: %v", s, err)
	}
	return u
}

func atoi(t testing.TB, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestWrap(t *testing.T) {
	for _, row := range readTSV(t, "wrap.tsv") {
		in, w, n := unescape(t, row["input"]), atoi(t, row["width"]), atoi(t, row["lines"])
		got := strings.Join(Wrap(in, w, n), "|")
		if want := unescape(t, row["want"]); got != want {
			t.Errorf("Wrap(%q, %d, %d) = %q, want %q", in, w, n, got, want)
		}
	}
}

func TestWrapWords(t *testing.T) {
	for _, row := range readTSV(t, "wrapwords.tsv") {
		in, w, n := unescape(t, row["input"]), atoi(t, row["width"]), atoi(t, row["lines"])
		got := strings.Join(WrapWords(in, w, n), "|")
		if want := unescape(t, row["want"]); got != want {
			t.Errorf("WrapWords(%q, %d, %d) = %q, want %q", in, w, n, got, want)
		}
	}
}

func TestExcerpts(t *testing.T) {
	for _, row := range readTSV(t, "excerpts.tsv") {
		b, a := Excerpts(row["before"], row["after"], atoi(t, row["room"]))
		if b != row["want_before"] || a != row["want_after"] {
			t.Errorf("Excerpts(%q, %q) = %q, %q; want %q, %q", row["before"], row["after"], b, a, row["want_before"], row["want_after"])
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
		for _, row := range readTSV(f, name) {
			f.Add(unescape(f, row["input"]), atoi(f, row["width"]), atoi(f, row["lines"]))
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
	st := DefaultStyles()
	for _, row := range readTSV(f, "wrap.tsv") {
		in := unescape(f, row["input"])
		f.Add(in, len(in), atoi(f, row["width"]), atoi(f, row["lines"]))
	}
	f.Fuzz(func(t *testing.T, s string, cursor, w, rows int) {
		value := []rune(s)
		cursor = abs(cursor) % (len(value) + 1)
		w, rows = 20+abs(w)%120, 1+abs(rows)%4
		lines := st.Editor(value, cursor, w, rows, true, "", "")
		var texts []string
		for _, l := range lines {
			if l.Width != runewidth.StringWidth(l.Text) {
				t.Fatalf("Line.Width %d, text %q is %d cells", l.Width, l.Text, runewidth.StringWidth(l.Text))
			}
			texts = append(texts, l.Text)
		}
		checkLines(t, s, texts, w, rows)
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

func TestEditor(t *testing.T) {
	st := DefaultStyles()
	for _, row := range readTSV(t, "editor.tsv") {
		value := []rune(unescape(t, row["value"]))
		lines := st.Editor(value, atoi(t, row["cursor"]), atoi(t, row["width"]), atoi(t, row["rows"]), true, "", "")
		var got []string
		for _, l := range lines {
			got = append(got, l.Text)
		}
		if want := unescape(t, row["want"]); strings.Join(got, "|") != want {
			t.Errorf("Editor(%q, %s) = %q, want %q", row["value"], row["cursor"], strings.Join(got, "|"), want)
		}
	}
}

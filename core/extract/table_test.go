package extract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

const testdata = "../../testdata/extract"

// run extracts by a row's kind: text, html, email, auto.
func run(t *testing.T, kind, input string, opts Options) []Link {
	t.Helper()
	switch kind {
	case "text":
		return Text(input, opts)
	case "html":
		return HTML(input, opts)
	case "email":
		return Email(input, opts)
	case "auto":
		return Auto(input, opts)
	}
	t.Fatalf("unknown kind %q", kind)
	return nil
}

// rowInput is the row's input, or the file its file column names.
func rowInput(t *testing.T, r tsv.Row) string {
	in := r.Get("input")
	if name, ok := r.Optional("file"); ok && name != "" {
		b, err := os.ReadFile(filepath.Join(testdata, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	return in
}

// TestLinksTables: each row's links, in order, duplicates kept.
func TestLinksTables(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(testdata, "*.tsv"))
	for _, f := range files {
		if b := filepath.Base(f); b == "details.tsv" || b == "cli.tsv" || b == "readings.tsv" {
			continue
		}
		for _, r := range tsv.Load(t, f) {
			t.Run(r.Name(), func(t *testing.T) {
				links := run(t, r.Get("kind"), rowInput(t, r), Options{Bare: r.Get("bare") == "yes"})
				var got []string
				for _, l := range links {
					got = append(got, l.URL)
				}
				if g, w := strings.Join(got, " "), r.Get("want"); g != w {
					t.Errorf("input %q\n got %q\nwant %q\n(%s)", r.Get("input"), g, w, r.Get("source"))
				}
			})
		}
	}
}

// TestDetails: position, refanged flag and source of single links.
func TestDetails(t *testing.T) {
	for _, r := range tsv.Load(t, filepath.Join(testdata, "details.tsv")) {
		t.Run(r.Name(), func(t *testing.T) {
			links := run(t, r.Get("kind"), rowInput(t, r), Options{Bare: r.Get("bare") == "yes"})
			var got []string
			for _, l := range links {
				got = append(got, l.URL+" @"+itoa(l.Pos)+" "+boolWord(l.Refanged)+" "+l.From.String())
			}
			if g, w := strings.Join(got, " | "), r.Get("want"); g != w {
				t.Errorf("input %q\n got %q\nwant %q\n(%s)", r.Get("input"), g, w, r.Get("source"))
			}
		})
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

func boolWord(b bool) string {
	if b {
		return "refanged"
	}
	return "as-written"
}

// TestReadings: each link with what it says beyond its URL (cut, as
// written when a browser reads it otherwise) and the diagnostics of the
// scan, for links a reader could mistake.
func TestReadings(t *testing.T) {
	for _, r := range tsv.Load(t, filepath.Join(testdata, "readings.tsv")) {
		t.Run(r.Name(), func(t *testing.T) {
			in := rowInput(t, r)
			var links []Link
			var diags []Diagnostic
			if r.Get("kind") == "text" {
				links = Text(in, Options{Bare: r.Get("bare") == "yes"})
			} else {
				links, diags = Scan(in, Options{Bare: r.Get("bare") == "yes"})
			}
			var got, gotDiags []string
			for _, l := range links {
				got = append(got, describeReading(l))
			}
			for _, d := range diags {
				gotDiags = append(gotDiags, d.Kind+"@"+itoa(d.Pos))
			}
			if g, w := strings.Join(got, " | "), r.Get("want"); g != w {
				t.Errorf("input %q\n got %q\nwant %q\n(%s)", in, g, w, r.Get("source"))
			}
			if g, w := strings.Join(gotDiags, " "), r.Get("diagnostics"); g != w {
				t.Errorf("input %q\n got diagnostics %q\nwant %q\n(%s)", in, g, w, r.Get("source"))
			}
		})
	}
}

func describeReading(l Link) string {
	s := l.URL
	if l.Cut.Found() {
		s += " cut:" + l.Cut.Kind.String() + " " + l.Cut.Char()
	}
	if l.Written != "" {
		s += " written:" + l.Written
	}
	return s
}

package extractinput

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/extract"
)

func readAll(t *testing.T, in io.Reader) ([]extract.Link, []extract.Diagnostic) {
	t.Helper()
	var links []extract.Link
	diags, err := Read(in, extract.Options{}, func(l extract.Link) error {
		links = append(links, l)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return links, diags
}

func show(links []extract.Link) string {
	var b strings.Builder
	for _, l := range links {
		fmt.Fprintf(&b, "%d:%s:%s ", l.Pos, l.URL, l.From)
	}
	return b.String()
}

// TestSameAsWhole: the emails of the test tables, and pages and text
// longer than a piece, give what a scan of the whole gives.
func TestSameAsWhole(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/extract/*.eml")
	var inputs []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs = append(inputs, string(b))
	}
	page := "<!DOCTYPE html><html><head><base href=\"https://base.example/dir/\"></head><body>" +
		strings.Repeat(`<p>text https://t.example/x <a href="rel?a=1&amp;b=2">r</a> <img src=https://i.example/p.png></p>`+"\n", 3000) + "</body></html>"
	inputs = append(inputs, page, strings.Repeat("words https://a.example/?q=1 www.b.example more words\n", 5000))
	for i, in := range inputs {
		links, diags := readAll(t, strings.NewReader(in))
		want := extract.Auto(in, extract.Options{})
		if show(links) != show(want) || len(diags) > 0 {
			t.Errorf("input %d: %d links, want %d (%v)", i, len(links), len(want), diags)
		}
	}
}

// page is a generated HTML page of n bytes, made as it is read.
type page struct {
	n, done int
	pending []byte
}

func (p *page) Read(b []byte) (int, error) {
	if len(p.pending) == 0 {
		if p.done >= p.n {
			return 0, io.EOF
		}
		if p.done == 0 {
			p.pending = []byte("<!DOCTYPE html><html><body>\n")
		} else {
			p.pending = []byte(`<p>Some text with a <a href="https://shop.example/p?utm_source=news&amp;utm_medium=email">link</a> and words.</p>` + "\n")
		}
	}
	k := copy(b, p.pending)
	p.pending = p.pending[k:]
	p.done += k
	return k, nil
}

// TestLargePageBounded: a 64 MB page is read with the heap staying small
// (read whole, a 200 MB page and its links held 644 MB).
func TestLargePageBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 64 MB")
	}
	var peak uint64
	var ms runtime.MemStats
	n := 0
	_, err := Read(&page{n: 64 << 20}, extract.Options{}, func(l extract.Link) error {
		if n++; n%50000 == 0 {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 500000 || peak > 32<<20 {
		t.Errorf("%d links, heap in use up to %d MB", n, peak>>20)
	}
	t.Logf("%d links, heap in use up to %d MB", n, peak>>20)
}

// TestEmailCut: an email past MaxEmailSize is read to the bound, and a
// diagnostic says so.
func TestEmailCut(t *testing.T) {
	head := "From: a@example.com\nSubject: big\nContent-Type: text/plain\n\nhttps://first.example/\n"
	in := io.MultiReader(strings.NewReader(head), strings.NewReader(strings.Repeat("x ", MaxEmailSize/2)), strings.NewReader("https://after.example/\n"))
	links, diags := readAll(t, in)
	if len(links) != 1 || links[0].URL != "https://first.example/" || len(diags) != 1 || diags[0].Kind != extract.DiagInputCut {
		t.Errorf("links %v, diagnostics %+v", links, diags)
	}
}

package component

import (
	"testing"

	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/internal/tsv"
)

func TestWritten(t *testing.T) {
	for _, row := range tsv.Load(t, "../../testdata/model/written.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			text := row.Get("text")
			found := extract.Auto(text, extract.Options{})
			if len(found) != 1 {
				t.Fatalf("%d links found in %q, want 1", len(found), text)
			}
			start, end, ok := Written(text, found[0])
			want, known := row.Lookup("want")
			if ok != known || (ok && text[start:end] != want) {
				t.Errorf("Written = %q (%v), want %q (%v)", text[start:end], ok, want, known)
			}
		})
	}
}

// FuzzWritten: whatever the text, the span is inside it, and a link found
// in plain text is always found where it was written.
func FuzzWritten(f *testing.F) {
	for _, s := range []string{"see https://a.example/p for", "hxxp[://]evil[.]example/a", "www(.)a(.)com", "http[:]//x[.]y/z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, l := range extract.Text(text, extract.Options{}) {
			start, end, ok := Written(text, l)
			if !ok {
				t.Fatalf("%+v not found where it was written in %q", l, text)
			}
			if start != l.Pos || end > len(text) || start > end {
				t.Fatalf("span [%d, %d) outside %d bytes", start, end, len(text))
			}
		}
	})
}

package history

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestReadCorrupt(t *testing.T) {
	s := Store{Path: "../../testdata/history/corrupt.jsonl"}
	recs, notices, err := s.Load()
	if err != nil {
		t.Fatal(err)
	}
	var wantRecs, wantNotices []string
	for _, r := range tsv.Load(t, "../../testdata/history/corrupt.tsv") {
		if r.Get("kind") == "record" {
			wantRecs = append(wantRecs, r.Get("value"))
		} else {
			wantNotices = append(wantNotices, r.Get("value"))
		}
	}
	if len(recs) != len(wantRecs) || len(notices) != len(wantNotices) {
		t.Fatalf("%d records, %d notices (%q); want %d and %d", len(recs), len(notices), notices, len(wantRecs), len(wantNotices))
	}
	for i, w := range wantRecs {
		if recs[i].Link != w {
			t.Errorf("record %d: %q, want %q", i, recs[i].Link, w)
		}
	}
	for i, w := range wantNotices {
		if !strings.Contains(notices[i], w) {
			t.Errorf("notice %d: %q, want %q", i, notices[i], w)
		}
	}
	if recs[0].Template != "spring-email" || recs[0].Fields["utm_medium"] != "email" {
		t.Errorf("record 0 = %+v", recs[0])
	}
}

func TestAppendLoad(t *testing.T) {
	s := Store{Path: filepath.Join(t.TempDir(), "sub", FileName)}
	if recs, notices, err := s.Load(); err != nil || recs != nil || notices != nil {
		t.Fatalf("missing file: %v %v %v", recs, notices, err)
	}
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	for i := range 3 {
		rec := Record{Time: at.Add(time.Duration(i) * time.Minute), Fields: map[string]string{"utm_source": "a\nb"}, Link: "https://x.example/" + string(rune('a'+i))}
		if err := s.Append(rec); err != nil {
			t.Fatal(err)
		}
	}
	recs, notices, err := s.Load()
	if err != nil || len(notices) != 0 || len(recs) != 3 || recs[2].Link != "https://x.example/c" || recs[0].Fields["utm_source"] != "a\nb" {
		t.Fatalf("%+v %v %v", recs, notices, err)
	}
	if st, _ := os.Stat(s.Path); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v: history is private", st.Mode())
	}
}

// TestCap: past the cap, the oldest records go and the newest stay whole.
func TestCap(t *testing.T) {
	s := Store{Path: filepath.Join(t.TempDir(), FileName), MaxSize: 4096}
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	for i := range 200 {
		if err := s.Append(Record{Time: at.Add(time.Duration(i) * time.Second), Link: "https://x.example/" + strings.Repeat("p", i%7) + "?n=" + string(rune('0'+i%10))}); err != nil {
			t.Fatal(err)
		}
	}
	st, _ := os.Stat(s.Path)
	if st.Size() > 4096 {
		t.Errorf("size %d over the cap", st.Size())
	}
	recs, notices, err := s.Load()
	if err != nil || len(notices) != 0 || len(recs) < 10 {
		t.Fatalf("%d records, %v, %v", len(recs), notices, err)
	}
	if last := recs[len(recs)-1]; !last.Time.Equal(at.Add(199 * time.Second)) {
		t.Errorf("newest record lost: %v", last.Time)
	}
}

// TestConcurrentAppend: records appended at once never interleave.
func TestConcurrentAppend(t *testing.T) {
	s := Store{Path: filepath.Join(t.TempDir(), FileName)}
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range 25 {
				s.Append(Record{Time: time.Now(), Link: "https://x.example/" + strings.Repeat(string(rune('a'+i)), 500+j)})
			}
		}()
	}
	wg.Wait()
	recs, notices, err := s.Load()
	if err != nil || len(notices) != 0 || len(recs) != 200 {
		t.Fatalf("%d records, notices %v, %v", len(recs), notices, err)
	}
}

func FuzzRead(f *testing.F) {
	data, _ := os.ReadFile("../../testdata/history/corrupt.jsonl")
	f.Add(data)
	f.Fuzz(func(t *testing.T, b []byte) {
		recs, _, err := Read(strings.NewReader(string(b)), "fuzz")
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range recs {
			if r.Link == "" {
				t.Fatal("a record without a link was kept")
			}
		}
	})
}

// TestLoadBounded: a file far over its cap (not written by a trim) is read
// from its newest cap bytes, with a notice, not whole.
func TestLoadBounded(t *testing.T) {
	s := Store{Path: filepath.Join(t.TempDir(), FileName), MaxSize: 4096}
	var b strings.Builder
	for i := range 400 {
		b.WriteString(`{"time":"2026-03-01T10:00:00Z","link":"https://x.example/` + strings.Repeat("p", i%5) + `"}` + "\n")
	}
	b.WriteString(`{"time":"2026-03-01T10:00:00Z","link":"https://x.example/last"}` + "\n")
	if err := os.WriteFile(s.Path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	recs, notices, err := s.Load()
	if err != nil || len(notices) != 1 || !strings.Contains(notices[0], "oldest") {
		t.Fatalf("notices %v, %v", notices, err)
	}
	if len(recs) == 0 || len(recs) > 4096/50 || recs[len(recs)-1].Link != "https://x.example/last" {
		t.Errorf("%d records, last %+v", len(recs), recs[len(recs)-1])
	}
}

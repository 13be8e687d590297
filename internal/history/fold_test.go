package history

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestFold(t *testing.T) {
	for _, row := range tsv.Load(t, "../../testdata/history/fold.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			var recs []Record
			if spec := row.Get("records"); spec != "-" {
				for _, r := range strings.Split(spec, " | ") {
					f := strings.Fields(r)
					when, err := time.Parse(time.RFC3339, f[0])
					if err != nil {
						t.Fatal(err)
					}
					rec := Record{Time: when, Link: f[1]}
					if len(f) > 2 {
						rec.Template = f[2]
					}
					recs = append(recs, rec)
				}
			}
			var got []string
			for _, e := range Fold(recs) {
				s := e.Link + " ×" + strconv.Itoa(e.Count) + " " + e.Time.Format(time.RFC3339) + " " + e.First.Format(time.RFC3339)
				if e.Template != "" {
					s += " " + e.Template
				}
				got = append(got, s)
			}
			want := row.Get("want")
			if want == "-" {
				want = ""
			}
			if g := strings.Join(got, " | "); g != want {
				t.Errorf("Fold = %q\nwant   %q", g, want)
			}
		})
	}
}

// FuzzFold: every record is counted once, each link is one entry, and the
// entries are ordered by their latest time.
func FuzzFold(f *testing.F) {
	f.Add("a b a c a", int64(1), int64(2))
	f.Add("x", int64(0), int64(-5))
	f.Fuzz(func(t *testing.T, links string, seed, step int64) {
		var recs []Record
		for i, l := range strings.Fields(links) {
			recs = append(recs, Record{Link: l, Time: time.Unix(seed+int64(i)*step%97, 0)})
		}
		entries := Fold(recs)
		total, seen := 0, map[string]bool{}
		for i, e := range entries {
			total += e.Count
			if seen[e.Link] {
				t.Fatalf("%q twice", e.Link)
			}
			seen[e.Link] = true
			if i > 0 && e.Time.Before(entries[i-1].Time) {
				t.Fatalf("entries out of order at %d", i)
			}
			if e.First.After(e.Time) {
				t.Fatalf("%q first %v after latest %v", e.Link, e.First, e.Time)
			}
		}
		if total != len(recs) {
			t.Fatalf("%d records counted, %d given", total, len(recs))
		}
	})
}

package inspect

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestSectionDescriptors: every section declares its name as its first
// key, a reference, both writers and a rank of its own, and the set fits
// its bits.
func TestSectionDescriptors(t *testing.T) {
	if len(sectionList) > 32 {
		t.Fatalf("%d sections: Set holds 32", len(sectionList))
	}
	ranks := map[int]string{}
	keys := map[string]string{}
	for _, s := range sectionList {
		if len(s.Keys) == 0 || s.Keys[0] != s.Name {
			t.Errorf("%s: keys %v do not start with its name", s.Name, s.Keys)
		}
		if strings.TrimSpace(s.Doc) == "" {
			t.Errorf("%s: no reference (doc/%s.md)", s.Name, s.Name)
		}
		if s.appendJSON == nil || s.appendText == nil {
			t.Errorf("%s: a writer is missing", s.Name)
		}
		if other, ok := ranks[s.shown]; ok {
			t.Errorf("%s and %s share rank %d", s.Name, other, s.shown)
		}
		ranks[s.shown] = s.Name
		for _, k := range s.Keys {
			if other, ok := keys[k]; ok {
				t.Errorf("key %q is written by %s and %s", k, s.Name, other)
			}
			keys[k] = s.Name
		}
	}
}

// TestSectionAlone: each section computed alone writes exactly its keys,
// and the same JSON members and plain lines as with every section: what it
// declares it needs is all it needs, and --fields may skip the rest.
func TestSectionAlone(t *testing.T) {
	rows := tsv.Load(t, "../../testdata/inspect/links.tsv")
	rows = append(rows, tsv.Load(t, "../../testdata/inspect/alone.tsv")...)
	setups := map[string]analysis.Setup{"unwrap": analysis.Builtin(), "no-unwrap": analysis.Builtin()}
	nu := setups["no-unwrap"]
	nu.NoUnwrap = true
	setups["no-unwrap"] = nu
	for setupName, setup := range setups {
		all := New(Options{Setup: setup})
		for _, s := range sectionList {
			alone := New(Options{Setup: setup, Sections: MustSections(s.Name)})
			for _, row := range rows {
				link := row.Get("input")
				full, one := all.Inspect(link), alone.Inspect(link)
				fullObj, oneObj := members(t, full.AppendJSON(nil)), members(t, one.AppendJSON(nil))
				for k := range oneObj {
					if k != "input" && k != "cut" && !slices.Contains(s.Keys, k) { // cut: in every record
						t.Errorf("%s alone wrote key %q", s.Name, k)
					}
				}
				for _, k := range s.Keys {
					if !bytes.Equal(fullObj[k], oneObj[k]) {
						t.Errorf("%s, %s alone, %q: %s\n  all sections: %s", setupName, s.Name, link, oneObj[k], fullObj[k])
					}
				}
				if a, b := s.appendText(nil, one), s.appendText(nil, full); !bytes.Equal(a, b) {
					t.Errorf("%s, %s alone, %q: text\n%s\nall sections:\n%s", setupName, s.Name, link, a, b)
				}
			}
		}
	}
}

// TestFieldsSkipReadings: a section asked for alone does only the readings
// it needs.
func TestFieldsSkipReadings(t *testing.T) {
	for _, c := range []struct {
		fields string
		want   reading
	}{
		{"uri", readRFC},
		{"browser", readRFC},
		{"unwrapped", readUnwrap},
		{"normalized", readTarget | readUnwrap},
		{"openstat", readOpenstat | readTarget | readUnwrap},
		{"params", readPairs | readTarget | readUnwrap},
		{"tracking", readTracking | readPairs | readTarget | readUnwrap},
		{"risks", readRisks | readTarget | readUnwrap},
		{"uri,browser", readRFC},
	} {
		if got := New(Options{Setup: analysis.Builtin(), Sections: MustSections(c.fields)}).reads; got != c.want {
			t.Errorf("--fields %s reads %b, want %b", c.fields, got, c.want)
		}
	}
	nu := analysis.Builtin()
	nu.NoUnwrap = true
	if got := New(Options{Setup: nu, Sections: MustSections("normalized")}).reads; got != readTarget {
		t.Errorf("--no-unwrap --fields normalized reads %b, want only the target", got)
	}
	wrapped := "https://www.google.com/url?q=https://shop.example/%3Futm_source%3Dx"
	if r := Inspect(wrapped, Options{Setup: analysis.Builtin(), Sections: MustSections("uri")}); r.Unwrapped.Wrapped() || r.Tracking != nil {
		t.Error("--fields uri unwrapped the link or read its tracking")
	}
}

// TestReadingOrder: people read the risks first, then where the link goes.
func TestReadingOrder(t *testing.T) {
	order := ReadingOrder()
	if order[0].Name != "risks" || order[1].Name != "unwrapped" {
		t.Errorf("reading order starts %s, %s", order[0].Name, order[1].Name)
	}
	if len(order) != len(sectionList) {
		t.Errorf("%d sections in reading order, %d in all", len(order), len(sectionList))
	}
}

func members(t *testing.T, line []byte) map[string]json.RawMessage {
	t.Helper()
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(line, &obj); err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return obj
}

// TestSafeBrowsingFollowsTheBrowser: when a browser opens another host
// than the link seems to name, the Safe Browsing section is what Chrome
// looks up, with the link as written beside it.
func TestSafeBrowsingFollowsTheBrowser(t *testing.T) {
	in := New(Options{Setup: analysis.Builtin(), Sections: MustSections("safebrowsing")})
	for _, row := range tsv.Load(t, "../../testdata/inspect/safebrowsing.tsv") {
		r := in.Inspect(row.Get("input"))
		if r.SafeBrowsingErr != nil {
			t.Errorf("%s: %v", row.Name(), r.SafeBrowsingErr)
			continue
		}
		reading := "as-written"
		if r.SafeBrowsingAsWritten != nil {
			reading = "browser"
		}
		if reading != row.Get("reading") || r.SafeBrowsing.Canonical.URL != row.Get("canonical") {
			t.Errorf("%s: %s %s, want %s %s", row.Name(), reading, r.SafeBrowsing.Canonical.URL, row.Get("reading"), row.Get("canonical"))
		}
		if want, ok := row.Lookup("as_written"); ok && (r.SafeBrowsingAsWritten == nil || asWritten(r.SafeBrowsingAsWritten) != want) {
			t.Errorf("%s: as written %v, want %s", row.Name(), r.SafeBrowsingAsWritten, want)
		}
	}
}

func asWritten(w *AsWritten) string {
	if w.Err != nil {
		return "error"
	}
	return w.Result.Canonical.URL
}

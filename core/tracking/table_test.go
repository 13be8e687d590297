package tracking

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestTableMatchesTestdata pins the embedded table to its transcription in
// testdata, so a dropped or altered row fails here.
func TestTableMatchesTestdata(t *testing.T) {
	rows := tsv.Load(t, tables+"params.tsv")
	got := Default().Params()
	if len(got) != len(rows) {
		t.Fatalf("embedded table has %d parameters, testdata %d", len(got), len(rows))
	}
	if len(got) < 60 {
		t.Fatalf("only %d parameters, want at least 60", len(got))
	}
	for i, r := range rows {
		want := Param{Key: r.Get("param"), Owner: r.Get("owner"), Kind: Kind(r.Get("kind")),
			CaseInsensitive: r.Get("case_insensitive") == "yes"}
		if got[i] != want {
			t.Errorf("line %d: embedded %+v, testdata %+v", r.Line, got[i], want)
		}
	}
}

// TestEveryParamRecognised checks each parameter through Lookup, Find and
// Clean, and its case variants according to its case sensitivity.
func TestEveryParamRecognised(t *testing.T) {
	tab := Default()
	for _, r := range tsv.Load(t, tables+"params.tsv") {
		key := r.Get("param")
		fold := r.Get("case_insensitive") == "yes"
		if p, ok := tab.Lookup(key); !ok || p.Key != key || p.Owner != r.Get("owner") || string(p.Kind) != r.Get("kind") {
			t.Errorf("Lookup(%q) = %+v, %v", key, p, ok)
		}
		query := "a=1&" + key + "=v%20w&b=2"
		ms := tab.Find(query)
		if len(ms) != 1 || ms[0].Key != key || ms[0].Value != "v w" || ms[0].Raw != query[ms[0].Start:ms[0].End] {
			t.Errorf("Find(%q) = %+v", query, ms)
		}
		if got, _ := Clean("https://h/?"+query, tab); got != "https://h/?a=1&b=2" {
			t.Errorf("Clean(%q) = %q", query, got)
		}
		for _, v := range []string{strings.ToUpper(key), strings.ToLower(key), swapCase(key)} {
			if v == key {
				continue
			}
			_, ok := tab.Lookup(v)
			if ok != fold {
				t.Errorf("Lookup(%q) found=%v, want %v (case_insensitive=%v)", v, ok, fold, fold)
			}
			if n := len(tab.Find(v + "=1")); n != map[bool]int{true: 1}[fold] {
				t.Errorf("Find(%q) found %d", v+"=1", n)
			}
		}
	}
}

func swapCase(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case 'a' <= c && c <= 'z':
			b[i] = c - 32
		case 'A' <= c && c <= 'Z':
			b[i] = c + 32
		}
	}
	return string(b)
}

func TestKindsUsed(t *testing.T) {
	seen := map[Kind]bool{}
	for _, p := range Default().Params() {
		seen[p.Kind] = true
	}
	for _, k := range []Kind{KindCampaign, KindClickID, KindEmail, KindAnalytics, KindShare} {
		if !seen[k] {
			t.Errorf("kind %q unused", k)
		}
	}
}

func TestNewTableErrors(t *testing.T) {
	for _, c := range []struct{ tsv, want string }{
		{"h\nk\towner\tcampaign", "line 2: want at least 4 tab-separated columns, have 3"},
		{"h\nk\towner\tbogus\tno", `line 2, column kind: unknown kind "bogus"`},
		{"h\nk\towner\tcampaign\tmaybe", `line 2, column case_insensitive: want yes or no, have "maybe"`},
		{"h\nk\to\tcampaign\tno\nk\to\tcampaign\tno", `line 3, column param: duplicate key "k"`},
		{"h\nAb\to\tcampaign\tyes\naB\to\tcampaign\tyes", `line 3, column param: duplicate case-insensitive key "ab"`},
		{"h\nk%5F\to\tcampaign\tno", "line 2, column param: key must be written decoded, without & = # % + or space"},
		{"h\n\tо\tcampaign\tno", "line 2, column param: key must be 1 to 64 bytes"},
		{"h\nk\t\tcampaign\tno", "line 2, column owner: empty owner"},
		{"h\n", "line 2: no parameters"},
	} {
		_, err := NewTable(c.tsv)
		if err == nil || err.Error() != c.want {
			t.Errorf("NewTable(%q) error %v, want %q", c.tsv, err, c.want)
		}
		if _, ok := err.(*TableError); !ok {
			t.Errorf("NewTable(%q) error type %T", c.tsv, err)
		}
	}
}

func TestLookupNoAlloc(t *testing.T) {
	tab := Default()
	n := testing.AllocsPerRun(100, func() {
		tab.Lookup("utm_source")
		tab.Lookup("SCCID")
		tab.Lookup("not_a_tracking_key")
	})
	if n != 0 {
		t.Errorf("Lookup allocates %v times", n)
	}
}

func TestFindNoAllocWithoutEscapes(t *testing.T) {
	tab := Default()
	dst := make([]Match, 0, 8)
	n := testing.AllocsPerRun(100, func() {
		dst = tab.AppendMatches(dst[:0], "id=7&utm_source=google&utm%5Fmedium=cpc&gclid=x&page=2", 0)
	})
	if n != 0 || len(dst) != 3 {
		t.Errorf("AppendMatches: %v allocs, %d matches", n, len(dst))
	}
}

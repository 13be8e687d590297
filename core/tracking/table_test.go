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
	if len(got) < 200 {
		t.Fatalf("only %d parameters, want at least 200", len(got))
	}
	for i, r := range rows {
		p := got[i]
		have := strings.Join([]string{p.Name(), p.Owner, string(p.Kind), yes(p.CaseInsensitive),
			strings.Join(p.Sites, ","), yes(p.Drop), strings.Join(p.KeepIf, "|"), p.Why}, "\t")
		want := strings.Join([]string{r.Get("param"), r.Get("owner"), r.Get("kind"), r.Get("case_insensitive"),
			r.Get("sites"), r.Get("drop"), r.Get("keep_if"), r.Get("why")}, "\t")
		if have != want {
			t.Errorf("line %d: embedded %q, testdata %q", r.Line, have, want)
		}
	}
}

func yes(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// TestEveryParamRecognised checks each parameter (a family by a member)
// through LookupAt, the URL scan and Clean, on its own site when it is
// scoped and elsewhere, and its case variants according to its case
// sensitivity.
func TestEveryParamRecognised(t *testing.T) {
	tab := Default()
	for _, r := range tsv.Load(t, tables+"params.tsv") {
		name, key := r.Get("param"), r.Get("param")
		if p, ok := strings.CutSuffix(name, "*"); ok {
			key = p + "member"
		}
		host := "h.example"
		if sites := r.Get("sites"); sites != "" {
			host = "www." + strings.Split(sites, ",")[0]
			if _, ok := tab.LookupAt(key, "elsewhere.example"); ok && !strings.Contains(name, "*") {
				if p, _ := tab.LookupAt(key, "elsewhere.example"); len(p.Sites) > 0 {
					t.Errorf("%s: scoped to %s but found on elsewhere.example", name, sites)
				}
			}
		}
		p, ok := tab.LookupAt(key, host)
		if !ok || p.Name() != name || p.Owner != r.Get("owner") || string(p.Kind) != r.Get("kind") {
			t.Errorf("LookupAt(%q, %q) = %+v, %v", key, host, p, ok)
			continue
		}
		url := "https://" + host + "/p?a=1&" + key + "=v%20w&b=2"
		got, ms := Clean(url, tab)
		if len(ms) != 1 || ms[0].Key != key || ms[0].Value != "v w" || ms[0].Param.Family != strings.TrimPrefix(name, key) && ms[0].Param.Family != name {
			t.Errorf("Clean(%q) matches %+v", url, ms)
			continue
		}
		want := "https://" + host + "/p?a=1&b=2"
		if r.Get("drop") == "no" {
			want = url
		}
		if got != want || (got == url) != (ms[0].KeptBecause != "") {
			t.Errorf("Clean(%q) = %q (kept because %q), want %q", url, got, ms[0].KeptBecause, want)
		}
		fold := r.Get("case_insensitive") == "yes"
		for _, v := range []string{strings.ToUpper(key), strings.ToLower(key), swapCase(key)} {
			if v == key {
				continue
			}
			p, ok := tab.LookupAt(v, host)
			if found := ok && p.Name() == name; found != fold {
				t.Errorf("LookupAt(%q) found=%v, want %v (case_insensitive=%v)", v, found, fold, fold)
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
	for _, k := range Kinds() {
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
		{"h\nAb\to\tcampaign\tyes\naB\to\tcampaign\tyes", `line 3, column param: duplicate key "aB"`},
		{"h\nk%5F\to\tcampaign\tno", "line 2, column param: key must be written decoded, without & = # % + * or space (a family ends with one *)"},
		{"h\nk\to\tcampaign\tno\t\tmaybe", `line 2, column drop: want yes or no, have "maybe"`},
		{"h\nk\to\tcampaign\tno\t\tno", "line 2, column why: a parameter the clean link keeps must say why"},
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

package tracking

import (
	"sort"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// coverageLists are the public strip lists whose global parameters the
// table must know, transcribed in testdata/tracking/lists/ with their
// sources.
var coverageLists = []string{"clearurls", "firefox", "brave", "adguard"}

// TestCoverage checks every global parameter of the four lists the way a
// user meets it: does inspecting https://example.com/?NAME=x&keep=1
// list NAME as tracking? At least 90% of their union must be; the test
// log gives the figures per list (go test -run Coverage -v).
func TestCoverage(t *testing.T) {
	tab := Default()
	union := map[string]bool{}
	for _, list := range coverageLists {
		rows := tsv.Load(t, tables+"lists/"+list+".tsv")
		found, missed := 0, []string{}
		for _, r := range rows {
			name := r.Get("name")
			ok := knows(tab, name)
			union[name] = ok
			if ok {
				found++
			} else {
				missed = append(missed, name)
			}
		}
		t.Logf("%-9s %3d/%3d (%.0f%%) missing: %s", list, found, len(rows), 100*float64(found)/float64(len(rows)), strings.Join(missed, " "))
	}
	found, missed := 0, []string{}
	for name, ok := range union {
		if ok {
			found++
		} else {
			missed = append(missed, name)
		}
	}
	sort.Strings(missed)
	pct := 100 * float64(found) / float64(len(union))
	t.Logf("union     %3d/%3d (%.0f%%) missing: %s", found, len(union), pct, strings.Join(missed, " "))
	if pct < 90 {
		t.Errorf("coverage %.1f%% of the lists' union, want at least 90%%", pct)
	}
}

// knows reports whether the tracking section of
// https://example.com/?NAME=x&keep=1 lists NAME.
func knows(tab *Table, name string) bool {
	_, ms := Clean("https://example.com/?"+name+"=x&keep=1", tab)
	for _, m := range ms {
		if m.Key == name {
			return true
		}
	}
	return false
}

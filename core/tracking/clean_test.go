package tracking

import (
	"slices"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/query"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestClean(t *testing.T) {
	tab := Default()
	for _, r := range tsv.Load(t, tables+"clean.tsv") {
		in := r.Get("input")
		got, ms := Clean(in, tab)
		if want := r.Get("clean"); got != want {
			t.Errorf("line %d: Clean(%q)\n got %q\nwant %q", r.Line, in, got, want)
		}
		var keys []string
		for _, m := range ms {
			if m.Dropped() {
				keys = append(keys, m.Key)
			}
			if in[m.Start:m.End] != m.Raw {
				t.Errorf("line %d: match %q at %d:%d holds %q", r.Line, m.Raw, m.Start, m.End, in[m.Start:m.End])
			}
		}
		if got, want := strings.Join(keys, ","), r.Get("removed"); got != want {
			t.Errorf("line %d: removed %q, want %q", r.Line, got, want)
		}
		checkCleanPairs(t, in, got, ms, tab)
		checkMatchJSON(t, ms)
		if head, _, _ := strings.Cut(got, "#"); head != headBySegments(in, ms) {
			t.Errorf("line %d: Clean(%q) = %q, pair by pair the link before # is %q", r.Line, in, got, headBySegments(in, ms))
		}
	}
}

func TestFindJSON(t *testing.T) {
	tab := Default()
	for _, r := range tsv.Load(t, tables+"find.tsv") {
		q := r.Get("query")
		ms := tab.Find(q)
		if got, want := string(AppendMatchesJSON(nil, ms)), r.Raw("json"); got != want {
			t.Errorf("line %d: Find(%q)\n got %s\nwant %s", r.Line, q, got, want)
		}
		for _, m := range ms {
			if q[m.Start:m.End] != m.Raw || !strings.HasPrefix(m.Raw, m.Key) {
				t.Errorf("line %d: match %+v inconsistent with the query", r.Line, m)
			}
		}
	}
}

// FuzzClean checks Clean's promises on any input: no tracking pair is left,
// cleaning is idempotent, and every other non-empty pair survives byte for
// byte and in order.
func FuzzClean(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"clean.tsv") {
		f.Add(r.Get("input"))
	}
	tab := Default()
	f.Fuzz(func(t *testing.T, in string) {
		out, ms := Clean(in, tab)
		for _, m := range ms {
			if in[m.Start:m.End] != m.Raw {
				t.Fatalf("match %q at %d:%d", m.Raw, m.Start, m.End)
			}
		}
		checkCleanPairs(t, in, out, ms, tab)
		checkMatchJSON(t, ms)
		if head, _, _ := strings.Cut(out, "#"); head != headBySegments(in, ms) {
			t.Fatalf("Clean(%q) = %q, pair by pair the link before # is %q", in, out, headBySegments(in, ms))
		}
		query, frag := queryAndFragment(out)
		for _, m := range tab.AppendMatchesURL(nil, out, query, 0) {
			if m.Dropped() {
				t.Fatalf("Clean(%q) = %q keeps %q", in, out, m.Raw)
			}
		}
		if strings.Contains(frag, openstatMarker) && anyDropped(ms) {
			t.Fatalf("Clean(%q) = %q keeps a fragment marker", in, out)
		}
		if again, ms2 := Clean(out, tab); again != out || anyDropped(ms2) {
			t.Fatalf("Clean not idempotent: %q -> %q -> %q", in, out, again)
		}
		if !anyDropped(ms) && out != in {
			t.Fatalf("nothing removed but %q -> %q", in, out)
		}
		inQuery, _ := queryAndFragment(in)
		if want, got := keptPairs(in, inQuery, tab), keptPairs(out, query, tab); strings.Join(want, "&") != strings.Join(got, "&") {
			t.Fatalf("Clean(%q) = %q: pairs %q, want %q", in, out, got, want)
		}
	})
}

// checkCleanPairs holds CleanPairs, which reads a query already split by
// package query, to Clean's result out and matches ms for in.
func checkCleanPairs(t *testing.T, in, out string, ms []Match, tab *Table) {
	t.Helper()
	var pairs []query.Pair
	if q, at, ok := query.Of(in); ok {
		pairs = query.Parse(q, at)
	}
	got, gotMs := CleanPairs(in, pairs, tab, nil)
	if got != out || !slices.Equal(gotMs, ms) {
		t.Fatalf("CleanPairs(%q) = %q %+v\nClean gives %q %+v", in, got, gotMs, out, ms)
	}
	// The pairs tell where the query and fragment are, the first ones
	// too (inspect keeps at most so many).
	for n := 1; n <= len(pairs); n++ {
		if got, want := splitPairsAt(in, pairs[:n]), splitAt(in); got != want {
			t.Fatalf("%q: the first %d pairs put the query and fragment at %+v, the link at %+v", in, n, got, want)
		}
	}
}

// checkMatchJSON holds each match's JSON to the one written without the
// shortcuts: every string escaped, the parameter's members too.
func checkMatchJSON(t *testing.T, ms []Match) {
	t.Helper()
	for _, m := range ms {
		param := *m.Param
		param.json, param.jsonHead, param.jsonTail = "", "", ""
		general := m
		general.Param, general.plain = &param, false
		if got, want := string(m.AppendJSON(nil)), string(general.AppendJSON(nil)); got != want {
			t.Fatalf("match %+v: JSON %s, want %s", m, got, want)
		}
	}
}

// headBySegments is what Clean writes before the fragment, worked out
// pair by pair: the query's pieces between `&`s, empty ones too, that no
// dropped match starts at, joined by `&`; without the `?` when pairs were
// dropped and only empty ones remain.
func headBySegments(in string, ms []Match) string {
	head, _, _ := strings.Cut(in, "#")
	q := strings.IndexByte(head, '?')
	if q < 0 {
		return head
	}
	dropped := map[int]bool{}
	for _, m := range ms {
		if !m.Fragment && m.Dropped() {
			dropped[m.Start] = true
		}
	}
	var kept []string
	nonEmpty, at := false, q+1
	for _, seg := range strings.Split(head[q+1:], "&") {
		if !dropped[at] {
			kept = append(kept, seg)
			nonEmpty = nonEmpty || seg != ""
		}
		at += len(seg) + 1
	}
	if len(dropped) > 0 && !nonEmpty {
		return head[:q]
	}
	return head[:q+1] + strings.Join(kept, "&")
}

// queryAndFragment splits a URL as Clean does.
func queryAndFragment(u string) (query, frag string) {
	head, frag, _ := strings.Cut(u, "#")
	if q := strings.IndexByte(head, '?'); q >= 0 {
		query = head[q+1:]
	}
	return query, frag
}

// keptPairs lists the non-empty pairs of a URL's query that Clean keeps.
func keptPairs(url, query string, tab *Table) []string {
	var out []string
	for _, p := range strings.Split(query, "&") {
		ms := tab.AppendMatchesURL(nil, url, p, 0)
		if p != "" && (len(ms) == 0 || !ms[0].Dropped()) {
			out = append(out, p)
		}
	}
	return out
}

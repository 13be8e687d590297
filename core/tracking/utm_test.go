package tracking

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/wording"
	"github.com/linkscope/linkscope/internal/tsv"
)

// tables is where the package's test tables live.
const tables = "../../testdata/tracking/"

func TestAddUTM(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"utm.tsv") {
		u := UTM{r.Get("utm_source"), r.Get("utm_medium"), r.Get("utm_campaign"),
			r.Get("utm_term"), r.Get("utm_content"), r.Get("utm_id")}
		got, lints, err := AddUTM(r.Get("url"), u)
		if err != nil {
			t.Errorf("line %d: %v", r.Line, err)
			continue
		}
		if want := r.Get("result"); got != want {
			t.Errorf("line %d: AddUTM\n got %q\nwant %q", r.Line, got, want)
		}
		var names []string
		for _, l := range lints {
			names = append(names, string(l.Rule)+"@"+l.Field)
			if l.Message == "" || l.Severity == "" {
				t.Errorf("line %d: incomplete lint %+v", r.Line, l)
			}
		}
		if got, want := strings.Join(names, ","), r.Get("lints"); got != want {
			t.Errorf("line %d: lints %q, want %q", r.Line, got, want)
		}
		// Building again with the same fields changes nothing but notes.
		again, _, _ := AddUTM(got, u)
		if again != got {
			t.Errorf("line %d: AddUTM not stable: %q -> %q", r.Line, got, again)
		}
	}
}

func TestAddUTMErrors(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"utm_errors.tsv") {
		v := r.Get("value")
		var u UTM
		switch r.Get("field") {
		case "utm_source":
			u.Source = v
		case "utm_campaign":
			u.Campaign = v
		case "utm_term":
			u.Term = v
		case "utm_id":
			u.ID = v
		case "utm_content":
			u.Content = v
		}
		_, _, err := AddUTM("https://example.com/", u)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != r.Get("field") {
			t.Errorf("line %d: error %v (%T)", r.Line, err, err)
			continue
		}
		if got, want := err.Error(), r.Get("error"); got != want {
			t.Errorf("line %d: error\n got %q\nwant %q", r.Line, got, want)
		}
	}
}

func TestChannel(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"channel.tsv") {
		if got, want := Channel(r.Get("utm_source"), r.Get("utm_medium")), r.Get("channel"); got != want {
			t.Errorf("line %d: Channel(%q, %q) = %q, want %q", r.Line, r.Get("utm_source"), r.Get("utm_medium"), got, want)
		}
	}
}

func TestLintJSON(t *testing.T) {
	l := Lint{Severity: Hint, Finding: finding.Finding{Field: "utm_medium", Rule: finding.RuleUTMMediumChannel}, Message: "a \"b\""}
	want := `{"field":"utm_medium","severity":"hint","rule":"utm-medium-channel","message":"a \"b\""}`
	if got := string(l.AppendJSON(nil)); got != want {
		t.Errorf("got %s", got)
	}
}

// FuzzAddUTM checks that the built URL keeps the input's other pairs and
// fragment, and that reading the UTM pairs back gives the fields.
func FuzzAddUTM(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"utm.tsv") {
		f.Add(r.Get("url"), r.Get("utm_source"), r.Get("utm_medium"), r.Get("utm_campaign"))
	}
	tab := Default()
	f.Fuzz(func(t *testing.T, url, source, medium, campaign string) {
		u := UTM{Source: source, Medium: medium, Campaign: campaign}
		out, _, err := AddUTM(url, u)
		if err != nil {
			var fe *FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("error type %T", err)
			}
			return
		}
		_, frag, hasFrag := strings.Cut(url, "#")
		if _, outFrag, outHas := strings.Cut(out, "#"); outHas != hasFrag || outFrag != frag {
			t.Fatalf("fragment changed: %q -> %q", url, out)
		}
		query, _ := queryAndFragment(out)
		matches := tab.Find(query)
		for _, f := range u.fields() {
			if f[1] == "" {
				continue
			}
			var values []string
			for _, m := range matches {
				if formvalue.Decode(m.Key) == f[0] {
					values = append(values, m.Value)
				}
			}
			// A value holding a placeholder reads back once the platform
			// fills it; before, only its pair is certain.
			if len(values) != 1 || values[0] != f[1] && !placeholder.Has(f[1]) {
				t.Fatalf("%q: %s values %q, want just %q", out, f[0], values, f[1])
			}
		}
		inQuery, _ := queryAndFragment(url)
		if want, have := otherPairs(inQuery, u), otherPairs(query, u); want != have {
			t.Fatalf("AddUTM(%q) = %q: other pairs %q, want %q", url, out, have, want)
		}
	})
}

// otherPairs joins the non-empty pairs of a query that AddUTM must keep byte
// for byte: those whose decoded key is not a field set in u.
func otherPairs(query string, u UTM) string {
	var out []string
	for _, p := range strings.Split(query, "&") {
		k, _, _ := strings.Cut(p, "=")
		set := false
		for _, f := range u.fields() {
			set = set || f[1] != "" && formvalue.Decode(k) == f[0]
		}
		if p != "" && !set {
			out = append(out, p)
		}
	}
	return strings.Join(out, "&")
}

// TestLintFacts: a lint's parts are fields (a finding is a value), so no caller
// takes its message apart to find the old or the suggested value.
func TestLintFacts(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"lint_facts.tsv") {
		_, lints, err := AddUTM(r.Get("url"), UTM{Source: r.Get("utm_source"), Medium: r.Get("utm_medium")})
		if err != nil {
			t.Fatalf("line %d: %v", r.Line, err)
		}
		var got *Lint
		for i := range lints {
			if string(lints[i].Rule) == r.Get("rule") { // the last one: a removed duplicate follows its replacement
				got = &lints[i]
			}
		}
		if got == nil {
			t.Errorf("line %d: no %s lint in %+v", r.Line, r.Get("rule"), lints)
			continue
		}
		if got.Field != r.Get("field") || got.Old != r.Get("old") || got.Suggested != r.Get("suggested") || strconv.Itoa(got.Pos) != r.Get("pos") {
			t.Errorf("line %d: got field %q old %q suggested %q pos %d", r.Line, got.Field, got.Old, got.Suggested, got.Pos)
		}
		if want := wording.Message(got.Finding); got.Message != want {
			t.Errorf("line %d: message %q is not the wording %q", r.Line, got.Message, want)
		}
	}
}

package uri

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/internal/corpus"
	"github.com/linkscope/linkscope/internal/tsv"
)

// optionsFor builds Options from a row's rules and tracking columns.
func optionsFor(t *testing.T, row tsv.Row) Options {
	t.Helper()
	set, err := ParseRules(row.Get("rules"))
	if err != nil {
		t.Fatalf("%s: %v", row.Name(), err)
	}
	opts := Options{Rules: set, RecordSteps: true}
	if keys := row.Get("tracking"); keys != "" {
		list := strings.Split(keys, ",")
		opts.IsTrackingParam = func(k string) bool {
			for _, x := range list {
				if k == x {
					return true
				}
			}
			return false
		}
	}
	return opts
}

// checkNormalized runs a row and checks the properties every result has:
// idempotence, steps chaining from the input to the URL, and (when
// encode-illegal ran) a strict URI reference.
func checkNormalized(t *testing.T, row tsv.Row, opts Options) string {
	t.Helper()
	in := row.Get("input")
	res, err := Normalize(in, opts)
	if err != nil {
		return err.Error()
	}
	checkParsedPath(t, in, opts, res)
	checkIdle(t, in, opts)
	checkPlainJSON(t, in, res)
	checkJSONAfter(t, in, res)
	again, err := Normalize(res.URL, opts)
	if err != nil || again.URL != res.URL || len(again.Steps) != 0 {
		t.Errorf("%s: not idempotent: %q then %q (%v, steps %v)", row.Name(), res.URL, again.URL, err, again.Steps)
	}
	prev, _ := trimSpace(in)
	for _, s := range res.Steps {
		if s.Before != prev || s.Before == s.After {
			t.Errorf("%s: step %v does not chain from %q", row.Name(), s, prev)
		}
		prev = s.After
	}
	if prev != res.URL {
		t.Errorf("%s: steps end at %q, URL is %q", row.Name(), prev, res.URL)
	}
	if opts.Rules.Has(EncodeIllegal) && opts.Rules.Has(IDNAToASCII) {
		if _, err := Parse(res.URL); err != nil {
			t.Errorf("%s: %q does not parse: %v", row.Name(), res.URL, err)
		}
	}
	return res.URL
}

func TestNormalizeTable(t *testing.T) {
	for _, row := range readTable(t, "normalize.tsv") {
		if got := checkNormalized(t, row, optionsFor(t, row)); got != row.Get("expected") {
			t.Errorf("%s: %s on %q: got %q, want %q", row.Name(), row.Get("rules"), row.Get("input"), got, row.Get("expected"))
		}
	}
}

func TestSeed001(t *testing.T) {
	var tl tally
	for _, row := range readTable(t, "normalization_article.tsv") {
		checkVector(t, row, checkNormalized(t, row, optionsFor(t, row)), row.Get("expected"), &tl)
	}
	t.Logf("URI normalization article: %d agree, %d differ", tl.ok, tl.differs)
}

func TestParseErrors(t *testing.T) {
	for _, row := range readTable(t, "parse_errors.tsv") {
		in := row.Get("input")
		r, err := Parse(in)
		if row.Get("pos") == "" {
			if err != nil || r.String() != in {
				t.Errorf("%s: %q: %v, %q", row.Name(), in, err, r.String())
			}
			continue
		}
		pe, ok := err.(*ParseError)
		if !ok {
			t.Errorf("%s: %q: got %v, want a *ParseError", row.Name(), in, err)
			continue
		}
		if strconv.Itoa(pe.Pos) != row.Get("pos") || pe.Component != row.Get("component") || pe.Input != in {
			t.Errorf("%s: %q: got byte %d in %s, want byte %s in %s (%v)", row.Name(), in, pe.Pos, pe.Component,
				row.Get("pos"), row.Get("component"), pe)
		}
		if msg := pe.Error(); !strings.Contains(msg, "byte "+row.Get("pos")+", ") || !strings.Contains(msg, "expected ") {
			t.Errorf("%s: message %q lacks position or expectation", row.Name(), msg)
		}
	}
}

func TestLenient(t *testing.T) {
	for _, row := range readTable(t, "lenient.tsv") {
		in := row.Get("input")
		r, warns, err := ParseLenient(in)
		if pos := row.Get("errpos"); pos != "" {
			pe, ok := err.(*ParseError)
			if !ok || strconv.Itoa(pe.Pos) != pos || pe.Input != in {
				t.Errorf("%s: %q: got %v, want an error at byte %s", row.Name(), in, err, pos)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %q: %v", row.Name(), in, err)
			continue
		}
		var got []string
		for _, w := range warns {
			s := "trimmed"
			switch w.Kind {
			case WarnIRI:
				s = "iri:" + w.Component
			case WarnIllegal:
				s = "illegal:" + w.Component
			}
			got = append(got, s+"@"+strconv.Itoa(w.Pos))
			if w.String() == "" {
				t.Errorf("%s: empty warning text", row.Name())
			}
		}
		if r.String() != row.Get("string") || strings.Join(got, " ") != row.Get("warnings") {
			t.Errorf("%s: %q: got %q %q, want %q %q", row.Name(), in, r.String(), got, row.Get("string"), row.Get("warnings"))
		}
	}
}

func TestParseRules(t *testing.T) {
	for _, row := range readTable(t, "rules.tsv") {
		set, err := ParseRules(row.Get("spec"))
		got := strings.Join(set.Names(), ",")
		if err != nil {
			got = "error:" + err.Error()
		}
		if got != row.Get("names") {
			t.Errorf("%s: %q: got %q, want %q", row.Name(), row.Get("spec"), got, row.Get("names"))
		}
	}
}

func TestRuleClasses(t *testing.T) {
	rows := readTable(t, "rule_classes.tsv")
	if len(rows) != int(numRules) {
		t.Errorf("%d rules in the contract, %d here", len(rows), numRules)
	}
	for _, row := range rows {
		set, err := ParseRules(row.Get("rule"))
		rules := set.Rules()
		if err != nil || len(rules) != 1 {
			t.Errorf("%s: %q: %v", row.Name(), row.Get("rule"), err)
			continue
		}
		if r := rules[0]; r.String() != row.Get("rule") || r.Class().String() != row.Get("class") {
			t.Errorf("%s: %v is %v, want %s", row.Name(), r, r.Class(), row.Get("class"))
		}
	}
}

// TestPresetsFollowClasses holds the preset constants, spelled out rule by
// rule, to what the presets mean: safe is every safe rule, usual adds every
// usually-preserving one, aggressive adds every unsafe one but force-http and
// add-www.
func TestPresetsFollowClasses(t *testing.T) {
	for r := Rule(0); r < numRules; r++ {
		c := r.Class()
		for _, p := range []struct {
			name string
			set  RuleSet
			want bool
		}{
			{"safe", PresetSafe, c == Safe},
			{"usual", PresetUsual, c <= Usually},
			{"aggressive", PresetAggressive, r != ForceHTTP && r != AddWWW},
		} {
			if p.set.Has(r) != p.want {
				t.Errorf("preset %s holds %v (%v): %v, want %v", p.name, r, c, p.set.Has(r), p.want)
			}
		}
	}
	if PresetAggressive>>numRules != 0 {
		t.Errorf("preset aggressive holds bits past the last rule: %b", PresetAggressive)
	}
}

func TestJSON(t *testing.T) {
	for _, row := range readTable(t, "json.tsv") {
		in := row.Get("input")
		var got []byte
		if row.Get("kind") == "normalized" {
			res, err := Normalize(in, optionsFor(t, row))
			if err != nil {
				t.Fatalf("%s: %v", row.Name(), err)
			}
			got = res.AppendJSON(nil)
		} else if r, err := Parse(in); err != nil {
			got = err.(*ParseError).AppendJSON(nil)
		} else {
			got = r.AppendJSON(nil)
		}
		if string(got) != row.Get("json") {
			t.Errorf("%s: %q:\n got %s\nwant %s", row.Name(), in, got, row.Get("json"))
		}
	}
}

// TestCorpus checks the properties the fuzz targets check over the
// benchmark corpus, under every preset.
func TestCorpus(t *testing.T) {
	normalizers := map[RuleSet]*Normalizer{} // reused, as the batch does
	for _, set := range []RuleSet{PresetSafe, PresetUsual, PresetAggressive} {
		normalizers[set] = NewNormalizer(Options{Rules: set, IsTrackingParam: isUTM})
	}
	plain := 0
	for _, link := range corpus.Links(2000) {
		if _, err := Parse(link); err == nil && mustNormalize(t, link, PresetSafe).plain {
			plain++
		}
		r, warns, err := ParseLenient(link)
		if err != nil || r.String() != link {
			t.Fatalf("%q: %v %q", link, err, r.String())
		}
		checkGrammaticalJSON(t, link, r, warns)
		for _, set := range []RuleSet{PresetSafe, PresetUsual, PresetAggressive} {
			res, err := Normalize(link, Options{Rules: set, IsTrackingParam: isUTM})
			if err != nil {
				t.Fatalf("%q: %v", link, err)
			}
			checkBatchPath(t, normalizers[set], link, Options{Rules: set, IsTrackingParam: isUTM}, res.URL)
			steps := mustNormalize(t, link, set)
			checkParsedPath(t, link, Options{Rules: set, IsTrackingParam: isUTM, RecordSteps: true}, steps)
			checkPlainJSON(t, link, steps)
			if again, _ := Normalize(res.URL, Options{Rules: set, IsTrackingParam: isUTM}); again.URL != res.URL {
				t.Fatalf("%q: not idempotent under %v: %q then %q", link, set.Names(), res.URL, again.URL)
			}
		}
	}
	if plain < 1000 { // every link Parse accepts is plain under the safe preset
		t.Errorf("only %d of 2000 corpus links normalize to a plain result", plain)
	}
}

func mustNormalize(t *testing.T, link string, set RuleSet) Result {
	t.Helper()
	res, err := Normalize(link, Options{Rules: set, IsTrackingParam: isUTM, RecordSteps: true})
	if err != nil {
		t.Fatalf("%q: %v", link, err)
	}
	return res
}

func isUTM(k string) bool { return strings.HasPrefix(k, "utm_") }

func TestHostForms(t *testing.T) {
	a, err := HostASCII("Пример.РФ")
	if err != nil || a != "xn--e1afmkfd.xn--p1ai" {
		t.Errorf("HostASCII: %q %v", a, err)
	}
	if u := HostUnicode("xn--e1afmkfd.xn--p1ai"); u != "пример.рф" {
		t.Errorf("HostUnicode: %q", u)
	}
	if u := HostUnicode("Example.COM"); u != "Example.COM" {
		t.Errorf("HostUnicode of an ASCII host: %q", u)
	}
	if u := HostUnicode("[::1]"); u != "[::1]" {
		t.Errorf("HostUnicode of a literal: %q", u)
	}
	if _, err := HostASCII("a\u202e.com"); err == nil {
		t.Errorf("HostASCII accepted a bidi override")
	}
}

func TestResolveTable(t *testing.T) {
	for _, row := range readTable(t, "resolve.tsv") {
		got, err := ResolveString(row.Get("base"), row.Get("reference"))
		if err != nil {
			got = "error:" + err.(*ParseError).Component
		}
		if got != row.Get("expected") {
			t.Errorf("%s: %q + %q: got %q, want %q", row.Name(), row.Get("base"), row.Get("reference"), got, row.Get("expected"))
		}
	}
}

// TestFirstUpper holds the eight-bytes-at-a-time search to a byte loop: any
// byte at any offset of strings up to two words long, next to the
// non-ASCII bytes whose carry the word test must not trust.
func TestFirstUpper(t *testing.T) {
	naive := func(s string) int {
		for i := 0; i < len(s); i++ {
			if s[i] >= 'A' && s[i] <= 'Z' {
				return i
			}
		}
		return len(s)
	}
	for n := 1; n <= 17; n++ {
		for p := range n {
			for q := range n {
				for _, y := range []byte{'a', 0x80, 0xc1, 0xff} {
					for x := range 256 {
						b := []byte(strings.Repeat("a", n))
						b[q], b[p] = y, byte(x)
						if s := string(b); firstUpper(s) != naive(s) {
							t.Fatalf("firstUpper(%q) = %d, want %d", s, firstUpper(s), naive(s))
						}
					}
				}
			}
		}
	}
}

// naiveSpan is span's definition, a byte at a time.
func naiveSpan(s string, i int, bit uint8) int {
	for i < len(s) && allow[s[i]]&bit != 0 {
		i++
	}
	return i
}

var spanBits = []uint8{aPath, aQuery, aUserinfo, aRegName, aAuthority}

// TestSpan holds span (vector blocks, the overlapping last block, the table
// loop) to its definition: every byte value at every offset of strings
// around the block sizes, scanned from several starts, for every component.
func TestSpan(t *testing.T) {
	for _, n := range []int{1, 2, 7, 8, 9, 15, 16, 17, 23, 24, 31, 32, 33, 40, 47, 48, 49} {
		for p := range n {
			for x := range 256 {
				b := []byte(strings.Repeat("a", n))
				b[p] = byte(x)
				s := string(b)
				for _, bit := range spanBits {
					for _, i := range []int{0, max(p-1, 0), p, min(p+1, n), max(n-16, 0), n - 1, n} {
						if got, want := span(s, i, bit), naiveSpan(s, i, bit); got != want {
							t.Fatalf("span(%q, %d, %#x) = %d, want %d", s, i, bit, got, want)
						}
					}
				}
			}
		}
	}
}

// TestRuleNamesArePlainJSON: the JSON writers copy rule and class names
// between quotes without escaping them.
func TestRuleNamesArePlainJSON(t *testing.T) {
	for r := Rule(0); r < numRules; r++ {
		if !jsonw.IsPlain(r.String()) || !jsonw.IsPlain(r.Class().String()) {
			t.Errorf("rule %q (class %q) needs JSON escaping", r, r.Class())
		}
	}
}

// TestWarningText: each kind's text, and its JSON written in place.
func TestWarningText(t *testing.T) {
	for _, row := range readTable(t, "warnings.tsv") {
		num := func(col string) int {
			n, err := strconv.Atoi(row.Get(col))
			if err != nil {
				t.Fatalf("%s: %s: %v", row.Name(), col, err)
			}
			return n
		}
		w := Warning{Kind: WarningKind(num("kind")), Pos: num("pos"), Component: row.Get("component"),
			Count: num("count"), Rune: rune(num("rune")), Detail: row.Get("detail")}
		if got := w.String(); got != row.Get("text") {
			t.Errorf("%s: got %q, want %q", row.Name(), got, row.Get("text"))
		}
		if got, want := w.AppendJSON(nil), jsonw.AppendString(nil, row.Get("text")); string(got) != string(want) {
			t.Errorf("%s: JSON %s, want %s", row.Name(), got, want)
		}
	}
}

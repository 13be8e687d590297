package uri

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/jsonw"
)

// seedInputs adds the inputs of the test tables to a fuzz corpus.
func seedInputs(f *testing.F, add func(string)) {
	for _, name := range []string{"rfc3986_parse.tsv", "uriparser_parse.tsv", "parse_errors.tsv", "lenient.tsv",
		"normalize.tsv", "normalization_article.tsv", "uriparser_normalize.tsv"} {
		for _, row := range readTable(f, name) {
			add(row.Get("input"))
		}
	}
}

func FuzzParse(f *testing.F) {
	seedInputs(f, func(s string) { f.Add(s) })
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Parse(s)
		if err != nil {
			pe := err.(*ParseError)
			if pe.Pos < 0 || pe.Pos > len(s) || pe.Input != s || !json.Valid(pe.AppendJSON(nil)) {
				t.Fatalf("%q: bad error %+v", s, pe)
			}
		} else {
			if got := r.String(); got != s || r.Len() != len(s) {
				t.Fatalf("%q: String gives %q", s, got)
			}
			if !json.Valid(r.AppendJSON(nil)) {
				t.Fatalf("%q: invalid JSON %s", s, r.AppendJSON(nil))
			}
		}
		checkFastPaths(t, s, r, err)
		if err == nil {
			checkHostBytes(t, s, r)
			checkPathDots(t, s, r)
		}
		if naive := slicesContainsDot(strings.Split(s, "/")); hasDotSegment(s) != naive {
			t.Fatalf("%q: hasDotSegment says %t", s, !naive)
		}
		lr, warns, lerr := ParseLenient(s)
		trimmed, _ := trimSpace(s)
		switch {
		case err == nil && lerr != nil:
			t.Fatalf("%q: strict accepts, lenient refuses: %v", s, lerr)
		case lerr != nil:
			if pe := lerr.(*ParseError); pe.Pos < 0 || pe.Pos > len(s) || pe.Input != s {
				t.Fatalf("%q: bad lenient error %+v", s, pe)
			}
		case lr.String() != trimmed:
			t.Fatalf("%q: lenient String gives %q", s, lr.String())
		case err == nil && (len(warns) != 0 || lr != r):
			t.Fatalf("%q: lenient differs from strict: %+v %v", s, lr, warns)
		}
		if lerr == nil {
			checkHostBytes(t, s, lr)
			checkPathDots(t, s, lr)
		}
		for _, w := range warns {
			if w.Pos < 0 || w.Pos > len(s) || w.Count < 1 {
				t.Fatalf("%q: bad warning %+v", s, w)
			}
			checkWarningJSON(t, w)
		}
		if lerr == nil {
			checkGrammaticalJSON(t, s, lr, warns)
			checkHostWritten(t, s, lr)
		}
	})
}

// checkHostWritten: AppendJSONWritten writes AppendJSON's object, and
// the host it records is copied as the host's own encoding.
func checkHostWritten(t testing.TB, s string, r Reference) {
	t.Helper()
	b, host := r.AppendJSONWritten([]byte("x"))
	if string(b) != "x"+string(r.AppendJSON(nil)) {
		t.Fatalf("%q: AppendJSONWritten gives %s", s, b)
	}
	if !r.HasAuthority {
		return
	}
	n := len(b)
	if again := jsonw.AppendStringAgain(b, r.Host, host); string(again[n:]) != string(jsonw.AppendString(nil, r.Host)) {
		t.Fatalf("%q: the host's record copies %s", s, again[n:])
	}
}

// checkGrammaticalJSON: a reference Grammatical calls so holds only plain
// components, and its copied JSON is what the escaping writer makes.
func checkGrammaticalJSON(t testing.TB, s string, r Reference, warns []Warning) {
	t.Helper()
	if !Grammatical(warns) {
		return
	}
	for _, c := range []string{r.Scheme, r.Userinfo, r.Host, r.Port, r.Path, r.Query, r.Fragment} {
		if !jsonw.IsPlain(c) {
			t.Fatalf("%q: Grammatical, but component %q is not plain JSON", s, c)
		}
	}
	if got, want := r.AppendGrammaticalJSON(nil), r.AppendJSON(nil); string(got) != string(want) {
		t.Fatalf("%q: grammatical JSON\n%s\nescaped JSON\n%s", s, got, want)
	}
}

func FuzzNormalize(f *testing.F) {
	seedInputs(f, func(s string) {
		f.Add(s, uint32(PresetSafe))
		f.Add(s, uint32(PresetAggressive|1<<ForceHTTP))
	})
	f.Fuzz(func(t *testing.T, s string, bits uint32) {
		set := RuleSet(bits) & (1<<numRules - 1)
		if set.Has(RemoveWWW) {
			set &^= 1 << AddWWW
		}
		opts := Options{Rules: set, RecordSteps: true, IsTrackingParam: func(k string) bool { return strings.HasPrefix(k, "utm") }}
		res, err := Normalize(s, opts)
		if err != nil {
			return
		}
		checkBatchPath(t, NewNormalizer(opts), s, opts, res.URL)
		checkParsedPath(t, s, opts, res)
		checkIdle(t, s, opts)
		checkPlainJSON(t, s, res)
		checkJSONAfter(t, s, res)
		checkStepChain(t, s, res)
		for _, w := range res.Warnings {
			checkWarningJSON(t, w)
		}
		again, err := Normalize(res.URL, opts)
		if err != nil || again.URL != res.URL || len(again.Steps) != 0 {
			t.Fatalf("%q under %v: %q then %q (%v) steps %v", s, set.Names(), res.URL, again.URL, err, again.Steps)
		}
		if _, _, err := ParseLenient(res.URL); err != nil {
			t.Fatalf("%q: result %q does not parse: %v", s, res.URL, err)
		}
		if set.Has(EncodeIllegal) && asciiHost(res.URL) {
			if _, err := Parse(res.URL); err != nil {
				t.Fatalf("%q: encode-illegal left %q: %v", s, res.URL, err)
			}
		}
		if !json.Valid(res.AppendJSON(nil)) && utf8.ValidString(s) {
			t.Fatalf("%q: invalid JSON", s)
		}
	})
}

// checkStepChain: the steps start from the input (trimmed), each starts
// where the one before ended, each changes something, and the last ends at
// the URL.
func checkStepChain(t *testing.T, s string, res Result) {
	t.Helper()
	cur := strings.TrimSpace(s)
	for i, st := range res.Steps {
		if i > 0 && st.Before != cur || st.Before == st.After {
			t.Fatalf("%q: step %d %v %q -> %q after %q", s, i, st.Rule, st.Before, st.After, cur)
		}
		cur = st.After
	}
	if len(res.Steps) > 0 && cur != res.URL {
		t.Fatalf("%q: steps end at %q, URL %q", s, cur, res.URL)
	}
}

// checkBatchPath: AppendNormalized and Normalizer.Append give Normalize's
// URL, Append claims ASCII output only for ASCII output, and what Append
// wrote stays as it was when the Normalizer reuses its memory for another
// link.
func checkBatchPath(t testing.TB, z *Normalizer, s string, opts Options, want string) {
	t.Helper()
	if b, err := AppendNormalized([]byte("x"), s, opts); err != nil || string(b) != "x"+want {
		t.Fatalf("%q: AppendNormalized gives %q, Normalize %q", s, b, want)
	}
	b, ascii, err := z.Append([]byte("x"), s)
	if err != nil || string(b) != "x"+want {
		t.Fatalf("%q: Normalizer.Append gives %q, Normalize %q", s, b, want)
	}
	if ascii && strings.ContainsFunc(want, func(r rune) bool { return r >= utf8.RuneSelf }) {
		t.Fatalf("%q: Normalizer.Append calls %q ASCII", s, want)
	}
	_, _, _ = z.Append(nil, "HTTP://%7eA.EXAMPLE/%7e/./%7e/../b?%7e#%7e")
	if string(b) != "x"+want {
		t.Fatalf("%q: Normalizer.Append's output became %q after another link", s, b)
	}
}

// checkParsedPath: NormalizeParsed, given ParseLenient's reading of s,
// gives what Normalize gives, field for field and in JSON.
func checkParsedPath(t testing.TB, s string, opts Options, want Result) {
	t.Helper()
	ref, warns, err := ParseLenient(s)
	if err != nil {
		t.Fatalf("%q: Normalize accepts it, ParseLenient refuses it: %v", s, err)
	}
	var p parser
	if p.parseLenient(&Reference{}, s, false) != nil || escapesIn(p.s) != p.esc {
		t.Fatalf("%q: escapesIn finds %b, the parser %b", s, escapesIn(p.s), p.esc)
	}
	if ref.esc != p.esc|escRead {
		t.Fatalf("%q: the reading keeps escapes %b, the parser found %b", s, ref.esc, p.esc)
	}
	unread := ref
	unread.esc = 0 // as if built by hand: the escapes are looked for
	for _, r := range []Reference{ref, unread} {
		got, err := NormalizeParsed(s, r, warns, opts)
		if err != nil || !reflect.DeepEqual(got, want) || string(got.AppendJSON(nil)) != string(want.AppendJSON(nil)) {
			t.Fatalf("%q: NormalizeParsed (escapes %b) gives %+v (%v), Normalize %+v", s, r.esc, got, err, want)
		}
	}
}

// checkIdle: applying every rule in turn, none of those idle names as
// unable to change the reference changes it.
func checkIdle(t testing.TB, s string, opts Options) {
	t.Helper()
	var n normalizer
	if _, err := n.start(s, opts, false); err != nil {
		return
	}
	idle := n.idle()
	for set := opts.Rules & allRules; set != 0; set &= set - 1 {
		if rule := set.first(); n.apply(rule) && idle.Has(rule) {
			t.Fatalf("%q: %v is called idle, and it changed the reference", s, rule)
		}
	}
}

// checkWarningJSON: a warning's JSON is its String, escaped.
func checkWarningJSON(t testing.TB, w Warning) {
	t.Helper()
	if got, want := w.AppendJSON(nil), jsonw.AppendString(nil, w.String()); string(got) != string(want) {
		t.Fatalf("warning %+v: JSON %s, String escaped %s", w, got, want)
	}
}

// checkJSONAfter: written after the input, the result's JSON is the same.
func checkJSONAfter(t testing.TB, s string, res Result) {
	t.Helper()
	b, input := jsonw.AppendStringWritten(nil, s)
	n := len(b)
	if got, want := res.AppendJSONAfter(b, input)[n:], res.AppendJSON(nil); string(got) != string(want) {
		t.Fatalf("%q: after the input\n%s\nalone\n%s", s, got, want)
	}
}

// checkPlainJSON: a result that calls itself plain is, and its JSON is
// what the escaping writer makes of it.
func checkPlainJSON(t testing.TB, s string, res Result) {
	t.Helper()
	if !res.plain {
		return
	}
	strs := []string{res.URL}
	for _, st := range res.Steps {
		strs = append(strs, st.Before, st.After)
	}
	for _, x := range strs {
		if !jsonw.IsPlain(x) {
			t.Fatalf("%q: result called plain holds %q", s, x)
		}
	}
	escaped := res
	escaped.plain = false
	if got, want := res.AppendJSON(nil), escaped.AppendJSON(nil); string(got) != string(want) {
		t.Fatalf("%q: plain JSON\n%s\nescaped JSON\n%s", s, got, want)
	}
}

// asciiHost reports whether the host of a normalized reference is ASCII
// (IDNA may have refused a host, which then stays an IRI host).
func asciiHost(s string) bool {
	r, _, err := ParseLenient(s)
	if err != nil {
		return false
	}
	for i := 0; i < len(r.Host); i++ {
		if r.Host[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func FuzzResolve(f *testing.F) {
	for _, name := range []string{"rfc3986_resolve.tsv", "uriparser_resolve.tsv", "resolve.tsv"} {
		for _, row := range readTable(f, name) {
			f.Add(row.Get("base"), row.Get("reference"))
		}
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		b, err1 := Parse(base)
		r, err2 := Parse(ref)
		if err1 != nil || err2 != nil || !b.HasScheme {
			return
		}
		target := Resolve(b, r).String()
		back, err := Parse(target)
		if err != nil || back.String() != target || !back.HasScheme {
			t.Fatalf("%q + %q = %q, which does not parse back: %v", base, ref, target, err)
		}
		if r.HasScheme {
			want := r
			want.Path = guardPath(&r, RemoveDotSegments(r.Path))
			if target != want.String() {
				t.Fatalf("absolute %q resolved to %q, want %q", ref, target, want.String())
			}
		}
	})
}

func slicesContainsDot(segs []string) bool {
	for _, seg := range segs {
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// checkFastPaths holds Parse's one-scan readings of a plain authority and of
// path and query to the general rules, which the lenient grammar runs
// without them: on what the strict grammar accepts, the lenient one must
// agree exactly and find nothing illegal; what Parse refuses, the general
// rules must refuse too.
func checkFastPaths(t *testing.T, s string, r Reference, err error) {
	var g Reference
	p := parser{s: s, lenient: true, noWarn: true}
	ok := p.parse(&g) && !p.illegal
	switch {
	case err == nil && !ok:
		t.Fatalf("%q: Parse accepts it, the general rules refuse it", s)
	case err == nil && g != r:
		t.Fatalf("%q: Parse reads %+v, the general rules %+v", s, r, g)
	case err != nil && ok:
		t.Fatalf("%q: Parse refuses it (%v), the general rules accept it", s, err)
	}
}

// FuzzSpan: the scan every parse is made of agrees with its definition on
// any bytes, from any start, for every component.
func FuzzSpan(f *testing.F) {
	f.Add("https://example.com/a/b?utm_source=x&_openstat=dGVzdDsxOzI7Mw#frag", 8)
	f.Add("%D0%B2%D0%B5%D1%80%D1%85 <>\"{}|\\^`\x00\x7f\xff", 3)
	f.Fuzz(func(t *testing.T, s string, i int) {
		if len(s) == 0 {
			return
		}
		i = int(uint(i) % uint(len(s)+1))
		for _, bit := range spanBits {
			if got, want := span(s, i, bit), naiveSpan(s, i, bit); got != want {
				t.Fatalf("span(%q, %d, %#x) = %d, want %d", s, i, bit, got, want)
			}
		}
	})
}

// FuzzRemoveDotSegmentsInPlace: on an absolute path the in-place version
// gives what RemoveDotSegments gives.
func FuzzRemoveDotSegmentsInPlace(f *testing.F) {
	for _, s := range []string{"/a/b/c/./../../g", "/./", "/..", "/a//../b", "/a/.", "/a/..", "/", "/mid/content=5/../6"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, path string) {
		if !strings.HasPrefix(path, "/") {
			return
		}
		if got, want := string(RemoveDotSegmentsInPlace([]byte(path))), RemoveDotSegments(path); got != want {
			t.Fatalf("RemoveDotSegmentsInPlace(%q) = %q, RemoveDotSegments gives %q", path, got, want)
		}
	})
}

// checkHostBytes: what the parser gathered of the host's bytes is what a
// pass over the host finds, a byte at a time, and the host's type is the
// one classifyHost gives it.
func checkHostBytes(t *testing.T, s string, r Reference) {
	t.Helper()
	kinds, ok := r.HostBytes()
	if !r.HasAuthority {
		if ok || kinds != 0 {
			t.Fatalf("%q: no host, yet host bytes %b (%t)", s, kinds, ok)
		}
		return
	}
	var want HostBytes
	for _, c := range []byte(r.Host) {
		switch {
		case 'a' <= c && c <= 'z':
			want |= HostHasLower
		case '0' <= c && c <= '9':
			want |= HostHasDigit
		case 'A' <= c && c <= 'Z':
			want |= HostHasUpper
		case c == '-':
			want |= HostHasHyphen
		case c == '.':
			want |= HostHasDot
		default:
			want |= HostHasOther
		}
	}
	if !ok || kinds != want {
		t.Fatalf("%q: host %q has bytes %b (%t), want %b", s, r.Host, kinds, ok, want)
	}
	if got := classifyHost(r.Host); got != r.HostType {
		t.Fatalf("%q: host %q read as %v, classifyHost says %v", s, r.Host, r.HostType, got)
	}
}

// checkPathDots: the parser's MayHoldDotSegment is false only for a path
// none of whose segments is "." or "..", a dot maybe written %2e or %2E.
func checkPathDots(t *testing.T, s string, r Reference) {
	t.Helper()
	may, known := r.MayHoldDotSegment()
	if !known {
		t.Fatalf("%q: the parser's reading does not know its dot segments", s)
	}
	if may {
		return
	}
	for _, seg := range strings.Split(r.Path, "/") {
		if seg = strings.ReplaceAll(strings.ToLower(seg), "%2e", "."); seg == "." || seg == ".." {
			t.Fatalf("%q: path %q has the dot segment %q, MayHoldDotSegment says none", s, r.Path, seg)
		}
	}
}

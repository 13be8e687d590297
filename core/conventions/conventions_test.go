package conventions

import (
	"errors"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/tsv"
)

const tables = "../../testdata/conventions/"

func example(t testing.TB) *File {
	t.Helper()
	data, err := os.ReadFile(tables + "example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	c, err := Parse(data)
	if err != nil {
		t.Fatalf("example.yaml: %v", err)
	}
	return c
}

func TestExampleFile(t *testing.T) {
	c := example(t)
	if len(c.Fields) != 4 || len(c.Templates) != 2 {
		t.Fatalf("%d fields, %d templates; want 4 and 2", len(c.Fields), len(c.Templates))
	}
	f := c.Field("utm_source")
	if !f.Required || f.Case != Lower || !f.SpacesSet || f.Spaces != "_" || len(f.Allowed) != 4 || len(f.Aliases) != 3 {
		t.Errorf("utm_source = %+v", f)
	}
	if c.Field("utm_campaign").Pattern == nil || c.Field("utm_campaign").Hint == "" {
		t.Errorf("utm_campaign = %+v", c.Field("utm_campaign"))
	}
}

// findingsString writes findings as rule@pos or rule:field@pos.
func findingsString(fs []Finding, withField bool) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		s := f.Rule
		if withField {
			s += ":" + f.Field
		}
		parts[i] = s + "@" + strconv.Itoa(f.Pos)
	}
	return strings.Join(parts, ",")
}

func TestCheckValue(t *testing.T) {
	c := example(t)
	for _, r := range tsv.Load(t, tables+"values.tsv") {
		fs := c.CheckValue(r.Get("field"), r.Get("value"))
		if got := findingsString(fs, false); got != r.Get("findings") {
			t.Errorf("%s: findings %q, want %q", r.Name(), got, r.Get("findings"))
		}
		want, ok := r.Lookup("suggestion")
		fixed, changed := c.Fix(r.Get("field"), r.Get("value"))
		if changed != ok || ok && fixed != want {
			t.Errorf("%s: Fix = %q, %v; want %q, %v", r.Name(), fixed, changed, want, ok)
		}
		for _, f := range fs {
			if f.Message() == "" || strings.ContainsAny(f.Message(), "\x1b\r\n") {
				t.Errorf("%s: message %q", r.Name(), f.Message())
			}
		}
	}
}

func TestCheckLink(t *testing.T) {
	c := example(t)
	for _, r := range tsv.Load(t, tables+"links.tsv") {
		file := c
		if r.Get("file") == "no" {
			file = nil
		}
		fs := file.CheckLink(r.Get("link"), tracking.Default())
		if got := findingsString(fs, true); got != r.Get("findings") {
			t.Errorf("%s: findings %q, want %q", r.Name(), got, r.Get("findings"))
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"errors.tsv") {
		_, err := Parse([]byte(r.Get("yaml")))
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: error %v, want an *Error", r.Name(), err)
			continue
		}
		line, col := strconv.Itoa(e.Line), strconv.Itoa(e.Column)
		if line != r.Get("line") || col != r.Get("column") || !strings.Contains(e.Reason, r.Get("message")) {
			t.Errorf("%s: %v; want line %s, column %s, %q", r.Name(), err, r.Get("line"), r.Get("column"), r.Get("message"))
		}
	}
}

// TestBrands: the brands key, and the set the risk scanner takes.
func TestBrands(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"brands.tsv") {
		c, err := Parse([]byte(r.Get("yaml")))
		if err != nil {
			t.Errorf("%s: %v", r.Name(), err)
			continue
		}
		var domains, positions []string
		for _, b := range c.Brands {
			domains = append(domains, b.Domain)
			positions = append(positions, strconv.Itoa(b.Line)+":"+strconv.Itoa(b.Column))
		}
		if got := strings.Join(domains, " "); got != r.Get("brands") {
			t.Errorf("%s: brands %q, want %q", r.Name(), got, r.Get("brands"))
		}
		if got := strings.Join(positions, " "); got != r.Get("positions") {
			t.Errorf("%s: positions %q, want %q", r.Name(), got, r.Get("positions"))
		}
		if got := c.BrandSet().Len(); got != len(c.Brands) {
			t.Errorf("%s: BrandSet has %d brands, want %d", r.Name(), got, len(c.Brands))
		}
	}
	c, err := Parse([]byte("brands: [paypal.com]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if b, ok := c.BrandSet().Imitated("paypa1.com"); !ok || b != "paypal.com" {
		t.Errorf("paypa1.com imitates %q, %v; want paypal.com", b, ok)
	}
	var none *File
	if none.BrandSet() != nil {
		t.Errorf("a nil File has brands")
	}
}

func TestTemplates(t *testing.T) {
	c := example(t)
	if got := strings.Join(c.TemplateNames(), ","); got != "spring-email,yandex-direct" {
		t.Errorf("TemplateNames = %q", got)
	}
	for _, r := range tsv.Load(t, tables+"templates.tsv") {
		tp := c.Template(r.Get("template"))
		if tp == nil {
			t.Errorf("%s: no template", r.Name())
			continue
		}
		if v, ok := tp.Get(r.Get("field")); !ok || v != r.Get("value") {
			t.Errorf("%s: %s = %q, %v", r.Name(), r.Get("field"), v, ok)
		}
	}
	if c.Template("nope") != nil {
		t.Error("an unknown template was found")
	}
}

func TestVariantKey(t *testing.T) {
	c := example(t)
	for _, r := range tsv.Load(t, tables+"variants.tsv") {
		file := c
		if r.Get("file") == "no" {
			file = nil
		}
		same := file.VariantKey(r.Get("field"), r.Get("a")) == file.VariantKey(r.Get("field"), r.Get("b"))
		if same != (r.Get("same") == "yes") {
			t.Errorf("%s: same = %v", r.Name(), same)
		}
	}
}

// TestFixIsIdempotent: a suggested value has no certain fix left.
func TestFixIsIdempotent(t *testing.T) {
	c := example(t)
	for _, v := range []string{"FB", "Face Book", " google ", "YA", "x"} {
		fixed, _ := c.Fix("utm_source", v)
		if again, changed := c.Fix("utm_source", fixed); changed {
			t.Errorf("Fix(%q) = %q, and again %q", v, fixed, again)
		}
	}
}

func FuzzParse(f *testing.F) {
	data, _ := os.ReadFile(tables + "example.yaml")
	f.Add(data)
	for _, s := range []string{"fields: [", "a: &x [*x]", "fields: {utm_source: {pattern: '(a*)*b'}}", "templates: {t: {}}"} {
		f.Add([]byte(s))
	}
	f.Add([]byte("brands: [paypal.com, xn--e1afmkfd.xn--p1ai, 'пример.рф']"))
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := Parse(b)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Line < 1 || e.Column < 0 {
				t.Fatalf("error %v is not an *Error with a line", err)
			}
			return
		}
		for _, fd := range c.Fields {
			c.CheckValue(fd.Name, "Some Value")
		}
	})
}

func FuzzCheckLink(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"links.tsv") {
		f.Add(r.Get("link"))
	}
	// Click ids global and scoped (hvadid is Amazon's alone), on and off
	// their sites, spelled in other cases, escaped, after a fragment's
	// marker.
	for _, s := range []string{"https://www.amazon.com/dp/1?hvadid=12&gclid=x", "https://shop.example/?hvadid=12&GCLID=x&yclid=1",
		"https://amazon.de/?ref=x&hvadid=1", "https://x.example/?%67clid=1&utm_source=a#_openstat=a;b;c;d", "https://x.example/?a=1&fbclid=2&fbclid=3",
		"https://x.example/?msclkid=1&utm_medium=cpc", "https://x.example/?ScCid=1", "https://x.example/?gclid#gclid=1"} {
		f.Add(s)
	}
	c := example(f)
	// What a caller's slice held before: a utm-in-fragment finding of a
	// key the link may repeat, which must not hide the link's own.
	before := []Finding{{Rule: RuleUTMInFragment, Field: "utm_source", Value: "kept", Pos: 3}}
	f.Fuzz(func(t *testing.T, link string) {
		// AppendLinkPairs, inspect's way, is CheckLink after dst's
		// findings, with and without a file.
		var pairs []query.Pair
		if q, at, ok := query.Of(link); ok {
			pairs = query.Append(nil, q, at)
		}
		d := openstat.Decode(link)
		// AppendLinkMatched reads the click ids from the tracking
		// reading's matches (found with the link's host) as inspect
		// hands them in.
		_, matches := tracking.CleanPairs(link, pairs, tracking.Default(), nil)
		for _, file := range []*File{nil, c} {
			want := append(slices.Clone(before), file.CheckLink(link, tracking.Default())...)
			got := file.AppendLinkPairs(slices.Clone(before), link, pairs, &d, tracking.Default())
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: AppendLinkPairs gives %+v, CheckLink %+v", link, got, want)
			}
			got = file.AppendLinkMatched(slices.Clone(before), link, pairs, &d, tracking.Default(), matches)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: AppendLinkMatched gives %+v, CheckLink %+v", link, got, want)
			}
		}
		for _, fd := range c.CheckLink(link, tracking.Default()) {
			if fd.Pos < -1 || fd.Pos > len(link) {
				t.Fatalf("%q: %s at %d, outside the link", link, fd.Rule, fd.Pos)
			}
			if fd.HasSuggestion {
				if _, changed := c.Fix(fd.Field, fd.Suggestion); changed {
					t.Fatalf("%q: suggestion %q is not fixed", link, fd.Suggestion)
				}
			}
		}
	})
}

func TestFixAll(t *testing.T) {
	c := example(t)
	v := map[string]string{"utm_source": "FB", "utm_medium": "CPC", "utm_campaign": "2026-03_x"}
	changed := c.FixAll(v)
	if strings.Join(changed, ",") != "utm_source" || v["utm_source"] != "facebook" || v["utm_medium"] != "CPC" {
		t.Errorf("FixAll: changed %v, values %v", changed, v)
	}
	if (*File)(nil).FixAll(v) != nil {
		t.Error("a nil file fixed something")
	}
}

// TestMessagesEscaped: no raw control or bidi character in any message.
func TestMessagesEscaped(t *testing.T) {
	for _, link := range []string{"https://x/#utm_\x1b[31m=1", "https://x/?utm_source=a&utm_source=%E2%80%AE", "https://x/?gclid=%1B"} {
		for _, f := range (*File)(nil).CheckLink(link, tracking.Default()) {
			if m := f.Message(); strings.ContainsAny(m, "\x1b\u202e") {
				t.Errorf("%q: %q", link, m)
			}
		}
	}
}

// TestCheckLinkDecoded: handing in the decoded marker changes nothing.
func TestCheckLinkDecoded(t *testing.T) {
	c := example(t)
	for _, r := range tsv.Load(t, tables+"links.tsv") {
		link := r.Get("link")
		d := openstat.Decode(link)
		a, b := findingsString(c.CheckLink(link, tracking.Default()), true), findingsString(c.CheckLinkDecoded(link, &d, tracking.Default()), true)
		if a != b {
			t.Errorf("%s: %q vs %q", r.Name(), a, b)
		}
	}
}

// TestBuiltinTemplates: every platform has a starter template, usable with
// no file, and a file's template of the same name replaces it.
func TestBuiltinTemplates(t *testing.T) {
	names := BuiltinTemplateNames()
	if len(names) != 10 {
		t.Fatalf("built-in templates %v, want one per platform", names)
	}
	var none *File
	g := none.TemplateOrBuiltin("google-ads")
	if v, _ := g.Get("utm_campaign"); v != "{campaignid}" {
		t.Errorf("google-ads template: utm_campaign %q", v)
	}
	for _, tv := range g.Values {
		if !isTemplateField(tv.Field) {
			t.Errorf("google-ads template sets %q, not a template field", tv.Field)
		}
	}
	c := example(t)
	if v, _ := c.TemplateOrBuiltin("yandex-direct").Get("openstat.service"); v != "direct.yandex.ru" {
		t.Errorf("the file's yandex-direct template should win, got service %q", v)
	}
	if none.TemplateOrBuiltin("nope") != nil || BuiltinTemplate("") != nil {
		t.Error("no template by an unknown name")
	}
}

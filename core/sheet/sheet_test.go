package sheet

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/internal/tsv"
)

// fedText is a mapping as the header table writes it: field=column
// (1-based), in Fields order.
func fedText(m *Mapping) string {
	var parts []string
	for _, fc := range m.Fed() {
		parts = append(parts, fc.Field+"="+strconv.Itoa(fc.Column+1))
	}
	return strings.Join(parts, " ")
}

func TestMap(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/sheet/headers.tsv") {
		over, err := ParseMap(r.Get("map"))
		if err != nil {
			t.Fatalf("%s: --map: %v", r.Name(), err)
		}
		m, err := Map(strings.Split(r.Get("header"), "|"), over, OutputNames())
		if want, ok := r.Lookup("error"); ok {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: error %v, want one saying %q", r.Name(), err, want)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", r.Name(), err)
			continue
		}
		if got := fedText(&m); got != r.Get("fields") {
			t.Errorf("%s:\n got %s\nwant %s", r.Name(), got, r.Get("fields"))
		}
		notes := strings.Join(m.Notes, "; ")
		if want, ok := r.Lookup("notes"); ok && !strings.Contains(notes, want) || !ok && notes != "" {
			t.Errorf("%s: notes %q, want %q", r.Name(), notes, r.Get("notes"))
		}
	}
}

func TestParseMap(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/sheet/maps.tsv") {
		over, err := ParseMap(r.Get("map"))
		if want, ok := r.Lookup("error"); ok {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: error %v, want one saying %q", r.Name(), err, want)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", r.Name(), err)
			continue
		}
		var parts []string
		for _, o := range over {
			f := o.Field
			if f == "" {
				f = Skip
			}
			parts = append(parts, o.Name+"="+f)
		}
		if got := strings.Join(parts, " "); got != r.Get("parsed") {
			t.Errorf("%s: %q, want %q", r.Name(), got, r.Get("parsed"))
		}
	}
}

// TestHeaderTable: every row of the embedded table reads, names a field,
// cites a source and is written as Normalize writes it.
func TestHeaderTable(t *testing.T) {
	table, err := parseHeaderTable(headersTSV)
	if err != nil {
		t.Fatal(err)
	}
	if len(table) < 30 {
		t.Errorf("%d headers", len(table))
	}
	if _, err := parseHeaderTable("header\tfield\twith_service\tsource\nWebsite URL\turl\t\\N\tx\n"); err == nil {
		t.Error("a header not written as Normalize writes it was accepted")
	}
}

// FuzzMap: any header and --map value map without a panic; each field is
// fed by at most one column, a column feeds at most one field, and
// Normalize is idempotent on every name.
func FuzzMap(f *testing.F) {
	for _, r := range tsv.Load(f, "../../testdata/sheet/headers.tsv") {
		f.Add(r.Get("header"), r.Get("map"))
	}
	f.Fuzz(func(t *testing.T, header, spec string) {
		cells := strings.Split(header, "|")
		for _, c := range cells {
			if n := Normalize(c); Normalize(n) != n {
				t.Fatalf("Normalize(%q) = %q, again %q", c, n, Normalize(n))
			}
		}
		over, err := ParseMap(spec)
		if err != nil {
			return
		}
		m, err := Map(cells, over, OutputNames())
		if err != nil {
			return
		}
		seen := map[int]string{}
		for _, fc := range m.Fed() {
			if fc.Column < 0 || fc.Column >= len(cells) {
				t.Fatalf("%s reads column %d of %d", fc.Field, fc.Column, len(cells))
			}
			if prev, dup := seen[fc.Column]; dup {
				t.Fatalf("column %d feeds %s and %s", fc.Column, prev, fc.Field)
			}
			seen[fc.Column] = fc.Field
		}
		for _, o := range over {
			if o.Field == "" {
				continue
			}
			if c := m.Column(o.Field); c < 0 || Normalize(cells[c]) != o.Name {
				t.Fatalf("--map %s=%s: the field reads column %d", o.Name, o.Field, c)
			}
		}
	})
}

func TestSniff(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/sheet/dialects.tsv") {
		in := []byte(r.Get("input"))
		enc, bom, reason := SniffEncoding(in)
		want, ok := r.Lookup("encoding")
		switch {
		case !ok:
			if reason == "" {
				t.Errorf("%s: read as %s, want a refusal", r.Name(), enc)
			}
			continue
		case reason != "" || enc.String() != want:
			t.Errorf("%s: %s %q, want %s", r.Name(), enc, reason, want)
			continue
		}
		d, ok := r.Lookup("delimiter")
		if !ok {
			continue
		}
		got := SniffText(in[bom:])
		if string(got.Delimiter) != d || got.CRLF != (r.Get("crlf") == "yes") || got.SepLine != (r.Get("sep") == "yes") {
			t.Errorf("%s: %+v, want %q crlf %s sep %s", r.Name(), got, d, r.Get("crlf"), r.Get("sep"))
		}
	}
}

// FuzzSniff: any file start sniffs without a panic, to one of the
// delimiters, and a header that a delimiter splits into more fields than
// the others splits by it.
func FuzzSniff(f *testing.F) {
	for _, r := range tsv.Load(f, "../../testdata/sheet/dialects.tsv") {
		f.Add([]byte(r.Get("input")))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		enc, bom, _ := SniffEncoding(in)
		if bom != len(enc.BOM()) && bom != 0 {
			t.Fatalf("%s with a mark of %d bytes", enc, bom)
		}
		d := SniffText(in[bom:])
		if !isDelimiter(d.Delimiter) {
			t.Fatalf("delimiter %q", d.Delimiter)
		}
		if d.SepLine {
			return
		}
		first, _ := cutLine(in[bom:min(len(in), bom+MaxSniff)])
		line := []byte(strings.TrimRight(string(first), "\r\n"))
		n := fieldsOn(line, d.Delimiter)
		for _, c := range Delimiters() {
			if fieldsOn(line, c) > n {
				t.Fatalf("%q: %q splits the header in %d, the chosen %q in %d", in, c, fieldsOn(line, c), d.Delimiter, n)
			}
		}
	})
}

// example is the conventions file the tests build with.
func example(t *testing.T) *conventions.File {
	c, err := conventions.Parse([]byte("fields:\n  utm_source:\n    case: lower\n    spaces: \"_\"\n    aliases: {fb: facebook}\n"))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestBuilder: rows built in order, blank rows skipped, a row that could
// not be read refused, --fix and duplicate_of (compared under the safe
// rules: case of the host and an empty path are no difference), and the
// tally's line.
func TestBuilder(t *testing.T) {
	rules := Rules{Conventions: example(t), Tracking: tracking.Default(), Encoding: openstat.Percent,
		Fix: true, Compare: uri.Options{Rules: uri.PresetSafe}}
	b := NewBuilder(rules)
	rows := []Row{
		{Number: 2, Values: Values{"url": "https://Shop.example", "utm_source": "FB "}},
		{Number: 3, Values: Values{"url": " shop.example/", "utm_source": "facebook"}},
		{Number: 4, Values: Values{"url": "", "utm_source": ""}},
		{Number: 5, ReadErr: "malformed CSV row"},
		{Number: 6, Values: Values{"url": "https://other.example/", "utm_source": "Google"}},
		{Number: 7, Values: Values{"url": "not a link", "utm_source": "x"}},
	}
	var tally Tally
	var got []string
	for _, r := range rows {
		res := b.Build(r)
		tally.Add(&res)
		got = append(got, strconv.Itoa(res.Row)+":"+res.Tagged+"|"+Outputs(Options{Fix: true})[4].Cell(&res)+"|"+strconv.Itoa(res.DuplicateOf))
	}
	want := []string{
		`2:https://Shop.example?utm_source=facebook|utm_source: "FB " -> "facebook"|0`,
		`3:https://shop.example/?utm_source=facebook|url: " shop.example/" -> "https://shop.example/"|2`,
		`4:||0`,
		`5:||0`,
		`6:https://other.example/?utm_source=google|utm_source: "Google" -> "google"|0`,
		`7:||0`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if s := tally.String(); s != "5 rows read: 3 built, 3 with findings, 1 duplicate, 2 refused (rows 5, 7)" {
		t.Errorf("tally %q", s)
	}
}

// TestOutputs: the columns a run writes are data: fixed only with --fix,
// duplicate_of and ga4_channel always, tagged_url a link.
func TestOutputs(t *testing.T) {
	name := func(o Options) string {
		var n []string
		for _, c := range Outputs(o) {
			n = append(n, c.Name)
		}
		return strings.Join(n, ",")
	}
	if got := name(Options{}); got != "tagged_url,error,lints,conventions,duplicate_of,ga4_channel" {
		t.Errorf("%s", got)
	}
	if got := name(Options{Fix: true}); got != "tagged_url,error,lints,conventions,fixed,duplicate_of,ga4_channel" {
		t.Errorf("%s", got)
	}
	if !Outputs(Options{})[0].Link {
		t.Error("tagged_url is not a link")
	}
}

func TestTally(t *testing.T) {
	var tally Tally
	for i := range 8 {
		res := Result{Row: i + 2}
		tally.Add(&res)
	}
	if s := tally.String(); s != "8 rows read: 0 built, 8 refused (rows 2, 3, 4, 5, 6 and 3 more)" {
		t.Errorf("%q", s)
	}
}

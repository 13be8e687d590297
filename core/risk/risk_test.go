package risk

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/hostmemo"
	"github.com/linkscope/linkscope/internal/corpus"
	"github.com/linkscope/linkscope/internal/tsv"
)

const table = "../../testdata/risk/risks.tsv"

func TestScan(t *testing.T) {
	for _, r := range tsv.Load(t, table) {
		in := r.Get("input")
		risks := Scan(in)
		var got []string
		for _, k := range risks {
			got = append(got, string(k.Rule)+"@"+strconv.Itoa(k.Pos))
		}
		if g, want := strings.Join(got, ";"), r.Get("risks"); g != want {
			t.Errorf("%s: Scan(%q) = %q, want %q", r.Name(), in, g, want)
			continue
		}
		if want, ok := r.Lookup("message"); ok && len(risks) > 0 {
			if got := risks[0].Message(); got != want {
				t.Errorf("%s: message\n got %q\nwant %q", r.Name(), got, want)
			}
		}
	}
}

// TestEveryRuleTested: each rule of the table has a positive row.
func TestEveryRuleTested(t *testing.T) {
	seen := map[Rule]bool{}
	for _, r := range tsv.Load(t, table) {
		for _, k := range Scan(r.Get("input")) {
			seen[k.Rule] = true
		}
	}
	for _, info := range Rules() {
		if !seen[info.Rule] {
			t.Errorf("rule %s has no positive row", info.Rule)
		}
		if info.Severity != Warning && info.Severity != Informational || info.Source == "" {
			t.Errorf("rule %s: bad row %+v", info.Rule, info)
		}
	}
	if len(Rules()) != 9 {
		t.Errorf("%d rules, want 9", len(Rules()))
	}
}

// FuzzScan: any input gives risks at valid positions with messages that
// are safe to print, without panicking.
func FuzzScan(f *testing.F) {
	for _, r := range tsv.Load(f, table) {
		f.Add(r.Get("input"))
	}
	var sc Scanner // kept across inputs, as a batch keeps it
	f.Fuzz(func(t *testing.T, in string) {
		if got, want := sc.Scan(in), Scan(in); !reflect.DeepEqual(got, want) {
			t.Fatalf("Scanner.Scan(%q) = %+v, Scan gives %+v", in, got, want)
		}
		for _, k := range Scan(in) {
			if k.Pos < 0 || k.Pos > len(in) {
				t.Fatalf("%s at %d of %d bytes", k.Rule, k.Pos, len(in))
			}
			msg := k.Message()
			for _, c := range []byte(msg) {
				if c < 0x20 || c == 0x7f {
					t.Fatalf("message %q holds a control byte", msg)
				}
			}
			if k.Rule.Severity() == "" {
				t.Fatalf("rule %q without severity", k.Rule)
			}
		}
	})
}

// BenchmarkScan scans generated campaign links (ASCII, IDN, punycode and
// IP hosts), one at a time and with a Scanner's memory of hosts.
func BenchmarkScan(b *testing.B) {
	links := corpus.Links(10000)
	var s Scanner
	for _, c := range []struct {
		name string
		scan func(string) []Risk
	}{{"once", Scan}, {"scanner", s.Scan}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				c.scan(links[i%len(links)])
			}
		})
	}
}

// TestScannerRemembers: a Scanner gives what Scan gives, for a host seen
// before at another offset too.
func TestScannerRemembers(t *testing.T) {
	var s Scanner
	for _, r := range tsv.Load(t, table) {
		in := r.Get("input")
		for _, link := range []string{in, in, "  " + in} {
			if got, want := s.Scan(link), Scan(link); !reflect.DeepEqual(got, want) {
				t.Fatalf("Scanner.Scan(%q) = %+v, Scan gives %+v", link, got, want)
			}
		}
	}
}

// TestScannerBounded: the memory keeps no host longer than a DNS name and
// starts again when full.
func TestScannerBounded(t *testing.T) {
	var s Scanner
	s.Scan("https://" + strings.Repeat("a", hostmemo.MaxHostLen+1) + ".example/")
	if s.hosts.Len() != 0 {
		t.Fatalf("a %d-byte host was remembered", hostmemo.MaxHostLen+9)
	}
	for i := range hostmemo.MaxHosts + 10 {
		s.Scan("https://h" + strconv.Itoa(i) + ".example/")
	}
	if s.hosts.Len() > hostmemo.MaxHosts {
		t.Fatalf("%d hosts remembered, at most %d", s.hosts.Len(), hostmemo.MaxHosts)
	}
}

package risk

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/hostmemo"
	"github.com/linkscope/linkscope/core/spoof"
	"github.com/linkscope/linkscope/internal/corpus"
	"github.com/linkscope/linkscope/internal/tsv"
)

const table = "../../testdata/risk/risks.tsv"

func TestScan(t *testing.T) {
	for _, r := range tsv.Load(t, table) {
		checkRow(t, r, Scan(r.Get("input")), "")
	}
}

// checkRow holds risks to a row's risks (rule@pos;…), levels and the
// message of the first (of the first of rule, when given).
func checkRow(t *testing.T, r tsv.Row, risks []Risk, rule Rule) {
	t.Helper()
	var got, levels []string
	for _, k := range risks {
		got = append(got, string(k.Rule)+"@"+strconv.Itoa(k.Pos))
		levels = append(levels, string(k.Level()))
	}
	if g, want := strings.Join(got, ";"), r.Get("risks"); g != want {
		t.Errorf("%s: Scan(%q) = %q, want %q", r.Name(), r.Get("input"), g, want)
		return
	}
	if g, want := strings.Join(levels, ";"), r.Get("levels"); g != want {
		t.Errorf("%s: Scan(%q) levels %q, want %q", r.Name(), r.Get("input"), g, want)
	}
	want, ok := r.Lookup("message")
	for _, k := range risks {
		if !ok || rule != "" && k.Rule != rule {
			continue
		}
		if got := k.Message(); got != want {
			t.Errorf("%s: message\n got %q\nwant %q", r.Name(), got, want)
		}
		break
	}
}

// TestMessages: the wording of a rule's risk, past the first of a link.
func TestMessages(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/risk/messages.tsv") {
		var got []string
		for _, k := range Scan(r.Get("input")) {
			if string(k.Rule) == r.Get("rule") {
				got = append(got, k.Message())
			}
		}
		if len(got) == 0 || got[0] != r.Get("message") {
			t.Errorf("%s: %s messages of %q\n got %q\nwant %q", r.Name(), r.Get("rule"), r.Get("input"), got, r.Get("message"))
		}
	}
}

// TestBrands: links against the team's brands, with a Scanner and with
// ScanBrands.
func TestBrands(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/risk/brands.tsv") {
		brands, err := spoof.NewBrands(strings.Fields(r.Get("brands")))
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		in := r.Get("input")
		checkRow(t, r, ScanBrands(in, brands), Lookalike)
		s := NewScanner(brands)
		for range 2 {
			if got, want := s.Scan(in), ScanBrands(in, brands); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: Scanner.Scan(%q) = %+v, ScanBrands gives %+v", r.Name(), in, got, want)
			}
		}
	}
	var s Scanner
	s.Scan("https://paypa1.com/")
	s.SetBrands(mustBrands(t, "paypal.com"))
	if got := s.Scan("https://paypa1.com/"); len(got) != 1 || got[0].Rule != Lookalike {
		t.Errorf("after SetBrands: %+v, want the lookalike", got)
	}
}

func mustBrands(t testing.TB, domains ...string) *spoof.Brands {
	t.Helper()
	b, err := spoof.NewBrands(domains)
	if err != nil {
		t.Fatal(err)
	}
	return b
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
		if info.Level != LevelWarning && info.Level != LevelInfo || info.When == "" || info.Source == "" || info.Severity != info.Level.Severity() {
			t.Errorf("rule %s: bad row %+v", info.Rule, info)
		}
	}
	if len(Rules()) != 11 {
		t.Errorf("%d rules, want 11", len(Rules()))
	}
}

// FuzzScan: any input gives risks at valid positions with messages that
// are safe to print, without panicking.
func FuzzScan(f *testing.F) {
	for _, r := range tsv.Load(f, table) {
		f.Add(r.Get("input"))
	}
	var sc Scanner // kept across inputs, as a batch keeps it
	brands := mustBrands(f, "paypal.com", "example.org")
	sb := NewScanner(brands)
	f.Fuzz(func(t *testing.T, in string) {
		if got, want := sc.Scan(in), Scan(in); !reflect.DeepEqual(got, want) {
			t.Fatalf("Scanner.Scan(%q) = %+v, Scan gives %+v", in, got, want)
		}
		if got, want := sb.Scan(in), ScanBrands(in, brands); !reflect.DeepEqual(got, want) {
			t.Fatalf("Scanner.Scan(%q) with brands = %+v, ScanBrands gives %+v", in, got, want)
		}
		// AppendScan: Scan's risks after what out held, and MayDiffer's
		// answer.
		before := []Risk{{Rule: Userinfo, Pos: 1, Text: "kept"}}
		got, differs := sc.AppendScan(before, in)
		if want := append(slices.Clone(before), Scan(in)...); !reflect.DeepEqual(got, want) {
			t.Fatalf("Scanner.AppendScan(%q) = %+v, want %+v", in, got, want)
		}
		if want := MayDiffer(in); differs != want {
			t.Fatalf("Scanner.AppendScan(%q) says the readings may differ: %v, MayDiffer says %v", in, differs, want)
		}
		if got, want := hasBackslashOrBreak(in), strings.ContainsAny(in, "\\\t\n\r"); got != want {
			t.Fatalf("hasBackslashOrBreak(%q) = %v", in, got)
		}
		b := readBytes(in)
		if b.breaks != strings.ContainsAny(in, "\\\t\n\r") || b.nonASCII != strings.IndexFunc(in, func(r rune) bool { return r >= 0x80 }) {
			t.Fatalf("readBytes(%q) = %+v", in, b)
		}
		p := split(in)
		mk, mEnd := mayDiffer(in)
		if wantK, wantEnd := mayDifferNaive(in); mk != wantK || mEnd != wantEnd {
			t.Fatalf("mayDiffer(%q) = %d, %d; read naively %d, %d", in, mk, mEnd, wantK, wantEnd)
		}
		if p.hasAuthority {
			end := p.authAt
			for end < len(in) && !endsAuthority(in[end]) {
				end++
			}
			auth, userinfo, hasUserinfo := in[p.authAt:end], "", false
			if at := strings.LastIndexByte(auth, '@'); at >= 0 {
				userinfo, hasUserinfo, auth = auth[:at], true, auth[at+1:]
			}
			if p.authEnd != end || p.userinfo != userinfo || p.hasUserinfo != hasUserinfo || p.host != stripPort(auth, strings.LastIndexByte(auth, ':')) ||
				p.ats != strings.Count(in[p.authAt:end], "@") {
				t.Fatalf("split(%q) = %+v", in, p)
			}
		}
		gotK, gotEnd := p.differs(in, b.breaks)
		if wantK, wantEnd := mayDiffer(in); gotK != wantK || gotEnd != wantEnd {
			t.Fatalf("split(%q).differs = %d, %d; mayDiffer gives %d, %d", in, gotK, gotEnd, wantK, wantEnd)
		}
		folded := 0 // one host a link: one warning at most of the folded rules
		for _, k := range Scan(in) {
			if foldable(k.Rule) && k.Level() == LevelWarning {
				if folded++; folded > 1 {
					t.Fatalf("%q: a second warning of the folded rules, %s", in, k.Rule)
				}
			}
			if k.Pos < 0 || k.Pos > len(in) {
				t.Fatalf("%s at %d of %d bytes", k.Rule, k.Pos, len(in))
			}
			unworded := k
			unworded.worded = ""
			if got, want := k.AppendJSON(nil), unworded.AppendJSON(nil); string(got) != string(want) {
				t.Fatalf("%q: the JSON worded when found %s, worded now %s", in, got, want)
			}
			msg := k.Message()
			for _, c := range []byte(msg) {
				if c < 0x20 || c == 0x7f {
					t.Fatalf("message %q holds a control byte", msg)
				}
			}
			if l := k.Level(); l != LevelWarning && l != LevelInfo {
				t.Fatalf("rule %q with level %q", k.Rule, l)
			}
		}
	})
}

// BenchmarkScan scans generated campaign links (ASCII, IDN, punycode and
// IP hosts), one at a time, with a Scanner's memory of hosts and with it
// appending to one reused slice (AppendScan), and the
// links whose host is ASCII with no xn-- label one at a time: those never
// reach the browsers' checks.
func BenchmarkScan(b *testing.B) {
	links := corpus.Links(10000)
	var ascii []string // the links whose host every browser shows as written
	for _, l := range links {
		if p := split(l); !spoof.NeedsCheck(p.host) {
			ascii = append(ascii, l)
		}
	}
	var s, reused Scanner
	var buf []Risk
	appendScan := func(link string) []Risk { // a batch's way: one slice for every link
		buf, _ = reused.AppendScan(buf[:0], link)
		return buf
	}
	for _, c := range []struct {
		name  string
		scan  func(string) []Risk
		links []string
	}{{"once", Scan, links}, {"scanner", s.Scan, links}, {"append", appendScan, links}, {"ascii", Scan, ascii}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				c.scan(c.links[i%len(c.links)])
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

// mayDifferNaive is mayDiffer read as its documentation says, one
// question at a time.
func mayDifferNaive(link string) (kind, end int) {
	if link == "" || link[0] <= ' ' || link[len(link)-1] <= ' ' || strings.ContainsAny(link, "\\\t\n\r") {
		return byLink, 0
	}
	colon := strings.IndexByte(link, ':')
	if colon <= 0 {
		return sameHost, 0
	}
	if !strings.HasPrefix(link[colon+1:], "//") {
		if isSpecialScheme(link[:colon]) {
			return byLink, 0
		}
		return sameHost, 0
	}
	start := colon + 3
	if start < len(link) && link[start] == '/' {
		return byLink, 0
	}
	end = start
	for end < len(link) && link[end] != '/' && link[end] != '?' && link[end] != '#' {
		end++
	}
	auth := link[start:end]
	if strings.Count(auth, "@") > 1 || strings.ContainsRune(auth, '%') || strings.IndexFunc(auth, func(r rune) bool { return r >= 0x80 }) >= 0 {
		return byAuthority, end
	}
	return sameHost, 0
}

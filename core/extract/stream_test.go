package extract

import (
	"fmt"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// streamed feeds in to a stream in pieces of the given sizes (cycled).
func streamed(in string, html bool, window, markupMax int, sizes []int) ([]Link, []Diagnostic) {
	s := newStream(Options{}, html, window, markupMax)
	var out []Link
	for i, k := 0, 0; i < len(in); k++ {
		n := min(max(sizes[k%len(sizes)], 1), len(in)-i)
		out = append(out, s.Feed([]byte(in[i:i+n]))...)
		i += n
	}
	out = append(out, s.End()...)
	return out, s.Diagnostics()
}

func linkStrings(links []Link) string {
	var b strings.Builder
	for _, l := range links {
		fmt.Fprintf(&b, "%d:%s:%s ", l.Pos, l.URL, l.From)
	}
	return b.String()
}

// TestStreamTables: every row of the text and HTML tables, fed a byte at
// a time and in odd pieces through a small window, gives the links and
// the diagnostics of the whole-document scan.
func TestStreamTables(t *testing.T) {
	for _, file := range []string{"html.tsv", "gfm.tsv", "linkify.tsv", "chat.tsv", "defanged.tsv", "iri.tsv"} {
		for _, r := range tsv.Load(t, testdata+"/"+file) {
			kind := r.Get("kind")
			if kind != "text" && kind != "html" || r.Get("bare") == "yes" {
				continue
			}
			in := rowInput(t, r)
			want := Text(in, Options{})
			var wantDiags diags
			if kind == "html" {
				want = appendHTML(nil, in, Options{}, FromText, nil, &wantDiags)
			}
			for _, sizes := range [][]int{{1}, {3, 7, 2}, {len(in)}} {
				got, diags := streamed(in, kind == "html", 4096, 4096, sizes)
				if linkStrings(got) != linkStrings(want) || fmt.Sprint(diags) != fmt.Sprint(wantDiags.list) {
					t.Errorf("%s pieces %v:\n got %s\nwant %s\n%v\nwant diagnostics %v", r.Name(), sizes, linkStrings(got), linkStrings(want), diags, wantDiags.list)
				}
			}
		}
	}
}

// TestStreamBounds: a run of text longer than the window, a tag longer
// than the markup bound and a script left open are cut or skipped with a
// diagnostic, and what follows is read.
func TestStreamBounds(t *testing.T) {
	long := "https://x.example/" + strings.Repeat("a", 200)
	cases := []struct {
		name, in string
		html     bool
		links    string
		kinds    string
	}{
		{"long link", "see " + long + " then https://y.example/ ok", false, "4:" + long[:96] + ":text 228:https://y.example/:text ", DiagLinkCut},
		{"long text in html", "<p>" + long + " <a href=https://y.example/>y</a>", true, "3:" + long[:96] + ":text 230:https://y.example/:href ", DiagLinkCut},
		{"long tag", `<img src="data:` + strings.Repeat("b", 300) + `"><a href="https://y.example/">y</a>`, true, "326:https://y.example/:href ", DiagMarkupSkipped},
		{"long comment", "<!--" + strings.Repeat("c", 300) + "--><a href=https://y.example/>y</a>", true, "315:https://y.example/:href ", DiagMarkupSkipped},
	}
	for _, c := range cases {
		got, diags := streamed(c.in, c.html, 96, 128, []int{7})
		var kinds []string
		for _, d := range diags {
			kinds = append(kinds, d.Kind)
		}
		if linkStrings(got) != c.links || strings.Join(kinds, ",") != c.kinds {
			t.Errorf("%s:\n got %s %v\nwant %s %s", c.name, linkStrings(got), diags, c.links, c.kinds)
		}
	}
}

// TestEmailTooDeep: parts past MaxDepth are reported, not dropped in
// silence.
func TestEmailTooDeep(t *testing.T) {
	var b strings.Builder
	b.WriteString("From: a@example.com\nSubject: deep\n")
	for i := range MaxDepth + 2 {
		fmt.Fprintf(&b, "Content-Type: multipart/mixed; boundary=b%d\n\n--b%d\n", i, i)
	}
	b.WriteString("Content-Type: text/plain\n\nhttps://deep.example/\n")
	links, diags := Scan(b.String(), Options{})
	if len(links) != 0 || len(diags) != 1 || diags[0].Kind != DiagTooDeep || diags[0].Pos <= 0 {
		t.Errorf("links %v, diagnostics %+v", links, diags)
	}
}

// FuzzStream: a stream fed in pieces finds what the whole-document scan
// finds, unless it says what it cut.
func FuzzStream(f *testing.F) {
	f.Add("<p>see https://a.example/x y</p><a href='/rel'>r</a><base href=https://b.example/>", true, uint8(3))
	f.Add("<script>x</scr ipt></script><!-- <a href=https://c.example/> --><a href=\"https://d.example/?q=1&amp;r\">", true, uint8(5))
	f.Add("plain https://e.example/ and www.f.example.", false, uint8(2))
	f.Fuzz(func(t *testing.T, in string, html bool, piece uint8) {
		want := Text(in, Options{})
		if html {
			want = HTML(in, Options{})
		}
		got, diags := streamed(in, html, 64, 64, []int{int(piece), int(piece)/2 + 1})
		if len(diags) > 0 {
			return
		}
		if linkStrings(got) != linkStrings(want) {
			t.Fatalf("%q:\n got %s\nwant %s", in, linkStrings(got), linkStrings(want))
		}
	})
}

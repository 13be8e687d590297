package hops

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/tsv"
)

const tables = "../../testdata/hops/"

func TestParseRefresh(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"refresh.tsv") {
		want, wantOK := row.Lookup("url")
		got, ok := ParseRefresh(row.Get("content"))
		if got != want || ok != wantOK {
			t.Errorf("%s: ParseRefresh(%q) = %q, %v; want %q, %v", row.Name(), row.Get("content"), got, ok, want, wantOK)
		}
	}
}

func TestMetaRefresh(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		{`<html><head><META HTTP-EQUIV="Refresh" CONTENT="0; URL=https://example.com/x"></head>`, "0; URL=https://example.com/x"},
		{`<meta charset=utf-8><meta content='1;url=/y' http-equiv=refresh />`, "1;url=/y"},
		{`<!-- <meta http-equiv=refresh content="0;url=/comment"> --><script>"<meta http-equiv=refresh content='0;url=/script'>"</script><meta http-equiv=refresh content="0;url=/real">`, "0;url=/real"},
		{`<meta http-equiv=content-type content="text/html"><p>no refresh`, ""},
		{`<meta http-equiv=refresh>`, ""},
	} {
		got, ok := MetaRefresh([]byte(c.doc))
		if got != c.want || ok != (c.want != "") {
			t.Errorf("MetaRefresh(%q) = %q, %v; want %q", c.doc, got, ok, c.want)
		}
	}
}

func TestCompare(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"diff.tsv") {
		d := Compare(Params(row.Get("from"), tracking.Default()), Params(row.Get("to"), tracking.Default()))
		got := strings.Join([]string{strings.Join(d.Kept, ","), strings.Join(d.Dropped, ","), strings.Join(d.Added, ","), strings.Join(d.Changed, ",")}, " | ")
		want := strings.Join([]string{row.Get("kept"), row.Get("dropped"), row.Get("added"), row.Get("changed")}, " | ")
		if got != want {
			t.Errorf("%s: got %s, want %s", row.Name(), got, want)
		}
	}
}

// TestChain: what the first link carried, inside a wrapper too, and the
// hop that lost it; the JSON has every key, null where the contract says.
func TestChain(t *testing.T) {
	steps := []Step{
		{URL: "https://shop.example/p?utm_source=news&utm_campaign=spring&_openstat=svc;camp;ad;src", Via: ViaUnwrap},
		{URL: "https://shop.example/q?utm_source=news&_openstat=svc;camp;ad;src", Status: 301, Via: ViaRedirect},
		{URL: "https://shop.example/r?utm_source=news", Status: 200, Via: ViaMetaRefresh},
	}
	c := NewChain("https://www.google.com/url?q=x", steps, "", tracking.Default())
	if c.Final != steps[2].URL || strings.Join(c.Lost, ",") != "utm_campaign,_openstat.service,_openstat.campaign,_openstat.ad,_openstat.source" || c.LostAt != 1 {
		t.Errorf("final %q lost %v at %d", c.Final, c.Lost, c.LostAt)
	}
	var rec struct {
		Hops []struct {
			Status *int     `json:"status"`
			Added  []string `json:"added"`
		} `json:"hops"`
		LostAt *int    `json:"lost_at"`
		Error  *string `json:"error"`
	}
	out := c.AppendJSON(nil)
	if err := json.Unmarshal(out, &rec); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if rec.Hops[0].Status != nil || *rec.Hops[1].Status != 301 || len(rec.Hops[0].Added) != 6 || *rec.LostAt != 1 || rec.Error != nil {
		t.Errorf("JSON %s", out)
	}
	empty := NewChain("https://a.example/", nil, "refused", tracking.Default())
	if got := string(empty.AppendJSON(nil)); got != `{"input":"https://a.example/","final":"https://a.example/","hops":[],"lost":[],"lost_at":null,"error":"refused","warnings":[]}` {
		t.Errorf("empty chain %s", got)
	}
}

func FuzzParseRefresh(f *testing.F) {
	for _, row := range tsv.Load(f, tables+"refresh.tsv") {
		f.Add(row.Get("content"))
	}
	f.Fuzz(func(t *testing.T, s string) {
		url, ok := ParseRefresh(s)
		if ok && (url == "" || len(url) > len(s)) {
			t.Fatalf("ParseRefresh(%q) = %q", s, url)
		}
	})
}

func FuzzMetaRefresh(f *testing.F) {
	f.Add([]byte(`<meta http-equiv=refresh content="0;url=/x">`))
	f.Add([]byte(`<meta http-equiv=refresh content=`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		if c, ok := MetaRefresh(doc); ok && len(c) > len(doc) {
			t.Fatalf("content %q longer than the document", c)
		}
	})
}

func TestWarnings(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"warnings.tsv") {
		var steps []Step
		if hs, ok := row.Lookup("hops"); ok {
			for _, u := range strings.Fields(hs) {
				steps = append(steps, Step{URL: u, Status: 301, Via: ViaRedirect})
			}
		}
		c := NewChain(row.Get("input"), steps, "", tracking.Default())
		status := 0
		fmt.Sscan(row.Get("final_status"), &status)
		c.SetFinalStatus(status)
		var got []string
		for _, w := range c.Warnings {
			got = append(got, w.Rule+"@"+strconv.Itoa(w.Hop))
			if w.Message == "" {
				t.Errorf("%s: %s without a message", row.Name(), w.Rule)
			}
		}
		if want := row.Get("warnings"); strings.Join(got, ",") != want {
			t.Errorf("%s: warnings %v, want %s", row.Name(), got, want)
		}
		var rec struct {
			Warnings []struct {
				Rule    string `json:"rule"`
				Hop     *int   `json:"hop"`
				Message string `json:"message"`
			} `json:"warnings"`
		}
		if err := json.Unmarshal(c.AppendJSON(nil), &rec); err != nil || len(rec.Warnings) != len(c.Warnings) {
			t.Errorf("%s: JSON %s (%v)", row.Name(), c.AppendJSON(nil), err)
		}
	}
}

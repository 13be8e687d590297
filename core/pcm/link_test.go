package pcm

import (
	"errors"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestLinkTable(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"link.tsv") {
		l := Link{SourceSite: r.Get("source_site"), SourceID: r.Get("source_id"), Destination: r.Get("destination")}
		res := CheckLink(l)
		click, err := ValidateLink(l)
		if res.Valid != cellBool(t, r, "valid") || (err == nil) != res.Valid {
			t.Errorf("%s: CheckLink = %+v, ValidateLink err %v; want valid %s", r.Name(), res, err, r.Get("valid"))
			continue
		}
		want := StoredClick{SourceSite: r.Get("stored_source"), DestinationSite: r.Get("stored_destination")}
		if r.Get("stored_id") != "" {
			want.SourceID = cellUint8(t, r, "stored_id")
		}
		if res.Click != want || res.HasSourceID != (r.Get("stored_id") != "") {
			t.Errorf("%s: click %+v (id read %v), want %+v", r.Name(), res.Click, res.HasSourceID, want)
		}
		if res.Valid {
			if click != want {
				t.Errorf("%s: ValidateLink = %+v, want %+v", r.Name(), click, want)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || string(e.Rule) != r.Get("rule") || e.Field != r.Get("field") || e.Reason == "" {
			t.Errorf("%s: error %#v, want rule %q field %q", r.Name(), err, r.Get("rule"), r.Get("field"))
		}
	}
}

func TestAnchorTable(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"anchor.tsv") {
		l := Link{SourceSite: r.Get("source_site"), SourceID: r.Get("source_id"), Destination: r.Get("destination")}
		if got := l.Anchor(r.Get("text")); got != r.Get("html") {
			t.Errorf("%s: Anchor =\n%s\nwant\n%s", r.Name(), got, r.Get("html"))
		}
	}
}

func TestLinkJSON(t *testing.T) {
	ok := CheckLink(Link{SourceSite: "https://search.example/", SourceID: "17", Destination: "https://destination.example/"})
	const want = `{"valid":true,"source_id":17,"source_site":"search.example","destination_site":"destination.example","reason":"","rule":"","field":"","pos":null,"note":""}`
	if got := string(ok.AppendJSON(nil)); got != want {
		t.Errorf("valid link JSON\n got %s\nwant %s", got, want)
	}
	bad := CheckLink(Link{SourceSite: "search.example", SourceID: "256", Destination: "https://destination.example/"})
	got := string(bad.AppendJSON(nil))
	if !strings.HasPrefix(got, `{"valid":false,"source_id":null,"source_site":"search.example","destination_site":null,"reason":"attributionsourceid: \"256\" is not an eight-bit`) ||
		!strings.HasSuffix(got, `"rule":"eight-bit","field":"attributionsourceid","pos":0,"note":""}`) {
		t.Errorf("invalid link JSON: %s", got)
	}
}

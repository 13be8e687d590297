package pcm

import (
	"errors"
	"strings"
	"testing"
)

func TestLinkTable(t *testing.T) {
	for _, r := range readTable(t, "link.tsv") {
		l := Link{SourceSite: r["source_site"], SourceID: r["source_id"], Destination: r["destination"]}
		res := CheckLink(l)
		click, err := ValidateLink(l)
		if res.Valid != r.bool(t, "valid") || (err == nil) != res.Valid {
			t.Errorf("%s: CheckLink = %+v, ValidateLink err %v; want valid %s", r.id(), res, err, r["valid"])
			continue
		}
		want := StoredClick{SourceSite: r["stored_source"], DestinationSite: r["stored_destination"]}
		if r["stored_id"] != "" {
			want.SourceID = r.uint8(t, "stored_id")
		}
		if res.Click != want || res.HasSourceID != (r["stored_id"] != "") {
			t.Errorf("%s: click %+v (id read %v), want %+v", r.id(), res.Click, res.HasSourceID, want)
		}
		if res.Valid {
			if click != want {
				t.Errorf("%s: ValidateLink = %+v, want %+v", r.id(), click, want)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Rule != r["rule"] || e.Field != r["field"] || e.Msg == "" {
			t.Errorf("%s: error %#v, want rule %q field %q", r.id(), err, r["rule"], r["field"])
		}
	}
}

func TestAnchorTable(t *testing.T) {
	for _, r := range readTable(t, "anchor.tsv") {
		l := Link{SourceSite: r["source_site"], SourceID: r["source_id"], Destination: r["destination"]}
		if got := l.Anchor(r["text"]); got != r["html"] {
			t.Errorf("%s: Anchor =\n%s\nwant\n%s", r.id(), got, r["html"])
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

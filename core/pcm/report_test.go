package pcm

import (
	"github.com/linkscope/linkscope/core/finding"

	"encoding/json"
	"errors"
	"strconv"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestReportTable(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"report.tsv") {
		version, err := strconv.Atoi(r.Get("version"))
		if err != nil {
			t.Fatal(err)
		}
		l := Link{SourceSite: r.Get("source_site"), SourceID: r.Get("source_id"), Destination: r.Get("destination")}
		req, err := BuildReport(l, cellUint8(t, r, "trigger_data"), version)
		if err != nil {
			t.Errorf("%s: BuildReport: %v", r.Name(), err)
			continue
		}
		if req.URL != r.Get("url") || string(req.Report.AppendJSON(nil)) != r.Raw("json") {
			t.Errorf("%s: got %s %s\nwant %s %s", r.Name(), req.URL, req.Report.AppendJSON(nil), r.Get("url"), r.Raw("json"))
		}
		if u, err := ReportURL(r.Get("source_site")); err != nil || u != r.Get("url") {
			t.Errorf("%s: ReportURL = %q, %v", r.Name(), u, err)
		}
		whole := req.AppendJSON(nil)
		if !json.Valid(whole) || string(whole) != `{"url":"`+r.Get("url")+`","report":`+r.Raw("json")+`}` {
			t.Errorf("%s: request JSON %s", r.Name(), whole)
		}
		if p := Parse(req.URL); p.Kind != KindReport || !p.Valid {
			t.Errorf("%s: Parse(report URL) = %+v", r.Name(), p)
		}
	}
}

func TestReportTokens(t *testing.T) {
	rep := NewReport(StoredClick{"webkit.org", "example.com", 1}, 2, WebKitVersion)
	rep.Tokens = &SecretTokens{SourceSecretToken: "a", SourceSecretTokenSignature: "b"}
	const want = `{"source_engagement_type":"click","source_site":"webkit.org","source_id":1,"attributed_on_site":"example.com","trigger_data":2,"version":3,"source_secret_token":"a","source_secret_token_signature":"b"}`
	if got := string(rep.AppendJSON(nil)); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	rep.Version = DocumentVersion // the document's version has no tokens
	if got := string(rep.AppendJSON(nil)); got != `{"source_engagement_type":"click","source_site":"webkit.org","source_id":1,"attributed_on_site":"example.com","trigger_data":2,"version":1}` {
		t.Errorf("version 1 with tokens: %s", got)
	}
}

func TestReportErrors(t *testing.T) {
	for _, tt := range []struct {
		site string
		data uint8
		rule finding.Rule
	}{
		{"search.example", 16, RuleTriggerData},
		{"intranet", 1, RuleLinkSourceSite},
	} {
		_, err := BuildReport(Link{SourceSite: tt.site, SourceID: "1", Destination: "https://destination.example/"}, tt.data, 1)
		var e *Error
		if !errors.As(err, &e) || e.Rule != tt.rule {
			t.Errorf("BuildReport(%s, %d) = %v, want %s", tt.site, tt.data, err, tt.rule)
		}
	}
	if _, err := ReportURL("http://search.example"); err == nil {
		t.Error("ReportURL accepted an http site")
	}
}

package pcm

import (
	"strings"

	"github.com/linkscope/linkscope/core/finding"
)

// IsPCM reports whether path lies under the well-known prefix
// /.well-known/private-click-measurement/ (case-sensitive, as paths are).
func IsPCM(path string) bool {
	return strings.HasPrefix(path, WellKnownPrefix)
}

// Parsed is any URL under the well-known prefix, dispatched on its path:
// a triggering event URL (Kind "trigger", details in Trigger), an
// attribution report URL (Kind "report"), or another endpoint (Kind
// "unknown", rule unknown-endpoint). Site is the registrable domain the
// URL points at, when it has one.
type Parsed struct {
	Kind    string
	Input   string
	Valid   bool
	Trigger Trigger // meaningful when Kind is KindTrigger
	Site    string
	Note    string // for a valid URL: its sites are test hosts
	Rule    finding.Rule
	Reason  string
	Pos     int
}

// webkitEndpoints are WebKit's fraud-prevention endpoints under the
// prefix: known, but outside the document, so not checked here.
var webkitEndpoints = [...]string{"sign-unlinkable-token/", "get-token-public-key/"}

// Parse reads raw, a URL whose path should lie under the well-known prefix.
func Parse(raw string) Parsed {
	p, err := splitURL(raw)
	if err != nil {
		return failed(Parsed{Kind: KindUnknown, Input: raw}, err)
	}
	switch {
	case strings.HasPrefix(p.path, TriggerPath):
		t := ParseTrigger(raw)
		return Parsed{Kind: KindTrigger, Input: raw, Valid: t.Valid, Trigger: t, Site: t.Site, Note: t.Note, Rule: t.Rule, Reason: t.Reason, Pos: t.Pos}
	case strings.HasPrefix(p.path, ReportPath):
		return parseReport(raw, &p)
	case !IsPCM(p.path):
		return failed(Parsed{Kind: KindUnknown, Input: raw}, newError(RuleNotPCM, p.pathPos, raw, "the path is not under "+WellKnownPrefix))
	}
	out := Parsed{Kind: KindUnknown, Input: raw}
	out.Site, _ = hostDomain(raw, p.host, p.hostPos)
	rest := p.path[len(WellKnownPrefix):]
	for _, e := range webkitEndpoints {
		if strings.HasPrefix(rest, e) {
			return failed(out, newError(RuleUnknownEndpoint, p.pathPos+len(WellKnownPrefix), raw,
				e[:len(e)-1]+" is a WebKit fraud-prevention endpoint, outside the document; not checked"))
		}
	}
	return failed(out, newError(RuleUnknownEndpoint, p.pathPos+len(WellKnownPrefix), raw,
		"unknown endpoint \""+quoteBare(rest)+"\": the document defines trigger-attribution/ and report-attribution/"))
}

// parseReport checks an attribution report URL: the same transport rules
// as a trigger (https, no credentials, no fragment), no query, and the
// path exactly the report endpoint (§6.2).
func parseReport(raw string, p *urlParts) Parsed {
	out := Parsed{Kind: KindReport, Input: raw}
	if err := checkSecure(raw, p); err != nil {
		return failed(out, err)
	}
	site, err := hostDomain(raw, p.host, p.hostPos)
	if err != nil {
		return failed(out, err)
	}
	out.Site = site
	if p.path != ReportPath {
		return failed(out, newError(RuleReportPath, p.pathPos+len(ReportPath), raw, "the attribution report URL ends at "+ReportPath+"; found more after it"))
	}
	if p.hasQuery {
		return failed(out, newError(RuleQueryParameter, p.queryPos-1, raw, "the attribution report URL has no query"))
	}
	out.Valid, out.Pos, out.Note = true, -1, TestHostNote(site)
	return out
}

func failed(p Parsed, err *Error) Parsed {
	p.Valid, p.Rule, p.Reason, p.Pos = false, err.Rule, err.Reason, err.Pos
	return p
}

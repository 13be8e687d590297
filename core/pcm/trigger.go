package pcm

import (
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/internal/asciifold"

	"strings"
)

// The well-known paths (§6, §12). WebKit also serves two fraud-prevention
// endpoints under the same prefix; Parse names them.
const (
	WellKnownPrefix = "/.well-known/private-click-measurement/"
	TriggerPath     = WellKnownPrefix + "trigger-attribution/"
	ReportPath      = WellKnownPrefix + "report-attribution/"
)

// Query parameter names of the later revisions (WebKit's same-site
// triggering and fraud prevention).
const (
	ParamAttributionSource = "attributionSource"
	ParamDestinationNonce  = "attributionDestinationNonce"
)

// KindTrigger and KindReport name what a well-known PCM URL is.
const (
	KindTrigger = "trigger"
	KindReport  = "report"
	KindUnknown = "unknown"
)

// Trigger is a triggering event URL read the way WebKit reads it. When
// Valid is false, Rule and Reason say which rule failed and Pos where (a
// byte offset into Input, -1 when the rule concerns the whole URL); the
// other fields hold what was read before the failure.
type Trigger struct {
	Kind        string // always KindTrigger
	Input       string
	Valid       bool
	TriggerData uint8
	Priority    *uint8 // nil when the URL has no priority segment
	// Host is the host and port as written; Site is the registrable domain
	// the request went to.
	Host string
	Site string
	// SourceSite is the click source's registrable domain: the
	// attributionSource parameter's when there is one (same-site
	// triggering), else Site.
	SourceSite string
	// AttributionSource is the attributionSource value, percent-decoded.
	AttributionSource string
	// Nonce is the attributionDestinationNonce value, percent-decoded.
	Nonce string
	// Note says what the reader should know of a valid URL: that its sites
	// are test hosts (IsTestHost).
	Note   string
	Rule   finding.Rule
	Reason string
	Pos    int

	hasData bool // the path's trigger data was read (JSON shows null otherwise)
}

// Err returns the failure as an *Error, or nil when t is valid.
func (t Trigger) Err() error {
	if t.Valid {
		return nil
	}
	return &Error{Rule: t.Rule, Pos: t.Pos, Input: t.Input, Reason: t.Reason}
}

// TriggerURL generates a triggering event URL for sourceSite with trigger
// data and an optional priority (§6.1): the well-known path with the values
// written as the §8 two-digit decimal strings, on https and the registrable
// domain of sourceSite ("search.example", "https://www.search.example/"
// both give https://search.example/...). The redirect must be secure (§3),
// so an http site is refused.
func TriggerURL(sourceSite string, triggerData uint8, priority *uint8) (string, error) {
	if triggerData > 15 {
		return "", newError(RuleTriggerData, -1, itoa(int(triggerData)), "trigger data "+itoa(int(triggerData))+" is not a four-bit value (0 to 15)")
	}
	if priority != nil && *priority > 63 {
		return "", newError(RulePriority, -1, itoa(int(*priority)), "priority "+itoa(int(*priority))+" is not a six-bit value (0 to 63)")
	}
	domain, err := httpsDomain(sourceSite)
	if err != nil {
		return "", err
	}
	return string(appendTriggerPath(append([]byte("https://"), domain...), triggerData, priority)), nil
}

// httpsDomain reads a site argument and refuses a non-https one.
func httpsDomain(site string) (string, *Error) {
	scheme, domain, err := siteOf(site, true)
	if err != nil {
		return "", err
	}
	if scheme != "https" {
		return "", newError(RuleHTTPSOnly, 0, site, "the site must be https: browsers only accept private click measurement requests over HTTPS")
	}
	return domain, nil
}

func appendTriggerPath(dst []byte, triggerData uint8, priority *uint8) []byte {
	dst = append(dst, TriggerPath...)
	dst = appendTwoDigits(dst, triggerData)
	if priority != nil {
		dst = append(dst, '/')
		dst = appendTwoDigits(dst, *priority)
	}
	return dst
}

// URL rebuilds a triggering event URL from t's values (meaningful when
// Valid): the same host, the canonical path, and the query parameters in a
// fixed order. Parsing it gives t's values back.
func (t Trigger) URL() string {
	dst := make([]byte, 0, 16+len(t.Host)+len(TriggerPath)+len(t.AttributionSource)+len(t.Nonce)+48)
	dst = append(dst, "https://"...)
	dst = append(dst, t.Host...)
	dst = appendTriggerPath(dst, t.TriggerData, t.Priority)
	sep := byte('?')
	if t.AttributionSource != "" {
		dst = append(dst, sep)
		dst = append(dst, ParamAttributionSource+"="...)
		dst = appendFormEncoded(dst, t.AttributionSource)
		sep = '&'
	}
	if t.Nonce != "" {
		dst = append(dst, sep)
		dst = append(dst, ParamDestinationNonce+"="...)
		dst = appendFormEncoded(dst, t.Nonce)
	}
	return string(dst)
}

// ParseTrigger checks raw as a triggering event URL, rule by rule in
// WebKit's order: the path prefix (anything else is not a triggering
// event), https, no credentials, no fragment, the query, then the path's
// trigger data and priority. Never panics; the work is linear in len(raw).
func ParseTrigger(raw string) Trigger {
	t := Trigger{Kind: KindTrigger, Input: raw, Pos: -1}
	p, err := splitURL(raw)
	if err == nil && !strings.HasPrefix(p.path, TriggerPath) {
		err = newError(RuleTriggerPath, p.pathPos, raw, "not a triggering event URL: the path must start with "+TriggerPath)
	}
	if err == nil {
		err = t.parse(raw, &p)
	}
	if err != nil {
		t.Rule, t.Reason, t.Pos = err.Rule, err.Reason, err.Pos
		return t
	}
	t.Valid = true
	t.Note = TestHostNote(t.Site, t.SourceSite)
	return t
}

func (t *Trigger) parse(raw string, p *urlParts) *Error {
	if err := checkSecure(raw, p); err != nil {
		return err
	}
	t.Host = raw[p.hostPos : p.hostPos+len(p.host)]
	if p.hasPort {
		t.Host = raw[p.hostPos : p.hostPos+len(p.host)+1+len(p.port)]
	}
	site, err := hostDomain(raw, p.host, p.hostPos)
	if err != nil {
		return err
	}
	t.Site, t.SourceSite = site, site
	if p.hasQuery {
		if err := t.parseQuery(raw, p.query, p.queryPos); err != nil {
			return err
		}
	}
	return t.parsePath(raw, p.path[len(TriggerPath):], p.pathPos+len(TriggerPath))
}

// checkSecure applies WebKit's first test: https, no username or password,
// no fragment (an empty "#" counts).
func checkSecure(raw string, p *urlParts) *Error {
	if !asciifold.Equal(p.scheme, "https") {
		return newError(RuleHTTPSOnly, 0, raw, "the scheme is \""+quoteBare(p.scheme)+"\": private click measurement URLs must be https")
	}
	if p.hasUserinfo {
		return newError(RuleNoCredentials, p.userinfoPos, raw, "the URL carries a username or password (userinfo before '@'), which is not allowed")
	}
	if p.hasFragment {
		return newError(RuleNoFragment, p.fragmentPos, raw, "the URL has a fragment ('#'), which is not allowed, not even an empty one")
	}
	return nil
}

// parsePath reads what follows the trigger-attribution prefix: "DD" or
// "DD/PP", nothing more (WebKit accepts exactly these two lengths).
func (t *Trigger) parsePath(raw, rest string, pos int) *Error {
	data, prio, hasPrio := strings.Cut(rest, "/")
	if data == "" || (hasPrio && (prio == "" || strings.Contains(prio, "/"))) {
		return newError(RulePathForm, pos, raw,
			"the path must end in "+TriggerPath+"DD or …/DD/PP (trigger data, optional priority), found \""+quoteBare(rest)+"\"")
	}
	v, err := twoDigits(data, 15, RuleTriggerData, "four-bit decimal value (00 to 15)")
	if err != nil {
		return relocate(err, raw, pos, "trigger data ")
	}
	t.TriggerData, t.hasData = v, true
	if !hasPrio {
		return nil
	}
	pv, err := twoDigits(prio, 63, RulePriority, "six-bit decimal value (00 to 63)")
	if err != nil {
		return relocate(err, raw, pos+len(data)+1, "priority ")
	}
	t.Priority = &pv
	return nil
}

// relocate turns an error about a part into one about the whole URL.
func relocate(err *Error, raw string, pos int, what string) *Error {
	err.Reason = what + err.Reason
	if err.Pos < 0 {
		err.Pos = pos
	} else {
		err.Pos += pos
	}
	err.Input = raw
	return err
}

// quoteBare escapes user text for use inside quotes the caller writes.
func quoteBare(s string) string {
	q := quote(s)
	return q[1 : len(q)-1]
}

package pcm

import (
	"strconv"

	"github.com/linkscope/linkscope/core/finding"
)

// Rule ids: stable, short names for every rule a value can break. Scripts
// match on them; the human message may change, these may not.
const (
	RuleFourBit  finding.Rule = "four-bit"  // §8: exactly two ASCII digits, 00..15
	RuleSixBit   finding.Rule = "six-bit"   // §8: exactly two ASCII digits, 00..63
	RuleEightBit finding.Rule = "eight-bit" // §8: an unsigned long 0..255

	RuleURLSyntax      finding.Rule = "url-syntax"     // not an absolute http(s)-style URL we can split
	RuleHTTPSOnly      finding.Rule = "https-only"     // WebKit: the triggering redirect must be HTTPS
	RuleNoCredentials  finding.Rule = "no-credentials" // WebKit: no username or password
	RuleNoFragment     finding.Rule = "no-fragment"    // WebKit: no fragment, not even an empty "#"
	RuleHost           finding.Rule = "host"           // the host cannot be read as a domain name
	RuleSiteIP         finding.Rule = "site-ip"        // an IP address has no registrable domain
	RuleSitePublic     finding.Rule = "site-public-suffix"
	RuleSiteSingle     finding.Rule = "site-single-label" // localhost and other one-label names
	RuleSiteScheme     finding.Rule = "site-scheme"       // a site is http or https
	RuleTriggerPath    finding.Rule = "trigger-path"      // path outside the trigger-attribution endpoint
	RulePathForm       finding.Rule = "path-form"         // path is not prefix + DD or DD/PP
	RuleTriggerData    finding.Rule = "trigger-data-four-bit"
	RulePriority       finding.Rule = "priority-six-bit"
	RuleQueryEmpty     finding.Rule = "query-empty" // "?" with no parameter
	RuleQueryParameter finding.Rule = "query-unsupported-parameter"

	RuleSourceEmpty       finding.Rule = "attribution-source-empty"
	RuleSourceDuplicate   finding.Rule = "attribution-source-duplicate"
	RuleSourceURL         finding.Rule = "attribution-source-url"
	RuleSourcePath        finding.Rule = "attribution-source-path"
	RuleSourceCredentials finding.Rule = "attribution-source-credentials"
	RuleSourceQuery       finding.Rule = "attribution-source-query"
	RuleSourceFragment    finding.Rule = "attribution-source-fragment"
	RuleSourceSite        finding.Rule = "attribution-source-site"

	RuleNonceEmpty     finding.Rule = "nonce-empty"
	RuleNonceDuplicate finding.Rule = "nonce-duplicate"
	RuleNonceBase64URL finding.Rule = "nonce-base64url"
	RuleNonce16Bytes   finding.Rule = "nonce-16-bytes"

	RuleNotPCM          finding.Rule = "not-pcm"          // path outside /.well-known/private-click-measurement/
	RuleUnknownEndpoint finding.Rule = "unknown-endpoint" // under the prefix, but no endpoint we know
	RuleReportPath      finding.Rule = "report-path"      // report-attribution with extra path

	RuleLinkSourceSite  finding.Rule = "source-site"           // the click source page has no site
	RuleSourceIDMissing finding.Rule = "source-id-missing"     // attributionsourceid absent or empty
	RuleDestination     finding.Rule = "destination-url"       // attributiondestination is not an http(s) URL
	RuleDestinationSite finding.Rule = "destination-site"      // it has no registrable domain
	RuleSameSite        finding.Rule = "destination-same-site" // destination on the click source's site
)

// Error is a rejected value: which rule, where, and why. Pos is a 0-based
// byte offset into Input, or -1 when the rule concerns the whole value.
type Error struct {
	Rule   finding.Rule
	Field  string // for links: attributionsourceid, attributiondestination or source site
	Pos    int
	Input  string
	Reason string // human reason; user text inside it is already escaped
}

// Error returns "rule: message (at byte N)".
func (e *Error) Error() string {
	s := string(e.Rule) + ": "
	if e.Field != "" {
		s += e.Field + ": "
	}
	s += e.Reason
	if e.Pos >= 0 {
		s += " (at byte " + strconv.Itoa(e.Pos) + ")"
	}
	return s
}

func newError(rule finding.Rule, pos int, input, msg string) *Error {
	return &Error{Rule: rule, Pos: pos, Input: input, Reason: msg}
}

package pcm

import "strconv"

// Rule ids: stable, short names for every rule a value can break. Scripts
// match on them; the human message may change, these may not.
const (
	RuleFourBit  = "four-bit"  // §8: exactly two ASCII digits, 00..15
	RuleSixBit   = "six-bit"   // §8: exactly two ASCII digits, 00..63
	RuleEightBit = "eight-bit" // §8: an unsigned long 0..255

	RuleURLSyntax      = "url-syntax"     // not an absolute http(s)-style URL we can split
	RuleHTTPSOnly      = "https-only"     // WebKit: the triggering redirect must be HTTPS
	RuleNoCredentials  = "no-credentials" // WebKit: no username or password
	RuleNoFragment     = "no-fragment"    // WebKit: no fragment, not even an empty "#"
	RuleHost           = "host"           // the host cannot be read as a domain name
	RuleSiteIP         = "site-ip"        // an IP address has no registrable domain
	RuleSitePublic     = "site-public-suffix"
	RuleSiteSingle     = "site-single-label" // localhost and other one-label names
	RuleSiteScheme     = "site-scheme"       // a site is http or https
	RuleTriggerPath    = "trigger-path"      // path outside the trigger-attribution endpoint
	RulePathForm       = "path-form"         // path is not prefix + DD or DD/PP
	RuleTriggerData    = "trigger-data-four-bit"
	RulePriority       = "priority-six-bit"
	RuleQueryEmpty     = "query-empty" // "?" with no parameter
	RuleQueryParameter = "query-unsupported-parameter"

	RuleSourceEmpty       = "attribution-source-empty"
	RuleSourceDuplicate   = "attribution-source-duplicate"
	RuleSourceURL         = "attribution-source-url"
	RuleSourcePath        = "attribution-source-path"
	RuleSourceCredentials = "attribution-source-credentials"
	RuleSourceQuery       = "attribution-source-query"
	RuleSourceFragment    = "attribution-source-fragment"
	RuleSourceSite        = "attribution-source-site"

	RuleNonceEmpty     = "nonce-empty"
	RuleNonceDuplicate = "nonce-duplicate"
	RuleNonceBase64URL = "nonce-base64url"
	RuleNonce16Bytes   = "nonce-16-bytes"

	RuleNotPCM          = "not-pcm"          // path outside /.well-known/private-click-measurement/
	RuleUnknownEndpoint = "unknown-endpoint" // under the prefix, but no endpoint we know
	RuleReportPath      = "report-path"      // report-attribution with extra path

	RuleLinkSourceSite  = "source-site"           // the click source page has no site
	RuleSourceIDMissing = "source-id-missing"     // attributionsourceid absent or empty
	RuleDestination     = "destination-url"       // attributiondestination is not an http(s) URL
	RuleDestinationSite = "destination-site"      // it has no registrable domain
	RuleSameSite        = "destination-same-site" // destination on the click source's site
)

// Error is a rejected value: which rule, where, and why. Pos is a 0-based
// byte offset into Input, or -1 when the rule concerns the whole value.
type Error struct {
	Rule  string
	Field string // for links: attributionsourceid, attributiondestination or source site
	Pos   int
	Input string
	Msg   string // human reason; user text inside it is already escaped
}

// Error returns "rule: message (at byte N)".
func (e *Error) Error() string {
	s := e.Rule + ": "
	if e.Field != "" {
		s += e.Field + ": "
	}
	s += e.Msg
	if e.Pos >= 0 {
		s += " (at byte " + strconv.Itoa(e.Pos) + ")"
	}
	return s
}

func newError(rule string, pos int, input, msg string) *Error {
	return &Error{Rule: rule, Pos: pos, Input: input, Msg: msg}
}

// Package finding is the one vocabulary of linkscope's problems, warnings
// and notes: a finding is a value (a rule id, where, which character, the
// old and the suggested value), never a sentence. Core packages report
// findings; core/wording turns them into words, the same for the CLI and
// the terminal UI, so no code ever needs to take a message apart.
package finding

import "errors"

// Rule is the stable, machine-readable id of what a finding is about
// ("control-character", "utm-replaced", "https-only"). Rule ids appear in
// JSON output and never change once published.
type Rule string

// Unit says what Pos counts. The convention, one per kind of text:
// a field value (a marker field, a UTM value, a flag value) counts
// characters from 1, as a person reading the field does; a URL or an input
// line counts bytes from 0, as the tools that slice them do.
type Unit uint8

// The units of Pos.
const (
	NoPos     Unit = iota // no single position is at fault
	Byte                  // Pos is a 0-based byte offset (URLs, input lines)
	Character             // Pos is a 1-based character number (field values)
)

// Finding is one problem, warning or note, as data.
type Finding struct {
	Rule      Rule
	Field     string // what it is about: "campaign", "utm_medium", "url", "--rules"
	Pos       int    // where, in Unit; meaningless when Unit is NoPos
	Unit      Unit
	Rune      rune   // the offending character; utf8.RuneError for an invalid byte
	Byte      byte   // the offending byte when Rune is utf8.RuneError from invalid UTF-8
	Old       string // the value found: the one replaced, removed or linted (raw, unescaped)
	Suggested string // what to write instead; "" when there is nothing to suggest
	// Platform is the id of the ad platform or mailer a placeholder finding
	// is about ("google-ads"): the one a link is checked for, or the one
	// that knows the placeholder.
	Platform string
	// Detail is what else a rule needs to be worded: for placeholder rules,
	// the ids of the platforms that know the text (comma-separated), or a
	// malformed placeholder's problem ("unclosed", "one-underscore", …).
	Detail string
}

// Rules shared by the marker fields, the UTM values and the link to tag.
const (
	RuleRequired      Rule = "required"          // the value may not be empty
	RuleInvalidUTF8   Rule = "invalid-utf8"      // a byte that starts no UTF-8 character
	RuleControl       Rule = "control-character" // Unicode Cc
	RuleFormat        Rule = "format-character"  // Unicode Cf: bidi, zero-width
	RuleSeparator     Rule = "separator"         // ';', '&' or '=' in a marker field
	RuleURLWhitespace Rule = "url-whitespace"    // whitespace or a control in the link to tag
	RuleUnknownName   Rule = "unknown-name"      // a name (rule, preset) that is not known
	RuleConflict      Rule = "conflicting-names" // names that exclude each other
	RuleEmptyItem     Rule = "empty-item"        // an empty item in a comma-separated list
)

// UTM lint rules (core/tracking).
const (
	RuleUTMUppercase       Rule = "utm-uppercase"        // GA4 reports values as written
	RuleUTMSpace           Rule = "utm-space"            // spaces travel as %20
	RuleUTMInvisible       Rule = "utm-invisible"        // a format character in a value
	RuleUTMMediumChannel   Rule = "utm-medium-channel"   // no GA4 default channel group
	RuleUTMSourceMissing   Rule = "utm-source-missing"   // builders require utm_source
	RuleUTMReplaced        Rule = "utm-replaced"         // Old replaced by Suggested; Suggested "" for a removed duplicate
	RuleUTMMediumMissing   Rule = "utm-medium-missing"   // builders ask for utm_medium once a UTM field is set
	RuleUTMCampaignMissing Rule = "utm-campaign-missing" // builders ask for utm_campaign once a UTM field is set
)

// Placeholder rules (core/placeholder): a platform fills a placeholder only
// when it knows the name, writes that syntax and sees it as written.
const (
	RulePlaceholderUnknown   Rule = "placeholder-unknown"   // not a name of the platform; Suggested is its closest
	RulePlaceholderPlatform  Rule = "placeholder-platform"  // another platform's syntax; Detail names who writes it
	RulePlaceholderMalformed Rule = "placeholder-malformed" // unclosed, unopened, one underscore, or percent-encoded (Detail)
	RulePlaceholderBase64    Rule = "placeholder-base64"    // a base64 marker would hide it from the platform
	RulePlaceholderUnfilled  Rule = "placeholder-unfilled"  // a landing page received it as written: nobody filled it
)

// Field rules (core/placeholder): the text an ad platform takes in a field
// of its own, apart from the landing page.
const (
	RuleFieldSeparator Rule = "field-separator"         // a final URL suffix or URL parameters starting with ? or &
	RuleFieldFragment  Rule = "field-fragment"          // a '#' or fragment where the platform appends to the query
	RuleFieldDuplicate Rule = "field-duplicate-key"     // a parameter the final URL already has
	RuleTemplateLPURL  Rule = "tracking-template-lpurl" // a tracking template that does not insert the final URL first
)

// Facts returns the finding itself. Errors and lints embed a Finding, so
// they all answer Facts, and From can read any of them out of an error chain.
func (f Finding) Facts() Finding { return f }

// Carrier is anything that carries a finding: every core error type that
// embeds one.
type Carrier interface{ Facts() Finding }

// From returns the finding carried by err or by an error it wraps.
func From(err error) (Finding, bool) {
	var c Carrier
	if errors.As(err, &c) {
		return c.Facts(), true
	}
	return Finding{}, false
}

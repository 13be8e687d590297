// Package wording is the one place where linkscope's findings become words.
// The CLI and the terminal UI both call it, so a rule reads the same
// everywhere and no caller ever takes a message apart: callers that need a
// part (the old value, the position) read the finding's fields instead.
package wording

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/textsafe"
)

// Message is the finding in one line, with the field it concerns first:
// `campaign: U+0009 TAB (Cc) at character 4 is not allowed: …`.
func Message(f finding.Finding) string {
	if l := lint(f); l != "" {
		return l // a lint names its parameter with the value: `utm_source "X" has …`
	}
	if f.Field == "" {
		return InField(f)
	}
	return f.Field + ": " + InField(f)
}

// InField is the finding without the field's name, for a place that shows
// the field already (a form row, a `--flag:` prefix): which character,
// where, and why. A UTM lint reads as a sentence about the parameter and
// its value, the same in both.
func InField(f finding.Finding) string {
	switch f.Rule {
	case finding.RuleRequired:
		return required(f.Field)
	case finding.RuleURLWhitespace:
		return join(Character(f), Where(f)) + ": whitespace and control characters must be percent-encoded in a URL"
	case finding.RuleUnknownName:
		return join(quote(f.Old), Where(f)) + ": unknown name; valid: " + f.Suggested
	case finding.RuleEmptyItem:
		return join("empty name", Where(f)) + "; valid: " + f.Suggested
	case finding.RuleConflict:
		return join(quote(f.Old), Where(f)) + ": " + f.Suggested + " and " + f.Old + " exclude each other"
	}
	if why := refusal(f); why != "" {
		return join(Character(f), Where(f)) + " is not allowed: " + why
	}
	if forms := placeholderForms(f); forms != nil {
		return forms[0]
	}
	if l := lint(f); l != "" {
		return l
	}
	return string(f.Rule) + " " + Where(f)
}

// Where names the position with its unit: `at character 4`, `at byte 22`;
// "" when the finding has no position.
func Where(f finding.Finding) string {
	var b [32]byte
	return string(AppendWhere(b[:0], f))
}

// AppendWhere appends Where(f), printable ASCII: a writer of many
// findings appends it where they go.
func AppendWhere(dst []byte, f finding.Finding) []byte {
	switch f.Unit {
	case finding.Byte:
		return strconv.AppendInt(append(dst, "at byte "...), int64(f.Pos), 10)
	case finding.Character:
		return strconv.AppendInt(append(dst, "at character "...), int64(f.Pos), 10)
	}
	return dst
}

// Character describes the offending character, escaped: `U+0009 TAB (Cc)`,
// or `byte 0xFF` for a byte that is not UTF-8.
func Character(f finding.Finding) string {
	if f.Rune == utf8.RuneError && f.Byte != 0 {
		return "byte 0x" + strings.ToUpper(strconv.FormatUint(uint64(f.Byte), 16))
	}
	return textsafe.Describe(f.Rune)
}

// Flag is the command-line flag for a field or parameter name:
// "utm_source" is "--utm-source", "campaign" is "--campaign".
func Flag(field string) string {
	return "--" + strings.ReplaceAll(field, "_", "-")
}

func required(field string) string {
	switch field {
	case "service":
		return "the service is required (it may not be empty)"
	case "url":
		return "the URL to tag is required"
	}
	return "a value is required"
}

// refusal is why a character is refused in a field value or a link.
func refusal(f finding.Finding) string {
	switch f.Rule {
	case finding.RuleInvalidUTF8:
		if f.Field == "url" {
			return "the URL is not valid UTF-8"
		}
		return "the value must be valid UTF-8"
	case finding.RuleControl:
		return "control characters (Cc) are not allowed"
	case finding.RuleFormat:
		return "format characters (Cf) are not allowed"
	case finding.RuleSeparator:
		switch f.Rune {
		case ';':
			return "';' separates the marker's fields"
		case '&':
			return "'&' separates query parameters"
		}
		return "'=' separates a query key from its value"
	}
	return ""
}

// lint words the UTM lints (core/tracking) in full: the parameter and
// its value, then what is wrong with it.
func lint(f finding.Finding) string {
	if s := attributionSentence(f); s != "" {
		return s
	}
	if forms := placeholderForms(f); forms != nil {
		if f.Field == "" {
			return forms[0]
		}
		return f.Field + ": " + forms[0]
	}
	forms := lintForms(f)
	if forms == nil {
		return ""
	}
	switch f.Rule {
	case finding.RuleUTMUppercase, finding.RuleUTMSpace, finding.RuleUTMInvisible, finding.RuleUTMMediumChannel:
		return f.Field + " " + quote(f.Old) + " " + forms[0]
	}
	return forms[0]
}

// FieldForms words a UTM lint for a place that shows the parameter and
// its value already (a form row): longest first, each later one shorter,
// so a narrow screen takes the first that fits. It is nil for a finding
// that is not a lint.
func FieldForms(f finding.Finding) []string {
	if forms := attributionForms(f); forms != nil {
		return forms
	}
	if forms := placeholderForms(f); forms != nil {
		return forms
	}
	forms := lintForms(f)
	if f.Rule == finding.RuleUTMReplaced && forms != nil {
		return forms[1:] // the full sentence names the parameter the row shows
	}
	return forms
}

// lintForms are a lint's wordings without the parameter and value, the
// full one first.
func lintForms(f finding.Finding) []string {
	v := quote(f.Old)
	switch f.Rule {
	case finding.RuleUTMUppercase:
		lower := quote(f.Suggested)
		return []string{"has upper case: GA4 reports values as written, so " + v + " and " + lower + " become separate rows",
			"upper case: reports count it apart from " + lower, "upper case: counted apart from lower case"}
	case finding.RuleUTMSpace:
		return []string{"has spaces: they travel as %20 and show as spaces in reports; prefer - or _",
			"spaces: sent as %20, shown in reports; prefer - or _", "spaces: prefer - or _"}
	case finding.RuleUTMInvisible:
		what := Character(f) + " " + Where(f)
		return []string{"holds " + what + ": an invisible character makes a value that looks like another but counts apart",
			"invisible " + what + ": counted apart", "invisible " + textsafe.CodePoint(f.Rune)}
	case finding.RuleUTMMediumChannel:
		return []string{"maps to no GA4 default channel group, so its sessions may show as Unassigned; standard media: " + f.Suggested,
			"no GA4 channel (Unassigned); try " + f.Suggested, "no GA4 channel: Unassigned"}
	case finding.RuleUTMSourceMissing:
		return []string{"no utm_source: campaign URL builders require it, and without it the other fields lack a source in reports",
			"builders require it; reports lack a source", "builders require it"}
	case finding.RuleUTMMediumMissing:
		return []string{"no utm_medium: campaign URL builders ask for it (cpc, email, social), and GA4 needs it to pick a channel",
			"builders ask for it; GA4 needs it for a channel", "builders ask for it"}
	case finding.RuleUTMCampaignMissing:
		return []string{"no utm_campaign: campaign URL builders ask for it, and reports group sessions by it",
			"builders ask for it; reports group by it", "builders ask for it"}
	case finding.RuleUTMReplaced:
		if f.Suggested == "" {
			return []string{"removed a duplicate " + f.Field + " value " + v, "removes the link's duplicate " + v}
		}
		return []string{"replaced the existing " + f.Field + " value " + v, "replaces the link's " + v}
	}
	return nil
}

// join joins what and where with a space, leaving out an empty where.
func join(what, where string) string {
	if where == "" {
		return what
	}
	return what + " " + where
}

// quote quotes user text, escaped so it is safe to print.
func quote(s string) string { return `"` + textsafe.Escape(s) + `"` }

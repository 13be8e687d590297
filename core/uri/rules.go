package uri

import (
	"math/bits"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/wording"
)

// Rule is one named normalization of docs/json.md. The constants
// are declared in the order Normalize applies them, which is fixed whatever
// order they are named in:
//
//  1. encode-illegal first, so that every later rule sees a URI;
//  2. uppercase-escapes, then decode-unreserved, so that "%2e%2E" is
//     recognised as ".." by remove-dot-segments and "%4C" in a host is
//     lower-cased by lowercase-host;
//  3. lowercase-scheme, then force-http, which must come before
//     remove-default-port: "https://h:80/" becomes "http://h:80/" and
//     then "http://h/" in one pass (the other order would need two);
//  4. the host rules: lowercase-host, idna-to-ascii (which may produce
//     edge dots from ideographic full stops), trim-host-dots, canonical-ip
//     (after the trim, so "0x7f.1." is an address the first time),
//     remove-www or add-www, then remove-default-port;
//  5. the path rules: remove-duplicate-slashes before remove-dot-segments
//     (the guard that keeps "/.//x" from reading as an authority would
//     otherwise be undone and redone), empty-path-slash,
//     remove-directory-index, add-trailing-slash;
//  6. the query rules: remove-tracking-params, remove-empty-params,
//     sort-query, then remove-empty-query, which sees what the others left;
//  7. remove-fragment.
type Rule uint8

// The rules, in application order.
const (
	EncodeIllegal Rule = iota
	UppercaseEscapes
	DecodeUnreserved
	LowercaseScheme
	ForceHTTP
	LowercaseHost
	IDNAToASCII
	TrimHostDots
	CanonicalIP
	RemoveWWW
	AddWWW
	RemoveDefaultPort
	RemoveDuplicateSlashes
	RemoveDotSegmentsRule
	EmptyPathSlash
	RemoveDirectoryIndex
	AddTrailingSlash
	RemoveTrackingParams
	RemoveEmptyParams
	SortQuery
	RemoveEmptyQuery
	RemoveFragment
	numRules
)

// Class is how much a rule may change what a URI identifies, in the three
// classes of the URI normalization article.
type Class uint8

// The classes; their String is the JSON "class".
const (
	Safe    Class = iota // semantics-preserving (RFC 3986 6.2.2, 6.2.3)
	Usually              // usually semantics-preserving
	Unsafe               // semantics-changing
)

func (c Class) String() string { return [...]string{"safe", "usually", "unsafe"}[c] }

var ruleInfo = [numRules]struct {
	name  string
	class Class
}{
	EncodeIllegal:          {"encode-illegal", Safe},
	UppercaseEscapes:       {"uppercase-escapes", Safe},
	DecodeUnreserved:       {"decode-unreserved", Safe},
	LowercaseScheme:        {"lowercase-scheme", Safe},
	ForceHTTP:              {"force-http", Unsafe},
	LowercaseHost:          {"lowercase-host", Safe},
	IDNAToASCII:            {"idna-to-ascii", Usually},
	TrimHostDots:           {"trim-host-dots", Unsafe},
	CanonicalIP:            {"canonical-ip", Usually},
	RemoveWWW:              {"remove-www", Unsafe},
	AddWWW:                 {"add-www", Unsafe},
	RemoveDefaultPort:      {"remove-default-port", Safe},
	RemoveDuplicateSlashes: {"remove-duplicate-slashes", Unsafe},
	RemoveDotSegmentsRule:  {"remove-dot-segments", Safe},
	EmptyPathSlash:         {"empty-path-slash", Safe},
	RemoveDirectoryIndex:   {"remove-directory-index", Unsafe},
	AddTrailingSlash:       {"add-trailing-slash", Usually},
	RemoveTrackingParams:   {"remove-tracking-params", Unsafe},
	RemoveEmptyParams:      {"remove-empty-params", Unsafe},
	SortQuery:              {"sort-query", Unsafe},
	RemoveEmptyQuery:       {"remove-empty-query", Unsafe},
	RemoveFragment:         {"remove-fragment", Unsafe},
}

// String returns the rule's name as docs/json.md spells it.
func (r Rule) String() string {
	if r < numRules {
		return ruleInfo[r].name
	}
	return "rule(" + itoa(int(r)) + ")"
}

// Class returns the rule's class.
func (r Rule) Class() Class { return ruleInfo[r%numRules].class }

// RuleSet is a set of rules, one bit each.
type RuleSet uint32

// Has reports whether the set holds r.
func (s RuleSet) Has(r Rule) bool { return s&(1<<r) != 0 }

// first returns the rule of the lowest bit, the first to apply.
func (s RuleSet) first() Rule { return Rule(bits.TrailingZeros32(uint32(s))) }

// With returns the set with r added.
func (s RuleSet) With(r Rule) RuleSet { return s | 1<<r }

// Rules returns the rules of the set in application order.
func (s RuleSet) Rules() []Rule {
	var out []Rule
	for r := Rule(0); r < numRules; r++ {
		if s.Has(r) {
			out = append(out, r)
		}
	}
	return out
}

// Names returns the rules' names in application order.
func (s RuleSet) Names() []string {
	var out []string
	for r := Rule(0); r < numRules; r++ {
		if s.Has(r) {
			out = append(out, r.String())
		}
	}
	return out
}

// The presets: safe is the default; usual adds the usually-preserving
// rules; aggressive adds every semantics-changing rule but force-http and
// add-www, which rewrite what a link points at rather than tidy it. They are
// constants, spelled out rule by rule; TestPresetsFollowClasses holds them
// to the classes of ruleInfo.
const (
	PresetSafe RuleSet = 1<<EncodeIllegal | 1<<UppercaseEscapes | 1<<DecodeUnreserved | 1<<LowercaseScheme |
		1<<LowercaseHost | 1<<RemoveDefaultPort | 1<<RemoveDotSegmentsRule | 1<<EmptyPathSlash
	PresetUsual      = PresetSafe | 1<<IDNAToASCII | 1<<CanonicalIP | 1<<AddTrailingSlash
	PresetAggressive = PresetUsual | 1<<TrimHostDots | 1<<RemoveWWW | 1<<RemoveDuplicateSlashes | 1<<RemoveDirectoryIndex |
		1<<RemoveTrackingParams | 1<<RemoveEmptyParams | 1<<SortQuery | 1<<RemoveEmptyQuery | 1<<RemoveFragment
)

var presets = [...]struct {
	name string
	set  RuleSet
}{{"safe", PresetSafe}, {"usual", PresetUsual}, {"aggressive", PresetAggressive}}

// RuleError says why a --rules value was refused: Rule
// (finding.RuleUnknownName, RuleEmptyItem or RuleConflict), Old (the
// offending name), Pos (its first character, from 1: a flag value counts
// characters) and Suggested (the valid names, or the name it conflicts
// with).
type RuleError struct{ finding.Finding }

func (e *RuleError) Error() string { return "rules: " + wording.InField(e.Finding) }

// ParseRules reads a --rules value: a preset name ("safe", "usual",
// "aggressive") or a comma-separated list of rule and preset names, whose
// union it returns. An empty value is the safe preset. remove-www and
// add-www exclude each other.
func ParseRules(spec string) (RuleSet, error) {
	if strings.TrimSpace(spec) == "" {
		return PresetSafe, nil
	}
	var set RuleSet
	pos := 0
	for _, item := range strings.Split(spec, ",") {
		name := strings.TrimSpace(item)
		at := pos + strings.Index(item, name)
		pos += len(item) + 1
		s, ok := lookupRule(name)
		if !ok {
			f := finding.Finding{Rule: finding.RuleUnknownName, Field: "rules", Old: name,
				Pos: utf8.RuneCountInString(spec[:at]) + 1, Unit: finding.Character, Suggested: validNames()}
			if name == "" {
				f.Rule = finding.RuleEmptyItem
			}
			return 0, &RuleError{f}
		}
		set |= s
	}
	if set.Has(RemoveWWW) && set.Has(AddWWW) {
		f := finding.Finding{Rule: finding.RuleConflict, Field: "rules", Old: "add-www", Suggested: "remove-www"}
		if i := strings.Index(spec, "add-www"); i >= 0 { // else a preset brought it
			f.Pos, f.Unit = utf8.RuneCountInString(spec[:i])+1, finding.Character
		}
		return 0, &RuleError{f}
	}
	return set, nil
}

func lookupRule(name string) (RuleSet, bool) {
	for _, p := range presets {
		if name == p.name {
			return p.set, true
		}
	}
	for r := Rule(0); r < numRules; r++ {
		if name == ruleInfo[r].name {
			return RuleSet(0).With(r), true
		}
	}
	return 0, false
}

func validNames() string {
	var b strings.Builder
	for _, p := range presets {
		b.WriteString(p.name)
		b.WriteString(" (preset), ")
	}
	for r := Rule(0); r < numRules; r++ {
		if r > 0 {
			b.WriteString(", ")
		}
		b.WriteString(ruleInfo[r].name)
	}
	return b.String()
}

// SpecNames are the names a --rules value may list: the presets, then every
// rule in application order (for completion and help).
func SpecNames() []string {
	out := make([]string, 0, len(presets)+int(numRules))
	for _, p := range presets {
		out = append(out, p.name)
	}
	for r := Rule(0); r < numRules; r++ {
		out = append(out, ruleInfo[r].name)
	}
	return out
}

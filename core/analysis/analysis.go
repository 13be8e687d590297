// Package analysis holds the one setup every analysis of a link runs with:
// the tracking table (the built-in one extended by the user's rules), the
// team's conventions, the normalization preset and whether wrapped links
// are read at their destination. The command line resolves it once, from
// flags, environment and config files, and hands the same value to every
// command and every view that inspects, cleans, compares or groups links,
// so a link's clean form is the same wherever it is shown.
package analysis

import (
	"strings"

	"github.com/linkscope/linkscope/core/compare"
	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/unwrap"
	"github.com/linkscope/linkscope/core/uri"
)

// Setup is what an analysis runs with. Tracking is required; the other
// fields may be zero (no conventions file, the safe preset, unwrapping on).
type Setup struct {
	// Tracking is the tracking table with the user's rules applied.
	Tracking *tracking.Table
	// Conventions is the team's conventions file; nil checks the
	// link-level rules only.
	Conventions *conventions.File
	// Rules are the normalization rules; zero means the safe preset.
	Rules uri.RuleSet
	// NoUnwrap reads a wrapped link as written instead of at the
	// destination inside it.
	NoUnwrap bool
}

// Builtin is the setup of a user with no rules file and no conventions
// file: the built-in tracking table, the safe preset, unwrapping on.
func Builtin() Setup {
	return Setup{Tracking: tracking.Default(), Rules: uri.PresetSafe}
}

// WithRules is s normalizing by rules instead (zero keeps s's).
func (s Setup) WithRules(rules uri.RuleSet) Setup {
	if rules != 0 {
		s.Rules = rules
	}
	return s
}

// rules are s's normalization rules, the safe preset when none was set.
func (s Setup) rules() uri.RuleSet {
	if s.Rules == 0 {
		return uri.PresetSafe
	}
	return s.Rules
}

// Table is s's tracking table; a Setup without one is a programming error
// that would show a user a clean link other views do not.
func (s Setup) Table() *tracking.Table {
	if s.Tracking == nil {
		panic("analysis: a Setup needs a tracking table (analysis.Builtin, or the resolved configuration)")
	}
	return s.Tracking
}

// NormalizeOptions are the options every normalization runs with: s's
// rules, recorded steps, and s's tracking table behind
// remove-tracking-params.
func (s Setup) NormalizeOptions() uri.Options {
	return uri.Options{Rules: s.rules(), RecordSteps: true, IsTrackingParam: s.IsTrackingParam}
}

// IsTrackingParam reads a query key as the tracking table does: after
// percent-decoding, so utm%5Fsource is utm_source. Only parameters that
// the clean link always drops count: the rule sees a key, not the URL
// that site scopes and exceptions need.
func (s Setup) IsTrackingParam(key string) bool {
	t := s.Table()
	p, ok := t.Lookup(key)
	if !ok && strings.ContainsAny(key, "%+") {
		p, ok = t.Lookup(formvalue.Decode(key))
	}
	return ok && p.Drop && len(p.KeepIf) == 0
}

// Destination is the link an analysis reads: the destination inside a
// wrapper, or link itself when it is not wrapped or s.NoUnwrap is set.
func (s Setup) Destination(link string) string {
	if s.NoUnwrap {
		return link
	}
	return unwrap.Unwrap(link).Target
}

// Clean is the clean link Inspect shows: the destination (see
// Destination) without its tracking parameters, every other byte as
// written.
func (s Setup) Clean(link string) string {
	clean, _ := tracking.Clean(s.Destination(strings.TrimSpace(link)), s.Table())
	return clean
}

// CompareOptions are the options a comparison of two links runs with
// under rules (zero: s's): s's tracking table decides what is tracking
// only, and unwrapping what is wrapper only.
func (s Setup) CompareOptions(rules uri.RuleSet) compare.Options {
	s = s.WithRules(rules)
	t := s.Table()
	return compare.Options{
		Rules:           s.rules(),
		IsTrackingParam: s.IsTrackingParam,
		Clean: func(link string) string {
			clean, _ := tracking.Clean(link, t)
			return clean
		},
		Unwrap: func(link string) string { return unwrap.Unwrap(link).Target },
	}
}

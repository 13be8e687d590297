package conventions

import (
	"sort"
	"strings"

	"github.com/linkscope/linkscope/core/risk"
	"github.com/linkscope/linkscope/core/tracking"
)

// MaxDistinct is how many distinct values an audit counts per field by
// default. Past it, further new values are counted together (Other), so
// memory is bounded by distinct values, never by the number of links.
const MaxDistinct = 10000

// MaxLines is how many example line numbers an audit keeps per rule.
const MaxLines = 5

// Audit aggregates the findings and field values of many links. It is
// pure: the caller feeds it links with their line numbers.
type Audit struct {
	file        *File
	maxDistinct int
	links       int
	rules       map[string]*RuleCount
	risks       *risk.Scanner              // with the file's brands; nil when it names none
	values      [NumFields]map[string]*int // counts by pointer: see count
	other       [NumFields]int             // occurrences of values past the cap
	scan        Link
	findings    []Finding
	channels    channelTally // links per GA4 default channel
}

// RuleCount is how often a rule was broken, and the first lines.
type RuleCount struct {
	Count int
	Lines []int
	// Fields counts the findings per field (a click id's key for
	// click-id-without-utm); past MaxFieldsPerRule keys, the rest are
	// counted under OtherFields.
	Fields map[string]int
}

// MaxFieldsPerRule bounds the fields an audit counts per rule: a
// click-id-without-utm finding is named by a key read from the input.
const MaxFieldsPerRule = 64

// OtherFields is where the findings of fields past MaxFieldsPerRule
// are counted.
const OtherFields = "(other)"

// countField counts one finding of field.
func (rc *RuleCount) countField(field string, n int) {
	if rc.Fields == nil {
		rc.Fields = map[string]int{}
	}
	if _, ok := rc.Fields[field]; !ok && len(rc.Fields) >= MaxFieldsPerRule {
		field = OtherFields
	}
	rc.Fields[field] += n
}

// FieldOrder is the fields of rc, most findings first, then by name.
func (rc *RuleCount) FieldOrder() []ValueCount {
	out := make([]ValueCount, 0, len(rc.Fields))
	for f, n := range rc.Fields {
		out = append(out, ValueCount{Value: f, Count: n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Value < out[j].Value
	})
	return out
}

// NewAudit returns an empty audit checking against c (nil: the link-level
// rules only, and loose variant groups), counting up to maxDistinct values
// per field (0 means MaxDistinct).
func NewAudit(c *File, t *tracking.Table, maxDistinct int) *Audit {
	if maxDistinct <= 0 {
		maxDistinct = MaxDistinct
	}
	a := &Audit{file: c, maxDistinct: maxDistinct, rules: make(map[string]*RuleCount)}
	a.scan.Tracking = t
	if brands := c.BrandSet(); brands != nil {
		a.risks = risk.NewScanner(brands)
	}
	for i := range a.values {
		a.values[i] = make(map[string]*int)
	}
	return a
}

// Findings are the findings of the link Add checked last, valid until the
// next Add: a per-row report (audit --xlsx --out) writes them beside it.
func (a *Audit) Findings() []Finding { return a.findings }

// Add checks one link, read from input line line.
func (a *Audit) Add(link string, line int) {
	a.links++
	ScanLink(link, &a.scan)
	a.channels.add(link, a.scan.pairs, line)
	a.findings = a.file.AppendLink(a.findings[:0], &a.scan)
	a.findings = a.appendLookalikes(a.findings, link)
	for _, f := range a.findings {
		rc := a.rules[f.Rule]
		if rc == nil {
			rc = &RuleCount{}
			a.rules[f.Rule] = rc
		}
		rc.Count++
		rc.countField(f.Field, 1)
		if n := len(rc.Lines); n < MaxLines && (n == 0 || rc.Lines[n-1] != line) {
			rc.Lines = append(rc.Lines, line)
		}
	}
	for i := range a.scan.Fields {
		if s := &a.scan.Fields[i]; s.Set && s.Value != "" {
			a.count(i, s.Value)
		}
	}
}

// count counts v, which may be a view of the caller's reused buffer: a new
// key is a copy, and an existing one is never assigned again (the runtime
// replaces a string key on assignment, which would store the view).
func (a *Audit) count(i int, v string) {
	m := a.values[i]
	if n := m[v]; n != nil {
		*n++
		return
	}
	if len(m) >= a.maxDistinct {
		a.other[i]++
		return
	}
	one := 1
	m[strings.Clone(v)] = &one
}

// Merge adds b's counts into a (for audits run in parallel over parts of
// the input, b's lines following a's). b is not usable afterwards.
func (a *Audit) Merge(b *Audit) {
	a.links += b.links
	a.channels.merge(&b.channels)
	for rule, rc := range b.rules {
		mine := a.rules[rule]
		if mine == nil {
			a.rules[rule] = rc
			continue
		}
		mine.Count += rc.Count
		for f, n := range rc.Fields {
			mine.countField(f, n)
		}
		for _, l := range rc.Lines {
			if len(mine.Lines) < MaxLines {
				mine.Lines = append(mine.Lines, l)
			}
		}
		sort.Ints(mine.Lines)
	}
	for i := range b.values {
		a.other[i] += b.other[i]
		for v, n := range b.values[i] {
			switch mine := a.values[i][v]; {
			case mine != nil:
				*mine += *n
			case len(a.values[i]) < a.maxDistinct:
				a.values[i][v] = n
			default:
				a.other[i] += *n
			}
		}
	}
}

// ValueCount is one distinct value and how many links carry it.
type ValueCount struct {
	Value string
	Count int
}

// FieldReport is what an audit found in one field.
type FieldReport struct {
	Field  string
	Values []ValueCount // most frequent first, then by value
	// Variants are groups of two or more values that are the same under
	// the file's case, spaces and aliases (or, with no file, under case
	// folding and space/-/_ equivalence), largest group first.
	Variants [][]ValueCount
	// Other counts the occurrences of values past the distinct-value cap.
	Other int
}

// AuditReport is an audit's result.
type AuditReport struct {
	Links    int
	Findings map[string]RuleCount
	Fields   []FieldReport  // only fields seen, in FieldNames order
	Channels []ChannelCount // links per GA4 default channel, most first
}

// Report returns the audit so far.
func (a *Audit) Report() AuditReport {
	r := AuditReport{Links: a.links, Findings: make(map[string]RuleCount, len(a.rules)), Channels: a.channels.report()}
	for rule, rc := range a.rules {
		r.Findings[rule] = *rc
	}
	for i, m := range a.values {
		if len(m) == 0 && a.other[i] == 0 {
			continue
		}
		fr := FieldReport{Field: fieldNames[i], Other: a.other[i], Values: sortedCounts(m)}
		fr.Variants = a.variants(fieldNames[i], fr.Values)
		r.Fields = append(r.Fields, fr)
	}
	return r
}

func sortedCounts(m map[string]*int) []ValueCount {
	out := make([]ValueCount, 0, len(m))
	for v, n := range m {
		out = append(out, ValueCount{v, *n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Value < out[j].Value
	})
	return out
}

// variants groups values by VariantKey; values keeps its order within a
// group, and groups go by total count.
func (a *Audit) variants(field string, values []ValueCount) [][]ValueCount {
	groups := make(map[string][]ValueCount)
	var keys []string
	for _, vc := range values {
		k := a.file.VariantKey(field, vc.Value)
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], vc)
	}
	var out [][]ValueCount
	for _, k := range keys {
		if len(groups[k]) > 1 {
			out = append(out, groups[k])
		}
	}
	total := func(g []ValueCount) (n int) {
		for _, vc := range g {
			n += vc.Count
		}
		return n
	}
	sort.SliceStable(out, func(i, j int) bool { return total(out[i]) > total(out[j]) })
	return out
}

// appendLookalikes appends a finding for a host that imitates one of the
// file's brands, as inspect's lookalike risk finds it.
func (a *Audit) appendLookalikes(dst []Finding, link string) []Finding {
	if a.risks == nil {
		return dst
	}
	for _, r := range a.risks.Scan(link) {
		if r.Rule == risk.Lookalike && r.Brand {
			dst = append(dst, Finding{Rule: RuleLookalike, Field: "host", Value: r.Text, Pos: r.Pos,
				Suggestion: r.Imitates, HasSuggestion: true})
		}
	}
	return dst
}

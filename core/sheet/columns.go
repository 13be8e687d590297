package sheet

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
)

// Options say which of the optional output columns a run writes.
type Options struct {
	Fix bool // the fixed column
}

// Output is one column a run writes back: its name, whether its cells are
// links (a workbook makes them hyperlinks), when it is written and what a
// row's cell holds. A new column is one entry of outputs.
type Output struct {
	Name string
	Link bool
	When func(Options) bool // nil: always
	Cell func(*Result) string
}

// outputs are the columns build writes, in order.
var outputs = [...]Output{
	{Name: "tagged_url", Link: true, Cell: func(r *Result) string { return r.Tagged }},
	{Name: "error", Cell: func(r *Result) string { return r.Err }},
	{Name: "lints", Cell: func(r *Result) string { return LintsCell(r.Lints) }},
	{Name: "conventions", Cell: func(r *Result) string { return FindingsCell(r.Findings) }},
	{Name: "fixed", When: func(o Options) bool { return o.Fix }, Cell: fixedCell},
	{Name: "duplicate_of", Cell: func(r *Result) string {
		if r.DuplicateOf == 0 {
			return ""
		}
		return strconv.Itoa(r.DuplicateOf)
	}},
	{Name: "ga4_channel", Cell: func(r *Result) string { return r.GA4Channel }},
}

// Outputs are the columns a run with o writes, in order.
func Outputs(o Options) []Output {
	out := make([]Output, 0, len(outputs))
	for _, c := range outputs {
		if c.When == nil || c.When(o) {
			out = append(out, c)
		}
	}
	return out
}

// OutputNames are the names of every column build may write, whatever
// the options: a header that has one already is written into.
func OutputNames() []string {
	out := make([]string, len(outputs))
	for i, c := range outputs {
		out[i] = c.Name
	}
	return out
}

// LintsCell is the lints column: one entry per lint, "severity rule
// (field): message", joined by "; ".
func LintsCell(lints []tracking.Lint) string {
	parts := make([]string, 0, len(lints))
	for _, l := range lints {
		parts = append(parts, string(l.Severity)+" "+string(l.Rule)+" ("+l.Field+"): "+l.Message)
	}
	return strings.Join(parts, "; ")
}

// FindingsCell is the conventions column: one entry per finding, "rule
// (field): message", joined by "; ".
func FindingsCell(fs []conventions.Finding) string {
	parts := make([]string, 0, len(fs))
	for _, f := range fs {
		parts = append(parts, f.Rule+" ("+f.Field+"): "+f.Message())
	}
	return strings.Join(parts, "; ")
}

// fixedCell is the fixed column: each change as `field: "old" -> "new"`,
// joined by "; ", the values escaped.
func fixedCell(r *Result) string {
	parts := make([]string, 0, len(r.Fixed))
	for _, c := range r.Fixed {
		parts = append(parts, c.Field+": "+textsafe.Quote(c.Old)+" -> "+textsafe.Quote(c.New))
	}
	return strings.Join(parts, "; ")
}

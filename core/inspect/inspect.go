// Package inspect runs every analysis linkscope knows on one URL and
// gathers the results in a Report: the single value the terminal UI and the
// `inspect` command both render.
package inspect

import (
	"strings"

	"github.com/linkscope/linkscope/core/openstat"
)

// Section is a set of report sections, so callers compute only what they
// show.
type Section uint16

// The report's sections, by their JSON names.
const (
	SectionURI Section = 1 << iota
	SectionOpenstat
	SectionTracking
	SectionNormalized
	SectionSafeBrowsing
	SectionPCM
	// AllSections asks for everything.
	AllSections = SectionURI | SectionOpenstat | SectionTracking | SectionNormalized | SectionSafeBrowsing | SectionPCM
)

// Options says what to compute.
type Options struct {
	Sections Section
}

// Report is everything linkscope can tell about one input line.
type Report struct {
	Input    string // exactly as given
	Openstat openstat.Decoded
	sections Section
}

// Has reports whether s was computed.
func (r *Report) Has(s Section) bool { return r.sections&s != 0 }

// Inspect analyses raw. Surrounding whitespace is trimmed for the analyses
// (Input keeps it), as people paste links with it.
func Inspect(raw string, opts Options) Report {
	if opts.Sections == 0 {
		opts.Sections = AllSections
	}
	r := Report{Input: raw, sections: opts.Sections}
	link := strings.TrimSpace(raw)
	if r.Has(SectionOpenstat) {
		r.Openstat = openstat.Decode(link)
	}
	return r
}

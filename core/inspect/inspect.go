// Package inspect runs every analysis linkscope knows on one URL and
// gathers the results in a Report: the single value the terminal UI and the
// `inspect` command both render.
package inspect

import (
	"fmt"
	"strings"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tracking"
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
	// Tracking lists the known tracking parameters of the link (a fragment
	// Openstat marker included); Clean is the link without them, every
	// other byte unchanged.
	Tracking []tracking.Match
	Clean    string
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
	if r.Has(SectionTracking) {
		r.Clean, r.Tracking = tracking.Clean(link, tracking.Default())
	}
	return r
}

// sectionNames are the sections' names in --fields and JSON, in order.
var sectionNames = []struct {
	name    string
	section Section
}{
	{"uri", SectionURI}, {"openstat", SectionOpenstat}, {"tracking", SectionTracking},
	{"normalized", SectionNormalized}, {"safebrowsing", SectionSafeBrowsing}, {"pcm", SectionPCM},
}

// SectionNames lists the names ParseSections accepts.
func SectionNames() []string {
	out := make([]string, len(sectionNames))
	for i, s := range sectionNames {
		out[i] = s.name
	}
	return out
}

// ParseSections reads a comma-separated list of section names; "" means
// all sections.
func ParseSections(list string) (Section, error) {
	if strings.TrimSpace(list) == "" {
		return AllSections, nil
	}
	var set Section
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		found := false
		for _, s := range sectionNames {
			if s.name == name || (name == "clean" && s.section == SectionTracking) {
				set |= s.section
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("unknown section %q: want some of %s", name, strings.Join(SectionNames(), ","))
		}
	}
	return set, nil
}

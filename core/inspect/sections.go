package inspect

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/linkscope/linkscope/core/jsonw"
)

// A Section is one part of the report, declared once, as go/analysis
// declares an analyzer: its name, the readings it needs, how it computes
// and how it writes itself in JSON and in plain text, with its reference
// for docs/json.md. The inspector computes only the sections asked for and
// the readings they need; the plain report, the JSON record, the terminal
// UI's panes and the JSON reference all read the one list (Sections).
type Section struct {
	// Name is the JSON key and the word --fields takes.
	Name string
	// Keys are the top-level JSON keys the section writes, Name first.
	Keys []string
	// Doc is the section's reference, the Markdown under its heading in
	// docs/json.md.
	Doc string
	// shown ranks the section where people read it, the plain report and
	// the terminal UI's panes (risks first); the list's own order is the
	// JSON record's, which scripts rely on.
	shown int
	// needs are the readings compute and the writers use.
	needs reading
	// compute fills the section's part of the report; nil when its reading
	// is the whole of it.
	compute func(in *Inspector, r *Report)
	// appendJSON writes the section's members, each as `,"key":value`;
	// input is where the record's input was written, for a section that
	// repeats it.
	appendJSON func(dst []byte, r *Report, input jsonw.Written) []byte
	// appendText writes the section's lines of the plain report.
	appendText func(dst []byte, r *Report) []byte
}

// Set is a set of sections, by their place in the list.
type Set uint32

// sectionList is every section in JSON order. It is built once and read
// only: Sections gives callers a copy.
var sectionList = []Section{
	uriSection, unwrappedSection, openstatSection, trackingSection, normalizedSection,
	safeBrowsingSection, pcmSection, conventionsSection, paramsSection, risksSection,
	placeholdersSection, browserSection, attributionSection, decodedSection, cutSection,
}

// readingOrder is sectionList by rank: the order people read them in.
var readingOrder = func() []int {
	idx := make([]int, len(sectionList))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return sectionList[a].shown - sectionList[b].shown })
	return idx
}()

// first is the place of the set's first section in the list; the set
// must not be empty. A loop over a set's sections takes them off one by
// one (set &= set - 1), in list order, and never visits the others.
func (s Set) first() int { return bits.TrailingZeros32(uint32(s)) }

// allSections is every section.
func allSections() Set { return Set(1)<<len(sectionList) - 1 }

// Sections returns every section in JSON order.
func Sections() []Section { return slices.Clone(sectionList) }

// ReadingOrder returns the sections in the order people read them: the
// plain report's and the terminal UI's.
func ReadingOrder() []Section {
	out := make([]Section, len(readingOrder))
	for i, j := range readingOrder {
		out[i] = sectionList[j]
	}
	return out
}

// SectionNames lists the names ParseSections accepts, in JSON order.
func SectionNames() []string {
	out := make([]string, len(sectionList))
	for i := range sectionList {
		out[i] = sectionList[i].Name
	}
	return out
}

// ParseSections reads a comma-separated list of section names (or of the
// other keys a section writes: "clean" is part of "tracking"); "" means
// every section.
func ParseSections(list string) (Set, error) {
	if strings.TrimSpace(list) == "" {
		return allSections(), nil
	}
	var set Set
	for _, name := range strings.Split(list, ",") {
		i := sectionIndex(strings.TrimSpace(name))
		if i < 0 {
			return 0, fmt.Errorf("unknown section %q: want some of %s", strings.TrimSpace(name), strings.Join(SectionNames(), ","))
		}
		set |= 1 << i
	}
	return set | alwaysWritten(), nil
}

// alwaysWritten are the sections every record holds, whatever --fields
// asks for: what the work budget cut.
func alwaysWritten() Set { return 1 << sectionIndex("cut") }

// MustSections is ParseSections for a list written in the program.
func MustSections(list string) Set {
	set, err := ParseSections(list)
	if err != nil {
		panic(err)
	}
	return set
}

// sectionIndex is the place of the section that writes key, or -1.
func sectionIndex(key string) int {
	for i := range sectionList {
		if slices.Contains(sectionList[i].Keys, key) {
			return i
		}
	}
	return -1
}

// Has reports whether the set holds the section named name.
func (s Set) Has(name string) bool {
	i := sectionIndex(name)
	return i >= 0 && s&(1<<i) != 0
}

// Computed reports whether the section named name was computed.
func (r *Report) Computed(name string) bool { return r.sections.Has(name) }

// appendKey writes `,"key":`.
func appendKey(dst []byte, key string) []byte {
	dst = append(dst, ',', '"')
	dst = append(dst, key...)
	return append(dst, '"', ':')
}

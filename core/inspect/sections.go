package inspect

import (
	"fmt"
	"strings"
)

// sectionNames are the sections' names in --fields and JSON, in order.
var sectionNames = []struct {
	name    string
	section Section
}{
	{"uri", SectionURI}, {"openstat", SectionOpenstat}, {"tracking", SectionTracking},
	{"normalized", SectionNormalized}, {"safebrowsing", SectionSafeBrowsing}, {"pcm", SectionPCM},
	{"conventions", SectionConventions},
	{"unwrapped", SectionUnwrapped},
	{"params", SectionParams}, {"risks", SectionRisks}, {"placeholders", SectionPlaceholders}, {"browser", SectionBrowser},
}

// SectionNames lists the names ParseSections accepts.
func SectionNames() []string {
	out := make([]string, len(sectionNames))
	for i, s := range sectionNames {
		out[i] = s.name
	}
	return out
}

// ParseSections reads a comma-separated list of section names ("clean" is
// part of "tracking"); "" means all sections.
func ParseSections(list string) (Section, error) {
	if strings.TrimSpace(list) == "" {
		return AllSections, nil
	}
	var set Section
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "clean" {
			name = "tracking"
		}
		found := false
		for _, s := range sectionNames {
			if s.name == name {
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

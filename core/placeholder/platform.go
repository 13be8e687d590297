package placeholder

import (
	"fmt"
	"strings"
)

// Platform is one of the platforms of platforms.tsv; NoPlatform is none in
// particular.
type Platform uint8

// NoPlatform is the zero Platform: no platform chosen.
const NoPlatform Platform = 0

// maxPlatforms bounds the table: a Set holds one bit per platform.
const maxPlatforms = 15

// ParsePlatform reads a platform id ("google-ads"), as --platform takes it;
// "" is NoPlatform.
func ParsePlatform(id string) (Platform, error) {
	if id == "" {
		return NoPlatform, nil
	}
	for i := 1; i < len(tbl.platforms); i++ {
		if tbl.platforms[i].id == id {
			return Platform(i), nil
		}
	}
	return NoPlatform, fmt.Errorf("unknown platform %q: want one of %s", id, strings.Join(PlatformIDs(), ", "))
}

// PlatformIDs lists the platform ids in table order.
func PlatformIDs() []string {
	out := make([]string, 0, len(tbl.platforms)-1)
	for _, p := range tbl.platforms[1:] {
		out = append(out, p.id)
	}
	return out
}

// ID is the platform's id ("google-ads"), "" for NoPlatform.
func (p Platform) ID() string { return p.info().id }

// Name is the platform's display name ("Google Ads"), "" for NoPlatform.
func (p Platform) Name() string { return p.info().name }

// PlatformName is the display name of the platform with id, or id itself
// when it is no platform's: what core/wording writes.
func PlatformName(id string) string {
	if p, err := ParsePlatform(id); err == nil {
		return p.Name()
	}
	return id
}

func (p Platform) info() *platformInfo {
	if int(p) < len(tbl.platforms) {
		return &tbl.platforms[p]
	}
	return &tbl.platforms[0]
}

// Writes reports whether the platform writes placeholders in syntax s.
func (p Platform) Writes(s Syntax) bool { return p.info().syntaxes&(1<<s) != 0 }

// Takes reports whether the platform has field f (every platform takes a
// link).
func (p Platform) Takes(f Field) bool { return f == Link || p.info().fields&(1<<f) != 0 }

// Set is a set of platforms.
type Set uint16

// Has reports whether p is in the set.
func (s Set) Has(p Platform) bool { return p != NoPlatform && s&(1<<p) != 0 }

// Empty reports whether the set holds no platform.
func (s Set) Empty() bool { return s == 0 }

// First is the set's first platform in table order, NoPlatform when empty.
func (s Set) First() Platform {
	for p := Platform(1); int(p) < len(tbl.platforms); p++ {
		if s.Has(p) {
			return p
		}
	}
	return NoPlatform
}

// IDs lists the ids of the platforms in the set, in table order.
func (s Set) IDs() []string {
	var out []string
	for p := Platform(1); int(p) < len(tbl.platforms); p++ {
		if s.Has(p) {
			out = append(out, p.ID())
		}
	}
	return out
}

// String is the set's ids joined by commas.
func (s Set) String() string { return strings.Join(s.IDs(), ",") }

package cli

import (
	"strings"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/tracking"
)

// fieldPlatforms are the platforms a build --as an ad platform field is
// checked for when --platform names none: every platform that takes the
// field (the final URL suffix and the tracking template are Google Ads'
// and Microsoft Advertising's, written alike); nil when a platform is
// named or the field is the link itself or one platform's.
func fieldPlatforms(p placeholder.Platform, as placeholder.Field) []placeholder.Platform {
	if p != placeholder.NoPlatform || as == placeholder.Link {
		return nil
	}
	var out []placeholder.Platform
	for _, id := range placeholder.PlatformIDs() {
		if q, err := placeholder.ParsePlatform(id); err == nil && q.Takes(as) {
			out = append(out, q)
		}
	}
	if len(out) < 2 {
		return nil // one platform's field: --platform must say so
	}
	return out
}

// fieldPlatformsNote says on stderr which platforms a build --as a field
// was checked for.
func fieldPlatformsNote(as placeholder.Field, ps []placeholder.Platform) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name()
	}
	return "--as " + as.String() + " with no --platform: the field of " + strings.Join(names, " and ") +
		", written alike; its placeholders are checked against all of them (--platform picks one)"
}

// placeholderLintsFor is tagging.PlaceholderLints for every platform of
// ps: a lint stays when each of them raises it (a name one of them knows
// is no mistake), worded for the first.
func placeholderLintsFor(u tracking.UTM, m openstat.Marker, p placeholder.Platform, ps []placeholder.Platform) []tracking.Lint {
	if len(ps) == 0 {
		return tagging.PlaceholderLints(u, m, p)
	}
	lints := tagging.PlaceholderLints(u, m, ps[0])
	for _, q := range ps[1:] {
		other := tagging.PlaceholderLints(u, m, q)
		kept := lints[:0]
		for _, l := range lints {
			for _, o := range other {
				if o.Field == l.Field && o.Pos == l.Pos && o.Rule == l.Rule {
					kept = append(kept, l)
					break
				}
			}
		}
		lints = kept
	}
	return lints
}

// noSuchField says why a platform (or none) cannot take a field: with no
// --platform, whose field it is.
func noSuchField(p placeholder.Platform, as placeholder.Field) string {
	if p != placeholder.NoPlatform {
		return p.Name() + " has no such field"
	}
	var ids []string
	for _, id := range placeholder.PlatformIDs() {
		if q, err := placeholder.ParsePlatform(id); err == nil && q.Takes(as) {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return "no platform has such a field"
	}
	return "the field of " + strings.Join(ids, ", ") + ": name the platform with --platform " + ids[0]
}

package placeholder

import (
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
)

// Use is a placeholder in a built link or field text, with what it stands
// for there.
type Use struct {
	Placeholder
	// Field is where it stands: the query key whose value holds it
	// ("utm_campaign"), "openstat.<field>" in the Openstat marker, or "url"
	// anywhere else (the host, the path, {lpurl} starting a template).
	Field string
	// Platform is the platform that fills it: the one the link is built for
	// when that one knows it, else the first that does; NoPlatform when none
	// does.
	Platform Platform
}

// markerFields are the Openstat marker's fields in order (the Openstat
// specification: service;campaign;ad;source).
var markerFields = [4]string{"service", "campaign", "ad", "source"}

// AppendUses appends the placeholders of text, a built link or the text of
// one of its fields (Render), with where each stands and who fills it,
// built for platform p: what build --json lists. Malformed attempts are
// left out (the lints report them).
func AppendUses(dst []Use, text string, p Platform, f Field) []Use {
	qStart := queryStart(text, f)
	for i, n := 0, 0; i < len(text) && n < MaxFound; {
		ph, ok := Next(text, i, URL)
		if !ok {
			break
		}
		i = ph.End
		if ph.Problem != WellFormed {
			continue
		}
		dst = append(dst, Use{Placeholder: ph, Field: fieldAt(text, qStart, ph.Pos), Platform: filler(&ph, p)})
		n++
	}
	return dst
}

// queryStart is where the query of text starts, -1 when it has none: the
// whole text for a final URL suffix or URL parameters.
func queryStart(text string, f Field) int {
	if f == FinalURLSuffix || f == URLParameters {
		return 0
	}
	head, _, _ := strings.Cut(text, "#")
	if i := strings.IndexByte(head, '?'); i >= 0 {
		return i + 1
	}
	return -1
}

// fieldAt names where pos stands in text, whose query starts at qStart.
func fieldAt(text string, qStart, pos int) string {
	frag := strings.IndexByte(text, '#')
	if frag >= 0 && pos > frag {
		if rest, ok := strings.CutPrefix(text[frag+1:], "_openstat="); ok {
			return markerField(rest, pos-(frag+1+len("_openstat=")))
		}
		return "url"
	}
	if qStart < 0 || pos < qStart {
		return "url"
	}
	pairStart := qStart + strings.LastIndexByte(text[qStart:pos], '&') + 1
	pairEnd := len(text)
	if frag >= 0 {
		pairEnd = frag
	}
	if j := strings.IndexByte(text[pairStart:pairEnd], '&'); j >= 0 {
		pairEnd = pairStart + j
	}
	key, value, ok := strings.Cut(text[pairStart:pairEnd], "=")
	if !ok || pos < pairStart+len(key)+1 {
		return "url"
	}
	if k := formvalue.Decode(key); k != "_openstat" {
		return k
	}
	return markerField(value, pos-(pairStart+len(key)+1))
}

// markerField names the Openstat field at offset off of a marker value.
func markerField(value string, off int) string {
	n := min(strings.Count(value[:off], ";"), len(markerFields)-1)
	return "openstat." + markerFields[n]
}

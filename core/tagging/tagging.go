// Package tagging builds a tracked link the one way linkscope builds it,
// for the build command and the build form alike: UTM parameters first,
// then the Openstat marker, which stays last, where decoders look.
package tagging

import (
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tracking"
)

// Tag checks rawURL, adds the non-empty UTM fields of u, then the marker m
// encoded with enc at place. With UTM fields and no marker field at all,
// the link gets UTM parameters only (Tagged.Encoded is then empty). The
// lints are about the UTM values. The link must be an absolute URI with a
// host (CheckAbsolute); another scheme than http(s) is a note. The errors
// are *URLError, *openstat.URLError,
// *openstat.FieldError or *tracking.FieldError, each naming what is wrong
// and where.
func Tag(rawURL string, u tracking.UTM, m openstat.Marker, enc openstat.Encoding, place openstat.Place) (openstat.Tagged, []tracking.Lint, error) {
	if err := openstat.CheckURL(rawURL); err != nil {
		return openstat.Tagged{}, nil, err
	}
	note, err := CheckAbsolute(rawURL)
	if err != nil {
		return openstat.Tagged{}, nil, err
	}
	t, lints, err := tag(rawURL, u, m, enc, place)
	if note != "" && err == nil {
		t.Notes = append([]string{note}, t.Notes...)
	}
	return t, lints, err
}

func tag(rawURL string, u tracking.UTM, m openstat.Marker, enc openstat.Encoding, place openstat.Place) (openstat.Tagged, []tracking.Lint, error) {
	if u != (tracking.UTM{}) && m == (openstat.Marker{}) {
		withUTM, lints, err := tracking.AddUTM(rawURL, u)
		if err != nil {
			return openstat.Tagged{}, nil, err
		}
		return openstat.Tagged{URL: withUTM}, lints, nil
	}
	if err := m.Validate(); err != nil {
		return openstat.Tagged{}, nil, err
	}
	withUTM, lints, err := tracking.AddUTM(rawURL, u)
	if err != nil {
		return openstat.Tagged{}, nil, err
	}
	t, err := openstat.Tag(withUTM, m, enc, place)
	return t, lints, err
}

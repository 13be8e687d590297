package inspect

import (
	"strconv"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/tracking"
)

var trackingSection = Section{
	Name: "tracking", Keys: []string{"tracking", "clean"}, Doc: sectionDoc("tracking"), shown: 50, needs: readTracking,
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		dst = tracking.AppendMatchesJSON(appendKey(dst, "tracking"), r.Tracking)
		return jsonw.AppendString(appendKey(dst, "clean"), r.Clean)
	},
	appendText: appendTrackingText,
}

func appendTrackingText(dst []byte, r *Report) []byte {
	if len(r.Tracking) == 0 {
		return plaintext.AppendField(dst, 0, "tracking", "none")
	}
	dst = plaintext.AppendField(dst, 0, "tracking", strconv.Itoa(len(r.Tracking))+" parameter(s)")
	for _, m := range r.Tracking {
		about := m.Param.Owner + ", " + string(m.Param.Kind)
		if m.Param.Family != "" {
			about += ", family " + m.Param.Family
		}
		dst = plaintext.AppendField(dst, 1, m.Key, m.Value+"  ("+about+")")
		if !m.Dropped() {
			dst = plaintext.AppendField(dst, 2, "kept", m.KeptBecause)
		}
	}
	return plaintext.AppendField(dst, 1, "clean", r.Clean)
}

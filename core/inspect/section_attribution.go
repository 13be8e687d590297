package inspect

import (
	"github.com/linkscope/linkscope/core/jsonw"
)

// attributionSection is what each analytics platform will record of a
// visit landing on the destination (no referrer): GA4's session and
// channel, Matomo's, Metrica's, what others read, what browsers strip,
// and what a marketer would change (core/attribution).
var attributionSection = Section{
	Name: "attribution", Keys: []string{"attribution"}, Doc: sectionDoc("attribution"), shown: 63, needs: readPairs | readOpenstat,
	compute: func(in *Inspector, r *Report) {
		// The report's reading, made anew for each link, reuses the memory
		// of its findings, strips and marker that the Inspector's keeps
		// from link to link: a few slices lent and taken back, not the
		// whole reading copied.
		rd := &r.Attribution
		in.attributionRead.LendMemory(rd)
		in.attribution.ReadParsedInto(rd, r.Analysed, in.pairs, &r.Openstat, "")
		rd.LendMemory(&in.attributionRead)
	},
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		return r.Attribution.AppendSectionJSON(appendKey(dst, "attribution"))
	},
	appendText: func(dst []byte, r *Report) []byte { return r.Attribution.AppendText(dst) },
}

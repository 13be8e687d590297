package inspect

import (
	"strconv"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
)

var conventionsSection = Section{
	Name: "conventions", Keys: []string{"conventions"}, Doc: sectionDoc("conventions"), shown: 65, needs: readPairs | readOpenstat,
	compute: func(in *Inspector, r *Report) {
		c, dst := in.opts.Conventions, in.findings[:0]
		if in.reads&readTracking != 0 {
			// The tracking reading matched the same pairs: the click ids
			// are read from its matches, not looked up again.
			in.findings = c.AppendLinkMatched(dst, r.Analysed, in.pairs, &r.Openstat, in.opts.Tracking, r.Tracking)
		} else {
			in.findings = c.AppendLinkPairs(dst, r.Analysed, in.pairs, &r.Openstat, in.opts.Tracking)
		}
		r.Conventions = nilIfEmpty(in.findings)
	},
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		return conventions.AppendFindingsJSON(appendKey(dst, "conventions"), r.Conventions)
	},
	appendText: appendConventionsText,
}

// appendConventionsText appends a line per finding.
func appendConventionsText(dst []byte, r *Report) []byte {
	fs := r.Conventions
	if len(fs) == 0 {
		return plaintext.AppendField(dst, 0, "conventions", "no findings")
	}
	dst = plaintext.AppendField(dst, 0, "conventions", strconv.Itoa(len(fs))+" finding(s)")
	for _, f := range fs {
		at := ""
		if f.Pos >= 0 {
			at = " (byte " + strconv.Itoa(f.Pos) + ")"
		}
		// Message escapes user text already; AppendField escapes again,
		// which leaves escaped text as it is.
		dst = plaintext.AppendField(dst, 1, f.Rule, f.Message()+at)
	}
	return dst
}

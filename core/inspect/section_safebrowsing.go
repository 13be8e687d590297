package inspect

import (
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/safebrowsing"
)

var safeBrowsingSection = Section{
	Name: "safebrowsing", Keys: []string{"safebrowsing"}, Doc: sectionDoc("safebrowsing"), shown: 100, needs: readTarget,
	compute: func(in *Inspector, r *Report) {
		if in.opts.Steps {
			r.SafeBrowsing, r.SafeBrowsingSteps, r.SafeBrowsingErr = in.hasher.LookupSteps(r.subject, in.opts.HostRule)
			return
		}
		r.SafeBrowsing, r.SafeBrowsingErr = in.hasher.Lookup(r.subject, in.opts.HostRule)
	},
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		dst = appendKey(dst, "safebrowsing")
		if r.SafeBrowsingErr != nil {
			return safebrowsing.AppendErrorJSON(dst, r.SafeBrowsingErr)
		}
		return r.SafeBrowsing.AppendJSON(dst)
	},
	appendText: func(dst []byte, r *Report) []byte {
		if r.SafeBrowsingErr != nil {
			return plaintext.AppendField(dst, 0, "safebrowsing", "cannot canonicalize: "+r.SafeBrowsingErr.Error())
		}
		return r.SafeBrowsing.AppendText(dst)
	},
}

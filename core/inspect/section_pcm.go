package inspect

import (
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/pcm"
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/uri"
)

// pcmSection is written only for a URL under the well-known PCM path.
var pcmSection = Section{
	Name: "pcm", Keys: []string{"pcm"}, Doc: sectionDoc("pcm"), shown: 30, needs: readTarget | readRFC,
	compute: func(_ *Inspector, r *Report) {
		if isPCM(r) {
			p := pcm.Parse(r.Analysed)
			r.PCM = &p
		}
	},
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		if r.PCM == nil {
			return dst
		}
		return r.PCM.AppendJSON(appendKey(dst, "pcm"))
	},
	appendText: func(dst []byte, r *Report) []byte {
		if r.PCM == nil {
			return dst
		}
		return plaintext.AppendField(dst, 0, "pcm", string(r.PCM.AppendSummary(nil)))
	},
}

// isPCM reports whether the analysed link's path is a PCM path: the
// input's parsed path, or the unwrapped target's.
func isPCM(r *Report) bool {
	if r.subject == r.Input {
		return r.URIErr == nil && pcm.IsPCM(r.URI.Path)
	}
	ref, _, err := uri.ParseLenient(r.subject)
	return err == nil && pcm.IsPCM(ref.Path)
}

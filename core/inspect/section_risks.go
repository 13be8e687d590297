package inspect

import (
	"strconv"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/risk"
)

// risksSection reads the input, and the destination inside a wrapper:
// a safe-looking wrapper can hold a lookalike. Its reading is the whole
// of it (Inspector.scanRisks).
var risksSection = Section{
	Name: "risks", Keys: []string{"risks", "target_risks"}, Doc: sectionDoc("risks"), shown: 10, needs: readRisks,
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		dst = risk.AppendRisksJSON(appendKey(dst, "risks"), r.Risks)
		return risk.AppendRisksJSON(appendKey(dst, "target_risks"), r.TargetRisks)
	},
	appendText: func(dst []byte, r *Report) []byte {
		dst = appendRisksText(dst, "risks", "", r.Risks)
		if r.Unwrapped.Wrapped() && r.Analysed == r.Unwrapped.Target { // not with NoUnwrap
			dst = appendRisksText(dst, "target risks", " of the unwrapped target", r.TargetRisks)
		}
		return dst
	},
}

// appendRisksText appends the deceptive-link warnings; of is what the
// byte positions count in ("" for the input).
func appendRisksText(dst []byte, label, of string, risks []risk.Risk) []byte {
	if len(risks) == 0 {
		return plaintext.AppendField(dst, 0, label, "none")
	}
	dst = plaintext.AppendField(dst, 0, label, strconv.Itoa(len(risks)))
	for _, k := range risks {
		dst = plaintext.AppendField(dst, 1, string(k.Severity()), k.Message()+" ["+string(k.Rule)+", byte "+strconv.Itoa(k.Pos)+of+"]")
	}
	return dst
}

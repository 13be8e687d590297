package render

import (
	"strconv"

	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/risk"
)

// appendRisks appends the deceptive-link warnings, first in the report so
// they are read before the rest; of is what the byte positions count in
// ("" for the input).
func appendRisks(dst []byte, label, of string, risks []risk.Risk) []byte {
	if len(risks) == 0 {
		return appendField(dst, 0, label, "none")
	}
	dst = appendField(dst, 0, label, strconv.Itoa(len(risks)))
	for _, k := range risks {
		dst = appendField(dst, 1, string(k.Severity()), k.Message()+" ["+string(k.Rule)+", byte "+strconv.Itoa(k.Pos)+of+"]")
	}
	return dst
}

// appendParams appends every query pair, decoded, with its position, and
// the invalid escapes it holds.
func appendParams(dst []byte, pairs []query.Pair) []byte {
	if len(pairs) == 0 {
		return appendField(dst, 0, "params", "none")
	}
	dst = appendField(dst, 0, "params", strconv.Itoa(len(pairs))+" pair(s), decoded")
	for _, p := range pairs {
		note := "  (byte " + strconv.Itoa(p.Pos)
		if p.Tracking {
			note += ", tracking"
		}
		for _, b := range p.BadEscapes {
			note += ", invalid escape at byte " + strconv.Itoa(b)
		}
		dst = appendField(dst, 1, p.Key, p.Value+note+")")
	}
	return dst
}

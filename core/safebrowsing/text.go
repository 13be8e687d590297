package safebrowsing

import (
	"strconv"

	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/textsafe"
)

// AppendText appends the canonical URL and each expression with its 4-byte
// hash prefix, as hashes.search takes it.
func (r *Result) AppendText(dst []byte) []byte {
	dst = plaintext.AppendField(dst, 0, "canonical", r.Canonical.URL)
	dst = plaintext.AppendField(dst, 0, "expressions",
		strconv.Itoa(len(r.Expressions))+" ("+r.Rule.String()+" host rule; SHA-256 prefix, expression)")
	for i, e := range r.Expressions {
		dst = append(dst, "  "...)
		dst = r.Hashes[i].AppendHex(dst, Prefix4)
		dst = append(dst, "    "...)
		dst = textsafe.AppendEscaped(dst, e)
		dst = append(dst, '\n')
	}
	return dst
}

// AppendLine appends `sb`'s one-line form: the canonical URL and the
// 4-byte prefixes of its expressions.
func (r *Result) AppendLine(dst []byte) []byte {
	dst = textsafe.AppendEscaped(dst, r.Canonical.URL)
	for i := range r.Hashes {
		if i == 0 {
			dst = append(dst, '\t')
		} else {
			dst = append(dst, ' ')
		}
		dst = r.Hashes[i].AppendHex(dst, Prefix4)
	}
	return dst
}

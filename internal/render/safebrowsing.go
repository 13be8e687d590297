package render

import (
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/safebrowsing"
)

// SafeBrowsing is `sb`'s full plain report of one URL: the input, the
// canonicalization steps when asked, then the canonical URL, the
// expressions and their hash prefixes.
func SafeBrowsing(dst []byte, line string, res *safebrowsing.Result, steps bool) []byte {
	dst = plaintext.AppendField(dst, 0, "input", line)
	if steps {
		dst = appendSBSteps(dst, line)
	}
	return plaintext.TrimNewline(res.AppendText(dst))
}

func appendSBSteps(dst []byte, line string) []byte {
	_, steps, err := safebrowsing.CanonicalizeSteps(line)
	if err != nil {
		return dst
	}
	for _, s := range steps {
		dst = plaintext.AppendField(dst, 1, s.Name, s.Before+"  ->  "+s.After)
	}
	return dst
}

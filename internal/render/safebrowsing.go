package render

import "github.com/linkscope/linkscope/core/safebrowsing"

// SafeBrowsing is `sb`'s full plain report of one URL: the input, the
// canonicalization steps when asked, then the canonical URL, the
// expressions and their hash prefixes.
func SafeBrowsing(dst []byte, line string, res *safebrowsing.Result, steps bool) []byte {
	dst = appendField(dst, 0, "input", line)
	if steps {
		dst = appendSBSteps(dst, line)
	}
	return trimNewline(appendSB(dst, res))
}

// SafeBrowsingLine is `sb`'s one-line plain form: the canonical URL and the
// 4-byte prefixes of its expressions.
func SafeBrowsingLine(dst []byte, res *safebrowsing.Result) []byte {
	dst = append(dst, res.Canonical.URL...)
	for i := range res.Hashes {
		if i == 0 {
			dst = append(dst, '\t')
		} else {
			dst = append(dst, ' ')
		}
		dst = res.Hashes[i].AppendHex(dst, safebrowsing.Prefix4)
	}
	return dst
}

func appendSBSteps(dst []byte, line string) []byte {
	_, steps, err := safebrowsing.CanonicalizeSteps(line)
	if err != nil {
		return dst
	}
	for _, s := range steps {
		dst = appendField(dst, 1, s.Name, s.Before+"  ->  "+s.After)
	}
	return dst
}

package whatwg

import "github.com/linkscope/linkscope/core/whatwg/uts46"

// DomainToUnicode is the URL Standard's domain to Unicode (section 3.3):
// UTS #46 ToUnicode with CheckHyphens, UseSTD3ASCIIRules and
// Transitional_Processing false and CheckBidi and CheckJoiners true; when
// it records an error the domain is returned as given, so that
// "xn--8i7caa" (which decodes to fullwidth "ｗｗｗ") stays as written.
func DomainToUnicode(domain string) string {
	out, rep := uts46.ToUnicode(nil, domain)
	if rep.Failed(uts46.Options{}) {
		return domain
	}
	return string(out)
}

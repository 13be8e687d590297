package risk

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
)

// Message words a risk as one sentence, safe to print (text from the link
// is escaped).
func (r Risk) Message() string {
	q := func(s string) string { return `"` + textsafe.Escape(s) + `"` }
	switch r.Rule {
	case Userinfo:
		return "the link has a userinfo part " + q(r.Text) + " before @: the real host is " + q(r.Host)
	case ObfuscatedIP:
		return "the host " + q(r.Text) + " is the IPv4 address " + r.Dotted + " written in a disguised form"
	case IPHost:
		if r.Dotted != "" {
			return "the host is the IP address " + r.Dotted + ", not a name"
		}
		return "the host is the IP address " + q(r.Text) + ", not a name"
	case MixedScript:
		return "the host label " + q(r.Text) + " mixes scripts (" + strings.Join(r.Scripts, ", ") + ") beyond what UTS #39 highly restrictive allows"
	case Confusable:
		return "the host label " + q(r.Text) + " is not ASCII but looks like " + q(r.Lookalike)
	case BidiControl, Invisible:
		what := "a bidi control character, which reorders how the link is displayed"
		if r.Rule == Invisible {
			what = "an invisible character, which makes the link differ from what is shown"
		}
		more := ""
		if r.Count > 1 {
			more = " (" + strconv.Itoa(r.Count) + " in all)"
		}
		return "the link holds " + textsafe.Describe(r.Char) + more + ": " + what
	case DangerousScheme:
		return "the scheme " + q(r.Text) + " runs code or opens local data instead of a web page"
	case Punycode:
		return "the host " + q(r.Text) + " is punycode for " + q(r.Unicode)
	}
	return string(r.Rule)
}

// AppendJSON appends the risk as the contract's `risks` item:
// {"rule","pos","message"}.
func (r Risk) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = append(dst, `"rule":`...)
	dst = jsonw.AppendString(dst, string(r.Rule))
	dst = append(dst, `,"pos":`...)
	dst = jsonw.AppendInt(dst, int64(r.Pos))
	dst = append(dst, `,"message":`...)
	dst = jsonw.AppendString(dst, r.Message())
	return append(dst, '}')
}

// AppendRisksJSON appends risks as a JSON array ([] when there is none).
func AppendRisksJSON(dst []byte, risks []Risk) []byte {
	return jsonw.AppendArray(dst, risks, func(dst []byte, r *Risk) []byte { return r.AppendJSON(dst) })
}

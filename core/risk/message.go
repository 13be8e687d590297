package risk

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/spoof"
	"github.com/linkscope/linkscope/core/textsafe"
)

// Message words a risk as one sentence, safe to print (text from the link
// is escaped).
func (r Risk) Message() string {
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
		scripts := "(" + strings.Join(r.Scripts, ", ") + ")"
		return "the host label " + r.label() + "mixes scripts " + scripts + " beyond what UTS #39 highly restrictive allows" + r.foldedFacts()
	case Confusable:
		return "the host label " + r.label() + "is not ASCII but looks like " + q(r.Lookalike) + r.foldedFacts()
	case BidiControl, Invisible:
		what := "a bidi control character, which reorders how the link is displayed"
		if r.Rule == Invisible {
			what = "an invisible character, which makes the link differ from what is shown"
		}
		more := ""
		if r.Count > 1 {
			more = " (" + strconv.Itoa(r.Count) + " in all)"
		}
		if r.Unicode != "" {
			return "the host label " + r.label() + "holds " + textsafe.Describe(r.Char) + more + ": " + what
		}
		return "the link holds " + textsafe.Describe(r.Char) + more + ": " + what
	case DangerousScheme:
		return "the scheme " + q(r.Text) + " runs code or opens local data instead of a web page"
	case Punycode:
		return r.punycodeMessage() + r.foldedFacts()
	case Lookalike:
		what := "the host " + q(r.Text) + " "
		if r.Unicode != "" {
			what = "the host " + q(r.Text) + " is punycode for " + q(r.Unicode) + ", which "
		}
		return what + r.imitation() + r.foldedFacts()
	}
	if r.Rule == ParserDifferential {
		return r.differentialMessage()
	}
	return string(r.Rule)
}

// punycodeMessage words a punycode risk: a label that is not valid IDNA,
// a host a browser keeps in punycode, or the Unicode a host stands for.
func (r *Risk) punycodeMessage() string {
	if r.IDNA.Kind != 0 {
		return "the host label " + r.label() + "is not valid IDNA: " + r.idnaFact()
	}
	if r.Browser == "" {
		return "the host " + q(r.Text) + " is punycode for " + q(r.Unicode)
	}
	why := reasonWith(r.Browser, &r.Verdict, r.scriptsOf(r.Verdict.Label))
	if r.Unicode != "" {
		return "the host " + q(r.Text) + " is punycode for " + q(r.Unicode) + ", which " + r.Browser + " does not show as Unicode: " + why
	}
	if r.Verdict.Display == r.Text {
		return r.Browser + " does not show the host " + q(r.Text) + " as Unicode: " + why
	}
	return r.Browser + " shows the host " + q(r.Text) + " as punycode " + q(r.Verdict.Display) + ": " + why
}

// idnaFact says which check of UTS #46 a punycode label fails and what
// browsers do with it.
func (r *Risk) idnaFact() string {
	what := "it " + r.IDNA.Describe()
	if r.IDNA.Rune >= 0 {
		what = textsafe.Describe(r.IDNA.Rune) + " " + r.IDNA.Describe()
	}
	return what + " (UTS #46 " + r.IDNA.Code() + "), so browsers refuse the host or show the label as written"
}

// imitation words what a lookalike host does to the domain it imitates,
// after "the host X ".
func (r *Risk) imitation() string {
	what := r.Imitates
	if r.Brand {
		what = "the brand " + what
	}
	site := "another domain"
	if r.Site != "" && !strings.EqualFold(r.Site, r.Text) && r.Site != r.Unicode {
		site = q(r.Site) // the host is under it: name the site the link opens
	}
	switch r.Kind {
	case spoof.MatchEditDistance:
		return "is one character away from " + what + " but is another domain"
	case spoof.MatchCharacterSwap:
		return "swaps two neighbouring characters of " + what + " but is another domain"
	case spoof.MatchEmbedded:
		return "holds " + what + belongsTo(site)
	case spoof.MatchEndEmbedded:
		return "ends with " + what + " after a hyphen" + belongsTo(site)
	case spoof.MatchCombo:
		name := "the name of " + what
		return "joins " + name + " and the word " + q(r.Keyword) + " but is another domain"
	}
	return "looks like " + what + " but is another domain"
}

// belongsTo is " but belongs to SITE", or " but is another domain".
func belongsTo(site string) string {
	if site == "another domain" {
		return " but is another domain"
	}
	return " but belongs to " + site
}

// foldedFacts words the facts of the risks folded into this one, each
// after "; ": what a browser does with the host, whether a punycode label
// is valid IDNA, then per label the scripts it mixes and what it reads
// as, none said twice.
func (r *Risk) foldedFacts() string {
	if len(r.Folded) == 0 {
		return ""
	}
	var b strings.Builder
	named := "" // the label the last clause named
	if r.Rule == Punycode && r.Browser != "" {
		named = r.Verdict.Label
	}
	used := r.usedScripts()
	for i := range r.Folded {
		f := &r.Folded[i]
		switch {
		case f.Rule == Punycode && f.IDNA.Kind != 0:
			b.WriteString("; the label " + q(f.Text) + " is not valid IDNA: " + f.idnaFact())
			named = ""
		case f.Rule == Punycode && f.Browser != "":
			b.WriteString("; " + f.Browser + " shows it as punycode")
			named = ""
			if !(f.Verdict.Rule == spoof.RuleTopDomain && r.Rule == Lookalike) {
				b.WriteString(": " + reasonWith(f.Browser, &f.Verdict, r.scriptsOf(f.Verdict.Label)))
				named = f.Verdict.Label
			}
		case f.Rule == Punycode && r.Unicode == "" && f.Unicode != "":
			b.WriteString("; it is punycode for " + q(f.Unicode))
			named = ""
		case f.Rule == Lookalike:
			b.WriteString("; it " + f.imitation())
			named = ""
		case f.Rule == MixedScript && !used[f.shownLabel()]:
			b.WriteString("; " + subject(f.shownLabel(), named) + " mixes scripts (" + strings.Join(f.Scripts, ", ") + ")")
			named = f.shownLabel()
		case f.Rule == Confusable:
			b.WriteString("; " + subject(f.shownLabel(), named) + " reads as " + q(f.Lookalike))
			named = f.shownLabel()
		}
	}
	return b.String()
}

// subject is "the label L", or "it" when the clause before named L.
func subject(label, named string) string {
	if label == named {
		return "it"
	}
	return "the label " + q(label)
}

// shownLabel is the label a label risk is about, decoded when punycode.
func (r *Risk) shownLabel() string {
	if r.Unicode != "" {
		return r.Unicode
	}
	return r.Text
}

// scriptsOf are the scripts the folded mixed-script risk of label names,
// nil when there is none.
func (r *Risk) scriptsOf(label string) []string {
	for i := range r.Folded {
		if f := &r.Folded[i]; f.Rule == MixedScript && f.shownLabel() == label {
			return f.Scripts
		}
	}
	return nil
}

// usedScripts are the labels whose scripts a browser's reason already
// names (a mixed-script verdict), so their mixed-script fact is not
// repeated.
func (r *Risk) usedScripts() map[string]bool {
	used := map[string]bool{}
	check := func(v *spoof.Verdict) {
		if v.Rule == spoof.RuleMixedScript && r.scriptsOf(v.Label) != nil {
			used[v.Label] = true
		}
	}
	if r.Rule == Punycode && r.Browser != "" {
		check(&r.Verdict)
	}
	for i := range r.Folded {
		if f := &r.Folded[i]; f.Rule == Punycode && f.Browser != "" {
			check(&f.Verdict)
		}
	}
	return used
}

// differentialMessage names both hosts, and what made the browser read
// the link its way.
func (r Risk) differentialMessage() string {
	host := func(h string) string {
		if h == "" {
			return "no host"
		}
		return q(h)
	}
	s := "a browser opens " + host(r.Text) + "; an RFC 3986 reader goes to " + host(r.Host)
	if r.Text == "" {
		s = "a browser refuses the link or finds no host in it; an RFC 3986 reader goes to " + host(r.Host)
	}
	if r.Cause != "" {
		s += " (the browser reads it so because of " + r.Cause + ", URL Standard validation error)"
	}
	return s
}

// q quotes text from the link, escaped.
func q(s string) string { return `"` + textsafe.Escape(s) + `"` }

// label is the label a rule is about and, for a punycode label, what it
// is punycode for, followed by the word that goes on.
func (r *Risk) label() string {
	if r.Unicode != "" {
		return q(r.Text) + " is punycode for " + q(r.Unicode) + ", which "
	}
	return q(r.Text) + " "
}

// tlds words a space-separated list of TLDs: ".is and .fo".
func tlds(list string) string {
	f := strings.Fields(list)
	for i := range f {
		f[i] = "." + f[i]
	}
	if len(f) < 2 {
		return strings.Join(f, "")
	}
	return strings.Join(f[:len(f)-1], ", ") + " and " + f[len(f)-1]
}

// reasonWith is reason naming the scripts a mixed-script label mixes,
// when they are known.
func reasonWith(browser string, v *spoof.Verdict, scripts []string) string {
	if v.Rule == spoof.RuleMixedScript && len(scripts) > 0 && v.Label != "" {
		return "the label " + q(v.Label) + " mixes scripts (" + strings.Join(scripts, ", ") + ") beyond what " + browser + " allows"
	}
	return reason(browser, v)
}

// reason words why a browser keeps a host in punycode.
func reason(browser string, v *spoof.Verdict) string {
	label := "the host"
	if v.Label != "" {
		label = "the label " + q(v.Label)
	}
	char := ""
	if v.Char != 0 {
		char = textsafe.Describe(v.Char)
	}
	switch v.Rule {
	case spoof.RuleCharNotAllowed:
		return label + " holds " + char + ", which " + browser + " does not allow in a host name"
	case spoof.RuleMixedScript:
		return label + " mixes scripts beyond what " + browser + " allows"
	case spoof.RuleMixedNumbers:
		return label + " mixes digits of two numbering systems"
	case spoof.RuleHiddenOverlay:
		return label + " puts a combining dot above on a letter that already has a dot"
	case spoof.RuleRepeatedMark:
		return label + " repeats a combining mark"
	case spoof.RuleMarkScript:
		return label + " has a combining mark of another script than its letter"
	case spoof.RuleDeviation:
		return label + " holds " + char + ", which older IDNA reads as other letters"
	case spoof.RuleTLDChars:
		return label + " holds " + char + ", allowed only under " + tlds(v.Note)
	case spoof.RuleMiddleDot:
		return label + " holds a middle dot other than between two l under .cat"
	case spoof.RuleWholeScript:
		return label + " is all " + v.Note + " letters that look like Latin ones"
	case spoof.RuleDigitLookalike:
		return label + " is digits and characters that look like digits"
	case spoof.RuleLatinMixed:
		return label + " mixes accented Latin letters with another script"
	case spoof.RuleDangerousPattern:
		if char != "" {
			return label + " holds " + char + " where it can pass for another character"
		}
		return label + " holds a character where it can pass for another"
	case spoof.RuleBlocklist:
		return label + " holds " + char + ", on " + browser + "'s list of characters that imitate URL punctuation"
	case spoof.RuleTopDomain:
		if v.Note != "" {
			return "it looks like " + v.Note
		}
		return "it looks like a top domain"
	case spoof.RuleLookalikeChar:
		if char != "" {
			return label + " holds " + char + ", on " + browser + "'s list of lookalike characters"
		}
	}
	if info, ok := spoof.Rule(v.Rule); ok {
		return v.Rule + ": " + info.Meaning
	}
	return v.Rule
}

// AppendJSON appends the risk as the contract's `risks` item:
// {"rule","pos","message","level"}.
func (r Risk) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = append(dst, `"rule":`...)
	dst = jsonw.AppendString(dst, string(r.Rule))
	dst = append(dst, `,"pos":`...)
	dst = jsonw.AppendInt(dst, int64(r.Pos))
	if r.worded != "" {
		dst = append(dst, r.worded...)
	} else {
		dst = r.appendWorded(dst)
	}
	return append(dst, '}')
}

// appendWorded appends the members of the risk's JSON after its position:
// its message and level, which depend on its facts alone.
func (r *Risk) appendWorded(dst []byte) []byte {
	dst = append(dst, `,"message":`...)
	dst = jsonw.AppendString(dst, r.Message())
	dst = append(dst, `,"level":`...)
	return jsonw.AppendString(dst, string(r.Level()))
}

// AppendRisksJSON appends risks as a JSON array ([] when there is none).
func AppendRisksJSON(dst []byte, risks []Risk) []byte {
	return jsonw.AppendArray(dst, risks, func(dst []byte, r *Risk) []byte { return r.AppendJSON(dst) })
}

package risk

// The rules that say a host is not what it reads as, in the order one of
// them is chosen to carry the warning: what it imitates, that a browser
// will not show it as Unicode (or that it is not valid IDNA), that a label
// mixes scripts, that a label reads as ASCII.
var foldOrder = [...]Rule{Lookalike, Punycode, MixedScript, Confusable}

func foldable(r Rule) bool {
	for _, f := range foldOrder {
		if r == f {
			return true
		}
	}
	return false
}

// fold makes the risks of one host from start on say one thing once: the
// first warning of foldOrder keeps its level and words the facts of the
// others of those rules (Folded), which become info and name it
// (FoldedInto), after it. Their rule ids stay, so a script that looks for
// mixed-script still finds it; only one of them is a warning. Invisible
// and bidi characters are other dangers and stay as they are.
func fold(risks []Risk, start int) []Risk {
	host := risks[start:]
	primary := -1
	for _, rule := range foldOrder {
		for i := range host {
			if host[i].Rule == rule && host[i].Level() == LevelWarning {
				primary = i
				break
			}
		}
		if primary >= 0 {
			break
		}
	}
	if primary < 0 {
		return risks
	}
	p := &host[primary]
	for i := range host {
		if i == primary || !foldable(host[i].Rule) {
			continue
		}
		p.Folded = append(p.Folded, host[i])
		host[i].level, host[i].FoldedInto = LevelInfo, p.Rule
	}
	// The warning leads the host's risks: it is what a reader reads first.
	w := host[primary]
	copy(host[1:primary+1], host[:primary])
	host[0] = w
	return risks
}

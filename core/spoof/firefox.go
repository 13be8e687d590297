package spoof

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
)

//go:embed data/firefox_blocklist.tsv
var firefoxBlocklistTSV string

//go:embed data/firefox_sets.tsv
var firefoxSetsTSV string

//go:embed data/firefox_script_combo.tsv
var firefoxScriptComboTSV string

// firefoxRules are the tables of Firefox's nsIDNService::IsLabelSafe.
type firefoxRules struct {
	blocklist [][2]rune
	sets      map[string]charSet // sets of one name on several platforms are merged
	tlds      map[string][]string
	combo     map[string]map[string]string // state -> script column -> state
	// scripts the combo table names, by their column.
	bopo, cyrl, grek, hang, hani, hira, kata, latn script
}

var firefox = sync.OnceValue(loadFirefox)

func loadFirefox() *firefoxRules {
	f := &firefoxRules{sets: map[string]charSet{}, tlds: map[string][]string{}, combo: map[string]map[string]string{}}
	for _, r := range tableRows("firefox_blocklist.tsv", firefoxBlocklistTSV, "first", "last") {
		f.blocklist = append(f.blocklist, [2]rune{hexRune("firefox_blocklist.tsv", r.Cell("first")), hexRune("firefox_blocklist.tsv", r.Cell("last"))})
	}
	exprs := map[string]string{}
	for _, r := range tableRows("firefox_sets.tsv", firefoxSetsTSV, "name", "chars", "tlds") {
		exprs[r.Cell("name")] += " " + r.Cell("chars")
		f.tlds[r.Cell("name")] = strings.Fields(r.Cell("tlds"))
	}
	for name, e := range exprs {
		f.sets[name] = parseSet("firefox_sets.tsv", e)
	}
	cols := []string{"BOPO", "CYRL", "GREK", "HANG", "HANI", "HIRA", "KATA", "LATN", "OTHR"}
	for _, r := range tableRows("firefox_script_combo.tsv", firefoxScriptComboTSV, append([]string{"state"}, cols...)...) {
		state := map[string]string{}
		for _, col := range cols {
			state[col] = r.Cell(col)
		}
		f.combo[r.Cell("state")] = state
	}
	t := ucd()
	f.bopo, f.cyrl, f.grek, f.hang = t.script("Bopomofo"), t.script("Cyrillic"), t.script("Greek"), t.script("Hangul")
	f.hani, f.hira, f.kata, f.latn = t.script("Han"), t.script("Hiragana"), t.script("Katakana"), t.script("Latin")
	return f
}

// column returns a script's column in the combo table.
func (f *firefoxRules) column(s script) string {
	switch s {
	case f.bopo:
		return "BOPO"
	case f.cyrl:
		return "CYRL"
	case f.grek:
		return "GREK"
	case f.hang:
		return "HANG"
	case f.hani:
		return "HANI"
	case f.hira:
		return "HIRA"
	case f.kata:
		return "KATA"
	case f.latn:
		return "LATN"
	}
	return "OTHR"
}

// firefoxHost is Firefox's display of an ASCII host (convertToDisplayIDN):
// an invalid A-label fails the whole host; a valid one is shown as
// Unicode when IsLabelSafe says so.
func firefoxHost(ascii string) Verdict {
	labels := strings.Split(ascii, ".")
	decoded := make([]string, len(labels))
	for i, l := range labels {
		decoded[i] = l
		if !strings.HasPrefix(l, "xn--") {
			continue
		}
		u, ok := decodeLabel(l, ignoreHyphens)
		if !ok {
			return Verdict{Rule: RuleInvalid, Label: l}
		}
		decoded[i] = u
	}
	tld := []rune(decoded[len(decoded)-1])
	var v Verdict
	for i, l := range labels {
		if !strings.HasPrefix(l, "xn--") {
			continue
		}
		if f, bad := firefox().label([]rune(decoded[i]), tld); bad {
			v.setOnce(f, decoded[i])
			continue
		}
		labels[i] = decoded[i]
	}
	v.Display = strings.Join(labels, ".")
	return v
}

// lookalikeStatus follows Firefox's LookalikeStatusChecker: safe until a
// character is seen, then block while every character seen is a
// lookalike, ignore for good once one is not.
type lookalikeStatus uint8

const (
	statusSafe lookalikeStatus = iota
	statusIgnore
	statusBlock
)

func (s *lookalikeStatus) see(lookalike bool) {
	if *s == statusIgnore {
		return
	}
	if lookalike {
		*s = statusBlock
	} else {
		*s = statusIgnore
	}
}

// label is IsLabelSafe: the finding that keeps a decoded label in
// punycode, or none.
func (f *firefoxRules) label(label, tld []rune) (finding, bool) {
	for _, r := range label {
		if f.blocked(r) {
			return finding{rule: RuleBlocklist, char: r}, true
		}
	}
	if strings.HasPrefix(string(tld), "xn--") {
		return finding{rule: RuleInvalid}, true
	}
	st := newFirefoxState(f, label, tld)
	for i, r := range label {
		if fd, bad := st.step(i, r); bad {
			return fd, true
		}
	}
	return st.end()
}

func (f *firefoxRules) blocked(r rune) bool {
	if r > 0xFFFF {
		return false
	}
	for _, sp := range f.blocklist {
		if sp[0] <= r && r <= sp[1] {
			return true
		}
	}
	return false
}

// firefoxState is IsLabelSafe's state while it walks a label.
type firefoxState struct {
	f                      *firefoxRules
	label                  []rune
	tld                    string
	lastScript             script
	hasLast                bool
	previous, base         rune
	zero                   rune
	combo                  string
	digits, cyrillic, thai lookalikeStatus
	cyrillicTLD, thaiTLD   bool // the TLD is in that script: its checker is off
}

func newFirefoxState(f *firefoxRules, label, tld []rune) *firefoxState {
	t := ucd()
	st := &firefoxState{f: f, label: label, tld: string(tld), zero: -1}
	if contains(f.tlds["cyrillic-confusables"], st.tld) {
		st.cyrillic = statusIgnore
	}
	if contains(f.tlds["thai-confusables"], st.tld) {
		st.thai = statusIgnore
	}
	st.cyrillicTLD = scriptIn(st.tld, t.script("Cyrillic"))
	st.thaiTLD = scriptIn(st.tld, t.script("Thai"))
	return st
}

func (st *firefoxState) step(i int, r rune) (finding, bool) {
	t := ucd()
	f := st.f
	if !t.allowedRune(r) {
		return finding{rule: RuleCharNotAllowed, char: r}, true
	}
	sc := t.scriptOf(r)
	common := sc == t.script("Common") || sc == t.script("Inherited")
	if !common && (!st.hasLast || sc != st.lastScript) && st.illegalCombo(sc) {
		return finding{rule: RuleMixedScript, char: r}, true
	}
	if mac := f.sets["mac-blank"]; mac.has(r) {
		return finding{rule: RuleCharNotAllowed, char: r}, true
	}
	if fd, bad := st.context(i, r); bad {
		return fd, true
	}
	st.seeLookalikes(r, sc)
	if fd, bad := st.marksAndDigits(r); bad {
		return fd, true
	}
	if !common {
		st.lastScript, st.hasLast = sc, true
	}
	st.previous = r
	return finding{}, false
}

// illegalCombo moves the script-mixing state; true when it refuses.
func (st *firefoxState) illegalCombo(sc script) bool {
	col := st.f.column(sc)
	if st.combo == "" {
		st.combo = col
		return false
	}
	st.combo = st.f.combo[st.combo][col]
	return st.combo == "OTHR" || st.combo == "FAIL"
}

// lastIs reports whether the last script seen is one of these.
func (st *firefoxState) lastIs(scripts ...script) bool {
	if !st.hasLast {
		return false
	}
	for _, s := range scripts {
		if st.lastScript == s {
			return true
		}
	}
	return false
}

// context holds IsLabelSafe's checks of a character against its
// neighbours and the TLD.
func (st *firefoxState) context(i int, r rune) (finding, bool) {
	f, t := st.f, ucd()
	var next rune = -1
	var nextScript script = t.script("Unknown")
	if i+1 < len(st.label) {
		next = st.label[i+1]
		nextScript = t.scriptOf(next)
	}
	isNext := func(scripts ...script) bool {
		for _, s := range scripts {
			if next >= 0 && nextScript == s {
				return true
			}
		}
		return false
	}
	bad := func() (finding, bool) { return finding{rule: RuleDangerousPattern, char: r}, true }
	switch {
	case r == 0x30FC && !st.lastIs(f.hira, f.kata):
		return bad()
	case 0x3078 <= r && r <= 0x307A && (st.lastIs(f.kata) || isNext(f.kata)):
		return bad()
	case 0x30D8 <= r && r <= 0x30DA && (st.lastIs(f.hira) || isNext(f.hira)):
		return bad()
	case (r == 0x30FD || r == 0x30FE) && !st.lastIs(f.kata):
		return bad()
	case f.setHas("cjk-slash", r) && len(st.label) > 1 && !st.lastIs(f.hani, f.hira, f.kata) && !isNext(f.hani, f.hira, f.kata):
		return bad()
	case r == 0x30FB && (st.lastIs(f.latn) || isNext(f.latn)):
		return bad()
	case 0x0300 <= r && r <= 0x0339 && !st.lastIs(f.latn, f.grek, f.cyrl):
		return bad()
	case r == 0x0307 && (st.previous == 'i' || st.previous == 'j' || st.previous == 'l'):
		return bad()
	case r == 0x00B7 && (st.tld != "cat" || st.previous != 'l' || next != 'l'):
		return finding{rule: RuleMiddleDot, char: r}, true
	case f.setHas("icelandic", r) && !contains(f.tlds["icelandic"], st.tld),
		f.setHas("schwa", r) && !contains(f.tlds["schwa"], st.tld):
		return finding{rule: RuleTLDChars, char: r}, true
	case f.setHas("quote-like", r):
		return finding{rule: RuleCharNotAllowed, char: r}, true
	case f.setHas("cjk-ideographs", r) && (st.previous != 0 && !st.lastIs(f.bopo, f.hira, f.kata, f.hani) && !isDigit(st.previous) ||
		next >= 0 && !isNext(f.bopo, f.hira, f.kata, f.hani) && !isDigit(next)):
		return bad()
	}
	return finding{}, false
}

func isDigit(r rune) bool { return '0' <= r && r <= '9' }

func (f *firefoxRules) setHas(name string, r rune) bool {
	s := f.sets[name]
	return s.has(r)
}

// seeLookalikes feeds the digit, Cyrillic and Thai lookalike checkers.
func (st *firefoxState) seeLookalikes(r rune, sc script) {
	f, t := st.f, ucd()
	if st.digits != statusIgnore && !isDigit(r) {
		st.digits.see(f.setHas("digit-confusables", r))
	}
	if sc == t.script("Cyrillic") && !st.cyrillicTLD {
		st.cyrillic.see(f.setHas("cyrillic-confusables", r))
	}
	if sc == t.script("Thai") && !st.thaiTLD {
		st.thai.see(f.setHas("thai-confusables", r))
	}
}

// marksAndDigits: mixed numbering systems, a repeated nonspacing mark, a
// mark of another script than the base, marks on dotless i.
func (st *firefoxState) marksAndDigits(r rune) (finding, bool) {
	t := ucd()
	if zero, ok := t.digitZero(r); ok {
		if st.zero < 0 {
			st.zero = zero
		} else if zero != st.zero {
			return finding{rule: RuleMixedNumbers, char: r}, true
		}
	}
	if !unicode.Is(unicode.Mn, r) {
		st.base = r
		return finding{}, false
	}
	if st.previous != 0 && st.previous == r {
		return finding{rule: RuleRepeatedMark, char: r}, true
	}
	if st.hasLast {
		scx := t.scx(r)
		var generic scriptSet
		generic.add(t.script("Common"))
		var inherited scriptSet
		inherited.add(t.script("Inherited"))
		if scx != generic && scx != inherited && !scx.has(st.lastScript) {
			return finding{rule: RuleMarkScript, char: r}, true
		}
	}
	if st.base == 0x0131 && (0x0300 <= r && r <= 0x0314 || r == 0x031A) {
		return finding{rule: RuleDangerousPattern, char: r}, true
	}
	return finding{}, false
}

// end gives the lookalike checkers' verdict once the label is walked.
func (st *firefoxState) end() (finding, bool) {
	switch {
	case st.digits == statusBlock:
		return finding{rule: RuleDigitLookalike}, true
	case st.cyrillic == statusBlock:
		return finding{rule: RuleWholeScript, note: "Cyrillic"}, true
	case st.thai == statusBlock:
		return finding{rule: RuleWholeScript, note: "Thai"}, true
	}
	return finding{}, false
}

package risk

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"

	"github.com/linkscope/linkscope/core/formvalue"
	"github.com/linkscope/linkscope/core/hostmemo"
	"github.com/linkscope/linkscope/core/internal/bytespan"
	"github.com/linkscope/linkscope/core/spoof"
	"github.com/linkscope/linkscope/core/whatwg/uts46"
)

// maxLabels bounds the work on one host: labels past this many are not
// examined (DNS allows 127).
const maxLabels = 127

// Scan returns the risks of a link, in the order of their positions'
// rules: scheme, userinfo, host (IP forms; what browsers show of it and
// the top domain or brand it imitates; then each label), then bidi and invisible
// characters anywhere. Positions are byte offsets into link. A plain ASCII
// link with a name host has none. Scan never fails.
func Scan(link string) []Risk {
	var s *Scanner // no memory for one link
	return s.Scan(link)
}

// ScanBrands is Scan that also finds hosts imitating one of the team's
// brands (spoof.NewBrands; the conventions file's brands).
func ScanBrands(link string, brands *spoof.Brands) []Risk {
	s := Scanner{brands: brands, once: true}
	return s.Scan(link)
}

// Scanner is Scan with a memory of the hosts it has seen: a batch meets
// the same hosts again and again, and what a host's IP forms, scripts,
// lookalikes and punycode say depends on the host alone. Use one Scanner
// per goroutine. The zero Scanner knows no brand.
type Scanner struct {
	hosts hostmemo.Memo[[]Risk] // host as written -> its risks, positions from the host's start
	// origins remembers the parser-differential risk of a scheme and
	// authority ("https://магазин.рф"), when nothing after them can change
	// what either reader takes as the host.
	origins hostmemo.Memo[[]Risk]
	brands  *spoof.Brands
	once    bool // no memory (ScanBrands)
}

// NewScanner returns a Scanner that also finds hosts imitating one of
// brands (nil for none).
func NewScanner(brands *spoof.Brands) *Scanner { return &Scanner{brands: brands} }

// SetBrands makes the Scanner find hosts imitating one of brands (nil for
// none) from now on; it forgets the hosts it has seen.
func (s *Scanner) SetBrands(brands *spoof.Brands) {
	s.brands, s.hosts, s.origins = brands, hostmemo.Memo[[]Risk]{}, hostmemo.Memo[[]Risk]{}
}

// Scan is the package's Scan. A nil Scanner remembers nothing and knows
// no brand.
func (s *Scanner) Scan(link string) []Risk {
	out, _ := s.AppendScan(nil, link)
	return out
}

// AppendScan appends Scan's risks of link to out, so a caller scanning
// link after link reuses one slice; and it says what MayDiffer says of
// link, which the scan works out on the way (the authority's split and
// the pass over its bytes), so a caller that needs both reads the link
// once.
func (s *Scanner) AppendScan(out []Risk, link string) (risks []Risk, mayDiffer bool) {
	p := split(link)
	if p.scheme != "" && isDangerousScheme(p.scheme) {
		out = append(out, Risk{Rule: DangerousScheme, Pos: p.schemeAt, Text: link[p.schemeAt:p.schemeEnd]})
	}
	if p.hasAuthority {
		if p.hasUserinfo {
			out = append(out, Risk{Rule: Userinfo, Pos: p.userinfoAt, Text: p.userinfo, Host: p.host})
		}
		out = s.appendHostRisks(out, p.host, p.hostAt)
	}
	bytes := readBytes(link)
	k, end := p.differs(link, bytes.breaks)
	out = s.appendDifferential(out, link, k, end)
	if bytes.nonASCII < 0 {
		return out, k != sameHost
	}
	return appendCharRisks(out, link, bytes.nonASCII), k != sameHost
}

// linkBytes is what one pass over a link's bytes finds for the rules that
// read the whole link: a backslash, tab or line break (the parser
// differential), and the first non-ASCII byte (bidi and invisible
// characters), -1 for none. A link of printable ASCII, as nearly every
// one, takes one vector step.
type linkBytes struct {
	breaks   bool
	nonASCII int
}

func readBytes(link string) linkBytes {
	b := linkBytes{nonASCII: -1}
	i := printableButBackslash.Span(link, 0)
	if i == len(link) {
		return b
	}
	// Past the first byte the vector step stops at, whose runs of
	// non-ASCII bytes would stop it at each, a search for each break
	// and a loop to the first non-ASCII byte, usually that one.
	b.breaks = hasBreak(link[i:])
	for ; i < len(link); i++ {
		if link[i] >= 0x80 {
			b.nonASCII = i
			break
		}
	}
	return b
}

// appendHostRisks appends the risks of a host written at offset at, from
// the Scanner's memory when it has seen the host.
func (s *Scanner) appendHostRisks(out []Risk, host string, at int) []Risk {
	if s == nil {
		return appendHostRisks(out, host, at, nil)
	}
	if s.once {
		return appendHostRisks(out, host, at, s.brands)
	}
	found := s.hosts.Get(host, func(host string) []Risk { return appendHostRisks(nil, host, 0, s.brands) }, cloneRisks)
	for _, r := range found {
		r.Pos += at
		if r.Folded != nil {
			r.Folded = append([]Risk(nil), r.Folded...)
			for i := range r.Folded {
				r.Folded[i].Pos += at
			}
		}
		out = append(out, r)
	}
	return out
}

// cloneRisks gives the risks copies of the strings they hold, and of
// the risks folded into them.
func cloneRisks(risks []Risk) []Risk {
	for i := range risks {
		r := &risks[i]
		for _, f := range []*string{&r.Text, &r.Host, &r.Dotted, &r.Unicode, &r.Lookalike, &r.Imitates, &r.Site, &r.Keyword,
			&r.Verdict.Display, &r.Verdict.Label, &r.Verdict.Note} {
			*f = strings.Clone(*f)
		}
		if r.Folded != nil {
			r.Folded = cloneRisks(append([]Risk(nil), r.Folded...))
		}
	}
	return risks
}

// parts are the pieces of a link that the rules look at, with offsets.
type parts struct {
	scheme                    string // lower case, tabs and newlines removed (as browsers read it)
	schemeAt, schemeEnd       int
	hasAuthority, hasUserinfo bool
	userinfo, host            string
	userinfoAt, hostAt        int
	// What the authority, link[authAt:authEnd], holds for the parser
	// differential's quick test: how many '@', and whether a '%' or a
	// non-ASCII byte.
	authAt, authEnd int
	ats             int
	oddBytes        bool
}

// Classes of authBytes: what split's one pass over an authority notes.
const (
	classPlain = iota
	classEnd   // '/', '?', '#', '\\': ends it
	classAt    // '@'
	classColon // ':'
	classOdd   // '%' or non-ASCII
)

// authBytes is each byte's class in an authority. Read-only.
var authBytes = func() (t [256]uint8) {
	for _, c := range []byte("/?#\\") {
		t[c] = classEnd
	}
	t['@'], t[':'], t['%'] = classAt, classColon, classOdd
	for c := 0x80; c < 0x100; c++ {
		t[c] = classOdd
	}
	return t
}()

// split finds scheme, userinfo and host the way a browser's URL parser
// does for the purposes here: leading C0 controls and spaces skipped, tab
// and newline ignored in the scheme, `\` ending the authority like `/`.
func split(link string) parts {
	var p parts
	i := 0
	for i < len(link) && link[i] <= ' ' {
		i++
	}
	p.schemeAt = i
	if colon := schemeEnd(link, i); colon > 0 {
		p.scheme = schemeName(link[i:colon])
		p.schemeEnd = colon
		i = colon + 1
	}
	if !startsAuthority(link[i:], p.scheme) {
		return p
	}
	i += 2
	a := readAuthority(link, i)
	p.hasAuthority, p.authAt, p.authEnd, p.ats, p.oddBytes = true, i, a.end, a.ats, a.odd
	if a.at >= 0 {
		p.hasUserinfo, p.userinfo, p.userinfoAt = true, link[i:a.at], i
		i = a.at + 1
	}
	p.host, p.hostAt = stripPort(link[i:a.end], a.colon-i), i
	return p
}

// authority is what one pass over an authority notes.
type authority struct {
	end       int // the first '/', '?', '#' or '\\' from its start, or the link's end
	at, colon int // the last '@', and the last ':' after it; -1 for none
	ats       int // how many '@'
	odd       bool
}

// readAuthority reads the authority that starts at link[start]. The
// vector step passes the bytes that need no note, a name's letters,
// digits, '-' and '.', sixteen at a time; past a non-ASCII byte, whose
// runs would stop it at each, the loop goes on alone.
func readAuthority(link string, start int) authority {
	a := authority{at: -1, colon: -1}
	i := start
	for ; i < len(link); i++ {
		if !a.odd {
			if j, ok := bytespan.Blocks(link, i, &authorityPlain); ok {
				if i = j; i >= len(link) {
					break
				}
			}
		}
		switch authBytes[link[i]] {
		case classEnd:
			a.end = i
			return a
		case classAt:
			a.at, a.colon = i, -1
			a.ats++
		case classColon:
			a.colon = i
		case classOdd:
			a.odd = true
		}
	}
	a.end = len(link)
	return a
}

// authorityPlain are the printable ASCII bytes of authBytes' class
// classPlain, for the vector step. Read-only.
var authorityPlain = bytespan.ColumnsOf(func(c byte) bool { return c >= ' ' && c < 0x7f && authBytes[c] == classPlain })

// endsAuthority reports whether c ends an authority (`\` does, as in a
// browser's special URLs).
func endsAuthority(c byte) bool { return c == '/' || c == '?' || c == '#' || c == '\\' }

// startsAuthority reports whether rest (after the scheme's colon) starts
// an authority: `//`, or for the special schemes any two of / and \.
func startsAuthority(rest, scheme string) bool {
	if strings.HasPrefix(rest, "//") {
		return true
	}
	switch scheme {
	case "http", "https", "ws", "wss", "ftp":
		return len(rest) >= 2 && (rest[0] == '/' || rest[0] == '\\') && (rest[1] == '/' || rest[1] == '\\')
	}
	return false
}

// schemeName lower-cases a scheme and drops tabs and newlines, without
// allocating for the schemes the rules name, in any case.
func schemeName(s string) string {
	switch s { // as nearly every link writes it
	case "https":
		return "https"
	case "http":
		return "http"
	}
	for _, known := range knownSchemes {
		if strings.EqualFold(s, known) {
			return known
		}
	}
	return strings.ToLower(strings.Map(dropTabNewline, s))
}

// knownSchemes are the schemes split and the rules look at.
var knownSchemes = [...]string{"https", "http", "javascript", "data", "vbscript", "file", "ws", "wss", "ftp"}

func dropTabNewline(r rune) rune {
	if r == '\t' || r == '\n' || r == '\r' {
		return -1
	}
	return r
}

// schemeEnd returns the offset of the `:` ending a scheme that starts at
// i, or -1: a letter, then letters, digits, '+', '-', '.' and the tabs and
// line breaks a browser drops.
func schemeEnd(s string, i int) int {
	if i >= len(s) || schemeBytes[s[i]] != schemeLetter {
		return -1
	}
	for j := i + 1; j < len(s); j++ {
		if schemeBytes[s[j]] == 0 {
			if s[j] == ':' {
				return j
			}
			return -1
		}
	}
	return -1
}

// Classes of schemeBytes.
const (
	schemeLetter = 1 + iota // may start a scheme
	schemeOther             // may follow its first byte
)

// schemeBytes is each byte's class in a scheme; 0 for one that ends it.
// Read-only.
var schemeBytes = func() (t [256]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = schemeLetter, schemeLetter
	}
	for _, c := range []byte("0123456789+-.\t\n\r") {
		t[c] = schemeOther
	}
	return t
}()

// stripPort is the host of a host and port; colon is the offset of the
// last ':' in it, or negative.
func stripPort(auth string, colon int) string {
	if strings.HasPrefix(auth, "[") {
		if end := strings.IndexByte(auth, ']'); end >= 0 {
			return auth[:end+1]
		}
		return auth
	}
	if colon >= 0 {
		return auth[:colon]
	}
	return auth
}

func isDangerousScheme(s string) bool {
	switch s {
	case "javascript", "data", "vbscript", "file":
		return true
	}
	return false
}

// appendHostRisks looks at a host written at offset at, against the
// team's brands (nil for none).
func appendHostRisks(out []Risk, host string, at int, brands *spoof.Brands) []Risk {
	start := len(out)
	out = readHost(out, host, at, brands)
	for i := start; i < len(out); i++ {
		out[i].worded = string(out[i].appendWorded(nil))
	}
	return out
}

// readHost is appendHostRisks before the risks are worded.
func readHost(out []Risk, host string, at int, brands *spoof.Brands) []Risk {
	if host == "" {
		return out
	}
	if host[0] == '[' {
		return append(out, Risk{Rule: IPHost, Pos: at, Text: host})
	}
	decoded := formvalue.PercentDecode(host)
	if v, canonical, ok := parseIPv4(decoded); ok {
		r := Risk{Rule: IPHost, Pos: at, Text: host, Dotted: dotted(v)}
		if !canonical || decoded != host {
			r.Rule = ObfuscatedIP
		}
		return append(out, r)
	}
	return appendNameRisks(out, host, at, brands)
}

// maxCheckedHost bounds the host the browsers' checks look at: a longer
// one is no DNS name, and its labels get their warnings unjudged.
const maxCheckedHost = 1024

// appendNameRisks looks at a name host: what browsers show of it, the
// top domain or brand it imitates, then each label (mixed scripts,
// confusables, IDNA validity, and the invisible and bidi characters of a
// punycode label's Unicode form). An ASCII host with no xn-- label is
// shown as written by every browser: only Chrome's lookalike heuristics
// (a top domain or brand inside it, one character from it, its name with
// a keyword) can make it a risk. The risks that say the host is not what
// it reads as end as one warning (fold).
func appendNameRisks(out []Risk, host string, at int, brands *spoof.Brands) []Risk {
	if !spoof.NeedsCheck(host) {
		if len(host) <= maxCheckedHost {
			if m, ok := spoof.Lookalike(host, brands); ok {
				out = append(out, lookalikeRisk(m, host, at, ""))
			}
		}
		return out
	}
	judged := len(host) <= maxCheckedHost
	var res spoof.Result
	if judged {
		res = spoof.Check(host)
	}
	verdict, browser, spoofed := res.Strictest()
	var look spoof.Match
	imitates := false
	if judged {
		look, imitates = spoof.LookalikeChecked(host, brands, &res)
	}
	lookRisk := lookalikeRisk(look, host, at, "")
	// The labels' own findings are warnings unless the browsers, having
	// judged the host, show it as Unicode and it imitates nothing.
	labelLevel := Level("")
	if judged && res.Valid && !spoofed && !(imitates && lookRisk.Level() == LevelWarning) {
		labelLevel = LevelInfo
	}
	ascii := isASCII(host)
	written := ascii && hasPunycodeLabel(host) // the host is written in punycode
	var invalid idnaProblem
	if written {
		invalid = firstIDNAProblem(host)
	}
	var uni strings.Builder // its Unicode form
	var labels []Risk       // after the host's own risks, which need the whole host read
	punyOK := true
	for n, pos := 0, 0; pos <= len(host) && n < maxLabels; n++ {
		end := strings.IndexByte(host[pos:], '.')
		if end < 0 {
			end = len(host) - pos
		}
		label, ok := unicodeLabel(host[pos : pos+end])
		punyOK = punyOK && ok
		if written {
			if n > 0 {
				uni.WriteByte('.')
			}
			uni.WriteString(label)
		}
		if invalid.found && invalid.label == n {
			r := Risk{Rule: Punycode, Pos: at + pos, Text: host[pos : pos+end], IDNA: invalid.problem, level: LevelWarning}
			if ok && label != r.Text {
				r.Unicode = label
			}
			labels = append(labels, r)
		}
		labels = appendLabel(labels, host[pos:pos+end], label, at+pos, labelLevel)
		pos += end + 1
	}
	start := len(out)
	if written && punyOK && !invalid.found || spoofed {
		p := Risk{Rule: Punycode, Pos: at, Text: host}
		if written && punyOK {
			p.Unicode = uni.String()
		}
		if spoofed {
			p.Browser, p.Verdict, p.level = browser, verdict, LevelWarning
		}
		out = append(out, p)
	}
	if imitates {
		if written && punyOK {
			lookRisk.Unicode = uni.String()
		}
		out = append(out, lookRisk)
	}
	out = append(out, labels...)
	return fold(out, start)
}

// lookalikeRisk is the lookalike risk of a match (none when m names no
// domain).
func lookalikeRisk(m spoof.Match, host string, at int, unicode string) Risk {
	r := Risk{Rule: Lookalike, Pos: at, Text: host, Unicode: unicode, Imitates: m.Domain, Brand: m.Brand, Kind: m.Kind, Site: m.Site, Keyword: m.Keyword}
	if m.Kind == spoof.MatchEditDistance && !m.Brand {
		// Chrome only counts these: too many real sites are one character
		// from a popular one (canvas.com, canva.com).
		r.level = LevelInfo
	}
	return r
}

// idnaProblem is the first check of UTS #46 that an xn-- label of a host
// fails under the URL Standard's flags.
type idnaProblem struct {
	found   bool
	label   int // the label's index
	problem uts46.Problem
}

// firstIDNAProblem runs UTS #46 ToASCII on a host written in ASCII with
// the URL Standard's flags (CheckBidi, CheckJoiners, no hyphen, STD3 or
// length checks) and returns its first failure when it is in an xn--
// label: browsers refuse such a host, or show the label as written.
func firstIDNAProblem(host string) idnaProblem {
	rep := uts46.Check(host)
	p, bad := rep.First(uts46.Options{})
	if !bad {
		return idnaProblem{}
	}
	label := host
	for i := 0; i < p.Label; i++ {
		dot := strings.IndexByte(label, '.')
		if dot < 0 {
			return idnaProblem{}
		}
		label = label[dot+1:]
	}
	if dot := strings.IndexByte(label, '.'); dot >= 0 {
		label = label[:dot]
	}
	if !isPunycode(strings.ToLower(label)) {
		return idnaProblem{}
	}
	return idnaProblem{found: true, label: p.Label, problem: p}
}

// unicodeLabel lower-cases a label and decodes it when it is punycode.
func unicodeLabel(label string) (string, bool) {
	low := label
	for i := 0; i < len(label); i++ {
		if 'A' <= label[i] && label[i] <= 'Z' {
			low = strings.ToLower(label)
			break
		}
	}
	if !isPunycode(low) {
		return low, true
	}
	u, err := idna.Punycode.ToUnicode(low)
	if err != nil {
		return low, false
	}
	return u, true
}

// isPunycode reports whether a lower-case label starts with xn--.
func isPunycode(label string) bool { return len(label) >= 4 && label[:4] == "xn--" }

// appendLabel appends the risks of one label, written as label and read
// as uni (lower case, punycode decoded), at pos; level is the level of
// its mixed-script and confusable findings ("" for the rules' own).
func appendLabel(out []Risk, label, uni string, pos int, level Level) []Risk {
	if isASCII(uni) || !utf8.ValidString(uni) {
		return out
	}
	decoded := ""
	if isASCII(label) {
		decoded = uni // the label is punycode for uni
	}
	if scripts := mixedScripts(uni); scripts != nil {
		out = append(out, Risk{Rule: MixedScript, Pos: pos, Text: label, Unicode: decoded, Scripts: scripts, level: level})
	}
	if look, ok := spoof.ASCIIReading(uni); ok {
		out = append(out, Risk{Rule: Confusable, Pos: pos, Text: label, Unicode: decoded, Lookalike: look, level: level})
	}
	if decoded != "" {
		// A punycode label's characters are not in the link as written:
		// the link-wide search does not see them.
		var bidi, invis charCount
		for i, r := range decoded {
			switch {
			case isBidiControl(r):
				bidi.see(r, i)
			case isInvisible(r):
				invis.see(r, i)
			}
		}
		for _, c := range [...]struct {
			count *charCount
			rule  Rule
		}{{&bidi, BidiControl}, {&invis, Invisible}} {
			if c.count.count > 0 {
				out = append(out, Risk{Rule: c.rule, Pos: pos, Text: label, Unicode: decoded, Char: c.count.first, Count: c.count.count})
			}
		}
	}
	return out
}

// appendCharRisks finds bidi controls and invisible characters anywhere.
// from is the offset of the first non-ASCII byte.
func appendCharRisks(out []Risk, link string, from int) []Risk {
	var bidi, invis charCount
	for i := from; i >= 0 && i < len(link); {
		c := link[i]
		if c < 0x80 {
			i = asciiEnd(link, i+1)
			continue
		}
		// A letter of a two-byte script (Cyrillic, Greek, Hebrew, …) is
		// neither: its block of 64 holds no character these rules see.
		if c >= 0xc2 && c < 0xe0 && quietLeads[c-0xc2] && i+1 < len(link) && link[i+1]&0xc0 == 0x80 {
			i += 2
			continue
		}
		r, size := utf8.DecodeRuneInString(link[i:])
		switch {
		case isBidiControl(r):
			bidi.see(r, i)
		case isInvisible(r):
			invis.see(r, i)
		}
		i += size
	}
	out = bidi.appendTo(out, BidiControl)
	return invis.appendTo(out, Invisible)
}

// asciiEnd returns the end of the run of ASCII bytes at s[i:], eight
// bytes a step.
func asciiEnd(s string, i int) int {
	for i+8 <= len(s) && (uint64(s[i])|uint64(s[i+1])<<8|uint64(s[i+2])<<16|uint64(s[i+3])<<24|
		uint64(s[i+4])<<32|uint64(s[i+5])<<40|uint64(s[i+6])<<48|uint64(s[i+7])<<56)&0x8080808080808080 == 0 {
		i += 8
	}
	for i < len(s) && s[i] < 0x80 {
		i++
	}
	return i
}

// quietLeads says, for each lead byte of a two-byte UTF-8 sequence (0xc2
// to 0xdf), whether none of the 64 characters it starts is a bidi control
// or invisible: all but five (U+00AD's, U+034F's, the Arabic format
// characters'). Read-only.
var quietLeads = func() (t [0xe0 - 0xc2]bool) {
	for i := range t {
		t[i] = true
		for r := rune(i+2) << 6; r < rune(i+3)<<6; r++ {
			if isBidiControl(r) || isInvisible(r) {
				t[i] = false
				break
			}
		}
	}
	return t
}()

// charCount is the first of a kind of character and how many there are.
type charCount struct {
	first      rune
	pos, count int
}

func (c *charCount) see(r rune, pos int) {
	if c.count == 0 {
		c.first, c.pos = r, pos
	}
	c.count++
}

func (c *charCount) appendTo(out []Risk, rule Rule) []Risk {
	if c.count == 0 {
		return out
	}
	return append(out, Risk{Rule: rule, Pos: c.pos, Char: c.first, Count: c.count})
}

// isBidiControl: the explicit directional formatting characters of UAX #9
// and the implicit marks.
func isBidiControl(r rune) bool {
	return r == 0x061c || r == 0x200e || r == 0x200f || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069
}

// isInvisible: format characters (zero-width space, joiners, the BOM, soft
// hyphen, …) and characters that render as nothing.
func isInvisible(r rune) bool {
	switch r {
	case 0x034f, 0x115f, 0x1160, 0x3164, 0xffa0, 0x180e:
		return true
	}
	return unicode.Is(unicode.Cf, r) || r >= 0xfe00 && r <= 0xfe0f || r >= 0xe0100 && r <= 0xe01ef
}

// hasPunycodeLabel reports whether a label of host starts with xn-- (in
// any case).
func hasPunycodeLabel(host string) bool {
	for i := 0; i+4 <= len(host); i++ {
		if (i == 0 || host[i-1] == '.') && (host[i]|0x20) == 'x' && (host[i+1]|0x20) == 'n' && host[i+2] == '-' && host[i+3] == '-' {
			return true
		}
	}
	return false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

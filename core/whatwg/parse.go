package whatwg

import (
	"strconv"
	"strings"
	"unsafe"

	"github.com/linkscope/linkscope/core/hostmemo"
	"github.com/linkscope/linkscope/core/internal/bytespan"
)

// Parse runs the URL parser (URL Standard section 4.4 "URL parsing") on
// input against base (nil for none) and returns the URL, or an *Error
// naming the validation error that made the parser return failure.
// Validation errors that do not fail the parse are not collected; use
// Validate for them. On the common path the only allocation is the href.
func Parse(input string, base *URL) (URL, error) {
	p := parser{orig: input, base: base}
	return p.run()
}

// Validate is Parse that also appends every validation error, with its
// byte offset in input, to errs and returns it. On failure the *Error's
// Errors holds the same list.
func Validate(input string, base *URL, errs []ValidationError) (URL, []ValidationError, error) {
	p := parser{orig: input, base: base, collect: true, errs: errs}
	u, err := p.run()
	return u, p.errs, err
}

// MustParse is Parse for inputs known to be valid, such as constants in
// tests; it panics on failure.
func MustParse(input string) URL {
	u, err := Parse(input, nil)
	if err != nil {
		panic(err)
	}
	return u
}

type parser struct {
	hosts   *hostmemo.Memo[domainResult] // the Reader's, or nil
	buf     []byte                       // the Reader's buffer to write the href in, or nil
	slow    bool                         // tests: no fast path, to hold it to the general states
	orig    string                       // the input as given
	in      string                       // trimmed, tabs and newlines removed
	off     int                          // in[i] is orig[off+i] when posMap is nil
	posMap  []int32
	base    *URL
	scheme  string
	out     []byte
	u       URL
	collect bool
	errs    []ValidationError

	strictReported bool // the domain parser's strict run reported domain-to-ASCII
	shareInput     bool // a Reader's: the href may be the input itself
	hrefIsInput    bool // the fast path found the href to be the input
	failed         bool
	failKind       ErrorKind
	failPos        int
	failDetail     string
}

// origPos maps an offset in p.in to one in p.orig.
func (p *parser) origPos(i int) int {
	if p.posMap == nil {
		return p.off + i
	}
	if i >= len(p.posMap) {
		return len(p.orig) - p.trailing()
	}
	return int(p.posMap[i])
}

// trailing is the length of the trimmed tail of orig.
func (p *parser) trailing() int {
	n := 0
	for n < len(p.orig) && p.orig[len(p.orig)-1-n] <= ' ' {
		n++
	}
	return n
}

func (p *parser) report(k ErrorKind, i int) {
	if p.collect {
		p.reportAbs(k, p.origPos(i))
	}
}

// reportAbs records an error at an offset already in orig's terms. The
// standard reports some errors twice for one code point (the special
// authority slashes state and then the ignore slashes state both report
// the "\" of "https:\\h"); the list keeps one.
func (p *parser) reportAbs(k ErrorKind, pos int) {
	if !p.collect {
		return
	}
	e := ValidationError{Kind: k, Pos: pos}
	if n := len(p.errs); n > 0 && p.errs[n-1] == e {
		return
	}
	p.errs = append(p.errs, e)
}

// fail records the validation error that makes the parser return failure
// and returns false for the caller to return.
func (p *parser) fail(k ErrorKind, i int) bool {
	return p.failAbs(k, p.origPos(i), "")
}

func (p *parser) failAbs(k ErrorKind, pos int, detail string) bool {
	p.failed, p.failKind, p.failPos, p.failDetail = true, k, pos, detail
	return false
}

func (p *parser) run() (URL, error) {
	p.prepare()
	p.start()
	if !p.parse() {
		// The domain parser fails after its strict run already reported
		// domain-to-ASCII; the failure adds no error of its own.
		if p.collect && !(p.failKind == ErrDomainToASCII && p.strictReported) {
			p.reportAbs(p.failKind, p.failPos)
		}
		return URL{}, &Error{Input: p.orig, Kind: p.failKind, Pos: p.failPos, Detail: p.failDetail, Errors: p.errs}
	}
	p.finish()
	return p.result(), nil
}

// start readies the output for p.in.
func (p *parser) start() {
	if n := p.capacity(); cap(p.buf) >= n {
		p.out = p.buf[:0]
	} else {
		p.out = make([]byte, 0, n)
	}
	p.u.queryStart, p.u.fragStart, p.u.port = -1, -1, -1
}

// result is the URL p wrote.
func (p *parser) result() URL {
	if p.hrefIsInput {
		p.u.href = p.in
	} else {
		p.u.href = unsafe.String(unsafe.SliceData(p.out), len(p.out))
	}
	return p.u
}

func (p *parser) capacity() int {
	n := len(p.in) + 16
	if p.base != nil {
		n += len(p.base.href)
	}
	return n
}

// prepare trims leading and trailing C0 controls and spaces and removes
// tabs and newlines, reporting invalid-URL-unit for each.
func (p *parser) prepare() {
	s := p.orig
	start, end := 0, len(s)
	for start < end && s[start] <= ' ' {
		start++
	}
	for end > start && s[end-1] <= ' ' {
		end--
	}
	switch {
	case start > 0:
		p.reportAbs(ErrInvalidURLUnit, 0)
	case end < len(s):
		p.reportAbs(ErrInvalidURLUnit, end)
	}
	p.in, p.off = s[start:end], start
	if !hasTabOrNewline(p.in) {
		return
	}
	b := make([]byte, 0, len(p.in))
	p.posMap = make([]int32, 0, len(p.in))
	for i := 0; i < len(p.in); i++ {
		c := p.in[i]
		if c == '\t' || c == '\n' || c == '\r' {
			p.reportAbs(ErrInvalidURLUnit, start+i)
			continue
		}
		b = append(b, c)
		p.posMap = append(p.posMap, int32(start+i))
	}
	p.in = string(b)
}

// hasTabOrNewline reports whether s holds a tab, LF or CR: one vector
// scan over the printable bytes, which passes nearly every link whole;
// past the first byte outside them (a control, non-ASCII, whose runs
// would stop it at each byte), a search for each of the three.
func hasTabOrNewline(s string) bool {
	i := printable.Span(s, 0)
	if i == len(s) {
		return false
	}
	s = s[i:]
	return strings.IndexByte(s, '\t') >= 0 || strings.IndexByte(s, '\n') >= 0 || strings.IndexByte(s, '\r') >= 0
}

// printable is the set of printable ASCII bytes, which hasTabOrNewline
// passes with the vector step. Read-only.
var printable = bytespan.ColumnsOf(func(c byte) bool { return c >= ' ' && c < 0x7f })

// finish inserts "/." when a URL without host has a path whose first
// segment is empty, so that the serialization does not read as a host
// (URL serializer step 3).
func (p *parser) finish() {
	u := &p.u
	if u.hostKind != HostNull || u.opaque {
		return
	}
	path := p.out[u.pathStart:u.pathEndIn(p.out)]
	if len(path) < 2 || path[0] != '/' || path[1] != '/' {
		return
	}
	p.out = append(p.out, 0, 0)
	copy(p.out[u.pathStart+2:], p.out[u.pathStart:len(p.out)-2])
	p.out[u.pathStart], p.out[u.pathStart+1] = '/', '.'
	u.pathStart += 2
	if u.queryStart >= 0 {
		u.queryStart += 2
	}
	if u.fragStart >= 0 {
		u.fragStart += 2
	}
}

func (u *URL) pathEndIn(out []byte) int32 {
	switch {
	case u.queryStart >= 0:
		return u.queryStart
	case u.fragStart >= 0:
		return u.fragStart
	}
	return int32(len(out))
}

func isAlpha(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// schemeEnd returns the length of the scheme at the start of s when a ':'
// follows it, else 0.
func schemeEnd(s string) int {
	if s == "" || !isAlpha(s[0]) {
		return 0
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch {
		case isAlpha(c) || isDigit(c) || c == '+' || c == '-' || c == '.':
		case c == ':':
			return i
		default:
			return 0
		}
	}
	return 0
}

func (p *parser) at(i int) byte {
	if i < len(p.in) {
		return p.in[i]
	}
	return 0
}

func (p *parser) parse() bool {
	n := schemeEnd(p.in)
	if n == 0 {
		return p.noScheme()
	}
	p.writeScheme(n)
	scheme := p.scheme
	i := n + 1
	switch {
	case scheme == "file":
		if !strings.HasPrefix(p.in[i:], "//") {
			p.report(ErrSpecialSchemeMissingFollowingSolidus, i)
		}
		return p.fileState(i)
	case p.u.special && p.base != nil && p.base.Scheme() == scheme:
		if strings.HasPrefix(p.in[i:], "//") {
			return (!p.slow && p.fastAuthority(i+2)) || p.ignoreSlashes(i+2)
		}
		p.report(ErrSpecialSchemeMissingFollowingSolidus, i)
		return p.relative(i)
	case p.u.special:
		if strings.HasPrefix(p.in[i:], "//") {
			return (!p.slow && p.fastAuthority(i+2)) || p.ignoreSlashes(i+2)
		}
		p.report(ErrSpecialSchemeMissingFollowingSolidus, i)
		return p.ignoreSlashes(i)
	case p.at(i) == '/':
		if p.at(i+1) == '/' {
			return p.authority(i + 2)
		}
		p.setNoHost()
		return p.pathState(i + 1)
	}
	p.setNoHost()
	return p.opaquePath(i)
}

// writeScheme writes the scheme, p.in[:n], in lower case and the ':'.
func (p *parser) writeScheme(n int) {
	for i := 0; i < n; i++ {
		c := p.in[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		p.out = append(p.out, c)
	}
	p.u.schemeEnd = int32(n)
	p.out = append(p.out, ':')
	// The scheme's bytes are never written again: a view of them is safe.
	p.scheme = unsafe.String(unsafe.SliceData(p.out), n)
	_, p.u.special = specialPort(p.scheme)
}

// noScheme is the no scheme state.
func (p *parser) noScheme() bool {
	b := p.base
	c := p.at(0)
	if b == nil || (b.opaque && c != '#') {
		return p.fail(ErrMissingSchemeNonRelativeURL, 0)
	}
	p.copyScheme()
	if b.opaque {
		p.setNoHost()
		p.u.opaque = true
		p.out = append(p.out, b.href[b.pathStart:b.fragEnd()]...)
		p.u.queryStart = b.queryStart
		return p.fragment(1)
	}
	if b.Scheme() == "file" {
		return p.fileState(0)
	}
	return p.relative(0)
}

// fragEnd is where the fragment starts, or the end.
func (u *URL) fragEnd() int {
	if u.fragStart >= 0 {
		return int(u.fragStart)
	}
	return len(u.href)
}

func (p *parser) copyScheme() {
	b := p.base
	p.out = append(p.out, b.href[:b.schemeEnd+1]...)
	p.u.schemeEnd = b.schemeEnd
	p.scheme = b.Scheme()
	p.u.special = b.special
}

func (p *parser) setNoHost() {
	n := int32(len(p.out))
	p.u.hostKind = HostNull
	p.u.usernameEnd, p.u.hostStart, p.u.hostEnd, p.u.pathStart = n, n, n, n
}

// copyAuthority writes the base's "//", credentials, host and port (the
// relative states' "set url's username to base's username ... port").
func (p *parser) copyAuthority() {
	b := p.base
	if b.hostKind == HostNull {
		p.setNoHost()
		return
	}
	delta := int32(len(p.out)) - (b.schemeEnd + 1)
	p.out = append(p.out, b.href[b.schemeEnd+1:b.pathStart]...)
	p.u.usernameEnd = b.usernameEnd + delta
	p.u.hostStart, p.u.hostEnd = b.hostStart+delta, b.hostEnd+delta
	p.u.hostKind, p.u.port = b.hostKind, b.port
	p.u.pathStart = int32(len(p.out))
}

// copyPath appends the base's path (a list: the base has no opaque path).
func (p *parser) copyPath() {
	b := p.base
	p.out = append(p.out, b.href[b.pathStart:b.pathEnd()]...)
}

// fromBase copies the base's authority and path for a relative
// reference at in[i] (c) that does not start with a slash, and, when the
// reference is empty or starts a query or fragment, the base's query and
// the rest: done says it did, and ok is the parse's result.
func (p *parser) fromBase(i int, c byte) (done, ok bool) {
	p.copyAuthority()
	p.copyPath()
	switch {
	case i >= len(p.in):
		p.copyQuery()
		return true, true
	case c == '?':
		return true, p.query(i + 1)
	case c == '#':
		p.copyQuery()
		return true, p.fragment(i + 1)
	}
	return false, false
}

// relative is the relative state; the base's scheme is not "file".
func (p *parser) relative(i int) bool {
	if p.u.schemeEnd == 0 {
		p.copyScheme()
	}
	c := p.at(i)
	special := p.u.special
	if c == '/' || (special && c == '\\') {
		if c == '\\' {
			p.report(ErrInvalidReverseSolidus, i)
		}
		return p.relativeSlash(i + 1)
	}
	if done, ok := p.fromBase(i, c); done {
		return ok
	}
	p.shorten()
	return p.pathState(i)
}

func (p *parser) copyQuery() {
	b := p.base
	if b.queryStart < 0 {
		return
	}
	p.u.queryStart = int32(len(p.out))
	p.out = append(p.out, b.href[b.queryStart:b.fragEnd()]...)
}

// relativeSlash is the relative slash state.
func (p *parser) relativeSlash(i int) bool {
	c := p.at(i)
	if p.u.special && (c == '/' || c == '\\') {
		if c == '\\' {
			p.report(ErrInvalidReverseSolidus, i)
		}
		return p.ignoreSlashes(i + 1)
	}
	if c == '/' {
		return p.authority(i + 1)
	}
	p.copyAuthority()
	return p.pathState(i)
}

// ignoreSlashes is the special authority ignore slashes state.
func (p *parser) ignoreSlashes(i int) bool {
	for i < len(p.in) && (p.in[i] == '/' || p.in[i] == '\\') {
		p.report(ErrSpecialSchemeMissingFollowingSolidus, i)
		i++
	}
	return p.authority(i)
}

// authorityEnd returns the end of the authority starting at i: the first
// "/", "?", "#" (or "\" in a special URL) or the end.
func (p *parser) authorityEnd(i int) int {
	for ; i < len(p.in); i++ {
		switch p.in[i] {
		case '/', '?', '#':
			return i
		case '\\':
			if p.u.special {
				return i
			}
		}
	}
	return i
}

// authority runs the authority, host and port states from i, after "//".
func (p *parser) authority(i int) bool {
	end := p.authorityEnd(i)
	p.out = append(p.out, '/', '/')
	credStart := len(p.out)
	hostStart := i
	if at := strings.LastIndexByte(p.in[i:end], '@'); at >= 0 {
		at += i
		for j := i; j <= at; j++ {
			if p.in[j] == '@' {
				p.report(ErrInvalidCredentials, j)
			}
		}
		if at+1 == end {
			return p.fail(ErrHostMissing, end)
		}
		p.userinfo(p.in[i:at])
		hostStart = at + 1
	}
	if len(p.out) == credStart {
		p.u.usernameEnd = int32(credStart)
	}
	return p.hostPort(hostStart, end)
}

// userinfo writes the username and password (the authority state's
// "for each codePoint in buffer" steps) and the "@" when either is set.
func (p *parser) userinfo(s string) {
	start := len(p.out)
	user, pass, hasPass := strings.Cut(s, ":")
	p.out = appendEncoded(p.out, user, setUserinfo)
	p.u.usernameEnd = int32(len(p.out))
	if hasPass && pass != "" {
		p.out = append(p.out, ':')
		p.out = appendEncoded(p.out, pass, setUserinfo)
	}
	if len(p.out) > start {
		p.out = append(p.out, '@')
	}
}

// hostPort runs the host and port states on in[i:end].
func (p *parser) hostPort(i, end int) bool {
	colon := -1
	inBrackets := false
	for j := i; j < end; j++ {
		switch p.in[j] {
		case '[':
			inBrackets = true
		case ']':
			inBrackets = false
		case ':':
			if !inBrackets {
				colon = j
			}
		}
		if colon >= 0 {
			break
		}
	}
	hostEnd := end
	if colon >= 0 {
		hostEnd = colon
		if colon == i {
			return p.fail(ErrHostMissing, i)
		}
	} else if p.u.special && i == end {
		return p.fail(ErrHostMissing, i)
	}
	if !p.host(i, hostEnd, !p.u.special) {
		return false
	}
	if colon >= 0 && !p.portState(colon+1, end) {
		return false
	}
	p.u.pathStart = int32(len(p.out))
	return p.pathStart(end)
}

// portState parses in[i:end] as the port.
func (p *parser) portState(i, end int) bool {
	port := 0
	for j := i; j < end; j++ {
		c := p.in[j]
		if !isDigit(c) {
			return p.fail(ErrPortInvalid, j)
		}
		port = port*10 + int(c-'0')
		if port > 65535 {
			return p.fail(ErrPortOutOfRange, i)
		}
	}
	if i == end {
		return true
	}
	if def, _ := specialPort(p.scheme); int32(port) == def {
		return true
	}
	p.u.port = int32(port)
	p.out = append(p.out, ':')
	p.out = strconv.AppendInt(p.out, int64(port), 10)
	return true
}

package whatwg

import (
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
)

// fileState is the file state at in[i], after "file:" or, for a relative
// reference against a file base, at its start.
func (p *parser) fileState(i int) bool {
	if p.u.schemeEnd == 0 {
		p.out = append(p.out, "file:"...)
		p.u.schemeEnd = 4
		p.u.special = true
		p.scheme = "file"
	}
	c := p.at(i)
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.report(ErrInvalidReverseSolidus, i)
		}
		return p.fileSlash(i + 1)
	}
	b := p.base
	if b == nil || b.Scheme() != "file" {
		p.setEmptyHost()
		return p.pathState(i)
	}
	if done, ok := p.fromBase(i, c); done {
		return ok
	}
	if !startsWithDriveLetter(p.in[i:]) {
		p.shorten()
	} else {
		p.report(ErrFileInvalidWindowsDriveLetter, i)
		p.out = p.out[:p.u.pathStart]
	}
	return p.pathState(i)
}

// setEmptyHost writes "//" and the empty host.
func (p *parser) setEmptyHost() {
	p.out = append(p.out, '/', '/')
	n := int32(len(p.out))
	p.u.hostKind = HostEmpty
	p.u.usernameEnd, p.u.hostStart, p.u.hostEnd, p.u.pathStart = n, n, n, n
}

// fileSlash is the file slash state.
func (p *parser) fileSlash(i int) bool {
	c := p.at(i)
	if c == '/' || c == '\\' {
		if c == '\\' {
			p.report(ErrInvalidReverseSolidus, i)
		}
		return p.fileHost(i + 1)
	}
	b := p.base
	if b == nil || b.Scheme() != "file" {
		p.setEmptyHost()
		return p.pathState(i)
	}
	p.copyAuthority()
	if !startsWithDriveLetter(p.in[i:]) {
		if first := b.firstSegment(); isNormalizedDriveLetter(first) {
			p.out = append(p.out, '/')
			p.out = append(p.out, first...)
		}
	}
	return p.pathState(i)
}

// firstSegment returns path[0] of a URL whose path is a list.
func (u *URL) firstSegment() string {
	path := u.href[u.pathStart:u.pathEnd()]
	if len(path) == 0 {
		return ""
	}
	path = path[1:]
	for j := 0; j < len(path); j++ {
		if path[j] == '/' {
			return path[:j]
		}
	}
	return path
}

// fileHost is the file host state.
func (p *parser) fileHost(i int) bool {
	end := i
	for end < len(p.in) {
		c := p.in[end]
		if c == '/' || c == '\\' || c == '?' || c == '#' {
			break
		}
		end++
	}
	buf := p.in[i:end]
	if isDriveLetter(buf) {
		p.report(ErrFileInvalidWindowsDriveLetterHost, i)
		p.setEmptyHost()
		return p.pathState(i)
	}
	p.out = append(p.out, '/', '/')
	n := int32(len(p.out))
	p.u.usernameEnd = n
	if buf == "" {
		p.u.hostKind = HostEmpty
		p.u.hostStart, p.u.hostEnd, p.u.pathStart = n, n, n
		return p.pathStart(end)
	}
	if !p.host(i, end, false) {
		return false
	}
	if string(p.out[p.u.hostStart:p.u.hostEnd]) == "localhost" {
		p.out = p.out[:p.u.hostStart]
		p.u.hostEnd = p.u.hostStart
		p.u.hostKind = HostEmpty
	}
	p.u.pathStart = int32(len(p.out))
	return p.pathStart(end)
}

func isDriveLetter(s string) bool {
	return len(s) == 2 && isAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

func isNormalizedDriveLetter(s string) bool {
	return len(s) == 2 && isAlpha(s[0]) && s[1] == ':'
}

// startsWithDriveLetter is the URL Standard's "starts with a Windows drive
// letter".
func startsWithDriveLetter(s string) bool {
	if len(s) < 2 || !isDriveLetter(s[:2]) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	switch s[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

// pathStart is the path start state at in[i], after the host and port.
func (p *parser) pathStart(i int) bool {
	c := p.at(i)
	if p.u.special {
		if c == '\\' {
			p.report(ErrInvalidReverseSolidus, i)
		}
		if c == '/' || c == '\\' {
			i++
		}
		return p.pathState(i)
	}
	switch {
	case i >= len(p.in):
		return true
	case c == '?':
		return p.query(i + 1)
	case c == '#':
		return p.fragment(i + 1)
	case c == '/':
		i++
	}
	return p.pathState(i)
}

// shorten is the URL Standard's "shorten a url's path".
func (p *parser) shorten() {
	start := int(p.u.pathStart)
	path := p.out[start:]
	if p.scheme == "file" && len(path) == 3 && path[0] == '/' && isNormalizedDriveLetter(string(path[1:])) {
		return
	}
	for j := len(path) - 1; j >= 0; j-- {
		if path[j] == '/' {
			p.out = p.out[:start+j]
			return
		}
	}
}

// dotSegment applies a segment of kind (segmentKind's) to the path
// written so far, "." nothing and ".." its last segment off, each adding
// the empty segment that ends the path when no slash follows, and
// reports whether it was one.
func (p *parser) dotSegment(kind int, slash bool) bool {
	if kind == 0 {
		return false
	}
	if kind == 2 {
		p.shorten()
	}
	if !slash {
		p.out = append(p.out, '/')
	}
	return true
}

// segmentKind tells "." and ".." segments (and their %2e forms) apart:
// 1, 2, or 0 for any other segment.
func segmentKind(s string) int {
	switch len(s) {
	case 1:
		if s == "." {
			return 1
		}
	case 2:
		if s == ".." {
			return 2
		}
	case 3:
		if s[0] == '%' && s[1] == '2' && (s[2]|0x20) == 'e' {
			return 1
		}
	case 4:
		if (s[0] == '.' && isPct2e(s[1:])) || (isPct2e(s[:3]) && s[3] == '.') {
			return 2
		}
	case 6:
		if isPct2e(s[:3]) && isPct2e(s[3:]) {
			return 2
		}
	}
	return 0
}

func isPct2e(s string) bool { return s[0] == '%' && s[1] == '2' && (s[2]|0x20) == 'e' }

// pathDelims end a path segment: "/", "?" and "#", and "\\" in a special
// URL's path.
var pathDelims, specialPathDelims = func() (d, sd [256]bool) {
	d['/'], d['?'], d['#'] = true, true, true
	sd = d
	sd['\\'] = true
	return d, sd
}()

// pathState is the path state from in[i]: one segment per pass.
func (p *parser) pathState(i int) bool {
	special := p.u.special
	delim := &pathDelims
	if special {
		delim = &specialPathDelims
	}
	for {
		end := i
		for end < len(p.in) && !delim[p.in[end]] {
			end++
		}
		seg := p.in[i:end]
		c := p.at(end)
		atEnd := end >= len(p.in)
		slash := !atEnd && (c == '/' || (special && c == '\\'))
		if !atEnd && special && c == '\\' {
			p.report(ErrInvalidReverseSolidus, end)
		}
		if !p.dotSegment(segmentKind(seg), slash) {
			p.out = append(p.out, '/')
			if p.scheme == "file" && int(p.u.pathStart) == len(p.out)-1 && isDriveLetter(seg) {
				p.out = append(p.out, seg[0], ':')
			} else {
				p.encode(i, end, setPath)
			}
		}
		switch {
		case atEnd:
			return true
		case c == '?':
			return p.query(end + 1)
		case c == '#':
			return p.fragment(end + 1)
		}
		i = end + 1
	}
}

// encode appends in[i:end] percent-encoded with set, reporting
// invalid-URL-unit for each code point that is not a URL code point and
// each "%" not followed by two hex digits.
func (p *parser) encode(i, end int, set uint8) {
	s := p.in
	for i < end {
		// Most bytes are URL code points the set leaves alone: copy runs.
		j := passRun(s[:end], i, set)
		if j > i {
			p.out = append(p.out, s[i:j]...)
			if i = j; i >= end {
				return
			}
		}
		c := s[i]
		if c < 0x80 {
			if !urlCodePoint[c] && p.collect {
				if c != '%' {
					p.report(ErrInvalidURLUnit, i)
				} else if i+2 >= len(s) || !formvalue.IsHex(s[i+1]) || !formvalue.IsHex(s[i+2]) {
					p.report(ErrInvalidURLUnit, i)
				}
			}
			if encodeSets[c]&set != 0 {
				p.out = appendPercent(p.out, c)
			} else {
				p.out = append(p.out, c)
			}
			i++
			continue
		}
		r, size := decodeRune(s[i:min(end, len(s))])
		if r == badRune {
			p.out = append(p.out, replacementEncoded...)
		} else {
			if !isURLCodePoint(r) {
				p.report(ErrInvalidURLUnit, i)
			}
			for j := i; j < i+size; j++ {
				p.out = appendPercent(p.out, s[j])
			}
		}
		i += size
	}
}

// query is the query state from in[i], after "?".
func (p *parser) query(i int) bool {
	p.u.queryStart = int32(len(p.out))
	p.out = append(p.out, '?')
	end := len(p.in)
	if k := strings.IndexByte(p.in[i:], '#'); k >= 0 {
		end = i + k
	}
	set := setQuery
	if p.u.special {
		set = setSpecialQuery
	}
	p.encode(i, end, set)
	if end < len(p.in) {
		return p.fragment(end + 1)
	}
	return true
}

// fragment is the fragment state from in[i], after "#".
func (p *parser) fragment(i int) bool {
	p.u.fragStart = int32(len(p.out))
	p.out = append(p.out, '#')
	p.encode(i, len(p.in), setFragment)
	return true
}

// opaquePath is the opaque path state from in[i].
func (p *parser) opaquePath(i int) bool {
	p.u.opaque = true
	end := i
	for end < len(p.in) && p.in[end] != '?' && p.in[end] != '#' {
		end++
	}
	for j := i; j < end; {
		k := j
		for k < end && p.in[k] != ' ' {
			k++
		}
		p.encode(j, k, setC0)
		if k == end {
			break
		}
		p.report(ErrInvalidURLUnit, k)
		if k+1 == end && end < len(p.in) {
			p.out = append(p.out, "%20"...)
		} else {
			p.out = append(p.out, ' ')
		}
		j = k + 1
	}
	switch {
	case end >= len(p.in):
		return true
	case p.in[end] == '?':
		return p.query(end + 1)
	}
	return p.fragment(end + 1)
}

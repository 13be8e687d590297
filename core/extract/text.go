package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text returns the links of plain text, a chat message or Markdown, in
// order of appearance (duplicates included; see Unique).
func Text(s string, opts Options) []Link {
	return appendText(nil, s, opts, FromText)
}

// byte classes of the scan.
const (
	trigColon  = 1 << iota // ':' may end a scheme
	trigW                  // 'w' or 'W' may start "www."
	trigDot                // '.' may be part of a bare domain
	stopByte               // ends a link: space, controls, < > `
	trailPunct             // not kept at the end of a link
)

var byteClass = func() (t [256]uint8) {
	t[':'] |= trigColon
	t['w'] |= trigW
	t['W'] |= trigW
	t['.'] |= trigDot
	for c := 0; c <= ' '; c++ {
		t[c] |= stopByte
	}
	// A backslash is inside: a browser reads it as '/' in an http(s)
	// link (URL Standard, path and authority states), and the GFM
	// autolink extension ends a link only at white space or '<', so
	// https://good.example\@evil.example/ is one link, not a short one.
	for _, c := range "\x7f<>`" {
		t[c] |= stopByte
	}
	// GFM spec 6.9 drops ?!.,:*_~ at the end; the issue adds ;"'>.
	for _, c := range "?!.,:*_~;'\"" {
		t[c] |= trailPunct
	}
	return t
}()

// appendText scans s once, left to right. A trigger byte is looked at
// with bounded look-back; a link found moves the scan past its end.
func appendText(dst []Link, s string, opts Options, from Source) []Link {
	mask := uint8(trigColon | trigW)
	if opts.Bare {
		mask |= trigDot
	}
	for i := 0; i < len(s); {
		c := byteClass[s[i]]
		if c&mask == 0 {
			i++
			continue
		}
		var l Link
		next := i + 1
		var ok bool
		switch {
		case c&trigColon != 0:
			l, next, ok = schemeLink(s, i)
		case c&trigW != 0:
			l, next, ok = wwwLink(s, i)
		default:
			l, next, ok = bareLink(s, i)
		}
		if ok {
			l.From = from
			dst = append(dst, l)
		}
		i = max(next, i+1)
	}
	return dst
}

// schemeLink reads a link whose scheme ends at the colon s[i]: "http://",
// "mailto:", or a defanged "hxxp[://]", "http[:]//".
func schemeLink(s string, i int) (Link, int, bool) {
	if !colonMayEndScheme(s, i) {
		return Link{}, i + 1, false
	}
	schemeEnd, after, bracketed := i, 0, false
	switch {
	case i > 0 && s[i-1] == '[' && (strings.HasPrefix(s[i:], ":]//") || strings.HasPrefix(s[i:], "://]")):
		schemeEnd, after, bracketed = i-1, i+4, true
	case strings.HasPrefix(s[i:], "://"):
		after = i + 3
	default:
		after = i + 1
	}
	start := schemeEnd
	for start > 0 && schemeEnd-start < maxSchemeLen && isASCIILetter(s[start-1]) {
		start--
	}
	if start == schemeEnd || !boundaryBefore(s, start) {
		return Link{}, i + 1, false
	}
	sc, ok := lookupScheme(s[start:schemeEnd])
	if !ok || (!sc.slashes && (bracketed || after != i+1)) || (sc.slashes && after == i+1) {
		return Link{}, i + 1, false
	}
	stop := scanBody(s, after)
	end := trimEnd(s, after, stop)
	if end <= after || (sc.slashes && strings.IndexByte("/?#.-", s[after]) >= 0) ||
		(!sc.slashes && !strings.Contains(s[after:end], "@")) {
		return Link{}, i + 1, false
	}
	l := Link{Pos: start, Cut: cutAt(s, stop)}
	body, hostDefanged := refangHost(s[after:end])
	written := s[start:schemeEnd]
	l.Refanged = bracketed || hostDefanged || !strings.EqualFold(written, sc.refanged)
	if !l.Refanged {
		l.URL = s[start:end]
		return l, end, true
	}
	sep := ":"
	if sc.slashes {
		sep = "://"
	}
	l.URL = sc.refanged + sep + body
	return l, end, true
}

// colonMayEndScheme is the quick test that turns away most colons of
// prose ("Note:", "14:30") before any look-back: a scheme's colon is
// followed by "//" or "]", or preceded by "[" or "mailto".
func colonMayEndScheme(s string, i int) bool {
	if i+1 < len(s) && (s[i+1] == '/' || s[i+1] == ']') {
		return true
	}
	if i > 0 && s[i-1] == '[' {
		return true
	}
	return i >= 6 && (s[i-1]|0x20) == 'o' && strings.EqualFold(s[i-6:i], "mailto")
}

// wwwLink reads a "www." link (GFM spec 6.9, extended www autolink):
// "www." and a valid domain, then anything up to white space or '<'.
func wwwLink(s string, i int) (Link, int, bool) {
	if len(s)-i < 5 || s[i+1]|0x20 != 'w' || s[i+2]|0x20 != 'w' || separatorLen(s, i+3) == 0 {
		return Link{}, i + 1, false
	}
	if !boundaryBefore(s, i) || (i > 0 && strings.IndexByte("@./:-", s[i-1]) >= 0) {
		return Link{}, i + 1, false // inside an address, a path or another name
	}
	d, ok := scanDomain(s, i)
	if !ok {
		return Link{}, max(d, i+1), false
	}
	if at, email := addressAt(s, d); email {
		return Link{}, at + 1, false // www.info@skive-hallerne.dk is an address
	}
	return hostLink(s, i, d)
}

// bareLink reads a bare domain around the separator at s[i] ("example.com",
// "example[.]com"), whose last label must be a top-level domain.
func bareLink(s string, i int) (Link, int, bool) {
	sep := i
	if i > 0 && (s[i-1] == '[' || s[i-1] == '(') && separatorLen(s, i-1) == 3 {
		sep = i - 1
	}
	start := sep
	for start > 0 && sep-start < maxDomainLen {
		r, size := utf8.DecodeLastRuneInString(s[:start])
		if !isLabelRune(r) {
			break
		}
		start -= size
	}
	if start == sep || !boundaryBefore(s, start) || (start > 0 && strings.IndexByte("@./:", s[start-1]) >= 0) {
		return Link{}, i + 1, false
	}
	d, ok := scanDomain(s, start)
	if !ok || d <= i {
		return Link{}, max(d, i+1), false
	}
	if at, email := addressAt(s, d); email {
		return Link{}, at + 1, false // name.al+lastname@foo.com is an address
	}
	if !hasPublicTLD(s[start:d]) {
		return Link{}, max(d, i+1), false
	}
	return hostLink(s, start, d)
}

// addressAt reports whether the name that ends at s[d] is the start of an
// e-mail address's local part (GFM spec 6.9, extended email autolink: the
// characters . + - _ and letters and digits, then @ and a domain), and
// where its @ is: an address is no web link, nor is any part of it.
func addressAt(s string, d int) (int, bool) {
	j := d
	for j < len(s) && j-d < 64 && (isAlnum(s[j]) || strings.IndexByte(".+-_", s[j]) >= 0) {
		j++
	}
	if j+1 < len(s) && s[j] == '@' && isAlnum(s[j+1]) {
		return j, true
	}
	return 0, false
}

// hostLink is the link of a domain s[start:d] without a scheme: the rest
// follows when it is a port, path, query or fragment. A ':' and digits
// that are not a valid port (1 to 65535) make it no link (linkify-it's
// "google.com:500000"); a ':' and anything else ends it ("google.com: ").
func hostLink(s string, start, d int) (Link, int, bool) {
	end, stop := d, d
	switch {
	case d+1 < len(s) && s[d] == ':' && '0' <= s[d+1] && s[d+1] <= '9':
		if !validPort(s, d+1) {
			return Link{}, d, false
		}
		stop = scanBody(s, d)
		end = max(d, trimEnd(s, d, stop))
	case d < len(s) && strings.IndexByte("/?#", s[d]) >= 0:
		stop = scanBody(s, d)
		end = max(d, trimEnd(s, d, stop))
	}
	body, defanged := refangHost(s[start:end])
	return Link{URL: "http://" + body, Pos: start, Refanged: defanged, Cut: cutAt(s, stop)}, max(end, start+1), true
}

// validPort reports whether s[i:] starts with a port of 1 to 5 digits, at
// most 65535, that ends the authority.
func validPort(s string, i int) bool {
	n, j := 0, i
	for j < len(s) && j-i < 6 && '0' <= s[j] && s[j] <= '9' {
		n = n*10 + int(s[j]-'0')
		j++
	}
	if j == i || j-i > 5 || n > 65535 {
		return false
	}
	return j == len(s) || strings.IndexByte("/?#", s[j]) >= 0 || byteClass[s[j]]&(stopByte|trailPunct) != 0
}

const maxDomainLen = 253

// scanDomain reads labels and separators from s[i] (GFM's valid domain:
// at least one separator, no underscore in the last two labels, no empty
// label). It returns the end of the domain, a trailing dot excluded.
func scanDomain(s string, i int) (int, bool) {
	labels, last, prev := 0, false, false // underscores in the last two labels
	labelStart, end := i, i
	underscore := false
	for j := i; j < len(s); {
		if n := separatorLen(s, j); n > 0 {
			if j == labelStart {
				break
			}
			labels++
			prev, last, underscore = last, underscore, false
			end = j
			j += n
			labelStart = j
			continue
		}
		r, size := utf8.DecodeRuneInString(s[j:])
		if !isLabelRune(r) {
			break
		}
		if r == '_' {
			underscore = true
		}
		j += size
		end = j
	}
	if end > labelStart { // the last label
		labels++
		prev, last = last, underscore
	} // else a trailing separator: end is before it, the labels are counted
	return end, labels >= 2 && !last && !prev && end-i <= maxDomainLen
}

// separatorLen is the length of a domain separator at s[j]: ".", or the
// defanged "[.]" or "(.)"; 0 when there is none.
func separatorLen(s string, j int) int {
	switch {
	case j >= len(s):
		return 0
	case s[j] == '.':
		return 1
	case (s[j] == '[' && strings.HasPrefix(s[j:], "[.]")) || (s[j] == '(' && strings.HasPrefix(s[j:], "(.)")):
		return 3
	}
	return 0
}

func isLabelRune(r rune) bool {
	if r < utf8.RuneSelf {
		return isASCIILetter(byte(r)) || ('0' <= r && r <= '9') || r == '-' || r == '_'
	}
	return r != utf8.RuneError && unicode.In(r, unicode.L, unicode.M, unicode.Nd, unicode.So) // So: ➡.ws, 🍄.ga
}

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// boundaryBefore reports whether a link may start at s[i]: at the start,
// or after a character that is not an ASCII letter or digit (GFM spec
// 6.9: "after white space, or any of the delimiting characters *, _, ~,
// and (", so Markdown's _http://…_ emphasis holds a link, which
// linkify-it, refusing '_', misses). Unlike linkify-it, a non-ASCII
// letter may come right before a link: Chinese and Japanese text puts no
// space before one ("请访问https://…").
func boundaryBefore(s string, i int) bool {
	if i == 0 {
		return true
	}
	c := s[i-1]
	return !(isASCIILetter(c) || ('0' <= c && c <= '9'))
}

// scanBody returns where the link that continues at s[i] stops: before
// white space, a control, one of < > ` \, a character that is not valid
// UTF-8, non-ASCII punctuation that no ASCII letter or digit follows
// (。，」«» … end it; the en dash of /wiki/Hatfield–McCoy_feud and the
// fullwidth ？ of /p？q=1 are inside it, as GFM reads them), or a closing bracket that
// closes no bracket of the link (linkify-it's balanced (), [], {}; the
// end of Markdown's "[text](url)"). A '"' stays inside when a letter or
// digit follows it or it closes a quote of the link (linkify-it's
// blah_"doublequoted"), so a quoted link or a JSON string ends before it.
func scanBody(s string, i int) int {
	var depth [3]int // ( [ {
	quoted, path := false, false
	for i < len(s) {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if stopRune(r, size) && !(unicode.IsPunct(r) && i+size < len(s) && isAlnum(s[i+size])) &&
				!(path && endsPath(s, r, i+size)) {
				return i
			}
			i += size
			continue
		}
		if byteClass[c]&stopByte != 0 {
			return i
		}
		switch c {
		case '/':
			path = true
		case '(', '[', '{':
			depth[bracketIndex(c)]++
		case ')', ']', '}':
			k := bracketIndex(c)
			if depth[k] == 0 {
				return i
			}
			depth[k]--
		case '"':
			if quoted {
				quoted = false
			} else if i+1 < len(s) && isAlnum(s[i+1]) {
				quoted = true
			} else {
				return i
			}
		}
		i++
	}
	return i
}

// endsPath reports whether the full-width question or exclamation mark
// r, whose next byte is s[next], ends the path it follows: white space,
// the end of the text or a closing bracket or quote comes next. Japanese
// and Chinese page names end with them (/wiki/けいおん！), and the GFM
// autolink extension (github/cmark-gfm extensions/autolink.c@85d8952,
// autolink_delim trims only ASCII punctuation) and linkify-it
// (markdown-it/linkify-it lib/re.mjs@8e887d5, src_path: a path character
// is anything but white space, a control or listed ASCII punctuation)
// keep them.
func endsPath(s string, r rune, next int) bool {
	if r != '\uff1f' && r != '\uff01' {
		return false
	}
	if next >= len(s) || strings.IndexByte(")]}>\"'", s[next]) >= 0 {
		return true
	}
	n, _ := utf8.DecodeRuneInString(s[next:])
	return unicode.IsSpace(n)
}

func bracketIndex(c byte) int {
	switch c {
	case '(', ')':
		return 0
	case '[', ']':
		return 1
	}
	return 2
}

func isAlnum(c byte) bool { return isASCIILetter(c) || ('0' <= c && c <= '9') }

func stopRune(r rune, size int) bool {
	switch {
	case r == utf8.RuneError && size == 1:
		return true
	case r == '\u200b' || r == '\ufeff' || r == '\uff5c': // zero-width space, BOM, fullwidth |
		return true
	}
	return unicode.IsSpace(r) || unicode.IsControl(r) || unicode.IsPunct(r)
}

// trimEnd drops what may not end a link (GFM spec 6.9): trailing
// punctuation, an entity reference ("&amp;") or ';' at the end, and a
// quote that closes no quote of the link (linkify-it keeps
// blah_'singlequoted').
func trimEnd(s string, start, end int) int {
	for end > start {
		c := s[end-1]
		if c >= utf8.RuneSelf {
			if r, size := utf8.DecodeLastRuneInString(s[start:end]); isBidiControl(r) {
				end -= size // an isolate or embedding that closes around the link
				continue
			}
			return end
		}
		switch {
		case c == ';':
			end = entityStart(s, start, end-1)
		case (c == '\'' || c == '"') && strings.Count(s[start:end], string(c))%2 == 0:
			return end
		case byteClass[c]&trailPunct != 0:
			end--
		default:
			return end
		}
	}
	return end
}

// isBidiControl reports whether r is one of the explicit directional
// formatting characters (Unicode Standard Annex #9, section 2): marks,
// embeddings, overrides and isolates. One at the end of a link closes
// what was opened around it in right-to-left text (twitter-text
// conformance/extract.yml, urls_with_directional_markers); inside a link
// it stays, for inspect to flag.
func isBidiControl(r rune) bool {
	return r == '\u200e' || r == '\u200f' || r == '\u061c' || ('\u202a' <= r && r <= '\u202e') || ('\u2066' <= r && r <= '\u2069')
}

// entityStart returns where a character reference that ends at semi
// starts: a named one ("&amp"), a decimal ("&#39") or a hexadecimal one
// ("&#x27"), as HTML writes them (WHATWG HTML 13.1.4); semi when there is
// none.
func entityStart(s string, start, semi int) int {
	j := semi
	for j > start && isAlnum(s[j-1]) {
		j--
	}
	if j == semi || j == start {
		return semi
	}
	if s[j-1] == '&' {
		return j - 1
	}
	if hash := j - 1; s[hash] == '#' && hash > start && s[hash-1] == '&' {
		return hash - 1 // "&#39", "&#x27": the run of letters and digits took the x
	}
	return semi
}

// refangHost writes "[.]" and "(.)" in the authority of s (up to the first
// '/', '?' or '#') as '.'.
func refangHost(s string) (string, bool) {
	host := s
	if k := strings.IndexAny(s, "/?#"); k >= 0 {
		host = s[:k]
	}
	if !strings.Contains(host, "[.]") && !strings.Contains(host, "(.)") {
		return s, false
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(host); i++ {
		if n := separatorLen(host, i); n == 3 {
			b = append(b, '.')
			i += 2
			continue
		}
		b = append(b, host[i])
	}
	return string(append(b, s[len(host):]...)), true
}

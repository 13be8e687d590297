package safebrowsing

import (
	"strings"

	"github.com/linkscope/linkscope/core/uri"
)

// scratch holds the buffers one canonicalization works in; a Hasher keeps
// one, so the steady state allocates nothing here.
type scratch struct {
	clean, host, path, query, tmp []byte
	hosts                         map[string]string // hostCacheSize costly host conversions
	caching                       bool              // whether to use hosts: worth it only across many URLs
}

// run canonicalizes raw into sc's buffers and *v, in the document's order,
// telling rec (when not nil) about every step.
func (sc *scratch) run(raw string, rec *recorder, v *view) error {
	s, lead := trimSpace(raw)
	if rec != nil {
		rec.add("trim", s)
	}
	if s == "" {
		return &Error{Input: raw, Pos: -1, Rule: RuleEmpty, Reason: "the URL is empty"}
	}
	// Tab, CR, LF and '#' all need escaping: none lies before the first
	// byte that does, which one scan finds, and for most links that is the
	// end or a '%' in the query, so the searches for them start there.
	stop := kept.Span(s, 0)
	cleaned := false
	if hasTabCRLF(s[stop:]) {
		sc.clean = removeTabCRLF(sc.clean[:0], s)
		s, cleaned = string(sc.clean), true
		stop = kept.Span(s, 0)
		if rec != nil {
			rec.add("remove-tab-cr-lf", s)
		}
	}
	if i := strings.IndexByte(s[stop:], '#'); i >= 0 {
		s = s[:stop+i]
		if rec != nil {
			rec.add("remove-fragment", s)
		}
	}
	var parts parts
	p := &parts
	if perr := split(s, p); perr != nil {
		perr.Input = raw
		if perr.Pos >= 0 {
			perr.Pos = inputPos(raw, lead, perr.Pos, cleaned)
		}
		return perr
	}
	if rec != nil {
		rec.parsed(p, s)
	}
	return sc.canonicalize(p, s, stop, raw, rec, v)
}

// parsed records the steps that parsing took: a default scheme, userinfo
// and port dropped, an empty path made "/".
func (r *recorder) parsed(p *parts, s string) {
	if p.addedScheme != "" {
		r.add("add-scheme", p.addedScheme+s)
	}
	r.add("scheme-lowercase", p.render(true, true, false))
	if p.hasUser {
		r.add("remove-userinfo", p.render(false, true, false))
	}
	if p.hasPort {
		r.add("remove-port", p.render(false, false, false))
	}
	if p.path == "" {
		r.add("add-path", p.render(false, false, true))
	}
}

// render writes p back as a URL, with or without userinfo and port.
func (p *parts) render(user, port, addPath bool) string {
	b := append([]byte(p.scheme), "://"...)
	if user && p.hasUser {
		b = append(append(b, p.user...), '@')
	}
	b = append(b, p.host...)
	if port && p.hasPort {
		b = append(append(b, ':'), p.port...)
	}
	b = append(b, p.path...)
	if addPath && p.path == "" {
		b = append(b, '/')
	}
	if p.hasQuery {
		b = append(append(b, '?'), p.query...)
	}
	return string(b)
}

// inputPos maps an offset in the trimmed, cleaned input back to raw.
func inputPos(raw string, lead, pos int, cleaned bool) int {
	if !cleaned {
		return lead + pos
	}
	i := lead
	for n := 0; i < len(raw); i++ {
		if c := raw[i]; c == '\t' || c == '\r' || c == '\n' {
			continue
		}
		if n == pos {
			return i
		}
		n++
	}
	return i
}

// canonicalize unescapes the components of p, split from s, and
// canonicalizes host and path; stop is where the first byte of s that
// needs escaping lies (see settledComponents).
func (sc *scratch) canonicalize(p *parts, s string, stop int, raw string, rec *recorder, v *view) error {
	*v = view{scheme: p.scheme, hasQuery: p.hasQuery}
	path := p.path
	if path == "" {
		path = "/"
	}
	if rec == nil { // a recording run shows the unescaped URL: it takes every step
		v.settled = settledComponents(s, stop, p, path)
	}
	v.host = unescapeUnlessSettled(sc.host[:0], p.host, v.settled.host)
	v.path = unescapeUnlessSettled(sc.path[:0], path, v.settled.path)
	v.query = unescapeUnlessSettled(sc.query[:0], p.query, v.settled.query)
	note := func(name string) {
		if rec != nil {
			rec.add(name, string(v.appendRaw(nil)))
		}
	}
	note("unescape")
	if err := sc.canonicalHost(v, p, raw, rec, note); err != nil {
		return err
	}
	if pathNeedsSteps(v.path) {
		v.path = uri.RemoveDotSegmentsInPlace(v.path)
		note("path-dot-segments")
		v.path = collapseSlashes(v.path)
		note("path-slashes")
	}
	sc.host, sc.path, sc.query = v.host, v.path, v.query
	return nil
}

// canonicalHost takes v's host through its steps, calling note after each
// one: dots, IDNA, an IP address's canonical form, lower case. One scan
// of the host tells which steps have work to do.
func (sc *scratch) canonicalHost(v *view, p *parts, raw string, rec *recorder, note func(step string)) *Error {
	shape := shapeOf(v.host)
	if shape.strayDots {
		v.host = collapseDots(v.host)
	}
	note("host-dots")
	ascii := !shape.nonASCII
	changed := sc.cachedHost(&v.host, ascii, rec)
	if !changed {
		key := sc.hostKey(v.host, ascii, rec)
		if !ascii {
			if v.host, changed = toASCII(v.host); changed {
				note("host-idna")
			}
		}
		if len(v.host) == 0 {
			return &Error{Input: raw, Pos: -1, Rule: RuleHost, Reason: "the host " + quote(p.host) + " is empty once its dots are removed"}
		}
		if sc.canonicalIP(v, changed || !shape.notIPv4, note) {
			changed = true
		}
		sc.storeHost(key, v.host)
	}
	if shape.upper || changed {
		lowerASCII(v.host)
	}
	note("host-lowercase")
	return nil
}

// canonicalIP rewrites an IPv6 literal host, or an IPv4 address in any
// form when maybeIPv4, in its canonical form, and reports whether it did.
func (sc *scratch) canonicalIP(v *view, maybeIPv4 bool, note func(step string)) bool {
	var ok bool
	if v.host, ok = canonicalIPv6(v.host, &sc.tmp); ok {
		note("host-ipv6")
		return true
	}
	if !maybeIPv4 {
		return false
	}
	a, ok := parseIPv4(v.host)
	if !ok {
		return false
	}
	sc.tmp = appendIPv4(sc.tmp[:0], a)
	v.host = append(v.host[:0], sc.tmp...)
	note("host-ipv4")
	return true
}

package safebrowsing

// Canonical is a canonicalized URL and its components, as the document
// builds them: URL is Scheme + "://" + Host + Path, plus "?" + Query when
// HasQuery. Host and Path are escaped as in URL; userinfo, port and
// fragment are gone.
type Canonical struct {
	URL      string
	Scheme   string
	Host     string
	Path     string
	Query    string
	HasQuery bool // an empty query stays: "http://www.google.com/q?" is canonical
}

// Step is one canonicalization step that changed the URL, for a UI that
// shows the work: Before and After are the whole URL around the step. They
// hold unescaped bytes between the "unescape" and "escape" steps, so a view
// must pass them through textsafe.Escape.
type Step struct {
	Name   string // one of the step names listed at CanonicalizeSteps
	Before string
	After  string
}

// Canonicalize returns the canonical form of raw, a URL as a user would
// paste it; a URL without a scheme is taken as http.
func Canonicalize(raw string) (Canonical, error) {
	var sc scratch
	var v view
	if err := sc.run(raw, nil, &v); err != nil {
		return Canonical{}, err
	}
	var l layout
	b := v.appendURL(nil, &l)
	return l.canonical(string(b)), nil
}

// CanonicalizeSteps is Canonicalize recording each step that changed
// something, in order. The step names are: trim, remove-tab-cr-lf,
// remove-fragment, add-scheme, scheme-lowercase, remove-userinfo, remove-port, add-path,
// unescape, host-dots, host-idna, host-ipv4, host-ipv6, host-lowercase,
// path-dot-segments, path-slashes, escape.
func CanonicalizeSteps(raw string) (Canonical, []Step, error) {
	var sc scratch
	rec := &recorder{prev: raw}
	var v view
	if err := sc.run(raw, rec, &v); err != nil {
		return Canonical{}, rec.steps, err
	}
	var l layout
	b := v.appendURL(nil, &l)
	c := l.canonical(string(b))
	rec.add("escape", c.URL)
	return c, rec.steps, nil
}

// recorder collects steps; a nil recorder records nothing and costs nothing.
type recorder struct {
	prev  string
	steps []Step
}

func (r *recorder) add(name, after string) {
	if after != r.prev {
		r.steps = append(r.steps, Step{Name: name, Before: r.prev, After: after})
		r.prev = after
	}
}

// view is a canonicalized URL before its final escaping: the components
// live in a scratch's buffers.
type view struct {
	scheme            string
	host, path, query []byte
	hasQuery          bool
	settled           settledParts // the components kept as written, escapes and all
}

// settledParts tells which components were settled as written (see
// settled), so that they skip the unescaping and the escaping.
type settledParts struct{ host, path, query bool }

// layout locates the components in a canonical URL built by appendURL.
type layout struct {
	scheme, host, path, query int // the scheme's length; where host, path and "?" start
	hasQuery                  bool
}

// appendURL appends the canonical URL, the components escaped, to dst,
// which must be empty.
// The layout goes out through a pointer: returned with the URL, it was
// spilled field by field and copied in sixteen-byte moves, loads that wait
// for the narrower stores to drain (a Hasher's lookup spent 3% of its
// time there).
func (v *view) appendURL(dst []byte, l *layout) []byte {
	*l = layout{scheme: len(v.scheme), hasQuery: v.hasQuery}
	dst = append(dst, v.scheme...)
	dst = append(dst, "://"...)
	l.host = len(dst)
	dst = escapeUnlessSettled(dst, v.host, v.settled.host)
	l.path = len(dst)
	dst = escapeUnlessSettled(dst, v.path, v.settled.path)
	l.query = len(dst)
	if v.hasQuery {
		dst = append(dst, '?')
		dst = escapeUnlessSettled(dst, v.query, v.settled.query)
	}
	return dst
}

// appendRaw appends the URL with the components as they stand, unescaped:
// what a recorded step shows.
func (v *view) appendRaw(dst []byte) []byte {
	dst = append(dst, v.scheme...)
	dst = append(dst, "://"...)
	dst = append(dst, v.host...)
	dst = append(dst, v.path...)
	if v.hasQuery {
		dst = append(dst, '?')
		dst = append(dst, v.query...)
	}
	return dst
}

// canonical slices url, built by appendURL, into its components.
func (l *layout) canonical(url string) Canonical {
	var c Canonical
	l.fill(&c, url)
	return c
}

// fill sets the fields of *c one by one, without building a Canonical to
// copy: see appendURL.
func (l *layout) fill(c *Canonical, url string) {
	c.URL, c.Scheme, c.Host, c.Path, c.HasQuery = url, url[:l.scheme], url[l.host:l.path], url[l.path:l.query], l.hasQuery
	c.Query = ""
	if l.hasQuery {
		c.Query = url[l.query+1:]
	}
}

package safebrowsing

// Hasher does Lookup's work for many URLs, reusing its buffers: in the
// steady state Lookup allocates nothing but, once a hundred links or so, a
// slab for the canonical URLs' strings (see urlSlab). It
// remembers up to 256 costly host conversions (IDNA, IPv6) and 256 Public
// Suffix List answers, since a batch sees the same hosts again and again.
// Hashes are not remembered: with the CPU's SHA instructions a hash costs
// less than looking it up in a map.
// The zero value is ready to use; a Hasher is not safe for concurrent use.
type Hasher struct {
	sc     scratch
	url    []byte
	urls   urlSlab
	spans  [MaxExpressions]span
	exprs  [MaxExpressions]string
	hashes [MaxExpressions]Hash
	digest digester
	res    Result
	psl    pslCache
}

// Lookup canonicalizes raw and computes its expressions and hashes. The
// returned Result belongs to the Hasher and is overwritten by the next
// Lookup (its strings stay valid); Clone it to keep it.
func (h *Hasher) Lookup(raw string, rule HostRule) (*Result, error) {
	return h.lookup(raw, rule, nil)
}

// LookupSteps is Lookup recording the canonicalization steps that changed
// something (see CanonicalizeSteps), in one pass: a view that shows both
// canonicalizes once.
func (h *Hasher) LookupSteps(raw string, rule HostRule) (*Result, []Step, error) {
	rec := &recorder{prev: raw}
	res, err := h.lookup(raw, rule, rec)
	if err != nil {
		return nil, rec.steps, err
	}
	rec.add("escape", res.Canonical.URL)
	return res, rec.steps, nil
}

func (h *Hasher) lookup(raw string, rule HostRule, rec *recorder) (*Result, error) {
	h.sc.caching = true
	var v view
	if err := h.sc.run(raw, rec, &v); err != nil {
		return nil, err
	}
	var l layout
	h.url = v.appendURL(h.url[:0], &l)
	// A copy, even when the link was canonical already: a string pointing
	// into the input keeps a batch's whole chunk of lines reachable, and
	// the collector's extra work cost more than the copy saved (measured
	// over inspect --json). The copy goes to a slab shared by many links.
	url := h.urls.store(h.url)
	// The result is written field by field, not built and copied: see
	// appendURL.
	res := &h.res
	l.fill(&res.Canonical, url)
	res.Rule = rule
	if h.psl == nil {
		h.psl = make(pslCache, pslCacheSize)
	}
	spans := appendSpans(h.spans[:0], url, l.host, l.path, l.query, l.hasQuery && l.query+1 < len(url), rule, h.psl)
	for i, s := range spans {
		h.exprs[i] = url[s.start:s.end]
	}
	h.digest.sumSpans(h.url, spans, h.hashes[:len(spans)])
	res.Expressions, res.Hashes = h.exprs[:len(spans)], h.hashes[:len(spans)]
	return &h.res, nil
}

package safebrowsing

// hostCacheSize bounds the cache of costly host conversions; when full it
// is emptied, so memory stays bounded whatever the input.
const hostCacheSize = 256

// costlyHost reports whether h needs IDNA or IPv6 parsing: the host steps
// that allocate, worth remembering across the URLs of a batch, where the
// same hosts come back again and again.
// Longer hosts are not cached, so the cache holds at most
// hostCacheSize * 2 * maxIDNHost bytes whatever the input.
// ascii tells whether h is ASCII, which the caller knows.
func costlyHost(h []byte, ascii bool) bool {
	return len(h) > 0 && len(h) <= maxIDNHost && (h[0] == '[' || !ascii)
}

// cachedHost replaces *h by its remembered conversion. A recording run
// never uses the cache: it must see every step.
func (sc *scratch) cachedHost(h *[]byte, ascii bool, rec *recorder) bool {
	if rec != nil || !sc.caching || !costlyHost(*h, ascii) {
		return false
	}
	c, ok := sc.hosts[string(*h)]
	if ok {
		*h = append((*h)[:0], c...)
	}
	return ok
}

// hostKey returns the cache key for h before its conversion, or "" when h
// is not worth caching.
func (sc *scratch) hostKey(h []byte, ascii bool, rec *recorder) string {
	if rec != nil || !sc.caching || !costlyHost(h, ascii) {
		return ""
	}
	return string(h)
}

func (sc *scratch) storeHost(key string, h []byte) {
	if key == "" {
		return
	}
	if sc.hosts == nil || len(sc.hosts) >= hostCacheSize {
		sc.hosts = make(map[string]string, hostCacheSize)
	}
	sc.hosts[key] = string(h)
}

package tracking

import "strings"

// site is the host of a URL, computed when a site-scoped candidate needs it.
type site struct {
	url, h string
	done   bool
}

func (s *site) host() string {
	if !s.done {
		s.h, s.done = HostOf(s.url), true
	}
	return s.h
}

// onSites reports whether host is one of sites or a subdomain of one.
func onSites(host string, sites []string) bool {
	if host == "" {
		return false
	}
	for _, s := range sites {
		if host == s || len(host) > len(s) && host[len(host)-len(s)-1] == '.' && strings.HasSuffix(host, s) {
			return true
		}
	}
	return false
}

// HostOf returns the host of a URL in lower case, without userinfo, port,
// brackets' content untouched or a trailing dot: what site scopes compare.
// It does not validate; a URL without an authority has no host ("").
func HostOf(rawURL string) string {
	i := strings.Index(rawURL, "://")
	if i <= 0 || strings.ContainsAny(rawURL[:i], "/?#") {
		return ""
	}
	auth := rawURL[i+3:]
	if end := strings.IndexAny(auth, "/?#"); end >= 0 {
		auth = auth[:end]
	}
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		auth = auth[at+1:]
	}
	if c := strings.LastIndexByte(auth, ':'); c >= 0 && !strings.Contains(auth[c:], "]") {
		auth = auth[:c]
	}
	auth = strings.TrimSuffix(auth, ".")
	for j := 0; j < len(auth); j++ {
		if 'A' <= auth[j] && auth[j] <= 'Z' {
			return strings.ToLower(auth)
		}
	}
	return auth
}

// keptBecause says why the clean link of rawURL keeps a match of p, or ""
// when it drops it. Exceptions look at the URL before its query (scheme,
// host and path), which cleaning never changes, so a clean link is clean.
func keptBecause(p *Param, rawURL string) string {
	if p.Drop && len(p.KeepIf) == 0 { // nearly every parameter: inlined at each match
		return ""
	}
	return keptByException(p, rawURL)
}

// keptByException is keptBecause for a parameter the clean link keeps,
// or keeps on some links.
func keptByException(p *Param, rawURL string) string {
	if !p.Drop {
		return p.Why
	}
	if i := strings.IndexAny(rawURL, "?#"); i >= 0 {
		rawURL = rawURL[:i]
	}
	for _, k := range p.KeepIf {
		if strings.Contains(rawURL, k) {
			return p.Why + " (the link contains " + `"` + k + `")`
		}
	}
	return ""
}

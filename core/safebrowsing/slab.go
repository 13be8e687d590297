package safebrowsing

import "strings"

// slabSize is the room a slab gives the canonical URLs of a batch: about a
// hundred corpus links' worth, so a Hasher allocates once a hundred links
// rather than once a link. A URL longer than a quarter of it is given a
// string of its own, so a slab is never mostly wasted.
const slabSize = 16 << 10

// urlSlab hands out strings cut from one growing string: a strings.Builder
// never moves or changes the bytes it has written while its room lasts, so
// each string it returned stays valid and unchanged as more are appended,
// and a full slab is left to the collector with the strings still using
// it. The zero value is ready to use.
type urlSlab struct {
	b *strings.Builder // a pointer: a Builder may not be copied once written, a Hasher may
}

// store returns a string holding the bytes of s.
func (u *urlSlab) store(s []byte) string {
	if len(s) > slabSize/4 {
		return string(s)
	}
	if u.b == nil || u.b.Cap()-u.b.Len() < len(s) {
		u.b = new(strings.Builder)
		u.b.Grow(slabSize)
	}
	at := u.b.Len()
	u.b.Write(s)
	return u.b.String()[at:]
}

// clone returns c with its strings copied: the URL once, the components
// cut from the copy when they lie in it where Canonicalize puts them.
func (c Canonical) clone() Canonical {
	hostStart := len(c.Scheme) + len("://")
	if !consistent(c, hostStart) {
		return Canonical{URL: strings.Clone(c.URL), Scheme: strings.Clone(c.Scheme), Host: strings.Clone(c.Host),
			Path: strings.Clone(c.Path), Query: strings.Clone(c.Query), HasQuery: c.HasQuery}
	}
	url := strings.Clone(c.URL)
	pathStart := hostStart + len(c.Host)
	out := Canonical{URL: url, Scheme: url[:len(c.Scheme)], Host: url[hostStart:pathStart],
		Path: url[pathStart : pathStart+len(c.Path)], HasQuery: c.HasQuery}
	if c.HasQuery {
		out.Query = url[len(url)-len(c.Query):]
	}
	return out
}

// substring returns expr cut from c.URL when it lies there as an
// expression does (a host suffix running on into the path), else a copy.
func (c Canonical) substring(expr string) string {
	hostPart := strings.IndexByte(expr, '/') // a canonical host holds no '/', its path starts with one
	start := len(c.Scheme) + len("://") + len(c.Host) - hostPart
	if hostPart < 0 || start < 0 || start+len(expr) > len(c.URL) || c.URL[start:start+len(expr)] != expr {
		return strings.Clone(expr)
	}
	return c.URL[start : start+len(expr)]
}

package uri

import (
	"strings"

	"github.com/linkscope/linkscope/core/internal/asciifold"
)

// defaultPorts are the schemes whose default port remove-default-port
// knows (docs/spec.md, URI parsing and normalization).
var defaultPorts = [...]struct{ scheme, port string }{
	{"http", "80"}, {"https", "443"}, {"ws", "80"}, {"wss", "443"}, {"ftp", "21"},
}

// removeDefaultPort removes an empty port (RFC 3986 section 3.2.3, for any
// scheme) and the scheme's default port, however many leading zeros it is
// written with (the port is a decimal number).
func removeDefaultPort(r *Reference) bool {
	if !r.HasPort {
		return false
	}
	if r.Port != "" && !isDefaultPort(r.Scheme, strings.TrimLeft(r.Port, "0")) {
		return false
	}
	r.Port, r.HasPort = "", false
	return true
}

func isDefaultPort(scheme, port string) bool {
	for _, d := range defaultPorts {
		if asciifold.Equal(scheme, d.scheme) {
			return port == d.port
		}
	}
	return false
}

// applyPath runs one of the path rules.
func applyPath(r *Reference, rule Rule, a *arena) bool {
	var p string
	switch rule {
	case RemoveDuplicateSlashes:
		p = collapseSlashes(r.Path)
	case RemoveDotSegmentsRule:
		p = normDotSegments(r, a)
	case EmptyPathSlash:
		p = r.Path
		if r.HasAuthority && p == "" {
			p = "/"
		}
	case RemoveDirectoryIndex:
		p = removeDirectoryIndex(r.Path)
	case AddTrailingSlash:
		p = addTrailingSlash(r)
	}
	return setIf(&r.Path, p)
}

func collapseSlashes(p string) string {
	i := strings.Index(p, "//")
	if i < 0 {
		return p
	}
	b := make([]byte, 0, len(p))
	b = append(b, p[:i+1]...)
	for i++; i < len(p); i++ {
		if p[i] != '/' || b[len(b)-1] != '/' {
			b = append(b, p[i])
		}
	}
	return string(b)
}

// normDotSegments removes dot segments the way the reference's kind needs.
// A path that starts with "/", or belongs to a URI, goes through
// remove_dot_segments (section 5.2.4) as resolution would do it. A
// relative-path reference ("../a/./b") is different: the algorithm would
// drop its leading ".." and turn "a/.." into "/", changing what it resolves
// to, so there the dot segments are resolved among themselves, leading
// ".." kept and "a/.." written "./". Either way the result is guarded so it
// reads back the same (no "//" start without authority, no ":" in a
// schemeless first segment).
func normDotSegments(r *Reference, a *arena) string {
	if !hasDotSegment(r.Path) {
		return r.Path
	}
	var p string
	if r.HasScheme || r.HasAuthority || strings.HasPrefix(r.Path, "/") {
		p = removeDotSegments(a, r.Path)
	} else {
		p = relativeDotSegments(r.Path)
	}
	return guardPath(r, p)
}

func relativeDotSegments(path string) string {
	segs := make([]string, 0, strings.Count(path, "/")+1)
	dir := false
	for rest := path; ; {
		seg, tail, more := strings.Cut(rest, "/")
		dir = false
		switch {
		case seg == ".":
			dir = true
		case seg == ".." && len(segs) > 0 && segs[len(segs)-1] != "..":
			segs = segs[:len(segs)-1]
			dir = true
		case seg == "..":
			segs = append(segs, seg)
			dir = true
		default:
			segs = append(segs, seg)
		}
		if !more {
			break
		}
		rest = tail
	}
	out := strings.Join(segs, "/")
	if dir && len(segs) > 0 {
		out += "/"
	}
	switch {
	case out == "":
		return "./"
	case out[0] == '/':
		return "./" + out
	}
	return out
}

// directoryIndexes are the file names a server serves for a directory.
var directoryIndexes = [...]string{
	"index.html", "index.htm", "index.php", "index.asp", "index.aspx", "index.shtml",
	"index.jsp", "index.cgi", "default.asp", "default.aspx", "default.htm", "default.html",
}

// removeDirectoryIndex removes a last segment that names a directory index
// (ASCII case ignored), keeping the "/" before it.
func removeDirectoryIndex(p string) string {
	k := strings.LastIndexByte(p, '/')
	if k < 0 {
		return p
	}
	last := p[k+1:]
	for _, name := range directoryIndexes {
		if asciifold.Equal(last, name) {
			return p[:k+1]
		}
	}
	return p
}

// addTrailingSlash adds "/" to a directory-like http(s) path: one whose
// last segment is not empty and has no "." (no file extension). The URI
// normalization article gives it for http and https only.
func addTrailingSlash(r *Reference) string {
	p := r.Path
	if !r.HasAuthority || p == "" || !(asciifold.Equal(r.Scheme, "http") || asciifold.Equal(r.Scheme, "https")) {
		return p
	}
	last := p[strings.LastIndexByte(p, '/')+1:]
	if last == "" || strings.IndexByte(last, '.') >= 0 {
		return p
	}
	return p + "/"
}

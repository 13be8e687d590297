package uri

import (
	"bytes"
	"strings"
)

// Resolve returns the target of ref against base by RFC 3986 section 5.2.2,
// strict: a reference with a scheme is used as is (so "http:g" stays
// "http:g"), its path cleaned by remove_dot_segments. base should be a URI
// (have a scheme, section 5.1); the algorithm is applied as written
// otherwise. Components of the result are substrings of the inputs except
// for merged or cleaned paths.
func Resolve(base, ref Reference) Reference {
	var t Reference
	switch {
	case ref.HasScheme:
		t = ref
		t.Path = RemoveDotSegments(ref.Path)
	case ref.HasAuthority:
		t = ref
		t.Path = RemoveDotSegments(ref.Path)
		t.Scheme, t.HasScheme = base.Scheme, base.HasScheme
	default:
		t = base
		t.Query, t.HasQuery = ref.Query, ref.HasQuery
		switch {
		case ref.Path == "":
			if !ref.HasQuery {
				t.Query, t.HasQuery = base.Query, base.HasQuery
			}
		case ref.Path[0] == '/':
			t.Path = RemoveDotSegments(ref.Path)
		default:
			t.Path = RemoveDotSegments(merge(base, ref.Path))
		}
	}
	t.Fragment, t.HasFragment = ref.Fragment, ref.HasFragment
	t.Path = guardPath(&t, t.Path)
	t.esc, t.hostBytes, t.dots = 0, 0, 0 // not read from a string: see Reference.esc
	return t
}

// merge joins a relative-path reference to the base path (section 5.2.3).
func merge(base Reference, path string) string {
	if base.HasAuthority && base.Path == "" {
		return "/" + path
	}
	i := strings.LastIndexByte(base.Path, '/')
	if i < 0 {
		return path
	}
	return base.Path[:i+1] + path
}

// guardPath keeps a cleaned path from changing how the reference reads
// back (RFC 3986 errata 4547 and section 4.2): without an authority a path
// may not start with "//" (it would be read as one), and without a scheme
// its first segment may not hold ":" (it would be read as a scheme).
func guardPath(r *Reference, path string) string {
	if r.HasAuthority {
		return path
	}
	if strings.HasPrefix(path, "//") {
		return "/." + path
	}
	if !r.HasScheme {
		seg := path
		if k := strings.IndexByte(seg, '/'); k >= 0 {
			seg = seg[:k]
		}
		if strings.IndexByte(seg, ':') >= 0 {
			return "./" + path
		}
	}
	return path
}

// ResolveString parses base and ref strictly and returns the recomposed
// target. The base must be a URI with a scheme (section 5.1); otherwise the
// *ParseError has Component "base".
func ResolveString(base, ref string) (string, error) {
	b, err := Parse(base)
	if err != nil {
		return "", err
	}
	if !b.HasScheme {
		return "", &ParseError{Input: base, Pos: 0, Component: "base",
			Expected: "an absolute URI with a scheme to resolve against (RFC 3986 section 5.1)"}
	}
	r, err := Parse(ref)
	if err != nil {
		return "", err
	}
	return Resolve(b, r).String(), nil
}

// RemoveDotSegments interprets and removes the "." and ".." segments of a
// path exactly as the algorithm of RFC 3986 section 5.2.4 does. It returns
// path itself, without allocating, when there is nothing to remove.
func RemoveDotSegments(path string) string {
	if !hasDotSegment(path) {
		return path
	}
	return removeDotSegments(nil, path)
}

// RemoveDotSegmentsInPlace resolves "." and ".." segments of an absolute
// path (one that starts with "/") in place, with no allocation, with the results of RFC 3986 section 5.2.4: "/./" becomes "/",
// "/../" removes the segment before it, and a path ending in "/." or "/.."
// keeps its trailing slash. Empty segments count as segments ("/a//../b"
// is "/a/b"). FuzzRemoveDotSegmentsInPlace holds it to RemoveDotSegments.
func RemoveDotSegmentsInPlace(p []byte) []byte {
	if len(p) > 0 && p[0] == '/' && bytes.IndexByte(p, '.') < 0 {
		return p // no dot, no dot segment: one vector search, not a copy a segment
	}
	w := 0
	for r := 0; r < len(p); {
		// p[r] is '/': the segment runs to the next '/'.
		end := r + 1
		for end < len(p) && p[end] != '/' {
			end++
		}
		seg := p[r+1 : end]
		last := end == len(p)
		switch {
		case len(seg) == 1 && seg[0] == '.':
		case len(seg) == 2 && seg[0] == '.' && seg[1] == '.':
			for w > 0 && p[w-1] != '/' {
				w--
			}
			if w > 0 {
				w-- // the slash before the removed segment
			}
		default:
			if w == r {
				w = end // nothing removed yet: the segment is where it belongs
			} else {
				w += copy(p[w:], p[r:end])
			}
			r = end
			continue
		}
		if last {
			p[w] = '/'
			w++
		}
		r = end
	}
	if w == 0 {
		return append(p[:0], '/')
	}
	return p[:w]
}

// removeDotSegments is RemoveDotSegments building in a. The output is never
// longer than path.
func removeDotSegments(a *arena, path string) string {
	out := a.alloc(len(path))
	in := path
	for len(in) > 0 {
		switch {
		case strings.HasPrefix(in, "../"):
			in = in[3:]
		case strings.HasPrefix(in, "./"):
			in = in[2:]
		case strings.HasPrefix(in, "/./"):
			in = in[2:]
		case in == "/.":
			in = "/"
		case strings.HasPrefix(in, "/../"):
			in = in[3:]
			out = popSegment(out)
		case in == "/..":
			in = "/"
			out = popSegment(out)
		case in == "." || in == "..":
			in = ""
		default:
			k := strings.IndexByte(in[1:], '/') + 1
			if k == 0 {
				k = len(in)
			}
			out = append(out, in[:k]...)
			in = in[k:]
		}
	}
	return a.string(out)
}

// popSegment removes the last segment of out and its preceding "/".
func popSegment(out []byte) []byte {
	for i := len(out) - 1; i >= 0; i-- {
		if out[i] == '/' {
			return out[:i]
		}
	}
	return out[:0]
}

// hasDotSegment reports whether some segment of path is "." or "..": a
// dot that starts a segment and is followed by the segment's end, or by a
// second dot that is.
func hasDotSegment(path string) bool {
	for i := 0; i < len(path); i++ {
		k := strings.IndexByte(path[i:], '.')
		if k < 0 {
			return false
		}
		i += k
		if i > 0 && path[i-1] != '/' {
			continue
		}
		j := i + 1
		if j < len(path) && path[j] == '.' {
			j++
		}
		if j == len(path) || path[j] == '/' {
			return true
		}
	}
	return false
}

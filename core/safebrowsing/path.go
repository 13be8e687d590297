package safebrowsing

// removeDotSegments resolves "." and ".." segments of an absolute path in
// place, with the results of RFC 3986 section 5.2.4: "/./" becomes "/",
// "/../" removes the segment before it, and a path ending in "/." or "/.."
// keeps its trailing slash. Empty segments count as segments here; the
// document collapses slash runs only afterwards ("/a//../b" is "/a/b").
func removeDotSegments(p []byte) []byte {
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
			w += copy(p[w:], p[r:end])
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

// collapseSlashes replaces every run of slashes by one slash, in place.
func collapseSlashes(p []byte) []byte {
	w := 0
	for _, c := range p {
		if c == '/' && w > 0 && p[w-1] == '/' {
			continue
		}
		p[w] = c
		w++
	}
	return p[:w]
}

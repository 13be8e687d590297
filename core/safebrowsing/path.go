package safebrowsing

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

// pathNeedsSteps reports whether p, a path starting with '/', may hold a
// dot segment or a run of slashes: a '/' followed by '.' or '/'. When it
// holds neither, removing dot segments and collapsing slashes both leave
// it as it is, and most paths are so: one scan, no writes, instead of two
// passes that copy it onto itself.
func pathNeedsSteps(p []byte) bool {
	for i := 1; i < len(p); i++ {
		if p[i-1] == '/' && (p[i] == '/' || p[i] == '.') {
			return true
		}
	}
	return false
}

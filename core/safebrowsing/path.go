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

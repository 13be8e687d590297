package placeholder

import "strings"

// exampleFinalURL is what {lpurl} stands for in a preview without a final
// URL.
const exampleFinalURL = "https://shop.example/landing"

// componentLiteral is what a filled value keeps unescaped: RFC 3986's
// unreserved characters (section 2.3). Read-only after initialisation.
var componentLiteral = NewByteSet(func(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
})

// lpurlEscapes is how many times each final-URL parameter escapes the
// final URL; -1 is {lpurl}, unescaped at the start of a tracking template
// and escaped once elsewhere (https://help.ads.microsoft.com/apex/index/3/en/56803,
// and https://support.google.com/google-ads/answer/6305348).
var lpurlEscapes = map[string]int{
	"lpurl": -1, "lpurl+2": 2, "lpurl+3": 3, "unescapedlpurl": 0,
	"escapedlpurl": 1, "escapedlpurl+2": 2, "escapedlpurl+3": 3,
}

// Preview is text as the platform p would serve it for one example click:
// every placeholder p fills (every one the table knows, with NoPlatform)
// replaced by the table's example value, percent-encoded as a query value
// is; an argument a conditional inserts ({ifmobile:m.}) is itself
// previewed; an {lpurl} form inserts finalURL (an example one when "")
// escaped as the platform escapes it. Left lists what the platform would
// leave as written: names it does not know, percent-encoded placeholders,
// malformed attempts.
//
// A fill can complete a placeholder with the text around it ("{_" and "}"
// around {_0}'s value): the text is previewed again, at most
// maxPreviewPasses times in all, so the preview holds none the platform
// fills; left is what the last pass left, its positions in filled.
func Preview(text string, p Platform, finalURL string) (filled string, left []Placeholder) {
	if finalURL == "" {
		finalURL = exampleFinalURL
	}
	filled, left, fills := previewOnce(text, p, finalURL)
	for pass := 1; fills > 0 && pass < maxPreviewPasses; pass++ {
		filled, left, fills = previewOnce(filled, p, finalURL) // with no fill, the same text
	}
	return filled, left
}

// maxPreviewPasses bounds Preview's passes over a text whose fills keep
// completing placeholders.
const maxPreviewPasses = 8

// previewOnce is one pass of Preview, counting the placeholders it filled.
func previewOnce(text string, p Platform, finalURL string) (filled string, left []Placeholder, fills int) {
	var b strings.Builder
	done := 0
	for done < len(text) {
		ph, ok := Next(text, done, URL)
		if !ok {
			break
		}
		b.WriteString(text[done:ph.Pos])
		done = ph.End
		e := fillable(&ph, p)
		if e == nil {
			b.WriteString(ph.Text)
			left = append(left, ph)
			continue
		}
		v, more := fill(e, &ph, p, finalURL)
		b.WriteString(v)
		left = append(left, more...)
		fills++
	}
	b.WriteString(text[done:])
	return b.String(), left, fills
}

// fillable is the row p fills ph with, nil when p leaves ph as written.
func fillable(ph *Placeholder, p Platform) *Entry {
	if !ph.WellFormed() {
		return nil
	}
	return tbl.entryFor(ph, p)
}

// fill is the text e's example puts in place of ph.
func fill(e *Entry, ph *Placeholder, p Platform, finalURL string) (string, []Placeholder) {
	if n, ok := lpurlEscapes[strings.ToLower(ph.Name)]; ok && ph.Syntax == Brace {
		if n < 0 {
			n = min(ph.Pos, 1)
		}
		return escapeTimes(finalURL, n), nil
	}
	switch e.Example {
	case "$arg":
		return Preview(ph.Arg, p, finalURL)
	case "$name":
		return escapeTimes(ph.Name[len(e.Name):], 1), nil
	}
	return escapeTimes(e.Example, 1), nil
}

// escapeTimes percent-encodes s n times.
func escapeTimes(s string, n int) string {
	for range n {
		s = string(appendPercent(make([]byte, 0, len(s)*3), s, &componentLiteral))
	}
	return s
}

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// mdLink is a Markdown link's target: [text](target).
var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocLinks: every relative link of the README and docs/ reaches a
// file of the repository, and every #anchor a heading of that page (as
// GitHub makes anchors), so the docs cannot point nowhere.
func TestDocLinks(t *testing.T) {
	pages, _ := filepath.Glob("docs/*.md")
	pages = append(pages, "README.md")
	for _, page := range pages {
		text, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mdLink.FindAllStringSubmatch(prose(string(text)), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			path := page
			if file != "" {
				path = filepath.Join(filepath.Dir(page), file)
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s: link to %s: no such file", page, target)
				continue
			}
			if anchor != "" && strings.HasSuffix(path, ".md") && !hasAnchor(t, path, anchor) {
				t.Errorf("%s: link to %s: no such heading", page, target)
			}
		}
	}
}

// codeSpan and codeBlock are code in Markdown, whose brackets are no links.
var (
	codeBlock = regexp.MustCompile("(?s)```.*?```")
	codeSpan  = regexp.MustCompile("`[^`\\n]*`")
)

// prose is the page without its code.
func prose(s string) string {
	return codeSpan.ReplaceAllString(codeBlock.ReplaceAllString(s, ""), "")
}

// hasAnchor reports whether the page has a heading whose GitHub anchor is
// anchor: lower case, spaces as '-', punctuation other than '-' and '_'
// dropped.
func hasAnchor(t *testing.T, path, anchor string) bool {
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(text), "\n") {
		if !strings.HasPrefix(line, "#") {
			continue
		}
		title := strings.TrimSpace(strings.TrimLeft(line, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(title) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
				b.WriteRune(r)
			}
		}
		if b.String() == anchor {
			return true
		}
	}
	return false
}

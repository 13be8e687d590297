package extract

import (
	"net/mail"
	"strings"
)

// Auto reads s as what it looks like: a raw email (Email), HTML (HTML), or
// text (Text).
func Auto(s string, opts Options) []Link {
	switch {
	case LooksLikeEmail(s):
		return Email(s, opts)
	case LooksLikeHTML(s):
		return HTML(s, opts)
	}
	return Text(s, opts)
}

// emailFields are header fields that mark a message: a header block with
// none of them is not taken for an email.
var emailFields = [...]string{"From", "To", "Subject", "Date", "Message-Id", "Mime-Version",
	"Content-Type", "Received", "Return-Path", "Delivered-To"}

// LooksLikeEmail reports whether s starts with an RFC 5322 header block
// (an mbox "From " line may come first) that holds a field every message
// has.
func LooksLikeEmail(s string) bool {
	if strings.HasPrefix(s, "From ") {
		if k := strings.IndexByte(s, '\n'); k >= 0 {
			s = s[k+1:]
		}
	}
	colon := strings.IndexByte(s, ':')
	if colon <= 0 || colon > 76 {
		return false
	}
	for i := 0; i < colon; i++ {
		if s[i] <= ' ' || s[i] > '~' {
			return false
		}
	}
	headerEnd, _ := splitHeader(s)
	if headerEnd == len(s) && len(s) > 64<<10 {
		return false
	}
	m, err := mail.ReadMessage(strings.NewReader(s[:headerEnd] + "\r\n\r\n"))
	if err != nil {
		return false
	}
	for _, f := range emailFields {
		if _, ok := m.Header[f]; ok {
			return true
		}
	}
	return false
}

// htmlMarkers are tags whose presence makes a paste HTML rather than text
// that mentions a '<'.
var htmlMarkers = [...]string{"<!doctype html", "<html", "<body", "<head", "<a ", "<a\n", "<img ", "<div", "<p>", "<p ",
	"<br", "<table", "<span", "<iframe", "<form", "<meta ", "<link ", "<script", "<td", "<li>", "<ul>", "<h1", "<h2", "<h3"}

// LooksLikeHTML reports whether s holds one of the common HTML tags
// (case-insensitive) in its first 64 KiB.
func LooksLikeHTML(s string) bool {
	head := s[:min(len(s), 64<<10)]
	if strings.IndexByte(head, '<') < 0 {
		return false
	}
	lower := strings.ToLower(head)
	for _, m := range htmlMarkers {
		if strings.Contains(lower, m) {
			return true
		}
	}
	return false
}

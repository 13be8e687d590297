package tagging

import (
	"errors"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
)

// URLError says why a link cannot be tagged: it is not an absolute URI
// with a host (RFC 3986 section 4.3), so campaign parameters on it would
// reach no web page. Suggestion, when not empty, is the link the user most
// likely meant.
type URLError struct {
	URL        string
	Pos        int // byte offset of the problem, -1 for the link as a whole
	Reason     string
	Suggestion string
}

func (e *URLError) Error() string { return "url: " + e.Detail() }

// Detail is the error without naming the field: the link quoted and
// escaped, where, why, and the fix when there is one.
func (e *URLError) Detail() string {
	return `"` + textsafe.Escape(e.URL) + `"` + e.where() + ": " + e.InField()
}

// InField words the error for a place that shows the link already (the
// form's link field): why, and the fix when there is one.
func (e *URLError) InField() string {
	s := e.Reason
	if e.Suggestion != "" {
		s += "; did you mean " + textsafe.Escape(e.Suggestion) + "?"
	}
	return s
}

// where is " at byte N", or "" for the link as a whole.
func (e *URLError) where() string {
	if e.Pos < 0 {
		return ""
	}
	return " at byte " + strconv.Itoa(e.Pos)
}

// CheckAbsolute refuses a link that is not an absolute URI with a host,
// offering the fix when it is clear (`shop.example/landing` is
// https://shop.example/landing). An http or https link passes silently; a
// link with another scheme and a host passes with a note.
func CheckAbsolute(raw string) (note string, err error) {
	r, _, perr := uri.ParseLenient(raw)
	if perr != nil {
		e := &URLError{URL: raw, Pos: -1, Reason: "not a URI", Suggestion: guessHTTPS(raw)}
		var pe *uri.ParseError
		if errors.As(perr, &pe) {
			e.Pos, e.Reason = pe.Pos, "not a URI: in the "+pe.Component+", expected "+pe.Expected
		}
		return "", e
	}
	scheme := strings.ToLower(r.Scheme)
	switch {
	case !r.HasScheme:
		return "", &URLError{URL: raw, Pos: -1, Suggestion: guessHTTPS(raw),
			Reason: "not an absolute URL (RFC 3986 section 4.3): it has no scheme such as https://"}
	case !r.HasAuthority && looksLikeHost(r.Scheme):
		return "", &URLError{URL: raw, Pos: 0, Suggestion: "https://" + raw,
			Reason: "reads as the scheme " + textsafe.Quote(r.Scheme) + ": the scheme is missing"}
	case !r.HasAuthority || r.Host == "":
		sugg := ""
		if scheme == "http" || scheme == "https" {
			if rest := strings.TrimLeft(raw[len(r.Scheme)+1:], "/"); rest != "" {
				sugg = scheme + "://" + rest
			}
		}
		return "", &URLError{URL: raw, Pos: len(r.Scheme) + 1, Suggestion: sugg,
			Reason: "the link has no host: a tracked link must lead to a web page (scheme://host/…)"}
	case scheme != "http" && scheme != "https":
		return "the scheme " + textsafe.Quote(r.Scheme) +
			" is not http or https: analytics tools read campaign parameters on web pages", nil
	}
	return "", nil
}

// guessHTTPS offers https:// in front of raw when raw starts with what
// reads as a host name (`shop.example/landing`, `localhost:3000/x`,
// `//cdn.example/x`), else "".
func guessHTTPS(raw string) string {
	if strings.HasPrefix(raw, "//") {
		if looksLikeHost(hostPart(raw[2:])) {
			return "https:" + raw
		}
		return ""
	}
	if looksLikeHost(hostPart(raw)) {
		return "https://" + raw
	}
	return ""
}

// hostPart is what stands before the first '/', '?', '#' or ':' of s.
func hostPart(s string) string {
	if i := strings.IndexAny(s, "/?#:"); i >= 0 {
		return s[:i]
	}
	return s
}

// looksLikeHost reports a DNS-like name with at least one dot between
// labels of letters, digits and '-' (or localhost): what a person types
// as a site.
func looksLikeHost(h string) bool {
	if strings.EqualFold(h, "localhost") {
		return true
	}
	if !strings.Contains(h, ".") || strings.HasPrefix(h, ".") || strings.HasSuffix(h, ".") || strings.Contains(h, "..") {
		return false
	}
	for _, r := range h {
		ok := r == '.' || r == '-' || '0' <= r && r <= '9' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r >= 0x80
		if !ok {
			return false
		}
	}
	return true
}

// CampaignLints are the checks Google's Campaign URL Builder makes beyond
// the value lints of core/tracking (which already flags a missing
// utm_source): once any UTM field is set, a missing utm_medium or
// utm_campaign gets a hint, as the builder marks both fields.
func CampaignLints(u tracking.UTM) []tracking.Lint {
	if u == (tracking.UTM{}) {
		return nil
	}
	var lints []tracking.Lint
	if u.Medium == "" {
		lints = append(lints, tracking.NewLint(tracking.Hint, finding.Finding{Field: "utm_medium", Rule: finding.RuleUTMMediumMissing}))
	}
	if u.Campaign == "" {
		lints = append(lints, tracking.NewLint(tracking.Hint, finding.Finding{Field: "utm_campaign", Rule: finding.RuleUTMCampaignMissing}))
	}
	return lints
}

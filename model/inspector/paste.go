package inspector

import (
	"strings"
	"unicode"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// quotedWords is how many cells of the text around a link the status line
// quotes on each side.
const quotedWords = 24

// paste reads pasted text for links (core/extract): several go to the
// Links view; one among other words is inspected alone, and the status
// line says what was left out; none, the text is inspected as typed (its
// first line; the pane says how many more there were). A complete link
// pasted over a link replaces it, unless it is pasted as a parameter's
// value (after '='); a fragment is inserted at the cursor.
func (in *Model) paste(runes []rune) tea.Cmd {
	text := string(runes)
	if mayHoldLinks(text) {
		text := component.PasteLines(text)
		found := extract.Auto(text, extract.Options{})
		switch distinct := extract.Unique(found); {
		case len(distinct) > 1:
			in.recompute() // the sample, if it was shown, is gone
			return component.Send(component.LinksMsg{Text: text, Links: found})
		case len(distinct) == 1:
			if note, alone := leftOut(text, distinct[0]); !alone {
				return in.replace(distinct[0].URL, note)
			}
		}
	}
	first, rest := firstLine(text)
	if link := strings.TrimSpace(first); rest == 0 && in.replaces(link) {
		return in.replace(link, "replaced the link with the pasted one")
	}
	if in.link.Value() == "" {
		in.unwrapAgain()
	}
	in.link.Insert([]rune(first))
	in.extra = rest
	in.forgetRefusals()
	in.recompute()
	return nil
}

// replaces reports whether a paste of s replaces the link rather than
// going in at the cursor: s is a complete link (a scheme and a host), the
// field holds a link, and the cursor is not after '=' (where a link is a
// parameter's value, as in a wrapper built by hand).
func (in *Model) replaces(s string) bool {
	if strings.TrimSpace(in.link.Value()) == "" || !completeLink(s) {
		return false
	}
	pos := in.link.Pos()
	return pos == 0 || in.link.Runes()[pos-1] != '='
}

// completeLink reports whether s is an absolute link with a host, as the
// URI reading takes it: "https://a.example/", not "/path?q=1" or "q=1".
func completeLink(s string) bool {
	if s == "" || strings.ContainsAny(s, " \t\r\n") {
		return false
	}
	r, _, err := uri.ParseLenient(s)
	return err == nil && r.HasScheme && r.HasAuthority && r.Host != ""
}

// replace puts link in the field in place of what was there, keeping that
// for the undo key, and says so after note.
func (in *Model) replace(link, note string) tea.Cmd {
	if in.keep() {
		note += "; " + in.keys.Undo.Help().Key + " brings back " + ui.Ellipsis(in.kept.link, 40)
	}
	in.setLink(link)
	return component.Status(note, false)
}

// leftOut says what a paste held besides its one link: the words before
// and after it, quoted, and whether it was defanged. alone is true when
// the paste is to be taken as it is: the link and nothing else, or a link
// glued to other text.
func leftOut(text string, l extract.Link) (note string, alone bool) {
	start, end, ok := component.Written(text, l)
	switch {
	case !ok:
		return "inspecting the link alone: the rest of the paste left out", false
	case l.Cut.Found() || !standsAlone(text, start, end):
		// Glued to other text (a control character, say): the link ends
		// where the finder stopped, not where the paste does, so the
		// text is inspected as it is.
		return "", true
	}
	before, after := words(text[:start]), words(text[end:])
	var parts []string
	if before != "" {
		parts = append(parts, quote(before, true)+" before it")
	}
	if after != "" {
		parts = append(parts, quote(after, false)+" after it")
	}
	if len(parts) == 0 && !l.Refanged {
		return "", true
	}
	note = "inspecting the link alone"
	if len(parts) > 0 {
		note += ": left out " + strings.Join(parts, ", ")
	}
	if l.Refanged {
		note += "; it was defanged (" + ui.Ellipsis(text[start:end], quotedWords) + "): inspected refanged"
	}
	return note, false
}

// standsAlone reports whether text[start:end] is set off from the text
// around it: by white space, the ends of the text, the brackets, quotes
// and punctuation prose puts around a link, or the label before it
// ("Link:https://…", "链接：https://…", "请访问https://…": a colon or a
// non-ASCII letter or punctuation mark). A control or format character
// (a bidi control, a zero-width space) next to it, or a character of a
// URL ('=', '&', '/' before it: a link pasted as a parameter's value),
// glues it to the rest.
func standsAlone(text string, start, end int) bool {
	if start > 0 {
		r, _ := utf8.DecodeLastRuneInString(text[:start])
		if !unicode.IsSpace(r) && !strings.ContainsRune("<([{\"':", r) && !prose(r) {
			return false
		}
	}
	if end < len(text) {
		r, _ := utf8.DecodeRuneInString(text[end:])
		if !unicode.IsSpace(r) && !strings.ContainsRune(">)]}\"'.,;:!?", r) && !prose(r) {
			return false
		}
	}
	return true
}

// prose reports whether r is a non-ASCII letter or punctuation mark, as
// Chinese and Japanese text write next to a link without a space.
func prose(r rune) bool {
	return r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsPunct(r))
}

// words is s with its runs of white space (line breaks too) made one space.
func words(s string) string { return strings.Join(strings.Fields(s), " ") }

// quote quotes s escaped in at most quotedWords cells, cut at the end far
// from the link (the start of what came before it).
func quote(s string, before bool) string {
	if before {
		return `"` + ui.TailEllipsis(s, quotedWords) + `"`
	}
	return `"` + ui.Ellipsis(s, quotedWords) + `"`
}

// mayHoldLinks reports whether s is worth reading for links: one without
// white space, markup, a defanged form or a label before its scheme is a
// single link as typed, so a long pasted link is not scanned for others.
func mayHoldLinks(s string) bool {
	return strings.ContainsAny(s, " \t\r\n<") || strings.Contains(s, "[.]") || strings.Contains(s, "(.)") ||
		strings.Contains(s, "[:") || hasPrefixFold(s, "hxxp") || labelled(s)
}

// labelled reports whether s holds a "://" that its start is not the
// scheme of: a link after a label with no space ("Link:https://…",
// "链接：https://…"), which is not one link as typed.
func labelled(s string) bool {
	k := strings.Index(s, "://")
	if k <= 0 {
		return false
	}
	for i := 0; i < k; i++ {
		if c := s[i]; !('a' <= c|0x20 && c|0x20 <= 'z') {
			return true
		}
	}
	return false
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// firstLine returns the first non-blank line of s (CR, LF or CRLF ending)
// and how many non-blank lines follow it.
func firstLine(s string) (string, int) {
	if strings.IndexAny(s, "\r\n") < 0 {
		return s, 0
	}
	lines := strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' })
	var kept []string
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			kept = append(kept, l)
		}
	}
	if len(kept) == 0 {
		return "", 0
	}
	return kept[0], len(kept) - 1
}

package inspector

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// maxHiddenListed bounds the hidden characters listed one by one.
const maxHiddenListed = 6

// linkPane says what is unusual about the input itself: lines of a paste
// that were not inspected, surrounding whitespace, and every control,
// format, bidi or zero-width character, which the link shows escaped.
// It steps aside for an ordinary link.
func linkPane(r *inspect.Report, ctx *paneContext) (ui.Pane, bool) {
	var items []ui.Item
	if ctx.extra > 0 {
		items = append(items, ui.Item{Kind: ui.Warning, Value: "the paste had " + component.Plural(ctx.extra+1, "line") +
			"; inspecting the first, " + strconv.Itoa(ctx.extra) + " more ignored"})
	}
	if t := strings.TrimSpace(r.Input); len(t) != len(r.Input) {
		items = append(items, ui.Item{Kind: ui.Note, Value: "surrounding whitespace is ignored by the analyses"})
	}
	hidden, listed := 0, 0
	for i := 0; i < len(r.Input); {
		c, size := utf8.DecodeRuneInString(r.Input[i:])
		if (c == utf8.RuneError && size == 1) || textsafe.NeedsEscape(c) {
			hidden++
			if listed < maxHiddenListed {
				listed++
				items = append(items, ui.Item{Label: "byte " + strconv.Itoa(i), Value: describe(r.Input, i, c, size)})
			}
		}
		i += size
	}
	if hidden > listed {
		items = append(items, ui.Item{Kind: ui.Note, Value: strconv.Itoa(hidden-listed) + " more not listed"})
	}
	if hidden > 0 {
		items = append(items, ui.Item{Kind: ui.Warning, Value: "hidden or control characters are shown escaped; a real link carries them percent-encoded"})
	}
	if len(items) == 0 {
		return ui.Pane{}, false
	}
	title := "Input"
	if hidden > 0 {
		title += " · " + component.Plural(hidden, "hidden character")
	}
	return ui.Pane{Title: title, Items: items}, true
}

func describe(s string, i int, r rune, size int) string {
	if r == utf8.RuneError && size == 1 {
		return "invalid UTF-8 byte " + textsafe.Escape(s[i:i+1])
	}
	return textsafe.Describe(r)
}

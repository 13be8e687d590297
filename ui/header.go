package ui

import (
	"strconv"
	"strings"
)

// Header draws the top line: the name, the tabs with the active one in
// brackets (visible without colour) and hint on the right when it fits.
// It is drawn every frame, so it is written straight into one buffer.
func Header(st *Styles, tabs []string, active, width int, hint string) string {
	var b strings.Builder
	b.Grow(width + 32*(len(tabs)+3))
	b.WriteByte(' ')
	b.WriteString(st.Brand.Render("linkscope"))
	b.WriteString("  ")
	used := 1 + len("linkscope") + 2
	for i, t := range tabs {
		style, open, close := st.Tab, "  ", "  "
		if i == active {
			style, open, close = st.TabActive, "[ ", " ]"
		}
		b.WriteString(style.open)
		b.WriteString(open)
		b.WriteString(t)
		b.WriteString(close)
		b.WriteString(style.close)
		used += 4 + cells(t)
	}
	if room := width - used - 1; room > cells(hint) {
		writeSpaces(&b, room-cells(hint))
		b.WriteString(st.Muted.Render(hint))
	}
	return b.String()
}

// TooSmall is the whole screen when the terminal is below the minimum.
func TooSmall(st *Styles, w, h, minW, minH int, quitKey string) string {
	msg := "linkscope needs a terminal of at least " + strconv.Itoa(minW) + "×" + strconv.Itoa(minH) +
		"; this one is " + strconv.Itoa(w) + "×" + strconv.Itoa(h) + ". Enlarge it, or press " + quitKey + " to quit."
	lines := WrapWords(msg, max(w, 1), max(h, 1))
	for i, l := range lines {
		lines[i] = st.Value.Render(l)
	}
	return joinLines(lines)
}

// StatusLine draws the status line; an error reads ✗ first.
func StatusLine(st *Styles, text string, isErr bool, width int) string {
	if text == "" {
		return ""
	}
	if isErr {
		return st.StatusError.Render(Ellipsis("✗ "+text, width-1))
	}
	return st.Status.Render(Ellipsis(text, width-1))
}

func joinLines(lines []string) string {
	n := 0
	for _, l := range lines {
		n += len(l) + 1
	}
	b := make([]byte, 0, n)
	for i, l := range lines {
		if i > 0 {
			b = append(b, '\n')
		}
		b = append(b, l...)
	}
	return string(b)
}

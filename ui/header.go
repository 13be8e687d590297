package ui

import "strconv"

// Header draws the top line: the name, the tabs with the active one in
// brackets (visible without colour) and hint on the right when it fits.
func Header(st *Styles, tabs []string, active, width int, hint string) string {
	l := Join(Space(1), Plain(st.Brand, "linkscope"), Space(2))
	for i, t := range tabs {
		if i == active {
			l = Join(l, Plain(st.TabActive, "[ "+t+" ]"))
		} else {
			l = Join(l, Plain(st.Tab, "  "+t+"  "))
		}
	}
	if room := width - l.Width - 1; room > cells(hint) {
		l = Join(l, Space(room-cells(hint)), Plain(st.Muted, hint))
	}
	return l.String()
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

package ui

import (
	"strconv"
	"strings"
)

// QR draws a QR code (half-block text, quiet zone included) centred under
// a title, or says what size it needs when the room is too small.
func QR(st *Styles, title, blocks string, width, height int) string {
	lines := strings.Split(strings.TrimSuffix(blocks, "\n"), "\n")
	size := 0
	if len(lines) > 0 {
		size = cells(lines[0])
	}
	head := Plain(st.TitleFocus, Clip(title, width-2)).String()
	if len(lines)+1 > height || size > width {
		return head + "\n" + st.Warn.Render(Clip("this QR code needs "+strconv.Itoa(size)+"×"+strconv.Itoa(len(lines)+1)+
			" cells; enlarge the terminal (any key closes)", width-1))
	}
	pad := strings.Repeat(" ", (width-size)/2)
	var b strings.Builder
	b.WriteString(head)
	for _, l := range lines {
		b.WriteString("\n" + pad + l)
	}
	return b.String()
}

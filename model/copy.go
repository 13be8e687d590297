package model

import (
	"io"
	"strings"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/clipboard"
	"github.com/linkscope/linkscope/model/component"
	"github.com/muesli/termenv"
)

// Clipboard writes the system clipboard. Tests pass a fake; nil in Options
// means the native one (atotto/clipboard, through clipboard.Native).
type Clipboard interface {
	WriteAll(text string) error
}

// copyCmd copies text both ways: OSC 52 reaches the user's terminal even
// over SSH but is never acknowledged; the native clipboard may fail or
// write the remote machine's. So both go out and the native error is kept
// for the status line. What goes out is the text as the screen shows it
// (escaped): a copied ESC, BEL or bidi control would act in the next
// terminal the text is pasted into.
func copyCmd(clip Clipboard, osc io.Writer, msg component.CopyMsg) tea.Cmd {
	text, escaped := clipboardText(msg.Text)
	return func() tea.Msg {
		if osc != nil {
			termenv.NewOutput(osc, termenv.WithProfile(termenv.Ascii)).Copy(text)
		}
		return component.CopiedMsg{What: msg.What, Bytes: len(text), Escaped: escaped, Note: msg.Note, Err: clip.WriteAll(text)}
	}
}

// clipboardText is text as it may go on a clipboard: every line escaped
// as the screen shows it (textsafe.Escape), the line breaks between the
// links of a copy of many kept, and how many characters were escaped.
func clipboardText(text string) (string, int) {
	if textsafe.Escape(text) == text {
		return text, 0
	}
	lines := strings.Split(text, "\n")
	escaped := 0
	for i, l := range lines {
		escaped += unsafeCount(l)
		lines[i] = textsafe.Escape(l)
	}
	return strings.Join(lines, "\n"), escaped
}

// unsafeCount counts what textsafe.Escape writes visibly in s: each
// character that needs escaping and each byte of invalid UTF-8.
func unsafeCount(s string) int {
	n := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && size == 1) || textsafe.NeedsEscape(r) {
			n++
		}
		i += size
	}
	return n
}

// copiedStatus is the status line after a copy: what was copied, how
// many characters went escaped, where it went, and the copy's note.
func copiedStatus(msg component.CopiedMsg) string {
	what := msg.What
	if msg.Escaped > 0 {
		what += " with " + component.Plural(msg.Escaped, "character") + " escaped"
	}
	s := clipboard.Status(what, msg.Bytes, msg.Err)
	if msg.Note != "" {
		s += " · " + msg.Note
	}
	return s
}

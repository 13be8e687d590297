package clipboard

import (
	"strconv"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
)

// Copy is text made fit for the clipboard: what the screen shows. A link
// may hold ESC, BEL, an OSC sequence or a bidi override; the screen shows
// them escaped (textsafe.Escape), and pasted as they are into a terminal
// they would act (ESC [ 201 ~ ends a shell's bracketed paste, so what
// follows runs as typed). So the clipboard gets the escaped text, the text
// the user saw, and the status line says so.
type Copy struct {
	Text    string   // what to copy
	Escaped int      // characters (or invalid bytes) written escaped
	Shown   []string // the first few of them, as U+XXXX (invalid bytes as \xHH)
}

// maxShown bounds the characters the status line names.
const maxShown = 3

// Prepare returns the text to copy for text.
func Prepare(text string) Copy {
	c := Copy{Text: textsafe.Escape(text)}
	if c.Text == text {
		return c
	}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			c.note(`\x` + strconv.FormatUint(uint64(text[i])|0x100, 16)[1:])
		case textsafe.NeedsEscape(r):
			c.note(textsafe.CodePoint(r))
		}
		i += size
	}
	return c
}

func (c *Copy) note(shown string) {
	c.Escaped++
	if len(c.Shown) >= maxShown {
		return
	}
	for _, s := range c.Shown {
		if s == shown {
			return
		}
	}
	c.Shown = append(c.Shown, shown)
}

// Status is the status line after copying c as what: Status's words, and
// when characters were escaped, how many and which.
func (c Copy) Status(what string, err error) string {
	s := "copied " + what + " (" + strconv.Itoa(len(c.Text)) + " byte"
	if len(c.Text) != 1 {
		s += "s"
	}
	if c.Escaped > 0 {
		s += "; " + strconv.Itoa(c.Escaped) + " unsafe character"
		if c.Escaped != 1 {
			s += "s"
		}
		s += " copied escaped, as shown: "
		for i, sh := range c.Shown {
			if i > 0 {
				s += ", "
			}
			s += sh
		}
		if c.Escaped > len(c.Shown) {
			s += ", …"
		}
	}
	s += ")"
	if p := Problem(err); p != "" {
		return s + ": " + p
	}
	return s + ": sent via OSC 52 and to the clipboard"
}

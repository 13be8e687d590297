package component

import "testing"

func TestPasteLines(t *testing.T) {
	for _, c := range []struct{ in, want, source string }{
		{"a\nb", "a\nb", "edge case: LF kept"},
		{"a\r\nb", "a\nb", "edge case: CRLF from a clipboard kept as one break"},
		{"a\rb\rc", "a\nb\nc", "xterm and tmux paste-buffer send LF as CR"},
		{"From: x\r\rTo: y\r\r\r\rbody\r\r", "From: x\nTo: y\n\nbody\n", "an email's CRLF through a terminal: CR CR is one break"},
		{"a\r\rb\rc", "a\n\nb\nc", "an LF text with a blank line through a terminal"},
		{"https://a.example/", "https://a.example/", "edge case: no CR"},
	} {
		if got := PasteLines(c.in); got != c.want {
			t.Errorf("PasteLines(%q) = %q, want %q (%s)", c.in, got, c.want, c.source)
		}
	}
}

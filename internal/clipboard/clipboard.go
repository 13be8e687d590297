// Package clipboard puts the outcome of a copy in linkscope's words. The
// clipboard library's own errors are long, name tools by their package
// names and get cut in a status line ("No clipboard utilities available.
// Please install xsel, xclip, wl-clipboard or Termux:API ad…"); the status
// line says instead what happened and what still worked:
// "no clipboard tool found; sent via OSC 52 only".
package clipboard

import (
	"errors"
	"os/exec"
	"strconv"

	"github.com/atotto/clipboard"
)

// ErrNoTool is returned by Native when the system has no clipboard tool
// (xclip, xsel, wl-copy, termux-clipboard-set, clip.exe).
var ErrNoTool = errors.New("no clipboard tool found")

// Native writes the system clipboard through atotto/clipboard, returning
// ErrNoTool rather than the library's sentence when no tool is installed
// (the library says so in its documented Unsupported flag).
type Native struct{}

// WriteAll writes text to the system clipboard.
func (Native) WriteAll(text string) error {
	if clipboard.Unsupported {
		return ErrNoTool
	}
	return clipboard.WriteAll(text)
}

// Problem words a clipboard error for the status line, saying that OSC 52
// still carried the text; "" for no error.
func Problem(err error) string {
	var exit *exec.ExitError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, ErrNoTool), errors.Is(err, exec.ErrNotFound):
		return "no clipboard tool found; sent via OSC 52 only"
	case errors.As(err, &exit):
		return "the clipboard tool failed (exit status " + strconv.Itoa(exit.ExitCode()) + "); sent via OSC 52 only"
	}
	return "the clipboard could not be written; sent via OSC 52 only"
}

// Status is the whole status line after copying bytes bytes of what: sent
// both ways, or by OSC 52 only and why.
func Status(what string, bytes int, err error) string {
	s := "copied " + what + " (" + strconv.Itoa(bytes) + " byte"
	if bytes != 1 {
		s += "s"
	}
	s += ")"
	if p := Problem(err); p != "" {
		return s + ": " + p
	}
	return s + ": sent via OSC 52 and to the clipboard"
}

// Package ui draws linkscope's terminal screens. It holds the styles, the key
// map and the drawing functions; it never computes an analysis, it renders
// the values the model gives it.
//
// Every untrusted string (a pasted link, a decoded field, an error that
// quotes input) passes through textsafe before any style touches it, and is
// cut to the room it has with an explicit "… (N more bytes)" marker (names,
// titles and background facts with a plain "…"), so no input can move the
// cursor, retitle the terminal or break the frame.
package ui

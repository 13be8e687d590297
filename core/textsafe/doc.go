// Package textsafe makes untrusted text safe to show and easy to talk about.
//
// Every string that came from a user (a pasted URL, a CSV cell, a decoded
// marker) may hold bytes that a terminal would act on: ESC sequences that
// retitle the window or write the clipboard, bidi overrides that reorder what
// the reader sees, zero-width characters that hide a difference. Escape turns
// each of them into visible text; Describe names a rune for error messages.
package textsafe

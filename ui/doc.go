// Package ui is the kit linkscope's views draw with: the styles, styled
// lines, boxes, text that wraps, clips and cuts with an ellipsis, the line
// editor's drawing, panes of rows (and the Writer that lays rows out),
// remarks under a row, the header, status line, help and QR chrome, and
// the root's key map with the bindings every view shares. A view's own
// drawing and bindings live in its package under model/; ui knows no
// view. It never computes an analysis, it renders the values it is given.
//
// Every untrusted string (a pasted link, a decoded field, an error that
// quotes input) passes through textsafe before any style touches it, and is
// cut to the room it has with an explicit "… (N more bytes)" marker (names,
// titles and background facts with a plain "…"), so no input can move the
// cursor, retitle the terminal or break the frame.
package ui

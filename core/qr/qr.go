// Package qr turns a link into a QR code module matrix, and renders it as
// half-block text for a terminal or as a PNG image for print.
//
// Encoding is done by github.com/yeqown/go-qrcode/v2 at error correction
// level M (15 % of the code may be lost), the usual choice for printed
// links; this package adds the 4-module quiet zone the QR specification
// requires around the symbol, so every rendering includes it.
package qr

import (
	"fmt"
	"strconv"

	qrcode "github.com/yeqown/go-qrcode/v2"
)

// QuietZone is the light margin, in modules, on each side of the symbol.
const QuietZone = 4

// Matrix is a square grid of modules, quiet zone included; true is dark.
type Matrix struct {
	size int
	dark []bool // row-major
}

// Size returns the width (and height) in modules, quiet zone included.
func (m Matrix) Size() int { return m.size }

// Dark reports whether the module at column x, row y is dark; modules
// outside the matrix are light, as the quiet zone around it.
func (m Matrix) Dark(x, y int) bool {
	if x < 0 || y < 0 || x >= m.size || y >= m.size {
		return false
	}
	return m.dark[y*m.size+x]
}

// TooLongError reports text that no QR code version holds at level M.
type TooLongError struct {
	Len   int    // the text's length in bytes
	Limit int    // the most a version 40-M code holds in Mode
	Mode  string // "numeric", "alphanumeric" or "byte"
}

func (e *TooLongError) Error() string {
	return "the text is " + strconv.Itoa(e.Len) + " bytes; a QR code (version 40, level M, " +
		e.Mode + " mode) holds at most " + strconv.Itoa(e.Limit)
}

// EncodeError reports a failure inside the QR library.
type EncodeError struct{ Err error }

func (e *EncodeError) Error() string { return "QR encoding failed: " + e.Err.Error() }
func (e *EncodeError) Unwrap() error { return e.Err }

// Capacities of a version 40 symbol at level M (ISO/IEC 18004 table 7),
// checked up front so the error can say the limit.
const (
	maxNumeric      = 5596
	maxAlphanumeric = 3391
	maxByte         = 2331
)

// Encode returns the QR code of text at error correction level M, with the
// quiet zone. The library picks the smallest version and the densest mode
// (numeric, alphanumeric or byte) that holds text; text longer than a
// version 40 code holds is a *TooLongError.
func Encode(text string) (Matrix, error) {
	if mode, limit := capacity(text); len(text) > limit {
		return Matrix{}, &TooLongError{Len: len(text), Limit: limit, Mode: mode}
	}
	bitmap, err := encode(text)
	if err != nil {
		return Matrix{}, err
	}
	return withQuietZone(bitmap), nil
}

// encode runs the library and collects its bitmap; the library panics on
// some internal errors, which become an *EncodeError instead.
func encode(text string) (bitmap [][]bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &EncodeError{Err: fmt.Errorf("%v", r)}
		}
	}()
	code, err := qrcode.NewWith(text, qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionMedium))
	if err != nil {
		return nil, &EncodeError{Err: err}
	}
	w := &bitmapWriter{}
	if err := code.Save(w); err != nil {
		return nil, &EncodeError{Err: err}
	}
	return w.bitmap, nil
}

// bitmapWriter is a qrcode.Writer that keeps the module bitmap.
type bitmapWriter struct{ bitmap [][]bool }

func (w *bitmapWriter) Write(mat qrcode.Matrix) error {
	w.bitmap = mat.Bitmap()
	return nil
}

func (w *bitmapWriter) Close() error { return nil }

func withQuietZone(bitmap [][]bool) Matrix {
	n := len(bitmap) + 2*QuietZone
	m := Matrix{size: n, dark: make([]bool, n*n)}
	for y, row := range bitmap {
		copy(m.dark[(y+QuietZone)*n+QuietZone:], row)
	}
	return m
}

// capacity returns the mode the library will choose for text and the most
// bytes a version 40-M symbol holds in it.
func capacity(text string) (mode string, limit int) {
	numeric, alnum := true, true
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c < '0' || c > '9' {
			numeric = false
		}
		if !alphanumeric(c) {
			alnum = false
			break
		}
	}
	switch {
	case numeric:
		return "numeric", maxNumeric
	case alnum:
		return "alphanumeric", maxAlphanumeric
	}
	return "byte", maxByte
}

// alphanumeric reports whether c is in the QR alphanumeric set.
func alphanumeric(c byte) bool {
	switch {
	case '0' <= c && c <= '9', 'A' <= c && c <= 'Z':
		return true
	}
	switch c {
	case ' ', '$', '%', '*', '+', '-', '.', '/', ':':
		return true
	}
	return false
}

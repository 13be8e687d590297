package qr

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strconv"
	"strings"
)

// Half-block characters: the upper and lower half of a cell, both, neither.
const (
	upper = "▀"
	lower = "▄"
	full  = "█"
	empty = " "
)

// HalfBlocks renders the matrix two module rows per text line, the quiet
// zone included, each line ending in "\n".
//
// The glyphs draw in the terminal's foreground colour. With invert false a
// drawn half is a dark module: right for dark text on a light background.
// On the usual dark terminal (light text on dark) pass invert true: then a
// drawn half is a light module, so the code still shows dark modules on a
// light field, which is what scanners expect.
func (m Matrix) HalfBlocks(invert bool) string {
	var b strings.Builder
	b.Grow((m.size + 1) / 2 * (m.size*3 + 1))
	for y := 0; y < m.size; y += 2 {
		for x := 0; x < m.size; x++ {
			top, bottom := m.Dark(x, y) != invert, m.Dark(x, y+1) != invert
			if y+1 >= m.size {
				bottom = false // past the last row: no glyph, whatever invert says
			}
			b.WriteString(glyph(top, bottom))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func glyph(top, bottom bool) string {
	switch {
	case top && bottom:
		return full
	case top:
		return upper
	case bottom:
		return lower
	}
	return empty
}

// MaxScale bounds PNG's scale so that a version 40 code (185 modules with
// the quiet zone) stays under 4096 pixels a side.
const MaxScale = 22

// ScaleError rejects a PNG scale outside 1..MaxScale.
type ScaleError struct{ Scale int }

func (e *ScaleError) Error() string {
	return "PNG scale " + strconv.Itoa(e.Scale) + " is outside 1.." + strconv.Itoa(MaxScale) + " pixels per module"
}

// PNG encodes the matrix as a black-on-white PNG image, scale pixels per
// module, quiet zone included.
func (m Matrix) PNG(scale int) ([]byte, error) {
	if scale < 1 || scale > MaxScale {
		return nil, &ScaleError{Scale: scale}
	}
	n := m.size * scale
	img := image.NewPaletted(image.Rect(0, 0, n, n), color.Palette{color.White, color.Black})
	for y := 0; y < n; y++ {
		row := img.Pix[y*img.Stride : y*img.Stride+n]
		for x := range row {
			if m.Dark(x/scale, y/scale) {
				row[x] = 1
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

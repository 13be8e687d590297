package cli

import (
	"fmt"

	"github.com/linkscope/linkscope/core/qr"
	"github.com/linkscope/linkscope/internal/atomicfile"
	"github.com/linkscope/linkscope/internal/batch"
)

// qrCommand is `linkscope qr`: its summary here, its long help and examples in doc/qr.md.
func qrCommand() command {
	return documented(command{name: "qr", summary: "a QR code of a URL: block characters, or a PNG file", run: runQR}, "qr")
}

func runQR(args []string, stdio IO) error {
	fs := newFlags("qr", "[--png FILE] [--scale N] [--light] URL", stdio)
	png := fs.String("png", "", "write a PNG image to FILE (- for stdout) instead of printing the code")
	scale := new(int)
	intFlag(fs, scale, "scale", 8, "PNG pixels per module")
	light := fs.Bool("light", false, "draw for a light terminal (dark text on a light background)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usageError("takes exactly one URL (got %d arguments)", len(rest))
	}
	m, err := qr.Encode(rest[0])
	if err != nil {
		return refusalError("%v", err)
	}
	if *png == "-" {
		return writePNGOut(stdio, m, *scale)
	}
	if *png != "" {
		return writePNG(*png, m, *scale)
	}
	// Block characters draw in the foreground colour: on the usual dark
	// terminal the drawn halves must be the light modules.
	if _, err := fmt.Fprint(stdio.Out, m.HalfBlocks(!*light)); err != nil {
		return batch.Written(err)
	}
	return nil
}

// writePNGOut writes the PNG to stdout, as "-" means everywhere; not to a
// terminal, which would take its bytes for text and control sequences.
func writePNGOut(stdio IO, m qr.Matrix, scale int) error {
	if stdio.OutIsTerminal {
		return usageError("--png -: stdout is a terminal; redirect it to a file or a program (qr --png - URL > code.png)")
	}
	data, err := m.PNG(scale)
	if err != nil {
		return refusalError("%v", err)
	}
	if _, err := stdio.Out.Write(data); err != nil {
		return batch.Written(err)
	}
	return nil
}

func writePNG(path string, m qr.Matrix, scale int) error {
	data, err := m.PNG(scale)
	if err != nil {
		return refusalError("%v", err) // not reached: the scale is checked first
	}
	// A temporary file made exclusively beside the target, renamed into
	// place: nothing is written through a link planted at any name.
	if err := atomicfile.WriteFile(path, data, 0o644); err != nil {
		return fmt.Errorf("--png: %w", err)
	}
	return nil
}

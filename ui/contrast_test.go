package ui

import (
	"math"
	"strconv"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/muesli/termenv"
)

// TestContrast: each palette colour that text is drawn in (the key bar's
// included) reads at 4.5:1 or more on every usual background of its kind.
func TestContrast(t *testing.T) {
	text := map[string]lipgloss.AdaptiveColor{"accent": accent, "muted": muted, "helpKey": helpKey,
		"good": good, "warning": warning, "bad": bad}
	for _, r := range tsv.Load(t, "../testdata/ui/backgrounds.tsv") {
		for name, c := range text {
			fg := c.Light
			if r.Get("kind") == "dark" {
				fg = c.Dark
			}
			if got := contrast(fg, r.Get("background")); got < 4.5 {
				t.Errorf("%s %s on %s (%s): contrast %.2f:1, want 4.5:1 or more", name, fg, r.Get("background"), r.Get("source"), got)
			}
			// As a 256-colour terminal draws it (tmux, most SSH sessions):
			// termenv's nearest xterm colour.
			drawn := drawn256(fg)
			if got := contrast(drawn, r.Get("background")); got < 4.5 {
				t.Errorf("%s %s, drawn %s in 256 colours, on %s (%s): contrast %.2f:1, want 4.5:1 or more",
					name, fg, drawn, r.Get("background"), r.Get("source"), got)
			}
		}
	}
}

// TestContrastFormula: the WCAG ratio of black on white is 21:1, of a
// colour on itself 1:1, and #767676 on white the well-known 4.54:1.
func TestContrastFormula(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{{"#000000", "#FFFFFF", 21}, {"#777777", "#777777", 1}, {"#767676", "#FFFFFF", 4.54}} {
		if got := contrast(c.a, c.b); math.Abs(got-c.want) > 0.01 {
			t.Errorf("contrast(%s, %s) = %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
}

// drawn256 is the colour a 256-colour terminal draws for hex: termenv's
// nearest xterm colour, as its palette writes it.
func drawn256(hex string) string {
	if c, ok := termenv.ANSI256.Color(hex).(termenv.ANSI256Color); ok {
		return c.String()
	}
	return hex
}

// contrast is the WCAG 2.2 contrast ratio of two #RRGGBB colours.
func contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance is the relative luminance of a #RRGGBB colour (WCAG 2.2,
// definition of relative luminance, sRGB).
func luminance(hex string) float64 {
	channel := func(i int) float64 {
		v, _ := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		c := float64(v) / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(0) + 0.7152*channel(1) + 0.0722*channel(2)
}

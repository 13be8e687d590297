package ui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// The palette: each colour has a light-terminal and a dark-terminal form.
// Every colour text is drawn in reads at a contrast of at least 4.5:1
// (WCAG 2.2, success criterion 1.4.3) on the usual backgrounds of its
// kind (testdata/ui/backgrounds.tsv, TestContrast), as written and as a
// 256-colour terminal draws it.
var (
	accent  = lipgloss.AdaptiveColor{Light: "#5A3FC0", Dark: "#B4A2FF"}
	muted   = lipgloss.AdaptiveColor{Light: "#626262", Dark: "#A8A8A8"}
	helpKey = lipgloss.AdaptiveColor{Light: "#444444", Dark: "#C6C6C6"} // a key in the key bar: brighter than its description
	border  = lipgloss.AdaptiveColor{Light: "#B0B0B0", Dark: "#4A4A4A"}
	good    = lipgloss.AdaptiveColor{Light: "#1A6B2E", Dark: "#6FD38A"}
	warning = lipgloss.AdaptiveColor{Light: "#8A5A00", Dark: "#E8C26A"}
	bad     = lipgloss.AdaptiveColor{Light: "#B3261E", Dark: "#FF8A80"}
)

// Style is a text style turned, once, into the escape sequences it writes
// before and after text. lipgloss works a style out again on every
// Render call, which cost more than the rest of a frame together; a
// frame paints hundreds of pieces with a handful of styles.
type Style struct{ open, close string }

// Render styles one line of already escaped text.
func (s Style) Render(text string) string {
	if s.open == "" {
		return text
	}
	return s.open + text + s.close
}

// styleOf computes the sequences lipgloss writes around text for ls in the
// current colour profile (none at all under NO_COLOR).
func styleOf(ls lipgloss.Style) Style {
	const probe = "x" // no SGR sequence holds a letter x
	r := ls.Inline(true).Render(probe)
	i := strings.Index(r, probe)
	if i < 0 {
		return Style{}
	}
	return Style{open: r[:i], close: r[i+len(probe):]}
}

// Styles is every style the views use; nothing else makes styles, so a
// theme is one value. Drawing lives in the functions of this package,
// which take the Styles they paint with.
type Styles struct {
	Brand       Style
	Tab         Style
	TabActive   Style
	Border      Style // an unfocused pane's frame
	BorderFocus Style // the focused pane's frame
	Title       Style
	TitleFocus  Style
	Label       Style
	Value       Style
	Muted       Style
	Marker      Style // the ▸ focus and selection marker
	Cursor      Style
	Ghost       Style // a suggestion not yet accepted
	OK          Style
	Warn        Style
	Error       Style
	Status      Style
	StatusError Style
	// NoColor is set when the colour profile draws no SGR at all
	// (NO_COLOR, a dumb terminal): then the cursor and suggestions, which
	// are otherwise only styles, get marks of their own (CursorMark, the
	// brackets around a suggestion).
	NoColor bool
}

// DefaultStyles returns linkscope's styles for a dark or a light terminal.
// Focus, errors, the cursor and suggestions also carry a symbol or a
// bracket, so they read the same under NO_COLOR.
func DefaultStyles(dark bool) *Styles {
	c := func(a lipgloss.AdaptiveColor) lipgloss.Color {
		if dark {
			return lipgloss.Color(a.Dark)
		}
		return lipgloss.Color(a.Light)
	}
	s := lipgloss.NewStyle()
	return &Styles{
		Brand:       styleOf(s.Bold(true).Foreground(c(accent))),
		Tab:         styleOf(s.Foreground(c(muted))),
		TabActive:   styleOf(s.Bold(true).Foreground(c(accent))),
		Border:      styleOf(s.Foreground(c(border))),
		BorderFocus: styleOf(s.Foreground(c(accent))),
		Title:       styleOf(s.Foreground(c(muted))),
		TitleFocus:  styleOf(s.Bold(true).Foreground(c(accent))),
		Label:       styleOf(s.Foreground(c(muted))),
		Value:       styleOf(s),
		Muted:       styleOf(s.Foreground(c(muted))),
		Marker:      styleOf(s.Bold(true).Foreground(c(accent))),
		Cursor:      styleOf(s.Reverse(true)),
		Ghost:       styleOf(s.Foreground(c(muted)).Faint(true)),
		OK:          styleOf(s.Foreground(c(good))),
		Warn:        styleOf(s.Foreground(c(warning))),
		Error:       styleOf(s.Foreground(c(bad))),
		Status:      styleOf(s.Foreground(c(good))),
		StatusError: styleOf(s.Foreground(c(bad))),
		NoColor:     lipgloss.ColorProfile() == termenv.Ascii,
	}
}

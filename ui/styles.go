package ui

import "github.com/charmbracelet/lipgloss"

// The palette: adaptive colours that read on light and dark terminals.
var (
	accent  = lipgloss.AdaptiveColor{Light: "#5A3FC0", Dark: "#B4A2FF"}
	muted   = lipgloss.AdaptiveColor{Light: "#6B6B6B", Dark: "#8A8A8A"}
	border  = lipgloss.AdaptiveColor{Light: "#B0B0B0", Dark: "#4A4A4A"}
	good    = lipgloss.AdaptiveColor{Light: "#1E7A34", Dark: "#6FD38A"}
	warning = lipgloss.AdaptiveColor{Light: "#8A5A00", Dark: "#E8C26A"}
	bad     = lipgloss.AdaptiveColor{Light: "#B3261E", Dark: "#FF8A80"}
)

// Styles is every style the views use; nothing else creates styles, so a
// theme is one value.
type Styles struct {
	Brand       lipgloss.Style
	Tab         lipgloss.Style
	TabActive   lipgloss.Style
	Border      lipgloss.Style // an unfocused pane's frame
	BorderFocus lipgloss.Style // the focused pane's frame
	Title       lipgloss.Style
	TitleFocus  lipgloss.Style
	Label       lipgloss.Style
	Value       lipgloss.Style
	Muted       lipgloss.Style
	Marker      lipgloss.Style // the ▸ focus and selection marker
	Cursor      lipgloss.Style
	Ghost       lipgloss.Style // a suggestion not yet accepted
	OK          lipgloss.Style
	Warn        lipgloss.Style
	Error       lipgloss.Style
	Status      lipgloss.Style
	StatusError lipgloss.Style
}

// DefaultStyles returns linkscope's styles. Focus and errors also carry a
// symbol (▸, ✗, !), so they read the same under NO_COLOR.
func DefaultStyles() Styles {
	// Inline: the views lay text out themselves, and an inline style
	// skips lipgloss's measuring, padding and border passes, which cost
	// more than everything else on a frame.
	s := lipgloss.NewStyle().Inline(true)
	return Styles{
		Brand:       s.Bold(true).Foreground(accent),
		Tab:         s.Foreground(muted),
		TabActive:   s.Bold(true).Foreground(accent),
		Border:      s.Foreground(border),
		BorderFocus: s.Foreground(accent),
		Title:       s.Foreground(muted),
		TitleFocus:  s.Bold(true).Foreground(accent),
		Label:       s.Foreground(muted),
		Value:       s,
		Muted:       s.Foreground(muted),
		Marker:      s.Bold(true).Foreground(accent),
		Cursor:      s.Reverse(true),
		Ghost:       s.Foreground(muted).Faint(true),
		OK:          s.Foreground(good),
		Warn:        s.Foreground(warning),
		Error:       s.Foreground(bad),
		Status:      s.Foreground(good),
		StatusError: s.Foreground(bad),
	}
}

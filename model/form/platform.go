package form

import (
	"strconv"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// nextPlatform steps the form's ad platform: none, then each platform of
// the placeholder table, then none again. The lints follow: a Google
// {campaignid} in a Meta link is then flagged, as build --platform meta
// flags it.
func (f *Model) nextPlatform() tea.Cmd {
	ids := placeholder.PlatformIDs()
	n := indexOf(ids, f.platform.ID()) + 1 // -1 for none: the first
	f.platform = placeholder.NoPlatform
	if n < len(ids) {
		f.platform, _ = placeholder.ParsePlatform(ids[n])
	}
	f.recompute()
	status := "no ad platform: only malformed placeholders are checked"
	if f.platform != placeholder.NoPlatform {
		status = "ad platform " + f.platform.Name() + " (" + strconv.Itoa(n+1) + " of " + strconv.Itoa(len(ids)) + "): its placeholders are checked"
	}
	return component.Status(status+" · "+ui.Hint(f.keys.Platform)+" for the next", false)
}

// platformFromTemplate makes a template named after a platform
// (google-ads, meta: placeholder.PlatformIDs) pick it.
func (f *Model) platformFromTemplate(name string) {
	if p, err := placeholder.ParsePlatform(name); err == nil && p != placeholder.NoPlatform {
		f.platform = p
	}
}

// showsPlatform reports whether the form has a line for the ad platform:
// one is chosen, or a field holds a placeholder or an attempt at one,
// whose check depends on it. A form without placeholders keeps its room.
func (f *Model) showsPlatform() bool {
	if f.platform != placeholder.NoPlatform {
		return true
	}
	for i := range f.fields {
		if v := f.fields[i].Value(); placeholder.Has(v) || placeholder.Attempted(v) {
			return true
		}
	}
	return false
}

// platformNote is the form's line about the ad platform, unescaped.
func (f *Model) platformNote() string {
	if f.platform == placeholder.NoPlatform {
		return "none · " + ui.Hint(f.keys.Platform)
	}
	return f.platform.Name() + ": its placeholders are checked · " + ui.Hint(f.keys.Platform)
}

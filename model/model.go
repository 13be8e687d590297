// Package model holds linkscope's terminal UI state and decisions: which
// view and pane has focus, what the inputs hold, what to copy. It calls
// only the core packages for analyses and the ui package to draw.
package model

import (
	"io"
	"os"
	"path/filepath"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/ui"
)

// Sample is the link shown when the UI starts without one: it lights up
// every pane (UTM parameters, a base64 query marker, a click id, an
// upper-case host, a default port, a dot segment).
const Sample = "HTTPS://Shop.Example.COM:443/catalog/./shoes/../sale/index.html?id=7&utm_source=yandex&utm_medium=cpc&utm_campaign=spring_sale&_openstat=ZGlyZWN0LnlhbmRleC5ydTs2Nzk5Mjk3MTsxMTY4Mzk1MzQxMTt5YW5kZXgucnU6cHJlbWl1bQ&yclid=1092083181#reviews"

// sampleForm fills the build form at a sample start, so its link shows too.
var sampleForm = EditMsg{
	URL:    "https://shop.example.com/landing?id=7",
	Marker: openstat.Marker{Service: "openstat.ru", Campaign: "spring sale", Ad: "ad 17", Source: "top banner"},
}

// The smallest terminal the layout supports.
const (
	MinWidth  = 60
	MinHeight = 20
)

// Options configure the UI.
type Options struct {
	// InitialURL is put in the paste pane; "" starts on Sample.
	InitialURL string
	// ConfigDir holds the suggestions file; "" means
	// os.UserConfigDir()/linkscope. Tests pass t.TempDir().
	ConfigDir string
	// Clipboard is the native clipboard; nil means the system's.
	Clipboard Clipboard
	// OSC52 receives the OSC 52 copy sequence; nil means os.Stdout.
	OSC52 io.Writer
	// Theme forces the colours for a "light" or "dark" background; ""
	// detects the terminal's (detection fails under tmux and some SSH
	// sessions). cli validates it (--theme, LINKSCOPE_THEME).
	Theme string
}

type view int

const (
	viewBuild view = iota
	viewInspect
)

var viewNames = []string{"Build", "Inspect"}

// Model is the root of the UI. It is a value, as Bubble Tea wants; the
// components it holds are pointers updated in place.
type Model struct {
	c         *common
	view      view
	form      *form
	insp      *inspector
	fullHelp  bool
	status    string
	statusErr bool
	sugg      *suggestions
	dir       string
	clip      Clipboard
	osc       io.Writer
	sized     bool
	qr        *qrCode // shown over the body until a key is pressed
	dark      bool    // the terminal's background is dark: QR codes draw inverted
}

// New returns the root model.
func New(opts Options) tea.Model {
	c := &common{styles: ui.DefaultStyles(), keys: ui.DefaultKeyMap(), help: help.New()}
	m := Model{c: c, view: viewInspect, dir: opts.ConfigDir, clip: opts.Clipboard, osc: opts.OSC52,
		dark: lipgloss.HasDarkBackground()}
	if m.dir == "" {
		if base, err := os.UserConfigDir(); err == nil {
			m.dir = filepath.Join(base, "linkscope")
		} else {
			m.status, m.statusErr = "suggestions are not kept: "+err.Error(), true
		}
	}
	if m.clip == nil {
		m.clip = nativeClipboard{}
	}
	if m.osc == nil {
		m.osc = os.Stdout
	}
	s, notice := loadSuggestions(m.dir)
	if notice != "" {
		m.status, m.statusErr = notice, true
	}
	m.sugg = &s
	link := opts.InitialURL
	if link == "" {
		link = Sample
		if m.status == "" {
			m.status = "a sample link, fully inspected: paste or type your own to replace it"
		}
	}
	m.form = newForm(c, m.sugg)
	if opts.InitialURL == "" {
		m.form.load(sampleForm)
		m.form.focus = 0
	}
	m.insp = newInspector(c, link)
	if opts.InitialURL == "" {
		m.insp.sample = true
		m.insp.link.pos = 0 // show the start of the link: the host, the path
	}
	return m
}

// Init starts nothing: everything is computed in New, so the first frame
// is the first thing drawn.
func (m Model) Init() tea.Cmd { return nil }

// focused is the component of the current view.
func (m Model) focused() component {
	if m.view == viewBuild {
		return m.form
	}
	return m.insp
}

// typing reports whether a text input has focus: then only control and
// function keys are commands, every printable key is text.
func (m Model) typing() bool {
	if m.view == viewBuild {
		return m.form.typing()
	}
	return m.insp.typing()
}

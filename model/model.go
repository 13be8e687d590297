package model

import (
	"errors"
	"io"
	"os"
	"time"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/clipboard"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/internal/shorten"
	"github.com/linkscope/linkscope/internal/trackingrules"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// Sample is the link shown when the UI starts without one: it lights up
// every pane (UTM parameters, a base64 query marker, a click id, an
// upper-case host, a default port, a dot segment).
const Sample = "HTTPS://Shop.Example.COM:443/catalog/./shoes/../sale/index.html?id=7&utm_source=yandex&utm_medium=cpc&utm_campaign=spring_sale" +
	"&_openstat=ZGlyZWN0LnlhbmRleC5ydTs2Nzk5Mjk3MTsxMTY4Mzk1MzQxMTt5YW5kZXgucnU6cHJlbWl1bQ&yclid=1092083181#reviews"

// GCPercent is the garbage collector's setting the UI runs with (cli sets
// it for the UI's process, and the model's benchmarks measure with it).
// The UI's live heap is small, a few megabytes, and every keystroke makes
// a frame's worth of short-lived garbage: at Go's default of 100 the
// collector runs every few keystrokes and costs more than the frame, so it
// is let to wait for four times the live heap.
const GCPercent = 400

// The smallest terminal the layout supports.
const (
	MinWidth  = 60
	MinHeight = 20
)

// Options configure the UI.
type Options struct {
	// InitialURL is put in the paste pane; "" starts on Sample.
	InitialURL string
	// Paths are linkscope's files as the command line resolved them
	// (internal/config): the config directory keeps the Build form's
	// suggestions and the history ("" keeps nothing). Tests give a
	// temporary directory.
	Paths config.Paths
	// Setup is the analysis setup every view reads links with, resolved
	// by the command line as the commands resolve it: the tracking table
	// with the user's rules, the team's conventions file.
	Setup analysis.Setup
	// Clipboard is the native clipboard; nil means the system's.
	Clipboard Clipboard
	// OSC52 receives the OSC 52 copy sequence; nil means os.Stdout.
	OSC52 io.Writer
	// Theme forces the colours for a "light" or "dark" background; ""
	// detects the terminal's (detection fails under tmux and some SSH
	// sessions). cli validates it (--theme, LINKSCOPE_THEME).
	Theme string
	// Follow configures the Inspect view's follow key, the UI's only
	// network access: its HTTP client, User-Agent, time budget and hop
	// limit. The zero value uses internal/follow's defaults; tests give a
	// client that reaches only a loopback server.
	Follow follow.Options
	// Shorten makes the Build view's link shortener, on its key's first
	// press; nil for none (see component.Startup).
	Shorten func() (*shorten.Shortener, error)
	// Sheet is a worksheet to open in the Sheet view (build --xlsx FILE on
	// a terminal); the UI starts on it. nil for none: no Sheet view.
	Sheet *component.SheetOpen
	// ConventionsErr and TrackingErr say why the conventions file or the
	// user's tracking rules are not used: the status line shows it.
	ConventionsErr error
	TrackingErr    error
	// WatchEvery is how often the setup files (the conventions file, the
	// tracking rules) are looked at for changes, read again and the views
	// told; 0 means every 2 s, a negative value never.
	WatchEvery time.Duration
}

// Model is the root of the UI. It is a value, as Bubble Tea wants; the
// components it holds are pointers updated in place.
type Model struct {
	c             *component.Common
	help          help.Model
	views         []component.Component
	active        int
	width, height int
	sized         bool
	fullHelp      bool
	qr            *qrCode // shown over the body until a key is pressed
	status        string
	statusErr     bool
	clip          Clipboard
	osc           io.Writer
	dark          bool        // the terminal's background is dark: QR codes draw inverted
	frame         *frameCache // shared by the copies Bubble Tea makes of the model
	watch         watching    // the setup files' last look
}

// watching is the watch of the setup files: how often, and what the
// last look saw.
type watching struct {
	every  time.Duration
	stamps config.Stamps
}

// New returns the root model.
func New(opts Options) tea.Model {
	dark := opts.Theme == "dark" || (opts.Theme == "" && lipgloss.HasDarkBackground())
	c := &component.Common{Styles: ui.DefaultStyles(dark), Keys: ui.DefaultKeyMap(), Setup: opts.Setup}
	h := help.New()
	h.Styles = ui.HelpStyles(dark)
	m := Model{c: c, help: h, clip: opts.Clipboard, osc: opts.OSC52, dark: dark, frame: &frameCache{},
		watch: watching{every: opts.WatchEvery, stamps: opts.Paths.Stamp()}}
	if m.clip == nil {
		m.clip = clipboard.Native{}
	}
	if m.osc == nil {
		m.osc = os.Stdout
	}
	if opts.Paths.Dir == "" {
		m.setStatus("suggestions and history are not kept: no config directory (set "+config.EnvDir+")", true)
	}
	sample := opts.InitialURL == ""
	link := opts.InitialURL
	if sample {
		link = Sample
	}
	starts := views()
	m.views = make([]component.Component, 0, len(starts))
	notice := "" // the first view's notice: the status line shows one
	for _, start := range starts {
		v, n := start(c, component.Startup{Link: link, Sample: sample, Files: opts.Paths.Files(), Follow: opts.Follow, Shorten: opts.Shorten,
			Sheet: opts.Sheet})
		if v != nil { // a view with nothing to show in this run
			m.views = append(m.views, v)
		}
		if notice == "" {
			notice = n
		}
	}
	if notice != "" {
		m.setStatus(notice, true)
	}
	if opts.TrackingErr != nil {
		m.setStatus(rulesProblem(opts.TrackingErr, m.status), true)
	}
	if opts.ConventionsErr != nil && m.status == "" {
		m.setStatus("conventions file not used: "+opts.ConventionsErr.Error(), true)
	}
	if sample && m.status == "" {
		m.setStatus("a sample link, fully inspected: paste or type your own to replace it", false)
	}
	m.active = 0
	if opts.Sheet != nil {
		m.showSheet()
	}
	return m
}

// showSheet starts on the Sheet view, and says what it holds.
func (m *Model) showSheet() {
	for i, v := range m.views {
		if v.Name() == "Sheet" {
			m.active = i
		}
	}
	if m.status == "" || !m.statusErr {
		m.setStatus("the sheet is open, every row built · "+ui.Hint(m.c.Keys.Help)+" says what each key does", false)
	}
}

// rulesProblem words a tracking rules error for the status line, where
// and what first, then what the UI does instead, then an earlier notice.
func rulesProblem(err error, earlier string) string {
	text := err.Error()
	var fe *trackingrules.Error
	if errors.As(err, &fe) {
		text = fe.Brief()
	}
	text += "; the built-in tracking table is used"
	if earlier != "" {
		text += " · " + earlier
	}
	return text
}

// Init starts the watch of the setup files; everything else is computed
// in New, so the first frame is the first thing drawn.
func (m Model) Init() tea.Cmd { return watchTick(m.watch.every) }

// view is the active component.
func (m Model) view() component.Component { return m.views[m.active] }

func (m *Model) setStatus(text string, isErr bool) { m.status, m.statusErr = text, isErr }

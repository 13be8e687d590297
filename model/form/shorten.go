package form

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/history"
	"github.com/linkscope/linkscope/internal/shorten"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// shortening is the Build view's short link: the shorten key sends the
// built link to the configured link shortener (internal/shorten) and
// shows the short link under it; pressed again it switches what the copy
// and QR keys act on between the short and the long link. The first send
// of a run asks first, naming the provider and the endpoint: shortening
// sends the link to a third party. The request is a command with a
// context, never made in Update; a link edited meanwhile cancels it, and
// an answer for a link no longer in the form is dropped.
type shortening struct {
	// open resolves the settings and makes the shortener (nil: the UI
	// was started without one, as in tests of other views).
	open      func() (*shorten.Shortener, error)
	s         *shorten.Shortener
	armed     bool // the confirmation is on the status line: the key again sends
	confirmed bool // sending was confirmed once this run
	link      string
	short     string
	err       string
	pending   bool
	onShort   bool // the copy and QR keys act on the short link
	cancel    context.CancelFunc
}

// shortenedMsg is a shortening's answer.
type shortenedMsg struct {
	link string
	o    shorten.Outcome
}

// shortenKey is the shorten key: ask, send, or switch the target.
func (f *Model) shortenKey() tea.Cmd {
	sh, link := &f.short, f.tagged.URL
	if _, _, problem := f.linkTarget(); problem != "" {
		return component.Status("nothing to shorten: "+problem, true)
	}
	if sh.link == link && sh.short != "" {
		sh.onShort = !sh.onShort
		return component.Status(f.targetWords(), false)
	}
	if sh.link == link && sh.pending {
		return component.Status("shortening with "+sh.s.Display()+"…", false)
	}
	if sh.s == nil {
		if sh.open == nil {
			return component.Status("shortening is not set up in this run", true)
		}
		s, err := sh.open()
		if err != nil {
			return component.Status("cannot shorten: "+textsafe.Escape(err.Error()), true)
		}
		sh.s = s
	}
	key := f.keys.Shorten.Help().Key
	if !sh.confirmed && !sh.armed {
		sh.armed = true
		msg := key + " again sends the link to " + sh.s.Display() + " at " + textsafe.Escape(sh.s.Endpoint()) +
			" to shorten it (any other key: no)"
		for _, n := range sh.s.Notes() {
			msg += "; " + n
		}
		return component.Status(msg, false)
	}
	sh.armed, sh.confirmed = false, true
	return f.sendShorten(link)
}

// sendShorten starts the request for link.
func (f *Model) sendShorten(link string) tea.Cmd {
	sh := &f.short
	if sh.cancel != nil {
		sh.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	sh.link, sh.short, sh.err, sh.pending, sh.onShort, sh.cancel = link, "", "", true, false, cancel
	s := sh.s
	return tea.Batch(component.Status("shortening with "+s.Display()+"…", false), func() tea.Msg {
		defer cancel()
		o := shorten.Outcome{Input: link, Provider: s.Provider()}
		res, err := s.Shorten(ctx, link, "")
		if err != nil {
			o.Error = err.Error()
		} else {
			o.Short, o.Reused = res.Short, res.Reused
		}
		return shortenedMsg{link: link, o: o}
	})
}

// shortened takes an answer: shown, kept in the history, said.
func (f *Model) shortened(msg shortenedMsg) tea.Cmd {
	sh := &f.short
	if msg.link != sh.link || msg.link != f.tagged.URL {
		return nil // the form moved on
	}
	sh.pending, sh.cancel = false, nil
	if msg.o.Error != "" {
		sh.err = msg.o.Error
		return component.Status("not shortened: "+sh.err, true)
	}
	sh.short, sh.onShort = msg.o.Short, true
	words := "short link made"
	if msg.o.Reused {
		words = "the short link it had already"
	}
	rec := f.historyRecord()
	rec.Short = sh.short
	return tea.Batch(component.Status(words+": "+f.targetWords(), false), f.appendRecord(rec))
}

// targetWords says what the copy and QR keys act on.
func (f *Model) targetWords() string {
	k := f.c.Keys
	which := "the long link"
	if f.short.onShort {
		which = "the short link"
	}
	return k.Copy.Help().Key + " copies " + which + ", " + k.QR.Help().Key + " shows its QR code; " +
		f.keys.Shorten.Help().Key + " switches to the other"
}

// dropStaleShort forgets a short link of another link than the built
// one, cancelling its request: recompute calls it whenever the link may
// have changed.
func (f *Model) dropStaleShort() {
	sh := &f.short
	if sh.link == "" || sh.link == f.tagged.URL {
		return
	}
	if sh.cancel != nil {
		sh.cancel()
	}
	*sh = shortening{open: sh.open, s: sh.s, confirmed: sh.confirmed}
}

// shortTarget is the short link when the copy and QR keys act on it.
func (f *Model) shortTarget() (string, bool) {
	sh := &f.short
	return sh.short, sh.link == f.tagged.URL && sh.short != "" && sh.onShort
}

// withShort adds the short link's row to the result pane.
func (f *Model) withShort(p ui.Pane) ui.Pane {
	sh := &f.short
	if sh.link != f.tagged.URL || (sh.short == "" && !sh.pending && sh.err == "") {
		return p
	}
	var row ui.Item
	switch {
	case sh.pending:
		row = ui.Item{Kind: ui.Note, Value: "shortening with " + sh.s.Display() + "…"}
	case sh.err != "":
		row = ui.Item{Kind: ui.Problem, Value: "not shortened: " + sh.err}
	default:
		label := "short"
		if sh.onShort {
			label = "short ▸"
		}
		row = ui.Item{Label: label, Value: sh.short, Copy: sh.short, CopyName: "short link"}
	}
	p.Items = append(p.Items[:1:1], append([]ui.Item{row}, p.Items[1:]...)...)
	return p
}

// appendRecord is the command that appends rec to the history.
func (f *Model) appendRecord(rec history.Record) tea.Cmd {
	if f.files.History == "" {
		return nil
	}
	store := history.Store{Path: f.files.History}
	return func() tea.Msg { return component.RecordedMsg{Record: rec, Err: store.Append(rec)} }
}

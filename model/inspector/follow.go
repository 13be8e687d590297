package inspector

import (
	"context"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/hops"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// spin is the "requesting…" indicator. Its frame moves only on the ticks
// a running follow asks for, so a frame drawn without them (a golden) is
// always the first.
var spin = spinner.MiniDot

// following is the follow key's state: the request options, the run in
// progress or the chain it found, and the link both belong to. The follow
// key is the only thing in the view that makes a request.
type following struct {
	opts      follow.Options
	shown     bool   // a run or its result belongs to the link: the pane shows
	link      string // the paste pane's text when the follow started
	run       int    // the latest run's number: results and ticks of others are dropped
	running   bool
	cancelled bool // cancelled by the key; the hops seen before it may still arrive
	cancel    context.CancelFunc
	frame     int         // the indicator's frame while running
	chain     *hops.Chain // the result, once it came
}

// followDoneMsg is a follow's result, for run number run.
type followDoneMsg struct {
	run   int
	chain hops.Chain
}

// followTickMsg moves the indicator of run number run.
type followTickMsg struct{ run int }

// SetFollowOptions sets what the follow key's requests use: the HTTP
// client (tests give one that reaches only a loopback server), the
// User-Agent, the time budget and the hop limit. Zero values are the
// internal/follow defaults.
func (in *Model) SetFollowOptions(o follow.Options) { in.fw.opts = o }

// followKey handles the keys of wrapped links and of following: the
// unwrap toggle, the follow key and, while a follow runs, cancel. ok is
// false for any other key.
func (in *Model) followKey(pressed string) (cmd tea.Cmd, ok bool) {
	k := &in.keys
	switch {
	case ui.Matches(pressed, k.Unwrap):
		return in.toggleUnwrap(), true
	case ui.Matches(pressed, k.Follow):
		return in.startFollow(), true
	case in.fw.running && ui.Matches(pressed, k.Cancel):
		return in.cancelFollow(), true
	}
	return nil, false
}

// followMsg takes the messages of a follow run; ok is false for others.
func (in *Model) followMsg(msg tea.Msg) (cmd tea.Cmd, ok bool) {
	switch msg := msg.(type) {
	case followDoneMsg:
		return in.followDone(msg), true
	case followTickMsg:
		return in.followTick(msg), true
	}
	return nil, false
}

// toggleUnwrap switches the panes of a wrapped link between its
// destination and the wrapper itself.
func (in *Model) toggleUnwrap() tea.Cmd {
	if !in.noUnwrap && !in.report.Unwrapped.Wrapped() {
		return component.Status("this link is not wrapped: the panes inspect it as written", true)
	}
	in.noUnwrap = !in.noUnwrap
	in.inspector = nil
	in.recompute()
	if in.noUnwrap {
		return component.Status("the panes analyse the wrapper link itself", false)
	}
	return component.Status("the panes analyse the destination inside the wrapper", false)
}

// startFollow follows the inspected link in a command, so Update never
// waits on the network, and focuses the pane that shows it.
func (in *Model) startFollow() tea.Cmd {
	f := &in.fw
	link := in.link.Value()
	cancelKey := in.keys.Cancel.Help().Key
	switch {
	case strings.TrimSpace(link) == "":
		return component.Status("nothing to follow: the link is empty", true)
	case f.running:
		return component.Status("already following this link: "+cancelKey+" cancels", true)
	}
	if f.opts.Client == nil {
		f.opts.Client = follow.NewClient() // one client for every follow: connections are reused
	}
	// The pane offered it: a follow refused at a private address is run
	// again, this once, allowed to reach it.
	allowOnce := f.chain != nil && f.link == link && follow.RefusedPrivate(f.chain) && !f.opts.AllowPrivate
	ctx, cancel := context.WithCancel(context.Background())
	f.run++
	*f = following{opts: f.opts, run: f.run, shown: true, link: link, running: true, cancel: cancel}
	in.recompute()
	in.focusPane("follow")
	// No status line here: the pane says it is requesting, and a status
	// sent now could land after the result's.
	run, opts := f.run, f.opts
	opts.Tracking = in.c.Setup.Tracking // the hops' tracking values, read as every pane reads them
	opts.AllowPrivate = opts.AllowPrivate || allowOnce
	return tea.Batch(
		func() tea.Msg { return followDoneMsg{run: run, chain: follow.Follow(ctx, link, opts)} },
		followTick(run))
}

func followTick(run int) tea.Cmd {
	return tea.Tick(spin.FPS, func(time.Time) tea.Msg { return followTickMsg{run: run} })
}

// cancelFollow stops the running follow. The hops it saw before the
// cancel still arrive, with the chain's error saying it was cancelled.
func (in *Model) cancelFollow() tea.Cmd {
	f := &in.fw
	f.cancel()
	f.running, f.cancelled = false, true
	in.recompute()
	return component.Status("follow cancelled", false)
}

// followDone shows a run's chain, unless the link changed or another run
// started since.
func (in *Model) followDone(msg followDoneMsg) tea.Cmd {
	f := &in.fw
	if msg.run != f.run || !f.shown {
		return nil
	}
	f.cancel() // releases the context; the run is over
	f.running, f.chain = false, &msg.chain
	in.recompute()
	if f.cancelled {
		return nil
	}
	if msg.chain.Error != "" {
		return component.Status("the follow stopped early after "+component.Plural(len(msg.chain.Hops), "hop")+": see the Follow pane", true)
	}
	return component.Status("followed: "+component.Plural(len(msg.chain.Hops), "hop")+" to the final URL", false)
}

// followTick moves the indicator of the running follow and asks for the
// next tick; a tick of a finished run asks for none.
func (in *Model) followTick(msg followTickMsg) tea.Cmd {
	f := &in.fw
	if msg.run != f.run || !f.running {
		return nil
	}
	f.frame++
	for i := range in.panes {
		if p := &in.panes[i]; p.name == "follow" {
			p.Data.Title = followTitle(f, &in.keys)
			p.Changed() // only this pane redraws
		}
	}
	return followTick(msg.run)
}

// dropStaleFollow forgets a follow that belongs to another text than
// link: the result describes the link it was run on, so editing the link
// clears it (and cancels a run in progress).
func (f *following) dropStaleFollow(link string) {
	if !f.shown || f.link == link {
		return
	}
	if f.running {
		f.cancel()
	}
	*f = following{opts: f.opts, run: f.run}
}

// focusPane moves the focus to the pane named name, when it shows.
func (in *Model) focusPane(name string) {
	for i, p := range in.panes {
		if p.name == name {
			in.focus = i + 1
		}
	}
}

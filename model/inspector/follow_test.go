package inspector

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/ui"
)

// chainServer serves a redirect chain by host and path on a loopback
// httptest server, and counts the requests it gets.
type chainServer struct {
	srv      *httptest.Server
	requests atomic.Int32
	hosts    sync.Map      // host -> true, every host requested
	release  chan struct{} // closed at cleanup: frees /slow
}

func newChainServer(t *testing.T) *chainServer {
	t.Helper()
	s := &chainServer{release: make(chan struct{})}
	s.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		s.hosts.Store(r.Host, true)
		switch r.Host + r.URL.Path {
		case "ads.example/c":
			redirect(w, http.StatusMovedPermanently, "http://shop.example/landing?"+r.URL.RawQuery)
		case "shop.example/landing":
			redirect(w, http.StatusFound, "/p?utm_source=news") // relative, and without utm_campaign
		case "shop.example/p":
			w.Header().Set("Content-Type", "text/html")
			io.WriteString(w, "<!doctype html><title>p</title>")
		case "ads.example/file":
			redirect(w, http.StatusFound, "file:///etc/passwd")
		case "ads.example/slow":
			select { // answers only when the client gives up
			case <-r.Context().Done():
			case <-s.release:
			}
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(func() { close(s.release); s.srv.Close() })
	return s
}

func redirect(w http.ResponseWriter, code int, loc string) {
	w.Header().Set("Location", loc)
	w.WriteHeader(code)
}

// options are follow options whose client dials the loopback server
// whatever host a URL names, so the chain reads as real hosts and no test
// ever reaches another address.
func (s *chainServer) options() follow.Options {
	c := follow.NewClient()
	tr := c.Transport.(*http.Transport)
	tr.Proxy = nil // the environment's proxy is not the test server
	addr := s.srv.Listener.Addr().String()
	var d net.Dialer
	tr.DialContext = func(ctx context.Context, network, _ string) (net.Conn, error) {
		return d.DialContext(ctx, network, addr)
	}
	return follow.Options{Client: c, Timeout: 5 * time.Second, UserAgent: "linkscope/test"}
}

// followed is the link of the chain: a Google /url around a tracked ad
// link, so the chain has an unwrap hop (never requested), a redirect
// that keeps everything and one that drops utm_campaign.
const followed = "http://www.google.com/url?q=http://ads.example/c%3Futm_source%3Dnews%26utm_campaign%3Dspring"

// newFollowModel is the view on link, its follow key reaching s only.
func newFollowModel(s *chainServer, link string, w, h int) *Model {
	in := New(modeltest.Common(), link, false)
	in.SetFollowOptions(s.options())
	in.SetSize(w, h)
	return in
}

// press sends keys and returns the commands they asked for, not run.
func press(t *testing.T, in *Model, keys string) []tea.Cmd {
	t.Helper()
	var cmds []tea.Cmd
	for _, k := range modeltest.Msgs(t, keys) {
		if cmd := in.Update(k); cmd != nil {
			cmds = append(cmds, cmd)
		}
	}
	return cmds
}

// awaitFollow runs cmds (batches opened) each in its own goroutine, as
// Bubble Tea does, and returns the follow result among their messages;
// ticks and status messages are left aside.
func awaitFollow(t *testing.T, cmds []tea.Cmd) followDoneMsg {
	t.Helper()
	out := make(chan tea.Msg, 16)
	var start func(tea.Cmd)
	start = func(c tea.Cmd) {
		go func() {
			msg := c()
			if b, ok := msg.(tea.BatchMsg); ok {
				for _, c := range b {
					if c != nil {
						start(c)
					}
				}
				return
			}
			out <- msg
		}()
	}
	for _, c := range cmds {
		start(c)
	}
	deadline := time.After(5 * time.Second)
	for {
		select {
		case msg := <-out:
			if done, ok := msg.(followDoneMsg); ok {
				return done
			}
		case <-deadline:
			t.Fatal("no follow result within 5 s")
		}
	}
}

// TestFollow drives the follow key against the loopback chain, step by
// step, and compares each frame with testdata/TestFollow/NAME.golden.
func TestFollow(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"inspector_follow.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			s := newChainServer(t)
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			in := newFollowModel(s, row.Get("url"), w, h)
			cmds := press(t, in, row.Raw("keys"))
			switch row.Get("then") {
			case "done":
				in.Update(awaitFollow(t, cmds))
			case "cancelled":
				cmds = append(cmds, press(t, in, "esc")...)
				in.Update(awaitFollow(t, cmds))
			}
			if rest := row.Raw("after"); rest != "" {
				press(t, in, rest)
			}
			view := in.View()
			modeltest.CheckFrame(t, view, w, 0)
			if n := ui.CountLines(view); n > h {
				t.Errorf("%d lines drawn in a room of %d", n, h)
			}
			golden.RequireEqual(t, []byte(view))
		})
	}
}

// TestFollowChain checks the result's values, not only their drawing:
// the unwrap hop made no request, the relative Location was resolved,
// and utm_campaign is lost at hop 2.
func TestFollowChain(t *testing.T) {
	s := newChainServer(t)
	in := newFollowModel(s, followed, 100, 40)
	done := awaitFollow(t, press(t, in, "ctrl+g"))
	in.Update(done)
	c := in.fw.chain
	if c == nil {
		t.Fatal("no chain shown")
	}
	want := []string{"http://ads.example/c?utm_source=news&utm_campaign=spring",
		"http://shop.example/landing?utm_source=news&utm_campaign=spring", "http://shop.example/p?utm_source=news"}
	if len(c.Hops) != len(want) {
		t.Fatalf("%d hops, want %d: %+v", len(c.Hops), len(want), c.Hops)
	}
	for i, u := range want {
		if c.Hops[i].URL != u {
			t.Errorf("hop %d: %s, want %s", i, c.Hops[i].URL, u)
		}
	}
	if strings.Join(c.Lost, ",") != "utm_campaign" || c.LostAt != 2 || c.Error != "" {
		t.Errorf("lost %v at %d, error %q", c.Lost, c.LostAt, c.Error)
	}
	if _, ok := s.hosts.Load("www.google.com"); ok {
		t.Error("the Google /url wrapper was requested; it must be unwrapped without a request")
	}
	if n := s.requests.Load(); n != 3 {
		t.Errorf("%d requests, want 3", n)
	}
}

// TestFollowCancel: the cancel key stops a follow that waits on a server
// that never answers, at once, and the pane says so.
func TestFollowCancel(t *testing.T) {
	s := newChainServer(t)
	in := newFollowModel(s, "http://ads.example/slow?utm_source=news", 100, 30)
	cmds := press(t, in, "ctrl+g")
	if !in.fw.running || !strings.Contains(in.View(), "requesting…") {
		t.Fatal("no requesting state after the follow key")
	}
	started := time.Now()
	cmds = append(cmds, press(t, in, "esc")...)
	if in.fw.running {
		t.Error("still running after the cancel key")
	}
	in.Update(awaitFollow(t, cmds))
	if d := time.Since(started); d > 2*time.Second {
		t.Errorf("the cancelled follow took %v to end", d)
	}
	if c := in.fw.chain; c == nil || !strings.Contains(c.Error, "cancelled") {
		t.Fatalf("chain %+v, want a cancelled error", c)
	}
	if view := in.View(); !strings.Contains(view, "cancelled") {
		t.Errorf("the pane does not say the follow was cancelled:\n%s", view)
	}
}

// TestFollowBelongsToLink: editing the link clears the result and
// cancels a run in progress, whose late result is then dropped; so is a
// result of an older run.
func TestFollowBelongsToLink(t *testing.T) {
	s := newChainServer(t)
	in := newFollowModel(s, followed, 100, 40)
	done := awaitFollow(t, press(t, in, "ctrl+g"))
	in.Update(done)
	if !strings.Contains(in.View(), "Follow ·") {
		t.Fatal("no Follow pane after the result")
	}
	press(t, in, "esc text:x")
	if strings.Contains(in.View(), "Follow ·") || in.fw.shown {
		t.Error("the follow result outlived an edit of the link")
	}
	in.Update(done) // a late copy of the old run's result
	if in.fw.shown {
		t.Error("a result of an older run was shown")
	}

	in.setLink("http://ads.example/slow")
	cmds := press(t, in, "ctrl+g")
	press(t, in, "clear")
	if in.fw.running || in.fw.shown {
		t.Error("clearing the link did not stop the follow")
	}
	late := awaitFollow(t, cmds) // ends: the clear cancelled its context
	in.Update(late)
	if in.fw.shown {
		t.Error("the result of a run cancelled by a clear was shown")
	}
}

// TestOnlyFollowKeyRequests: every other key of the view, on a wrapped
// link and an opaque shortener, makes no request.
func TestOnlyFollowKeyRequests(t *testing.T) {
	s := newChainServer(t)
	for _, link := range []string{followed, "http://bit.ly/3xYz12", "http://ads.example/c?utm_source=a"} {
		in := newFollowModel(s, link, 100, 40)
		for _, c := range press(t, in, "ctrl+x ctrl+x ctrl+n tab down enter ctrl+y ctrl+e ctrl+x esc text:z backspace ctrl+l") {
			modeltest.Flatten(c)
		}
	}
	if n := s.requests.Load(); n != 0 {
		t.Errorf("%d requests without the follow key", n)
	}
}

// TestFollowTicks: the indicator moves only on its own run's ticks, and
// stops asking for them when the run ends.
func TestFollowTicks(t *testing.T) {
	s := newChainServer(t)
	in := newFollowModel(s, "http://ads.example/slow", 100, 30)
	cmds := press(t, in, "ctrl+g")
	first := in.View()
	if cmd := in.Update(followTickMsg{run: in.fw.run}); cmd == nil {
		t.Error("a tick of the running follow asks for no next tick")
	}
	if in.View() == first {
		t.Error("the indicator did not move on a tick")
	}
	moved := in.View()
	if cmd := in.Update(followTickMsg{run: in.fw.run - 1}); cmd != nil || in.View() != moved {
		t.Error("a tick of another run moved the indicator")
	}
	cmds = append(cmds, press(t, in, "esc")...)
	in.Update(awaitFollow(t, cmds))
	if cmd := in.Update(followTickMsg{run: in.fw.run}); cmd != nil {
		t.Error("a finished follow still asks for ticks")
	}
}

// TestFollowRefusals: the follow key on an empty link says why and makes
// no command; a second press while running does not start another run.
func TestFollowRefusals(t *testing.T) {
	s := newChainServer(t)
	in := newFollowModel(s, "", 100, 30)
	msgs := modeltest.DriveComponent(in, modeltest.Msgs(t, "ctrl+g")...)
	if len(msgs) != 1 || !msgs[0].(component.StatusMsg).Err || in.fw.shown {
		t.Errorf("follow on an empty link: %v", msgs)
	}
	in.setLink("http://ads.example/slow")
	cmds := press(t, in, "ctrl+g")
	run := in.fw.run
	again := press(t, in, "ctrl+g")
	if in.fw.run != run || len(again) != 1 {
		t.Error("a second follow key started another run")
	}
	cmds = append(cmds, press(t, in, "esc")...)
	in.Update(awaitFollow(t, cmds))
}

// TestFollowPrivateOnRequest: a link to a loopback address is refused and
// reaches nothing; the pane says the follow key again follows it, and
// pressing it does, that once.
func TestFollowPrivateOnRequest(t *testing.T) {
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()
	in := New(modeltest.Common(), srv.URL+"/landing", false)
	in.SetFollowOptions(follow.Options{Client: follow.NewClient(), Timeout: 5 * time.Second, UserAgent: "linkscope/test"})
	in.SetSize(150, 47)
	in.Update(awaitFollow(t, press(t, in, "ctrl+g")))
	if hits.Load() != 0 || !strings.Contains(in.View(), "loopback address") || !strings.Contains(in.View(), "again follows this link") {
		t.Fatalf("%d hits; the pane does not offer the choice:\n%s", hits.Load(), in.View())
	}
	in.Update(awaitFollow(t, press(t, in, "ctrl+g")))
	if hits.Load() != 1 || strings.Contains(in.View(), "stopped") {
		t.Errorf("%d hits after the second press:\n%s", hits.Load(), in.View())
	}
	in.Update(awaitFollow(t, press(t, in, "ctrl+g")))
	if hits.Load() != 1 {
		t.Errorf("the choice held for more than one follow: %d hits", hits.Load())
	}
}

package model

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// noNetwork are follow options whose client refuses every connection:
// the root's tests and its fuzzer may press the follow key, and reach no
// address at all.
func noNetwork() follow.Options {
	c := follow.NewClient()
	tr := c.Transport.(*http.Transport)
	tr.Proxy = nil
	tr.DialContext = func(context.Context, string, string) (net.Conn, error) {
		return nil, errors.New("tests make no request")
	}
	return follow.Options{Client: c, Timeout: time.Second}
}

// TestFollowOption: Options.Follow reaches the Inspect view's follow key,
// which follows the link through a loopback server, and the result shows
// in the Follow pane.
func TestFollowOption(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/c" {
			w.Header().Set("Location", "/p?utm_source=news")
			w.WriteHeader(http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<title>p</title>")
	}))
	defer srv.Close()
	opts := follow.Options{Client: follow.NewClient(), Timeout: 5 * time.Second, AllowPrivate: true}
	opts.Client.Transport.(*http.Transport).Proxy = nil // the loopback server, not the environment's proxy
	m := New(Options{InitialURL: srv.URL + "/c?utm_source=news&utm_campaign=spring", Paths: config.Paths{Dir: t.TempDir()}, Setup: analysis.Builtin(),
		Clipboard: &fakeClipboard{}, OSC52: &strings.Builder{}, Theme: "dark", Follow: opts})
	m = drive(m, tea.WindowSizeMsg{Width: 120, Height: 50})
	m = drive(m, modeltest.Msgs(t, "ctrl+g")...)
	view := m.View()
	checkFrame(t, view, 120, 50)
	for _, want := range []string{"Follow · 1 hop · 1 tracking value lost", srv.URL + "/p?utm_source=news", "lost utm_campaign", "followed: 1 hop"} {
		if !strings.Contains(view, want) {
			t.Errorf("no %q in the frame:\n%s", want, view)
		}
	}
}

package form

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/internal/shorten"
	"github.com/linkscope/linkscope/internal/shorten/shortentest"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

const testKey = "k3y-SECRET-0123456789abcdef"

// shortenerOf opens a shortener of provider against fake, as the UI's
// settings would.
func shortenerOf(fake *shortentest.Server, env string) func() (*shorten.Shortener, error) {
	return func() (*shorten.Shortener, error) {
		cfg, err := shorten.Resolve(shorten.Choice{Provider: fake.Provider, Endpoint: fake.URL},
			shorten.Sources{Getenv: func(k string) string { return map[string]string{env: testKey}[k] }})
		if err != nil {
			return nil, err
		}
		return shorten.New(cfg, shorten.NewClient(shorten.ClientOptions{})), nil
	}
}

// statuses are the status lines among msgs; the rest are given back.
func statuses(msgs []tea.Msg) (lines []string, rest []tea.Msg) {
	for _, m := range msgs {
		if s, ok := m.(component.StatusMsg); ok {
			lines = append(lines, s.Text)
			continue
		}
		rest = append(rest, m)
	}
	return lines, rest
}

func TestShortenKey(t *testing.T) {
	fake := shortentest.New("kutt", testKey)
	defer fake.Close()
	dir := t.TempDir()
	f := newFormIn(t, dir, false)
	f.short.open = shortenerOf(fake, "LINKSCOPE_KUTT_API_KEY")
	shortenKey := f.keys.Shorten.Keys()[0]
	modeltest.DriveComponent(f, modeltest.Msgs(t, "text:https://shop.example/p tab text:openstat.ru")...)
	long := f.tagged.URL

	// The first press asks, naming the provider and the endpoint; another key says no.
	st, _ := statuses(modeltest.DriveComponent(f, modeltest.Msgs(t, shortenKey)...))
	if len(st) != 1 || !strings.Contains(st[0], "sends the link to Kutt at "+fake.URL) {
		t.Fatalf("status %q", st)
	}
	modeltest.DriveComponent(f, modeltest.Msgs(t, "end")...)
	st, _ = statuses(modeltest.DriveComponent(f, modeltest.Msgs(t, shortenKey)...))
	if len(fake.Requests()) != 0 || len(st) != 1 || !strings.Contains(st[0], "again sends") {
		t.Fatalf("after another key, the key asks again: %q, %d requests", st, len(fake.Requests()))
	}

	// The second press sends: the answer comes back as a message.
	_, rest := statuses(modeltest.DriveComponent(f, modeltest.Msgs(t, shortenKey)...))
	if len(rest) != 1 {
		t.Fatalf("messages %#v", rest)
	}
	if !strings.Contains(f.View(), "shortening with Kutt") {
		t.Errorf("no pending row:\n%s", f.View())
	}
	st, rest = statuses(modeltest.DriveComponent(f, rest...))
	if len(st) != 1 || !strings.Contains(st[0], "short link made") {
		t.Fatalf("status %q", st)
	}
	short := fake.Short("c1")
	if what, text, _ := f.Target(); what != "short link" || text != short {
		t.Errorf("target %q %q", what, text)
	}
	view := f.View()
	if !strings.Contains(view, short) || strings.Contains(view, testKey) {
		t.Errorf("screen:\n%s", view)
	}
	if len(rest) != 1 {
		t.Fatalf("no history record: %#v", rest)
	}
	if rec, ok := rest[0].(component.RecordedMsg); !ok || rec.Err != nil || rec.Record.Short != short || rec.Record.Link != long {
		t.Errorf("record %#v", rest[0])
	}
	data, err := os.ReadFile(filepath.Join(dir, "history.jsonl"))
	if err != nil || !strings.Contains(string(data), `"short":"`+short+`"`) || strings.Contains(string(data), testKey) {
		t.Errorf("history %s (%v)", data, err)
	}

	// Again: the copy and QR keys go back to the long link; once confirmed, no asking.
	modeltest.DriveComponent(f, modeltest.Msgs(t, shortenKey)...)
	if what, text, _ := f.Target(); what != "tagged link" || text != long {
		t.Errorf("target %q %q", what, text)
	}
	// A new link drops the short link of the old one, and is sent at once (confirmed this run).
	modeltest.DriveComponent(f, modeltest.Msgs(t, "text:x")...)
	if strings.Contains(f.View(), short) {
		t.Error("the old short link still shows")
	}
	_, rest = statuses(modeltest.DriveComponent(f, modeltest.Msgs(t, shortenKey)...))
	if len(rest) != 1 || len(fake.Requests()) != 2 {
		t.Fatalf("%d requests, messages %#v", len(fake.Requests()), rest)
	}
}

func TestShortenKeyRefusedKeyNeverShown(t *testing.T) {
	fake := shortentest.New("bitly", "the-right-key")
	defer fake.Close()
	fake.Set(func(s *shortentest.Server) { s.EchoKey = true })
	f := newTestForm(t, false)
	f.short.open = shortenerOf(fake, "LINKSCOPE_BITLY_TOKEN")
	k := f.keys.Shorten.Keys()[0]
	msgs := modeltest.DriveComponent(f, modeltest.Msgs(t, "text:https://shop.example/p tab text:openstat.ru "+k+" "+k)...)
	msgs = append(msgs, modeltest.DriveComponent(f, msgs...)...)
	st, _ := statuses(msgs)
	all := strings.Join(st, "\n") + f.View()
	if strings.Contains(all, testKey) || !strings.Contains(all, "refused the key from LINKSCOPE_BITLY_TOKEN") {
		t.Errorf("%s", all)
	}
}

func TestShortenKeyWithoutSettings(t *testing.T) {
	f := newTestForm(t, false)
	f.short.open = func() (*shorten.Shortener, error) {
		return nil, shorten.RefuseForeign("", "../../testdata/shorten/foreign.yaml")
	}
	modeltest.DriveComponent(f, modeltest.Msgs(t, "text:https://shop.example/p tab text:openstat.ru")...)
	st, _ := statuses(modeltest.DriveComponent(f, modeltest.Msgs(t, f.keys.Shorten.Keys()[0])...))
	if len(st) != 1 || !strings.Contains(st[0], "cannot shorten: ") || !strings.Contains(st[0], "a shorten: section is read only from") {
		t.Errorf("status %q", st)
	}
}

package model_test

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/cli"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/model"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// The user's tracking rules of TestOneSetup: gclid is kept (a built-in
// parameter the clean link would drop), my_cid is added.
const userRules = "keep gclid why=\"the landing page reads it\"\nparam my_cid kind=click-id\n"

const (
	setupLink  = "https://shop.example/?gclid=1&my_cid=2&x=3"
	setupClean = "https://shop.example/?gclid=1&x=3"
	// wrongClean is the clean link without the user's rules.
	wrongClean = "https://shop.example/?my_cid=2&x=3"
)

// TestOneSetup drives the same user tracking rules through Inspect, the
// Links view, the Links comparison, `inspect`, `compare` and `group
// --ignore-tracking`: each must give the same clean link, and a wrapped
// link must group with its destination.
func TestOneSetup(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, tracking.RulesFileName), []byte(userRules), 0o644); err != nil {
		t.Fatal(err)
	}
	getenv := func(k string) string { return map[string]string{config.EnvDir: dir}[k] }
	wrapped := "https://www.google.com/url?q=" + url.QueryEscape(setupLink) + "&sa=D"

	t.Run("inspect", func(t *testing.T) {
		for _, link := range []string{setupLink, wrapped} {
			out := runCLI(t, getenv, "", "inspect", "--json", link)
			var rec struct{ Clean string }
			if err := json.Unmarshal([]byte(out), &rec); err != nil {
				t.Fatalf("%s: %v", out, err)
			}
			if rec.Clean != setupClean {
				t.Errorf("inspect %s: clean %s, want %s", link, rec.Clean, setupClean)
			}
		}
	})
	t.Run("compare", func(t *testing.T) {
		for other, trackingOnly := range map[string]bool{setupClean: true, wrongClean: false} {
			out := runCLI(t, getenv, "", "compare", "--json", setupLink, other)
			if got := strings.Contains(out, `"tracking_only":true`); got != trackingOnly {
				t.Errorf("compare with %s: tracking_only %v, want %v: %s", other, got, trackingOnly, out)
			}
		}
	})
	t.Run("group", func(t *testing.T) {
		out := runCLI(t, getenv, strings.Join([]string{setupLink, wrapped, setupClean}, "\n")+"\n", "group", "--ignore-tracking", "--json")
		var g struct {
			Key   string
			Count int
		}
		if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &g); err != nil {
			t.Fatalf("want one group: %v\n%s", err, out)
		}
		if g.Key != setupClean || g.Count != 3 {
			t.Errorf("group: key %s count %d, want %s and 3", g.Key, g.Count, setupClean)
		}
	})
	t.Run("terminal UI", func(t *testing.T) {
		paths := config.Resolve(config.Flags{}, getenv, nil)
		setup, convErr, rulesErr := paths.Setup()
		if convErr != nil || rulesErr != nil {
			t.Fatal(convErr, rulesErr)
		}
		clip := &clipboard{}
		opts := model.Options{Paths: paths, Setup: setup, Clipboard: clip, OSC52: &strings.Builder{}, Theme: "dark"}
		m := modeltest.Drive(model.New(opts), tea.WindowSizeMsg{Width: 160, Height: 50},
			tea.KeyMsg{Type: tea.KeyCtrlL}, paste(setupLink))
		if view := m.View(); !strings.Contains(view, setupClean) || strings.Contains(view, wrongClean) {
			t.Errorf("Inspect does not show the clean link %s:\n%s", setupClean, view)
		}
		// The Links view: the link, its wrapped form and the clean link;
		// each row's clean copy, then the comparison of the first with
		// the third.
		m = modeltest.Drive(m, tea.KeyMsg{Type: tea.KeyCtrlL}, paste(setupLink+"\n"+wrapped+"\n"+setupClean+"\n"))
		keys := modeltest.Msgs(t, "c down c down c up up m down down =")
		m = modeltest.Drive(m, keys...)
		for i, got := range clip.got {
			if got != setupClean {
				t.Errorf("Links row %d: clean copy %s, want %s", i+1, got, setupClean)
			}
		}
		if len(clip.got) != 3 {
			t.Errorf("Links view: %d copies, want 3: %q", len(clip.got), clip.got)
		}
		if view := m.View(); !strings.Contains(view, "equal once tracking is removed") {
			t.Errorf("the Links comparison of the link with its clean form does not say it is tracking only:\n%s", view)
		}
	})
}

func paste(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s), Paste: true} }

// runCLI runs linkscope's command line with getenv as its environment.
func runCLI(t *testing.T, getenv func(string) string, stdin string, args ...string) string {
	t.Helper()
	var out, errs strings.Builder
	io := cli.IO{In: strings.NewReader(stdin), Out: &out, Err: &errs, Getenv: getenv}
	if code := cli.Main(args, io); code > 1 {
		t.Fatalf("linkscope %s: exit %d: %s", strings.Join(args, " "), code, errs.String())
	}
	return out.String()
}

// clipboard records what was copied.
type clipboard struct{ got []string }

func (c *clipboard) WriteAll(s string) error {
	c.got = append(c.got, s)
	return nil
}

// TestBrandsInLinksView: a conventions file's brands reach the Links view
// through the one setup: a pasted lookalike of a brand is flagged with the
// brand named, the brand's own subdomain is not.
func TestBrandsInLinksView(t *testing.T) {
	dir := t.TempDir()
	conv := filepath.Join(dir, "team.yaml")
	if err := os.WriteFile(conv, []byte("brands: [paypal.com]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	getenv := func(k string) string { return map[string]string{config.EnvDir: dir}[k] }
	paths := config.Resolve(config.Flags{Conventions: conv}, getenv, nil)
	setup, convErr, rulesErr := paths.Setup()
	if convErr != nil || rulesErr != nil {
		t.Fatal(convErr, rulesErr)
	}
	opts := model.Options{Paths: paths, Setup: setup, Clipboard: &clipboard{}, OSC52: &strings.Builder{}, Theme: "dark"}
	m := modeltest.Drive(model.New(opts), tea.WindowSizeMsg{Width: 160, Height: 50},
		tea.KeyMsg{Type: tea.KeyCtrlL}, paste("https://paypa1.com/login\nhttps://www.paypal.com/signin\n"))
	view := m.View()
	if !strings.Contains(view, "lookalike") || !strings.Contains(view, "looks like paypal.com") {
		t.Errorf("the Links view does not flag paypa1.com as a lookalike of paypal.com:\n%s", view)
	}
	if strings.Count(view, "lookalike") != 1 {
		t.Errorf("want one lookalike row (not www.paypal.com):\n%s", view)
	}
}

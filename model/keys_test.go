package model

import (
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func TestKeyRouting(t *testing.T) {
	for _, row := range readTSV(t, "keys.tsv") {
		t.Run(row["name"], func(t *testing.T) {
			m, _, _ := newTest(t, "", 150, 50)
			var msgs []tea.Msg
			for _, k := range keyMsgs(t, row["keys"]) {
				msgs = append(msgs, k)
			}
			got := drive(m, msgs...).(Model)
			if v := viewNames[got.view]; v != map[string]string{"inspect": "Inspect", "build": "Build"}[row["want_view"]] {
				t.Errorf("view = %s, want %s", v, row["want_view"])
			}
			if typing, _ := strconv.ParseBool(row["want_typing"]); got.typing() != typing {
				t.Errorf("typing = %v, want %v", got.typing(), typing)
			}
			want := strings.ReplaceAll(unescape(t, row["want_link"]), "SAMPLE", Sample)
			if link := got.insp.link.Value(); link != want {
				t.Errorf("link = %q, want %q", link, want)
			}
			if help, _ := strconv.ParseBool(row["want_help"]); got.fullHelp != help {
				t.Errorf("full help = %v, want %v", got.fullHelp, help)
			}
		})
	}
}

func TestQuit(t *testing.T) {
	for _, row := range readTSV(t, "quit.tsv") {
		t.Run(row["name"], func(t *testing.T) {
			m, _, _ := newTest(t, "", 150, 50)
			msgs := keyMsgs(t, row["keys"])
			var tm tea.Model = m
			for _, k := range msgs[:len(msgs)-1] {
				tm = drive(tm, k)
			}
			_, cmd := tm.Update(msgs[len(msgs)-1])
			quit := false
			if cmd != nil {
				_, quit = cmd().(tea.QuitMsg)
			}
			if want, _ := strconv.ParseBool(row["want_quit"]); quit != want {
				t.Errorf("quit = %v, want %v", quit, want)
			}
		})
	}
}

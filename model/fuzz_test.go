package model

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/internal/tsv"
)

// fuzzKeys is the alphabet FuzzModel draws keys from: every command, the
// editing keys, text and pastes.
var fuzzKeys = []tea.Msg{
	tea.KeyMsg{Type: tea.KeyTab}, tea.KeyMsg{Type: tea.KeyShiftTab}, tea.KeyMsg{Type: tea.KeyCtrlT},
	tea.KeyMsg{Type: tea.KeyCtrlO}, tea.KeyMsg{Type: tea.KeyCtrlE}, tea.KeyMsg{Type: tea.KeyCtrlL},
	tea.KeyMsg{Type: tea.KeyCtrlN}, tea.KeyMsg{Type: tea.KeyCtrlR}, tea.KeyMsg{Type: tea.KeyCtrlY},
	tea.KeyMsg{Type: tea.KeyUp}, tea.KeyMsg{Type: tea.KeyDown}, tea.KeyMsg{Type: tea.KeyLeft},
	tea.KeyMsg{Type: tea.KeyRight}, tea.KeyMsg{Type: tea.KeyEsc}, tea.KeyMsg{Type: tea.KeyBackspace},
	tea.KeyMsg{Type: tea.KeyEnter}, tea.KeyMsg{Type: tea.KeyF1}, tea.KeyMsg{Type: tea.KeyCtrlW},
	tea.KeyMsg{Type: tea.KeyHome}, tea.KeyMsg{Type: tea.KeyEnd}, tea.KeyMsg{Type: tea.KeySpace},
	tea.WindowSizeMsg{Width: 60, Height: 20}, tea.WindowSizeMsg{Width: 72, Height: 22},
	tea.WindowSizeMsg{Width: 150, Height: 50}, tea.WindowSizeMsg{Width: 40, Height: 10},
	tea.KeyMsg{Type: tea.KeyCtrlX}, tea.KeyMsg{Type: tea.KeyCtrlG}, // the follow key reaches no network: newTest
	tea.KeyMsg{Type: tea.KeyCtrlP},
	// The Links list's letters.
	letter('/'), letter('m'), letter('='), letter('y'), letter('c'), letter('Y'), letter('C'),
	// Undo, copy clean (alt+c) and the list keys.
	tea.KeyMsg{Type: tea.KeyCtrlZ}, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'c'}, Alt: true},
	tea.KeyMsg{Type: tea.KeyPgUp}, tea.KeyMsg{Type: tea.KeyPgDown}, tea.KeyMsg{Type: tea.KeyCtrlHome}, tea.KeyMsg{Type: tea.KeyCtrlEnd},
}

func letter(r rune) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}} }

// FuzzModel drives the model with keys and pastes drawn from the input
// and checks every frame: no panic, no raw control or invisible character,
// never wider or taller than the terminal.
func FuzzModel(f *testing.F) {
	for _, row := range tsv.Load(f, tables+"keys.tsv") {
		f.Add(row.Raw("keys"), "https://evil.example/\x1b]0;t\x07?q=\u202e\u200b\u009b")
	}
	// The build form's UTM group: ctrl+t, shift+tab to the utm row, →
	// opens it, tab, a paste, tab, a paste, backspace, a C1 control typed.
	f.Add("\x02\x01\x0c\x00\x80\x00\x80\x0e\x83", "Yandex\tnews letter\u200b")
	// The Links view: a paste of several links, a selection, a mark, a
	// comparison, a filter typed, a link pasted into the list.
	f.Add("\x80\x0a\x1a\x0a\x1b\x0d\x19\xa3\x0d\x80", "see https://a.example/\u202e?utm_source=x hxxp://b[.]example/\x1b]0;t\x07\r\r<a href=\"https://c.example/&amp;x\">c</a>")
	f.Fuzz(func(t *testing.T, steps, paste string) {
		m, _, _ := newTest(t, "", 150, 50)
		var tm tea.Model = m
		w, h := 150, 50
		for i := 0; i < len(steps) && i < 64; i++ {
			var msg tea.Msg
			switch c := steps[i]; {
			case c < 0x80 && int(c)%64 < len(fuzzKeys):
				msg = fuzzKeys[int(c)%64]
			case c%2 == 0:
				msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(paste), Paste: true}
			default:
				msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{rune(c)}}
			}
			if ws, ok := msg.(tea.WindowSizeMsg); ok {
				w, h = ws.Width, ws.Height
			}
			tm = drive(tm, msg)
			checkFrame(t, tm.View(), w, h)
		}
	})
}

func TestFuzzAlphabetFitsByte(t *testing.T) {
	if len(fuzzKeys) > 64 {
		t.Fatalf("%d keys: FuzzModel picks them with a byte mod 64", len(fuzzKeys))
	}
}

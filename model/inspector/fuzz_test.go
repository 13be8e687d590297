package inspector

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/ui"
)

// FuzzPanes inspects arbitrary links and walks every pane at a screen
// size from 60×20 up: no panic, every frame within its room and free of
// raw controls, whatever the risks, pairs and tracking matches are.
func FuzzPanes(f *testing.F) {
	for _, row := range tsv.Load(f, tables+"inspector_states.tsv") {
		if url := row.Get("url"); url != "-" {
			f.Add(url, uint8(150), uint8(47))
		}
	}
	f.Add("https://www.paypal.com@0x7f.1/?a=%&a=+&=&\u202e=\x1b%ZZ#x", uint8(0), uint8(0))
	f.Add("javascript://xn--pple-43d.com/?mkt_tok=1&utm_x=2%", uint8(12), uint8(3))
	tab := tea.KeyMsg{Type: tea.KeyTab}
	down := tea.KeyMsg{Type: tea.KeyDown}
	f.Fuzz(func(t *testing.T, link string, w, h uint8) {
		width, height := 60+int(w)%120, 20+int(h)%40
		in := New(modeltest.Common(), link, false)
		in.SetSize(width, height)
		for i := 0; i <= len(in.panes); i++ {
			view := in.View()
			modeltest.CheckFrame(t, view, width, 0)
			if n := ui.CountLines(view); n > height {
				t.Fatalf("%d lines drawn in a room of %d", n, height)
			}
			in.Update(tab)
			in.Update(down)
		}
	})
}

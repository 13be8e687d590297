package inspector

import (
	"strings"
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
	// Percent-encoded and base64 hostile text, decoded by the panes: ESC ]0,
	// BEL, U+202E, U+200B, U+009B, U+2066, U+FEFF, U+2028, invalid UTF-8 in
	// a key, a value, the path, the fragment, the userinfo, an Openstat
	// marker and a wrapped target; a punycode host that decodes to U+202E.
	const enc = "%1B%5D0;t%07%E2%80%AE%E2%80%8B%C2%9B%E2%81%A6%EF%BB%BF%E2%80%A8%FF"
	f.Add("https://u"+enc+"@a.example/"+enc+"?"+enc+"="+enc+"&_openstat="+enc+";c;a;s#"+enc, uint8(90), uint8(30))
	f.Add("https://www.google.com/url?q=https%3A%2F%2Fxn--ab-g4t.example%2F"+strings.ReplaceAll(enc, "%", "%25"), uint8(90), uint8(30))
	f.Add("https://a.example/?d=eyJcdTAwMWJdMDt0XHUwMDA3XHUyMDJlIjoiXHUyMDY2XHVmZWZmIn0", uint8(90), uint8(30))
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

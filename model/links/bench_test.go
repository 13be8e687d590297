package links

import (
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/internal/corpus"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// page is an HTML page of n links taken from the test corpus, as a crawl
// or a newsletter would hold them.
func page(n int) string {
	var b strings.Builder
	b.WriteString("<html><body>\n")
	for i, l := range corpus.Links(n) {
		b.WriteString(`<p><a href="` + strings.ReplaceAll(l, "&", "&amp;") + `">link ` + strconv.Itoa(i) + "</a></p>\n")
	}
	return b.String()
}

// BenchmarkList1000 is a paste of a page of 1000 links: extraction, every
// link's verdict, and the first frame at 160×47.
func BenchmarkList1000(b *testing.B) {
	text := page(1000)
	m := New(modeltest.Common())
	m.SetSize(160, 47)
	b.ReportAllocs()
	for b.Loop() {
		m.Update(component.LinksMsg{Text: text, Links: extract.Auto(text, extract.Options{})})
		_ = m.View()
	}
}

// BenchmarkFilterKeystroke is one keystroke in the filter over 1000
// links, and the frame.
func BenchmarkFilterKeystroke(b *testing.B) {
	text := page(1000)
	m := New(modeltest.Common())
	m.SetSize(160, 47)
	m.Update(component.LinksMsg{Text: text, Links: extract.Auto(text, extract.Options{})})
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'/'}})
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("utm")})
	keys := []tea.KeyMsg{{Type: tea.KeyRunes, Runes: []rune{'s'}}, {Type: tea.KeyBackspace}}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		m.Update(keys[i%2])
		_ = m.View()
	}
}

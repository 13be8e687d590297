package form

import (
	"strings"

	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/openstat"

	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

// TestEdits drives the form with keys and checks the fields' values, the
// sample flag and the last status line: the sample's clearing, paste
// trimming, the fix-all key, templates and the pick list.
func TestEdits(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"form_edits.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			f := newTestForm(t, row.Get("sample") == "true")
			if name := row.Get("conventions"); name != "-" {
				f.c.Setup.Conventions = loadConventions(t, name)
				f.recompute()
			}
			status := ""
			for _, msg := range modeltest.DriveComponent(f, steps(t, row.Raw("keys"))...) {
				if s, ok := msg.(component.StatusMsg); ok {
					status = s.Text
				}
			}
			for _, kv := range strings.Split(row.Raw("want_values"), "|") {
				name, want, _ := strings.Cut(kv, "=")
				i := indexOf(formFields[:], name)
				if i < 0 {
					t.Fatalf("no field %q", name)
				}
				if got := f.fields[i].Value(); got != tsv.Unescape(want) {
					t.Errorf("%s = %q, want %q", name, got, tsv.Unescape(want))
				}
			}
			if got := f.sample; got != (row.Get("want_sample") == "true") {
				t.Errorf("sample = %v", got)
			}
			want := row.Get("want_status")
			if (want == "") != (status == "") || !strings.Contains(status, want) {
				t.Errorf("status %q, want it to say %q", status, want)
			}
		})
	}
}

// steps are a table's keys, with "msg:edit" and "msg:fill" for what the
// Inspect and History views send the form (a marker to re-tag, a record
// to build again).
func steps(t *testing.T, keys string) []tea.Msg {
	var out []tea.Msg
	for _, s := range strings.Fields(keys) {
		switch s {
		case "msg:edit":
			out = append(out, component.EditMsg{URL: "https://shop.example/?_openstat=a;c;d;s",
				Marker: openstat.Marker{Service: "a", Campaign: "c", Ad: "d", Source: "s"}})
		case "msg:fill":
			out = append(out, component.FillMsg{URL: "https://shop.example/p", Fields: map[string]string{"utm_source": "yandex", "utm_medium": "cpc"}})
		default:
			out = append(out, modeltest.Msgs(t, s)...)
		}
	}
	return out
}

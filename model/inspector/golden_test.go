package inspector

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/linkscope/linkscope/ui"
	"github.com/muesli/termenv"
)

func TestMain(m *testing.M) {
	// Goldens are compared without colour; focus and errors must read
	// without it anyway.
	lipgloss.SetColorProfile(termenv.Ascii)
	// The Decoded pane also shows a time in the local zone: one fixed
	// zone, whatever the machine's, keeps the goldens the same.
	time.Local = time.FixedZone("CEST", 2*60*60)
	os.Exit(m.Run())
}

// tables is where the package's test tables live.
const tables = "../../testdata/model/"

// sample is a link that lights up every pane, as the root's sample does.
const sample = "HTTPS://Shop.Example.COM:443/catalog/./shoes/../sale/index.html?id=7&utm_source=yandex&utm_medium=cpc&utm_campaign=spring_sale&_openstat=ZGlyZWN0LnlhbmRleC5ydTs2Nzk5Mjk3MTsxMTY4Mzk1MzQxMTt5YW5kZXgucnU6cHJlbWl1bQ&yclid=1092083181#reviews"

// TestStates drives the view alone, in the room the root would give it,
// and compares what it draws with testdata/TestStates/NAME.golden (go
// test -update rewrites them).
func TestStates(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"inspector_states.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			w, _ := strconv.Atoi(row.Get("width"))
			h, _ := strconv.Atoi(row.Get("height"))
			in := New(modeltest.Common(), sample, true)
			if url := row.Get("url"); url != "-" {
				in = New(modeltest.Common(), url, false)
			}
			in.SetSize(w, h)
			modeltest.DriveComponent(in, modeltest.Msgs(t, row.Raw("keys"))...)
			view := in.View()
			modeltest.CheckFrame(t, view, w, 0)
			if n := ui.CountLines(view); n > h {
				t.Errorf("%d lines drawn in a room of %d", n, h)
			}
			golden.RequireEqual(t, []byte(view))
		})
	}
}

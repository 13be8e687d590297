package form

import (
	"os"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/model/internal/modeltest"
	"github.com/muesli/termenv"
)

func TestMain(m *testing.M) {
	// Goldens are compared without colour; focus and errors must read
	// without it anyway.
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

// loadConventions parses a conventions file under testdata/.
func loadConventions(t testing.TB, name string) *conventions.File {
	t.Helper()
	data, err := os.ReadFile("../../testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	c, err := conventions.Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return c
}

// tables is where the package's test tables live.
const tables = "../../testdata/model/"

// The room the root gives a view at 150×50: all but the header and the
// footer.
const (
	testWidth  = 150
	testHeight = 47
)

// newTestForm is a form in a private config directory, sized as at 150×50.
func newTestForm(t testing.TB, withSample bool) *Model {
	return newFormIn(t, t.TempDir(), withSample)
}

func newFormIn(t testing.TB, dir string, withSample bool) *Model {
	f, notice := New(modeltest.Common(), config.Paths{Dir: dir}.Files(), withSample)
	if notice != "" {
		t.Fatalf("suggestions: %s", notice)
	}
	f.SetSize(testWidth, testHeight)
	return f
}

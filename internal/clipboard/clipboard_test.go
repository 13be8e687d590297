package clipboard

import (
	"errors"
	"fmt"
	"os/exec"
	"strconv"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// exitError makes a real *exec.ExitError with status 1.
func exitError(t *testing.T) error {
	err := exec.Command("sh", "-c", "exit 1").Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		t.Skip("no sh to make an exit status")
	}
	return err
}

func TestStatus(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/clipboard/status.tsv") {
		var err error
		switch r.Get("error") {
		case "no-tool":
			err = ErrNoTool
		case "not-found":
			err = &exec.Error{Name: "xclip", Err: exec.ErrNotFound}
		case "exit":
			err = fmt.Errorf("copy: %w", exitError(t))
		case "other":
			err = errors.New("No clipboard utilities available. Please install xsel, xclip, wl-clipboard or Termux:API add-on")
		}
		n, _ := strconv.Atoi(r.Get("bytes"))
		if got := Status(r.Get("what"), n, err); got != r.Get("status") {
			t.Errorf("%s: got %q, want %q", r.Name(), got, r.Get("status"))
		}
	}
}

func TestPrepare(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/clipboard/prepare.tsv") {
		c := Prepare(r.Get("text"))
		if c.Text != r.Get("copied") {
			t.Errorf("%s: copied %q, want %q", r.Name(), c.Text, r.Get("copied"))
		}
		if got := c.Status("link", nil); got != r.Get("status") {
			t.Errorf("%s: status %q, want %q", r.Name(), got, r.Get("status"))
		}
	}
}

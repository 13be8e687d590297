package model

import (
	"encoding/base64"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
	"github.com/linkscope/linkscope/model/internal/modeltest"
)

func TestCopy(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"copy.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			m, clip, osc := newTest(t, "", 150, 50)
			if e := row.Get("clip_err"); e != "" {
				clip.err = errors.New(e)
			}
			got := drive(m, modeltest.Msgs(t, row.Raw("keys"))...).(Model)
			want := row.Get("want_copied")
			if want == "SAMPLE" {
				want = Sample
			}
			if want == "" {
				if len(clip.got) != 0 || osc.Len() != 0 {
					t.Errorf("copied %q (OSC 52 %q), want nothing", clip.got, osc.String())
				}
			} else {
				if len(clip.got) != 1 || clip.got[0] != want {
					t.Errorf("clipboard got %q, want %q", clip.got, want)
				}
				seq := "\x1b]52;c;" + base64.StdEncoding.EncodeToString([]byte(want)) + "\a"
				if osc.String() != seq {
					t.Errorf("OSC 52 = %q, want %q", osc.String(), seq)
				}
			}
			if !strings.Contains(got.status, row.Raw("want_status")) {
				t.Errorf("status = %q, want it to contain %q", got.status, row.Raw("want_status"))
			}
			if strings.ContainsAny(got.status, "\x1b\a") {
				t.Errorf("status holds raw controls: %q", got.status)
			}
		})
	}
}

// TestClipboardText checks what a copy puts on the clipboard: escaped as
// the screen shows it, line by line.
func TestClipboardText(t *testing.T) {
	for _, row := range tsv.Load(t, tables+"copy_escape.tsv") {
		t.Run(row.Get("name"), func(t *testing.T) {
			got, n := clipboardText(row.Get("text"))
			if got != row.Get("want") {
				t.Errorf("clipboardText = %q, want %q", got, row.Get("want"))
			}
			if want := row.Get("want_escaped"); strconv.Itoa(n) != want {
				t.Errorf("escaped %d, want %s", n, want)
			}
		})
	}
}

package form

import (
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/atomicfile"
	"github.com/linkscope/linkscope/internal/safefile"
)

// Limits of the suggestions file: it is read at start, so it stays small
// whatever is in it.
const (
	maxSuggestions    = 20      // per field, most recent first
	maxSuggestionLen  = 2048    // bytes; longer values are not kept
	maxSuggestionFile = 1 << 20 // bytes read at most
)

// suggestions are the values used before, per form field, most recent
// first.
type suggestions struct {
	Fields map[string][]string `json:"fields"`
}

// loadSuggestions reads the suggestions file at path ("" keeps none). A
// missing file is an empty list; a corrupt one is ignored, and notice says
// so (it is never fatal).
func loadSuggestions(path string) (s suggestions, notice string) {
	s.Fields = map[string][]string{}
	if path == "" {
		return s, ""
	}
	f, err := safefile.Open(path) // never blocks, a regular file only
	if errors.Is(err, fs.ErrNotExist) {
		return s, ""
	}
	if err != nil {
		return s, "suggestions not loaded: " + textsafe.ErrorText(err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxSuggestionFile+1))
	var read suggestions
	switch {
	case err != nil:
		return s, "suggestions not loaded: " + err.Error()
	case len(data) > maxSuggestionFile:
		return s, "ignored " + path + ": larger than 1 MB"
	}
	if err := json.Unmarshal(data, &read); err != nil {
		return s, "ignored corrupt " + path + " (" + err.Error() + "); it will be rewritten"
	}
	for _, k := range formFields {
		vs := read.Fields[k]
		for i := len(vs) - 1; i >= 0; i-- { // oldest first, so the newest ends up first
			s.add(k, vs[i])
		}
	}
	return s, ""
}

// add records v as the most recent value of field.
func (s *suggestions) add(field, v string) {
	if v == "" || len(v) > maxSuggestionLen {
		return
	}
	vs := slices.DeleteFunc(s.Fields[field], func(o string) bool { return o == v })
	vs = append([]string{v}, vs...)
	s.Fields[field] = vs[:min(len(vs), maxSuggestions)]
}

// complete returns the most recent value of field that extends prefix: the
// suggestion shown after the cursor.
func (s *suggestions) complete(field, prefix string) string {
	if prefix == "" {
		return ""
	}
	for _, v := range s.Fields[field] {
		if len(v) > len(prefix) && strings.HasPrefix(v, prefix) {
			return v
		}
	}
	return ""
}

// clone copies s for writing from another goroutine.
func (s *suggestions) clone() suggestions {
	c := suggestions{Fields: make(map[string][]string, len(s.Fields))}
	for k, v := range s.Fields {
		c.Fields[k] = slices.Clone(v)
	}
	return c
}

// saveCmd writes s to path atomically (internal/atomicfile: a temporary
// file beside it, synced, then renamed over the old one), so a crash
// leaves the old file or the new one, never half of one.
func saveCmd(path string, s suggestions) tea.Cmd {
	return func() tea.Msg { return savedMsg{err: save(path, s)} }
}

func save(path string, s suggestions) error {
	if path == "" {
		return nil
	}
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	return atomicfile.WriteFile(path, data, 0o600)
}

// savedMsg reports the suggestions file write.
type savedMsg struct{ err error }

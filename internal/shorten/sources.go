package shorten

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/safefile"
)

// LoadSources reads the shorten: section of the config directory's
// linkscope.yaml (none is no error) and refuses one in any other
// conventions file the command could read (see RefuseForeign).
func LoadSources(p config.Paths, getenv func(string) string) (Sources, error) {
	s := Sources{Getenv: getenv, ConfigDir: p.Dir, SettingsFile: p.DirConventions()}
	if err := RefuseForeign(s.SettingsFile, p.OtherConventions()...); err != nil {
		return s, err
	}
	if s.SettingsFile == "" {
		return s, nil
	}
	if _, err := os.Stat(s.SettingsFile); errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	c, err := config.ReadFoundConventions(s.SettingsFile)
	if err != nil {
		return s, err
	}
	s.Settings = c.Shorten
	return s, nil
}

// RefuseForeign refuses a shorten: section in any of paths that is not
// settingsFile: settings from a file in the current directory (which a
// cloned repository could bring) or named by --conventions could send
// the user's links, and key, to another server. A file that does not
// exist is passed over; one that does not parse is looked at line by
// line for a shorten: key.
func RefuseForeign(settingsFile string, paths ...string) error {
	for _, path := range paths {
		st, err := os.Stat(path)
		if err != nil || !st.Mode().IsRegular() || sameFile(st, settingsFile) {
			continue
		}
		line, col, found := shortenSection(path)
		if !found {
			continue
		}
		where := "the config directory's linkscope.yaml"
		if settingsFile != "" {
			where = textsafe.Escape(settingsFile)
		}
		return fmt.Errorf("%s:%d:%d: a shorten: section is read only from %s: one in another file (a cloned repository could bring one) "+
			"could send your links and your key elsewhere; move the section there", textsafe.Escape(path), line, col, where)
	}
	return nil
}

func sameFile(st os.FileInfo, path string) bool {
	if path == "" {
		return false
	}
	other, err := os.Stat(path)
	return err == nil && os.SameFile(st, other)
}

// shortenSection finds a shorten: section in a conventions file: by
// parsing it, or, when it does not parse, by a line that starts with the
// key.
func shortenSection(path string) (line, col int, found bool) {
	c, err := config.ReadFoundConventions(path)
	if err == nil {
		if c.Shorten == nil {
			return 0, 0, false
		}
		return c.Shorten.Line, c.Shorten.Column, true
	}
	f, err := safefile.Open(path)
	if err != nil {
		return 0, 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 4096), config.MaxConventionsSize)
	for n := 1; sc.Scan(); n++ {
		t := sc.Bytes()
		for _, k := range [][]byte{[]byte("shorten:"), []byte(`"shorten":`), []byte(`'shorten':`)} {
			if bytes.HasPrefix(t, k) {
				return n, 1, true
			}
		}
	}
	return 0, 0, false
}

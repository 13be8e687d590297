package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// keyName matches a key name as the key map writes them.
var keyName = regexp.MustCompile(`ctrl\+|shift\+|alt\+|\bf1\b|\besc\b|\btab\b`)

// keyMapFile is the name of the file that holds a package's key map: the
// root's shared one in ui, each view's own in its package.
const keyMapFile = "keys.go"

// TestKeyNamesOnlyInKeyMap proves the key maps are the only place key
// names are written: no string literal of the UI's code (the views, the
// root, the command line that starts them) outside a package's keys.go
// names a key, so rebinding a key cannot leave the screen lying.
func TestKeyNamesOnlyInKeyMap(t *testing.T) {
	for _, dir := range []string{"../ui", "../model", "../cli"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
				d.Name() == keyMapFile {
				return err
			}
			checkNoKeyNames(t, path)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

func checkNoKeyNames(t *testing.T, path string) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		s, err := strconv.Unquote(lit.Value)
		if err == nil && keyName.MatchString(s) {
			t.Errorf("%s: a key name in %s: take it from the key map", fset.Position(lit.Pos()), lit.Value)
		}
		return true
	})
}

// TestKeyNameCatches checks the test above can fail.
func TestKeyNameCatches(t *testing.T) {
	for _, s := range []string{"f1 help", "· ctrl+n preset", "tab moves", "esc closes", "shift+tab"} {
		if !keyName.MatchString(s) {
			t.Errorf("%q is not caught", s)
		}
	}
	for _, s := range []string{"tabs", "TAB-separated", "escaped", "f10"} {
		if keyName.MatchString(s) {
			t.Errorf("%q is caught", s)
		}
	}
}

package ui

import (
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
)

var updateREADME = flag.Bool("update-readme", false, "rewrite the README's key table from the key map")

// keyName matches a key name as the key map writes them.
var keyName = regexp.MustCompile(`ctrl\+|shift\+|alt\+|\bf1\b|\besc\b|\btab\b`)

// TestKeyNamesOnlyInKeyMap proves the key map is the only place key names
// are written: no string literal of the UI's code (the views, the root,
// the command line that starts them) names a key, so rebinding a key
// cannot leave the screen lying.
func TestKeyNamesOnlyInKeyMap(t *testing.T) {
	for _, dir := range []string{"../ui", "../model", "../cli"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
				path == filepath.Join("..", "ui", "keys.go") {
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

// The README's key table lies between these lines.
const (
	tableStart = "<!-- key table: made from ui.DefaultKeyMap().Docs(); go test ./ui -update-readme rewrites it -->\n"
	tableEnd   = "<!-- end of key table -->\n"
)

// TestREADMEKeyTable checks the README's key table is the key map's.
func TestREADMEKeyTable(t *testing.T) {
	const path = "../docs/tui.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	start, end := strings.Index(readme, tableStart), strings.Index(readme, tableEnd)
	if start < 0 || end < start {
		t.Fatalf("the README has no key table between %q and %q", tableStart, tableEnd)
	}
	want := KeyTable(DefaultKeyMap().Docs())
	if got := readme[start+len(tableStart) : end]; got != want {
		if *updateREADME {
			readme = readme[:start+len(tableStart)] + want + readme[end:]
			if err := os.WriteFile(path, []byte(readme), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("the README's key table is not the key map's (go test ./ui -update-readme rewrites it):\n%s\nwant:\n%s", got, want)
	}
}

// TestDocsCoverKeyMap checks every binding of the key map is in the
// README's table, so a new binding cannot go undocumented.
func TestDocsCoverKeyMap(t *testing.T) {
	k := DefaultKeyMap()
	documented := map[string]bool{}
	for _, d := range k.Docs() {
		for _, b := range d.Bindings {
			documented[strings.Join(b.Keys(), " ")+"\x00"+b.Help().Desc] = true
		}
	}
	all := append([]key.Binding{k.Quit, k.QuitLetter, k.Help, k.HelpLetter, k.Close, k.SwitchView, k.QR,
		k.Next, k.Prev, k.Copy, k.Clear, k.Up, k.Down, k.CopyItem, k.Open, k.Back, k.ToBuild, k.Preset, k.Unwrap, k.Follow, k.Cancel,
		k.ToInspect, k.FieldUp, k.FieldDown, k.NextField, k.ChangePrev, k.ChangeNext, k.Accept, k.UTMOpen, k.UTMClose,
		k.FixAll, k.Template, k.PickUp, k.PickDown, k.Pick, k.Reopen,
		k.Filter, k.FilterDone, k.InspectLink, k.CopyLink, k.CopyClean, k.CopyAll, k.CopyAllClean, k.Mark, k.Compare},
		append(k.EditorHelp(), k.PagerHelp()...)...)
	for _, b := range all {
		if !documented[strings.Join(b.Keys(), " ")+"\x00"+b.Help().Desc] {
			t.Errorf("%s (%s) is not in Docs", b.Help().Key, b.Help().Desc)
		}
	}
}

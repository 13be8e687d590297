package safefile

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// namedOpeners are the files that may open a file by other means than
// this package, and why: each opens only what the user named (an input
// file, --file, --conventions, --tracking-rules), a file of its own
// making, or a build tool's input.
var namedOpeners = map[string]string{
	"cli/files.go":                            "input files the user names on the command line",
	"internal/config/config.go":               "--conventions FILE, named by the user",
	"internal/trackingrules/trackingrules.go": "--tracking-rules FILE, named by the user",
	"internal/atomicfile/atomicfile.go":       "its own temporary file (O_EXCL) and the target's directory, to sync it",
	"internal/safefile/safefile.go":           "this package",
	"internal/tsv/tsv.go":                     "the test tables",
	"core/whatwg/internal/gen/main.go":        "a code generator's input",
}

// TestOneWayToOpen: no other code opens a file with os.Open, os.OpenFile
// or os.ReadFile, so every file read without being named goes through
// this package (a new automatic read that does not fails here).
func TestOneWayToOpen(t *testing.T) {
	root := "../.."
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		// third_party holds upstream modules as released (a patch each,
		// said in their PATCHED.md): their opens are theirs.
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == "third_party" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if _, ok := namedOpeners[rel]; ok {
			return nil
		}
		for _, call := range openCalls(t, path) {
			t.Errorf("%s: %s opens a file: use internal/safefile (or, for a file the user named, add the file to namedOpeners with why)", rel, call)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// openCalls lists the os.Open, os.OpenFile and os.ReadFile calls in a
// Go file, with their lines.
func openCalls(t *testing.T, path string) []string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if pkg, ok := sel.X.(*ast.Ident); ok && (pkg.Name == "os" || pkg.Name == "ioutil") {
			switch sel.Sel.Name {
			case "Open", "OpenFile", "ReadFile":
				out = append(out, fset.Position(sel.Pos()).String()+" "+pkg.Name+"."+sel.Sel.Name)
			}
		}
		return true
	})
	return out
}

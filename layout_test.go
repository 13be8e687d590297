package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/linkscope/linkscope/"

// goFiles calls visit with every non-test Go file under dir, parsed.
func goFiles(t *testing.T, dir string, visit func(path string, f *ast.File)) {
	t.Helper()
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		visit(path, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestLayers: data flows one way. core/ is pure logic and imports nothing
// of the program above it (model, ui, cli, internal); ui draws and imports
// neither the model nor the commands.
func TestLayers(t *testing.T) {
	for _, c := range []struct {
		dir       string
		forbidden []string
	}{
		{"core", []string{"model", "ui", "cli", "internal"}},
		{"ui", []string{"model", "cli"}},
		{"model", []string{"cli"}},
	} {
		goFiles(t, c.dir, func(path string, f *ast.File) {
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				rest, ok := strings.CutPrefix(p, module)
				if !ok {
					continue
				}
				for _, up := range c.forbidden {
					if rest == up || strings.HasPrefix(rest, up+"/") {
						t.Errorf("%s imports %s: %s/ must not depend on %s/", path, p, c.dir, up)
					}
				}
			}
		})
	}
}

// TestModelWorksOutNoPaths: where linkscope's files are is worked out once,
// by internal/config; no file under model/ reads the environment or names
// a configuration file.
func TestModelWorksOutNoPaths(t *testing.T) {
	goFiles(t, "model", func(path string, f *ast.File) {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if id, ok := n.X.(*ast.Ident); ok && id.Name == "os" && (n.Sel.Name == "Getenv" || n.Sel.Name == "LookupEnv" || n.Sel.Name == "UserConfigDir") {
					t.Errorf("%s calls os.%s: ask internal/config", path, n.Sel.Name)
				}
				if id, ok := n.X.(*ast.Ident); ok && id.Name == "config" && (n.Sel.Name == "Resolve" || strings.HasSuffix(n.Sel.Name, "FileName")) {
					t.Errorf("%s uses config.%s: take the paths config resolved", path, n.Sel.Name)
				}
			case *ast.BasicLit:
				if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING {
					for _, ext := range []string{".yaml", ".conf", ".jsonl", ".json"} {
						if strings.HasSuffix(s, ext) && !strings.ContainsAny(s, " /") {
							t.Errorf("%s names the file %q: take its path from internal/config", path, s)
						}
					}
				}
			}
			return true
		})
	})
}

package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestOneTableReader: every tab-separated table under core/ is read by
// core/tsvtable, so no other non-test file splits a line on tabs (or
// looks for a tab to do it by hand).
func TestOneTableReader(t *testing.T) {
	goFiles(t, "core", func(path string, f *ast.File) {
		if filepath.Dir(path) == filepath.Join("core", "tsvtable") {
			return
		}
		for _, call := range tabSplits(f) {
			t.Errorf("%s: %s splits on a tab: read the table with core/tsvtable", path, call)
		}
	})
}

// TestTabSplitRule holds the rule to its table, so it cannot pass by
// catching nothing.
func TestTabSplitRule(t *testing.T) {
	for _, row := range tsv.Load(t, "testdata/layout/tab_splits.tsv") {
		src := "package p\nconst tab = \"\\t\"\nfunc f(line string, b []byte) {\n" + row.Raw("code") + "\n}\n"
		f, err := parser.ParseFile(token.NewFileSet(), row.Name(), src, 0)
		if err != nil {
			t.Fatalf("%s: %v", row.Name(), err)
		}
		got := tabSplits(f)
		if refused, want := len(got) > 0, row.Get("refused") == "yes"; refused != want {
			t.Errorf("%s: %q: refused %v (%q), want %v", row.Name(), row.Get("code"), refused, got, want)
		}
	}
}

// isSplitter reports whether name is a function of strings and bytes that
// splits text on a separator argument.
func isSplitter(name string) bool {
	switch name {
	case "Split", "SplitN", "SplitAfter", "SplitAfterN", "SplitSeq", "SplitAfterSeq", "Cut":
		return true
	}
	return false
}

// tabSplits returns the calls of f (as "strings.Split") that split on a
// tab: a splitter of strings or bytes given a tab literal, a constant of
// the file whose value is one, or either converted to []byte.
func tabSplits(f *ast.File) []string {
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		pkg, ok := sel.X.(*ast.Ident)
		if !ok || (pkg.Name != "strings" && pkg.Name != "bytes") || !isSplitter(sel.Sel.Name) {
			return true
		}
		for _, arg := range call.Args {
			if isTab(arg) {
				out = append(out, pkg.Name+"."+sel.Sel.Name)
				break
			}
		}
		return true
	})
	return out
}

// isTab reports whether e is a tab: a string literal, a constant of the
// file declared as one, or either converted to []byte.
func isTab(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.CallExpr:
		_, conversion := e.Fun.(*ast.ArrayType)
		return conversion && len(e.Args) == 1 && isTab(e.Args[0])
	case *ast.BasicLit:
		s, err := strconv.Unquote(e.Value)
		return e.Kind == token.STRING && err == nil && s == "\t"
	case *ast.Ident:
		if e.Obj == nil || e.Obj.Kind != ast.Con {
			return false
		}
		spec, ok := e.Obj.Decl.(*ast.ValueSpec)
		if !ok {
			return false
		}
		for i, name := range spec.Names {
			if name.Name == e.Name && i < len(spec.Values) {
				return isTab(spec.Values[i])
			}
		}
	}
	return false
}

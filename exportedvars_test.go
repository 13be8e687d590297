package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestNoExportedVariables: core/ and internal/ export no package-level
// variable a caller could reassign, or change in place when it is a slice,
// a map, an array or a pointer (uri's presets are constants,
// tracking.Kinds and openstat.FieldNames functions). What the standard
// idiom keeps as a variable stays one: an error sentinel
// (var ErrX = errors.New(…)), compared with errors.Is, and an embed.FS,
// which go:embed can only fill as a variable.
func TestNoExportedVariables(t *testing.T) {
	for _, dir := range []string{"core", "internal"} {
		goFiles(t, dir, func(path string, f *ast.File) {
			for _, d := range f.Decls {
				eachExportedVar(d, func(name *ast.Ident, spec *ast.ValueSpec, value ast.Expr) {
					if why := exportedVarProblem(spec, value); why != "" {
						t.Errorf("%s: exported variable %s is %s: make it a constant or a function", path, name.Name, why)
					}
				})
			}
		})
	}
}

// TestExportedVarRule holds the rule itself to its table: a declaration
// it lets through would let every such declaration through.
func TestExportedVarRule(t *testing.T) {
	for _, row := range tsv.Load(t, "testdata/layout/exported_vars.tsv") {
		f, err := parser.ParseFile(token.NewFileSet(), row.Name(), "package p\n"+row.Get("decl"), 0)
		if err != nil {
			t.Fatalf("%s: %v", row.Name(), err)
		}
		var got []string
		for _, d := range f.Decls {
			eachExportedVar(d, func(name *ast.Ident, spec *ast.ValueSpec, value ast.Expr) {
				if why := exportedVarProblem(spec, value); why != "" {
					got = append(got, name.Name+": "+why)
				}
			})
		}
		refused := len(got) > 0
		if want := row.Get("refused") == "yes"; refused != want {
			t.Errorf("%s: %q: refused %v (%q), want %v", row.Name(), row.Get("decl"), refused, got, want)
		}
	}
}

// eachExportedVar calls visit with every exported name a package-level
// var declaration declares, its spec and its value (nil when it has none).
func eachExportedVar(d ast.Decl, visit func(name *ast.Ident, spec *ast.ValueSpec, value ast.Expr)) {
	g, ok := d.(*ast.GenDecl)
	if !ok || g.Tok != token.VAR {
		return
	}
	for _, s := range g.Specs {
		spec := s.(*ast.ValueSpec)
		for i, name := range spec.Names {
			if !name.IsExported() {
				continue
			}
			var value ast.Expr
			if i < len(spec.Values) {
				value = spec.Values[i]
			}
			visit(name, spec, value)
		}
	}
}

// exportedVarProblem says what is wrong with an exported variable, or ""
// for the kinds allowed: an error sentinel and an embed.FS.
func exportedVarProblem(spec *ast.ValueSpec, value ast.Expr) string {
	if isSelector(spec.Type, "embed", "FS") && value == nil {
		return ""
	}
	if call, ok := value.(*ast.CallExpr); ok && (spec.Type == nil || isIdent(spec.Type, "error")) &&
		(isSelector(call.Fun, "errors", "New") || isSelector(call.Fun, "fmt", "Errorf")) {
		return ""
	}
	if kind := varKind(spec.Type, value); kind != "" {
		return "a " + kind + " any caller can reassign or change in place"
	}
	return "reassignable by any caller"
}

// varKind is the kind of a variable as its declaration shows it: "slice",
// "map", "array", "pointer" or "func", "" when the syntax does not say.
func varKind(typ, value ast.Expr) string {
	if typ == nil {
		switch v := value.(type) {
		case *ast.CompositeLit:
			typ = v.Type
		case *ast.UnaryExpr:
			if v.Op == token.AND {
				return "pointer"
			}
		case *ast.FuncLit:
			return "func"
		case *ast.CallExpr:
			if isIdent(v.Fun, "new") {
				return "pointer"
			}
			if isIdent(v.Fun, "make") && len(v.Args) > 0 {
				typ = v.Args[0]
			}
		}
	}
	switch t := typ.(type) {
	case *ast.ArrayType:
		if t.Len == nil {
			return "slice"
		}
		return "array"
	case *ast.MapType:
		return "map"
	case *ast.StarExpr:
		return "pointer"
	case *ast.FuncType:
		return "func"
	case *ast.ChanType:
		return "channel"
	}
	return ""
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func isSelector(e ast.Expr, pkg, name string) bool {
	sel, ok := e.(*ast.SelectorExpr)
	return ok && isIdent(sel.X, pkg) && sel.Sel.Name == name
}

package conventions

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/lexer"
	"github.com/goccy/go-yaml/parser"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestShapeDepth: the nesting the pre-scan measures, for YAML the parser
// accepts, and that it is never below the parser's own tree depth.
func TestShapeDepth(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"shape.tsv") {
		data := []byte(r.Get("yaml"))
		s := shapeScan{data: data}
		depth, err := s.run()
		if err != nil {
			t.Errorf("%s: %v", r.Name(), err)
			continue
		}
		if got := strconv.Itoa(depth); got != r.Get("depth") {
			t.Errorf("%s: depth %s, want %s", r.Name(), got, r.Get("depth"))
		}
		if tree, ok := treeDepth(data); ok && tree > depth {
			t.Errorf("%s: the parser nests %d deep, the pre-scan measured %d", r.Name(), tree, depth)
		}
	}
}

// TestShapeBounds: files just inside the bounds parse, files just past
// them are refused where they cross, before the parser runs.
func TestShapeBounds(t *testing.T) {
	flow := func(n int) string { return "fields: " + strings.Repeat("[", n-1) + strings.Repeat("]", n-1) + "\n" }
	block := func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteString(strings.Repeat(" ", i) + "k:\n")
		}
		return b.String()
	}
	list := func(n int) string { return "fields: {utm_source: {allowed: [" + strings.Repeat("a,", n-1) + "a]}}" }
	for _, c := range []struct {
		name, yaml string
		refused    bool
		line, col  int
	}{
		{"flow at the bound", flow(maxYAMLDepth), false, 0, 0},
		{"flow past the bound", flow(maxYAMLDepth + 1), true, 1, 9 + maxYAMLDepth - 1},
		{"block at the bound", block(maxYAMLDepth), false, 0, 0},
		{"block past the bound", block(maxYAMLDepth + 1), true, maxYAMLDepth + 1, maxYAMLDepth + 1},
		{"compact entries past the bound", strings.Repeat("- ", maxYAMLDepth+1) + "a", true, 1, 2*maxYAMLDepth + 1},
		{"a list under the token bound", list(maxYAMLTokens/2 - 16), false, 0, 0},
		{"a list past the token bound", list(maxYAMLTokens / 2), true, 1, 0},
	} {
		err := checkShape([]byte(c.yaml))
		var e *Error
		if !c.refused {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
			continue
		}
		if !errors.As(err, &e) || e.Line != c.line || c.col > 0 && e.Column != c.col {
			t.Errorf("%s: %v; want line %d, column %d", c.name, err, c.line, c.col)
		}
	}
}

// treeDepth is the nesting of mappings and sequences in the parser's tree
// of data; ok is false when the parser refuses data.
func treeDepth(data []byte) (int, bool) {
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		return 0, false
	}
	d := 0
	for _, doc := range f.Docs {
		if doc != nil {
			d = max(d, nodeDepth(doc.Body))
		}
	}
	return d, true
}

func nodeDepth(n ast.Node) int {
	if isNil(n) {
		return 0
	}
	switch t := n.(type) {
	case *ast.MappingNode:
		d := 0
		for _, v := range t.Values {
			d = max(d, pairDepth(v))
		}
		return 1 + d
	case *ast.MappingValueNode:
		return 1 + pairDepth(t)
	case *ast.SequenceNode:
		d := 0
		for _, v := range t.Values {
			d = max(d, nodeDepth(v))
		}
		return 1 + d
	case *ast.TagNode:
		return nodeDepth(t.Value)
	case *ast.AnchorNode:
		return nodeDepth(t.Value)
	case *ast.MappingKeyNode:
		return nodeDepth(t.Value)
	}
	return 0
}

func pairDepth(v *ast.MappingValueNode) int {
	if v == nil {
		return 0
	}
	return max(nodeDepth(v.Key), nodeDepth(v.Value))
}

// FuzzShape: the pre-scan never panics; what it passes, the parser nests
// no deeper than twice the measure (the parser has quirks of its own in
// malformed input, an unclosed flow collection over block lines, that the
// pre-scan does not follow; what matters is that nesting it does not see
// cannot grow with the input) and tokenizes into no more tokens than
// countTokens says; what it refuses is refused at a line and column
// inside the input. TestShapeDepth holds the exact measures.
func FuzzShape(f *testing.F) {
	for _, r := range tsv.Load(f, tables+"shape.tsv") {
		f.Add(r.Get("yaml"))
	}
	for _, r := range tsv.Load(f, tables+"errors.tsv") {
		f.Add(r.Get("yaml"))
	}
	f.Add(strings.Repeat("[", 40))
	f.Add("a: |2\n  [[[[\n")
	f.Fuzz(func(t *testing.T, in string) {
		data := []byte(in)
		s := shapeScan{data: data}
		depth, err := s.run()
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Line < 1 || e.Column < 1 || e.Line > strings.Count(in, "\n")+strings.Count(in, "\r")+1 {
				t.Fatalf("refusal %v of %q", err, in)
			}
			return
		}
		if tree, ok := treeDepth(data); ok && tree > 2*depth+2 {
			t.Fatalf("the parser nests %d deep, the pre-scan measured %d: %q", tree, depth, in)
		}
		if n, bound := len(lexer.Tokenize(in)), 0; true {
			bound, _ = countTokens(data, s.opaque)
			if n > bound+1 {
				t.Fatalf("the tokenizer makes %d tokens, countTokens says at most %d: %q", n, bound, in)
			}
		}
	})
}

// TestTags: the tags a file may write are honoured (errors.tsv holds the
// refused ones).
func TestTags(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"tags.tsv") {
		c, err := Parse([]byte(r.Get("yaml")))
		if err != nil {
			t.Errorf("%s: %v", r.Name(), err)
			continue
		}
		f := c.Field("utm_source")
		required := map[bool]string{true: "yes", false: "no"}[f.Required]
		if required != r.Get("required") || strings.Join(f.Allowed, "|") != r.Get("allowed") {
			t.Errorf("%s: required %s, allowed %q; want %s, %q", r.Name(), required, f.Allowed, r.Get("required"), r.Get("allowed"))
		}
	}
}

// BenchmarkShape: the pre-scan of a file with 100,000 approved values,
// next to the parse it guards.
func BenchmarkShape(b *testing.B) {
	data := []byte("fields:\n  utm_source:\n    allowed:\n" + strings.Repeat("      - spring_sale-2026\n", 100000))
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if err := checkShape(data); err != nil {
			b.Fatal(err)
		}
	}
}

// TestQuotedTextTakesNoTokens: "|", "#" and "?" inside quoted values,
// comments and block scalars are text, not indicators: a valid file full
// of them is not refused by the token bound (300,000 of them in one hint
// were), while the same count of real indicators still is.
func TestQuotedTextTakesNoTokens(t *testing.T) {
	many := func(s string) string { return strings.Repeat(s, 150000) }
	for _, c := range []struct {
		name, yaml string
		refused    bool
	}{
		{"double-quoted", "fields:\n  utm_source:\n    hint: \"" + many("|#") + "\"\n", false},
		{"single-quoted", "fields:\n  utm_source:\n    hint: '" + many("? ") + "'\n", false},
		{"flow", "fields:\n  utm_source:\n    allowed: [\"" + many("a|b ") + "\", 'x # ? y']\n", false},
		{"comment", "fields:\n  utm_source:\n    hint: x # " + many("| ") + "\n", false},
		{"block scalar", "fields:\n  utm_source:\n    hint: |\n      " + many("? # ") + "\n", false},
		{"real indicators", "fields: {utm_source: {allowed: [" + strings.Repeat("a,", maxYAMLTokens/2) + "a]}}", true},
	} {
		err := checkShape([]byte(c.yaml))
		if (err != nil) != c.refused {
			t.Errorf("%s: %v, refused %v wanted", c.name, err, c.refused)
		}
		if !c.refused {
			if _, err := Parse([]byte(c.yaml)); err != nil {
				t.Errorf("%s: Parse: %v", c.name, err)
			}
		}
	}
}

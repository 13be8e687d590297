package conventions

import (
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"
)

// maxFileSize bounds what Parse reads: a conventions file is a page of
// text, and the YAML parser's memory grows with its input.
const maxFileSize = 1 << 20

// Parse reads a conventions file. Every problem is an *Error naming its
// line and column: bad YAML, an unknown key, a value of the wrong type, a
// pattern that does not compile, an alias to a value that is not allowed,
// a template value the file's own rules refuse.
func Parse(data []byte) (*File, error) {
	if len(data) > maxFileSize {
		return nil, &Error{Line: 1, Column: 1, Reason: fmt.Sprintf("the file is %d bytes; a conventions file may hold at most %d", len(data), maxFileSize)}
	}
	if err := checkShape(data); err != nil {
		return nil, err
	}
	doc, err := parser.ParseBytes(data, 0)
	if err != nil {
		return nil, syntaxError(err)
	}
	c := &File{}
	if len(doc.Docs) > 1 {
		p := secondDocument(doc.Docs, data)
		return nil, &Error{Line: p.Line, Column: p.Column, Reason: "a conventions file holds one YAML document"}
	}
	if len(doc.Docs) == 0 || doc.Docs[0].Body == nil {
		return c, nil
	}
	root, err := mapping(doc.Docs[0].Body, "the file")
	if err != nil {
		return nil, err
	}
	err = eachKey(root, func(key string, k, v ast.Node) error {
		switch key {
		case "fields":
			return c.parseFields(v)
		case "templates":
			return c.parseTemplates(v)
		case "brands":
			return c.parseBrands(v)
		case "shorten":
			return c.parseShorten(k, v)
		}
		return at(k, "unknown key %q: a conventions file has fields, templates, brands and shorten", key)
	})
	if err != nil {
		return nil, err
	}
	return c, c.checkTemplates()
}

// syntaxError turns the YAML library's error into an *Error.
func syntaxError(err error) error {
	var ye yaml.Error
	if errors.As(err, &ye) && ye.GetToken() != nil {
		return &Error{Line: ye.GetToken().Position.Line, Column: ye.GetToken().Position.Column,
			Reason: "YAML: " + ye.GetMessage()}
	}
	return &Error{Line: 1, Column: 1, Reason: "YAML: " + err.Error()}
}

// at is an *Error at node.
func at(n ast.Node, format string, a ...any) error {
	p := position(n)
	return &Error{Line: p.Line, Column: p.Column, Reason: fmt.Sprintf(format, a...)}
}

func position(n ast.Node) token.Position {
	if isNil(n) || n.GetToken() == nil || n.GetToken().Position == nil {
		return token.Position{Line: 1, Column: 1}
	}
	return *n.GetToken().Position
}

// isNil reports a nil node, also a nil pointer in the interface: the YAML
// library leaves an empty document as a nil *DocumentNode, whose methods
// do not allow a nil receiver.
func isNil(n ast.Node) bool {
	if n == nil {
		return true
	}
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// secondDocument is where the second document of a stream starts: its
// body, or, for an empty one (which the library leaves nil), the "---"
// line after the first document's body.
func secondDocument(docs []*ast.DocumentNode, data []byte) token.Position {
	if d := docs[1]; d != nil && !isNil(d.Body) {
		return position(d.Body)
	}
	after := 0
	if d := docs[0]; d != nil && !isNil(d.Body) {
		after = position(d.Body).Line
	}
	for i, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimRight(line, "\r"); i+1 > after && (line == "---" || strings.HasPrefix(line, "--- ")) {
			return token.Position{Line: i + 1, Column: 1}
		}
	}
	return token.Position{Line: 1, Column: 1}
}

// unwrap looks through anchors to the node they mark and honours tags
// (see tagged); aliases are refused, which also shuts out the exponential
// "billion laughs" file.
func unwrap(n ast.Node) (ast.Node, error) {
	for {
		switch t := n.(type) {
		case *ast.AnchorNode:
			n = t.Value
		case *ast.TagNode:
			var err error
			if n, err = tagged(t); err != nil {
				return nil, err
			}
		case *ast.AliasNode:
			return nil, at(n, "YAML aliases (*name) are not supported in a conventions file; write the value out")
		default:
			return n, nil
		}
	}
}

// mapping returns n as a list of key/value pairs.
func mapping(n ast.Node, what string) ([]*ast.MappingValueNode, error) {
	n, err := unwrap(n)
	if err != nil {
		return nil, err
	}
	switch t := n.(type) {
	case *ast.MappingNode:
		return t.Values, nil
	case *ast.MappingValueNode:
		return []*ast.MappingValueNode{t}, nil
	case *ast.NullNode:
		return nil, nil
	}
	return nil, at(n, "%s must be a mapping (key: value), not %s", what, kind(n))
}

// eachKey calls fn for every pair of m, refusing duplicate and non-string
// keys.
func eachKey(m []*ast.MappingValueNode, fn func(key string, k, v ast.Node) error) error {
	seen := make(map[string]bool, len(m))
	for _, pair := range m {
		key, err := scalar(pair.Key, "a key")
		if err != nil {
			return err
		}
		if seen[key] {
			return at(pair.Key, "duplicate key %q", key)
		}
		seen[key] = true
		if err := fn(key, pair.Key, pair.Value); err != nil {
			return err
		}
	}
	return nil
}

// scalar returns n's text: strings as they read, and numbers and booleans
// as written (an allowed value 2026 is the text "2026").
func scalar(n ast.Node, what string) (string, error) {
	n, err := unwrap(n)
	if err != nil {
		return "", err
	}
	if s, ok := text(n); ok {
		return s, nil
	}
	switch n.(type) {
	case *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.InfinityNode, *ast.NanNode:
		return n.GetToken().Value, nil
	}
	return "", at(n, "%s must be a single value, not %s", what, kind(n))
}

// str is scalar for settings that are text: a quoted or plain string.
func str(n ast.Node, key string) (string, error) {
	n, err := unwrap(n)
	if err != nil {
		return "", err
	}
	if s, ok := text(n); ok {
		return s, nil
	}
	return "", at(n, "%s must be a string, not %s", key, kind(n))
}

// text is the value of a string node, plain, quoted or a block literal.
func text(n ast.Node) (string, bool) {
	switch t := n.(type) {
	case *ast.StringNode:
		return t.Value, true
	case *ast.LiteralNode:
		return t.Value.Value, true
	}
	return "", false
}

// list returns the scalars of a sequence.
func list(n ast.Node, key string) ([]string, []ast.Node, error) {
	n, err := unwrap(n)
	if err != nil {
		return nil, nil, err
	}
	seq, ok := n.(*ast.SequenceNode)
	if !ok {
		return nil, nil, at(n, "%s must be a list ([a, b] or one \"- a\" per line), not %s", key, kind(n))
	}
	out := make([]string, 0, len(seq.Values))
	for _, v := range seq.Values {
		s, err := scalar(v, "a list item of "+key)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, s)
	}
	return out, seq.Values, nil
}

// kind names a node's type for an error message.
func kind(n ast.Node) string {
	switch n.(type) {
	case *ast.MappingNode, *ast.MappingValueNode:
		return "a mapping"
	case *ast.SequenceNode:
		return "a list"
	case *ast.NullNode:
		return "empty (null)"
	case *ast.BoolNode:
		return "a boolean"
	case *ast.IntegerNode, *ast.FloatNode, *ast.InfinityNode, *ast.NanNode:
		return "a number"
	case *ast.StringNode, *ast.LiteralNode:
		return "a string"
	}
	return strings.ToLower(n.Type().String())
}

// compile compiles a pattern (Go RE2 syntax: linear time on any value).
func compile(n ast.Node, text string) (*regexp.Regexp, error) {
	re, err := regexp.Compile(text)
	if err != nil {
		var re2 *regexpSyntaxError
		msg := err.Error()
		if errors.As(err, &re2) {
			msg = re2.Code.String() + ": `" + re2.Expr + "`"
		}
		return nil, at(n, "pattern %q does not compile (Go RE2 syntax): %s", text, msg)
	}
	return re, nil
}

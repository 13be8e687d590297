package conventions

import (
	"strings"
	"unicode/utf8"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/token"
	"github.com/linkscope/linkscope/core/textsafe"
)

// yamlTags are the tags a conventions file may write, those of the YAML
// 1.2 core schema (section 10.3) that name a type the file has, and the
// non-specific "!" (section 6.9.1); each is honoured, any other refused.
var yamlTags = map[string]bool{"!": true, "!!str": true, "!!int": true, "!!float": true,
	"!!bool": true, "!!null": true, "!!map": true, "!!seq": true}

const tagList = "!!str, !!int, !!float, !!bool, !!null, !!map and !!seq"

// canonicalTag writes a verbatim core tag (!<tag:yaml.org,2002:str>) in
// its short form (!!str).
func canonicalTag(t string) string {
	if rest, ok := strings.CutPrefix(t, "!<tag:yaml.org,2002:"); ok && strings.HasSuffix(rest, ">") {
		return "!!" + strings.TrimSuffix(rest, ">")
	}
	return t
}

// property reads an anchor (&name) or a tag at s.i in the pre-scan:
// anchor names of letters, digits, "_", "-" and "."; only the tags of
// yamlTags. Both must be followed by white space, a line end, or (in a
// flow collection) ",", "]" or "}".
func (s *shapeScan) property() error {
	start := s.i
	if s.hasPrefix("!<") {
		for s.i < len(s.data) && s.data[s.i] != '>' && !isBreak(s.data[s.i]) {
			s.i++
		}
		if s.i == len(s.data) || s.data[s.i] != '>' {
			return s.failAt(start, "unterminated YAML tag (!<…> ends with >)")
		}
		s.i++
	} else {
		s.i++
		for s.i < len(s.data) && isPropertyChar(s.data[s.i], s.data[start]) {
			s.i++
		}
	}
	name := string(s.data[start:s.i])
	switch {
	case s.i < len(s.data) && s.data[s.i] == '\t':
		return s.fail("a tab after " + textsafe.Quote(name) + ": the tokenizer reads it into the name; write a space")
	case s.i < len(s.data) && !isYAMLSpace(s.data[s.i]) && !isBreak(s.data[s.i]) &&
		!(len(s.flow) > 0 && (s.data[s.i] == ',' || s.data[s.i] == ']' || s.data[s.i] == '}')):
		r, _ := utf8.DecodeRune(s.data[s.i:])
		return s.fail("unexpected " + textsafe.Describe(r) + " after " + textsafe.Quote(name) +
			": anchor names are letters, digits, _, - and ., and white space follows a tag")
	case name == "&":
		return s.failAt(start, "a YAML anchor (&) needs a name")
	case name[0] == '!' && !yamlTags[canonicalTag(name)]:
		return s.failAt(start, "YAML tag "+textsafe.Quote(name)+" is not supported in a conventions file; it honours "+tagList)
	}
	return nil
}

func isPropertyChar(c, kind byte) bool {
	if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
		return true
	}
	if kind == '!' {
		return c == '!'
	}
	return '0' <= c && c <= '9' || c == '_' || c == '-' || c == '.'
}

// tagged honours the tag of t on its value: !!str (and "!" on a scalar)
// makes a scalar a string as written; the other core tags must agree with
// the value, which a quoted value may spell ("!!bool 'true'").
func tagged(t *ast.TagNode) (ast.Node, error) {
	tag := canonicalTag(t.Start.Value)
	v := t.Value
	if isNil(v) {
		v = ast.Null(&token.Token{Type: token.ImplicitNullType, Position: t.Start.Position})
	}
	switch tag {
	case "!", "!!str":
		if s, ok := scalarText(v); ok {
			return ast.String(withValue(v, s)), nil
		}
		if tag == "!" {
			return v, nil
		}
	case "!!bool":
		if s, ok := scalarText(v); ok && (isCoreBool(s)) {
			return ast.Bool(withValue(v, strings.ToLower(s))), nil
		}
	case "!!null":
		if s, ok := scalarText(v); ok && (s == "" || s == "~" || strings.EqualFold(s, "null")) {
			return ast.Null(withValue(v, s)), nil
		}
	case "!!int":
		if s, ok := scalarText(v); ok && isInt(s) {
			return ast.Integer(withValue(v, s)), nil
		}
	case "!!float":
		if s, ok := scalarText(v); ok && (isInt(s) || isFloat(s)) {
			return ast.Float(withValue(v, s)), nil
		}
	case "!!map":
		if _, ok := v.(*ast.MappingNode); ok {
			return v, nil
		}
		if _, ok := v.(*ast.MappingValueNode); ok {
			return v, nil
		}
	case "!!seq":
		if _, ok := v.(*ast.SequenceNode); ok {
			return v, nil
		}
	default:
		return nil, at(t, "YAML tag %s is not supported in a conventions file; it honours %s", textsafe.Quote(t.Start.Value), tagList)
	}
	return nil, at(t, "YAML tag %s does not fit %s", tag, kind(v))
}

// scalarText is the text of a scalar node as written (a string's value).
func scalarText(n ast.Node) (string, bool) {
	if s, ok := text(n); ok {
		return s, true
	}
	switch n.(type) {
	case *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.InfinityNode, *ast.NanNode, *ast.NullNode:
		if tk := n.GetToken(); tk != nil {
			if tk.Type == token.ImplicitNullType {
				return "", true
			}
			return tk.Value, true
		}
		return "", true
	}
	return "", false
}

// withValue is a copy of n's token (for its position) holding value.
func withValue(n ast.Node, value string) *token.Token {
	tk := token.Token{Position: &token.Position{Line: 1, Column: 1}}
	if t := n.GetToken(); t != nil {
		tk = *t
	}
	tk.Value = value
	return &tk
}

// isCoreBool: the booleans of the YAML 1.2 core schema (section 10.3.2).
func isCoreBool(s string) bool {
	switch s {
	case "true", "True", "TRUE", "false", "False", "FALSE":
		return true
	}
	return false
}

// isInt and isFloat: numbers as the YAML library reads them.
func isInt(s string) bool {
	n := token.ToNumber(s)
	return n != nil && n.Type != token.NumberTypeFloat
}

func isFloat(s string) bool {
	n := token.ToNumber(s)
	return n != nil && n.Type == token.NumberTypeFloat || isSpecialFloat(s)
}

// isSpecialFloat: .inf, -.inf and .nan in the spellings of the core
// schema (section 10.3.2).
func isSpecialFloat(s string) bool {
	switch strings.TrimPrefix(strings.TrimPrefix(s, "+"), "-") {
	case ".inf", ".Inf", ".INF":
		return true
	}
	switch s {
	case ".nan", ".NaN", ".NAN":
		return true
	}
	return false
}

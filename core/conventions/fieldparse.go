package conventions

import (
	"regexp/syntax"
	"strings"

	"github.com/goccy/go-yaml/ast"
)

type regexpSyntaxError = syntax.Error

func (c *File) parseFields(n ast.Node) error {
	m, err := mapping(n, "fields")
	if err != nil {
		return err
	}
	return eachKey(m, func(name string, k, v ast.Node) error {
		if fieldIndex(name) < 0 {
			return at(k, "unknown field %q: want one of %s", name, strings.Join(fieldNames[:], ", "))
		}
		f := Field{Name: name, Case: Keep, Line: position(k).Line}
		if err := f.parse(v); err != nil {
			return err
		}
		c.Fields = append(c.Fields, f)
		return nil
	})
}

// parse reads one field's settings, then checks they agree.
func (f *Field) parse(n ast.Node) error {
	m, err := mapping(n, f.Name)
	if err != nil {
		return err
	}
	var aliasNodes, allowedNodes []ast.Node
	err = eachKey(m, func(key string, k, v ast.Node) error {
		var err error
		switch key {
		case "required":
			f.Required, err = boolean(v, key)
		case "case":
			err = f.parseCase(v)
		case "spaces":
			f.Spaces, err = str(v, key)
			f.SpacesSet = true
			if err == nil && strings.ContainsAny(f.Spaces, " \t") {
				err = at(v, "spaces: the replacement %q holds a space itself", f.Spaces)
			}
		case "allowed":
			f.Allowed, allowedNodes, err = list(v, key)
		case "aliases":
			aliasNodes, err = f.parseAliases(v)
		case "pattern":
			var text string
			if text, err = str(v, key); err == nil {
				f.Pattern, err = compile(v, text)
			}
		case "hint":
			f.Hint, err = str(v, key)
		default:
			err = at(k, "unknown key %q in field %s: want required, case, spaces, allowed, aliases, pattern or hint", key, f.Name)
		}
		return err
	})
	if err != nil {
		return err
	}
	f.index()
	return f.agree(allowedNodes, aliasNodes)
}

func boolean(n ast.Node, key string) (bool, error) {
	n, err := unwrap(n)
	if err != nil {
		return false, err
	}
	b, ok := n.(*ast.BoolNode)
	if !ok {
		return false, at(n, "%s must be true or false, not %s", key, kind(n))
	}
	return b.Value, nil
}

func (f *Field) parseCase(v ast.Node) error {
	s, err := str(v, "case")
	if err != nil {
		return err
	}
	switch Case(s) {
	case Lower, Upper, Keep:
	default:
		return at(v, "case must be lower, upper or keep, not %q", s)
	}
	if CaseSensitive(f.Name) && Case(s) != Keep {
		return at(v, "%s is an identifier compared case-sensitively; it is never case-folded, so case must be keep", f.Name)
	}
	f.Case = Case(s)
	return nil
}

// parseAliases reads `aliases: {from: to, ...}` and returns the value
// nodes, for error positions.
func (f *Field) parseAliases(n ast.Node) ([]ast.Node, error) {
	m, err := mapping(n, "aliases")
	if err != nil {
		return nil, err
	}
	var nodes []ast.Node
	err = eachKey(m, func(from string, k, v ast.Node) error {
		to, err := scalar(v, "an alias's value")
		if err != nil {
			return err
		}
		if from == to {
			return at(k, "alias %q maps to itself", from)
		}
		f.Aliases = append(f.Aliases, Alias{From: from, To: to})
		nodes = append(nodes, v)
		return nil
	})
	return nodes, err
}

// agree refuses settings that contradict each other: an approved value the
// field's own rules would flag, and an alias to a value that is not
// approved (or that is itself flagged).
func (f *Field) agree(allowed, aliases []ast.Node) error {
	for i, v := range f.Allowed {
		if rule, why := f.shape(v); rule != "" {
			return at(allowed[i], "allowed value %q breaks the field's own %s rule: %s", v, rule, why)
		}
	}
	for i, a := range f.Aliases {
		if !f.allows(a.To) {
			return at(aliases[i], "alias %q maps to %q, which is not in %s's allowed values", a.From, a.To, f.Name)
		}
		if rule, why := f.shape(a.To); rule != "" {
			return at(aliases[i], "alias %q maps to %q, which breaks the field's own %s rule: %s", a.From, a.To, rule, why)
		}
	}
	return nil
}

package conventions

import (
	"strings"

	"github.com/goccy/go-yaml/ast"
)

// templateFields are the fields a template may set: the ones `build` and
// the build form can fill.
var templateFields = [...]string{
	"utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id",
	"openstat.service", "openstat.campaign", "openstat.ad", "openstat.source",
}

func isTemplateField(name string) bool {
	for _, f := range templateFields {
		if f == name {
			return true
		}
	}
	return false
}

func (c *File) parseTemplates(n ast.Node) error {
	m, err := mapping(n, "templates")
	if err != nil {
		return err
	}
	return eachKey(m, func(name string, k, v ast.Node) error {
		if strings.TrimSpace(name) == "" {
			return at(k, "a template needs a name")
		}
		t := Template{Name: name, Line: position(k).Line}
		vals, err := mapping(v, "template "+name)
		if err != nil {
			return err
		}
		err = eachKey(vals, func(field string, fk, fv ast.Node) error {
			if !isTemplateField(field) {
				return at(fk, "template %s: unknown field %q: want one of %s", name, field, strings.Join(templateFields[:], ", "))
			}
			value, err := scalar(fv, "a template value")
			if err != nil {
				return err
			}
			p := position(fv)
			t.Values = append(t.Values, Value{Field: field, Value: value, line: p.Line, column: p.Column})
			return nil
		})
		if err != nil {
			return err
		}
		c.Templates = append(c.Templates, t)
		return nil
	})
}

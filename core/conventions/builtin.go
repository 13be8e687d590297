package conventions

import "github.com/linkscope/linkscope/core/placeholder"

// BuiltinTemplate is the starter template named after an ad platform or
// mailer ("google-ads", "mailchimp": placeholder.PlatformIDs), with the
// fields a link for it usually carries and its own placeholders, so that
// `build --template google-ads` works with no conventions file; nil for
// another name.
func BuiltinTemplate(name string) *Template {
	p, err := placeholder.ParsePlatform(name)
	if err != nil {
		return nil
	}
	values := placeholder.Template(p)
	if len(values) == 0 {
		return nil
	}
	t := &Template{Name: name}
	for _, v := range values {
		t.Values = append(t.Values, Value{Field: v.Field, Value: v.Value})
	}
	return t
}

// BuiltinTemplateNames lists the names of the built-in templates.
func BuiltinTemplateNames() []string {
	var out []string
	for _, id := range placeholder.PlatformIDs() {
		if BuiltinTemplate(id) != nil {
			out = append(out, id)
		}
	}
	return out
}

// TemplateOrBuiltin is the file's template called name, else the built-in
// one: a file overrides a starter template by defining one of its name. A
// nil file has only the built-in ones.
func (c *File) TemplateOrBuiltin(name string) *Template {
	if t := c.Template(name); t != nil {
		return t
	}
	return BuiltinTemplate(name)
}

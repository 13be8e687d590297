package cli

import (
	"strings"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
)

// findTemplate returns the template called name, or a usage error that
// lists the ones there are.
func findTemplate(c *conventions.File, source, name string) (*conventions.Template, error) {
	if name == "" {
		return nil, nil
	}
	if t := c.TemplateOrBuiltin(name); t != nil {
		return t, nil
	}
	names := append(c.TemplateNames(), conventions.BuiltinTemplateNames()...)
	where := "the built-in templates"
	if source != "" {
		where = source + " or the built-in templates"
	}
	return nil, usageError("--template %s: no such template in %s; there are %s", textsafe.Quote(name), where, strings.Join(names, ", "))
}

// buildFindings checks the link that was built, as inspect checks it:
// the fields as the link carries them (a UTM parameter already in --url
// counts), and the link-level rules. Positions are in the link.
func buildFindings(rules buildRules, tagged string) []conventions.Finding {
	return rules.conv.CheckLink(tagged, rules.tracking)
}

// flagName is the build flag of a conventions field.
func flagName(field string) string {
	if rest, ok := strings.CutPrefix(field, "openstat."); ok {
		return "--" + rest
	}
	if strings.HasPrefix(field, "utm_") {
		return "--" + strings.ReplaceAll(field, "_", "-")
	}
	return field
}

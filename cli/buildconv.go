package cli

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tracking"
)

// buildValues are a build's field values by conventions field name.
type buildValues map[string]string

func valuesOf(m openstat.Marker, u tracking.UTM) buildValues {
	return buildValues{
		"utm_source": u.Source, "utm_medium": u.Medium, "utm_campaign": u.Campaign,
		"utm_term": u.Term, "utm_content": u.Content, "utm_id": u.ID,
		"openstat.service": m.Service, "openstat.campaign": m.Campaign,
		"openstat.ad": m.Ad, "openstat.source": m.Source,
	}
}

func (v buildValues) marker() openstat.Marker {
	return openstat.Marker{Service: v["openstat.service"], Campaign: v["openstat.campaign"],
		Ad: v["openstat.ad"], Source: v["openstat.source"]}
}

func (v buildValues) utm() tracking.UTM {
	return tracking.UTM{Source: v["utm_source"], Medium: v["utm_medium"], Campaign: v["utm_campaign"],
		Term: v["utm_term"], Content: v["utm_content"], ID: v["utm_id"]}
}

// fill sets the template's values on the fields that are still empty:
// a flag or a CSV cell overrides the template.
func (v buildValues) fill(t *conventions.Template) {
	if t == nil {
		return
	}
	for _, tv := range t.Values {
		if v[tv.Field] == "" {
			v[tv.Field] = tv.Value
		}
	}
}

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
	return nil, usageError("--template %s: no such template in %s; there are %s", strconv.Quote(name), where, strings.Join(names, ", "))
}

// buildFindings checks the link that was built, as inspect checks it:
// the fields as the link carries them (a UTM parameter already in --url
// counts), and the link-level rules. Positions are in the link.
func buildFindings(rules buildRules, tagged string) []conventions.Finding {
	return rules.conv.CheckLink(tagged, rules.tracking)
}

// strictRefuses reports what --strict refuses: any conventions finding,
// any warning lint and a missing utm_source (other hints and notes are
// advice, not faults).
func strictRefuses(fs []conventions.Finding, lints []tracking.Lint) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Rule+": "+f.Message())
	}
	for _, l := range lints {
		// utm_source is required by campaign builders once any UTM
		// field is set: a hint in the form, a refusal under --strict.
		if l.Severity == tracking.Warning || l.Rule == "utm-source-missing" {
			out = append(out, string(l.Rule)+": "+l.Message)
		}
	}
	return out
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

// lintsCell and findingsCell write the CSV columns: one entry per remark,
// "rule (field): message", joined by "; ".
func lintsCell(lints []tracking.Lint) string {
	parts := make([]string, 0, len(lints))
	for _, l := range lints {
		parts = append(parts, string(l.Severity)+" "+string(l.Rule)+" ("+l.Field+"): "+l.Message)
	}
	return strings.Join(parts, "; ")
}

func findingsCell(fs []conventions.Finding) string {
	parts := make([]string, 0, len(fs))
	for _, f := range fs {
		parts = append(parts, f.Rule+" ("+f.Field+"): "+f.Message())
	}
	return strings.Join(parts, "; ")
}

package placeholder

// Template is the starter template of platform p: the campaign fields a
// link for it usually carries, with its own placeholders (templates.tsv),
// nil for NoPlatform. The fields are those of a conventions file's
// templates ("utm_source", "openstat.campaign").
func Template(p Platform) []TemplateValue {
	if int(p) >= len(tbl.templates) {
		return nil
	}
	return append([]TemplateValue(nil), tbl.templates[p]...)
}

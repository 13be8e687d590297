package conventions

// FieldNames are the fields a conventions file may describe, in the order
// findings and reports list them: the UTM parameters GA4 reads, then the
// four Openstat marker fields.
var fieldNames = [...]string{
	"utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id",
	"utm_source_platform", "utm_creative_format", "utm_marketing_tactic",
	"openstat.service", "openstat.campaign", "openstat.ad", "openstat.source",
}

// FieldNames lists the field names a conventions file accepts, in order.
func FieldNames() []string { return append([]string(nil), fieldNames[:]...) }

// fieldIndex returns the index of name in fieldNames, or -1.
func fieldIndex(name string) int {
	for i, n := range fieldNames {
		if n == name {
			return i
		}
	}
	return -1
}

// CaseSensitive reports fields that are identifiers, compared byte for byte
// by the analytics tools that read them: they are never case-folded, not by
// a `case` rule and not when the audit groups variants. utm_id joins a link
// to imported cost data by exact id (GA4 data import).
func CaseSensitive(field string) bool { return field == "utm_id" }

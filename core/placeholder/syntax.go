package placeholder

// Syntax is how a family of platforms writes a placeholder.
type Syntax uint8

// The syntaxes.
const (
	NoSyntax    Syntax = iota
	Brace              // {name}, {name:argument}: Google Ads, Microsoft Advertising, Yandex Direct
	DoubleBrace        // {{name}}: Meta, LinkedIn, HubSpot, Klaviyo
	Underscore         // __NAME__: TikTok
	MergeTag           // *|NAME|*: Mailchimp
	Percent            // %%name%%: Salesforce Marketing Cloud
	AMPscript          // %%=expression=%%: Salesforce Marketing Cloud
	numSyntaxes
)

var syntaxNames = [numSyntaxes]string{"", "brace", "double-brace", "underscore", "merge-tag", "percent", "ampscript"}

// String names the syntax: "brace", "double-brace", "underscore",
// "merge-tag", "percent" or "ampscript".
func (s Syntax) String() string {
	if s < numSyntaxes {
		return syntaxNames[s]
	}
	return "unknown"
}

// delimiters are what a syntax writes before and after the name.
func (s Syntax) delimiters() (open, close string) {
	switch s {
	case Brace:
		return "{", "}"
	case DoubleBrace:
		return "{{", "}}"
	case Underscore:
		return "__", "__"
	case MergeTag:
		return "*|", "|*"
	case Percent:
		return "%%", "%%"
	case AMPscript:
		return "%%=", "=%%"
	}
	return "", ""
}

// argSep is what separates a name from its argument in the syntax: Google's
// {ifmobile:m.}, Mailchimp's *|DATE:Y|*. A double-brace name's filters
// (`|default('there')`) are kept as its argument with their bar.
func (s Syntax) argSep() string {
	switch s {
	case Brace, MergeTag:
		return ":"
	}
	return ""
}

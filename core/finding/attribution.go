package finding

// Attribution rules (core/attribution): what analytics will record of a
// landing page, and what a marketer would change before launch.
const (
	RuleUTMInPath          Rule = "utm-in-path"              // campaign parameters in the path, before any '?'
	RuleSecondQuestionMark Rule = "second-question-mark"     // a '?' inside the query swallows the next key
	RuleUTMInFragment      Rule = "utm-in-fragment"          // UTM parameters in the fragment: GA4 ignores them, Matomo reads them
	RuleChannelUnassigned  Rule = "channel-unassigned"       // GA4 puts the session in Unassigned; Suggested is a medium that would place it in Detail
	RuleChannelOther       Rule = "channel-other"            // GA4 puts the session in Paid Other; Suggested is a listed source that would place it in Detail
	RuleCampaignChannel    Rule = "campaign-decides-channel" // the campaign name decides the channel (Detail); Suggested is the channel without it
	RuleAutoTagOverrides   Rule = "auto-tagging-overrides"   // a click id makes GA4 ignore the UTM values named in Detail; Platform names the ad platform
	RuleCaseSplitsRows     Rule = "case-splits-rows"         // GA4 keeps case: Old and Suggested are two rows
	RuleClickIDStripped    Rule = "click-id-stripped"        // browsers (Detail) remove the parameter before analytics sees it
	RuleMissingSourceMed   Rule = "missing-source-medium"    // campaign parameters without utm_source or utm_medium: GA4 writes (not set)
)

package inspector

import "github.com/linkscope/linkscope/core/uri"

// presets are the normalization presets the preset key cycles through,
// by their names in the contract, and their rules.
var (
	presets     = []string{"safe", "usual", "aggressive"}
	presetRules = []uri.RuleSet{uri.PresetSafe, uri.PresetUsual, uri.PresetAggressive}
)

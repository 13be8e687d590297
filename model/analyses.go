package model

import (
	"strings"

	"github.com/linkscope/linkscope/core/pcm"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
)

// presets are the normalization presets the preset key cycles through,
// by their names in the contract.
var presets = []string{"safe", "usual", "aggressive"}

// analyses are the results inspect.Report does not carry yet, computed
// from the same trimmed link with the core packages directly. As each
// lands in the report, its field here goes and its pane reads the report.
type analyses struct {
	ref      uri.Reference
	refWarns []uri.Warning
	refErr   error
	norm     uri.Result
	normErr  error
	preset   string
	pcm      pcm.Parsed
	isPCM    bool
}

// analyse runs every analysis on link for the given preset.
func analyse(link, preset string) analyses {
	a := analyses{preset: preset}
	link = strings.TrimSpace(link)
	if link == "" {
		return a
	}
	a.ref, a.refWarns, a.refErr = uri.ParseLenient(link)
	rules, err := uri.ParseRules(preset)
	if err != nil {
		a.normErr = err
	} else {
		t := tracking.Default()
		a.norm, a.normErr = uri.Normalize(link, uri.Options{Rules: rules, RecordSteps: true,
			IsTrackingParam: func(k string) bool { _, ok := t.Lookup(k); return ok }})
	}
	if a.refErr == nil && pcm.IsPCM(a.ref.Path) {
		a.isPCM, a.pcm = true, pcm.Parse(link)
	}
	return a
}

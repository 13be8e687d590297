package uri

import (
	"reflect"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// checkStepMemory: m.NormalizeParsed gives what NormalizeParsed gives,
// field for field and in JSON; so does normalizing its URL again, which
// lies in m's own memory.
func checkStepMemory(t testing.TB, m *StepMemory, s string, opts Options) {
	t.Helper()
	ref, warns, err := ParseLenient(s)
	if err != nil {
		return
	}
	want, _ := NormalizeParsed(s, ref, warns, opts)
	got, err := m.NormalizeParsed(s, ref, warns, opts)
	if err != nil || !reflect.DeepEqual(got, want) || string(got.AppendJSON(nil)) != string(want.AppendJSON(nil)) {
		t.Fatalf("%q under %v: StepMemory gives %+v (%v), NormalizeParsed %+v", s, opts.Rules.Names(), got, err, want)
	}
	url := got.URL
	ref, warns, err = ParseLenient(url)
	if err != nil {
		return
	}
	want, _ = NormalizeParsed(strings.Clone(url), ref, warns, opts)
	again, _ := m.NormalizeParsed(url, ref, warns, opts)
	if again.URL != want.URL || !reflect.DeepEqual(again.Steps, want.Steps) {
		t.Fatalf("%q: its URL %q again through the StepMemory gives %q %v, NormalizeParsed %q %v", s, want.Input, again.URL, again.Steps,
			want.URL, want.Steps)
	}
}

// FuzzStepMemory holds StepMemory.NormalizeParsed to NormalizeParsed, one
// StepMemory reused for every input, with and without steps.
func FuzzStepMemory(f *testing.F) {
	seedInputs(f, func(s string) {
		f.Add(s, uint32(PresetSafe), true)
		f.Add(s, uint32(PresetAggressive|1<<ForceHTTP), false)
	})
	var m StepMemory
	f.Fuzz(func(t *testing.T, s string, bits uint32, steps bool) {
		set := RuleSet(bits) & allRules
		if set.Has(RemoveWWW) {
			set &^= 1 << AddWWW
		}
		opts := Options{Rules: set, RecordSteps: steps, IsTrackingParam: func(k string) bool { return strings.HasPrefix(k, "utm") }}
		checkStepMemory(t, &m, s, opts)
	})
}

// TestStepMemoryCorpus runs the corpus through one StepMemory under each
// preset, and the safe preset with steps (inspect's) allocates nothing.
func TestStepMemoryCorpus(t *testing.T) {
	var m StepMemory
	for _, set := range []RuleSet{PresetSafe, PresetUsual, PresetAggressive} {
		for _, steps := range []bool{true, false} {
			opts := Options{Rules: set, RecordSteps: steps, IsTrackingParam: isUTM}
			for _, link := range corpus.Links(2000) {
				checkStepMemory(t, &m, link, opts)
			}
		}
	}
	opts := Options{Rules: PresetSafe, RecordSteps: true}
	for _, link := range []string{"HTTPS://Blog.Example.COM:443/a/b/../c/./d.html?%7e=1", "https://example.com/"} {
		ref, warns, _ := ParseLenient(link)
		if n := testing.AllocsPerRun(100, func() { _, _ = m.NormalizeParsed(link, ref, warns, opts) }); n != 0 {
			t.Errorf("%q: %v allocations, want 0", link, n)
		}
	}
}

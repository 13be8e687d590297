package cli

import (
	"flag"
	"strings"
	"testing"
	"time"
)

// TestEveryNumericFlagBounded: every int and duration flag of every
// command is bounded by a row of flagBounds (a flag defined with
// fs.Int or fs.Duration takes any value, and 10,000,000 workers ran out
// of memory), and every row serves a flag.
func TestEveryNumericFlagBounded(t *testing.T) {
	used := map[string]bool{}
	for _, c := range allFlagSets() {
		c.fs.VisitAll(func(f *flag.Flag) {
			g, ok := f.Value.(flag.Getter)
			if !ok {
				return
			}
			switch g.Get().(type) {
			case int, int64, uint, uint64, float64, time.Duration:
			default:
				return
			}
			switch f.Value.(type) {
			case *boundedInt, *boundedDuration:
				b, _ := boundFor(c.fs.Name(), f.Name)
				used[b.command+" --"+b.flag] = true
			default:
				t.Errorf("%s --%s is numeric but unbounded: define it with intFlag or durationFlag and give it a row in flagBounds", c.fs.Name(), f.Name)
			}
		})
	}
	for _, b := range flagBounds() {
		if !used[b.command+" --"+b.flag] {
			t.Errorf("flagBounds row %s --%s serves no flag", b.command, b.flag)
		}
	}
}

type namedFlagSet struct{ fs *flag.FlagSet }

// allFlagSets are the flag sets every command makes for --help.
func allFlagSets() []namedFlagSet {
	var out []namedFlagSet
	collect := IO{In: strings.NewReader(""), Out: discard{}, Err: discard{}, Getenv: func(string) string { return "" },
		onFlags: func(fs *flag.FlagSet, _ string) { out = append(out, namedFlagSet{fs}) }}
	runDefault([]string{"--help"}, collect)
	for _, c := range commands() {
		if c.name == "pcm" {
			for _, sub := range pcmSubcommands() {
				sub.run([]string{"--help"}, collect)
			}
			continue
		}
		c.run([]string{"--help"}, collect)
	}
	return out
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// TestFlagBounds: each bounded flag takes the ends of its range and
// refuses one past them, and the values that ran out of memory, with a
// usage error that says the range.
func TestFlagBounds(t *testing.T) {
	for _, r := range readTable(t, "cli/bounds.tsv") {
		args := strings.Split(r.Get("args"), "|")
		_, stderr, code := run(t, "", args...)
		want := r.Get("stderr")
		if want == "" {
			if code == 2 && strings.Contains(stderr, " is outside ") {
				t.Errorf("%s: %q refused: %s", r.Name(), args, stderr)
			}
			continue
		}
		if code != 2 || strings.TrimSuffix(stderr, "\n") != want {
			t.Errorf("%s: %q: exit %d, stderr\n got %q\nwant %q", r.Name(), args, code, stderr, want)
		}
	}
}

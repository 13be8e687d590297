package cli

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/cmdref"
)

// TestExamplesAreRealCommands: every example in a command's doc file runs
// a command that exists, with flags it has: an example cannot outlive a
// renamed flag.
func TestExamplesAreRealCommands(t *testing.T) {
	specs := reference()
	byPath := map[string]cmdref.Command{}
	for _, s := range specs {
		byPath[s.Path] = s
	}
	n := 0
	for _, s := range specs {
		for _, ex := range s.Examples {
			n++
			runsItself := false
			for _, part := range strings.Split(ex, "|") {
				words := exampleWords(part)
				if words == nil {
					continue
				}
				path, flags := splitPath(words, byPath)
				runsItself = runsItself || path == s.Path
				for _, w := range flags {
					name, _, _ := strings.Cut(strings.TrimPrefix(w, "--"), "=")
					if strings.HasPrefix(w, "--") && !hasFlag(byPath[path], name) {
						t.Errorf("%q: %s has no flag --%s", ex, strings.TrimSpace("linkscope "+path), name)
					}
				}
			}
			if !runsItself {
				t.Errorf("%q: an example of %q that does not run it", ex, s.Path)
			}
		}
	}
	if n < len(specs) {
		t.Errorf("%d examples for %d commands", n, len(specs))
	}
}

// splitPath parts an invocation's words into the command they select
// ("" for the terminal UI, "pcm link") and the rest.
func splitPath(words []string, byPath map[string]cmdref.Command) (path string, rest []string) {
	if len(words) == 0 {
		return "", nil
	}
	if _, ok := byPath[words[0]]; !ok || words[0] == "" {
		return "", words
	}
	if len(words) > 1 {
		if _, ok := byPath[words[0]+" "+words[1]]; ok {
			return words[0] + " " + words[1], words[2:]
		}
	}
	return words[0], words[1:]
}

// exampleWords are the words after "linkscope" up to a redirection,
// quotes removed; nil when the text runs no linkscope.
func exampleWords(line string) []string {
	_, line, ok := strings.Cut(line, "linkscope")
	if !ok {
		return nil
	}
	words := []string{}
	var cur strings.Builder
	quote := byte(0)
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
			cur.WriteByte(c)
		case c == '\'' || c == '"':
			quote = c
		case c == ' ':
			if cur.Len() > 0 {
				words = append(words, cur.String())
				cur.Reset()
			}
		case c == '<' || c == '>':
			i = len(line) // a redirection ends the words
		default:
			cur.WriteByte(c)
		}
	}
	if cur.Len() > 0 {
		words = append(words, cur.String())
	}
	return words
}

func hasFlag(c cmdref.Command, name string) bool {
	for _, f := range c.Flags {
		if f.Name == name {
			return true
		}
	}
	return false
}

package cli

import (
	"strings"
	"testing"
)

// TestBuildLints: what build and build --csv say of a link's UTM values
// and placeholders (stderr, or the CSV's lints column), and what they must
// not say. The Build form shows the same set (model/form's table of the
// same name).
func TestBuildLints(t *testing.T) {
	for _, r := range readTable(t, "build/lints.tsv") {
		t.Run(r.Name(), func(t *testing.T) {
			var args []string
			for _, a := range strings.Fields(r.Raw("args")) {
				args = append(args, unescapeArg(a))
			}
			out, stderr, code := run(t, r.Get("stdin"), args...)
			if code != 0 {
				t.Fatalf("%v: exit %d: %s", args, code, stderr)
			}
			said := out + stderr
			if w := r.Get("want"); w != "" && !strings.Contains(said, w) {
				t.Errorf("%v says\n%s\nwant it to say %q (%s)", args, said, w, r.Get("source"))
			}
			if not := r.Get("not"); not != "" && strings.Contains(said, not) {
				t.Errorf("%v says\n%s\nwhich holds %q (%s)", args, said, not, r.Get("source"))
			}
		})
	}
}

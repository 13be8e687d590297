package whatwg

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestValidationErrors(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/whatwg/validation.tsv") {
		var base *URL
		if b, ok := r.Lookup("base"); ok {
			bu := MustParse(b)
			base = &bu
		}
		input := r.Get("input")
		u, errs, err := Validate(input, base, nil)
		href, fail := `\N`, ""
		if err == nil {
			href = u.Href()
		} else {
			fail = err.(*Error).Kind.String()
		}
		if want, _ := r.Lookup("href"); err == nil && href != want {
			t.Errorf("%s: %q: href %q, want %q", r.Name(), input, href, want)
		}
		if fail != r.Get("failure") {
			t.Errorf("%s: %q: failure %q, want %q (%v)", r.Name(), input, fail, r.Get("failure"), err)
		}
		if got := formatErrors(errs); got != r.Get("errors") {
			t.Errorf("%s: %q: errors %s, want %s", r.Name(), input, got, r.Get("errors"))
		}
		for _, e := range errs {
			if e.Pos < 0 || e.Pos > len(input) {
				t.Errorf("%s: %q: position %d outside the input", r.Name(), input, e.Pos)
			}
		}
	}
}

func formatErrors(errs []ValidationError) string {
	var b strings.Builder
	for i, e := range errs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(e.Kind.String())
		b.WriteByte('@')
		b.WriteString(strconv.Itoa(e.Pos))
	}
	return b.String()
}

package placeholder

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/internal/tsv"
)

func TestRender(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"fields.tsv") {
		f, err := ParseField(r.Get("as"))
		if err != nil {
			t.Fatal(err)
		}
		got, fs := Render(f, r.Get("final"), r.Get("built"))
		if got != r.Get("want") || byteFindings(fs) != r.Get("findings") {
			t.Errorf("%s:\n got %q %q\nwant %q %q", r.Name(), got, byteFindings(fs), r.Get("want"), r.Get("findings"))
		}
		if got != "" && len(CheckField(nil, f, got)) > 0 {
			t.Errorf("%s: the rendered %q fails its own checks", r.Name(), got)
		}
	}
}

func TestCheckField(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"check_field.tsv") {
		f, err := ParseField(r.Get("as"))
		if err != nil {
			t.Fatal(err)
		}
		if got := byteFindings(CheckField(nil, f, r.Get("text"))); got != r.Get("findings") {
			t.Errorf("%s: %q\n got %q\nwant %q", r.Name(), r.Get("text"), got, r.Get("findings"))
		}
	}
}

// byteFindings writes findings with byte positions: rule@pos=suggested.
func byteFindings(fs []finding.Finding) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = string(f.Rule) + "@" + strconv.Itoa(f.Pos)
		if f.Suggested != "" {
			parts[i] += "=" + f.Suggested
		}
		if f.Unit != finding.Byte {
			parts[i] += "(unit?)"
		}
	}
	return strings.Join(parts, " | ")
}

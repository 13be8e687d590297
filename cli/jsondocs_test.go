package cli

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/inspect"
)

const (
	jsonDocs          = "../docs/json.md"
	sectionsBegin     = "<!-- inspect sections: made by go test ./cli -update-docs from core/inspect; do not edit -->\n"
	sectionsEnd       = "<!-- end of inspect sections -->\n"
	inspectExampleTag = "## inspect --json\n"
)

// TestJSONDocsSections: docs/json.md describes each inspect section with
// the text core/inspect declares for it (go test ./cli -update-docs
// rewrites that part), so a section cannot lack its reference or keep an
// old one.
func TestJSONDocsSections(t *testing.T) {
	page, err := os.ReadFile(jsonDocs)
	if err != nil {
		t.Fatal(err)
	}
	text := string(page)
	a, b := strings.Index(text, sectionsBegin), strings.Index(text, sectionsEnd)
	if a < 0 || b < a {
		t.Fatalf("%s has no generated sections block", jsonDocs)
	}
	want := text[:a] + sectionsBegin + inspect.ReferenceMarkdown() + sectionsEnd + text[b+len(sectionsEnd):]
	if want == text {
		return
	}
	if *updateDocs {
		if err := os.WriteFile(jsonDocs, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s: the inspect sections are not what core/inspect declares (go test ./cli -update-docs rewrites them)", jsonDocs)
}

// TestJSONDocsExample: the example record of inspect --json has every
// section's keys, in the order the record writes them.
func TestJSONDocsExample(t *testing.T) {
	page, err := os.ReadFile(jsonDocs)
	if err != nil {
		t.Fatal(err)
	}
	text := string(page)
	text = text[strings.Index(text, inspectExampleTag):]
	text = text[strings.Index(text, "```json\n")+len("```json\n"):]
	text = text[:strings.Index(text, "```")]
	dec := json.NewDecoder(strings.NewReader(text))
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	var got []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatalf("the example is not JSON: %v", err)
		}
		got = append(got, k.(string))
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("the example is not JSON: %v", err)
		}
	}
	want := []string{"input"}
	for _, s := range inspect.Sections() {
		want = append(want, s.Keys...)
	}
	if !slices.Equal(got, want) {
		t.Errorf("the example's keys are\n%v\nthe record's\n%v", got, want)
	}
}

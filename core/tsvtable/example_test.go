package tsvtable_test

import (
	"fmt"

	"github.com/linkscope/linkscope/core/tsvtable"
)

// A table's reader reads cells by column name and words a value it
// rejects with the row's own error, which names the file, line and column.
func Example() {
	const kinds = "# what each parameter carries\n" +
		"param\tkind\tsource\n" +
		"utm_source\tcampaign\tGoogle Analytics\n" +
		"gclid\tclick-id\tGoogle Ads\n" +
		"fbclid\tclick\tMeta\n"
	tab, err := tsvtable.Read("params.tsv", kinds, tsvtable.Options{Columns: []string{"param", "kind"}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range tab.Rows() {
		if k := r.Cell("kind"); k != "campaign" && k != "click-id" {
			fmt.Println(r.Errorf("kind", "unknown kind %q", k))
			continue
		}
		fmt.Println(r.Cell("param"), r.Cell("kind"))
	}
	// Output:
	// utm_source campaign
	// gclid click-id
	// params.tsv line 5, column kind: unknown kind "click"
}

package risk

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/spoof"
	"github.com/linkscope/linkscope/internal/tsv"
)

// TestOneWarningPerHost: of the rules that say a host is not what it
// reads as (lookalike, punycode, mixed-script, confusable), a host gets
// one warning at most; the others are info, name the warning they are
// folded into, and that warning words their facts. Over every link of
// the risk tables and every host of the browsers' tables.
func TestOneWarningPerHost(t *testing.T) {
	var links []string
	for _, f := range []string{"risks.tsv", "messages.tsv"} {
		for _, r := range tsv.Load(t, "../../testdata/risk/"+f) {
			links = append(links, r.Get("input"))
		}
	}
	hosts, order := tableHosts(t)
	for _, key := range order {
		for _, form := range hosts[key].forms {
			links = append(links, "https://"+form+"/")
		}
	}
	brands, err := spoof.NewBrands([]string{"paypal.com", "apple.com"})
	if err != nil {
		t.Fatal(err)
	}
	folded := 0
	for _, link := range links {
		risks := ScanBrands(link, brands)
		warnings := 0 // each link has one host
		for _, k := range risks {
			if !foldable(k.Rule) {
				continue
			}
			if k.FoldedInto != "" {
				folded++
				if k.Level() != LevelInfo {
					t.Errorf("%s: %s folded into %s is %s", link, k.Rule, k.FoldedInto, k.Level())
				}
				continue
			}
			if k.Level() == LevelWarning {
				warnings++
				for _, f := range k.Folded {
					if f.FoldedInto != "" || len(f.Folded) > 0 {
						t.Errorf("%s: a folded risk is itself folded", link)
					}
				}
			}
		}
		if warnings > 1 {
			var all []string
			for _, k := range risks {
				all = append(all, string(k.Rule)+" "+string(k.Level())+": "+k.Message())
			}
			t.Errorf("%s: %d warnings of the folded rules:\n\t%s", link, warnings, strings.Join(all, "\n\t"))
		}
	}
	t.Logf("%d links, %d risks folded into another's warning", len(links), folded)
}

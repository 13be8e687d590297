package brandsites

import (
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestOwns(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/brandsites/owns.tsv") {
		want := r.Get("owns") == "true"
		if got := Owns(r.Get("brand"), r.Get("suffix")); got != want {
			t.Errorf("%s: %s.%s: owns %v, want %v", r.Name(), r.Get("brand"), r.Get("suffix"), got, want)
		}
	}
}

// TestLists holds the table to what its sources publish: Google's 187
// domains, Amazon's 23 marketplaces and its store in China.
func TestLists(t *testing.T) {
	for brand, want := range map[string]int{"google": 187, "amazon": 24} {
		if got := len(sites()[brand]); got != want {
			t.Errorf("%s: %d domains, want %d", brand, got, want)
		}
	}
	if listed("yandex") {
		t.Error("yandex is listed: its rows need a source, and its test rows change")
	}
}

func FuzzOwns(f *testing.F) {
	for _, s := range []string{"com", "co.uk", "zz", "", ".", "co.", "com.x"} {
		f.Add("google", s)
		f.Add("yandex", s)
	}
	f.Fuzz(func(t *testing.T, brand, suffix string) {
		got := Owns(brand, suffix)
		if listed(brand) && got != sites()[brand][suffix] {
			t.Fatalf("Owns(%q, %q) = %v, not the table's", brand, suffix, got)
		}
		if got && !listed(brand) && len(suffix) > 6 {
			t.Fatalf("Owns(%q, %q): a shape of more than six bytes", brand, suffix)
		}
	})
}

// listed reports whether the table lists brand's domains.
func listed(brand string) bool {
	_, ok := sites()[brand]
	return ok
}

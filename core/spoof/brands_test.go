package spoof

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// TestBrands: hosts against a team's brand domains.
func TestBrands(t *testing.T) {
	for _, r := range tsv.Load(t, testdata+"brands.tsv") {
		b, err := NewBrands(strings.Fields(r.Get("brands")))
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		got, _ := b.Imitated(r.Get("host"))
		if want := r.Get("imitates"); got != want {
			t.Errorf("%s: %s imitates %q, want %q", r.Name(), r.Get("host"), got, want)
		}
	}
}

// TestBrandErrors: what is not a brand domain, and why.
func TestBrandErrors(t *testing.T) {
	for _, r := range tsv.Load(t, testdata+"brand_errors.tsv") {
		_, err := ParseBrand(r.Get("domain"))
		want, bad := r.Lookup("error")
		switch {
		case !bad && err != nil:
			t.Errorf("%s: ParseBrand(%q) = %v, want no error", r.Name(), r.Get("domain"), err)
		case bad && (err == nil || err.Error() != want):
			t.Errorf("%s: ParseBrand(%q) = %v, want %q", r.Name(), r.Get("domain"), err, want)
		}
	}
	if _, err := NewBrands([]string{"paypal.com", "https://x.example/"}); err == nil || !strings.Contains(err.Error(), `"https://x.example/"`) {
		t.Errorf("NewBrands: error %v does not name the bad domain", err)
	}
	var none *Brands
	if _, ok := none.Imitated("paypa1.com"); ok || none.Len() != 0 {
		t.Errorf("nil Brands imitated something")
	}
}

// FuzzParseBrand: a domain ParseBrand accepts is accepted again as it
// returns it, unchanged, and never imitates itself.
func FuzzParseBrand(f *testing.F) {
	for _, s := range []string{"paypal.com", "PayPal.COM.", "пример.рф", "xn--e1afmkfd.xn--p1ai", "co.uk", "https://x/", "1.2.3.4", "a..b", "[::1]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, domain string) {
		got, err := ParseBrand(domain)
		if err != nil {
			return
		}
		again, err := ParseBrand(got)
		if err != nil || again != got {
			t.Fatalf("ParseBrand(%q) = %q; again %q, %v", domain, got, again, err)
		}
		b, err := NewBrands([]string{domain})
		if err != nil {
			t.Fatalf("NewBrands(%q): %v", domain, err)
		}
		if brand, ok := b.Imitated(got); ok {
			t.Fatalf("%q imitates its own brand %q", got, brand)
		}
	})
}

package corpus

import (
	"strings"
	"testing"
)

func TestLinksDeterministicAndVaried(t *testing.T) {
	a, b := Links(2000), Links(2000)
	var openstat, utm, fragment int
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("link %d differs between runs: %q vs %q", i, a[i], b[i])
		}
		if strings.Contains(a[i], "_openstat=") {
			openstat++
		}
		if strings.Contains(a[i], "utm_source=") {
			utm++
		}
		if strings.Contains(a[i], "#") {
			fragment++
		}
	}
	for name, n := range map[string]int{"_openstat": openstat, "utm_source": utm, "fragment": fragment} {
		if n < 200 || n > 1900 {
			t.Errorf("%s in %d of 2000 links; want a realistic mix", name, n)
		}
	}
}

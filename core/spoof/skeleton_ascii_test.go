package spoof

import "testing"

// TestASCIISkeletonAgrees holds the byte-table skeleton of ASCII strings
// to the UTS #39 skeleton (NFD, prototypes, NFD) on every ASCII byte and
// on Chrome's top domains that are ASCII.
func TestASCIISkeletonAgrees(t *testing.T) {
	var all []byte
	for c := range 128 {
		all = append(all, byte(c))
	}
	inputs := []string{"", string(all), "rn.example.com", "paypal.com", "1l|I.0O.com"}
	for _, d := range chromeTopDomains() {
		if isASCIIString(d.Domain) {
			inputs = append(inputs, d.Domain)
		}
	}
	for _, s := range inputs {
		if got, want := asciiSkeleton(s), skeleton(s); got != want {
			t.Errorf("asciiSkeleton(%q) = %q, want %q", s, got, want)
		}
	}
}

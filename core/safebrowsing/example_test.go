package safebrowsing_test

import (
	"fmt"

	"github.com/linkscope/linkscope/core/safebrowsing"
)

func ExampleCanonicalize() {
	c, err := safebrowsing.Canonicalize("http://host%23.com/%257Ea%2521b%2540c%2523d%2524e%25f%255E00%252611%252A22%252833%252944_55%252B")
	if err != nil {
		panic(err)
	}
	fmt.Println(c.URL)
	// Output: http://host%23.com/~a!b@c%23d$e%25f^00&11*22(33)44_55+
}

func ExampleHasher_Lookup() {
	var h safebrowsing.Hasher
	r, err := h.Lookup("http://a.b.com/1/2.html?param=1", safebrowsing.HostRuleV5)
	if err != nil {
		panic(err)
	}
	for i, e := range r.Expressions {
		fmt.Println(r.Hashes[i].PrefixHex(safebrowsing.Prefix4), e)
	}
	// Output:
	// 2fcd902c a.b.com/1/2.html?param=1
	// 210d2c9e a.b.com/1/2.html
	// ca057bb0 a.b.com/
	// 377fc89e a.b.com/1/
	// 8446b3e7 b.com/1/2.html?param=1
	// dda789db b.com/1/2.html
	// 650fb6f0 b.com/
	// 98f8cebb b.com/1/
}

func ExampleCanonicalizeSteps() {
	_, steps, err := safebrowsing.CanonicalizeSteps("HTTP://www.GOOgle.com.../a/./b#frag")
	if err != nil {
		panic(err)
	}
	for _, s := range steps {
		fmt.Printf("%-17s %s -> %s\n", s.Name, s.Before, s.After)
	}
	// Output:
	// remove-fragment   HTTP://www.GOOgle.com.../a/./b#frag -> HTTP://www.GOOgle.com.../a/./b
	// scheme-lowercase  HTTP://www.GOOgle.com.../a/./b -> http://www.GOOgle.com.../a/./b
	// host-dots         http://www.GOOgle.com.../a/./b -> http://www.GOOgle.com/a/./b
	// host-lowercase    http://www.GOOgle.com/a/./b -> http://www.google.com/a/./b
	// path-dot-segments http://www.google.com/a/./b -> http://www.google.com/a/b
}

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

// The document's first worked example: each expression with its 4-byte
// hash prefix. A Hasher reuses its buffers from one URL to the next.
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

// The host suffixes a lookup tries: from the registrable domain (by the
// Public Suffix List) up under the v5 rule, the last five labels down to
// two under the v4 one.
func ExampleExpressions() {
	c, err := safebrowsing.Canonicalize("http://a.example.co.uk/1.html")
	if err != nil {
		panic(err)
	}
	fmt.Println(safebrowsing.Expressions(c, safebrowsing.HostRuleV5))
	fmt.Println(safebrowsing.Expressions(c, safebrowsing.HostRuleV4))
	// Output:
	// [a.example.co.uk/1.html a.example.co.uk/ example.co.uk/1.html example.co.uk/]
	// [a.example.co.uk/1.html a.example.co.uk/ example.co.uk/1.html example.co.uk/ co.uk/1.html co.uk/]
}

// Lookup is the whole client side of a lookup: the canonical URL, the
// expressions and their hash prefixes.
func ExampleLookup() {
	r, err := safebrowsing.Lookup("HTTP://www.Example.com:80/a/../b.html#top", safebrowsing.HostRuleV5)
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Canonical.URL)
	for i, e := range r.Expressions {
		fmt.Println(r.Hashes[i].PrefixHex(safebrowsing.Prefix4), e)
	}
	// Output:
	// http://www.example.com/b.html
	// d45f8bab www.example.com/b.html
	// d59cc9d3 www.example.com/
	// 26a964ea example.com/b.html
	// 73d986e0 example.com/
}

// The SHA-256 example of FIPS 180-2 the document quotes, and its 4-byte
// prefix.
func ExampleSum() {
	h := safebrowsing.Sum("abc")
	fmt.Println(h.Hex())
	fmt.Println(h.PrefixHex(safebrowsing.Prefix4))
	// Output:
	// ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
	// ba7816bf
}

// A URL without a host cannot be looked up; the error says where.
func ExampleCanonicalize_error() {
	_, err := safebrowsing.Canonicalize("javascript:alert(1)")
	fmt.Println(err)
	// Output:
	// safebrowsing: scheme: scheme "javascript" is not followed by "//": not a URL with a host at byte 10 (U+003A COLON ':')
}

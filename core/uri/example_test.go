package uri_test

import (
	"fmt"

	"github.com/linkscope/linkscope/core/uri"
)

// The example of RFC 3986 section 3, then a string that is no URI reference.
func ExampleParse() {
	r, err := uri.Parse("foo://example.com:8042/over/there?name=ferret#nose")
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Scheme, r.Host, r.Port, r.Path, r.Query, r.Fragment, r.HostType)
	fmt.Println(r.String())
	_, err = uri.Parse("http://example.com/a b")
	fmt.Println(err)
	// Output:
	// foo example.com 8042 /over/there name=ferret nose reg-name
	// foo://example.com:8042/over/there?name=ferret#nose
	// uri: byte 20, U+0020 SPACE, in path: expected a path character (pchar or "/"), "?", "#" or the end
}

// ParseLenient takes what people paste, and says what Parse would refuse.
func ExampleParseLenient() {
	r, warns, err := uri.ParseLenient(" https://例え.jp/a b?q={x} ")
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q %q %q\n", r.Host, r.Path, r.Query)
	for _, w := range warns {
		fmt.Println(w)
	}
	// Output:
	// "例え.jp" "/a b" "q={x}"
	// surrounding whitespace trimmed (2 bytes)
	// byte 9, U+4F8B '例': 2 non-ASCII character(s) in host: an IRI (RFC 3987), not a URI; idna-to-ascii (in the usual preset) writes the host as punycode
	// byte 20, U+0020 SPACE: 1 character(s) not allowed in path (RFC 3986); encode-illegal percent-encodes them
	// byte 25, U+007B LEFT CURLY BRACKET '{': 2 character(s) not allowed in query (RFC 3986); encode-illegal percent-encodes them
}

// Some of the examples of RFC 3986 section 5.4, against its base.
func ExampleResolve() {
	base, err := uri.Parse("http://a/b/c/d;p?q")
	if err != nil {
		panic(err)
	}
	for _, s := range []string{"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y#s", "#s", "", ".", "..", "../../g", "../../../g", "/./g", "g/../h", "http:g"} {
		ref, err := uri.Parse(s)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%-12q %s\n", s, uri.Resolve(base, ref))
	}
	// Output:
	// "g:h"        g:h
	// "g"          http://a/b/c/g
	// "./g"        http://a/b/c/g
	// "g/"         http://a/b/c/g/
	// "/g"         http://a/g
	// "//g"        http://g
	// "?y"         http://a/b/c/d;p?y
	// "g?y#s"      http://a/b/c/g?y#s
	// "#s"         http://a/b/c/d;p?q#s
	// ""           http://a/b/c/d;p?q
	// "."          http://a/b/c/
	// ".."         http://a/b/
	// "../../g"    http://a/g
	// "../../../g" http://a/g
	// "/./g"       http://a/g
	// "g/../h"     http://a/b/c/h
	// "http:g"     http:g
}

func ExampleResolveString() {
	target, err := uri.ResolveString("http://a/b/c/d;p?q", "../../../g")
	fmt.Println(target, err)
	// Output:
	// http://a/g <nil>
}

// The safe preset is the normalizations of RFC 3986 sections 6.2.2 and
// 6.2.3; each step records the whole URI after its rule.
func ExampleNormalize() {
	opts := uri.Options{Rules: uri.PresetSafe, RecordSteps: true}
	res, err := uri.Normalize("HTTP://User@Example.COM:80/%7euser/./a/../b/%2A?q=%41", opts)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.URL)
	for _, s := range res.Steps {
		fmt.Printf("%-19s %s\n", s.Rule, s.After)
	}
	// Output:
	// http://User@example.com/~user/b/%2A?q=A
	// uppercase-escapes   HTTP://User@Example.COM:80/%7Euser/./a/../b/%2A?q=%41
	// decode-unreserved   HTTP://User@Example.COM:80/~user/./a/../b/%2A?q=A
	// lowercase-scheme    http://User@Example.COM:80/~user/./a/../b/%2A?q=A
	// lowercase-host      http://User@example.com:80/~user/./a/../b/%2A?q=A
	// remove-default-port http://User@example.com/~user/./a/../b/%2A?q=A
	// remove-dot-segments http://User@example.com/~user/b/%2A?q=A
}

// The aggressive preset adds rules that may change what a link identifies:
// here they drop the www, a doubled slash, the directory index, the tracking
// parameter (IsTrackingParam says which), the empty one and the fragment,
// and sort the query.
func ExampleNormalize_aggressive() {
	opts := uri.Options{
		Rules:           uri.PresetAggressive,
		RecordSteps:     true,
		IsTrackingParam: func(key string) bool { return key == "utm_source" },
	}
	res, err := uri.Normalize("https://www.example.com/a//b/index.html?z=1&utm_source=x&a=&b=2#top", opts)
	if err != nil {
		panic(err)
	}
	for _, s := range res.Steps {
		fmt.Printf("%-24s %s\n", s.Rule, s.After)
	}
	// Output:
	// remove-www               https://example.com/a//b/index.html?z=1&utm_source=x&a=&b=2#top
	// remove-duplicate-slashes https://example.com/a/b/index.html?z=1&utm_source=x&a=&b=2#top
	// remove-directory-index   https://example.com/a/b/?z=1&utm_source=x&a=&b=2#top
	// remove-tracking-params   https://example.com/a/b/?z=1&a=&b=2#top
	// remove-empty-params      https://example.com/a/b/?z=1&b=2#top
	// sort-query               https://example.com/a/b/?b=2&z=1#top
	// remove-fragment          https://example.com/a/b/?b=2&z=1
}

func ExampleParseRules() {
	rules, err := uri.ParseRules("safe,sort-query")
	fmt.Println(rules.Names(), err)
	_, err = uri.ParseRules("aggressive,add-www")
	fmt.Println(err)
	// Output:
	// [encode-illegal uppercase-escapes decode-unreserved lowercase-scheme lowercase-host remove-default-port remove-dot-segments empty-path-slash sort-query] <nil>
	// rules: "add-www" at character 12: remove-www and add-www exclude each other
}

// remove_dot_segments, as RFC 3986 section 5.2.4 steps through its two
// examples.
func ExampleRemoveDotSegments() {
	fmt.Println(uri.RemoveDotSegments("/a/b/c/./../../g"))
	fmt.Println(uri.RemoveDotSegments("mid/content=5/../6"))
	// Output:
	// /a/g
	// mid/6
}

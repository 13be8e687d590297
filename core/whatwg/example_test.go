package whatwg_test

import (
	"errors"
	"fmt"
	"os"

	"github.com/linkscope/linkscope/core/whatwg"
)

// Parse reads a link as new URL(input) does, with the URL API's getters.
func ExampleParse() {
	u, err := whatwg.Parse("HTTPS://EXAMPLE.com:443/a/../b?q=1 2#x", nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Href())
	fmt.Println(u.Origin(), u.Pathname(), u.Search(), u.Hash())
	// Output:
	// https://example.com/b?q=1%202#x
	// https://example.com /b ?q=1%202 #x
}

// Against a base, as new URL(input, base) reads a relative link.
func ExampleParse_base() {
	base := whatwg.MustParse("https://example.com/dir/page")
	u, err := whatwg.Parse("../other?x", &base)
	fmt.Println(u.Href(), err)
	// Output:
	// https://example.com/other?x <nil>
}

// A failure names the validation error that made the parser give up, and
// where.
func ExampleError() {
	_, err := whatwg.Parse("https://example.com:99999/", nil)
	fmt.Println(err)
	var e *whatwg.Error
	if errors.As(err, &e) {
		fmt.Println(e.Kind, e.Pos)
	}
	// Output:
	// URL failure: port-out-of-range at byte 20 (U+0039 DIGIT NINE '9'): the port is greater than 65535
	// port-out-of-range 20
}

// Validate also lists the validation errors a browser meets silently.
func ExampleValidate() {
	u, errs, err := whatwg.Validate("https://example.com\\a b", nil, nil)
	fmt.Println(u.Href(), err)
	for _, e := range errs {
		fmt.Println(e.Pos, e.Kind, "-", e.Kind.Description())
	}
	// Output:
	// https://example.com/a%20b <nil>
	// 19 invalid-reverse-solidus - a backslash stands where a "/" belongs; a browser reads it as "/"
	// 21 invalid-URL-unit - a character is not allowed in a URL (it is percent-encoded, dropped or ignored)
}

// The parser-differential case: RFC 3986 reads the backslash as userinfo
// and evil.example as the host; a browser reads it as "/" and goes to
// good.example.
func ExampleRead() {
	r := whatwg.Read(`https://good.example\@evil.example/`, "")
	rfc, browser := r.Hosts()
	fmt.Println(rfc, browser, r.HostDiffers())
	for _, d := range r.Differences(nil) {
		fmt.Printf("%s: RFC 3986 %q, browser %q\n", d.Component, d.RFC3986, d.Browser)
	}
	// Output:
	// evil.example good.example true
	// userinfo: RFC 3986 "good.example\\", browser ""
	// host: RFC 3986 "evil.example", browser "good.example"
	// path: RFC 3986 "/", browser "/@evil.example/"
}

// Inspect is the whole record, with the validation errors that explain
// each difference; AppendReadingText is the browser section of inspect.
func ExampleInspect() {
	rec := whatwg.Inspect(`https://good.example\@evil.example/`, "", false)
	os.Stdout.Write(rec.AppendReadingText(nil))
	// Output:
	// browser      https://good.example/@evil.example/
	//   differs    from RFC 3986: userinfo, host, path
	//     userinfo RFC 3986 good.example\, browser none (invalid-reverse-solidus at byte 20)
	//     host     RFC 3986 evil.example, browser good.example (invalid-reverse-solidus at byte 20)
	//     path     RFC 3986 /, browser /@evil.example/ (invalid-reverse-solidus at byte 20)
}

package openstat_test

import (
	"fmt"

	"github.com/linkscope/linkscope/core/openstat"
)

// The specification's valid markers #6 (percent-encoded) and #5 (URL-safe
// base64, without padding).
func ExampleDecode() {
	for _, link := range []string{
		"http://www.example.org/path?_openstat=openstat.ru;camp%201;ad%201234;top%20left%20corner",
		"http://www.example.org/path?_openstat=b3BlbnN0YXQucnU7Y2FtcDE7YWQxMjM0O3RvcC1sZWZ0LWNvcm5lcg",
	} {
		d := openstat.Decode(link)
		fmt.Printf("%s %s %q\n", d.Place, d.Encoding, d.Marker.Fields())
	}
	// Output:
	// query percent ["openstat.ru" "camp 1" "ad 1234" "top left corner"]
	// query base64 ["openstat.ru" "camp1" "ad1234" "top-left-corner"]
}

// An invalid marker is ignored as if absent, and Decode says why: the
// specification's invalid marker #2.
func ExampleDecode_invalid() {
	d := openstat.Decode("http://www.example.org/path?_openstat=%1B;camp1;ad1234")
	fmt.Println(d.Found, d.Candidate, d.Reason)
	fmt.Printf("%q\n", d.Fields)
	// Output:
	// false true the marker has 3 fields; exactly 4 (service;campaign;ad;source) are required
	// ["\x1b" "camp1" "ad1234"]
}

// Auto picks the shorter form, percent on a tie.
func ExampleEncode() {
	m := openstat.Marker{Service: "openstat.ru", Campaign: "camp 1", Ad: "ad 1234", Source: "top left corner"}
	for _, enc := range []openstat.Encoding{openstat.Percent, openstat.Base64, openstat.Auto} {
		s, err := openstat.Encode(m, enc)
		fmt.Println(enc, s, err)
	}
	// Output:
	// percent openstat.ru;camp%201;ad%201234;top%20left%20corner <nil>
	// base64 b3BlbnN0YXQucnU7Y2FtcCAxO2FkIDEyMzQ7dG9wIGxlZnQgY29ybmVy <nil>
	// auto openstat.ru;camp%201;ad%201234;top%20left%20corner <nil>
}

// Tag adds the marker to a link, after its other query pairs.
func ExampleTag() {
	m := openstat.Marker{Service: "openstat.ru", Campaign: "camp1", Ad: "ad1234", Source: "top-left-corner"}
	t, err := openstat.Tag("http://www.example.org/path?key1=value1", m, openstat.Auto, openstat.Query)
	if err != nil {
		panic(err)
	}
	fmt.Println(t.URL)
	fmt.Println(t.Encoding)
	// Output:
	// http://www.example.org/path?key1=value1&_openstat=openstat.ru;camp1;ad1234;top-left-corner
	// percent
}

func ExampleMarker_Validate() {
	m := openstat.Marker{Service: "openstat.ru", Campaign: "spring;sale"}
	fmt.Println(m.Validate())
	// Output:
	// campaign: U+003B SEMICOLON ';' at character 7 is not allowed: ';' separates the marker's fields
}

func ExampleFieldNames() {
	m := openstat.Marker{Service: "openstat.ru", Campaign: "camp1", Ad: "ad1234", Source: "top-left-corner"}
	names := openstat.FieldNames()
	for i, v := range m.Fields() {
		fmt.Println(names[i], v)
	}
	// Output:
	// service openstat.ru
	// campaign camp1
	// ad ad1234
	// source top-left-corner
}

package inspect_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/inspect"
)

// An Inspector computes only the sections asked for, reusing its memory
// from one link to the next: the batch path, one Inspector per goroutine.
// analysis.Builtin is the setup of a user with no rules of their own.
func ExampleNew() {
	in := inspect.New(inspect.Options{Setup: analysis.Builtin(), Sections: inspect.MustSections("tracking")})
	for _, link := range []string{
		"https://shop.example/sale?utm_source=newsletter&id=7&fbclid=IwAR0x",
		"https://shop.example/cart?gclid=Cj0KCQ",
	} {
		r := in.Inspect(link)
		fmt.Println(len(r.Tracking), r.Clean)
	}
	// Output:
	// 2 https://shop.example/sale?id=7
	// 1 https://shop.example/cart
}

// A Safe Links wrapper is read at its destination: the uri section
// describes the link as pasted, the others the link inside it.
func ExampleInspector_Inspect() {
	in := inspect.New(inspect.Options{Setup: analysis.Builtin()})
	r := in.Inspect("https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fshop.example%2Fsale%3Futm_source%3Dnewsletter%26id%3D7&data=05")
	fmt.Println(r.URI.Host)
	fmt.Println(r.Unwrapped.Layers[0].Wrapper, r.Analysed)
	for _, m := range r.Tracking {
		fmt.Println(m.Key, m.Param.Owner, m.Param.Kind)
	}
	fmt.Println(r.Clean)
	fmt.Println(r.SafeBrowsing.Expressions)
	// Output:
	// nam12.safelinks.protection.outlook.com
	// safelinks https://shop.example/sale?utm_source=newsletter&id=7
	// utm_source Google Analytics campaign
	// https://shop.example/sale?id=7
	// [shop.example/sale?utm_source=newsletter&id=7 shop.example/sale shop.example/]
}

// Inspect is the one-off form: the Report is the caller's to keep.
func ExampleInspect() {
	r := inspect.Inspect("http://www.example.org/path?_openstat=b3BlbnN0YXQucnU7Y2FtcDE7YWQxMjM0O3RvcC1sZWZ0LWNvcm5lcg",
		inspect.Options{Setup: analysis.Builtin(), Sections: inspect.MustSections("openstat")})
	fmt.Println(r.Openstat.Encoding, r.Openstat.Marker)
	fmt.Println(r.Computed("openstat"), r.Computed("tracking"))
	// Output:
	// base64 openstat.ru;camp1;ad1234;top-left-corner
	// true false
}

// AppendJSON writes one JSON record, the `inspect --json` line: the input,
// then each section computed, in the list's order.
func ExampleReport_AppendJSON() {
	in := inspect.New(inspect.Options{Setup: analysis.Builtin(), Sections: inspect.MustSections("uri,tracking")})
	r := in.Inspect("https://shop.example/sale?utm_source=newsletter&id=7")
	os.Stdout.Write(r.AppendJSON(nil))
	// Output:
	// {"input":"https://shop.example/sale?utm_source=newsletter&id=7","uri":{"scheme":"https","userinfo":null,"host":"shop.example","host_type":"reg-name","port":null,"path":"/sale","query":"utm_source=newsletter&id=7","fragment":null,"host_unicode":"shop.example","host_ascii":"shop.example","warnings":[]},"tracking":[{"key":"utm_source","value":"newsletter","owner":"Google Analytics","kind":"campaign","family":null,"kept_because":null}],"clean":"https://shop.example/sale?id=7","cut":[]}
}

// AppendText writes the plain report, risks first.
func ExampleReport_AppendText() {
	in := inspect.New(inspect.Options{Setup: analysis.Builtin(), Sections: inspect.MustSections("tracking,risks")})
	r := in.Inspect("https://shop.example/sale?utm_source=newsletter&id=7&fbclid=IwAR0x")
	os.Stdout.Write(r.AppendText(nil))
	// Output:
	// input        https://shop.example/sale?utm_source=newsletter&id=7&fbclid=IwAR0x
	// risks        none
	// tracking     2 parameter(s)
	//   utm_source newsletter  (Google Analytics, campaign)
	//   fbclid     IwAR0x  (Meta (Facebook), click-id)
	//   clean      https://shop.example/sale?id=7
}

// ParseSections reads a --fields value: section names, or other keys a
// section writes ("clean" is part of "tracking"); "" is every section.
func ExampleParseSections() {
	set, err := inspect.ParseSections("uri,clean")
	fmt.Println(set.Has("uri"), set.Has("tracking"), set.Has("risks"), err)
	all, _ := inspect.ParseSections("")
	fmt.Println(all.Has("risks"))
	_, err = inspect.ParseSections("uri,trackng")
	unknown, _, _ := strings.Cut(err.Error(), ":") // then the names it takes
	fmt.Println(unknown)
	// Output:
	// true true false <nil>
	// true
	// unknown section "trackng"
}

// Sections lists the report's sections in JSON order, each with the keys it
// writes; ReadingOrder is the order of the plain report, risks first.
func ExampleSections() {
	for _, s := range inspect.Sections() {
		if s.Name == "tracking" || s.Name == "risks" {
			fmt.Println(s.Name, s.Keys)
		}
	}
	fmt.Println(inspect.ReadingOrder()[0].Name)
	// Output:
	// tracking [tracking clean]
	// risks [risks target_risks]
	// risks
}

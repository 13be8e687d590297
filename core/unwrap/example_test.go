package unwrap_test

import (
	"fmt"

	"github.com/linkscope/linkscope/core/unwrap"
)

// A Google /url link holds its destination in a query value, decoded once:
// the destination's own query comes out as written.
func ExampleUnwrap() {
	r := unwrap.Unwrap("https://www.google.com/url?sa=t&url=https%3A%2F%2Fexample.org%2Fa%3Fid%3D1%26utm_source%3Dx&usg=AOvVaw")
	fmt.Println(r.Target)
	fmt.Println(r.Layers[0].Wrapper)
	// Output:
	// https://example.org/a?id=1&utm_source=x
	// google-url
}

// A link wrapped twice, as mail gateways and search pages do: Layers are the
// wrappers from the outside in.
func ExampleUnwrap_layers() {
	r := unwrap.Unwrap("https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.google.com%2Furl%3Fq%3Dhttps%253A%252F%252Fexample.org%252F%26sa%3DD&data=05&reserved=0")
	for _, l := range r.Layers {
		fmt.Println(l.Wrapper, l.URL)
	}
	fmt.Println(r.Target)
	// Output:
	// safelinks https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.google.com%2Furl%3Fq%3Dhttps%253A%252F%252Fexample.org%252F%26sa%3DD&data=05&reserved=0
	// google-url https://www.google.com/url?q=https%3A%2F%2Fexample.org%2F&sa=D
	// https://example.org/
}

// A shortener's destination is known only to its server: Unwrap names it
// and leaves the link as it is.
func ExampleUnwrap_shortener() {
	r := unwrap.Unwrap("https://bit.ly/3xYzAbC")
	fmt.Printf("%q %q %v\n", r.Target, r.Opaque, r.Wrapped())
	// Output:
	// "https://bit.ly/3xYzAbC" "bitly" false
}

func ExampleResult_AppendJSON() {
	r := unwrap.Unwrap("https://www.google.com/url?q=https%3A%2F%2Fexample.org%2F&sa=D")
	fmt.Println(string(r.AppendJSON(nil)))
	// Output:
	// {"target":"https://example.org/","layers":[{"wrapper":"google-url","url":"https://www.google.com/url?q=https%3A%2F%2Fexample.org%2F&sa=D"}],"opaque":null,"embedded":[],"truncated":false}
}

// Match reads one layer, and names the table row that read it.
func ExampleTable_Match() {
	w, target, reason := unwrap.Default().Match("https://www.google.com/url?q=https%3A%2F%2Fexample.org%2F&sa=D")
	fmt.Println(w.Name, w.Rule, w.Keys, target, reason == "")
	// Output:
	// google-url param [q url] https://example.org/ true
}

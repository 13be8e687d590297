package tracking_test

import (
	"fmt"

	"github.com/linkscope/linkscope/core/tracking"
)

// Clean drops the tracking parameters and keeps every other byte.
func ExampleClean() {
	clean, matches := tracking.Clean("https://shop.example/p?id=7&utm_source=newsletter&utm_medium=email&gclid=Cj0KCQ#reviews", tracking.Default())
	fmt.Println(clean)
	for _, m := range matches {
		fmt.Printf("%s=%s at %d: %s, %s\n", m.Key, m.Value, m.Start, m.Param.Owner, m.Param.Kind)
	}
	// Output:
	// https://shop.example/p?id=7#reviews
	// utm_source=newsletter at 28: Google Analytics, campaign
	// utm_medium=email at 50: Google Analytics, campaign
	// gclid=Cj0KCQ at 67: Google Ads, click-id
}

// The built-in table, each key compared as its owner compares it: Snapchat
// reads ScCid in any case, Google Analytics utm_* only in lower case.
func ExampleDefault() {
	t := tracking.Default()
	for _, key := range []string{"utm_campaign", "fbclid", "ScCid", "sccid", "UTM_SOURCE", "id"} {
		if p, ok := t.Lookup(key); ok {
			fmt.Printf("%-12s %s: %s, %s\n", key, p.Name(), p.Owner, p.Kind)
		} else {
			fmt.Printf("%-12s not tracking\n", key)
		}
	}
	// Output:
	// utm_campaign utm_campaign: Google Analytics, campaign
	// fbclid       fbclid: Meta (Facebook), click-id
	// ScCid        ScCid: Snapchat, click-id
	// sccid        ScCid: Snapchat, click-id
	// UTM_SOURCE   not tracking
	// id           not tracking
}

// Find reads a query alone; keys and values are percent-decoded.
func ExampleTable_Find() {
	for _, m := range tracking.Default().Find("q=shoes&utm_source=news%20letter&mc_eid=abc123") {
		fmt.Printf("%s %q %d-%d %s\n", m.Key, m.Value, m.Start, m.End, m.Param.Kind)
	}
	// Output:
	// utm_source "news letter" 8-32 campaign
	// mc_eid "abc123" 33-46 email
}

// Some parameters are tracking only on their owner's site.
func ExampleTable_LookupAt() {
	t := tracking.Default()
	_, onInstagram := t.LookupAt("igshid", "www.instagram.com")
	_, elsewhere := t.LookupAt("igshid", "shop.example")
	fmt.Println(onInstagram, elsewhere)
	// Output:
	// true false
}

// A team's own parameter, from a rules file's line.
func ExampleTable_With() {
	rules, err := tracking.ParseRules(`param cmp_id owner="Our CRM" kind=email`)
	if err != nil {
		panic(err)
	}
	t, err := tracking.Default().With(rules)
	if err != nil {
		panic(err)
	}
	clean, matches := tracking.Clean("https://shop.example/?cmp_id=42&x=1", t)
	fmt.Println(clean)
	fmt.Println(matches[0].Key, matches[0].Param.Owner, matches[0].Param.Kind)
	// Output:
	// https://shop.example/?x=1
	// cmp_id Our CRM email
}

func ExampleKinds() {
	fmt.Println(tracking.Kinds())
	// Output:
	// [campaign click-id email analytics share referral session affiliate]
}

// AddUTM tags a link, before its fragment, and says what a report will make
// of the values.
func ExampleAddUTM() {
	link, lints, err := tracking.AddUTM("https://shop.example/sale?id=7#top", tracking.UTM{Source: "newsletter", Medium: "email", Campaign: "spring sale"})
	fmt.Println(link, err)
	for _, l := range lints {
		fmt.Println(l.Severity, l.Message)
	}
	// Output:
	// https://shop.example/sale?id=7&utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale#top <nil>
	// warning utm_campaign "spring sale" has spaces: they travel as %20 and show as spaces in reports; prefer - or _
}

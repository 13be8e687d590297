package shorten

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/linkscope/linkscope/core/hops"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/internal/shorten/shortentest"
)

func chainOf(input string, urls ...string) hops.Chain {
	var steps []hops.Step
	for _, u := range urls {
		steps = append(steps, hops.Step{URL: u, Status: 301, Via: hops.ViaRedirect})
	}
	return hops.NewChain(input, steps, "", tracking.Default())
}

func TestLanding(t *testing.T) {
	const long = "https://example.com/p?utm_source=news&utm_medium=email&utm_campaign=spring"
	for _, c := range []struct {
		name    string
		chain   hops.Chain
		ok      bool
		lands   bool
		dropped string
		changed string
		lostAt  int
	}{
		{"straight", chainOf("https://s.example/a", long), true, true, "", "", -1},
		{"the same href", chainOf("https://s.example/a", "https://EXAMPLE.com:443/p?utm_source=news&utm_medium=email&utm_campaign=spring"), true, true, "", "", -1},
		{"the shortener drops one", chainOf("https://s.example/a", "https://example.com/p?utm_source=news&utm_campaign=spring"),
			false, false, "utm_medium", "", 0},
		{"the site drops them later", chainOf("https://s.example/a", long, "https://example.com/en/p"),
			false, true, "utm_source,utm_medium,utm_campaign", "", 1},
		{"changed", chainOf("https://s.example/a", "https://example.com/p?utm_source=news&utm_medium=EMAIL&utm_campaign=spring"),
			false, false, "", "utm_medium", 0},
		{"lost and found", chainOf("https://s.example/a", "https://s.example/interstitial", long), true, true, "", "", -1},
		{"no redirect at all", chainOf("https://s.example/a"), false, false, "", "", -1},
	} {
		got := Landing(long, &c.chain, tracking.Default())
		if got.OK() != c.ok || got.Lands != c.lands || strings.Join(got.Dropped, ",") != c.dropped ||
			strings.Join(got.Changed, ",") != c.changed || got.LostAt != c.lostAt {
			t.Errorf("%s: ok %v lands %v dropped %v changed %v lost at %d", c.name, got.OK(), got.Lands, got.Dropped, got.Changed, got.LostAt)
		}
	}
}

// The done-when case: the short link's redirect loses utm_medium, and
// the check names it.
func TestCheckNamesADroppedParameter(t *testing.T) {
	fake := shortentest.New("bitly", testKey)
	defer fake.Close()
	fake.Set(func(s *shortentest.Server) { s.Drop = "utm_medium" })
	// The long link is the fake itself, so the chain ends there (a 404 page).
	long := fake.URL + "/landing?utm_source=news&utm_medium=email&utm_campaign=spring"
	s := fakeShortener(t, fake, testKey, "")
	res, err := s.Shorten(context.Background(), long, "")
	if err != nil {
		t.Fatal(err)
	}
	opts := follow.Options{Tracking: tracking.Default(), AllowPrivate: true, Timeout: 5 * time.Second, Client: follow.NewClient()}
	c := CheckShort(context.Background(), res.Short, long, opts)
	if c.OK() || strings.Join(c.Dropped, ",") != "utm_medium" || c.LostAt != 0 || c.Lands {
		t.Fatalf("check %+v", c)
	}
	if w := c.Words(); !strings.Contains(w, "dropped utm_medium") || !strings.Contains(w, "lost at hop 0") {
		t.Errorf("words %q", w)
	}
	var b bytes.Buffer
	b.Write(c.AppendJSON(nil))
	if !strings.Contains(b.String(), `"dropped":["utm_medium"]`) || !strings.Contains(b.String(), `"ok":false`) {
		t.Errorf("JSON %s", b.String())
	}
	// And with nothing dropped, the same check is ok.
	fake.Set(func(s *shortentest.Server) { s.Drop = "" })
	if c := CheckShort(context.Background(), res.Short, long, opts); !c.OK() {
		t.Errorf("nothing dropped: %+v", c)
	}
}

func TestCheckFollowsTheFollowRules(t *testing.T) {
	fake := shortentest.New("kutt", testKey)
	defer fake.Close()
	fake.Store("a", "https://example.com/")
	c := CheckShort(context.Background(), fake.Short("a"), "https://example.com/", follow.Options{Tracking: tracking.Default(), Client: follow.NewClient()})
	if c.OK() || !strings.Contains(c.Error, "loopback address") {
		t.Fatalf("a loopback short link without AllowPrivate: %+v", c)
	}
	if !strings.Contains(c.Words(), "stopped: ") {
		t.Errorf("words %q", c.Words())
	}
}

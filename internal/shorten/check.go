package shorten

import (
	"context"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/hops"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/follow"
)

// Check is what following a short link found: whether it reaches the
// long link, and which of the long link's tracking values (its tracking
// parameters and Openstat marker fields, as core/hops lists them) the
// final URL lacks or carries with another value.
type Check struct {
	Final string
	// Lands: one of the hops is the long link (the same href to a
	// browser); the site may redirect on from there.
	Lands   bool
	Dropped []string
	Changed []string
	// LostAt is the hop where the first value the final URL lacks or
	// changed was lost for good (0 is the short link's own redirect);
	// -1 when nothing was lost.
	LostAt  int
	LostURL string // that hop's URL
	Error   string // why the chain stopped early, "" when it did not
}

// OK: the chain ended well, reached the long link, and every tracking
// value arrived as it was sent.
func (c *Check) OK() bool {
	return c.Error == "" && c.Lands && len(c.Dropped) == 0 && len(c.Changed) == 0
}

// CheckShort follows short with internal/follow's engine and limits (its
// address refusals included, opts.AllowPrivate aside) and compares where
// it lands with long.
func CheckShort(ctx context.Context, short, long string, opts follow.Options) Check {
	chain := follow.Follow(ctx, short, opts)
	return Landing(long, &chain, opts.Tracking)
}

// Landing compares a followed chain with the long link it should reach.
func Landing(long string, chain *hops.Chain, t *tracking.Table) Check {
	c := Check{Final: chain.Final, LostAt: -1, Error: chain.Error}
	for _, h := range chain.Hops {
		if sameLink(h.URL, long) {
			c.Lands = true
		}
	}
	c.Dropped, c.Changed = []string{}, []string{}
	if len(chain.Hops) == 0 || (c.Error != "" && !c.Lands) {
		return c // it got nowhere the values could be read
	}
	want := hops.Params(long, t)
	d := hops.Compare(want, hops.Params(chain.Final, t))
	c.Dropped, c.Changed = d.Dropped, d.Changed
	c.LostAt = lostAt(want, chain, t, append(append([]string{}, d.Dropped...), d.Changed...))
	if c.LostAt >= 0 {
		c.LostURL = chain.Hops[c.LostAt].URL
	}
	return c
}

// lostAt is the first hop after which one of names never again had the
// long link's value: the hop after the last one that had it (0 when none
// did). -1 when names is empty.
func lostAt(want []hops.Param, chain *hops.Chain, t *tracking.Table, names []string) int {
	first := -1
	for _, name := range names {
		v := lastValue(want, name)
		had := -1
		for i, h := range chain.Hops {
			if got, ok := valueOf(hops.Params(h.URL, t), name); ok && got == v {
				had = i
			}
		}
		at := min(had+1, len(chain.Hops)-1)
		if first < 0 || at < first {
			first = at
		}
	}
	return first
}

func lastValue(ps []hops.Param, name string) string {
	v, _ := valueOf(ps, name)
	return v
}

// valueOf is the last value of name, as a server reading the query
// would take it.
func valueOf(ps []hops.Param, name string) (string, bool) {
	for i := len(ps) - 1; i >= 0; i-- {
		if ps[i].Name == name {
			return ps[i].Value, true
		}
	}
	return "", false
}

// Words says the check in one line for a terminal: "ok", or what went
// wrong. Every URL in it is escaped.
func (c *Check) Words() string {
	if c.OK() {
		return "ok: lands on the long link with every tracking value"
	}
	var parts []string
	if c.Error != "" {
		parts = append(parts, "stopped: "+textsafe.Escape(c.Error))
	}
	if !c.Lands && c.Error == "" {
		parts = append(parts, "does not reach the long link: ends at "+textsafe.Escape(c.Final))
	}
	if len(c.Dropped) > 0 {
		parts = append(parts, "dropped "+strings.Join(c.Dropped, ", "))
	}
	if len(c.Changed) > 0 {
		parts = append(parts, "changed "+strings.Join(c.Changed, ", "))
	}
	if c.LostAt >= 0 {
		parts = append(parts, "lost at hop "+strconv.Itoa(c.LostAt)+" ("+textsafe.Escape(c.LostURL)+")")
	}
	return strings.Join(parts, "; ")
}

// AppendJSON appends {"ok", "lands", "final", "dropped", "changed",
// "lost_at", "lost_url", "error"}: lost_at and lost_url null when
// nothing was lost, error null when the chain ended well.
func (c *Check) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "ok")
	dst = jsonw.AppendBool(dst, c.OK())
	dst = jsonw.AppendKey(dst, "lands")
	dst = jsonw.AppendBool(dst, c.Lands)
	dst = jsonw.AppendKey(dst, "final")
	dst = jsonw.AppendString(dst, c.Final)
	dst = jsonw.AppendKey(dst, "dropped")
	dst = jsonw.AppendStrings(dst, c.Dropped)
	dst = jsonw.AppendKey(dst, "changed")
	dst = jsonw.AppendStrings(dst, c.Changed)
	dst = jsonw.AppendKey(dst, "lost_at")
	if c.LostAt < 0 {
		dst = jsonw.AppendNull(dst)
	} else {
		dst = jsonw.AppendInt(dst, int64(c.LostAt))
	}
	dst = jsonw.AppendKey(dst, "lost_url")
	dst = jsonw.AppendStringOrNull(dst, c.LostURL, c.LostAt >= 0)
	dst = jsonw.AppendKey(dst, "error")
	dst = jsonw.AppendStringOrNull(dst, c.Error, c.Error != "")
	return append(dst, '}')
}

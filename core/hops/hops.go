// Package hops describes a redirect chain as values: which tracking
// parameters and Openstat marker fields each hop kept, dropped, added or
// changed, and what the chain lost between its first link and its final
// URL. It makes no request: internal/follow does, and hands the hops here.
// It also reads the two declarative redirects a page can carry, the
// Refresh header and <meta http-equiv=refresh>, as the HTML standard does.
package hops

import (
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tracking"
)

// How a hop was reached.
const (
	ViaRedirect    = "redirect"     // an HTTP 3xx Location
	ViaRefresh     = "refresh"      // a Refresh header
	ViaMetaRefresh = "meta-refresh" // <meta http-equiv=refresh> in the page
	ViaUnwrap      = "unwrap"       // decoded from a known wrapper, no request
)

// Param is one tracking value of a link: a tracking parameter by its key,
// or an Openstat marker field as "_openstat.campaign".
type Param struct {
	Name  string
	Value string
}

// Params lists the tracking values of link in order: its tracking
// parameters (by t, the tracking table with the user's rules), the
// Openstat marker split into its fields. A marker that does not decode
// stays "_openstat", whole.
func Params(link string, t *tracking.Table) []Param {
	_, matches := tracking.Clean(link, t)
	var out []Param
	marker := openstat.Decode(link)
	for _, m := range matches {
		if m.Param.Key != openstat.Key {
			out = append(out, Param{Name: m.Key, Value: m.Value})
			continue
		}
		if !marker.Found {
			out = append(out, Param{Name: openstat.Key, Value: m.Value})
			continue
		}
		for i, v := range marker.Marker.Fields() {
			if v != "" {
				out = append(out, Param{Name: openstat.Key + "." + openstat.FieldNames()[i], Value: v})
			}
		}
		marker.Found = false // a second _openstat pair is listed whole
	}
	return out
}

// Diff is what one hop did to the tracking values of the hop before it,
// each list in order of appearance.
type Diff struct {
	Kept    []string // same value
	Dropped []string // gone
	Added   []string // new
	Changed []string // another value
}

// Compare diffs the values of two consecutive hops.
func Compare(prev, cur []Param) Diff {
	d := Diff{Kept: []string{}, Dropped: []string{}, Added: []string{}, Changed: []string{}}
	for _, p := range prev {
		v, ok := lookup(cur, p.Name)
		switch {
		case !ok:
			d.Dropped = appendOnce(d.Dropped, p.Name)
		case v == p.Value:
			d.Kept = appendOnce(d.Kept, p.Name)
		default:
			d.Changed = appendOnce(d.Changed, p.Name)
		}
	}
	for _, p := range cur {
		if _, ok := lookup(prev, p.Name); !ok {
			d.Added = appendOnce(d.Added, p.Name)
		}
	}
	return d
}

// lookup finds the last value of name, as a server reading the query
// would.
func lookup(ps []Param, name string) (string, bool) {
	for i := len(ps) - 1; i >= 0; i-- {
		if ps[i].Name == name {
			return ps[i].Value, true
		}
	}
	return "", false
}

func appendOnce(list []string, name string) []string {
	for _, n := range list {
		if n == name {
			return list
		}
	}
	return append(list, name)
}

package placeholder

import "strings"

// maxFoldKey bounds the names folded on the stack for a case-insensitive
// lookup; no table name is longer.
const maxFoldKey = 64

// known is the set of platforms whose table names ph's name.
func (t *table) known(ph *Placeholder) Set {
	var set Set
	t.each(ph, func(e *Entry) bool {
		set |= 1 << e.Platform
		return false
	})
	return set
}

// entryFor is the row of platform p that names ph (any platform's first
// when p is NoPlatform), nil when there is none.
func (t *table) entryFor(ph *Placeholder, p Platform) *Entry {
	var found *Entry
	t.each(ph, func(e *Entry) bool {
		if p == NoPlatform || e.Platform == p {
			found = e
			return true
		}
		return false
	})
	return found
}

// each calls fn with every row that names ph, until fn returns true: rows
// of its exact name (with its argument), then of its name taking an
// argument, then the custom families it belongs to.
func (t *table) each(ph *Placeholder, fn func(*Entry) bool) {
	syn := ph.Syntax
	if syn == NoSyntax || syn >= numSyntaxes {
		return
	}
	exactName := func(e *Entry) bool { return e.Kind == KindName || e.Kind == KindOptArg && !ph.HasArg }
	byName := func(e *Entry) bool {
		switch e.Kind {
		case KindArg:
			return ph.HasArg
		case KindOptArg:
			return true
		}
		// A double-brace name's filters do not change what it names.
		return e.Kind == KindName && (!ph.HasArg || syn == DoubleBrace)
	}
	if t.lookup(syn, ph.inner, exactName, fn) {
		return
	}
	if ph.HasArg && t.lookup(syn, ph.Name, byName, fn) {
		return
	}
	for _, i := range t.custom[syn] {
		e := &t.entries[i]
		if len(ph.Name) > len(e.Name) && t.hasPrefix(e.Platform, ph.Name, e.Name) && fn(e) {
			return
		}
	}
}

// lookup calls fn with the rows keyed key that ok accepts, exact-case
// platforms' first, until fn returns true.
func (t *table) lookup(syn Syntax, key string, ok, fn func(*Entry) bool) bool {
	for _, i := range t.exact[syn][key] {
		if e := &t.entries[i]; ok(e) && fn(e) {
			return true
		}
	}
	if len(key) > maxFoldKey || len(t.folded[syn]) == 0 {
		return false
	}
	var buf [maxFoldKey]byte
	for i := 0; i < len(key); i++ {
		c := key[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	for _, i := range t.folded[syn][string(buf[:len(key)])] {
		if e := &t.entries[i]; ok(e) && fn(e) {
			return true
		}
	}
	return false
}

// hasPrefix compares as platform p compares names.
func (t *table) hasPrefix(p Platform, name, prefix string) bool {
	if t.platforms[p].fold {
		return len(name) >= len(prefix) && strings.EqualFold(name[:len(prefix)], prefix)
	}
	return strings.HasPrefix(name, prefix)
}

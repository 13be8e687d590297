package form

import (
	"strings"

	"github.com/linkscope/linkscope/ui"
)

// pickRows is how many allowed values the list under a field shows.
const pickRows = 5

// allowed is the conventions file's allowed values for field i, or nil.
func (f *Model) allowed(i int) []string {
	c := f.conv()
	if c == nil || i <= 0 {
		return nil
	}
	if fd := c.Field(convNames[i]); fd != nil {
		return fd.Allowed
	}
	return nil
}

// pickMatches are the allowed values of the focused field that match what
// is typed, as gum filter matches: case-insensitively, values starting
// with the text first, then those containing it, then those holding its
// characters in order. nil when the field has no list, or when its value
// is an allowed value already and no choice is under way.
func (f *Model) pickMatches() []string {
	i := fieldAt(f.focus)
	all := f.allowed(i)
	if len(all) == 0 {
		return nil
	}
	typed := f.fields[i].Value()
	if f.pick < 0 && indexOf(all, typed) >= 0 {
		return nil
	}
	q := strings.ToLower(typed)
	var prefix, inside, spread []string
	for _, v := range all {
		lv := strings.ToLower(v)
		switch {
		case strings.HasPrefix(lv, q):
			prefix = append(prefix, v)
		case strings.Contains(lv, q):
			inside = append(inside, v)
		case subsequence(lv, q):
			spread = append(spread, v)
		}
	}
	return append(append(prefix, inside...), spread...)
}

// subsequence reports whether s holds the runes of q in order.
func subsequence(s, q string) bool {
	for _, r := range q {
		i := strings.IndexRune(s, r)
		if i < 0 {
			return false
		}
		s = s[i+len(string(r)):]
	}
	return true
}

// pickKey moves in the list of allowed values or takes one; it reports
// whether the key was the list's. ↓ past the last value and ↑ above the
// text leave the field, as they do where there is no list.
func (f *Model) pickKey(pressed string) bool {
	k := &f.keys
	matches := f.pickMatches()
	if len(matches) == 0 {
		return false
	}
	switch {
	case ui.Matches(pressed, k.PickDown):
		if f.pick+1 >= len(matches) {
			f.pick = -1
			f.next()
			return true
		}
		f.pick++
	case ui.Matches(pressed, k.PickUp):
		if f.pick < 0 {
			f.prev()
			return true
		}
		f.pick--
	case f.pickJump(pressed, len(matches)):
	case f.chosen(matches) >= 0 && ui.Matches(pressed, k.Pick):
		if f.sample {
			f.dropSample()
		}
		f.fields[fieldAt(f.focus)].Set(matches[f.chosen(matches)])
		f.pick = -1
		f.recompute()
		f.next()
	default:
		return false
	}
	return true
}

// chosen is the index in matches of the value enter takes: the one
// chosen in the list, else the only match of what is typed (typing "go"
// where google is the only allowed value to match means google, not
// "go"); -1 for none.
func (f *Model) chosen(matches []string) int {
	switch {
	case f.pick >= 0:
		return min(f.pick, len(matches)-1)
	case len(matches) == 1:
		return 0
	}
	return -1
}

// pickJump moves the choice by the list's jump keys (first, last, a
// page; the field keeps home and end), and reports whether pressed was
// one.
func (f *Model) pickJump(pressed string, n int) bool {
	pick, ok := f.c.Keys.Jump(pressed, true, f.pick, n, pickRows)
	if ok {
		f.pick = pick
	}
	return ok
}

// pickLines draws the list under the focused field: a window of the
// matches around the choice, the choice marked with a symbol so it reads
// without colour, and how to use it.
func (f *Model) pickLines(matches []string) []ui.Line {
	st := f.c.Styles
	pad := ui.Space(remarkIndent - 2)
	room := f.width - remarkIndent
	first := max(0, min(f.pick-pickRows+1, len(matches)-pickRows))
	var out []ui.Line
	chosen := f.chosen(matches)
	for j := first; j < min(first+pickRows, len(matches)); j++ {
		mark, style := "  ", st.Muted
		if j == chosen {
			mark, style = "› ", st.Marker
		}
		out = append(out, ui.Join(pad, ui.Plain(style, mark+ui.Ellipsis(matches[j], room))))
	}
	hint := ui.Keys(f.keys.PickUp, f.keys.PickDown) + " choose · " + ui.Hint(f.keys.Pick)
	if more := len(matches) - pickRows; more > 0 {
		hint = plural(more, "more value") + " · " + hint
	}
	return append(out, ui.Join(pad, ui.Plain(st.Muted, "  "+ui.Clip(hint, room))))
}

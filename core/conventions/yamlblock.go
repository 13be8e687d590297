package conventions

import "strconv"

// indentation measures the line at s.i: its leading spaces, and whether
// it holds nothing else.
func (s *shapeScan) indentation() (int, bool) {
	j := s.i
	for j < len(s.data) && s.data[j] == ' ' {
		j++
	}
	for k := j; k < len(s.data) && !isBreak(s.data[k]); k++ {
		if s.data[k] != ' ' && s.data[k] != '\t' {
			return j - s.i, false
		}
	}
	return j - s.i, true
}

// blockEntry is an open block collection: the column of its entries
// (counted from 1; 0 is no entry), and whether it is a sequence ("- ") or
// a mapping (keys, "? ").
type blockEntry struct {
	col      int
	seq      bool
	explicit bool // a mapping entry opened by "? " or ": "
}

// openBlock notes a block collection entry e, written at offset at of the
// current line: entries at greater columns than the last open one nest in
// it, and a sequence may nest in a mapping at the mapping's own column
// ("key:" then "- item" lines), which a mapping key at that column ends.
func (s *shapeScan) openBlock(e blockEntry, at int) error {
	nest := s.nest
	s.nest = blockEntry{}
	if nest.col > 0 && !(e.seq && nest.seq && e.col == nest.col) {
		s.block = append(s.block, e)
		return s.checkDepth(at)
	}
	for n := len(s.block); n > 0; n = len(s.block) {
		top := s.block[n-1]
		if top.col < e.col || top.col == e.col && (top.seq == e.seq || e.seq) && !s.twice(e) {
			break
		}
		s.block = s.block[:n-1]
	}
	n := len(s.block)
	if n == 0 || s.block[n-1].col < e.col || s.block[n-1].seq != e.seq {
		s.block = append(s.block, e)
	} else {
		s.block[n-1] = e // a sibling entry
	}
	return s.checkDepth(at)
}

// openValue notes an explicit value indicator at e as a mapping nested in
// the innermost open collection: the node before it, on an earlier line
// maybe, becomes a key. (After a "? " key at that column it is only its
// value, counted one deeper than it is; the next entry at that column
// closes it, see openBlock.)
func (s *shapeScan) openValue(e blockEntry, at int) error {
	s.nest = blockEntry{}
	s.block = append(s.block, e)
	return s.checkDepth(at)
}

// twice reports whether the two innermost open collections are both of
// e's kind at e's column (after an explicit value, see openValue): then
// e is an entry of the outer one.
func (s *shapeScan) twice(e blockEntry) bool {
	n := len(s.block)
	return n > 1 && s.block[n-1].col == e.col && s.block[n-1].seq == e.seq &&
		s.block[n-2].col == e.col && s.block[n-2].seq == e.seq
}

// checkDepth refuses nesting past the bound, at the token at offset at.
func (s *shapeScan) checkDepth(at int) error {
	d := len(s.block) + s.flowDepth
	s.depth = max(s.depth, d)
	if d > maxYAMLDepth {
		return s.failAt(at, "YAML nested deeper than "+strconv.Itoa(maxYAMLDepth)+" levels; a conventions file nests a handful")
	}
	return nil
}

// continuation reads a line after one that ended in a plain scalar: a
// line indented deeper than the scalar's collection continues it (YAML
// 1.2 section 7.3.3), so a quote or indicator at its start is text; a
// blank line keeps the scalar open, a comment line ends it.
func (s *shapeScan) continuation() error {
	indent, blank := s.indentation()
	if blank {
		s.skipLine()
		return nil
	}
	s.plainOpen = false
	parent := -1
	if len(s.block) > 0 {
		parent = s.block[len(s.block)-1].col - 1
	}
	if indent <= parent || s.data[s.i+indent] == '#' {
		return s.node()
	}
	s.i += indent
	if done, err := s.plain(s.plainCol); done || err != nil {
		return err
	}
	return s.node()
}

// checkIndentation refuses a tab in the indentation of a line that holds
// a node (YAML 1.2 section 6.1): the tokenizer counts its columns in its
// own way. Inside a flow collection white space is only separation.
func (s *shapeScan) checkIndentation() error {
	j := s.i
	for j < len(s.data) && s.data[j] == ' ' {
		j++
	}
	if j == len(s.data) || s.data[j] != '\t' {
		return nil
	}
	tab := j
	for j < len(s.data) && isYAMLSpace(s.data[j]) {
		j++
	}
	if j == len(s.data) || isBreak(s.data[j]) || s.data[j] == '#' {
		return nil
	}
	return s.failAt(tab, "a tab in the indentation: YAML indents with spaces (YAML 1.2 section 6.1)")
}

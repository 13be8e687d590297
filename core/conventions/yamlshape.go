package conventions

import (
	"strconv"
)

// The shape a conventions file may have. The YAML library's memory and
// time grow faster than its input with nesting (50,000 nested "[" take
// gigabytes), and its tokenizer holds some 300 bytes a token before the
// parser starts, so the bytes are measured first, by checkShape, and a
// file past a bound is refused where it crosses it. A file at the token
// bound parses in about 110 MB.
const (
	// maxYAMLDepth bounds nested collections, flow ([ {) and block
	// (indented keys, "- " items, "? " keys) together. A conventions
	// file nests five deep (the file, fields, a field, its aliases).
	maxYAMLDepth = 32
	// maxYAMLTokens bounds the tokens of a file (see countTokens), and so
	// the nodes of its tree: room for some 100,000 approved values.
	maxYAMLTokens = 1 << 18
)

// shapeScan reads YAML bytes the way the tokenizer does, closely enough
// to measure their nesting from above: a bracket it cannot place is
// counted, never skipped, so a file it passes nests no deeper in the
// parser than it measured (FuzzShape checks this against the parser).
// What the tokenizer reads in ways of its own (an unterminated quote, a
// bad escape, a value starting with a reserved indicator) is refused
// rather than guessed at. It also refuses aliases, whose expansion is the
// "billion laughs" attack, and %TAG directives, which would change what
// !!str means.
type shapeScan struct {
	data      []byte
	i         int          // the next byte
	lineStart int          // offset of the current line
	flow      []flowLevel  // the open flow collections
	flowDepth int          // the nesting they make
	block     []blockEntry // the open block collections, columns increasing
	depth     int          // the deepest nesting seen
	// pending is an entry whose indicator ("-", "?", ":") or property
	// ended its line: the parser nests the next line's node in it, at any
	// column (but a "- " under a "- " at its column is the next entry).
	// nest is pending while the token after it is read.
	pending, nest blockEntry
	// propCol is the column of the first property (anchor, tag) before
	// the node to come, 0 when there is none; keyProp is that of the node
	// being read.
	propCol, keyProp int
	// plainOpen: the last line ended in a plain scalar, which the next
	// line may continue; plainCol is the column it started at.
	plainOpen bool
	plainCol  int
	// opaque are the spans read as one token's text (a quoted scalar, a
	// comment, a block scalar's content), in order, for countTokens.
	opaque []span
}

// bareQuestion refuses a "?" right before a line break or the end: YAML
// reads an explicit key there, the tokenizer the start of a plain value
// that goes on over the next line (quotes and all), so the two would
// measure different things.
const bareQuestion = `"?" at the end of a line: the YAML library reads it as the start of a value, not as an explicit key; ` +
	`write "? " with a space, or quote the value`

func (s *shapeScan) bareQuestion() bool {
	return s.i+1 == len(s.data) || isBreak(s.data[s.i+1])
}

// span is a run of bytes, data[start:end].
type span struct{ start, end int }

// text notes data[start:s.i] as one token's text.
func (s *shapeScan) text(start int) {
	if s.i > start {
		s.opaque = append(s.opaque, span{start, s.i})
	}
}

// comment skips a comment (from s.i to the line's end), noting it as one
// token's text.
func (s *shapeScan) comment() {
	start := s.i
	for s.i < len(s.data) && !isBreak(s.data[s.i]) {
		s.i++
	}
	s.text(start)
}

// checkShape returns an *Error when data is nested or sized past the
// bounds, or holds what the parser would read in ways of its own.
func checkShape(data []byte) error {
	s := shapeScan{data: data}
	if _, err := s.run(); err != nil {
		return err
	}
	if n, at := countTokens(data, s.opaque); n > maxYAMLTokens {
		s.i, s.lineStart = at, at
		for s.lineStart > 0 && !isBreak(data[s.lineStart-1]) {
			s.lineStart--
		}
		return s.fail("the file holds more than " + strconv.Itoa(maxYAMLTokens) + " YAML values and indicators; a conventions file is far smaller")
	}
	return nil
}

// run scans the whole input; it returns the deepest nesting seen.
func (s *shapeScan) run() (int, error) {
	if err := s.checkCharacters(); err != nil {
		return 0, err
	}
	for s.i < len(s.data) {
		if err := s.line(); err != nil {
			return s.depth, err
		}
	}
	return s.depth, nil
}

// line reads one line in block context, or the rest of a flow collection
// or quoted scalar that started on it, through its line break.
func (s *shapeScan) line() error {
	s.lineStart = s.i
	if s.i < len(s.data) && s.data[s.i] == '%' {
		return s.directive()
	}
	if s.hasPrefix("---") || s.hasPrefix("...") {
		// A document marker ends every collection. The tokenizer takes
		// "---x" for one too, so that is counted as a marker (but ends
		// nothing), and x read on.
		if s.i+3 == len(s.data) || isYAMLSpace(s.data[s.i+3]) || isBreak(s.data[s.i+3]) {
			s.block = s.block[:0]
		}
		s.i += 3
		s.plainOpen = false
		s.propCol = 1 // the parser places a node after the marker at the line's start
	}
	if err := s.checkIndentation(); err != nil {
		return err
	}
	if s.plainOpen {
		return s.continuation()
	}
	return s.node()
}

// node reads what may start a node in block context, then what follows
// on the line: entries, properties, keys, a flow collection, a quoted,
// plain or block scalar.
func (s *shapeScan) node() error {
	for {
		s.skipSpaces()
		if s.i >= len(s.data) {
			return nil
		}
		c := s.data[s.i]
		if c == '#' && (s.i == s.lineStart || isYAMLSpace(s.data[s.i-1])) {
			s.comment()
		}
		if s.i == len(s.data) || isBreak(s.data[s.i]) {
			s.skipLine()
			return nil
		}
		nest := s.pending
		s.nest, s.pending = nest, blockEntry{}
		if c != '&' && c != '!' {
			s.keyProp, s.propCol = s.propCol, 0
		}
		switch {
		case c == '?' && s.bareQuestion():
			return s.fail(bareQuestion)
		case (c == '-' || c == '?' || c == ':') && s.indicatorAt(s.i):
			if err := s.indicator(c); err != nil {
				return err
			}
		case c == '*':
			return s.fail("YAML aliases (*name) are not supported in a conventions file; write the value out")
		case c == '&' || c == '!':
			if s.propCol == 0 {
				s.propCol = s.i - s.lineStart + 1
			}
			if err := s.property(); err != nil {
				return err
			}
			s.pending = nest // the property's node is still to come
			if s.restIsBlank() {
				// The parser gives the property the next line's node,
				// whatever its column.
				s.pending = blockEntry{col: 1}
			}
			continue
		case c == '[' || c == '{':
			if err := s.flowCollection(); err != nil {
				return err
			}
		case c == ']' || c == '}' || c == ',' || isReserved(c):
			return s.cannotStart(c)
		case c == '|' || c == '>':
			return s.blockScalar()
		case c == '\'' || c == '"':
			start := s.i
			if err := s.quoted(); err != nil {
				return err
			}
			if err := s.keyAfter(start); err != nil {
				return err
			}
		default:
			if done, err := s.plain(0); done || err != nil {
				return err
			}
		}
	}
}

// indicator reads a block sequence entry ("- "), explicit key ("? ") or
// explicit value (": ").
func (s *shapeScan) indicator(c byte) error {
	e := blockEntry{col: s.keyColumn(s.i - s.lineStart + 1), seq: c == '-', explicit: c != '-'}
	if c == ':' {
		// An explicit value: the node before it, maybe on an earlier
		// line and at another column, becomes a key. Counted as a
		// mapping nested in whatever is open, unless it answers a "? ".
		if err := s.openValue(e, s.i); err != nil {
			return err
		}
	} else if err := s.openBlock(e, s.i); err != nil {
		return err
	}
	s.i++
	if s.restIsBlank() {
		s.pending = e
	}
	return nil
}

// plain reads a plain scalar in block context: to a ": " (then it was a
// key), a " #" or the line's end. done is true when the line is read.
//
// from is the column the scalar started at when this line continues it
// (0 when it starts here): a key's mapping is placed there.
func (s *shapeScan) plain(from int) (done bool, err error) {
	start := s.i
	col := s.keyColumn(start - s.lineStart + 1)
	if from > 0 {
		col = min(col, from)
	}
	for s.i < len(s.data) {
		c := s.data[s.i]
		switch {
		case isBreak(c):
			s.newline()
			s.plainOpen, s.plainCol = len(s.flow) == 0, col
			return true, nil
		case c == '#' && s.i > start && isYAMLSpace(s.data[s.i-1]):
			s.comment()
			s.skipLine()
			return true, nil
		case c == ':' && s.indicatorAt(s.i):
			s.i++
			return false, s.openBlock(blockEntry{col: col}, start)
		case c == '<' && s.hasPrefix("<<"):
			return true, s.mergeKey()
		}
		s.i++
	}
	return true, nil
}

// keyColumn is the column of a key written at col: the parser places a
// mapping whose first key carries a property at the property's column.
func (s *shapeScan) keyColumn(col int) int {
	if s.keyProp > 0 {
		return min(col, s.keyProp)
	}
	return col
}

// keyAfter notes a key when a ':' indicator follows a flow collection or
// quoted scalar that started at byte offset at. One that started on an
// earlier line is no key the parser takes (an implicit key is one line),
// but it is counted at the column it started on all the same.
func (s *shapeScan) keyAfter(at int) error {
	j := s.i
	for j < len(s.data) && isYAMLSpace(s.data[j]) {
		j++
	}
	if j < len(s.data) && s.data[j] == ':' && s.indicatorAt(j) {
		s.i = j + 1
		start := at
		for start > 0 && !isBreak(s.data[start-1]) {
			start--
		}
		return s.openBlock(blockEntry{col: s.keyColumn(at - start + 1)}, max(at, s.lineStart))
	}
	return nil
}

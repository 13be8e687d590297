package conventions

import (
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
)

// flowLevel is an open flow collection.
type flowLevel struct {
	seq bool // a sequence ([), not a mapping ({)
	// extra is the nesting the current entry's colons add: a pair in a
	// sequence is a mapping of its own, and the parser reads a second
	// colon in one entry ("a:" then "b: c" on the next line) as a mapping
	// in the value.
	extra  int
	colons int
}

// flowCollection reads a flow collection that starts at s.i ('[' or '{')
// in block context, through its closing bracket, across lines: every
// bracket outside a quoted scalar and a comment counts.
func (s *shapeScan) flowCollection() error {
	start := s.i
	atStart := true // a node may start here: a quote opens a quoted scalar
	for s.i < len(s.data) {
		c := s.data[s.i]
		switch {
		case c == '[' || c == '{':
			s.flow = append(s.flow, flowLevel{seq: c == '['})
			s.flowDepth++
			if err := s.checkDepth(s.i); err != nil {
				return err
			}
			s.i++
			atStart = true
		case c == ']' || c == '}':
			s.i++
			s.closeFlow(c == ']')
			if len(s.flow) == 0 {
				return s.keyAfter(start)
			}
			atStart = false
		case isBreak(c):
			s.newline()
		case isYAMLSpace(c):
			s.i++
		case c == '#' && (s.i == s.lineStart || isYAMLSpace(s.data[s.i-1])):
			s.comment()
		default:
			var err error
			if atStart, err = s.flowToken(c, atStart); err != nil {
				return err
			}
		}
	}
	return nil
}

// closeFlow closes the innermost flow collection when the bracket
// matches it; the parser skips a "}" in a sequence (and "]" in a mapping),
// so that closes nothing.
func (s *shapeScan) closeFlow(seq bool) {
	n := len(s.flow)
	if n == 0 || s.flow[n-1].seq != seq {
		return
	}
	s.flowDepth -= 1 + s.flow[n-1].extra
	s.flow = s.flow[:n-1]
}

// flowToken reads one token inside a flow collection that is not a
// bracket, a space or a comment; it returns whether a node may start after
// it.
func (s *shapeScan) flowToken(c byte, atStart bool) (bool, error) {
	top := &s.flow[len(s.flow)-1]
	switch {
	case c == '?' && atStart && s.bareQuestion():
		return false, s.fail(bareQuestion)
	case c == ',':
		s.flowDepth -= top.extra
		top.extra, top.colons = 0, 0
		s.i++
		return true, nil
	case (c == ':' || c == '?') && (s.indicatorAt(s.i) || s.i+1 < len(s.data) && isFlowIndicator(s.data[s.i+1]) ||
		c == ':' && s.i > 0 && (s.data[s.i-1] == '"' || s.data[s.i-1] == '\'')):
		top.colons++
		if top.seq || top.colons > 1 {
			top.extra++
			s.flowDepth++
			if err := s.checkDepth(s.i); err != nil {
				return false, err
			}
		}
		s.i++
		return true, nil
	case atStart && (c == '\'' || c == '"'):
		return false, s.quoted()
	case atStart && isReserved(c):
		return false, s.cannotStart(c)
	case atStart && c == '*':
		return false, s.fail("YAML aliases (*name) are not supported in a conventions file; write the value out")
	case atStart && (c == '&' || c == '!'):
		return true, s.property()
	case c == '<' && s.hasPrefix("<<"):
		return false, s.mergeKey()
	}
	s.i++
	return false, nil
}

// quoted reads a single- or double-quoted scalar that starts at s.i,
// across lines: a doubled single quote is a quote in a single-quoted
// one, a backslash escape (YAML 1.2 section 5.7) is one character in a
// double-quoted one. A scalar that a document marker or the end of the
// input cuts, or that holds an escape YAML does not have, is refused: the
// tokenizer reads on after one in ways of its own.
func (s *shapeScan) quoted() error {
	q, start, lineStart := s.data[s.i], s.i, s.lineStart
	for s.i++; s.i < len(s.data); {
		c := s.data[s.i]
		switch {
		case c == q && q == '\'' && s.i+1 < len(s.data) && s.data[s.i+1] == '\'':
			s.i += 2
		case c == q:
			s.i++
			if s.i < len(s.data) && !isYAMLSpace(s.data[s.i]) && !isBreak(s.data[s.i]) && !isFlowIndicator(s.data[s.i]) && s.data[s.i] != ':' {
				r, _ := utf8.DecodeRune(s.data[s.i:])
				return s.fail("unexpected " + textsafe.Describe(r) + " right after a quoted value")
			}
			s.text(start)
			return nil
		case isBreak(c):
			if s.newline(); s.hasPrefix("---") || s.hasPrefix("...") {
				return s.fail("a document marker inside a quoted value")
			}
		case c == '\\' && q == '"':
			if err := s.escape(); err != nil {
				return err
			}
		default:
			s.i++
		}
	}
	s.lineStart = lineStart
	return s.failAt(start, "the quoted value starting here has no closing "+string(q))
}

// escape reads a backslash escape of a double-quoted scalar at s.i.
func (s *shapeScan) escape() error {
	s.i++
	if s.i == len(s.data) {
		return nil
	}
	c := s.data[s.i]
	if isBreak(c) {
		s.newline()
		return nil
	}
	digits := 0
	switch c {
	case '0', 'a', 'b', 't', '\t', 'n', 'v', 'f', 'r', 'e', ' ', '"', '/', '\\', 'N', '_', 'L', 'P':
	case 'x':
		digits = 2
	case 'u':
		digits = 4
	case 'U':
		digits = 8
	default:
		r, _ := utf8.DecodeRune(s.data[s.i:])
		return s.failAt(s.i-1, "\\"+textsafe.Escape(string(r))+" is no escape of a double-quoted YAML value (YAML 1.2 section 5.7); write \\\\ for a backslash")
	}
	s.i++
	for ; digits > 0; digits-- {
		if s.i == len(s.data) || !isHex(s.data[s.i]) {
			return s.fail("a \\" + string(c) + " escape needs hex digits (YAML 1.2 section 5.7)")
		}
		s.i++
	}
	return nil
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// blockScalar reads a literal (|) or folded (>) scalar: its header line,
// then the lines indented deeper than the collection it belongs to. The
// content indentation is the first content line's, or, with an explicit
// indentation indicator, at least the innermost open collection's column
// plus the indicator: a line the parser would not take as content is read
// as YAML here too.
func (s *shapeScan) blockScalar() error {
	start := s.i
	s.i++
	explicit := 0
	for k := 0; k < 2 && s.i < len(s.data); k++ {
		switch c := s.data[s.i]; {
		case c == '+' || c == '-':
		case '1' <= c && c <= '9':
			explicit = int(c - '0')
		default:
			k = 2
			continue
		}
		s.i++
	}
	if !s.restIsBlank() || s.i < len(s.data) && s.data[s.i] == '#' {
		return s.failAt(start, "a block scalar header is | or > with at most an indentation digit (1-9) and a chomping indicator (+ or -), "+
			"then a space or the line's end (YAML 1.2 section 8.1.1)")
	}
	s.skipLine()
	// The byte column of the innermost open collection; content at the
	// left margin is read as YAML even at the top, as the tokenizer does.
	parent := 0
	if len(s.block) > 0 {
		parent = s.block[len(s.block)-1].col - 1
	}
	content := -1
	from := s.i
	defer func() { s.text(from) }()
	for s.i < len(s.data) {
		indent, blank := s.indentation()
		switch {
		case blank:
		case content < 0 && indent > parent:
			content = max(indent, parent+explicit)
			if indent < content {
				return nil
			}
		case content < 0 || indent < content:
			return nil
		}
		s.skipLine()
	}
	return nil
}

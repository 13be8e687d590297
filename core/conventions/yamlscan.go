package conventions

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/textsafe"
)

// checkCharacters refuses what YAML 1.2 (section 5.1) does not allow in a
// stream: invalid UTF-8, C0 controls other than tab and line breaks, DEL,
// C1 controls other than NEL, surrogates, U+FFFE and U+FFFF. The
// tokenizer takes a NUL for the end of the input, so a file that held
// one would be read differently by the pre-scan and the parser.
func (s *shapeScan) checkCharacters() error {
	for i := 0; i < len(s.data); {
		c := s.data[i]
		if c >= 0x20 && c < 0x7f || c == '\t' {
			i++
			continue
		}
		if c == '\n' || c == '\r' {
			if i+1 < len(s.data) && s.data[i+1] == '\n' {
				i++
			}
			i++
			s.lineStart = i
			continue
		}
		r, size := utf8.DecodeRune(s.data[i:])
		if r == utf8.RuneError && size == 1 {
			s.i = i
			return s.fail("invalid UTF-8 (byte 0x" + strconv.FormatUint(uint64(c), 16) + "); YAML is UTF-8 text")
		}
		if r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 && r != 0x85 || r == 0xfffe || r == 0xffff {
			s.i = i
			return s.fail(textsafe.Describe(r) + " is not allowed in YAML text")
		}
		i += size
	}
	s.lineStart = 0
	return nil
}

// directive reads a directive line: only "%YAML 1.x" is taken; %TAG
// would change what a tag such as !!str means.
func (s *shapeScan) directive() error {
	end := s.i
	for end < len(s.data) && !isBreak(s.data[end]) {
		end++
	}
	words := strings.Fields(string(s.data[s.i:end]))
	if len(words) < 2 || words[0] != "%YAML" || !strings.HasPrefix(words[1], "1.") || len(words) > 2 && words[2][0] != '#' {
		return s.fail("YAML directive " + textsafe.Quote(words[0]) + " is not supported in a conventions file; only %YAML 1.x is")
	}
	s.skipLine()
	return nil
}

// mergeKey refuses "<<", which the tokenizer takes for a merge key even
// inside a word; merge keys only make sense with aliases.
func (s *shapeScan) mergeKey() error {
	return s.fail("YAML merge keys (<<) are not supported in a conventions file; quote a value that holds <<")
}

// cannotStart refuses a value starting with an indicator no plain scalar
// may start with (YAML 1.2 section 7.3.3). The tokenizer reads on after
// one in ways of its own, so it is refused here rather than measured.
func (s *shapeScan) cannotStart(c byte) error {
	return s.fail(strconv.Quote(string(c)) + " cannot start a YAML value; quote the value (YAML 1.2 section 7.3.3)")
}

// isReserved: "%", "@" and "`" start no value (YAML 1.2 section 5.3).
func isReserved(c byte) bool { return c == '%' || c == '@' || c == '`' }

// fail is an *Error at the current byte.
func (s *shapeScan) fail(reason string) error { return s.failAt(s.i, reason) }

// failAt is an *Error at byte offset at of the current line, its column
// counted in characters.
func (s *shapeScan) failAt(at int, reason string) error {
	line := 1
	for _, c := range s.data[:s.lineStart] {
		if c == '\n' {
			line++
		}
	}
	for j := 0; j < s.lineStart; j++ { // lone CRs end lines too
		if s.data[j] == '\r' && (j+1 == len(s.data) || s.data[j+1] != '\n') {
			line++
		}
	}
	col := utf8.RuneCount(s.data[s.lineStart:min(at, len(s.data))]) + 1
	return &Error{Line: line, Column: col, Reason: reason}
}

func (s *shapeScan) hasPrefix(p string) bool {
	return len(s.data)-s.i >= len(p) && string(s.data[s.i:s.i+len(p)]) == p
}

func (s *shapeScan) skipSpaces() {
	for s.i < len(s.data) && isYAMLSpace(s.data[s.i]) {
		s.i++
	}
}

// skipLine moves past the rest of the line and its break.
func (s *shapeScan) skipLine() {
	for s.i < len(s.data) && !isBreak(s.data[s.i]) {
		s.i++
	}
	if s.i < len(s.data) {
		s.newline()
	}
}

// newline moves past the line break at s.i (CRLF, LF or a lone CR, as the
// tokenizer reads them) and starts the next line.
func (s *shapeScan) newline() {
	if s.data[s.i] == '\r' && s.i+1 < len(s.data) && s.data[s.i+1] == '\n' {
		s.i++
	}
	s.i++
	s.lineStart = s.i
}

// restIsBlank reports whether the line holds nothing more than white
// space and a comment.
func (s *shapeScan) restIsBlank() bool {
	j := s.i
	for j < len(s.data) && isYAMLSpace(s.data[j]) {
		j++
	}
	return j == len(s.data) || isBreak(s.data[j]) || s.data[j] == '#'
}

// indicatorAt reports whether the byte at i is followed by white space or
// a line end, as "-", "?" and ":" must be to be indicators.
func (s *shapeScan) indicatorAt(i int) bool {
	return i+1 >= len(s.data) || isYAMLSpace(s.data[i+1]) || isBreak(s.data[i+1])
}

func isFlowIndicator(c byte) bool {
	return c == ',' || c == '[' || c == ']' || c == '{' || c == '}'
}

func isYAMLSpace(c byte) bool { return c == ' ' || c == '\t' }

func isBreak(c byte) bool { return c == '\n' || c == '\r' }

package conventions

// countTokens bounds from above the tokens the YAML tokenizer makes of
// data, without reading its structure: every byte the tokenizer may take
// for a token of its own (brackets, commas, colons, quotes, properties,
// reserved indicators, and "?", "-", "." and "<" where they may be
// indicators), the start of every word, and one more for each empty node
// the parser may be given a token for (a block scalar's empty content, an
// indicator with nothing after it). It returns the count and, when it
// passes maxYAMLTokens, the offset where it did.
//
// opaque are the spans the pre-scan read as one token's text, in order: a
// quoted scalar, a comment, a block scalar's content. Each counts as two
// tokens whatever it holds ("|", "#" and "?" inside a quoted value are
// text, and a long hint full of them is no longer refused).
func countTokens(data []byte, opaque []span) (n, at int) {
	boundary := true // after white space, a line break or a token byte
	for i := 0; i < len(data); i++ {
		if len(opaque) > 0 && opaque[0].start <= i {
			if i < opaque[0].end {
				n += 2
				i = opaque[0].end - 1
				boundary = true
				opaque = opaque[1:]
				if n > maxYAMLTokens {
					return n, i
				}
				continue
			}
			opaque = opaque[1:]
			i--
			continue
		}
		c := data[i]
		switch {
		case c == ' ' || c == '\n' || c == '\r':
			boundary = true
			continue
		case c == '\t': // the tokenizer makes an error token of a tab where it may not stand
			n++
			boundary = true
		case tokenByte[c] == always,
			tokenByte[c] == spaced && (boundary || i+1 == len(data) || isSpaceOrBreak(data[i+1]) || isFlowIndicator(data[i+1])),
			tokenByte[c] == repeated && (boundary || data[i-1] == c),
			boundary:
			n++
			if emptyNext(data, i, c, boundary) {
				n++
			}
			boundary = tokenByte[c] != 0
		default:
			boundary = false
		}
		if n > maxYAMLTokens {
			return n, i
		}
	}
	return n, 0
}

// emptyNext reports whether the token byte c at data[i] may come with an
// empty node: a block scalar header (its content), an indicator followed
// by nothing on its line or by a flow indicator (its value), a colon with
// no key before it.
func emptyNext(data []byte, i int, c byte, boundary bool) bool {
	switch c {
	case '|', '>':
		return true
	case ':', '?', '-', ',':
		if c == ':' && boundary {
			return true
		}
		j := i + 1
		for j < len(data) && isYAMLSpace(data[j]) {
			j++
		}
		return j == len(data) || isBreak(data[j]) || data[j] == '#' || data[j] == ',' || data[j] == ']' || data[j] == '}'
	}
	return false
}

// How a byte may make a token of its own.
const (
	always   = 1 // "{}[],:|>!%&*#'\"@`"
	spaced   = 2 // "?", "-": before white space, or at a word's start
	repeated = 3 // ".", "<": in a run ("...", "<<"), or at a word's start
)

var tokenByte = func() (t [256]uint8) {
	for _, c := range "{}[],:|>!%&*#'\"@`" {
		t[c] = always
	}
	for _, c := range "?-" {
		t[c] = spaced
	}
	t['.'], t['<'] = repeated, repeated
	return t
}()

func isSpaceOrBreak(c byte) bool { return isYAMLSpace(c) || isBreak(c) }

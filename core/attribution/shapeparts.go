package attribution

import "strings"

// A batch's shapes are many (a couple of thousand in the corpus) but what
// follows Metrica's marker in them is not: what browsers strip, the click
// identifiers Umami keeps and the findings' wordings and places come in a
// few dozen combinations. So shapes share those (shapeParts), each kept
// once a Reader: every link reads a shape's own memory and these, which
// the links of other shapes keep in the cache too.

// shapeTail is what follows a shape's marker, shared by the shapes that
// have it: Metrica's from tag, what browsers strip and their JSON
// (`,"from":…},"stripped":[…],"findings":`, "" until a shape that has
// them is ready), and Umami's click identifiers.
type shapeTail struct {
	from     string
	stripped []Strip
	clickIDs []string
	json     string
}

// shapeOthers is the rest of a shape's reading but its head's, shared by
// the shapes that have it: Metrica's category, and Adobe's, Plausible's
// and Umami's values (but Umami's click identifiers, the tail's).
type shapeOthers struct {
	otherValues
	categoryJSON string // `,"category":…,"openstat":`, "" until a shape that has it is ready
}

// otherValues are the values of shapeOthers, by which shapes share them.
type otherValues struct {
	category  string
	adobe     Adobe
	plausible Plausible
	umami     [3]string // source, medium, campaign
}

// shapeFindings is a shape's findings as a comparable value, for the
// shapes with at most maxSharedFindings findings.
type shapeFindings struct {
	n int
	f [maxSharedFindings]shapeFinding
}

// shapeParts are the tails, others and findings a Reader's shapes share. Each
// map is bounded: past maxShapeParts entries it starts over (the shapes
// that have its parts keep them).
type shapeParts struct {
	tails    map[string]*shapeTail
	others   map[otherValues]*shapeOthers
	findings map[shapeFindings][]shapeFinding
	key      []byte
}

const (
	maxShapeParts     = 1024
	maxSharedFindings = 4
)

// tail is the shared tail of a reading whose from tag is from, strips
// stripped and Umami's click identifiers ids, copies of them kept when
// met for the first time.
func (p *shapeParts) tail(from string, stripped []Strip, ids []string) *shapeTail {
	k := appendKeyString(p.key[:0], from)
	for i := range stripped {
		s := &stripped[i]
		k = appendKeyString(appendKeyString(appendKeyString(k, s.Browser), s.Where), s.GA4Channel)
		k = appendStringsKey(k, s.Params)
	}
	k = appendStringsKey(append(k, 0xff), ids)
	p.key = k[:0]
	if t := p.tails[string(k)]; t != nil {
		return t
	}
	if p.tails == nil || len(p.tails) >= maxShapeParts {
		p.tails = make(map[string]*shapeTail, 64)
	}
	t := &shapeTail{from: strings.Clone(from), stripped: cloneStrips(stripped), clickIDs: cloneStrings(ids)}
	p.tails[string(k)] = t
	return t
}

// appendStringsKey appends how many strings list has and each after its
// length.
func appendStringsKey(dst []byte, list []string) []byte {
	dst = append(dst, byte(min(len(list), 0xff)))
	for _, s := range list {
		dst = appendKeyString(dst, s)
	}
	return dst
}

// shared is fs, shared with the shapes whose findings are the same.
func (p *shapeParts) shared(fs []shapeFinding) []shapeFinding {
	if len(fs) == 0 {
		return nil
	}
	if len(fs) > maxSharedFindings {
		return fs
	}
	k := shapeFindings{n: len(fs)}
	copy(k.f[:], fs)
	if out, ok := p.findings[k]; ok {
		return out
	}
	if p.findings == nil || len(p.findings) >= maxShapeParts {
		p.findings = make(map[shapeFindings][]shapeFinding, 64)
	}
	p.findings[k] = fs
	return fs
}

// cloneStrings is a copy of list and its strings, nil for none.
func cloneStrings(list []string) []string {
	if len(list) == 0 {
		return nil
	}
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = strings.Clone(s)
	}
	return out
}

// othersOf is the shared others of values o, whose strings are its own
// (no views of a link).
func (p *shapeParts) othersOf(o *otherValues) *shapeOthers {
	if kept := p.others[*o]; kept != nil {
		return kept
	}
	if p.others == nil || len(p.others) >= maxShapeParts {
		p.others = make(map[otherValues]*shapeOthers, 64)
	}
	kept := &shapeOthers{otherValues: *o}
	p.others[*o] = kept
	return kept
}

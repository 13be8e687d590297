package uts46

import "sort"

// Status is a code point's IDNA Mapping Table status (UTS #46 section 5).
type Status uint8

// The statuses of the table since Unicode 16.0.0, which folded the
// disallowed_STD3_* statuses into valid and mapped.
const (
	StatusValid Status = iota
	StatusIgnored
	StatusMapped
	StatusDeviation
	StatusDisallowed
)

// lookup returns r's status and its mapping (for mapped and deviation).
func lookup(r rune) (Status, string) {
	i := sort.Search(len(mapStarts), func(i int) bool { return mapStarts[i] > uint32(r) }) - 1
	if i < 0 {
		return StatusDisallowed, ""
	}
	info := mapInfo[i]
	n := int(info >> 3 & 63)
	off := int(info >> 9)
	return Status(info & 7), mapText[off : off+n]
}

// Bidi classes (UAX #9) that RFC 5893 names; bidiOther stands for the rest.
const (
	bidiOther = iota
	bidiL
	bidiR
	bidiAL
	bidiAN
	bidiEN
	bidiES
	bidiCS
	bidiET
	bidiON
	bidiBN
	bidiNSM
)

// Joining types (Unicode chapter 9.2) that RFC 5892 Appendix A reads.
const (
	joinNone = iota
	joinD
	joinL
	joinR
	joinT
)

type props uint16

func (p props) bidi() int    { return int(p & 0xF) }
func (p props) joining() int { return int(p >> 4 & 7) }
func (p props) virama() bool { return p&0x80 != 0 }
func (p props) isMark() bool { return p&0x100 != 0 }
func propsOf(r rune) props {
	if r < 0x80 {
		return asciiProps[r]
	}
	i := sort.Search(len(propStarts), func(i int) bool { return propStarts[i] > uint32(r) }) - 1
	if i < 0 {
		return 0
	}
	return props(propVals[i])
}

// asciiProps caches the ASCII rows; read-only after initialisation.
var asciiProps = func() (t [0x80]props) {
	for r := range t {
		i := sort.Search(len(propStarts), func(i int) bool { return propStarts[i] > uint32(r) }) - 1
		t[r] = props(propVals[i])
	}
	return t
}()

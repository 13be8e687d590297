package decode

import (
	"encoding/hex"
	"strconv"
	"unicode/utf8"
)

// pbField is one field of a protocol buffers message read without its
// schema: its number, wire type, and the varint or fixed value (wire
// types 0, 1, 5) or the bytes (wire type 2).
type pbField struct {
	num   uint64
	wire  uint8
	value uint64
	bytes []byte
}

// maxProtoFields bounds the fields read from one message.
const maxProtoFields = 256

// readVarint reads a base-128 varint; n is 0 when b does not start with
// one of at most 10 bytes.
func readVarint(b []byte) (v uint64, n int) {
	for i := 0; i < len(b) && i < 10; i++ {
		v |= uint64(b[i]&0x7F) << (7 * i)
		if b[i] < 0x80 {
			return v, i + 1
		}
	}
	return 0, 0
}

// parseProto reads b as a whole message: every byte must belong to a field
// of wire type 0, 1, 2 or 5 (groups, deprecated since proto2, are taken
// as a sign that the bytes are no message), field numbers 1 to 2^29-1.
func parseProto(b []byte) ([]pbField, bool) {
	var fields []pbField
	for len(b) > 0 {
		if len(fields) == maxProtoFields {
			return nil, false
		}
		tag, n := readVarint(b)
		if n == 0 {
			return nil, false
		}
		b = b[n:]
		f := pbField{num: tag >> 3, wire: uint8(tag & 7)}
		if f.num == 0 || f.num >= 1<<29 {
			return nil, false
		}
		switch f.wire {
		case 0:
			if f.value, n = readVarint(b); n == 0 {
				return nil, false
			}
			b = b[n:]
		case 1, 5:
			size := 8
			if f.wire == 5 {
				size = 4
			}
			if len(b) < size {
				return nil, false
			}
			for i := size - 1; i >= 0; i-- {
				f.value = f.value<<8 | uint64(b[i])
			}
			b = b[size:]
		case 2:
			length, n := readVarint(b)
			if n == 0 || length > uint64(len(b)-n) {
				return nil, false
			}
			f.bytes = b[n : n+int(length)]
			b = b[n+int(length):]
		default:
			return nil, false
		}
		fields = append(fields, f)
	}
	return fields, len(fields) > 0
}

// protoField returns the first field numbered num.
func protoField(fields []pbField, num uint64) (pbField, bool) {
	for _, f := range fields {
		if f.num == num {
			return f, true
		}
	}
	return pbField{}, false
}

// protoPath follows nested messages: protoPath(fs, 13, 1, 1) is field 1
// of field 1 of field 13.
func protoPath(fields []pbField, nums ...uint64) (pbField, bool) {
	for i, num := range nums {
		f, ok := protoField(fields, num)
		if !ok {
			return pbField{}, false
		}
		if i == len(nums)-1 {
			return f, true
		}
		if f.wire != 2 {
			return pbField{}, false
		}
		if fields, ok = parseProto(f.bytes); !ok {
			return pbField{}, false
		}
	}
	return pbField{}, false
}

// isText reports whether b is UTF-8 text a person reads: no control
// characters but tab and line breaks, and not empty.
func isText(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	for i := 0; i < len(b); {
		c := b[i]
		if c < utf8.RuneSelf {
			if c < ' ' && c != '\t' && c != '\n' && c != '\r' || c == 0x7F {
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError {
			return false
		}
		i += n
	}
	return true
}

// protoFacts emits what a message read without its schema holds: each
// text field as decoded text (then read further), each number, each
// nested message's fields in turn. prefix is the field path so far
// ("13.1.").
func (r *run) protoFacts(l loc, fields []pbField, prefix string, depth int, c Confidence) {
	if depth > MaxDepth {
		return
	}
	for _, f := range fields {
		if r.full() {
			return
		}
		path := prefix + strconv.FormatUint(f.num, 10)
		fl := l.then("protobuf " + path)
		switch f.wire {
		case 0:
			r.emit(fl, KindNumber, "protobuf field "+path, strconv.FormatUint(f.value, 10), "protobuf", c)
		case 1, 5:
			r.emit(fl, KindNumber, "protobuf field "+path+" (fixed)", strconv.FormatUint(f.value, 10), "protobuf", c)
		case 2:
			if isText(f.bytes) {
				s := string(f.bytes)
				r.emit(fl, KindDecoded, "protobuf field "+path, s, "protobuf", c)
				r.expand(fl, s, depth+1, false)
				continue
			}
			if inner, ok := parseProto(f.bytes); ok {
				r.protoFacts(l, inner, path+".", depth+1, c)
				continue
			}
			r.emit(fl, KindDecoded, "protobuf field "+path+" (bytes, hex)", hex.EncodeToString(f.bytes), "protobuf", c)
		}
	}
}

package decode

import (
	"encoding/hex"
	"math/big"
	"strconv"
	"strings"
)

// parseUUID reads a UUID written 8-4-4-4-12, with or without braces or
// "urn:uuid:", or as 32 hexadecimal digits.
func parseUUID(s string) (b [16]byte, ok bool) {
	s = strings.TrimPrefix(strings.TrimSuffix(strings.TrimPrefix(s, "{"), "}"), "urn:uuid:")
	switch len(s) {
	case 36:
		if s[8] != '-' || s[13] != '-' || s[18] != '-' || s[23] != '-' {
			return b, false
		}
		s = s[:8] + s[9:13] + s[14:18] + s[19:23] + s[24:]
	case 32:
	default:
		return b, false
	}
	_, err := hex.Decode(b[:], []byte(s))
	return b, err == nil
}

var uuidVariantNames = [4]string{"NCS (reserved)", "NCS (reserved)", "RFC 9562", "Microsoft (reserved)"}

// uuidVariant is the variant of b: 0–1 NCS, 2 RFC 9562 (10xx), 3
// Microsoft or future (11x).
func uuidVariant(b [16]byte) int {
	switch {
	case b[8]&0x80 == 0:
		return 0
	case b[8]&0x40 == 0:
		return 2
	}
	return 3
}

// readUUID emits a UUID's version and, for versions 1, 6 and 7, its time,
// and for 1 and 6 its node (a MAC address, unless its multicast bit says
// it is random: RFC 9562 section 6.10). conf is for the layout; the times
// of a well-formed UUID are shown whatever they are (a null time is a
// fact too).
func readUUID(r *run, l loc, b [16]byte, what string, conf Confidence) bool {
	if uuidVariant(b) != 2 {
		return false
	}
	ver := b[6] >> 4
	desc := uuidVersionText(ver)
	if desc == "" {
		return false
	}
	r.emit(l, KindText, what+" version", strconv.Itoa(int(ver))+": "+desc, "uuid", conf)
	if in, p, ok := uuidTime(b); ok {
		// A GUID made from a hash (an MD5 written 8-4-4-4-12) has time
		// bits by chance: a time no generator gives (before 1980, from
		// 2040 on, and not null) is shown as a guess.
		tc := conf
		if !uuidNullTime(b, in) && !in.within(year1980, year2040) {
			tc = Low
		}
		r.emitTime(l, what+" time (v"+strconv.Itoa(int(ver))+")", "uuid", tc, in, p)
	}
	switch ver {
	case 1, 6:
		seq := uint16(b[8]&0x3F)<<8 | uint16(b[9])
		r.emit(l, KindNumber, what+" clock sequence", strconv.Itoa(int(seq)), "uuid", conf)
		node := b[10:16]
		if node[0]&1 == 1 {
			r.emit(l, KindText, what+" node", "random (multicast bit set): "+hex.EncodeToString(node), "uuid", conf)
		} else {
			r.emit(l, KindID, what+" node (MAC address)", macText(node), "uuid", conf)
		}
	}
	return true
}

// uuidTime is the instant a version 1, 6 or 7 UUID holds (RFC 9562
// sections 5.1, 5.6 and 5.7): 100 ns since 1582-10-15 in v1's
// time_high/mid/low order or v6's, milliseconds since 1970 in v7's first
// 48 bits. ok is false for the other versions.
func uuidTime(b [16]byte) (instant, Precision, bool) {
	var ts uint64
	switch b[6] >> 4 {
	case 1:
		ts = uint64(b[6]&0x0F)<<56 | uint64(b[7])<<48 | uint64(b[4])<<40 | uint64(b[5])<<32 |
			uint64(b[0])<<24 | uint64(b[1])<<16 | uint64(b[2])<<8 | uint64(b[3])
	case 6:
		ts = uint64(b[0])<<52 | uint64(b[1])<<44 | uint64(b[2])<<36 | uint64(b[3])<<28 |
			uint64(b[4])<<20 | uint64(b[5])<<12 | uint64(b[6]&0x0F)<<8 | uint64(b[7])
	case 7:
		ms := uint64(b[0])<<40 | uint64(b[1])<<32 | uint64(b[2])<<24 | uint64(b[3])<<16 | uint64(b[4])<<8 | uint64(b[5])
		in, ok := fromUnits(ms, PrecisionMillisecond, 0)
		return in, PrecisionMillisecond, ok
	default:
		return instant{}, "", false
	}
	in, ok := fromUnits(ts, PrecisionTick, epochGregorian)
	return in, PrecisionTick, ok
}

// uuidNullTime reports whether in, b's time, is null: all its bits zero.
func uuidNullTime(b [16]byte, in instant) bool {
	if b[6]>>4 == 7 {
		return in == instant{}
	}
	return in == instant{sec: epochGregorian}
}

// bareHexUUID reads 32 hexadecimal digits as a UUID, which an MD5 digest
// or any random value also is, by its version and variant bits, once in
// 8: a version that holds a time is read only when the time is plausible
// or null (all its bits zero, as some generators leave it) — checks that
// seldom pass by chance: medium for a bare value — and any other version
// with a low confidence.
func bareHexUUID(r *run, l loc, b [16]byte, mode sniffMode) {
	ver := b[6] >> 4
	if ver < 1 || ver > 8 || uuidVariant(b) != 2 {
		return
	}
	c := Low
	if in, _, ok := uuidTime(b); ok {
		if !uuidNullTime(b, in) && !in.within(year2000, year2040) {
			return
		}
		if mode == sniffBare {
			c = Medium
		}
	}
	readUUID(r, l, b, "UUID (if it is one)", c)
}

func uuidVersionText(v byte) string {
	switch v {
	case 1:
		return "time and node (MAC address or random)"
	case 2:
		return "DCE security"
	case 3:
		return "name-based, MD5"
	case 4:
		return "random"
	case 5:
		return "name-based, SHA-1"
	case 6:
		return "time-ordered reordering of version 1"
	case 7:
		return "Unix time in milliseconds, then random"
	case 8:
		return "custom, vendor-specific layout"
	}
	return ""
}

// macText writes six bytes as an upper-case colon-separated MAC address.
func macText(b []byte) string {
	const digits = "0123456789ABCDEF"
	out := make([]byte, 0, 17)
	for i, c := range b {
		if i > 0 {
			out = append(out, ':')
		}
		out = append(out, digits[c>>4], digits[c&15])
	}
	return string(out)
}

func uuidFunc(r *run, l loc, v string, ru *rule) {
	if b, ok := parseUUID(v); ok {
		readUUID(r, l, b, ru.label, ru.conf)
	}
}

// crockford is the ULID alphabet (Crockford's base32).
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// readULID reads a ULID (github.com/ulid/spec): 26 Crockford base32
// characters, the first 10 a 48-bit count of milliseconds since 1970.
func readULID(r *run, l loc, s string, what string, conf Confidence, from, to int64) bool {
	if len(s) != 26 || s[0] > '7' {
		return false
	}
	var ms uint64
	for i := 0; i < 26; i++ {
		v := strings.IndexByte(crockford, upper(s[i]))
		if v < 0 {
			return false
		}
		if i < 10 {
			ms = ms<<5 | uint64(v)
		}
	}
	in, ok := fromUnits(ms, PrecisionMillisecond, 0)
	if !ok || !in.within(from, to) {
		return false
	}
	r.emitTime(l, what+" time", "ulid", conf, in, PrecisionMillisecond)
	return true
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

func ulidFunc(r *run, l loc, v string, ru *rule) {
	readULID(r, l, v, ru.label, ru.conf, minRFC3339Sec, maxRFC3339Sec)
}

// base62 is the KSUID alphabet.
const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// ksuidEpoch is KSUID's epoch, 2014-05-13T16:53:20Z (segmentio/ksuid
// ksuid.go: epochStamp).
const ksuidEpoch = 1400000000

// readKSUID reads a KSUID (segmentio/ksuid): 27 base62 characters for 20
// bytes, a big-endian 32-bit count of seconds since 1400000000, then 16
// bytes of payload.
func readKSUID(r *run, l loc, s string, what string, conf Confidence, from, to int64) bool {
	if len(s) != 27 {
		return false
	}
	n := new(big.Int)
	digit := new(big.Int)
	for i := 0; i < len(s); i++ {
		v := strings.IndexByte(base62, s[i])
		if v < 0 {
			return false
		}
		n.Mul(n, big.NewInt(62))
		n.Add(n, digit.SetInt64(int64(v)))
	}
	if n.BitLen() > 160 {
		return false
	}
	var b [20]byte
	n.FillBytes(b[:])
	ts := uint64(b[0])<<24 | uint64(b[1])<<16 | uint64(b[2])<<8 | uint64(b[3])
	in, ok := fromUnits(ts, PrecisionSecond, ksuidEpoch)
	if !ok || !in.within(from, to) {
		return false
	}
	r.emitTime(l, what+" time", "ksuid", conf, in, PrecisionSecond)
	r.emit(l, KindDecoded, what+" payload", strings.ToUpper(hex.EncodeToString(b[4:])), "ksuid", conf)
	return true
}

func ksuidFunc(r *run, l loc, v string, ru *rule) {
	readKSUID(r, l, v, ru.label, ru.conf, minRFC3339Sec, maxRFC3339Sec)
}

// readObjectID reads a MongoDB ObjectId: 12 bytes as 24 hexadecimal
// digits, a big-endian 32-bit count of seconds since 1970, 5 bytes of
// random value (machine and process id before MongoDB 3.4), and a 3-byte
// counter (MongoDB manual, ObjectId).
func readObjectID(r *run, l loc, s string, what string, conf Confidence, from, to int64) bool {
	if len(s) != 24 {
		return false
	}
	var b [12]byte
	if _, err := hex.Decode(b[:], []byte(s)); err != nil {
		return false
	}
	ts := uint64(b[0])<<24 | uint64(b[1])<<16 | uint64(b[2])<<8 | uint64(b[3])
	in, ok := fromUnits(ts, PrecisionSecond, 0)
	if !ok || !in.within(from, to) {
		return false
	}
	r.emitTime(l, what+" time", "objectid", conf, in, PrecisionSecond)
	r.emit(l, KindID, what+" random value (machine and process before MongoDB 3.4)", hex.EncodeToString(b[4:9]), "objectid", conf)
	counter := uint64(b[9])<<16 | uint64(b[10])<<8 | uint64(b[11])
	r.emit(l, KindNumber, what+" counter", strconv.FormatUint(counter, 10), "objectid", conf)
	return true
}

func objectIDFunc(r *run, l loc, v string, ru *rule) {
	readObjectID(r, l, v, ru.label, ru.conf, minRFC3339Sec, maxRFC3339Sec)
}

// tidAlphabet is base32-sortable, the alphabet of AT Protocol TIDs.
const tidAlphabet = "234567abcdefghijklmnopqrstuvwxyz"

// readTID reads an AT Protocol TID (atproto.com/specs/tid): 13
// base32-sortable characters for 64 bits, the top bit 0, then 53 bits of
// microseconds since 1970 and 10 bits of clock identifier.
func readTID(r *run, l loc, s string, what string, conf Confidence, from, to int64) bool {
	if len(s) != 13 {
		return false
	}
	var n uint64
	for i := 0; i < 13; i++ {
		v := strings.IndexByte(tidAlphabet, s[i])
		if v < 0 {
			return false
		}
		n = n<<5 | uint64(v)
	}
	// 13 characters carry 65 bits: the first character's top bit is
	// beyond 64, and the next (the id's top bit) must be 0.
	if strings.IndexByte(tidAlphabet, s[0]) >= 16 {
		return false
	}
	in, ok := fromUnits(n>>10, PrecisionMicrosecond, 0)
	if !ok || !in.within(from, to) {
		return false
	}
	r.emitTime(l, what+" time", "tid", conf, in, PrecisionMicrosecond)
	r.emit(l, KindNumber, what+" clock identifier", strconv.FormatUint(n&0x3FF, 10), "tid", conf)
	return true
}

// tidFunc reads a record key a rule names as a TID: its time, like any
// id's, must fall after its epoch (1970) and before 2040.
func tidFunc(r *run, l loc, v string, ru *rule) {
	readTID(r, l, v, ru.label, ru.conf, 1, year2040)
}

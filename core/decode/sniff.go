package decode

import "strings"

// sniffMode says how bold a reading by shape may be.
type sniffMode uint8

const (
	// sniffURL: a value in a link that no rule reads. Only shapes that
	// seldom fit by chance, and times in the guessing window.
	sniffURL sniffMode = iota
	// sniffBare: a value given alone, which the user asks about: every
	// layout whose shape fits, each plausible platform of a bare id.
	sniffBare
)

// shape is what one pass over a value tells.
type shape struct {
	n                    int
	digits, hex, lowerOK bool // all digits; all hexadecimal; (unused)
	b64                  b64Alphabet
}

func shapeOf(v string) shape {
	s := shape{n: len(v), digits: true, hex: true}
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !isDigit(c) {
			s.digits = false
			if _, ok := hexValue(c); !ok {
				s.hex = false
				break
			}
		}
	}
	return s
}

// worthSniffing is the cheap test before any reading by shape: a value
// long enough to carry a layout (8 characters; the 4-character Metasploit
// path is a rule of its own), or an escape to undo.
func worthSniffing(v string) bool { return len(v) >= 8 }

// sniff reads a value by its shape: a URL, a JWT, a UUID, an ObjectId, a
// ULID, a KSUID, a TID, an epoch count, a hash, or an encoding to undo
// (expand). Facts found by shape alone have a low or medium confidence.
func (r *run) sniff(l loc, v string, depth int, mode sniffMode) {
	if len(v) > MaxValue || r.full() {
		return
	}
	sh := shapeOf(v)
	switch {
	case sh.digits:
		r.sniffNumber(l, v, mode)
		return
	case sh.hex:
		if r.sniffHex(l, v, mode) {
			return
		}
	}
	if r.sniffID(l, v, mode) {
		return
	}
	if mode == sniffBare {
		if r.sniffBareOnly(l, v) {
			return
		}
	}
	r.expand(l, v, depth, mode == sniffBare)
}

// sniffNumber reads a decimal: an epoch count by its digits (both modes),
// and for a bare value the other epochs and every snowflake.
func (r *run) sniffNumber(l loc, v string, mode sniffMode) {
	n, ok := parseUint64(v)
	if !ok {
		return
	}
	// In a link, only the two usual widths are guessed: 16 and 19 digits
	// are as often ids (snowflakes, Facebook's) that fall in the window.
	if e, ok := epochByDigits(v); ok && (mode == sniffBare || len(v) == 10 || len(v) == 13) {
		r.guess(l, e, n)
	}
	if mode != sniffBare {
		return
	}
	switch len(v) {
	case 8:
		if h, ok := parseHex(v); ok {
			r.guess(l, epochSecondsHex, h)
		}
	case 9:
		r.guess(l, epochMac, n)
	case 14:
		r.guess(l, epochWebKitMillis, n)
	case 17:
		r.guess(l, epochWebKit, n)
	case 18:
		r.guess(l, epochFiletime, n)
		r.guess(l, epochDotNet, n)
	}
	bareSnowflakes(r, l, v)
}

// sniffHex reads a hexadecimal value: a UUID without dashes, an ObjectId,
// a hash's length; bare, a FILETIME, epoch seconds or a Sonyflake.
func (r *run) sniffHex(l loc, v string, mode sniffMode) bool {
	switch len(v) {
	case 24:
		// A plausible time is no check: 22% of random 24-digit values
		// have one.
		if readObjectID(r, l, v, "MongoDB ObjectId", Low, 1234224000, year2040) {
			return true
		}
	case 32:
		if b, ok := parseUUID(v); ok {
			bareHexUUID(r, l, b, mode)
		}
	}
	found := r.hashGuess(l, v)
	if mode != sniffBare {
		return found
	}
	switch len(v) {
	case 8:
		if n, ok := parseHex(v); ok {
			found = r.guess(l, epochSecondsHex, n) || found
		}
	case 15, 16:
		if n, ok := parseHex(v); ok {
			if len(v) == 16 {
				found = r.guess(l, epochFiletimeHex, n) || found
			}
			found = snowflakeSony.read(r, l, n, "id (if it is one)", Low) || found
		}
	}
	return found
}

// sniffID reads the self-describing ids: UUID (with dashes), ULID, KSUID,
// TID, JWT, a URL.
func (r *run) sniffID(l loc, v string, mode sniffMode) bool {
	c := Low
	if mode == sniffBare {
		c = Medium
	}
	switch len(v) {
	case 36, 38, 45:
		if b, ok := parseUUID(v); ok {
			return readUUID(r, l, b, "UUID", High)
		}
	case 26:
		if readULID(r, l, v, "ULID (if it is one)", c, year2000, year2040) {
			return true
		}
	case 27:
		// 11% of random 27-character base62 values have a time in the
		// window: a guess, bare or not.
		if readKSUID(r, l, v, "KSUID (if it is one)", Low, ksuidEpoch, year2040) {
			return true
		}
	case 13:
		if readTID(r, l, v, "AT Protocol TID (if it is one)", c, 1640995200, year2040) {
			return true
		}
	}
	return false
}

// sniffBareOnly reads what only a bare value is read as: a MAC address,
// an epoch count with a fraction.
func (r *run) sniffBareOnly(l loc, v string) bool {
	if mac, ok := parseMAC(v); ok {
		// Written with separators, the notation says MAC address; 12
		// bare digits are any 48-bit value (an abbreviated commit id).
		c := Medium
		if len(v) == 12 {
			c = Low
		}
		r.emit(l, KindID, "MAC address", macText(mac[:]), "mac", c)
		kind := "globally unique (OUI assigned)"
		if mac[0]&2 != 0 {
			kind = "locally administered"
		}
		if mac[0]&1 != 0 {
			kind += ", multicast"
		}
		r.emit(l, KindText, "MAC address kind", kind, "mac", c)
		return true
	}
	if strings.Count(v, ".") == 1 {
		if in, p, ok := decimalTime(v); ok && in.within(year2000, year2040) && len(v) >= 12 {
			r.emitTime(l, "Unix time (seconds with a fraction)", "epoch-s", Low, in, p)
			return true
		}
	}
	return false
}

// parseMAC reads a MAC address written with colons, dashes, dots
// (Cisco's 0000.0000.0000) or as 12 bare hexadecimal digits.
func parseMAC(s string) (mac [6]byte, ok bool) {
	var digits string
	switch len(s) {
	case 17:
		sep := s[2]
		if sep != ':' && sep != '-' {
			return mac, false
		}
		for i := 2; i < 17; i += 3 {
			if s[i] != sep {
				return mac, false
			}
		}
		digits = strings.ReplaceAll(s, string(sep), "")
	case 14:
		if s[4] != '.' || s[9] != '.' {
			return mac, false
		}
		digits = strings.ReplaceAll(s, ".", "")
	case 12:
		digits = s
	default:
		return mac, false
	}
	if len(digits) != 12 {
		return mac, false
	}
	for i := 0; i < 6; i++ {
		hi, ok1 := hexValue(digits[2*i])
		lo, ok2 := hexValue(digits[2*i+1])
		if !ok1 || !ok2 {
			return mac, false
		}
		mac[i] = hi<<4 | lo
	}
	return mac, true
}

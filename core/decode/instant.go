package decode

import "time"

// instant is a moment as whole seconds since 1970-01-01 UTC and the
// nanoseconds after them, made with integer arithmetic only: a float64
// holds 15 to 17 significant digits, fewer than a FILETIME or a
// nanosecond count has.
type instant struct {
	sec  int64
	nsec int64 // 0 <= nsec < 1e9
}

// Seconds from 1970-01-01 to the epochs the layouts count from.
const (
	epoch1601       = -11644473600 // FILETIME, WebKit/Chrome
	epoch0001       = -62135596800 // .NET DateTime ticks
	epoch2001       = 978307200    // Apple's absolute time (CFAbsoluteTime)
	epochGregorian  = -12219292800 // UUID v1/v6: 1582-10-15
	year1980        = 315532800
	year2000        = 946684800
	year2040        = 2208988800
	maxRFC3339Sec   = 253402300799 // 9999-12-31T23:59:59Z
	minRFC3339Sec   = epoch0001
	secondsPerWeek  = 7 * 86400
	nanosPerSecond  = 1_000_000_000
	ticksPerSecond  = 10_000_000
	microsPerSecond = 1_000_000
	millisPerSecond = 1000
)

// unitsPerSecond is how many of a precision's units make a second (the
// day and week precisions are written from whole seconds).
func unitsPerSecond(p Precision) uint64 {
	switch p {
	case PrecisionCentisecond:
		return 100
	case PrecisionMillisecond:
		return millisPerSecond
	case PrecisionMicrosecond:
		return microsPerSecond
	case PrecisionTick:
		return ticksPerSecond
	case PrecisionNanosecond:
		return nanosPerSecond
	}
	return 1
}

// fromUnits is the instant count units of p after the epoch offset
// (seconds from 1970). ok is false when the result is outside what RFC
// 3339 can write (years 0001 to 9999).
func fromUnits(count uint64, p Precision, offset int64) (instant, bool) {
	per := unitsPerSecond(p)
	whole := count / per
	if whole > uint64(maxRFC3339Sec-minRFC3339Sec) {
		return instant{}, false
	}
	in := instant{sec: int64(whole) + offset, nsec: int64(count%per) * int64(nanosPerSecond/per)}
	return in, in.sec >= minRFC3339Sec && in.sec <= maxRFC3339Sec
}

// fromSigned is fromUnits for a count that may be negative (Apple's
// absolute time before 2001, a JWT claim before 1970).
func fromSigned(count int64, p Precision, offset int64) (instant, bool) {
	if count >= 0 {
		return fromUnits(uint64(count), p, offset)
	}
	per := int64(unitsPerSecond(p))
	sec := count / per
	rem := count % per
	if rem < 0 {
		sec--
		rem += per
	}
	if sec < minRFC3339Sec-offset {
		return instant{}, false
	}
	in := instant{sec: sec + offset, nsec: rem * (nanosPerSecond / per)}
	return in, in.sec >= minRFC3339Sec && in.sec <= maxRFC3339Sec
}

// within reports whether the instant falls in [from, to) seconds.
func (in instant) within(from, to int64) bool { return in.sec >= from && in.sec < to }

// appendRFC3339 writes the instant in UTC with exactly the fraction digits
// p gives: 2019-02-20T14:40:26.837Z for milliseconds, a full date for day
// and week.
func (in instant) appendRFC3339(dst []byte, p Precision) []byte {
	t := time.Unix(in.sec, in.nsec).UTC()
	y, mo, d := t.Date()
	dst = appendDigits(dst, y, 4)
	dst = append(dst, '-')
	dst = appendDigits(dst, int(mo), 2)
	dst = append(dst, '-')
	dst = appendDigits(dst, d, 2)
	if p == PrecisionDay || p == PrecisionWeek {
		return dst
	}
	h, mi, s := t.Clock()
	dst = append(dst, 'T')
	dst = appendDigits(dst, h, 2)
	dst = append(dst, ':')
	dst = appendDigits(dst, mi, 2)
	dst = append(dst, ':')
	dst = appendDigits(dst, s, 2)
	if digits := fractionDigits(p); digits > 0 {
		frac := in.nsec
		for i := digits; i < 9; i++ {
			frac /= 10
		}
		dst = append(dst, '.')
		dst = appendDigits(dst, int(frac), digits)
	}
	return append(dst, 'Z')
}

func (in instant) rfc3339(p Precision) string { return string(in.appendRFC3339(nil, p)) }

func fractionDigits(p Precision) int {
	switch p {
	case PrecisionCentisecond:
		return 2
	case PrecisionMillisecond:
		return 3
	case PrecisionMicrosecond:
		return 6
	case PrecisionTick:
		return 7
	case PrecisionNanosecond:
		return 9
	}
	return 0
}

// appendDigits writes n in decimal, zero-padded to width digits.
func appendDigits(dst []byte, n, width int) []byte {
	var buf [20]byte
	i := len(buf)
	for n > 0 || i > len(buf)-width {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	return append(dst, buf[i:]...)
}

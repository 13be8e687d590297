package decode

import "strings"

// epochLayout is a count of units since an epoch.
type epochLayout struct {
	name   string // the decoder name
	label  string
	unit   Precision
	offset int64 // seconds from 1970 to the layout's epoch
}

// The epoch layouts. WebKit (Chrome) counts microseconds since 1601 like
// FILETIME counts 100 ns; .NET DateTime ticks count 100 ns since 0001;
// Apple's absolute time counts seconds since 2001.
var (
	epochSeconds      = epochLayout{"epoch-s", "Unix time (seconds)", PrecisionSecond, 0}
	epochMillis       = epochLayout{"epoch-ms", "Unix time (milliseconds)", PrecisionMillisecond, 0}
	epochMicros       = epochLayout{"epoch-us", "Unix time (microseconds)", PrecisionMicrosecond, 0}
	epochNanos        = epochLayout{"epoch-ns", "Unix time (nanoseconds)", PrecisionNanosecond, 0}
	epochFiletime     = epochLayout{"filetime", "Windows FILETIME (100 ns since 1601)", PrecisionTick, epoch1601}
	epochWebKit       = epochLayout{"webkit", "WebKit/Chrome time (microseconds since 1601)", PrecisionMicrosecond, epoch1601}
	epochWebKitMillis = epochLayout{"webkit-ms", "WebKit time (milliseconds since 1601)", PrecisionMillisecond, epoch1601}
	epochDotNet       = epochLayout{"dotnet-ticks", ".NET DateTime ticks (100 ns since 0001)", PrecisionTick, epoch0001}
	epochMac          = epochLayout{"mac-absolute", "Apple absolute time (seconds since 2001)", PrecisionSecond, epoch2001}
	epochSecondsHex   = epochLayout{"epoch-s-hex", "Unix time (seconds, hexadecimal)", PrecisionSecond, 0}
	epochFiletimeHex  = epochLayout{"filetime-hex", "Windows FILETIME (hexadecimal)", PrecisionTick, epoch1601}
)

// at is the instant count units after the layout's epoch.
func (e epochLayout) at(count uint64) (instant, bool) { return fromUnits(count, e.unit, e.offset) }

// guess emits count read as e when the instant falls in the guessing
// window (2000 to 2040), with a low confidence: nothing but its size says
// the number is a time.
func (r *run) guess(l loc, e epochLayout, count uint64) bool {
	in, ok := e.at(count)
	if !ok || !in.within(year2000, year2040) {
		return false
	}
	r.emitTime(l, e.label, e.name, Low, in, e.unit)
	return true
}

// parseDigits reads an unsigned decimal of at most 19 digits (no sign,
// no leading '+'); ok is false for anything else.
func parseDigits(s string) (uint64, bool) {
	if s == "" || len(s) > 19 {
		return 0, false
	}
	var n uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + uint64(c-'0')
	}
	return n, true
}

// parseUint64 reads a decimal up to 2^64-1 (20 digits).
func parseUint64(s string) (uint64, bool) {
	if len(s) < 20 {
		return parseDigits(s)
	}
	if len(s) > 20 {
		return 0, false
	}
	head, ok := parseDigits(s[:19])
	if !ok || s[19] < '0' || s[19] > '9' || head > (1<<64-1-uint64(s[19]-'0'))/10 {
		return 0, false
	}
	return head*10 + uint64(s[19]-'0'), true
}

// parseHex reads up to 16 hexadecimal digits.
func parseHex(s string) (uint64, bool) {
	if s == "" || len(s) > 16 {
		return 0, false
	}
	var n uint64
	for i := 0; i < len(s); i++ {
		v, ok := hexValue(s[i])
		if !ok {
			return 0, false
		}
		n = n<<4 | uint64(v)
	}
	return n, true
}

func hexValue(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// epochByDigits reads a decimal count by its number of digits, the way
// such counts are written today: 10 digits seconds, 13 milliseconds, 16
// microseconds, 19 nanoseconds.
func epochByDigits(s string) (epochLayout, bool) {
	switch len(s) {
	case 10:
		return epochSeconds, true
	case 13:
		return epochMillis, true
	case 16:
		return epochMicros, true
	case 19:
		return epochNanos, true
	}
	return epochLayout{}, false
}

// decimalTime reads "1422779638", "1422779638.5" or "-1.25": seconds with
// an optional fraction (a JWT NumericDate, RFC 7519 section 2), exactly:
// the fraction's digits are the precision (at most 9).
func decimalTime(s string) (instant, Precision, bool) {
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	whole, frac, hasFrac := strings.Cut(s, ".")
	sec, ok := parseDigits(whole)
	if !ok || sec > uint64(maxRFC3339Sec) || (hasFrac && (frac == "" || len(frac) > 9)) {
		return instant{}, "", false
	}
	var nsec int64
	for i := 0; i < 9; i++ {
		nsec *= 10
		if i < len(frac) {
			c := frac[i]
			if c < '0' || c > '9' {
				return instant{}, "", false
			}
			nsec += int64(c - '0')
		}
	}
	in := instant{sec: int64(sec), nsec: nsec}
	if neg && (sec > 0 || nsec > 0) {
		in.sec = -in.sec
		if in.nsec > 0 {
			in.sec--
			in.nsec = nanosPerSecond - in.nsec
		}
	}
	return in, fractionPrecision(len(frac)), in.sec >= minRFC3339Sec
}

// fractionPrecision is the precision of a decimal with n fraction digits.
func fractionPrecision(n int) Precision {
	switch {
	case n == 0:
		return PrecisionSecond
	case n <= 2:
		return PrecisionCentisecond
	case n == 3:
		return PrecisionMillisecond
	case n <= 6:
		return PrecisionMicrosecond
	case n == 7:
		return PrecisionTick
	}
	return PrecisionNanosecond
}

// Value decoders for counts named by a rule: the rule's label, the
// layout's unit and confidence, and the times a server sets today
// (plausibleRuleTime).

// plausibleRuleTime reports whether a time a rule names (a search time,
// a link's expiry, a visit) is one a service could have set: 2000 to
// 2040. The parameter's name is no proof that its value is a time: qid=17
// is no Amazon search made in 1970, ex=0 no Discord link that expired
// then.
func plausibleRuleTime(in instant) bool { return in.within(year2000, year2040) }

func epochFunc(e epochLayout) valueFunc {
	return func(r *run, l loc, v string, ru *rule) {
		n, ok := parseDigits(strings.TrimSpace(v))
		if !ok {
			return
		}
		if in, ok := e.at(n); ok && plausibleRuleTime(in) {
			r.emitTime(l, ru.label, e.name, ru.conf, in, e.unit)
		}
	}
}

// epochAuto reads a count whose unit its number of digits gives.
func epochAuto(r *run, l loc, v string, ru *rule) {
	v = strings.TrimSpace(v)
	e, ok := epochByDigits(v)
	n, okn := parseDigits(v)
	if !ok || !okn {
		if in, p, ok := decimalTime(v); ok && strings.Contains(v, ".") && plausibleRuleTime(in) {
			r.emitTime(l, ru.label, "epoch-s", ru.conf, in, p)
		}
		return
	}
	if in, ok := e.at(n); ok && plausibleRuleTime(in) {
		r.emitTime(l, ru.label, e.name, ru.conf, in, e.unit)
	}
}

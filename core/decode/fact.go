package decode

import "time"

// Kind says what a fact's value is.
type Kind string

// The kinds of fact. A reader filters on them: every timestamp, every URL.
const (
	KindTimestamp   Kind = "timestamp"   // an instant, RFC 3339 UTC
	KindID          Kind = "id"          // an identifier read out of a value (a post id, a tenant id)
	KindDecoded     Kind = "decoded"     // what an encoding held (base64 text, a JSON member, bytes as hex)
	KindNumber      Kind = "number"      // a count, an index, a field of a layout (worker id, sequence)
	KindCoordinates Kind = "coordinates" // latitude,longitude in decimal degrees
	KindURL         Kind = "url"         // a URL found inside the value
	KindText        Kind = "text"        // words: a search query, a name a code stands for
	KindDuration    Kind = "duration"    // a length of time (a video start offset, a typing time)
	KindIP          Kind = "ip"          // an IP address written another way
	KindEmail       Kind = "email"       // an e-mail address
	KindHash        Kind = "hash"        // what a hexadecimal value may be a digest of
)

// Precision is how finely a timestamp's value is written: the RFC 3339
// text has exactly the fraction digits the precision gives.
type Precision string

// The precisions, coarsest first.
const (
	PrecisionNone        Precision = ""
	PrecisionWeek        Precision = "week"           // the Monday the week starts, a full date
	PrecisionDay         Precision = "day"            // a full date
	PrecisionSecond      Precision = "second"         // no fraction
	PrecisionCentisecond Precision = "centisecond"    // 2 digits (Sonyflake's 10 ms unit)
	PrecisionMillisecond Precision = "millisecond"    // 3 digits
	PrecisionMicrosecond Precision = "microsecond"    // 6 digits
	PrecisionTick        Precision = "100-nanosecond" // 7 digits (FILETIME, .NET ticks, UUID v1/v6)
	PrecisionNanosecond  Precision = "nanosecond"     // 9 digits
)

// Confidence says how sure the reading is.
type Confidence string

// High is a documented layout where it belongs (an X post id on x.com);
// medium a layout read where it is observed, not documented, or recognized
// by its shape alone with a check that seldom passes by chance; low a guess
// (a 10-digit number read as epoch seconds).
const (
	High   Confidence = "high"
	Medium Confidence = "medium"
	Low    Confidence = "low"
)

// Fact is one thing a value says.
type Fact struct {
	// At is where in the input the value was found: "query ei", "path 3"
	// (the third path segment), "path", "fragment", "fragment q", "host",
	// "input" for a bare value.
	At string
	// Kind, Label (what a person reads: "Google search time") and Value
	// (the text: a timestamp in RFC 3339 UTC, a number in decimal, bytes
	// in hexadecimal). Value may hold text decoded from the input: escape
	// it before showing it.
	Kind  Kind
	Label string
	Value string
	// Precision of a timestamp; PrecisionNone for any other kind.
	Precision Precision
	// Decoder is the name of the reading ("google-ei", "snowflake-x").
	Decoder    string
	Confidence Confidence
	// Chain is every step from the input to the value: At first, then each
	// decoding ("base64url", "protobuf 1", "json iat").
	Chain []string
	// Unix and Nanos are a timestamp's instant (seconds since 1970 and the
	// nanoseconds after), for showing it in another zone.
	Unix  int64
	Nanos int32
}

// AppendLocal appends a timestamp's instant in zone, with the fraction
// digits of its precision ("2019-02-20 15:40:26.837 CET"). It appends
// nothing for a fact that is no time with a clock (a day, a week), nor
// when zone is nil or reads as UTC: the value already says that.
func (f *Fact) AppendLocal(dst []byte, zone *time.Location) []byte {
	t, ok := f.Time()
	if !ok || zone == nil || f.Precision == PrecisionDay || f.Precision == PrecisionWeek {
		return dst
	}
	t = t.In(zone)
	if name, off := t.Zone(); off == 0 && (name == "UTC" || name == "") {
		return dst
	}
	return t.AppendFormat(dst, localLayout(f.Precision))
}

// localLayout is the local time's layout with the fraction digits of p.
func localLayout(p Precision) string {
	switch p {
	case PrecisionCentisecond:
		return "2006-01-02 15:04:05.00 MST"
	case PrecisionMillisecond:
		return "2006-01-02 15:04:05.000 MST"
	case PrecisionMicrosecond:
		return "2006-01-02 15:04:05.000000 MST"
	case PrecisionTick:
		return "2006-01-02 15:04:05.0000000 MST"
	case PrecisionNanosecond:
		return "2006-01-02 15:04:05.000000000 MST"
	}
	return "2006-01-02 15:04:05 MST"
}

// Time returns a timestamp's instant; ok is false for any other kind.
func (f *Fact) Time() (t time.Time, ok bool) {
	if f.Kind != KindTimestamp {
		return time.Time{}, false
	}
	return time.Unix(f.Unix, int64(f.Nanos)).UTC(), true
}

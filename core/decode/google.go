package decode

import (
	"encoding/binary"
	"strconv"
	"strings"
)

// googleEI reads a Google search ei: base64url of a little-endian 32-bit
// count of seconds since 1970, then three varints, the first the
// microseconds of that second (Kevin Jones, "How to decode the ei
// parameter in Google search", 2013). The time is when the results page
// was served.
func googleEI(r *run, l loc, v string, ru *rule) {
	b, ok := decodeBase64(v)
	if !ok || len(b) < 5 {
		return
	}
	sec := binary.LittleEndian.Uint32(b)
	rest := b[4:]
	var vals [3]uint64
	for i := range vals {
		n := 0
		if vals[i], n = readVarint(rest); n == 0 {
			return
		}
		rest = rest[n:]
	}
	if vals[0] >= microsPerSecond {
		return
	}
	in := instant{sec: int64(sec), nsec: int64(vals[0]) * 1000}
	if !in.within(year2000, year2040) {
		return
	}
	bl := l.then(stepName(v))
	r.emitTime(bl, ru.label, "google-ei", ru.conf, in, PrecisionMicrosecond)
	r.emit(bl, KindNumber, "Google ei third value (meaning unknown)", strconv.FormatUint(vals[1], 10), "google-ei", Low)
	r.emit(bl, KindNumber, "Google ei fourth value (meaning unknown; ved field 13.1.3 repeats it)", strconv.FormatUint(vals[2], 10), "google-ei", Low)
}

// googleVED reads a Google result-click ved: a version digit, then (for 0
// and 2) base64url of a protocol buffers message whose fields 1, 2, 5, 6
// and 7 are the link index, the link type, the sub-result and result
// positions and the first result's rank on the page (Kevin Jones, "How to
// decode the ved parameter", 2013), and whose field 13.1.1 is a time in
// microseconds since 1970, near when the results page was served.
func googleVED(r *run, l loc, v string, ru *rule) {
	if len(v) < 2 || (v[0] != '0' && v[0] != '2') {
		return
	}
	b, ok := decodeBase64(v[1:])
	if !ok {
		return
	}
	fields, ok := parseProto(b)
	if !ok {
		return
	}
	bl := l.then("version " + v[:1]).then("base64url")
	labels := [...]struct {
		num   uint64
		label string
	}{{1, "Google result link index"}, {2, "Google result link type"}, {5, "Google sub-result position"},
		{6, "Google result position"}, {7, "Google results start (rank of the first result on the page)"}}
	for _, x := range labels {
		f, ok := protoField(fields, x.num)
		if !ok || f.wire != 0 {
			continue
		}
		val := strconv.FormatUint(f.value, 10)
		if x.num == 2 {
			if name := r.d.name("ved-type", val); name != "" {
				val += " (" + name + ")"
			}
		}
		r.emit(bl.then("protobuf "+strconv.FormatUint(x.num, 10)), KindNumber, x.label, val, "google-ved", ru.conf)
	}
	if f, ok := protoPath(fields, 13, 1, 1); ok && f.wire == 0 {
		if in, ok := fromUnits(f.value, PrecisionMicrosecond, 0); ok && in.within(year2000, year2040) {
			r.emitTime(bl.then("protobuf 13.1.1"), ru.label, "google-ved", ru.conf, in, PrecisionMicrosecond)
		}
	}
	if f, ok := protoPath(fields, 13, 1, 3); ok && f.wire == 0 {
		r.emit(bl.then("protobuf 13.1.3"), KindNumber, "Google ved field 13.1.3 (the ei's fourth value)", strconv.FormatUint(f.value, 10), "google-ved", Low)
	}
}

// googleSXSRF reads sxsrf: a token, ':', and milliseconds since 1970
// (the time of the page the search was made from).
func googleSXSRF(r *run, l loc, v string, ru *rule) {
	i := strings.LastIndexByte(v, ':')
	if i < 0 {
		return
	}
	ms, ok := parseDigits(v[i+1:])
	if !ok {
		return
	}
	if in, ok := fromUnits(ms, PrecisionMillisecond, 0); ok && in.within(year2000, year2040) {
		r.emitTime(l.then("after ':'"), ru.label, "google-sxsrf", ru.conf, in, PrecisionMillisecond)
	}
}

// googleAQS reads Chrome's assisted query stats:
// chrome.<selected>.<matches>.<ms>j<trial>j<page class>, matches joined by
// 'j', each <type>[i<subtype>…][l<count>] (Chromium
// components/omnibox/browser/autocomplete_controller.cc,
// UpdateAssistedQueryStats and UpdateSearchboxStats).
func googleAQS(r *run, l loc, v string, ru *rule) {
	parts := strings.SplitN(v, ".", 4)
	if len(parts) < 3 || parts[0] == "" {
		return
	}
	r.emit(l, KindText, "Chrome omnibox client", parts[0], "google-aqs", ru.conf)
	if parts[1] == "" {
		r.emit(l, KindText, "Chrome omnibox suggestion chosen", "none (what was typed)", "google-aqs", ru.conf)
	} else if _, ok := parseDigits(parts[1]); ok {
		r.emit(l, KindNumber, "Chrome omnibox suggestion chosen (index from 0)", parts[1], "google-aqs", ru.conf)
	}
	index := 0
	for _, m := range strings.Split(parts[2], "j") {
		if m == "" || index > 64 {
			continue
		}
		desc, count := r.omniboxMatch(m)
		if desc == "" {
			return
		}
		at := strconv.Itoa(index)
		if count > 1 {
			at += "-" + strconv.Itoa(index+count-1)
		}
		r.emit(l, KindText, "Chrome omnibox suggestion "+at, desc, "google-aqs", ru.conf)
		index += count
	}
	if len(parts) == 4 {
		r.experimentStats(l, parts[3], "google-aqs", ru.conf)
	}
}

// omniboxMatch describes one aqs match, "69i60l2": its suggest type, its
// subtypes and how many matches it stands for.
func (r *run) omniboxMatch(m string) (string, int) {
	count := 1
	if i := strings.IndexByte(m, 'l'); i >= 0 {
		n, ok := parseDigits(m[i+1:])
		if !ok || n == 0 || n > 64 {
			return "", 0
		}
		count, m = int(n), m[:i]
	}
	codes := strings.Split(m, "i")
	for _, c := range codes {
		if _, ok := parseDigits(c); !ok {
			return "", 0
		}
	}
	var b strings.Builder
	b.WriteString(m)
	b.WriteString(": type ")
	b.WriteString(r.named("omnibox-type", codes[0]))
	for _, sub := range codes[1:] {
		b.WriteString(", subtype ")
		b.WriteString(r.named("omnibox-subtype", sub))
	}
	return b.String(), count
}

// named is "code (name)" when names table t knows code, else code.
func (r *run) named(t, code string) string {
	if n := r.d.name(t, code); n != "" {
		return code + " (" + n + ")"
	}
	return code
}

// experimentStats reads "<ms>j<trial>j<page class>": the query formulation
// time (from the first character typed to the suggestion chosen), whether
// a field trial triggered, and the page the omnibox was used on.
func (r *run) experimentStats(l loc, s, decoder string, c Confidence) {
	f := strings.Split(s, "j")
	if len(f) != 3 {
		return
	}
	if ms, ok := parseDigits(f[0]); ok {
		r.emit(l, KindDuration, "Chrome omnibox query formulation time", millisText(ms), decoder, c)
	}
	switch f[1] {
	case "0":
		r.emit(l, KindText, "Chrome omnibox field trial triggered", "no", decoder, c)
	case "1":
		r.emit(l, KindText, "Chrome omnibox field trial triggered", "yes", decoder, c)
	}
	if _, ok := parseDigits(f[2]); ok {
		r.emit(l, KindText, "Chrome omnibox page classification", r.named("page-class", f[2]), decoder, c)
	}
}

// millisText writes a count of milliseconds as seconds: "2.855 seconds".
func millisText(ms uint64) string {
	s := strconv.FormatUint(ms/1000, 10)
	if frac := ms % 1000; frac != 0 {
		f := strconv.FormatUint(frac+1000, 10)[1:]
		s += "." + strings.TrimRight(f, "0")
	}
	if s == "1" {
		return "1 second"
	}
	return s + " seconds"
}

// googleSearchboxStats reads gs_lcrp, Chrome's searchbox stats
// (ChromeSearchboxStats, Chromium third_party/metrics_proto
// chrome_searchbox_stats.proto): base64url protocol buffers with the
// client (2), the suggestion chosen (5: index 1, type 2, subtypes 3), the
// suggestions shown (6), and the experiment stats string (26).
func googleSearchboxStats(r *run, l loc, v string, ru *rule) {
	b, ok := decodeBase64(v)
	if !ok {
		return
	}
	fields, ok := parseProto(b)
	if !ok {
		return
	}
	bl := l.then("base64url")
	for _, f := range fields {
		switch {
		case f.num == 2 && f.wire == 2 && isText(f.bytes):
			r.emit(bl.then("protobuf 2"), KindText, "Chrome omnibox client", string(f.bytes), "google-gs_lcrp", ru.conf)
		case f.num == 5 && f.wire == 2:
			r.suggestionInfo(bl.then("protobuf 5"), f.bytes, "Chrome omnibox suggestion chosen", ru.conf)
		case f.num == 6 && f.wire == 2:
			r.suggestionInfo(bl.then("protobuf 6"), f.bytes, "Chrome omnibox suggestion shown", ru.conf)
		case f.num == 26 && f.wire == 2 && isText(f.bytes):
			r.experimentStats(bl.then("protobuf 26"), string(f.bytes), "google-gs_lcrp", ru.conf)
		case f.num == 37 && f.wire == 0:
			r.emit(bl.then("protobuf 37"), KindNumber, "Chrome omnibox zero-prefix suggestions shown",
				strconv.FormatUint(f.value, 10), "google-gs_lcrp", ru.conf)
		}
	}
}

// suggestionInfo reads a SuggestionInfo: index (1), type (2), subtypes (3,
// packed or not).
func (r *run) suggestionInfo(l loc, b []byte, label string, c Confidence) {
	fields, ok := parseProto(b)
	if !ok {
		return
	}
	var index, typ string
	var subs []string
	for _, f := range fields {
		switch {
		case f.num == 1 && f.wire == 0:
			index = strconv.FormatUint(f.value, 10)
		case f.num == 2 && f.wire == 0:
			typ = strconv.FormatUint(f.value, 10)
		case f.num == 3 && f.wire == 0:
			subs = append(subs, strconv.FormatUint(f.value, 10))
		case f.num == 3 && f.wire == 2:
			for p := f.bytes; len(p) > 0 && len(subs) < 64; {
				v, n := readVarint(p)
				if n == 0 {
					break
				}
				subs = append(subs, strconv.FormatUint(v, 10))
				p = p[n:]
			}
		}
	}
	if typ == "" {
		return
	}
	var s strings.Builder
	if index != "" {
		s.WriteString("#" + index + ": ")
	}
	s.WriteString("type " + r.named("omnibox-type", typ))
	for _, sub := range subs {
		s.WriteString(", subtype " + r.named("omnibox-subtype", sub))
	}
	r.emit(l, KindText, label, s.String(), "google-gs_lcrp", c)
}

// googleRLZ reads an RLZ string (rogerta/rlz HowToReadAnRlzString.md):
// version 1, a two-character access point, a four-character brand code,
// 'c' or '_' (cannibalized or not), a two- or five-character language,
// then an install cohort and a first-search cohort, each a country and a
// week count since 2003-02-03.
func googleRLZ(r *run, l loc, v string, ru *rule) {
	if len(v) < 10 || v[0] != '1' || (v[7] != 'c' && v[7] != '_') || !isAlnum(v[1:7]) {
		return
	}
	const dec = "google-rlz"
	r.emit(l, KindText, "RLZ access point", r.named("rlz-ap", v[1:3]), dec, ru.conf)
	r.emit(l, KindID, "RLZ brand code (distribution channel)", v[3:7], dec, ru.conf)
	cannibal := "no"
	if v[7] == 'c' {
		cannibal = "yes (a user before this installation)"
	}
	r.emit(l, KindText, "RLZ cannibalized", cannibal, dec, ru.conf)
	rest := v[8:]
	lang := rest[:2]
	if !isLetters(lang) {
		return
	}
	rest = rest[2:]
	if len(rest) >= 3 && rest[0] == '-' && isLetters(rest[1:3]) {
		lang, rest = lang+rest[:3], rest[3:]
	}
	name := r.d.name("language", strings.ToLower(lang[:2]))
	if name == "" {
		name = lang
	} else {
		name += " (" + lang + ")"
	}
	r.emit(l, KindText, "RLZ language", name, dec, ru.conf)
	for _, which := range []string{"RLZ install cohort", "RLZ first search cohort"} {
		country, week, n := rlzCohort(rest)
		if n == 0 {
			return
		}
		rest = rest[n:]
		in := instant{sec: rlzWeekZero + int64(week)*secondsPerWeek}
		if c := r.d.name("country", country); c != "" {
			country = c + " (" + country + ")"
		}
		r.emit(l, KindText, which+" country", country, dec, ru.conf)
		r.emitTime(l, which+" week", dec, ru.conf, in, PrecisionWeek)
	}
}

// rlzWeekZero is 2003-02-03, the week RLZ cohorts count from.
const rlzWeekZero = 1044230400

// rlzCohort reads a cohort: two letters and 1 to 4 digits; n is how much
// of s it takes (0 for none). The digits run into the next cohort's
// letters, so the count ends at the first letter.
func rlzCohort(s string) (country string, week uint64, n int) {
	if len(s) < 3 || !isLetters(s[:2]) {
		return "", 0, 0
	}
	end := 2
	for end < len(s) && end < 6 && isDigit(s[end]) {
		end++
	}
	week, ok := parseDigits(s[2:end])
	if !ok {
		return "", 0, 0
	}
	return strings.ToUpper(s[:2]), week, end
}

func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isAlpha(s[i]) {
			return false
		}
	}
	return s != ""
}

func isAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isAlpha(s[i]) && !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// googleUULE reads the location a search was made for: "w+" and base64 of
// a message whose field 4 is the location's canonical name (the form
// Google's location tools make), or "a+" and base64 of a text message
// with latitude_e7, longitude_e7, radius and a timestamp in microseconds.
func googleUULE(r *run, l loc, v string, ru *rule) {
	if len(v) < 4 || v[1] != '+' && v[1] != ' ' {
		return
	}
	b, ok := decodeBase64(v[2:])
	if !ok {
		return
	}
	bl := l.then(v[:1] + "+").then(stepName(v[2:]))
	switch v[0] {
	case 'w':
		fields, ok := parseProto(b)
		if !ok {
			return
		}
		if f, ok := protoField(fields, 4); ok && f.wire == 2 && isText(f.bytes) {
			r.emit(bl.then("protobuf 4"), KindText, ru.label+" (canonical name)", string(f.bytes), "google-uule", ru.conf)
		}
	case 'a':
		if isText(b) {
			r.uuleText(bl, string(b), ru)
		}
	}
}

// uuleText reads the text form: "role: 1 producer: 12 timestamp: …
// latlng { latitude_e7: … longitude_e7: … } radius: …".
func (r *run) uuleText(l loc, s string, ru *rule) {
	get := func(key string) (string, bool) {
		i := strings.Index(s, key+":")
		if i < 0 {
			return "", false
		}
		rest := strings.TrimLeft(s[i+len(key)+1:], " ")
		end := 0
		for end < len(rest) && (isDigit(rest[end]) || end == 0 && rest[end] == '-') {
			end++
		}
		return rest[:end], end > 0
	}
	if lat, ok := get("latitude_e7"); ok {
		if lng, ok := get("longitude_e7"); ok {
			la, ok1 := e7Degrees(lat, 90)
			lo, ok2 := e7Degrees(lng, 180)
			if ok1 && ok2 {
				r.emit(l, KindCoordinates, ru.label+" (coordinates)", la+","+lo, "google-uule", ru.conf)
			}
		}
	}
	if rad, ok := get("radius"); ok {
		r.emit(l, KindNumber, ru.label+" (radius, mm)", rad, "google-uule", ru.conf)
	}
	if ts, ok := get("timestamp"); ok {
		if n, ok := parseDigits(ts); ok {
			if in, ok := fromUnits(n, PrecisionMicrosecond, 0); ok && in.within(year2000, year2040) {
				r.emitTime(l, ru.label+" (time)", "google-uule", ru.conf, in, PrecisionMicrosecond)
			}
		}
	}
}

// e7Degrees writes a count of 1e-7 degrees as decimal degrees, exactly;
// ok is false past ±limit degrees (90 for a latitude, 180 for a
// longitude).
func e7Degrees(s string, limit uint64) (string, bool) {
	neg := strings.HasPrefix(s, "-")
	n, ok := parseDigits(strings.TrimPrefix(s, "-"))
	if !ok || n > limit*10000000 {
		return "", false
	}
	out := strconv.FormatUint(n/10000000, 10) + "." + strconv.FormatUint(n%10000000+10000000, 10)[1:]
	if neg {
		out = "-" + out
	}
	return out, true
}

// googleClickID reads a gclid: base64url protocol buffers. Its first
// field was, in the 2013 form, a time in microseconds since 1970 (Kevin
// Jones, "How to decode the gclid parameter"); later forms nest it. The
// first varint, depth first, that is a plausible time in microseconds is
// the click's time.
func googleClickID(r *run, l loc, v string, ru *rule) {
	b, ok := decodeBase64(v)
	if !ok {
		return
	}
	fields, ok := parseProto(b)
	if !ok {
		return
	}
	if path, in, ok := firstMicros(fields, "", 0); ok {
		r.emitTime(l.then("base64url").then("protobuf "+path), ru.label, "google-gclid", ru.conf, in, PrecisionMicrosecond)
	}
}

func firstMicros(fields []pbField, prefix string, depth int) (string, instant, bool) {
	for _, f := range fields {
		path := prefix + strconv.FormatUint(f.num, 10)
		switch f.wire {
		case 0:
			if in, ok := fromUnits(f.value, PrecisionMicrosecond, 0); ok && in.within(1262304000, year2040) {
				return path, in, true
			}
		case 2:
			if depth >= 4 {
				continue
			}
			if inner, ok := parseProto(f.bytes); ok {
				if p, in, ok := firstMicros(inner, path+".", depth+1); ok {
					return p, in, true
				}
			}
		}
	}
	return "", instant{}, false
}

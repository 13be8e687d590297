package decode

import (
	"strconv"
	"strings"
)

// queryText reads a search engine's q: the words searched, or, on a
// redirect page (Google's /url?q=…), the target URL, read again.
func queryText(r *run, l loc, v string, ru *rule) {
	if isURL(v) {
		if !r.hasURL(v) {
			r.emit(l, KindURL, "Redirect target", v, "url", ru.conf)
		}
		if t, ok := asLink(v); ok {
			r.link(&t, v, l.steps(), 1)
		}
		return
	}
	// A scheme and no space: a redirect's target of another scheme
	// (javascript:, data:), not words searched for.
	if scheme, _, ok := cutScheme(v); ok && len(scheme) > 1 && !hasSpace(v) && !strings.ContainsRune(v, '\t') {
		r.emit(l, KindURL, "Redirect target (not http)", v, "url", ru.conf)
		return
	}
	textFunc(r, l, v, ru)
}

// epochHexSeconds reads Unix seconds written in hexadecimal (Discord's
// signed CDN links).
func epochHexSeconds(r *run, l loc, v string, ru *rule) {
	n, ok := parseHex(v)
	if !ok || len(v) > 12 {
		return
	}
	if in, ok := fromUnits(n, PrecisionSecond, 0); ok && plausibleRuleTime(in) {
		r.emitTime(l.then("hexadecimal"), ru.label, "epoch-s-hex", ru.conf, in, PrecisionSecond)
	}
}

// gaClientID reads a Google Analytics client id: "<random>.<seconds>"
// (the first visit's Unix time), alone or after "GA1.<level>." in the
// _ga cookie's form.
func gaClientID(r *run, l loc, v string, ru *rule) {
	f := strings.Split(v, ".")
	if len(f) == 4 && strings.HasPrefix(f[0], "GA") {
		f = f[2:]
	}
	if len(f) != 2 {
		return
	}
	if _, ok := parseDigits(f[0]); !ok {
		return
	}
	sec, ok := parseDigits(f[1])
	if !ok {
		return
	}
	r.emit(l, KindID, "Google Analytics client id", f[0]+"."+f[1], "ga-client", ru.conf)
	if in, ok := fromUnits(sec, PrecisionSecond, 0); ok && in.within(1104537600, year2040) {
		r.emitTime(l, "Google Analytics first visit (client id)", "ga-client", ru.conf, in, PrecisionSecond)
	}
}

// gaLinker reads the _gl linker: "1*<checksum>*<key>*<base64>…" — each
// value base64 (with '.' for '='); the _ga value is a client id, the
// _ga_<stream> value a session ("GS1.1.<session start>.…").
func gaLinker(r *run, l loc, v string, ru *rule) {
	f := strings.Split(v, "*")
	if len(f) < 4 || f[0] != "1" {
		return
	}
	for i := 2; i+1 < len(f); i += 2 {
		key, val := f[i], strings.ReplaceAll(f[i+1], ".", "=")
		b, ok := decodeBase64(val)
		if !ok || !isText(b) {
			continue
		}
		kl := l.then("linker " + key).then("base64")
		s := string(b)
		r.emit(kl, KindDecoded, "Google Analytics linker "+key, s, "ga-linker", ru.conf)
		switch {
		case key == "_ga":
			gaClientID(r, kl, s, ru)
		case strings.HasPrefix(key, "_ga_"):
			gaSession(r, kl, s, ru)
		}
	}
}

// gaSession reads a GA4 session cookie value "GS1.1.<session start>.…"
// (or the newer "GS2.1.s<start>$o…" form): the session's start time.
func gaSession(r *run, l loc, s string, ru *rule) {
	f := strings.Split(s, ".")
	if len(f) < 3 {
		return
	}
	start := f[2]
	if strings.HasPrefix(start, "s") {
		start, _, _ = strings.Cut(start[1:], "$")
	}
	if sec, ok := parseDigits(start); ok {
		if in, ok := fromUnits(sec, PrecisionSecond, 0); ok && in.within(1104537600, year2040) {
			r.emitTime(l, "Google Analytics session start", "ga-linker", ru.conf, in, PrecisionSecond)
		}
	}
}

// hubspotHSTC reads __hstc: domain hash, user token, then the first,
// previous and current visit times in milliseconds and the session count.
func hubspotHSTC(r *run, l loc, v string, ru *rule) {
	f := strings.Split(v, ".")
	if len(f) != 6 {
		return
	}
	const dec = "hubspot-hstc"
	r.emit(l, KindID, "HubSpot user token (hubspotutk)", f[1], dec, ru.conf)
	for i, label := range []string{"HubSpot first visit", "HubSpot previous visit", "HubSpot current visit"} {
		if ms, ok := parseDigits(f[2+i]); ok {
			if in, ok := fromUnits(ms, PrecisionMillisecond, 0); ok && plausibleRuleTime(in) {
				r.emitTime(l, label, dec, ru.conf, in, PrecisionMillisecond)
			}
		}
	}
	if n, ok := parseDigits(f[5]); ok {
		r.emit(l, KindNumber, "HubSpot session count", strconv.FormatUint(n, 10), dec, ru.conf)
	}
}

// hubspotHSSC reads __hssc: domain hash, page views in the session, and
// the session's start in milliseconds.
func hubspotHSSC(r *run, l loc, v string, ru *rule) {
	f := strings.Split(v, ".")
	if len(f) != 3 {
		return
	}
	const dec = "hubspot-hssc"
	if n, ok := parseDigits(f[1]); ok {
		r.emit(l, KindNumber, "HubSpot page views in the session", strconv.FormatUint(n, 10), dec, ru.conf)
	}
	if ms, ok := parseDigits(f[2]); ok {
		if in, ok := fromUnits(ms, PrecisionMillisecond, 0); ok && plausibleRuleTime(in) {
			r.emitTime(l, "HubSpot session start", dec, ru.conf, in, PrecisionMillisecond)
		}
	}
}

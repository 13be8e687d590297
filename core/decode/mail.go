package decode

import (
	"encoding/binary"
	"encoding/hex"
	"strings"
)

// safeLinksData reads the data parameter of a Microsoft Safe Links URL:
// '|'-separated fields, as published links show them
// (05|02|recipient|link id|tenant id|0|0|ticks|Unknown|base64 client
// info|…): the recipient's address, the tenant (organization) id, and
// when the link was rewritten, in .NET ticks. Microsoft does not document
// the layout: the confidence is medium.
func safeLinksData(r *run, l loc, v string, ru *rule) {
	f := strings.Split(v, "|")
	if len(f) < 8 || len(f[0]) != 2 {
		return
	}
	const dec = "safelinks-data"
	r.emit(l, KindNumber, "Safe Links data version", f[0]+"|"+f[1], dec, ru.conf)
	if strings.Count(f[2], "@") == 1 {
		r.emit(l, KindEmail, "Safe Links recipient", f[2], dec, ru.conf)
	}
	if g, ok := guidText(f[3]); ok {
		r.emit(l, KindID, "Safe Links link or message id", g, dec, ru.conf)
	}
	if g, ok := guidText(f[4]); ok {
		r.emit(l, KindID, "Microsoft 365 tenant id", g, dec, ru.conf)
	}
	if ticks, ok := parseDigits(f[7]); ok {
		if in, ok := epochDotNet.at(ticks); ok && in.within(year2000, year2040) {
			r.emitTime(l, "Safe Links rewrite time", dec, ru.conf, in, PrecisionTick)
		}
	}
	if len(f) > 9 && len(f[9]) >= 8 {
		if b, ok := decodeBase64(f[9]); ok && isText(b) {
			bl := l.then("field 10").then(stepName(f[9]))
			s := string(b)
			r.emit(bl, KindDecoded, "Safe Links client information", s, dec, ru.conf)
			if _, j, ok := strings.Cut(s, "|"); ok {
				r.json(bl.then("after |"), []byte(j), 0)
			}
		}
	}
}

// guidText writes 32 hexadecimal digits as a GUID (8-4-4-4-12); a GUID
// already so written is returned as it is.
func guidText(s string) (string, bool) {
	if _, ok := parseUUID(s); !ok {
		return "", false
	}
	if len(s) == 36 {
		return strings.ToLower(s), true
	}
	s = strings.ToLower(s)
	return s[:8] + "-" + s[8:12] + "-" + s[12:16] + "-" + s[16:20] + "-" + s[20:], true
}

// fbclid reads a Facebook click id: the old form (IwAR…) is opaque; the
// newer forms are two characters, then base64url of field names each
// followed by a length byte and a value ("extn" "aem", "brid" …), then
// optionally "_aem_" and base64url of an Aggregated Event Measurement
// hash. Meta documents neither layout; the names are read as unfurl
// (parse_facebook.py) reads them.
func fbclid(r *run, l loc, v string, ru *rule) {
	const dec = "fbclid"
	if len(v) < 8 {
		return
	}
	if strings.HasPrefix(v, "IwAR") || strings.HasPrefix(v, "iwar") {
		return // the older form: opaque
	}
	body, aem, hasAEM := strings.Cut(v[2:], "_aem_")
	if hasAEM {
		if b, ok := decodeBase64(aem); ok {
			r.emit(l.then("after _aem_").then("base64url"), KindID, "Facebook Aggregated Event Measurement hash", hex.EncodeToString(b), dec, ru.conf)
		}
	}
	b, ok := decodeBase64(body)
	if !ok {
		return
	}
	bl := l.then("after " + v[:2]).then("base64url")
	for _, key := range []string{"extn", "brid", "app_id", "adid", "srtc", "clck"} {
		i := strings.Index(string(b), key)
		if i < 0 || i+len(key) >= len(b) {
			continue
		}
		n := int(b[i+len(key)])
		val := b[i+len(key)+1:]
		if n == 0 || n > len(val) {
			continue
		}
		val = val[:n]
		text := string(val)
		if !isText(val) {
			text = hex.EncodeToString(val)
		}
		r.emit(bl, KindDecoded, "Facebook click id field "+key, text, dec, ru.conf)
	}
}

// marketoToken reads mkt_tok: base64 of the sending instance's Munchkin
// account id (NNN-XXX-NNN), then binary; the eight bytes after the id,
// read as big-endian milliseconds since 1970, give a time near the send
// when plausible (an observation, not a documented layout). An older form is base64 JSON, read as
// JSON.
func marketoToken(r *run, l loc, v string, ru *rule) {
	b, ok := decodeBase64(v)
	if !ok {
		return
	}
	bl := l.then(stepName(v))
	if len(b) > 0 && b[0] == '{' && r.json(bl, b, 0) {
		return
	}
	if len(b) < 11 || !isMunchkin(b[:11]) {
		return
	}
	r.emit(bl, KindID, "Marketo Munchkin account id", string(b[:11]), "marketo", ru.conf)
	if rest := b[11:]; len(rest) >= 8 {
		ms := binary.BigEndian.Uint64(rest[:8])
		if in, ok := fromUnits(ms, PrecisionMillisecond, 0); ok && in.within(1262304000, year2040) {
			r.emitTime(bl, "Marketo token time (undocumented: near the send)", "marketo", Low, in, PrecisionMillisecond)
		}
	}
}

// isMunchkin reports whether b is NNN-XXX-NNN (digits, upper-case
// letters and digits).
func isMunchkin(b []byte) bool {
	if len(b) != 11 || b[3] != '-' || b[7] != '-' {
		return false
	}
	for i, c := range b {
		if i == 3 || i == 7 {
			continue
		}
		if !isDigit(c) && !('A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

package decode

import (
	"encoding/hex"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/formvalue"
)

// mailto reads a mailto: URL (RFC 6068): the addresses of the path and of
// to, cc and bcc, and the subject and body.
func (p *part) mailto() {
	const dec = "mailto"
	for _, a := range strings.Split(formvalue.PercentDecode(p.l.path), ",") {
		if a = strings.TrimSpace(a); a != "" {
			p.r.emit(p.loc("path"), KindEmail, "mailto: to", a, dec, High)
		}
	}
	for _, q := range pairsOf(p.l.query) {
		key := strings.ToLower(q.Key)
		// RFC 6068 hfvalues are percent-encoded; '+' is a plus sign.
		v := formvalue.PercentDecode(q.RawValue)
		switch key {
		case "to", "cc", "bcc":
			for _, a := range strings.Split(v, ",") {
				if a = strings.TrimSpace(a); a != "" {
					p.r.emit(p.loc("query "+q.Key), KindEmail, "mailto: "+key, a, dec, High)
				}
			}
		case "subject", "body":
			p.r.emit(p.loc("query "+q.Key), KindText, "mailto: "+key, v, dec, High)
		}
	}
}

// magnet reads a magnet link (BitTorrent BEP 9, and the magnet URI scheme
// draft's xt, dn, xl, tr, ws, as, xs, kt parameters): the content's hash
// (a BitTorrent info hash in hexadecimal or base32, or a multihash), its
// name, size, trackers and sources.
func (p *part) magnet() {
	const dec = "magnet"
	for _, q := range pairsOf(p.l.query) {
		key := q.Key
		if i := strings.IndexByte(key, '.'); i > 0 {
			key = key[:i] // xt.1, tr.2: numbered forms
		}
		l := p.loc("query " + q.Key)
		switch key {
		case "xt":
			p.magnetTopic(l, q.Value)
		case "dn":
			p.r.emit(l, KindText, "Magnet display name", q.Value, dec, High)
		case "xl":
			if n, ok := parseDigits(q.Value); ok {
				p.r.emit(l, KindNumber, "Magnet exact length (bytes)", strconv.FormatUint(n, 10), dec, High)
			}
		case "tr":
			p.r.emit(l, KindURL, "Magnet tracker", q.Value, dec, High)
		case "ws":
			p.r.emit(l, KindURL, "Magnet web seed", q.Value, dec, High)
		case "as", "xs":
			p.r.emit(l, KindURL, "Magnet source", q.Value, dec, High)
		case "kt":
			p.r.emit(l, KindText, "Magnet keywords", q.Value, dec, High)
		case "so":
			p.r.emit(l, KindText, "Magnet selected files", q.Value, dec, High)
		}
	}
}

// magnetTopic reads an exact topic: urn:btih: (a BitTorrent v1 info hash,
// 40 hexadecimal digits or 32 base32 characters), urn:btmh: (a v2
// multihash), or another urn.
func (p *part) magnetTopic(l loc, v string) {
	const dec = "magnet"
	lower := strings.ToLower(v)
	switch {
	case strings.HasPrefix(lower, "urn:btih:"):
		h := v[len("urn:btih:"):]
		if len(h) == 32 {
			if b, ok := base32Std(h); ok {
				h = hex.EncodeToString(b)
			}
		}
		p.r.emit(l, KindID, "BitTorrent info hash (v1, SHA-1)", strings.ToLower(h), dec, High)
	case strings.HasPrefix(lower, "urn:btmh:"):
		p.r.emit(l, KindID, "BitTorrent info hash (v2, multihash)", strings.ToLower(v[len("urn:btmh:"):]), dec, High)
	default:
		p.r.emit(l, KindID, "Magnet exact topic", v, dec, High)
	}
}

// base32Std decodes RFC 4648 base32 without padding (upper or lower case).
func base32Std(s string) ([]byte, bool) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	var out []byte
	var acc uint64
	bits := 0
	for i := 0; i < len(s); i++ {
		v := strings.IndexByte(alphabet, upper(s[i]))
		if v < 0 {
			return nil, false
		}
		acc = acc<<5 | uint64(v)
		bits += 5
		if bits >= 8 {
			bits -= 8
			out = append(out, byte(acc>>bits))
		}
	}
	return out, true
}

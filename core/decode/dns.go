package decode

import (
	"encoding/binary"
	"strconv"
	"strings"
)

// dohMessage reads the dns parameter of a DNS-over-HTTPS GET (RFC 8484
// section 4.1): base64url of a DNS message (RFC 1035 section 4.1). It
// emits the message id, whether it is a query, and each question's
// name, type and class — only when the bytes are a message: an assigned
// opcode (0-6, RFC 6895 section 2.2) and 1 to 16 questions that all
// parse. Any 12 bytes have a header's shape.
func dohMessage(r *run, l loc, v string, ru *rule) {
	b, ok := decodeBase64(v)
	if !ok || len(b) < 12 {
		return
	}
	id := binary.BigEndian.Uint16(b)
	flags := binary.BigEndian.Uint16(b[2:])
	qd := int(binary.BigEndian.Uint16(b[4:]))
	if opcode := flags >> 11 & 0xF; opcode > 6 || qd < 1 || qd > maxDNSQuestions {
		return
	}
	var qs [maxDNSQuestions]dnsQuestion
	off := 12
	for q := 0; q < qd; q++ {
		name, n, ok := dnsName(b, off)
		if !ok || n+4 > len(b) {
			return
		}
		qs[q] = dnsQuestion{name, binary.BigEndian.Uint16(b[n:]), binary.BigEndian.Uint16(b[n+2:])}
		off = n + 4
	}
	bl := l.then("base64url").then("dns message")
	const dec = "dns"
	kind := "query"
	if flags&0x8000 != 0 {
		kind = "response"
	}
	r.emit(bl, KindNumber, "DNS message id", strconv.Itoa(int(id)), dec, ru.conf)
	r.emit(bl, KindText, "DNS message kind", kind, dec, ru.conf)
	for _, q := range qs[:qd] {
		r.emit(bl, KindText, "DNS question name", q.name, dec, ru.conf)
		r.emit(bl, KindText, "DNS question type", r.named("dns-type", strconv.Itoa(int(q.qtype))), dec, ru.conf)
		r.emit(bl, KindText, "DNS question class", r.named("dns-class", strconv.Itoa(int(q.qclass))), dec, ru.conf)
	}
}

// maxDNSQuestions bounds the questions read; a query has one.
const maxDNSQuestions = 16

type dnsQuestion struct {
	name          string
	qtype, qclass uint16
}

// dnsName reads a domain name at off: labels, each a length byte and its
// bytes, to a zero byte, with compression pointers followed at most 16
// times. end is the offset after the name where it was read.
func dnsName(b []byte, off int) (name string, end int, ok bool) {
	var s strings.Builder
	end = -1
	for jumps := 0; ; {
		if off >= len(b) {
			return "", 0, false
		}
		n := int(b[off])
		switch {
		case n == 0:
			if end < 0 {
				end = off + 1
			}
			if s.Len() == 0 {
				return ".", end, true
			}
			return s.String(), end, true
		case n&0xC0 == 0xC0:
			if off+1 >= len(b) || jumps == 16 {
				return "", 0, false
			}
			if end < 0 {
				end = off + 2
			}
			off = int(binary.BigEndian.Uint16(b[off:]) & 0x3FFF)
			jumps++
		case n&0xC0 != 0 || off+1+n > len(b) || s.Len() > 255:
			return "", 0, false
		default:
			s.Write(b[off+1 : off+1+n])
			s.WriteByte('.')
			off += 1 + n
		}
	}
}

package decode

import (
	"encoding/binary"
	"encoding/hex"
	"strconv"

	"github.com/linkscope/linkscope/core/whatwg"
)

// hashGuess names the digests a hexadecimal value's length fits
// (hashcat's example hashes): nothing but the length says it, so the
// confidence is low.
func (r *run) hashGuess(l loc, v string) bool {
	var names string
	switch len(v) {
	case 32:
		names = "MD5, NTLM or MD4"
	case 40:
		names = "SHA-1 (or RIPEMD-160)"
	case 56:
		names = "SHA-224 or SHA3-224"
	case 64:
		names = "SHA-256 or SHA3-256"
	case 96:
		names = "SHA-384 or SHA3-384"
	case 128:
		names = "SHA-512 or SHA3-512"
	default:
		return false
	}
	r.emit(l, KindHash, "Possible hash (by its length)", names, "hash", Low)
	return true
}

// ipv4Host reads a host written as an IPv4 address in another form (a
// 32-bit integer, hexadecimal, octal parts, fewer than four parts) the
// way a browser does (URL Standard, IPv4 parser), returning the dotted
// form; ok is false for a dotted-decimal host or a name.
func ipv4Host(host string) (string, bool) {
	digits := false
	for i := 0; i < len(host); i++ {
		c := host[i]
		switch {
		case isDigit(c):
			digits = true
		case c == '.' || c == 'x' || c == 'X' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F':
		default:
			return "", false
		}
	}
	if !digits || isDottedDecimal(host) {
		return "", false
	}
	u, err := whatwg.Parse("http://"+host+"/", nil)
	if err != nil || u.HostKind() != whatwg.HostIPv4 {
		return "", false
	}
	ip := u.Hostname()
	return ip, ip != host
}

// metasploitChecksums are the 8-bit sums of the characters of the URIs
// Metasploit's HTTP payloads request, by mode (rapid7/metasploit-framework
// lib/rex/payloads/meterpreter/uri_checksum.rb).
func (r *run) metasploitChecksum(sum int) string {
	return r.d.name("metasploit-checksum", strconv.Itoa(sum))
}

// metasploit reads a path segment as a Metasploit payload URI: four
// characters whose byte sum (mod 256) is one of the checksums Metasploit's
// handlers accept (the stager's request, a false positive 5 times in
// 256), or 27 or more base64url characters that start with a payload UUID
// whose platform, architecture and time are plausible
// (lib/msf/core/payload/uuid.rb: 8 bytes of payload id, two XOR keys,
// platform and architecture XORed with them, a 32-bit time XORed with
// them both).
// It reads 4 characters or 27 and more: segmentLengths says so too.
func metasploit(r *run, l loc, v string, ru *rule) {
	if len(v) == 4 && base64Shape(v) != b64None {
		if mode := r.metasploitChecksum(checksum8(v)); mode != "" {
			r.emit(l, KindText, "Metasploit URI checksum matches (5 in 256 paths match by chance)", mode, "metasploit", Low)
		}
		return
	}
	// A payload URI is the UUID's 22 characters padded with at least 5
	// more until the whole sums to a mode's checksum (uri_checksum.rb,
	// generate_uri_uuid; its handler reads a UUID only from such a URI):
	// without both checks, 4 random 22-character slugs in 100 pass the
	// platform, architecture and time test below.
	if len(v) < metasploitUUIDURIMin || !isBase64URLChars(v) || r.metasploitChecksum(checksum8(v)) == "" {
		return
	}
	b, ok := decodeBase64(v[:22])
	if !ok || len(b) != 16 {
		return
	}
	x1, x2 := b[8], b[9]
	platform := r.d.name("metasploit-platform", strconv.Itoa(int(b[10]^x1)))
	arch := r.d.name("metasploit-arch", strconv.Itoa(int(b[11]^x2)))
	ts := binary.BigEndian.Uint32(b[12:16]) ^ (uint32(x1)<<24 | uint32(x2)<<16 | uint32(x1)<<8 | uint32(x2))
	in, ok := fromUnits(uint64(ts), PrecisionSecond, 0)
	// Metasploit's own filter: a time from 2015 on, and a platform or an
	// architecture it knows.
	if !ok || !in.within(1420070400, year2040) || (platform == "" && arch == "") {
		return
	}
	bl := l.then("base64url")
	r.emit(bl, KindID, "Metasploit payload UUID: payload id", hex.EncodeToString(b[:8]), "metasploit", ru.conf)
	if platform != "" {
		r.emit(bl, KindText, "Metasploit payload platform", platform, "metasploit", ru.conf)
	}
	if arch != "" {
		r.emit(bl, KindText, "Metasploit payload architecture", arch, "metasploit", ru.conf)
	}
	r.emitTime(bl, "Metasploit payload generated", "metasploit", ru.conf, in, PrecisionSecond)
}

// metasploitUUIDURIMin is URI_CHECKSUM_UUID_MIN_LEN: the shortest
// payload URI that holds a payload UUID (rapid7/metasploit-framework
// lib/rex/payloads/meterpreter/uri_checksum.rb).
const metasploitUUIDURIMin = 5 + 22

// checksum8 is Rex::Text.checksum8: the bytes' sum modulo 256.
func checksum8(v string) int {
	sum := 0
	for i := 0; i < len(v); i++ {
		sum += int(v[i])
	}
	return sum % 256
}

func isBase64URLChars(v string) bool {
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !isAlpha(c) && !isDigit(c) && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// isDottedDecimal reports whether host is already an IPv4 address as a
// browser writes it: four decimal parts, no leading zeros.
func isDottedDecimal(host string) bool {
	parts, n, digits := 1, 0, 0
	for i := 0; i < len(host); i++ {
		c := host[i]
		switch {
		case c == '.':
			if digits == 0 || parts == 4 {
				return false
			}
			parts, n, digits = parts+1, 0, 0
		case isDigit(c):
			if digits > 0 && n == 0 {
				return false // a leading zero
			}
			n, digits = n*10+int(c-'0'), digits+1
			if n > 255 {
				return false
			}
		default:
			return false
		}
	}
	return digits > 0 && parts == 4
}

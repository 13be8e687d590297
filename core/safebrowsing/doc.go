// Package safebrowsing computes what a Google Safe Browsing client hashes
// for a URL: the canonical URL, the host-suffix / path-prefix expressions
// and their SHA-256 hashes and hash prefixes, as the "URLs and Hashing"
// document specifies.
//
// Canonicalization follows the document's order: trim, remove tab/CR/LF,
// remove the fragment, percent-unescape repeatedly, canonicalize the host
// (dots, IDN to punycode, IPv4 in any inet_aton form, IPv6, lower case) and
// the path (dot segments, slash runs), then percent-escape every byte
// <= 0x20, >= 0x7f, '#' and '%' with upper-case hex. The components are
// split before unescaping, so an escaped '/', '?' or '#' never moves a
// component boundary (http://host%23.com/ keeps host "host#.com").
//
// Every expression is a substring of the canonical URL (a host suffix runs
// on into a path prefix), so a Hasher produces a whole Result with one
// allocation: the canonical URL string.
package safebrowsing

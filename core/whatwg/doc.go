// Package whatwg reads a link as a browser does: the URL Standard's basic
// URL parser (url.spec.whatwg.org, section 4.4), host parser (IPv4 in all
// its forms, IPv6, opaque hosts, domain to ASCII by UTS #46 through
// core/whatwg/uts46 on Unicode 17.0.0 data), percent-encode sets,
// serializer, origin and the URL API's getters (Href, Protocol, Username,
// Password, Host, Hostname, Port, Pathname, Search, Hash, Origin), with the
// values the JavaScript URL class returns.
//
// Unlike a browser it names every validation error the standard defines
// (ErrorKind, named as in the standard's validation error table) with the
// byte offset in the input where it arose, and on failure which error
// failed the parse and why (Error).
//
// A URL is its serialization and the offsets of its components in it,
// after Ada's url_aggregator: parsing writes one buffer, getters slice it,
// and Parse allocates only that buffer on the common path. The common
// shape of a special URL (a host that needs at most domain to ASCII, a
// decimal port, a path, query and fragment that need no encoding and hold
// no dot segment) is read in one pass that writes what the general states
// would (fast.go; TestFastPathAgrees and FuzzFastPath hold it to them). A
// Reader, for batches, writes each href in one buffer it reuses and
// remembers each host's UTS #46 work: no allocation per link.
//
// Readings puts the RFC 3986 reading (core/uri) beside the browser's.
// A component differs when the two readings name different things: each
// side is first brought to the form that RFC 3986 section 6.2.2 (case,
// percent-encoding, dot segments) and 6.2.3 (default port, empty path of a
// special URL), and RFC 3987 section 3.1 (IDNA form of a host) make
// equivalent, and percent-escapes are decoded except those of the bytes
// that give the component its structure ("/" "?" "#" "%" in a path; "&"
// "=" "+" ";" "#" "%" in a query; "%" in a fragment). So the case of a
// scheme, a default port, "%41" for "A", "ü" for "%C3%BC" change nothing;
// a backslash read as "/", an authority ended early or late, a name read
// as an IPv4 address ("0x7f.1") or a host the browser refuses do.
// HostDiffers is the parser-differential question alone. The rule's cases
// are testdata/whatwg/differences.tsv.
//
// Tests: every row of web-platform-tests url/resources/urltestdata.json
// and IdnaTestV2.json (transcribed in testdata/whatwg), the standard's
// validation error examples, and a differential test against Node's URL
// (skipped without node; LINKSCOPE_REQUIRE_NODE=1 makes it fail instead).
package whatwg

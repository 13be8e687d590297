// Package decode reads what the opaque values of a link say, offline:
// when the Google search behind it ran (ei, ved, sxsrf), when a post or a
// message was created (the snowflake in an X, Discord, Instagram, TikTok,
// LinkedIn or Mastodon URL, a Bluesky TID), what a base64, JSON, JWT or
// protobuf value holds, who a Safe Links data= field was sent to and when.
// Each reading is a Fact: where it was found, its kind, a label, the
// value, a timestamp's precision, the decoder and a confidence, and the
// chain of steps that led to it.
//
// What grows is data: sites.tsv says which parameter or path segment on
// which host is read by which decoder (a source per row), names.tsv what
// the codes of a parameter stand for. Code is kept for bit layouts: the
// snowflakes (ids.go), UUIDs, ULIDs, KSUIDs and ObjectIds (uuid.go),
// epoch counts (epoch.go), Google's values (google.go), and the nested
// decoder (expand.go): percent-encoding, base64 and base64url, zlib and
// gzip, JSON and JWT, a blind protobuf reading, and a URL read again, each
// step in the chain, with depth, size, work and cycle bounds.
//
// Times are computed with integer arithmetic only and written in RFC 3339
// UTC with exactly the fraction digits their unit gives. A layout is read
// only where its time is plausible; a guess (a 10-digit number read as
// epoch seconds) says so with a low confidence.
//
// A link whose host and parameters the tables do not know costs a host
// lookup, a map lookup per parameter and a shape test per value: most
// links hold nothing to decode. Nothing here does I/O.
package decode

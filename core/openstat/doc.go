// Package openstat implements the Openstat marker, version 1.0: a four-field
// campaign tag (service;campaign;ad;source) carried in a URL's query as
// `_openstat=…` or in its fragment, percent-encoded or URL-safe base64.
//
// Decoding follows the canonical algorithm of the marker specification read
// together with its examples and the reference implementation's vectors (see
// "Openstat marker" in docs/spec.md): the last `_openstat` query pair wins, the
// fragment is searched only when the query holds none, the value is
// percent-decoded with `+` as a space and then base64-decoded when it is made
// only of the URL-safe alphabet. An invalid marker is ignored as if absent,
// but Decode still says exactly why.
package openstat

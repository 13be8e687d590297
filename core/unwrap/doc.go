// Package unwrap recognises wrapper links whose destination is written
// inside them — mail security gateways (Safe Links, Proofpoint, Barracuda,
// Trend Micro, Cisco, Sophos, …), senders' click trackers (Amazon SES,
// Mandrill, Postmark, …), link shims, search redirects and affiliate deep
// links — and decodes the destination exactly, layer by layer, with no
// network. What it knows is data: wrappers.tsv, one row per wrapper form,
// each with the document, reference decoder or published link it follows.
// Senders whose target is stored on their servers (shorteners, SendGrid,
// Mailchimp, Mimecast, …) are named opaque, never guessed.
//
// Each layer is decoded the way its wrapper encodes: a query value is
// percent-decoded once, so the target's own escapes (%2F, %26), tracking
// parameters, fragment and non-ASCII text come out byte for byte; only a
// value that one decoding leaves still percent-encoded is decoded again
// (three rounds at most), and base64 or JSON is read when that is what the
// value holds (value.go).
//
// The generic rule (generic.go) is honest about itself: on a host and path
// the table knows as a redirector, the first query value, path segment or
// fragment that decodes to an absolute http(s) URL is the target, and the
// layer says so ("generic:url", "generic:base64", "generic:json"). On any
// other link such a URL is only reported in Result.Embedded: a search
// page's q= or a login page's next= is not where the link goes.
//
// Whether a decoded string is a link to follow is decided in one place,
// targetProblem. A link whose host is no wrapper's host costs a host scan,
// a few map lookups and one pass over its query and path.
package unwrap

// Package unwrap recognises wrapper links whose destination is written
// inside them (Google /url, Outlook Safe Links, Proofpoint URL Defense,
// link shims, affiliate deep links, …) and decodes the destination exactly,
// layer by layer, with no network. What it knows is data: wrappers.tsv, one
// row per wrapper form, each with the document or reference decoder it
// follows. Opaque shorteners (bit.ly, t.co, …) are named, never guessed.
//
// Each layer is decoded exactly once: the target's own escapes (%2F, %26),
// tracking parameters, fragment and non-ASCII text come out byte for byte as
// the wrapper carried them. A link whose host is no wrapper's host costs a
// host scan and a few map lookups.
package unwrap

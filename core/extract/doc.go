// Package extract finds the links in pasted text: plain text and chat
// messages, Markdown, HTML and raw email (.eml), including IRIs and the
// defanged forms threat-intelligence reports use (hxxp, [.], [:]).
//
// The rules follow the GFM autolink extension (GFM spec section 6.9) and
// linkify-it (markdown-it/linkify-it): a link starts at a known scheme or at
// "www.", runs until white space or '<', and loses its trailing
// punctuation; a closing bracket is kept only when it closes a bracket of
// the link. Bare domains ("example.com") are links only when Options.Bare
// asks for them and the last label is a top-level domain of the public
// suffix list (no network).
//
// Every scan is a single forward pass with bounded look-back, so the time
// is linear in the input whatever it holds. Stream finds the same links in
// text or HTML given in pieces, holding a bounded part of it; Scan and
// Stream report what they cut or left unread (a run of text without white
// space past MaxLinkLength, markup past MaxMarkupLength, MIME parts
// deeper than MaxDepth, relative links past what waits for a <base>) as
// Diagnostics: nothing is dropped in silence.
package extract

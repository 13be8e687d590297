// Package render writes the commands' reports for people: the plain-text
// forms of inspect, unwrap, follow, compare, sb, pcm and conventions
// check, and audit's text and HTML reports. JSON is written by the core
// packages themselves; dispatch, flags and input live in cli. Every piece
// of input text is escaped (core/textsafe) before it is written, and the
// HTML report escapes it again as HTML.
package render

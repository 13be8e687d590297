// Package uri is an exact RFC 3986 engine: it splits a URI reference into
// its components as written (Parse, ParseLenient), recomposes it (String),
// resolves references against a base (Resolve, section 5.2) and normalizes
// URIs one named rule at a time (Normalize), recording what each rule
// changed.
//
// It deliberately does not build on net/url: net/url decodes components and
// re-encodes them on output, so it cannot say which step changed which
// bytes, turns %2F into / and rewrites query pairs. Here every component is
// a substring of the input until a rule changes it, and a rule changes only
// what its name says.
package uri

// Package pcm builds and checks the links, URLs and reports of Private Click
// Measurement (W3C Privacy CG draft, "Private Click Measurement"; its
// sections are cited as §N below and in docs/spec.md).
//
// Three things travel between the parties and each has a checker here:
//
//   - the click source link: an <a> element with attributionsourceid and
//     attributiondestination (ValidateLink, Link.Anchor);
//   - the triggering event URL the destination redirects to
//     (TriggerURL, ParseTrigger);
//   - the attribution report the browser posts later (ReportURL, Report).
//
// The document leaves the parsing of a received triggering event URL to the
// user agent, so ParseTrigger follows what a shipping browser does: WebKit's
// PrivateClickMeasurement::parseAttributionRequest (Source/WebCore/loader/
// PrivateClickMeasurement.cpp), rule by rule, each with a stable id (Rule*
// constants) that the CLI and the UI show next to the human reason.
//
// Sites are registrable domains (eTLD+1) computed offline from the Public
// Suffix List compiled into golang.org/x/net/publicsuffix.
package pcm

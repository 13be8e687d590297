package inspect

import (
	"strings"

	"github.com/linkscope/linkscope/core/whatwg"
)

// maxKeptBrowserItems is the most validation errors or differences whose
// memory an Inspector keeps for the next link.
const maxKeptBrowserItems = 1 << 10

// readAsBrowser reads the input (trimmed) as a browser does and puts its
// RFC 3986 reading beside it. The parser's positions are in the trimmed
// link; they are moved to the input's.
func (in *Inspector) readAsBrowser(r *Report) {
	raw, link := r.Input, r.link // trimmed once, by read
	if cap(in.verrs) > maxKeptBrowserItems || cap(in.diffs) > maxKeptBrowserItems {
		in.verrs, in.diffs = nil, nil // one hostile line: do not hold its memory for the next
	}
	rec := &r.Browser
	rfc := whatwg.RFCReading{Ref: &r.URI, OK: r.URIErr == nil, Strict: len(r.URIWarnings) == 0}
	in.browser.InspectRead(rec, link, rfc, in.verrs[:0], in.diffs[:0])
	in.verrs, in.diffs = rec.Validation, rec.Differs
	if rec.Err == nil {
		d := &rec.Display
		d.Host, d.Rule, d.HostJSON = in.displays.ChromeHostnameJSON(rec.URL.Hostname(), rec.URL.IsSpecial())
	}
	if len(link) != len(raw) {
		shiftBrowser(rec, raw, strings.Index(raw, link))
	}
}

// shiftBrowser makes the record describe raw: its positions move by lead
// bytes, the whitespace before the link in raw.
func shiftBrowser(rec *whatwg.Record, raw string, lead int) {
	if lead <= 0 {
		return
	}
	rec.Input = raw
	for i := range rec.Validation {
		rec.Validation[i].Pos += lead
	}
	if e, ok := rec.Err.(*whatwg.Error); ok {
		e.Input, e.Pos = raw, e.Pos+lead // e.Errors shares Validation's array: moved above
	}
}

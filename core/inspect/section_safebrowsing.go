package inspect

import (
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/core/whatwg"
)

// AsWritten is the Safe Browsing lookup of a link as written, when a
// browser reads it otherwise: its result, or why it has none.
type AsWritten struct {
	Result *safebrowsing.Result
	Err    error
}

// safeBrowsingSection is what a Safe Browsing client looks up for the
// link. Chrome's client canonicalizes the URL the browser parsed: when the
// browser takes the link to another host than its RFC 3986 reading (a
// backslash before an '@'), the section reads the browser's URL and keeps
// the link as written beside it.
var safeBrowsingSection = Section{
	Name: "safebrowsing", Keys: []string{"safebrowsing"}, Doc: sectionDoc("safebrowsing"), shown: 100, needs: readTarget,
	compute: (*Inspector).lookupSafeBrowsing,
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		dst = appendKey(dst, "safebrowsing")
		if r.SafeBrowsingErr != nil {
			return safebrowsing.AppendErrorJSON(dst, r.SafeBrowsingErr)
		}
		dst = r.SafeBrowsing.AppendJSONFields(append(dst, '{'))
		dst = append(dst, `,"reading":`...)
		if r.SafeBrowsingAsWritten == nil {
			return append(dst, `"as-written","as_written":null}`...)
		}
		dst = append(dst, `"browser","as_written":`...)
		if w := r.SafeBrowsingAsWritten; w.Err != nil {
			return append(safebrowsing.AppendErrorJSON(dst, w.Err), '}')
		}
		return append(r.SafeBrowsingAsWritten.Result.AppendJSON(dst), '}')
	},
	appendText: func(dst []byte, r *Report) []byte {
		if r.SafeBrowsingErr != nil {
			return plaintext.AppendField(dst, 0, "safebrowsing", "cannot canonicalize: "+r.SafeBrowsingErr.Error())
		}
		if r.SafeBrowsingAsWritten == nil {
			return r.SafeBrowsing.AppendText(dst)
		}
		dst = plaintext.AppendField(dst, 0, "safebrowsing", "the URL a browser reads (its host is not the one the link seems to name)")
		dst = r.SafeBrowsing.AppendText(dst)
		if w := r.SafeBrowsingAsWritten; w.Err != nil {
			return plaintext.AppendField(dst, 0, "as written", "cannot canonicalize the link as an RFC 3986 reader takes it: "+w.Err.Error())
		}
		dst = plaintext.AppendField(dst, 0, "as written", "the link as an RFC 3986 reader takes it, not where a browser goes")
		return r.SafeBrowsingAsWritten.Result.AppendText(dst)
	},
}

// lookupSafeBrowsing computes the Safe Browsing section of the analysed
// link, from the browser's URL when a browser reads another host in it
// (or reads a host where the link as written has none: https:\\evil/).
func (in *Inspector) lookupSafeBrowsing(r *Report) {
	if in.opts.Steps {
		r.SafeBrowsing, r.SafeBrowsingSteps, r.SafeBrowsingErr = in.hasher.LookupSteps(r.subject, in.opts.HostRule)
	} else {
		r.SafeBrowsing, r.SafeBrowsingErr = in.hasher.Lookup(r.subject, in.opts.HostRule)
	}
	if !in.mayDiffer(r) {
		return
	}
	read := in.readBoth(r)
	if !read.BrowserOK || !in.browser.HostDiffers(&read) {
		return
	}
	written, writtenErr := r.SafeBrowsing, r.SafeBrowsingErr
	if written != nil {
		written = written.Clone() // the Hasher's next lookup overwrites it
	}
	browser, err := in.hasher.Lookup(read.Browser.Href(), in.opts.HostRule)
	if err != nil || (written != nil && browser.Canonical.URL == written.Canonical.URL) {
		r.SafeBrowsing = written
		return
	}
	r.SafeBrowsing, r.SafeBrowsingErr, r.SafeBrowsingSteps = browser, nil, nil
	r.SafeBrowsingAsWritten = &AsWritten{Result: written, Err: writtenErr}
}

// readBoth reads the analysed link by RFC 3986 and as a browser does,
// with the Inspector's memory of the hosts it met (IDNA is the costly part
// of a browser's reading of an IDN link). The browser's URL is valid until
// the Inspector's next browser reading. When the link is the input itself,
// the input's RFC 3986 reading is the one the Inspector did already.
func (in *Inspector) readBoth(r *Report) whatwg.Readings {
	link := r.Analysed
	var read whatwg.Readings
	if in.reads&readRFC != 0 && link == r.Input {
		read.RFC, read.RFCOK = r.URI, r.URIErr == nil
	} else if ref, _, err := uri.ParseLenient(link); err == nil {
		read.RFC, read.RFCOK = ref, true
	}
	if u, err := in.browser.Parse(link, nil); err == nil {
		read.Browser, read.BrowserOK = u, true
	}
	return read
}

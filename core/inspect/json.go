package inspect

import (
	"errors"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/risk"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
)

// AppendJSON appends the report as one JSON object with the contract's keys,
// writing only the sections that were computed.
func (r *Report) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = append(dst, `"input":`...)
	dst, input := jsonw.AppendStringWritten(dst, r.Input)
	if r.Has(SectionURI) {
		dst = append(dst, `,"uri":`...)
		dst = appendURI(dst, r)
	}
	if r.Has(SectionUnwrapped) {
		dst = append(dst, `,"unwrapped":`...)
		dst = append(r.Unwrapped.AppendJSONFieldsAfter(append(dst, '{'), input), '}')
	}
	if r.Has(SectionOpenstat) {
		dst = append(dst, `,"openstat":`...)
		dst = r.Openstat.AppendJSON(dst)
	}
	if r.Has(SectionTracking) {
		dst = append(dst, `,"tracking":`...)
		dst = tracking.AppendMatchesJSON(dst, r.Tracking)
		dst = append(dst, `,"clean":`...)
		dst = jsonw.AppendString(dst, r.Clean)
	}
	if r.Has(SectionNormalized) {
		dst = append(dst, `,"normalized":`...)
		dst = appendNormalized(dst, r)
	}
	if r.Has(SectionSafeBrowsing) {
		dst = append(dst, `,"safebrowsing":`...)
		if r.SafeBrowsingErr != nil {
			dst = safebrowsing.AppendErrorJSON(dst, r.SafeBrowsingErr)
		} else {
			dst = r.SafeBrowsing.AppendJSON(dst)
		}
	}
	if r.Has(SectionPCM) && r.PCM != nil {
		dst = append(dst, `,"pcm":`...)
		dst = r.PCM.AppendJSON(dst)
	}
	if r.Has(SectionConventions) {
		dst = append(dst, `,"conventions":`...)
		dst = conventions.AppendFindingsJSON(dst, r.Conventions)
	}
	if r.Has(SectionParams) {
		dst = append(dst, `,"params":`...)
		dst = query.AppendPairsJSON(dst, r.Params)
	}
	if r.Has(SectionRisks) {
		dst = append(dst, `,"risks":`...)
		dst = risk.AppendRisksJSON(dst, r.Risks)
		dst = append(dst, `,"target_risks":`...)
		dst = risk.AppendRisksJSON(dst, r.TargetRisks)
	}
	if r.Has(SectionPlaceholders) {
		dst = append(dst, `,"placeholders":`...)
		dst = placeholder.AppendJSON(dst, r.Placeholders)
	}
	if r.Has(SectionBrowser) {
		dst = append(dst, `,"browser":`...)
		dst = r.Browser.AppendInspectJSON(dst)
	}
	return append(dst, '}')
}

func appendURI(dst []byte, r *Report) []byte {
	if r.URIErr != nil {
		return appendError(dst, r.URIErr)
	}
	dst = r.URI.AppendJSON(dst)
	dst = dst[:len(dst)-1] // reopen the object for the keys the Reference cannot know
	forms := r.HostForms
	dst = append(dst, `,"host_unicode":`...)
	dst = jsonw.AppendStringOrNull(dst, forms.Unicode, forms.IsRegName)
	dst = append(dst, `,"host_ascii":`...)
	dst = jsonw.AppendStringOrNull(dst, forms.ASCII, forms.HasASCII)
	dst = append(dst, `,"warnings":`...)
	dst = append(dst, '[')
	for i, w := range r.URIWarnings {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = jsonw.AppendString(dst, w.String())
	}
	return append(dst, ']', '}')
}

func appendNormalized(dst []byte, r *Report) []byte {
	if r.NormalizedErr != nil {
		return appendError(dst, r.NormalizedErr)
	}
	return r.Normalized.AppendJSON(dst)
}

// appendError writes a section that failed: {"error"}, with the
// "position" of a URI syntax error.
func appendError(dst []byte, err error) []byte {
	var pe *uri.ParseError
	if errors.As(err, &pe) {
		return pe.AppendJSON(dst)
	}
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "error")
	dst = jsonw.AppendString(dst, err.Error())
	return append(dst, '}')
}

// AppendErrorJSON appends the record of a line that could not be inspected
// at all (an empty or overlong line): its input and the error.
func AppendErrorJSON(dst []byte, input, msg string) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "input")
	dst = jsonw.AppendString(dst, input)
	dst = jsonw.AppendKey(dst, "error")
	dst = jsonw.AppendString(dst, msg)
	return append(dst, '}')
}

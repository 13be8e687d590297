package render

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/pcm"
	"github.com/linkscope/linkscope/core/safebrowsing"
	"github.com/linkscope/linkscope/core/textsafe"
)

// Report appends the human report of one URL: a few labelled lines
// per section, every piece of input text escaped.
func Report(dst []byte, r *inspect.Report) []byte {
	dst = appendField(dst, 0, "input", r.Input)
	if r.Has(inspect.SectionRisks) {
		dst = appendRisks(dst, "risks", "", r.Risks)
		if r.Unwrapped.Wrapped() {
			dst = appendRisks(dst, "target risks", " of the unwrapped target", r.TargetRisks)
		}
	}
	if r.Has(inspect.SectionURI) {
		dst = appendURI(dst, r)
	}
	if r.Has(inspect.SectionBrowser) {
		dst = BrowserReading(dst, &r.Browser)
	}
	if r.Has(inspect.SectionUnwrapped) {
		dst = appendUnwrapped(dst, r)
	}
	if r.Has(inspect.SectionOpenstat) {
		dst = appendOpenstat(dst, &r.Openstat)
	}
	if r.Has(inspect.SectionTracking) {
		dst = appendTracking(dst, r)
	}
	if r.Has(inspect.SectionParams) {
		dst = appendParams(dst, r.Params)
	}
	if r.Has(inspect.SectionNormalized) {
		dst = appendNormalizedReport(dst, r)
	}
	if r.Has(inspect.SectionPCM) && r.PCM != nil {
		dst = appendField(dst, 0, "pcm", string(PCMSummary(nil, r.PCM)))
	}
	if r.Has(inspect.SectionSafeBrowsing) {
		if r.SafeBrowsingErr != nil {
			dst = appendField(dst, 0, "safebrowsing", "cannot canonicalize: "+r.SafeBrowsingErr.Error())
		} else {
			dst = appendSB(dst, r.SafeBrowsing)
		}
	}
	if r.Has(inspect.SectionConventions) {
		dst = appendConventionsReport(dst, r.Conventions)
	}
	return trimNewline(dst)
}

// Summary appends the one-line form used for stdin in plain mode, so
// that output line N answers input line N.
func Summary(dst []byte, r *inspect.Report) []byte {
	dst = textsafe.AppendEscaped(dst, r.Input)
	dst = append(dst, "\topenstat="...)
	d := &r.Openstat
	switch {
	case d.Found:
		dst = textsafe.AppendEscaped(dst, d.Marker.String())
	case d.Candidate:
		dst = append(dst, "ignored ("...)
		dst = textsafe.AppendEscaped(dst, d.Reason)
		dst = append(dst, ')')
	default:
		dst = append(dst, "none"...)
	}
	if r.Analysed != strings.TrimSpace(r.Input) {
		dst = append(dst, "\tunwrapped="...)
		dst = textsafe.AppendEscaped(dst, r.Analysed)
	}
	return dst
}

// appendURI appends the RFC 3986 components as written, or where the
// input stops being a URI reference.
func appendURI(dst []byte, r *inspect.Report) []byte {
	if r.URIErr != nil {
		return appendField(dst, 0, "uri", "not a URI reference: "+r.URIErr.Error())
	}
	u := &r.URI
	dst = appendField(dst, 0, "uri", "RFC 3986 components, as written")
	parts := []struct {
		label, value string
		has          bool
	}{
		{"scheme", u.Scheme, u.HasScheme}, {"userinfo", u.Userinfo, u.HasUserinfo},
		{"host", u.Host + "  (" + u.HostType.String() + ")", u.HasAuthority}, {"port", u.Port, u.HasPort},
		{"path", u.Path, true}, {"query", u.Query, u.HasQuery}, {"fragment", u.Fragment, u.HasFragment},
	}
	for _, p := range parts {
		if p.has {
			dst = appendField(dst, 1, p.label, p.value)
		}
		if label, other, ok := inspect.HostFormsOf(*u).Other(u.Host); ok && p.label == "host" {
			dst = appendField(dst, 1, label, other+"  (IDNA)") // the other form, as the terminal UI shows it
		}
	}
	for _, w := range r.URIWarnings {
		dst = appendField(dst, 1, "warning", w.String())
	}
	return dst
}

// appendNormalizedReport appends the normalized URL and each step that
// changed something, before -> after, with its class.
func appendNormalizedReport(dst []byte, r *inspect.Report) []byte {
	if r.NormalizedErr != nil {
		return appendField(dst, 0, "normalized", "not possible: "+r.NormalizedErr.Error())
	}
	n := &r.Normalized
	dst = appendField(dst, 0, "normalized", n.URL)
	for _, s := range n.Steps {
		dst = appendField(dst, 1, s.Rule.String()+" ("+s.Rule.Class().String()+")", s.Before+"  ->  "+s.After)
	}
	return dst
}

// appendSB appends the canonical URL and each expression with its 4-byte
// hash prefix, as hashes.search takes it.
func appendSB(dst []byte, res *safebrowsing.Result) []byte {
	dst = appendField(dst, 0, "canonical", res.Canonical.URL)
	dst = appendField(dst, 0, "expressions", strconv.Itoa(len(res.Expressions))+" ("+res.Rule.String()+" host rule; SHA-256 prefix, expression)")
	for i, e := range res.Expressions {
		dst = append(dst, "  "...)
		dst = res.Hashes[i].AppendHex(dst, safebrowsing.Prefix4)
		dst = append(dst, "    "...)
		dst = textsafe.AppendEscaped(dst, e)
		dst = append(dst, '\n')
	}
	return dst
}

func appendTracking(dst []byte, r *inspect.Report) []byte {
	if len(r.Tracking) == 0 {
		return appendField(dst, 0, "tracking", "none")
	}
	dst = appendField(dst, 0, "tracking", strconv.Itoa(len(r.Tracking))+" parameter(s)")
	for _, m := range r.Tracking {
		about := m.Param.Owner + ", " + string(m.Param.Kind)
		if m.Param.Family != "" {
			about += ", family " + m.Param.Family
		}
		dst = appendField(dst, 1, m.Key, m.Value+"  ("+about+")")
		if !m.Dropped() {
			dst = appendField(dst, 2, "kept", m.KeptBecause)
		}
	}
	return appendField(dst, 1, "clean", r.Clean)
}

func appendOpenstat(dst []byte, d *openstat.Decoded) []byte {
	switch {
	case d.Found:
		dst = appendField(dst, 0, "openstat", "found in the "+d.Place.String()+", "+d.Encoding.String()+" form, at byte "+strconv.Itoa(d.Pos))
		for i, v := range d.Marker.Fields() {
			dst = appendField(dst, 1, openstat.FieldNames[i], v)
		}
	case d.Candidate:
		dst = appendField(dst, 0, "openstat", "ignored: "+d.Reason)
		dst = appendField(dst, 1, "raw", d.Raw)
		for i, f := range d.Fields {
			dst = appendField(dst, 1, "field "+strconv.Itoa(i+1), f)
		}
	default:
		msg := "none"
		if d.Reason != "" {
			msg = "none: " + d.Reason
		}
		dst = appendField(dst, 0, "openstat", msg)
	}
	for _, w := range d.Warnings {
		dst = appendField(dst, 1, "warning", w)
	}
	return dst
}

// appendField appends "label  value\n" at an indent level, the value
// escaped: it may come from the input.
func appendField(dst []byte, level int, label, value string) []byte {
	for range level {
		dst = append(dst, "  "...)
	}
	dst = append(dst, label...)
	for i := len(label) + 2*level; i < 12; i++ {
		dst = append(dst, ' ')
	}
	dst = append(dst, ' ')
	dst = textsafe.AppendEscaped(dst, value)
	return append(dst, '\n')
}

func trimNewline(b []byte) []byte {
	if n := len(b); n > 0 && b[n-1] == '\n' {
		return b[:n-1]
	}
	return b
}

// PCMSummary appends one line about a PCM URL: its kind and values,
// or the rule that failed and why.
func PCMSummary(dst []byte, p *pcm.Parsed) []byte {
	dst = append(dst, p.Kind...)
	if !p.Valid {
		dst = append(dst, " invalid ["...)
		dst = append(dst, p.Rule...)
		dst = append(dst, "]: "...)
		return textsafe.AppendEscaped(dst, p.Reason)
	}
	dst = append(dst, " valid"...)
	if p.Kind != pcm.KindTrigger {
		return appendPCMNote(dst, p.Note)
	}
	dst = append(dst, " trigger_data="...)
	dst = strconv.AppendInt(dst, int64(p.Trigger.TriggerData), 10)
	if p.Trigger.Priority != nil {
		dst = append(dst, " priority="...)
		dst = strconv.AppendInt(dst, int64(*p.Trigger.Priority), 10)
	}
	dst = append(dst, " source_site="...)
	dst = textsafe.AppendEscaped(dst, p.Trigger.SourceSite)
	return appendPCMNote(dst, p.Note)
}

// appendPCMNote appends "; note: …" when there is a note (test hosts).
func appendPCMNote(dst []byte, note string) []byte {
	if note == "" {
		return dst
	}
	dst = append(dst, "; note: "...)
	return textsafe.AppendEscaped(dst, note)
}

package pcm

import (
	"strconv"

	"github.com/linkscope/linkscope/core/textsafe"
)

// AppendSummary appends one line about a PCM URL: its kind and values, or
// the rule that failed and why.
func (p *Parsed) AppendSummary(dst []byte) []byte {
	dst = append(dst, p.Kind...)
	if !p.Valid {
		dst = append(dst, " invalid ["...)
		dst = append(dst, p.Rule...)
		dst = append(dst, "]: "...)
		return textsafe.AppendEscaped(dst, p.Reason)
	}
	dst = append(dst, " valid"...)
	if p.Kind != KindTrigger {
		return appendNote(dst, p.Note)
	}
	dst = append(dst, " trigger_data="...)
	dst = strconv.AppendInt(dst, int64(p.Trigger.TriggerData), 10)
	if p.Trigger.Priority != nil {
		dst = append(dst, " priority="...)
		dst = strconv.AppendInt(dst, int64(*p.Trigger.Priority), 10)
	}
	dst = append(dst, " source_site="...)
	dst = textsafe.AppendEscaped(dst, p.Trigger.SourceSite)
	return appendNote(dst, p.Note)
}

// appendNote appends "; note: …" when there is a note (test hosts).
func appendNote(dst []byte, note string) []byte {
	if note == "" {
		return dst
	}
	dst = append(dst, "; note: "...)
	return textsafe.AppendEscaped(dst, note)
}

package pcm

import (
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/jsonw"
)

// AppendJSON writes the contract's "pcm" object for a triggering event
// URL: kind, valid, trigger_data, priority (null when absent), reason, then
// rule, pos, site, source_site, attribution_source and nonce.
func (t Trigger) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = t.AppendMembers(dst)
	return append(dst, '}')
}

// AppendMembers writes AppendJSON's members without the braces, so the
// CLI can put "input" first in `pcm parse --json`.
func (t Trigger) AppendMembers(dst []byte) []byte {
	dst = appendHead(dst, KindTrigger, t.Valid)
	dst = jsonw.AppendKey(dst, "trigger_data")
	if t.hasData {
		dst = jsonw.AppendInt(dst, int64(t.TriggerData))
	} else {
		dst = jsonw.AppendNull(dst)
	}
	dst = jsonw.AppendKey(dst, "priority")
	if t.Priority != nil {
		dst = jsonw.AppendInt(dst, int64(*t.Priority))
	} else {
		dst = jsonw.AppendNull(dst)
	}
	dst = appendFailure(dst, t.Reason, t.Rule, t.Pos)
	dst = appendOptString(dst, "site", t.Site)
	dst = appendOptString(dst, "source_site", t.SourceSite)
	dst = appendOptString(dst, "attribution_source", t.AttributionSource)
	dst = appendOptString(dst, "nonce", t.Nonce)
	dst = jsonw.AppendKey(dst, "note")
	return jsonw.AppendString(dst, t.Note)
}

// AppendJSON writes the contract's "pcm" object for any well-known PCM
// URL: a trigger's object, or for other kinds the same keys with
// trigger_data and priority null.
func (p Parsed) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = p.AppendMembers(dst)
	return append(dst, '}')
}

// AppendMembers writes AppendJSON's members without the braces.
func (p Parsed) AppendMembers(dst []byte) []byte {
	if p.Kind == KindTrigger {
		return p.Trigger.AppendMembers(dst)
	}
	dst = appendHead(dst, p.Kind, p.Valid)
	dst = jsonw.AppendKey(dst, "trigger_data")
	dst = jsonw.AppendNull(dst)
	dst = jsonw.AppendKey(dst, "priority")
	dst = jsonw.AppendNull(dst)
	dst = appendFailure(dst, p.Reason, p.Rule, p.Pos)
	dst = appendOptString(dst, "site", p.Site)
	dst = jsonw.AppendKey(dst, "note")
	return jsonw.AppendString(dst, p.Note)
}

func appendHead(dst []byte, kind string, valid bool) []byte {
	dst = jsonw.AppendKey(dst, "kind")
	dst = jsonw.AppendString(dst, kind)
	dst = jsonw.AppendKey(dst, "valid")
	return jsonw.AppendBool(dst, valid)
}

// appendFailure writes reason and rule ("" when valid) and pos (null when
// the rule concerns the whole URL or nothing failed).
func appendFailure(dst []byte, reason string, rule finding.Rule, pos int) []byte {
	dst = jsonw.AppendKey(dst, "reason")
	dst = jsonw.AppendString(dst, reason)
	dst = jsonw.AppendKey(dst, "rule")
	dst = jsonw.AppendString(dst, string(rule))
	dst = jsonw.AppendKey(dst, "pos")
	if pos < 0 {
		return jsonw.AppendNull(dst)
	}
	return jsonw.AppendInt(dst, int64(pos))
}

// appendOptString writes key: s, or null when s is empty (not read).
func appendOptString(dst []byte, key, s string) []byte {
	dst = jsonw.AppendKey(dst, key)
	return jsonw.AppendStringOrNull(dst, s, s != "")
}

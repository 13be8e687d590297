package compare

import (
	"strings"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/uri"
)

// RulesName is the contract's "rules" value: the preset's name when the
// set is a preset, else the rule names joined by commas.
func RulesName(set uri.RuleSet) string {
	switch set {
	case uri.PresetSafe:
		return "safe"
	case uri.PresetUsual:
		return "usual"
	case uri.PresetAggressive:
		return "aggressive"
	}
	return strings.Join(set.Names(), ",")
}

// RulesName is the "rules" value of r: "browser" under Options.Browser,
// else RulesName of its rule set.
func (r *Result) RulesName() string {
	if r.Browser {
		return Browser
	}
	return RulesName(r.Rules)
}

// EqualAfterName names what made the two equal: the first rule, or
// "browser" for the browser's serialization; false when they were equal
// as written or never became equal.
func (r *Result) EqualAfterName() (string, bool) {
	switch {
	case !r.HasEqualAfter:
		return "", false
	case r.Browser:
		return Browser, true
	}
	return r.EqualAfter.String(), true
}

// AppendJSON appends the contract's compare object. Beyond the contract's
// keys, each component carries "span_a" and "span_b", the differing byte
// range [start, end) of its value on each side (null where the component
// is undefined).
func (r *Result) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "equivalent")
	dst = jsonw.AppendBool(dst, r.Equivalent)
	dst = jsonw.AppendKey(dst, "rules")
	dst = jsonw.AppendString(dst, r.RulesName())
	dst = jsonw.AppendKey(dst, "equal_after")
	after, ok := r.EqualAfterName()
	dst = jsonw.AppendStringOrNull(dst, after, ok)
	dst = jsonw.AppendKey(dst, "tracking_only")
	dst = jsonw.AppendBool(dst, r.TrackingOnly)
	dst = jsonw.AppendKey(dst, "wrapper_only")
	dst = jsonw.AppendBool(dst, r.WrapperOnly)
	dst = jsonw.AppendKey(dst, "components")
	dst = append(dst, '[')
	for i, c := range r.Components {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = c.appendJSON(dst)
	}
	dst = append(dst, ']')
	dst = jsonw.AppendKey(dst, "params")
	dst = r.Params.appendJSON(dst)
	return append(dst, '}')
}

func (c Component) appendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "name")
	dst = jsonw.AppendString(dst, c.Name)
	dst = jsonw.AppendKey(dst, "a")
	dst = jsonw.AppendStringOrNull(dst, c.A, c.HasA)
	dst = jsonw.AppendKey(dst, "b")
	dst = jsonw.AppendStringOrNull(dst, c.B, c.HasB)
	dst = jsonw.AppendKey(dst, "span_a")
	dst = appendSpan(dst, c.SpanA, c.HasA)
	dst = jsonw.AppendKey(dst, "span_b")
	dst = appendSpan(dst, c.SpanB, c.HasB)
	return append(dst, '}')
}

func appendSpan(dst []byte, s [2]int, has bool) []byte {
	if !has {
		return jsonw.AppendNull(dst)
	}
	dst = append(dst, '[')
	dst = jsonw.AppendInt(dst, int64(s[0]))
	dst = append(dst, ',')
	dst = jsonw.AppendInt(dst, int64(s[1]))
	return append(dst, ']')
}

func (p Params) appendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "added")
	dst = appendParams(dst, p.Added)
	dst = jsonw.AppendKey(dst, "removed")
	dst = appendParams(dst, p.Removed)
	dst = jsonw.AppendKey(dst, "changed")
	dst = jsonw.AppendArray(dst, p.Changed, func(dst []byte, c *Change) []byte {
		dst = append(dst, '{')
		dst = jsonw.AppendKey(dst, "key")
		dst = jsonw.AppendString(dst, c.Key)
		dst = jsonw.AppendKey(dst, "a")
		dst = jsonw.AppendString(dst, c.A)
		dst = jsonw.AppendKey(dst, "b")
		dst = jsonw.AppendString(dst, c.B)
		return append(dst, '}')
	})
	dst = jsonw.AppendKey(dst, "order_only")
	dst = jsonw.AppendBool(dst, p.OrderOnly)
	return append(dst, '}')
}

// appendParams writes pairs as {"key","value"}; value is null for a key
// without '='.
func appendParams(dst []byte, ps []Param) []byte {
	return jsonw.AppendArray(dst, ps, func(dst []byte, p *Param) []byte {
		dst = append(dst, '{')
		dst = jsonw.AppendKey(dst, "key")
		dst = jsonw.AppendString(dst, p.Key)
		dst = jsonw.AppendKey(dst, "value")
		dst = jsonw.AppendStringOrNull(dst, p.Value, p.HasValue)
		return append(dst, '}')
	})
}

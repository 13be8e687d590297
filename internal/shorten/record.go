package shorten

import "github.com/linkscope/linkscope/core/jsonw"

// Outcome is one line of `linkscope shorten`: the input as given, the
// provider, the short link or why there is none, and the check of the
// short link when one was asked for.
type Outcome struct {
	Input    string
	Provider string
	Short    string
	Reused   bool
	Error    string
	Err      error  // the error Error words, for the caller to tell its Kind
	Check    *Check // nil when not asked for, or when there is no short link
}

// AppendJSON appends the record {"input", "provider", "short", "error",
// "check", "reused"}: short null when there is none, error null when
// there is none, check null when it was not asked for or there was
// nothing to check (see Check.AppendJSON).
func (o *Outcome) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "input")
	dst = jsonw.AppendString(dst, o.Input)
	dst = jsonw.AppendKey(dst, "provider")
	dst = jsonw.AppendString(dst, o.Provider)
	dst = jsonw.AppendKey(dst, "short")
	dst = jsonw.AppendStringOrNull(dst, o.Short, o.Short != "")
	dst = jsonw.AppendKey(dst, "error")
	dst = jsonw.AppendStringOrNull(dst, o.Error, o.Error != "")
	dst = jsonw.AppendKey(dst, "check")
	if o.Check == nil {
		dst = jsonw.AppendNull(dst)
	} else {
		dst = o.Check.AppendJSON(dst)
	}
	dst = jsonw.AppendKey(dst, "reused")
	dst = jsonw.AppendBool(dst, o.Reused)
	return append(dst, '}')
}

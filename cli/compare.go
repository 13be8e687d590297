package cli

import (
	"bufio"
	"errors"
	"fmt"
	"strings"

	"github.com/linkscope/linkscope/core/compare"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/mattn/go-runewidth"
)

// errNotEquivalent ends compare with exit status 1 and no message, as cmp
// does when its files differ.
var errNotEquivalent = silentExit(1)

// silentExit is an exit status to return without a message.
type silentExit int

func (e silentExit) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

func runCompare(args []string, stdio IO) error {
	fs := newFlags("compare", "[--rules PRESET|RULE,RULE...] [--tracking-rules FILE] [--json] A B", stdio)
	rulesSpec := fs.String("rules", "safe", "a preset (safe, usual, aggressive) or a comma-separated list of rules")
	asJSON := fs.Bool("json", false, "write the answer as one JSON object")
	var sf setupFlags
	sf.register(fs, withTrackingRules)
	pair, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pair) != 2 {
		return usageError("compare takes two links, A and B; got %d", len(pair))
	}
	rules, err := uri.ParseRules(*rulesSpec)
	if err != nil {
		return usageError("--rules: %v", err)
	}
	setup, _, err := sf.setup(stdio)
	if err != nil {
		return err
	}
	res, err := compare.Compare(pair[0], pair[1], setup.CompareOptions(rules))
	if err != nil {
		var ie *compare.InputError
		if errors.As(err, &ie) {
			return usageError("%v", err)
		}
		return err
	}
	w := bufio.NewWriter(stdio.Out)
	if *asJSON {
		w.Write(append(res.AppendJSON(nil), '\n'))
	} else {
		w.Write(appendComparison(nil, &res))
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("write output: %w", err)
	}
	if !res.Equivalent {
		return errNotEquivalent
	}
	return nil
}

// appendComparison is the readable answer: the verdict, then what differs.
func appendComparison(dst []byte, r *compare.Result) []byte {
	name := compare.RulesName(r.Rules)
	switch {
	case r.Equivalent && r.HasEqualAfter:
		dst = fmt.Appendf(dst, "equivalent under %s: equal after %s\n", name, r.EqualAfter)
	case r.Equivalent:
		dst = fmt.Appendf(dst, "equivalent under %s: equal as written\n", name)
	default:
		dst = fmt.Appendf(dst, "not equivalent under %s\n", name)
	}
	if r.TrackingOnly {
		dst = append(dst, "  equal once tracking is removed\n"...)
	}
	if r.WrapperOnly {
		dst = append(dst, "  equal once unwrapped\n"...)
	}
	for _, c := range r.Components {
		dst = appendComponentDiff(dst, c)
	}
	return appendParamsDiff(dst, r.Params)
}

// appendComponentDiff shows a component side by side, with carets under
// the span that differs.
func appendComponentDiff(dst []byte, c compare.Component) []byte {
	label := fmt.Sprintf("  %-9s", c.Name)
	dst = appendSide(dst, label+"a: ", c.A, c.HasA, c.SpanA)
	return appendSide(dst, strings.Repeat(" ", len(label))+"b: ", c.B, c.HasB, c.SpanB)
}

func appendSide(dst []byte, prefix, value string, has bool, span [2]int) []byte {
	dst = append(dst, prefix...)
	if !has {
		return append(dst, "(none)\n"...)
	}
	dst = append(textsafe.AppendEscaped(dst, value), '\n')
	before := runewidth.StringWidth(textsafe.Escape(value[:span[0]]))
	width := max(1, runewidth.StringWidth(textsafe.Escape(value[span[0]:span[1]])))
	dst = append(dst, strings.Repeat(" ", len(prefix)+before)...)
	return append(dst, strings.Repeat("^", width)+"\n"...)
}

func appendParamsDiff(dst []byte, p compare.Params) []byte {
	for _, a := range p.Added {
		dst = appendParamLine(dst, "added", a)
	}
	for _, r := range p.Removed {
		dst = appendParamLine(dst, "removed", r)
	}
	for _, c := range p.Changed {
		dst = append(dst, "  changed  "...)
		dst = textsafe.AppendEscaped(dst, c.Key)
		dst = append(dst, ": "...)
		dst = textsafe.AppendEscaped(dst, c.A)
		dst = append(dst, " -> "...)
		dst = append(textsafe.AppendEscaped(dst, c.B), '\n')
	}
	if p.OrderOnly {
		dst = append(dst, "  query parameters differ in order only\n"...)
	}
	return dst
}

func appendParamLine(dst []byte, what string, p compare.Param) []byte {
	dst = fmt.Appendf(dst, "  %-8s ", what)
	dst = textsafe.AppendEscaped(dst, p.Key)
	if p.HasValue {
		dst = append(dst, '=')
		dst = textsafe.AppendEscaped(dst, p.Value)
	}
	return append(dst, '\n')
}

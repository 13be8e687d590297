package cli

import (
	"bufio"
	"errors"
	"fmt"

	"github.com/linkscope/linkscope/core/compare"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/render"
)

// errNotEquivalent ends compare with exit status 1 and no message, as cmp
// does when its files differ.
var errNotEquivalent = silentExit(1)

// silentExit is an exit status to return without a message.
type silentExit int

func (e silentExit) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// compareCommand is `linkscope compare`: its summary here, its long help and examples in doc/compare.md.
func compareCommand() command {
	return documented(command{
		name:    "compare",
		summary: "are two links equivalent under the rules? (exit 0 yes, 1 no, 2 bad input)",
		run:     runCompare,
	}, "compare")
}

func runCompare(args []string, stdio IO) error {
	fs := newFlags("compare", "[--rules PRESET|RULE,RULE...|browser] [--tracking-rules FILE] [--json] A B", stdio)
	rulesSpec := fs.String("rules", "safe", rulesUsage)
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
	rules, err := parseRulesChoice(*rulesSpec)
	if err != nil {
		return flagValueError("--rules", err)
	}
	setup, _, err := sf.setup(stdio)
	if err != nil {
		return err
	}
	copts := setup.CompareOptions(rules.set)
	copts.Browser = rules.browser
	res, err := compare.Compare(pair[0], pair[1], copts)
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
		w.Write(render.Comparison(nil, &res))
	}
	if err := w.Flush(); err != nil {
		return batch.Written(err)
	}
	if !res.Equivalent {
		return errNotEquivalent
	}
	return nil
}

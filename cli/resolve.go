package cli

import (
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/internal/batch"
)

// resolveCommand is `linkscope resolve`: its summary here, its long help and examples in doc/resolve.md.
func resolveCommand() command {
	return documented(command{name: "resolve", summary: "resolve references against a base URI (RFC 3986 section 5.2)", run: runResolve}, "resolve")
}

func runResolve(args []string, stdio IO) error {
	fs := newFlags("resolve", "[--json] BASE [REF...]", stdio)
	var opts batchOptions
	opts.register(fs)
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) == 0 {
		return usageError("needs a BASE URI")
	}
	base := rest[0]
	if _, err := uri.ResolveString(base, ""); err != nil {
		return usageError("BASE: %v", err)
	}
	b, err := opts.batch("resolve", rest[1:], stdio)
	if err != nil {
		return err
	}
	return b.Run(rest[1:], func() batch.Processor {
		return func(dst []byte, _ int, ref string, lineErr error) ([]byte, string) {
			if lineErr != nil {
				if opts.json {
					return inspect.AppendErrorJSON(dst, ref, lineErr.Error()), ""
				}
				return dst, lineErr.Error()
			}
			target, err := uri.ResolveString(base, ref)
			switch {
			case opts.json:
				return appendResolveRecord(dst, ref, target, err), ""
			case err != nil:
				return dst, err.Error()
			}
			return textsafe.AppendEscaped(dst, target), ""
		}
	})
}

func appendResolveRecord(dst []byte, ref, target string, err error) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "input")
	dst = jsonw.AppendString(dst, ref)
	if err == nil {
		dst = jsonw.AppendKey(dst, "resolved")
		return append(jsonw.AppendString(dst, target), '}')
	}
	return append(appendErrorMembers(dst, err), '}')
}

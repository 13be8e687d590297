package cli

import (
	"bufio"
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/core/whatwg"
	"github.com/linkscope/linkscope/internal/batch"
)

// groupCommand is `linkscope group`: its summary here, its long help and examples in doc/group.md.
func groupCommand() command {
	return documented(command{name: "group", summary: "groups of equivalent links, largest first (aggregate)", run: runGroup}, "group")
}

func runGroup(args []string, stdio IO) error {
	fs := newFlags("group", "[--rules PRESET|RULE,RULE...|browser] [--ignore-tracking] [--tracking-rules FILE] [--json] [--members N] [FILE...]", stdio)
	rulesSpec := fs.String("rules", "safe", rulesUsage)
	ignoreTracking := fs.Bool("ignore-tracking", false, "group links by inspect's clean link: unwrapped, tracking parameters removed")
	var sf setupFlags
	sf.register(fs, withTrackingRules)
	asJSON := fs.Bool("json", false, `one JSON object per group: {"key","count","members","more"}`)
	maxMembers, workers := new(int), new(int)
	intFlag(fs, maxMembers, "members", 10, "list at most N distinct spellings per group; \"more\" counts the lines not listed")
	intFlag(fs, workers, "workers", 0, "number of parallel workers")
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	rules, err := parseRulesChoice(*rulesSpec)
	if err != nil {
		return flagValueError("--rules", err)
	}
	setup, _, err := sf.setup(stdio)
	if err != nil {
		return err
	}
	g := newGrouper(*maxMembers)
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, name := range files {
		if err := groupFile(name, groupKeyer{setup.WithRules(rules.set), *ignoreTracking, rules.browser}, *workers, g, stdio); err != nil {
			return err
		}
	}
	w := bufio.NewWriterSize(stdio.Out, 64<<10)
	var buf []byte
	for _, gr := range g.sorted() {
		buf = appendGroup(buf[:0], gr, *asJSON)
		if _, err := w.Write(buf); err != nil {
			return batch.Written(err)
		}
	}
	if err := w.Flush(); err != nil {
		return batch.Written(err)
	}
	return nil
}

// groupFile runs the batch engine over one input: its workers write
// "key\tline" records in input order, and the grouper, the engine's
// output, takes them on the one collecting goroutine. A line that is not a
// URI reference is reported on stderr with its number; blank lines are
// skipped.
func groupFile(name string, keyer groupKeyer, workers int, g *grouper, stdio IO) error {
	in := stdio
	label := "group"
	if name != "-" {
		f, err := openFile(name)
		if err != nil {
			return err
		}
		defer f.Close()
		in.In = f
		label = "group " + textsafe.Escape(name)
	}
	in.Out = g
	in.OutIsTerminal = false
	b := batch.Engine{Name: label, Workers: workers, Streams: in.streams()}
	return b.Run(nil, func() batch.Processor {
		z := uri.NewNormalizer(keyer.setup.NormalizeOptions())
		return func(dst []byte, n int, line string, lineErr error) ([]byte, string) {
			if lineErr != nil {
				return dst, lineErr.Error()
			}
			if !startsVisible(line) && strings.TrimSpace(line) == "" {
				return dst, ""
			}
			start := len(dst)
			link := line
			if keyer.ignoreTracking {
				link = keyer.setup.Clean(line)
			}
			dst, err := keyer.appendKey(dst, z, link)
			if err != nil {
				return dst[:start], err.Error()
			}
			dst = append(dst, '\t')
			return append(dst, line...), ""
		}
	})
}

// groupKeyer says how a line's key is made: the line normalized by the
// setup's rules (or the href a browser makes of it), after it is made inspect's clean link (unwrapped, its
// tracking parameters removed) when ignoreTracking is set.
type groupKeyer struct {
	setup          analysis.Setup
	ignoreTracking bool
	browser        bool // the key is the href a browser makes, not the normalized link
}

// appendKey appends link's key: its href under browser, else link
// normalized by z (the setup's rules).
func (k groupKeyer) appendKey(dst []byte, z *uri.Normalizer, link string) ([]byte, error) {
	if k.browser {
		return whatwg.AppendSerialization(dst, link, nil)
	}
	dst, _, err := z.Append(dst, link)
	return dst, err
}

// grouper counts links by key. Its memory is one entry per distinct key,
// each holding at most max spellings.
type grouper struct {
	max    int
	groups map[string]*linkGroup
	carry  []byte // a record cut by the end of a write
	order  int
}

type linkGroup struct {
	key     string
	count   int
	first   int      // order of the key's first line, to break ties
	members []string // distinct spellings, in order of first appearance
	shown   int      // lines spelled like a listed member
}

func newGrouper(max int) *grouper {
	return &grouper{max: max, groups: map[string]*linkGroup{}}
}

// Write takes "key\tline\n" records; an empty record (a skipped or bad
// line) counts for nothing.
func (g *grouper) Write(p []byte) (int, error) {
	n := len(p)
	if len(g.carry) > 0 {
		k := bytes.IndexByte(p, '\n')
		if k < 0 {
			g.carry = append(g.carry, p...)
			return n, nil
		}
		g.carry = append(g.carry, p[:k]...)
		g.add(g.carry)
		g.carry = g.carry[:0]
		p = p[k+1:]
	}
	for len(p) > 0 {
		k := bytes.IndexByte(p, '\n')
		if k < 0 {
			g.carry = append(g.carry, p...)
			break
		}
		g.add(p[:k])
		p = p[k+1:]
	}
	return n, nil
}

func (g *grouper) add(rec []byte) {
	tab := bytes.IndexByte(rec, '\t')
	if tab < 0 {
		return
	}
	key, line := rec[:tab], rec[tab+1:]
	gr := g.groups[string(key)] // no allocation for the lookup
	if gr == nil {
		gr = &linkGroup{key: string(key), first: g.order}
		g.order++
		g.groups[gr.key] = gr
	}
	gr.count++
	if i := slices.IndexFunc(gr.members, func(m string) bool { return m == string(line) }); i >= 0 {
		gr.shown++
		return
	}
	if len(gr.members) < g.max {
		gr.members = append(gr.members, string(line))
		gr.shown++
	}
}

// sorted returns the groups largest first; equal counts in order of first
// appearance.
func (g *grouper) sorted() []*linkGroup {
	out := make([]*linkGroup, 0, len(g.groups))
	for _, gr := range g.groups {
		out = append(out, gr)
	}
	slices.SortFunc(out, func(a, b *linkGroup) int {
		if c := cmp.Compare(b.count, a.count); c != 0 {
			return c
		}
		return cmp.Compare(a.first, b.first)
	})
	return out
}

// appendGroup writes a group: "count<TAB>key", then each member on its
// own indented line and how many lines were not listed; or the JSON object.
func appendGroup(dst []byte, gr *linkGroup, asJSON bool) []byte {
	more := gr.count - gr.shown
	if asJSON {
		dst = append(dst, '{')
		dst = jsonw.AppendKey(dst, "key")
		dst = jsonw.AppendString(dst, gr.key)
		dst = jsonw.AppendKey(dst, "count")
		dst = jsonw.AppendInt(dst, int64(gr.count))
		dst = jsonw.AppendKey(dst, "members")
		dst = append(dst, '[')
		for i, m := range gr.members {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = jsonw.AppendString(dst, m)
		}
		dst = append(dst, ']')
		dst = jsonw.AppendKey(dst, "more")
		dst = jsonw.AppendInt(dst, int64(more))
		return append(dst, "}\n"...)
	}
	dst = fmt.Appendf(dst, "%d\t", gr.count)
	dst = append(textsafe.AppendEscaped(dst, gr.key), '\n')
	for _, m := range gr.members {
		dst = append(dst, "  "...)
		dst = append(textsafe.AppendEscaped(dst, m), '\n')
	}
	if more > 0 {
		dst = fmt.Appendf(dst, "  (%d more lines)\n", more)
	}
	return dst
}

package cli

import (
	"encoding/csv"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"
)

// hostileLines is the hostile corpus: the table's lines plus the large
// generated cases of the batch engine.
func hostileLines(t *testing.T) []string {
	var lines []string
	for _, row := range readTable(t, "hostile/lines.tsv") {
		lines = append(lines, row.Get("input"))
	}
	pairs := make([]string, 10000)
	for i := range pairs {
		pairs[i] = "k=v"
	}
	labels := strings.Repeat("a.", 300) + "example"
	return append(lines,
		"http://example.org/"+strings.Repeat("a", 1<<20-100),                // a line just under 1 MiB
		"http://example.org/"+strings.Repeat("b", 1<<20+100),                // a line over 1 MiB: an error record
		"http://example.org/%25"+strings.Repeat("25", 100000),               // 100,000 nested %25
		"http://example.org/?"+strings.Join(pairs, "&"),                     // 10,000 query pairs
		"http://"+labels+"/",                                                // 300 host labels
		"http://example.org/?_openstat="+strings.Repeat("x;", 100000)+"end", // a 200 KB marker
		"http://example.org/?_openstat="+strings.Repeat("QUJD", 50000),      // a 200 KB base64 marker
	)
}

// hostileRun says how the hostile test runs one command of the table:
// over the corpus on stdin (each args once), or once per corpus line.
type hostileRun struct {
	stdin     [][]string
	aggregate [][]string // over the corpus on stdin, a report rather than a line per line
	answers   bool       // exit 1 is an answer (compare: not equivalent), not a failure
	perLine   func(line string) [][]string
	once      [][]string // commands that read no input
}

// hostileRuns covers every command of the command table (reference(): the
// commands, the pcm subcommands and the terminal UI's entry); a command
// added to the table without a row here fails TestHostileCoversEveryCommand.
var hostileRuns = map[string]hostileRun{
	"":        {perLine: func(l string) [][]string { return [][]string{{"--", l}} }}, // off a terminal: inspect
	"inspect": {stdin: [][]string{{"inspect"}, {"inspect", "--json"}}},
	"build": {perLine: func(l string) [][]string {
		return [][]string{{"build", "--url", l, "--service", "x", "--campaign", l, "--utm-source", l}}
	}},
	"normalize": {stdin: [][]string{{"normalize"}, {"normalize", "--steps"}, {"normalize", "--json", "--rules", "aggressive"},
		{"normalize", "--rules", "browser"}, {"normalize", "--steps", "--rules", "browser"}, {"normalize", "--json", "--rules", "browser"}}},
	"resolve": {stdin: [][]string{{"resolve", "http://a/b/c/d;p?q"}, {"resolve", "--json", "http://a/b/c/d;p?q"}}},
	"sb":      {stdin: [][]string{{"sb"}, {"sb", "--json"}}},
	"pcm":     {once: [][]string{{"pcm"}, {"pcm", "--help"}}},
	"pcm link": {perLine: func(l string) [][]string {
		return [][]string{{"pcm", "link", "--source-site", l, "--source-id", l, "--destination", l, "--text", l}}
	}},
	"pcm trigger": {perLine: func(l string) [][]string {
		return [][]string{{"pcm", "trigger", "--source-site", l, "--trigger-data", "3"}}
	}},
	"pcm report": {perLine: func(l string) [][]string {
		return [][]string{{"pcm", "report", "--source-site", l, "--source-id", "1", "--destination", l, "--trigger-data", "3", "--json"}}
	}},
	"pcm parse":  {stdin: [][]string{{"pcm", "parse"}, {"pcm", "parse", "--json"}}},
	"qr":         {perLine: func(l string) [][]string { return [][]string{{"qr", "--", l}} }},
	"completion": {once: [][]string{{"completion", "bash"}, {"completion", "zsh"}, {"completion", "fish"}}},
	"man":        {once: [][]string{{"man"}}},
	"unwrap":     {stdin: [][]string{{"unwrap"}, {"unwrap", "--json"}}},
	"decode":     {stdin: [][]string{{"decode"}, {"decode", "--json"}}, perLine: func(l string) [][]string { return [][]string{{"decode", "--", l}} }},
	"browser": {
		stdin:   [][]string{{"browser"}, {"browser", "--json"}, {"browser", "--json", "--base", "http://a/b/c"}},
		perLine: func(l string) [][]string { return [][]string{{"browser", "--", l}} },
	},
	"attribution": {
		stdin:   [][]string{{"attribution"}, {"attribution", "--json"}, {"attribution", "--json", "--referrer", "https://www.google.com/"}},
		perLine: func(l string) [][]string { return [][]string{{"attribution", "--", l}} },
	},
	"audit":   {aggregate: [][]string{{"audit"}, {"audit", "--json"}}},
	"extract": {aggregate: [][]string{{"extract"}, {"extract", "--json", "--all", "--bare"}}},
	"group":   {aggregate: [][]string{{"group"}, {"group", "--json", "--ignore-tracking"}, {"group", "--rules", "browser"}}},
	"compare": {answers: true, perLine: func(l string) [][]string {
		return [][]string{{"compare", "--", l, l}, {"compare", "--json", "--", l, "http://a.example/"}, {"compare", "--rules", "browser", "--", l, "http://a.example/"}}
	}},
	// follow is the one command that makes requests: tests reach no
	// address but loopback, so the corpus goes only through its flags.
	"follow": {once: [][]string{{"follow", "--help"}, {"follow", "--max-hops", "-1"}}},
	// shorten makes requests too: the corpus goes through a loopback fake in TestShortenHostileCorpus.
	"shorten":     {once: [][]string{{"shorten", "--help"}, {"shorten", "--provider", "nope"}}},
	"conventions": {once: [][]string{{"conventions"}, {"conventions", "check"}, {"conventions", "check", "/nonexistent/linkscope.yaml"}}},
	"history":     {once: [][]string{{"history", "--file", "/nonexistent/history.jsonl"}, {"history", "--csv", "--file", "/nonexistent/history.jsonl"}}},
}

// TestHostileCoversEveryCommand: no command of the table escapes the
// hostile corpus.
func TestHostileCoversEveryCommand(t *testing.T) {
	for _, spec := range reference() {
		if _, ok := hostileRuns[spec.Path]; !ok {
			t.Errorf("command %q is not run over the hostile corpus: add it to hostileRuns", spec.Path)
		}
	}
}

// TestHostileCorpus: every command keeps line alignment (CRLF endings too),
// finishes in bounded time, and its plain output holds no raw control byte,
// C1 control or bidi/zero-width character.
func TestHostileCorpus(t *testing.T) {
	lines := hostileLines(t)
	in := strings.Join(lines, "\r\n") + "\r\n"
	for _, spec := range reference() {
		how := hostileRuns[spec.Path]
		for _, args := range how.stdin {
			start := time.Now()
			out, stderr, code := run(t, in, args...)
			if d := time.Since(start); d > 20*time.Second {
				t.Errorf("%v took %v", args, d)
			}
			if code != 0 {
				t.Fatalf("%v: exit %d: %.300s", args, code, stderr)
			}
			got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(got) != len(lines) {
				t.Fatalf("%v: %d output lines for %d input lines", args, len(got), len(lines))
			}
			checkTerminalSafe(t, strings.Join(args, " ")+" stdout", out)
			checkTerminalSafe(t, strings.Join(args, " ")+" stderr", stderr)
		}
		for _, args := range how.aggregate {
			out, stderr, code := run(t, in, args...)
			if code != 0 {
				t.Fatalf("%v: exit %d: %.300s", args, code, stderr)
			}
			checkTerminalSafe(t, strings.Join(args, " ")+" stdout", out)
			checkTerminalSafe(t, strings.Join(args, " ")+" stderr", stderr)
		}
		runs := how.once
		for _, l := range lines {
			if how.perLine != nil {
				runs = append(runs, how.perLine(l)...)
			}
		}
		for _, args := range runs {
			checkHostileRun(t, spec.Path, args, how.answers)
		}
	}
}

// checkHostileRun runs a command on one hostile value: it must end in
// bounded time with exit 0 or 2, and say everything terminal-safely.
func checkHostileRun(t *testing.T, path string, args []string, answers bool) {
	t.Helper()
	start := time.Now()
	out, stderr, code := run(t, "", args...)
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("%q %.60q took %v", path, args, d)
	}
	if code != 0 && code != 2 && !(answers && code == 1) {
		t.Errorf("%q %.60q: exit %d: %.200s", path, args, code, stderr)
	}
	checkTerminalSafe(t, path+" stdout", out)
	checkTerminalSafe(t, path+" stderr", stderr)
}

// TestHostileCSV: every hostile line as the url (and campaign) of a CSV row
// gives exactly one output row, with a tagged URL or an error.
func TestHostileCSV(t *testing.T) {
	lines := hostileLines(t)
	var in strings.Builder
	w := csv.NewWriter(&in)
	w.Write([]string{"url", "service", "campaign"})
	for _, l := range lines {
		w.Write([]string{l, "openstat.ru", l})
	}
	w.Flush()
	start := time.Now()
	out, stderr, code := run(t, in.String(), "build", "--csv", "-")
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("build --csv took %v", d)
	}
	if code != 2 || !strings.Contains(stderr, "refused") {
		t.Fatalf("exit %d (2: rows are refused): %.300s", code, stderr)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != len(lines)+1 {
		t.Fatalf("%d rows out for %d rows in", len(recs)-1, len(lines))
	}
	for i, rec := range recs[1:] {
		if (rec[3] == "") == (rec[4] == "") {
			t.Errorf("row %d: tagged %.60q, error %.60q: want exactly one", i+1, rec[3], rec[4])
		}
		checkTerminalSafe(t, "build --csv error column", rec[4])
	}
}

func checkTerminalSafe(t *testing.T, what, s string) {
	t.Helper()
	for i, r := range s {
		if unsafeRune(r) || r == utf8.RuneError && invalidAt(s, i) {
			t.Errorf("%s: raw %U at byte %d: %.80q", what, r, i, s[max(0, i-40):min(len(s), i+40)])
			return
		}
	}
}

// unsafeRune is what must never reach a terminal raw, written here apart
// from core/textsafe: a C0 control but line feed and tab, DEL, a C1
// control, a format character (bidi controls and isolates, zero-width
// characters, the BOM, U+061C, soft hyphen, tag characters), a private-use
// character, a line or paragraph separator.
func unsafeRune(r rune) bool {
	return (r < 0x20 && r != '\n' && r != '\t') || r == 0x7f || (r >= 0x80 && r < 0xa0) ||
		unicode.In(r, unicode.Cf, unicode.Co, unicode.Zl, unicode.Zp)
}

// invalidAt: the byte at i starts no UTF-8 sequence.
func invalidAt(s string, i int) bool {
	_, size := utf8.DecodeRuneInString(s[i:])
	return size == 1
}

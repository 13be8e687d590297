package cli

import (
	"encoding/csv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// hostileLines is the hostile corpus: the table's lines plus the large
// generated cases of issue 8.
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

// hostileCommands are the stdin-reading commands, each run over the corpus.
var hostileCommands = [][]string{
	{"inspect"}, {"inspect", "--json"}, {"sb"}, {"sb", "--json"}, {"pcm", "parse"}, {"pcm", "parse", "--json"},
	{"normalize"}, {"normalize", "--json", "--rules", "aggressive"}, {"resolve", "http://a/b/c/d;p?q"},
	{"unwrap"}, {"unwrap", "--json"},
}

// TestHostileCorpus: every command keeps line alignment (CRLF endings too),
// finishes in bounded time, and its plain output holds no raw control byte,
// C1 control or bidi/zero-width character.
func TestHostileCorpus(t *testing.T) {
	lines := hostileLines(t)
	in := strings.Join(lines, "\r\n") + "\r\n"
	for _, args := range hostileCommands {
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
	if code != 0 {
		t.Fatalf("exit %d: %.300s", code, stderr)
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
		unsafe := (r < 0x20 && r != '\n' && r != '\t') || r == 0x7f || (r >= 0x80 && r < 0xa0) ||
			(r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) || r == 0x200b || r == 0x200d || r == 0xfeff
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				unsafe = true
			}
		}
		if unsafe {
			t.Errorf("%s: raw %U at byte %d: %.80q", what, r, i, s[max(0, i-40):min(len(s), i+40)])
			return
		}
	}
}

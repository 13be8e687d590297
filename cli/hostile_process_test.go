package cli

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// hostileDataLimit is the memory a linkscope process may use on the
// hostile corpus (RLIMIT_DATA through prlimit: the heap, not the address
// space Go reserves): a run over it fails.
const hostileDataLimit = 256 << 20

// hostilePayload is what must never reach a terminal raw: a title change,
// a clipboard write (OSC 52), a C1 CSI, a screen clear, a right-to-left
// override, each with the text around it in hostileText (the UI clears
// the screen itself, with the same bytes).
var hostilePayload = []string{"\x1b]0;pwned\x07", "\x1b]52;c;ZWNob", "\u009b31m", "b\x1b[2J;c", "\u202eabc"}

// hostileText is one line holding every payload.
const hostileText = "https://evil.example/\x1b]0;pwned\x07?q=\u202eabc\u200b&x=\u009b31m&c=\x1b]52;c;ZWNobyBoaQ==\x07&_openstat=a;b\x1b[2J;c;d"

// TestHostileProcesses runs the real binary, as a user's shell would,
// over hostile inputs in every output format (plain, JSON, CSV, HTML, PNG
// and the terminal UI on a pty), each process capped in memory by
// prlimit: nothing raw reaches a terminal or a report, memory stays under
// the cap, N lines in give N lines out where promised, and the exit
// statuses are the documented ones. It is slow (it builds the binary and
// makes large inputs): .ci/run sets LINKSCOPE_HOSTILE=1.
func TestHostileProcesses(t *testing.T) {
	if os.Getenv("LINKSCOPE_HOSTILE") == "" {
		t.Skip("set LINKSCOPE_HOSTILE=1 to run the binary over the hostile corpus (.ci/run does)")
	}
	prlimit, err := exec.LookPath("prlimit")
	if err != nil {
		t.Fatal("prlimit (util-linux) is needed to cap the processes' memory")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "linkscope")
	if out, err := exec.Command("go", "build", "-o", bin, "..").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	files := writeHostileFiles(t, dir)
	lines := hostileLines(t)
	for _, c := range append(hostileCases(files), extraHostileCases(t, dir)...) {
		t.Run(c.name(), func(t *testing.T) {
			stdout, stderr, code := runCapped(t, prlimit, bin, dir, c)
			if !c.exits(code) {
				t.Fatalf("exit %d (want %v): %.300s", code, c.exit, stderr)
			}
			c.checkOutput(t, stdout, stderr)
			if c.pngOut {
				if !strings.HasPrefix(stdout, "\x89PNG\r\n\x1a\n") {
					t.Errorf("stdout is no PNG: %.40q", stdout)
				}
			} else {
				checkTerminalSafe(t, "stdout", stdout)
			}
			checkTerminalSafe(t, "stderr", stderr)
			if c.lines && strings.Count(stdout, "\n") != len(lines) {
				t.Errorf("%d lines out for %d lines in", strings.Count(stdout, "\n"), len(lines))
			}
			for _, f := range c.outFiles {
				checkFileSafe(t, filepath.Join(dir, f))
			}
		})
	}
	t.Run("terminal UI on a pty", func(t *testing.T) { checkTUISafe(t, bin, dir, "config") })
	t.Run("SIGINT mid-batch", func(t *testing.T) { checkInterrupt(t, bin, dir) })
	t.Run("40 lines of 250,000 pairs at 16 workers", func(t *testing.T) { checkLineBudget(t, prlimit, bin, dir) })
	// The history view reads the history at start: linked to /dev/urandom
	// it took 1.5 GB in 4 s; now it is refused, and the UI draws.
	t.Run("terminal UI with a history linked to /dev/urandom", func(t *testing.T) { checkTUISafe(t, bin, dir, "urandom-history") })
}

// hostileCase is one run: its arguments, its stdin (a file in the temp
// dir, or ""), the exit statuses it may end with, whether it answers line
// by line, and the files it writes that must be safe too. cwd and config,
// when set, are the directory it runs in and its config directory (under
// the temp dir; see plantedFileCases), and stderr must say each of
// stderrHas and none of stderrNot.
type hostileCase struct {
	args                 []string
	stdin                string
	exit                 []int
	lines                bool
	outFiles             []string
	cwd, config          string
	stderrHas, stderrNot []string
	stdoutHas, stdoutNot []string
	env                  []string
	pngOut               bool // stdout is a PNG image
}

func (c hostileCase) exits(code int) bool {
	for _, e := range c.exit {
		if e == code {
			return true
		}
	}
	return len(c.exit) == 0 && code == 0
}

// hostileFiles are the names of the hostile inputs.
type hostileFiles struct {
	lines, csv, deepYAML, deepHTML, deepMail, bigPage, badName, history, tagsYAML string
	zipBomb, xmlBomb                                                              string
}

func writeHostileFiles(t *testing.T, dir string) hostileFiles {
	lines := hostileLines(t)
	f := hostileFiles{lines: "lines.txt", csv: "rows.csv", deepYAML: "deep.yaml", deepHTML: "deep.html", deepMail: "deep.eml",
		bigPage: "big.html", badName: "name\x1b]0;pwned\x07.txt", history: "history.jsonl", tagsYAML: "tags.yaml",
		zipBomb: "bomb.xlsx", xmlBomb: "laughs.xlsx"}
	var csv strings.Builder
	csv.WriteString("url,service,campaign,note\n")
	csv.WriteString("https://a.example/,x,\"unclosed,=1+2\n") // a stray quote: one bad row
	for _, l := range lines {
		if len(l) < 4096 && !strings.ContainsAny(l, "\"\r\n") {
			fmt.Fprintf(&csv, "%s,x,%s,%s\n", strings.ReplaceAll(l, ",", "%2C"), "c", hostileText)
		}
	}
	var mail strings.Builder
	mail.WriteString("From: a@example.com\nSubject: deep\nMIME-Version: 1.0\n")
	for i := range 40 {
		fmt.Fprintf(&mail, "Content-Type: multipart/mixed; boundary=b%d\n\n--b%d\n", i, i)
	}
	mail.WriteString("Content-Type: text/plain\n\nhttps://deep.example/\n")
	page := "<html><body>" + strings.Repeat("<div><a href=\"https://a.example/?x=1\">"+hostileText+"</a>", 200000) + "</body></html>"
	write := map[string]string{
		f.lines:    strings.Join(lines, "\n") + "\n",
		f.csv:      csv.String(),
		f.deepYAML: "fields: " + strings.Repeat("[", 100000) + "\n",
		f.tagsYAML: "fields:\n  utm_source:\n    required: !!str true\n",
		f.deepHTML: strings.Repeat("<div>", 100000) + "<a href=\"https://x.example/\">" + hostileText + "</a>",
		f.deepMail: mail.String(),
		f.bigPage:  page,
		f.badName:  "https://a.example/\n",
		f.history:  `{"time":"2026-11-01T10:00:00Z","fields":{"utm_source":"` + "\\u001b]52;c;ZWNobyBoaQ==\\u0007" + `"},"template":"\u001b[2J","link":"` + "https://a.example/\\u202e\\u001b]0;pwned\\u0007" + `"}` + "\n",
	}
	write[f.zipBomb] = hostileBook(t, "xl/worksheets/sheet1.xml", 6<<30, "")
	write[f.xmlBomb] = hostileBook(t, "xl/sharedStrings.xml", 0, `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">`+
		`<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><sst><si><t>&c;</t></si></sst>`)
	for name, text := range write {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

func hostileCases(f hostileFiles) []hostileCase {
	usage := []int{2}
	var cases []hostileCase
	for _, cmd := range [][]string{{"inspect"}, {"inspect", "--json"}, {"normalize"}, {"normalize", "--json"}, {"sb", "--json"},
		{"unwrap"}, {"unwrap", "--json"}, {"browser"}, {"browser", "--json"}, {"pcm", "parse", "--json"}, {"resolve", "http://a/b/c"}} {
		cases = append(cases, hostileCase{args: cmd, stdin: f.lines, lines: true})
	}
	cases = append(cases,
		hostileCase{args: []string{"extract", "--json", "--all", "--bare"}, stdin: f.lines},
		hostileCase{args: []string{"extract", f.deepHTML, f.deepMail, f.bigPage}},
		hostileCase{args: []string{"extract", f.badName, "missing\x1b[2J.txt"}, exit: []int{1}},
		hostileCase{args: []string{"group", "--json", "--ignore-tracking"}, stdin: f.lines},
		hostileCase{args: []string{"audit", "--json"}, stdin: f.lines},
		hostileCase{args: []string{"audit", "--html", "report.html"}, stdin: f.lines, outFiles: []string{"report.html"}},
		hostileCase{args: []string{"audit", "--column", "url"}, stdin: f.csv},
		hostileCase{args: []string{"build", "--csv", f.csv}, exit: usage}, // rows are refused: exit 2
		hostileCase{args: []string{"build", "--csv", f.csv, "--conventions", f.deepYAML}, exit: usage},
		hostileCase{args: []string{"build", "--xlsx", f.zipBomb, "--out", "out.xlsx"}, exit: usage},
		hostileCase{args: []string{"build", "--xlsx", f.xmlBomb, "--out", "out.xlsx"}, exit: usage},
		hostileCase{args: []string{"audit", "--xlsx", f.zipBomb}, exit: usage},
		hostileCase{args: []string{"build", "--url", "https://a.example/", "--service", "x", "--conventions", f.tagsYAML}, exit: usage},
		hostileCase{args: []string{"build", "--url", hostileText, "--service", hostileText}, exit: usage},
		hostileCase{args: []string{"build", "--url", "https://a.example/", "--template", "nosuch\x1b]0;pwned\x07"}, exit: usage},
		hostileCase{args: []string{"conventions", "check", f.deepYAML}, exit: usage},
		hostileCase{args: []string{"history", "--file", f.history}},
		hostileCase{args: []string{"history", "--csv", "--file", f.history}},
		hostileCase{args: []string{"history", "--json", "--file", f.history}},
		hostileCase{args: []string{"qr", "--png", "code.png", "https://a.example/"}},
		hostileCase{args: []string{"qr", "--", hostileText}},
		hostileCase{args: []string{"compare", "--json", "--", hostileText, "https://evil.example/"}, exit: []int{1, 2}},
		hostileCase{args: []string{"inspect", "--", hostileText}},
		hostileCase{args: []string{"unwarp\x1b]0;pwned\x07"}, exit: usage},
	)
	return cases
}

// runCapped runs the binary in dir (or the case's cwd under it) under
// prlimit's memory cap, with a time limit; its stdout is returned whole
// (the inputs are bounded).
func runCapped(t *testing.T, prlimit, bin, dir string, c hostileCase) (string, string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, prlimit, append([]string{fmt.Sprintf("--data=%d", hostileDataLimit), bin}, c.args...)...)
	cmd.Dir = filepath.Join(dir, c.cwd)
	config := "config"
	if c.config != "" {
		config = c.config
	}
	cmd.Env = append(append(os.Environ(), "LINKSCOPE_CONFIG_DIR="+filepath.Join(dir, config)), c.env...)
	if c.stdin != "" {
		in, err := os.Open(filepath.Join(dir, c.stdin))
		if err != nil {
			t.Fatal(err)
		}
		defer in.Close()
		cmd.Stdin = in
	}
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("still running after 90 s")
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(errs.String(), "out of memory") || strings.Contains(errs.String(), "fatal error") {
		t.Fatalf("over the %d MiB memory cap: %.300s", hostileDataLimit>>20, errs.String())
	}
	return out.String(), errs.String(), code
}

// checkFileSafe holds a report the command wrote to the same rule as its
// output; a PNG is binary, and only checked to be one.
func checkFileSafe(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasSuffix(path, ".png") {
		if !bytes.HasPrefix(data, []byte("\x89PNG")) {
			t.Errorf("%s is not a PNG", path)
		}
		return
	}
	checkTerminalSafe(t, filepath.Base(path), string(data))
}

// checkTUISafe starts the terminal UI on a pty (script(1)) with the
// hostile link, lets it draw, quits it, and looks at every byte it wrote:
// its own escape sequences draw the screen, but none of the link's may be
// among them.
func checkTUISafe(t *testing.T, bin, dir, config string) {
	script, err := exec.LookPath("script")
	if err != nil {
		t.Skip("script(1) is not installed")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// The link is passed through the environment so that no shell quoting
	// touches it; ctrl+c quits after the first frames.
	cmd := exec.CommandContext(ctx, script, "-qec", `stty cols 150 rows 50; exec prlimit --data=$LS_DATA "$LS_BIN" "$LS_LINK"`, "/dev/null")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "LS_BIN="+bin, "LS_LINK="+hostileText, "TERM=xterm-256color", fmt.Sprintf("LS_DATA=%d", hostileDataLimit),
		"LINKSCOPE_CONFIG_DIR="+filepath.Join(dir, config), "LINKSCOPE_THEME=dark", "COLUMNS=150", "LINES=50")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Answer what a terminal is asked at start (its background colour, the
	// cursor position), then let the UI draw.
	stdin.Write([]byte("\x1b]11;rgb:0000/0000/0000\x1b\\\x1b[1;1R"))
	time.Sleep(2 * time.Second)
	stdin.Write([]byte{3}) // ctrl+c
	stdin.Close()
	if err := cmd.Wait(); err != nil && ctx.Err() != nil {
		t.Fatalf("the UI did not quit: %v", err)
	}
	frame := out.String()
	if strings.Contains(frame, "out of memory") || strings.Contains(frame, "fatal error") {
		t.Fatalf("over the %d MiB memory cap: %.300s", hostileDataLimit>>20, frame)
	}
	if !strings.Contains(frame, "evil.example") {
		t.Fatalf("the UI drew no frame with the link (%d bytes):\n%.500q", len(frame), frame)
	}
	for _, p := range hostilePayload {
		if strings.Contains(frame, p) {
			t.Errorf("the UI wrote %q raw to the terminal", p)
		}
	}
}

// hostileBook is a workbook whose part name is a bomb: declared as
// declared bytes (past linkscope's limit: a zip bomb), or holding text (an
// XML bomb).
func hostileBook(t *testing.T, name string, declared uint64, text string) string {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, p := range [][2]string{
		{"[Content_Types].xml", `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`},
		{"_rels/.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`},
		{"xl/workbook.xml", `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`},
		{"xl/_rels/workbook.xml.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`},
	} {
		w, _ := zw.Create(p[0])
		w.Write([]byte(p[1]))
	}
	if declared > 0 {
		w, err := zw.CreateRaw(&zip.FileHeader{Name: name, Method: zip.Deflate, UncompressedSize64: declared, CompressedSize64: 2})
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte{3, 0})
	} else {
		w, _ := zw.Create(name)
		w.Write([]byte(text))
		w, _ = zw.Create("xl/worksheets/sheet1.xml")
		w.Write([]byte(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`))
	}
	zw.Close()
	return b.String()
}

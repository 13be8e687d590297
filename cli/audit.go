package cli

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/atomicfile"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/csvrows"
	"github.com/linkscope/linkscope/internal/render"
)

// auditFlags are audit's options.
type auditFlags struct {
	column, html          string
	json, progress, quiet bool
	xlsx, sheet, out      string
}

// auditCommand is `linkscope audit`: its summary here, its long help and examples in doc/audit.md.
func auditCommand() command {
	return documented(command{name: "audit", summary: "audit links against the conventions: findings, values, variants", run: runAudit}, "audit")
}

// runAudit is `linkscope audit`: an aggregate command. It reads every link
// (one per line, or a CSV column) and prints one report: findings by rule
// with example line numbers, and each field's distinct values with their
// variant groups. Memory grows with the distinct values (capped per field),
// not with the input.
func runAudit(args []string, stdio IO) error {
	fs := newFlags("audit", "[--conventions FILE] [--tracking-rules FILE] [--column NAME] [--json] [--html FILE] [FILE...]\n"+
		"       linkscope audit --xlsx FILE [--sheet NAME] [--column NAME] [--out FILE] [--json] [--html FILE]", stdio)
	var f auditFlags
	fs.StringVar(&f.column, "column", "", "read CSV input and take the links from this column (by header name)")
	fs.BoolVar(&f.json, "json", false, "write the report as one JSON object")
	fs.StringVar(&f.html, "html", "", "also write the report as a self-contained HTML page to FILE")
	fs.BoolVar(&f.progress, "progress", false, "draw a progress bar on stderr (default: when stderr is a terminal and the input a file)")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress bar")
	fs.StringVar(&f.xlsx, "xlsx", "", "read the links from a workbook (.xlsx): the --column column, else tagged_url, else the link column")
	fs.StringVar(&f.sheet, "sheet", "", "--xlsx: the sheet to read (default: the first with such a column)")
	fs.StringVar(&f.out, "out", "", "--xlsx: also write the workbook to FILE (never the input) with each row's findings in a conventions column")
	var sf setupFlags
	sf.register(fs, withConventions|withTrackingRules)
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	setup, paths, err := sf.setup(stdio)
	if err != nil {
		return err
	}
	source := paths.Conventions
	a := conventions.NewAudit(setup.Conventions, setup.Tracking, 0)
	line := 0
	switch {
	case f.xlsx != "" && len(files) > 0:
		return usageError("--xlsx and FILE arguments: give one input")
	case f.xlsx != "":
		if err := auditXLSX(a, f, stdio); err != nil {
			return err
		}
	case f.out != "" || f.sheet != "":
		return usageError("--out and --sheet are for --xlsx")
	default:
		if len(files) == 0 {
			files = []string{"-"}
		}
		for _, name := range files {
			if err := auditInput(a, name, &line, f, stdio); err != nil {
				return err
			}
		}
	}
	rep := a.Report()
	if f.html != "" {
		if err := writeHTMLFile(f.html, &rep, source); err != nil {
			return err
		}
	}
	w := bufio.NewWriter(stdio.Out)
	if f.json {
		w.Write(append(rep.AppendJSON(nil), '\n'))
	} else {
		render.AuditText(w, &rep, source, stdio.OutIsTerminal)
	}
	if err := w.Flush(); err != nil {
		return batch.Written(err)
	}
	return nil
}

// auditInput feeds one input (a file, or - for stdin) to a; line numbers
// continue across inputs, as if they were one.
func auditInput(a *conventions.Audit, name string, line *int, f auditFlags, stdio IO) error {
	in, size := stdio.In, stdio.InSize
	if name != "-" {
		file, err := openFile(name)
		if err != nil {
			return err
		}
		defer file.Close()
		in, size = file, regularFileSize(file)
	}
	show := f.progress || stdio.ErrIsTerminal && size > 0
	io := stdio
	io.InSize = size
	io.In = in
	b := batch.Engine{Name: "audit", Progress: show && !f.quiet, Streams: io.streams()}
	if f.column != "" {
		return auditCSV(a, in, name, line, f.column, b, stdio)
	}
	base := *line
	err := b.EachLine(func(n int, text string, lineErr error) {
		*line = base + n
		if lineErr != nil {
			fmt.Fprintf(stdio.Err, "linkscope audit: %s: line %d: %v\n", inputName(name), n, lineErr)
			return
		}
		if link := strings.TrimSpace(text); link != "" {
			a.Add(link, *line)
		}
	})
	if err != nil {
		return fmt.Errorf("read %s: %w", textsafe.Escape(name), err)
	}
	return nil
}

// auditCSV reads the links from one column of a CSV input; a record's
// line is where it starts.
func auditCSV(a *conventions.Audit, in io.Reader, name string, line *int, column string, b batch.Engine, stdio IO) error {
	r := csvrows.NewReader(in)
	head, err := r.Read()
	if err == io.EOF {
		return nil
	}
	if err != nil {
		return fmt.Errorf("read %s: %w", inputName(name), err)
	}
	if head.Err != nil {
		return usageError("%s: CSV header: %v", inputName(name), head.Err)
	}
	header := append([]string(nil), head.Fields...)
	col := -1
	for i, h := range header {
		if strings.EqualFold(strings.TrimSpace(strings.TrimPrefix(h, "\uFEFF")), column) {
			col = i
			break
		}
	}
	if col < 0 {
		return usageError("--column %s: no such column in %s (it has %s)",
			textsafe.Quote(column), textsafe.Escape(name), textsafe.Escape(strings.Join(header, ",")))
	}
	base := *line
	bar := b.NewProgress()
	defer bar.Finish()
	for n := 1; ; n++ {
		rec, err := r.Read()
		if err == io.EOF {
			bar.Update(n - 1) // Finish draws the final count
			break
		}
		if err != nil {
			return fmt.Errorf("read %s: %w", inputName(name), err)
		}
		*line = base + rec.Line
		if rec.Err != nil {
			fmt.Fprintf(stdio.Err, "linkscope audit: %s: %v: malformed row skipped, reading on at the next line\n", inputName(name), rec.Err)
			continue
		}
		if col < len(rec.Fields) {
			if link := strings.TrimSpace(rec.Fields[col]); link != "" {
				a.Add(link, *line)
			}
		}
		if n%4096 == 0 {
			bar.Update(n)
		}
	}
	return nil
}

// writeHTMLFile writes the report as one self-contained page: inline CSS,
// no script, nothing fetched; every value from the input is HTML-escaped,
// so a hostile value is shown as text. It is written to a temporary file
// made exclusively beside the target and renamed into place; a target that
// is not a regular file (a link, a device) is refused.
func writeHTMLFile(path string, r *conventions.AuditReport, source string) error {
	f, err := atomicfile.Create(path, 0o644)
	if err != nil {
		return fmt.Errorf("--html: %w", err)
	}
	w := bufio.NewWriter(f)
	render.AuditHTML(w, r, source)
	if err := w.Flush(); err != nil {
		f.Abort()
		return fmt.Errorf("--html: %w", err)
	}
	if err := f.Commit(); err != nil {
		return fmt.Errorf("--html: %w", err)
	}
	return nil
}

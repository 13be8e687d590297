package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"time"

	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/atomicfile"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/csvrows"
	"github.com/linkscope/linkscope/internal/sheetcsv"
	"github.com/linkscope/linkscope/internal/sheetio"
	"github.com/linkscope/linkscope/internal/workbook"
	"github.com/linkscope/linkscope/model/component"
)

// sheetFlags are bulk tagging's options, for a CSV file and a workbook
// alike.
type sheetFlags struct {
	xlsx, out, sheet, mapSpec, delimiter string
	fix                                  bool
}

// register defines the bulk flags (--csv is build's own).
func (f *sheetFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.xlsx, "xlsx", "", "bulk mode: read the workbook FILE (.xlsx) and write it to --out with linkscope's columns added; "+
		"without --out, open it in the terminal UI")
	fs.StringVar(&f.out, "out", "", "bulk mode: write to FILE (never the input) instead of stdout; for --xlsx, the workbook to write")
	fs.StringVar(&f.sheet, "sheet", "", "--xlsx: the sheet to read (default: the first whose header has a link column)")
	fs.StringVar(&f.mapSpec, "map", "", `bulk mode: column names the header table does not know, "Header=field,…" `+
		`(fields: url, utm_source, …, openstat.service, …, encoding, place; - to read nothing)`)
	fs.StringVar(&f.delimiter, "delimiter", "", "--csv: the delimiter: comma, semicolon, pipe, or \\t for TAB (the character itself too), "+
		"instead of the one read from the header line")
	fs.BoolVar(&f.fix, "fix", false, "bulk mode: apply every certain fix first (spaces around values, the link's scheme, "+
		"the conventions' aliases and case) and say what changed in a fixed column")
}

// sheetRun is one bulk run: the options, the rules, the tally.
type sheetRun struct {
	f      sheetFlags
	rules  sheet.Rules
	short  *linkShortener                   // --shorten: its columns; nil without
	ui     func(*component.SheetOpen) error // opens the terminal UI on a sheet
	stdio  IO
	over   sheet.Overrides
	tally  sheet.Tally
	outs   []sheet.Output
	start  time.Time
	bar    *batch.Progress
	barSet bool
}

// runBuildSheet tags every row of a CSV file (--csv) or a worksheet
// (--xlsx), writes it back with linkscope's columns, and says how it went
// in one line on stderr; a refused row makes the exit status 2.
func runBuildSheet(csvPath string, f sheetFlags, rules sheet.Rules, short *linkShortener, ui func(*component.SheetOpen) error, stdio IO) error {
	over, err := sheet.ParseMap(f.mapSpec)
	if err != nil {
		return usageError("--map: %v", err)
	}
	run := &sheetRun{f: f, rules: rules, short: short, ui: ui, stdio: stdio, over: over, start: time.Now()}
	run.outs = append(sheet.Outputs(sheet.Options{Fix: f.fix}), short.outputs()...)
	if f.xlsx != "" {
		if csvPath != "" {
			return usageError("--csv and --xlsx: give one input")
		}
		if f.delimiter != "" {
			return usageError("--delimiter is for --csv: a workbook has no delimiter")
		}
		if f.out == "" && stdio.OutIsTerminal {
			return run.openUI(f.xlsx)
		}
		err = run.xlsx(f.xlsx)
	} else {
		if f.sheet != "" {
			return usageError("--sheet is for --xlsx: a CSV file has one sheet")
		}
		err = run.csv(csvPath)
	}
	if err != nil {
		return err
	}
	return run.finish()
}

// finish ends the progress bar and says how the run went: exit status 2
// when a row was refused, as build refusing its input.
func (run *sheetRun) finish() error {
	if run.bar != nil {
		run.bar.Finish()
	}
	line := run.tally.String()
	if run.tally.Refused > 0 {
		return refusalError("%s; the error column says why", line)
	}
	fmt.Fprintf(run.stdio.Err, "linkscope build: %s\n", line)
	return nil
}

// note says something once on stderr.
func (run *sheetRun) note(s string) {
	fmt.Fprintf(run.stdio.Err, "linkscope build: note: %s\n", textsafe.Escape(s))
}

// progress counts rows done, drawing a bar on a terminal once the run has
// taken a second.
func (run *sheetRun) progress(n int) {
	if n%1024 != 0 {
		return
	}
	if !run.barSet && run.stdio.ErrIsTerminal && time.Since(run.start) > time.Second {
		run.barSet = true
		b := batch.Engine{Name: "build", Progress: true, Streams: run.stdio.streams()}.NewProgress()
		run.bar = &b
	}
	if run.bar != nil {
		run.bar.Update(n)
	}
}

// header checks a mapped header: a link column, and something to tag it
// with.
func (run *sheetRun) header(m *sheet.Mapping, header []string, where string) error {
	if m.Column(sheet.FieldURL) < 0 {
		return usageError("%s: no column reads as the link (the header has %s); name it url or Website URL, or say which with --map \"Header=url\"",
			where, sheet.HeaderList(header))
	}
	if !tagsSomething(m, run.rules) {
		return usageError("%s: no column reads as a campaign field (the header has %s): give utm_source and the others "+
			"(Campaign Source, …), an Openstat service column, --map, or --template",
			where, sheet.HeaderList(header))
	}
	return nil
}

// tagsSomething reports whether rows can carry a tag: a service or UTM
// column, or a template to fill them.
func tagsSomething(m *sheet.Mapping, rules sheet.Rules) bool {
	if rules.Template != nil {
		return true
	}
	for _, fc := range m.Fed() {
		if fc.Field != sheet.FieldURL && fc.Field != sheet.FieldEncoding && fc.Field != sheet.FieldPlace {
			return true
		}
	}
	return false
}

// csv tags a CSV file (or stdin, "-"), writing it in its own dialect,
// the fields linkscope does not own exactly as they were read.
func (run *sheetRun) csv(path string) error {
	in := run.stdio.In
	name := "--csv"
	if path != "-" {
		if run.f.out != "" {
			if err := sheetio.CheckOut(path, run.f.out); err != nil {
				return refusalError("%v", err)
			}
		}
		file, err := openFile(path)
		if err != nil {
			return fmt.Errorf("--csv: %w", err)
		}
		defer file.Close()
		in = file
	}
	var delim byte
	if run.f.delimiter != "" {
		d, ok := sheet.ParseDelimiter(run.f.delimiter)
		if !ok {
			return usageError("--delimiter %s: use comma, semicolon, pipe or \\t (TAB)", textsafe.Quote(run.f.delimiter))
		}
		delim = d
	}
	r, err := sheetcsv.NewReader(in, delim)
	if err != nil {
		return usageError("%s: %v", name, err)
	}
	out, commit, err := run.output()
	if err != nil {
		return err
	}
	w := sheetcsv.NewWriter(out, r.Dialect, r.SepLine)
	if err := run.csvRows(r, w, name); err != nil {
		commit(false)
		return err
	}
	if err := w.Flush(); err != nil {
		commit(false)
		return batch.Written(err)
	}
	return commit(true)
}

// output is where a CSV run writes: stdout, or --out through a temporary
// file renamed into place; commit(false) drops it.
func (run *sheetRun) output() (io.Writer, func(ok bool) error, error) {
	if run.f.out == "" {
		return run.stdio.Out, func(bool) error { return nil }, nil
	}
	f, err := atomicfile.Create(run.f.out, 0o644)
	if err != nil {
		return nil, nil, fmt.Errorf("--out: %w", err)
	}
	return f, func(ok bool) error {
		if !ok {
			f.Abort()
			return nil
		}
		if err := f.Commit(); err != nil {
			return fmt.Errorf("--out: %w", err)
		}
		return nil
	}, nil
}

// csvRows reads the header (the rows above it, a title or blank lines,
// passed through), then every row.
func (run *sheetRun) csvRows(r *sheetcsv.Reader, w *sheetcsv.Writer, name string) error {
	head, above, m, err := run.csvHeader(r, name)
	if err != nil {
		return err
	}
	for i := range above {
		for c := range above[i].Raw {
			run.passThrough(w, above[i], c)
		}
		w.EndRow()
	}
	rowNum := len(above) + 1
	header := head.Fields
	at, notes := m.Place(run.outs, len(header))
	for _, n := range append(m.Notes, notes...) {
		run.note(n)
	}
	owned := make(map[int]int, len(at))
	for i, c := range at {
		owned[c] = i
	}
	width := len(header)
	for i := range head.Raw {
		run.passThrough(w, head, i)
	}
	for i, o := range run.outs {
		if at[i] >= width {
			w.Cell(o.Name)
		}
	}
	w.EndRow()
	b := sheet.NewBuilder(run.rules)
	extra := false
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("read CSV: %w", err)
		}
		rowNum++
		if rec.Blank {
			w.EndRow()
			continue
		}
		row := sheet.Row{Number: rowNum}
		if rec.Err != nil {
			fmt.Fprintf(run.stdio.Err, "linkscope build: %s: row %d: %v: malformed row, reading on at the next line\n", name, rowNum, rec.Err)
			row.ReadErr = "malformed CSV row: " + rec.Err.Error()
		} else {
			row.Values = m.Values(rec.Fields)
		}
		res := b.Build(row)
		run.shorten(&res)
		run.tally.Add(&res)
		run.progress(rowNum)
		if len(rec.Raw) > width && !extra {
			extra = true
			run.note(fmt.Sprintf("row %d has more fields than the header (%d); the ones past it are written after linkscope's columns", rowNum, width))
		}
		run.csvRow(w, rec, width, owned, at, &res)
	}
}

// csvHeader finds the header: the first of the first rows that has a
// link column (sheetio.MaxHeaderRow, as in a workbook: a title may stand
// above it). The rows above it are returned to be written as they were.
func (run *sheetRun) csvHeader(r *sheetcsv.Reader, name string) (head csvrows.Row, above []csvrows.Row, m sheet.Mapping, err error) {
	var lastErr error
	var last []string
	for len(above) < sheetio.MaxHeaderRow {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return head, nil, m, fmt.Errorf("read CSV: %w", err)
		}
		rec = copyRow(rec)
		if rec.Blank || rec.Err != nil {
			above = append(above, rec)
			continue
		}
		m, err := sheet.Map(rec.Fields, run.over, sheet.OutputNames())
		if err == nil && m.Column(sheet.FieldURL) >= 0 {
			return rec, above, m, run.header(&m, rec.Fields, name)
		}
		if lastErr == nil {
			lastErr = err // the first row's: the header most likely
		}
		last = rec.Fields
		above = append(above, rec)
	}
	switch {
	case lastErr != nil:
		return head, nil, m, usageError("%v", lastErr)
	case last == nil:
		return head, nil, m, usageError("%s: the input is empty; it needs a header row with a link column (url, Website URL, …)", name)
	}
	return head, nil, m, usageError("%s: no column reads as the link in the first %d rows (the last has %s); "+
		"name it url or Website URL, or say which with --map \"Header=url\"",
		name, sheetio.MaxHeaderRow, sheet.HeaderList(last))
}

// copyRow is a row that outlives the next Read.
func copyRow(r csvrows.Row) csvrows.Row {
	r.Fields = append([]string(nil), r.Fields...)
	raw := make([][]byte, len(r.Raw))
	for i, f := range r.Raw {
		raw[i] = append([]byte(nil), f...)
	}
	r.Raw = raw
	return r
}

// passThrough writes field i of a record the input owns: exactly as it was
// read into a file (--out, or stdout redirected to one); neutralised like
// linkscope's own cells on a terminal or a pipe, where a control sequence
// in a cell would act on the terminal.
func (run *sheetRun) passThrough(w *sheetcsv.Writer, rec csvrows.Row, i int) {
	if run.f.out != "" || run.stdio.OutIsFile {
		w.Raw(rec.Raw[i])
		return
	}
	w.Cell(textsafe.CSVCell(rec.Fields[i]))
}

// csvRow writes one row: the input's fields as read, linkscope's own
// cells (neutralised: no control character, no formula) in their columns.
func (run *sheetRun) csvRow(w *sheetcsv.Writer, rec csvrows.Row, width int, owned map[int]int, at []int, res *sheet.Result) {
	raw := rec.Raw
	cell := func(i int) string {
		if res.Empty {
			return ""
		}
		return textsafe.CSVCell(run.outs[i].Cell(res))
	}
	for c := 0; c < width; c++ {
		if i, ok := owned[c]; ok {
			w.Cell(cell(i))
		} else if c < len(raw) {
			run.passThrough(w, rec, c)
		} else {
			w.Cell("")
		}
	}
	for i := range run.outs {
		if at[i] >= width {
			w.Cell(cell(i))
		}
	}
	for c := width; c < len(raw); c++ {
		run.passThrough(w, rec, c)
	}
	w.EndRow()
}

// openUI opens a worksheet in the terminal UI's Sheet view (build --xlsx
// FILE with no --out, on a terminal).
func (run *sheetRun) openUI(path string) error {
	t, err := sheetio.Load(path, sheetio.Spec{Sheet: run.f.sheet, Overrides: run.over,
		Header: func(m *sheet.Mapping, _ []string) bool { return m.Column(sheet.FieldURL) >= 0 }})
	if err != nil {
		return xlsxError(path, err)
	}
	defer t.Close()
	if err := run.header(&t.Map, t.Header, "--xlsx: sheet "+textsafe.Quote(t.Sheet.Name)); err != nil {
		return err
	}
	return run.ui(&component.SheetOpen{Table: t, Rules: run.rules})
}

// workbookHeapLimit is the soft heap limit while a workbook is tagged:
// its rows and their edits stay live until it is written (some 120 MB for
// 100,000 rows), and the collector's default doubling would take the
// process past 300 MB; under the limit it stays near 220 MB, and no slower.
const workbookHeapLimit = 200 << 20

// xlsx tags a worksheet and writes the workbook to --out.
func (run *sheetRun) xlsx(path string) error {
	if run.f.out == "" {
		return usageError("--xlsx needs --out FILE, the workbook to write (never the input), or a terminal to open it in")
	}
	if err := sheetio.CheckOut(path, run.f.out); err != nil {
		return refusalError("%v", err)
	}
	defer batch.SoftMemoryLimit(workbookHeapLimit)()
	t, err := sheetio.Load(path, sheetio.Spec{Sheet: run.f.sheet, Overrides: run.over,
		Header: func(m *sheet.Mapping, _ []string) bool { return m.Column(sheet.FieldURL) >= 0 }})
	if err != nil {
		return xlsxError(path, err)
	}
	defer t.Close()
	where := "--xlsx: sheet " + textsafe.Quote(t.Sheet.Name)
	if err := run.header(&t.Map, t.Header, where); err != nil {
		return err
	}
	at, notes := t.Map.Place(run.outs, t.Width)
	for _, n := range append(append(t.Map.Notes, t.Notes...), notes...) {
		run.note(n)
	}
	edits := workbook.Edits{}
	t.HeaderEdits(edits, run.outs, at)
	b := sheet.NewBuilder(run.rules)
	eachPrepared(b, len(t.Rows), t.SheetRow, func(i int, res *sheet.Result) {
		b.Finish(res)
		run.tally.Add(res)
		run.progress(i + 1)
		if !res.Empty {
			edits[res.Row] = sheetio.RowEdits(run.outs, at, t.Width, res)
		}
	})
	t.Rows, b = nil, nil // what was read is in the edits now: memory for the writing
	saved, err := t.Save(run.f.out, edits)
	if err != nil {
		var same *sheetio.SameFileError
		if errors.As(err, &same) {
			return refusalError("%v", err)
		}
		return err
	}
	if saved.Unlinked > 0 {
		run.note(fmt.Sprintf("%d tagged_url cells are plain text, not hyperlinks: past Excel's 65,530 hyperlinks in a sheet, "+
			"or longer than 2,079 characters", saved.Unlinked))
	}
	return nil
}

// xlsxError says why a workbook could not be read: a workbook past a
// bound or unreadable is the input's fault (exit 2); a file that cannot
// be opened is an I/O failure.
func xlsxError(path string, err error) error {
	var me *sheet.MapError
	if errors.As(err, &me) || errors.Is(err, sheetio.ErrNoSheet) {
		return usageError("%v", err)
	}
	var le *workbook.LimitError
	var fe *workbook.FormatError
	if errors.As(err, &le) || errors.As(err, &fe) || errors.Is(err, sheetio.ErrNoHeader) {
		return refusalError("--xlsx %s: %v", textsafe.Quote(path), err)
	}
	if errors.Is(err, os.ErrNotExist) || errors.Is(err, os.ErrPermission) {
		return fmt.Errorf("--xlsx: %w", err)
	}
	return refusalError("--xlsx %s: %v", textsafe.Quote(path), err)
}

// shorten fills a built row's short link cells (--shorten).
func (run *sheetRun) shorten(res *sheet.Result) {
	if run.short == nil || res.Tagged == "" {
		return
	}
	u, check, errText := run.short.Cells(res.Tagged)
	res.Extra = map[string]string{"short_url": u, "short_error": errText, "short_check": check}
}

// outputs are the columns --shorten adds after linkscope's own: short_url
// and short_error, and short_check with --check; none without --shorten.
func (ls *linkShortener) outputs() []sheet.Output {
	var out []sheet.Output
	for _, name := range ls.csvHeader() {
		out = append(out, sheet.Output{Name: name, Link: name == "short_url", Cell: func(r *sheet.Result) string { return r.Extra[name] }})
	}
	return out
}

// eachPrepared prepares n rows on every core, a chunk at a time, and
// hands each to done in row order (done finishes it: the comparison with
// the rows before it is sequential). Memory holds one chunk of results.
func eachPrepared(b *sheet.Builder, n int, row func(int) sheet.Row, done func(int, *sheet.Result)) {
	const chunk = 2048
	workers := max(1, runtime.GOMAXPROCS(0))
	results := make([]sheet.Result, chunk)
	for start := 0; start < n; start += chunk {
		end := min(n, start+chunk)
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := start + w; i < end; i += workers {
					results[i-start] = b.Prepare(row(i))
				}
			}()
		}
		wg.Wait()
		for i := start; i < end; i++ {
			done(i, &results[i-start])
			results[i-start] = sheet.Result{}
		}
	}
}

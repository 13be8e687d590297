package cli

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/csvrows"
)

// csvColumns are the input columns bulk tagging reads, by header name
// (case-insensitive); encoding and place override the flags per row.
var csvColumns = []string{"url", "service", "campaign", "ad", "source", "encoding", "place",
	"utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id"}

func runBuildCSV(path string, enc openstat.Encoding, place openstat.Place, rules buildRules, stdio IO) error {
	in := stdio.In
	if path != "-" {
		f, err := openFile(path)
		if err != nil {
			return fmt.Errorf("--csv: %w", err)
		}
		defer f.Close()
		in = f
	}
	r := csvrows.NewReader(in)
	head, err := r.Read()
	if err == io.EOF {
		return usageError("--csv: the input is empty; it needs a header row with url and service columns")
	}
	if err != nil {
		return fmt.Errorf("read CSV: %w", err)
	}
	if head.Err != nil {
		return usageError("--csv: header: %v", head.Err)
	}
	header := append([]string(nil), head.Fields...)
	cols := columnIndex(header)
	if cols["url"] < 0 || !tagsSomething(cols, rules) {
		return usageError("--csv: the header needs url and service columns (or utm_* columns, or --template) (got %s)", strings.Join(header, ","))
	}
	w := csv.NewWriter(stdio.Out)
	width := len(header)
	columns := append(append([]string{}, header...), "tagged_url", "error", "lints", "conventions")
	if err := w.Write(neutralizeAll(append(columns, rules.short.csvHeader()...))); err != nil {
		return batch.Written(err)
	}
	out := make([]string, 0, width+4)
	refused := 0
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Errorf("read CSV: %w", err)
		}
		if rec.Err != nil {
			// The row keeps its place, empty, with the reason; the rows after it are read as usual.
			fmt.Fprintf(stdio.Err, "linkscope build: --csv: %v: malformed row, reading on at the next line\n", rec.Err)
		}
		out = out[:0]
		out = append(out, rec.Fields...)
		for len(out) < width {
			out = append(out, "")
		}
		var readErr error
		if rec.Err != nil {
			readErr = rec.Err
		}
		row := tagRow(rec.Fields, cols, enc, place, rules, readErr)
		if row.refused {
			refused++
		}
		out = append(out, row.tagged, row.err, lintsCell(row.lints), findingsCell(row.findings))
		out = rules.short.appendCSVCells(out, row.tagged)
		if err := w.Write(neutralizeAll(out)); err != nil {
			return batch.Written(err)
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return batch.Written(err)
	}
	if refused > 0 {
		return usageError("--strict: refused %d row(s); the error column says why", refused)
	}
	return nil
}

// tagsSomething reports whether rows can carry a tag: a service or UTM
// column, or a template to fill them.
func tagsSomething(cols map[string]int, rules buildRules) bool {
	if rules.tmpl != nil {
		return true
	}
	for _, c := range []string{"service", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id"} {
		if cols[c] >= 0 {
			return true
		}
	}
	return false
}

// neutralizeAll makes every cell of a row safe to open: no control
// character, no formula (textsafe.CSVCell).
func neutralizeAll(row []string) []string {
	for i, c := range row {
		row[i] = textsafe.CSVCell(c)
	}
	return row
}

func columnIndex(header []string) map[string]int {
	cols := make(map[string]int, len(csvColumns))
	for _, c := range csvColumns {
		cols[c] = -1
	}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\uFEFF")))
		if _, ok := cols[h]; ok && cols[h] < 0 {
			cols[h] = i
		}
	}
	return cols
}

// csvRow is what tagging one record gives: the tagged URL or the error
// message, and the remarks for the lints and conventions columns.
type csvRow struct {
	tagged, err string
	lints       []tracking.Lint
	findings    []conventions.Finding
	refused     bool // refused by --strict
}

// tagRow tags one CSV record. Cells override the template's values.
func tagRow(rec []string, cols map[string]int, enc openstat.Encoding, place openstat.Place, rules buildRules, readErr error) csvRow {
	if readErr != nil {
		return csvRow{err: "malformed CSV row: " + readErr.Error()}
	}
	get := func(name string) string {
		if i := cols[name]; i >= 0 && i < len(rec) {
			return rec[i]
		}
		return ""
	}
	var err error
	if v := get("encoding"); v != "" {
		if enc, err = openstat.ParseEncoding(v); err != nil {
			return csvRow{err: "encoding: " + err.Error()}
		}
	}
	if v := get("place"); v != "" {
		if place, err = openstat.ParsePlace(v); err != nil {
			return csvRow{err: "place: " + err.Error()}
		}
	}
	m := openstat.Marker{Service: get("service"), Campaign: get("campaign"), Ad: get("ad"), Source: get("source")}
	u := tracking.UTM{Source: get("utm_source"), Medium: get("utm_medium"), Campaign: get("utm_campaign"),
		Term: get("utm_term"), Content: get("utm_content"), ID: get("utm_id")}
	values := valuesOf(m, u)
	values.fill(rules.tmpl)
	t, _, err := tagging.Tag(get("url"), values.utm(), values.marker(), enc, place)
	if err != nil {
		return csvRow{err: err.Error()}
	}
	row := csvRow{tagged: t.URL, lints: tagging.Lints(get("url"), values.utm(), values.marker(), rules.platform)}
	row.findings = buildFindings(rules, t.URL)
	if refused := strictRefuses(row.findings, row.lints); rules.strict && len(refused) > 0 {
		row.tagged, row.refused = "", true
		row.err = "refused by --strict: " + refused[0]
		if len(refused) > 1 {
			row.err += " (and " + strconv.Itoa(len(refused)-1) + " more)"
		}
	}
	return row
}

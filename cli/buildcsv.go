package cli

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/tracking"
)

// csvColumns are the input columns bulk tagging reads, by header name
// (case-insensitive); encoding and place override the flags per row.
var csvColumns = []string{"url", "service", "campaign", "ad", "source", "encoding", "place",
	"utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "utm_id"}

func runBuildCSV(path string, enc openstat.Encoding, place openstat.Place, stdio IO) error {
	in := stdio.In
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return fmt.Errorf("--csv: %w", err)
		}
		defer f.Close()
		in = f
	}
	r := csv.NewReader(in)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	r.ReuseRecord = true
	header, err := r.Read()
	if err == io.EOF {
		return usageError("--csv: the input is empty; it needs a header row with url and service columns")
	}
	if err != nil {
		return usageError("--csv: header: %v", err)
	}
	cols := columnIndex(header)
	if cols["url"] < 0 || cols["service"] < 0 {
		return usageError("--csv: the header needs url and service columns (got %s)", strings.Join(header, ","))
	}
	w := csv.NewWriter(stdio.Out)
	width := len(header)
	if err := w.Write(append(append([]string{}, header...), "tagged_url", "error")); err != nil {
		return fmt.Errorf("write output: %w", err)
	}
	out := make([]string, 0, width+2)
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		var pe *csv.ParseError
		if err != nil && !errors.As(err, &pe) {
			return fmt.Errorf("read CSV: %w", err)
		}
		out = out[:0]
		out = append(out, rec...)
		for len(out) < width {
			out = append(out, "")
		}
		tagged, msg := tagRow(rec, cols, enc, place, err)
		out = append(out, tagged, msg)
		if err := w.Write(out); err != nil {
			return fmt.Errorf("write output: %w", err)
		}
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return fmt.Errorf("write output: %w", err)
	}
	return nil
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

// tagRow tags one CSV record, returning the tagged URL or the error
// message for the error column.
func tagRow(rec []string, cols map[string]int, enc openstat.Encoding, place openstat.Place, readErr error) (string, string) {
	if readErr != nil {
		return "", "malformed CSV row: " + readErr.Error()
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
			return "", "encoding: " + err.Error()
		}
	}
	if v := get("place"); v != "" {
		if place, err = openstat.ParsePlace(v); err != nil {
			return "", "place: " + err.Error()
		}
	}
	m := openstat.Marker{Service: get("service"), Campaign: get("campaign"), Ad: get("ad"), Source: get("source")}
	u := tracking.UTM{Source: get("utm_source"), Medium: get("utm_medium"), Campaign: get("utm_campaign"),
		Term: get("utm_term"), Content: get("utm_content"), ID: get("utm_id")}
	t, _, err := tagging.Tag(get("url"), u, m, enc, place)
	if err != nil {
		return "", err.Error()
	}
	return t.URL, ""
}

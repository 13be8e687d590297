package cli

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"time"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/batch"
	"github.com/linkscope/linkscope/internal/history"
)

// historyCommand is `linkscope history`: its summary here, its long help and examples in doc/history.md.
func historyCommand() command {
	return documented(command{name: "history", summary: "export the links built in the terminal UI", run: runHistory}, "history")
}

// runHistory is `linkscope history [--json|--csv]`: the links built and
// copied or exported in the UI, oldest first, as they were appended.
func runHistory(args []string, stdio IO) error {
	fs := newFlags("history", "[--json|--csv] [--file PATH]", stdio)
	asJSON := fs.Bool("json", false, "one JSON object per record: {time, fields, template, link, short}")
	asCSV := fs.Bool("csv", false, "CSV: time, template, link, one column per field, then short")
	path := fs.String("file", "", "the history file (default: linkscope/history.jsonl in the config dir)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError("unexpected argument %q (see --help)", rest[0])
	}
	if *asJSON && *asCSV {
		return usageError("--json and --csv: choose one")
	}
	store := history.Store{Path: *path}
	if *path == "" {
		var sf setupFlags
		if store, err = sf.paths(stdio).HistoryStore(); err != nil {
			return err
		}
	}
	recs, notices, err := store.Load()
	if err != nil {
		return err
	}
	for _, n := range notices {
		fmt.Fprintf(stdio.Err, "linkscope history: notice: %s\n", textsafe.Escape(n))
	}
	w := bufio.NewWriter(stdio.Out)
	switch {
	case *asJSON:
		writeHistoryJSON(w, recs)
	case *asCSV:
		err = writeHistoryCSV(w, recs)
	default:
		// One line per distinct link, as the History view lists them: the
		// last time it was built, and how often since when.
		for _, e := range history.Fold(recs) {
			fmt.Fprintf(w, "%s  %s", e.Time.UTC().Format(time.RFC3339), textsafe.Escape(e.Link))
			if e.Short != "" {
				fmt.Fprintf(w, "  short %s", textsafe.Escape(e.Short))
			}
			if e.Template != "" {
				fmt.Fprintf(w, "  (template %s)", textsafe.Escape(e.Template))
			}
			if e.Count > 1 {
				fmt.Fprintf(w, "  ×%d since %s", e.Count, e.First.UTC().Format(time.RFC3339))
			}
			w.WriteByte('\n')
		}
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		return batch.Written(err)
	}
	return nil
}

func writeHistoryJSON(w *bufio.Writer, recs []history.Record) {
	var buf []byte
	for _, r := range recs {
		buf = append(buf[:0], '{')
		buf = jsonw.AppendKey(buf, "time")
		buf = jsonw.AppendString(buf, r.Time.UTC().Format(time.RFC3339Nano))
		buf = jsonw.AppendKey(buf, "fields")
		buf = append(buf, '{')
		n := 0
		for _, name := range conventions.FieldNames() {
			v, ok := r.Fields[name]
			if !ok {
				continue
			}
			if n > 0 {
				buf = append(buf, ',')
			}
			n++
			buf = jsonw.AppendString(buf, name)
			buf = append(buf, ':')
			buf = jsonw.AppendString(buf, v)
		}
		buf = append(buf, '}')
		buf = jsonw.AppendKey(buf, "template")
		buf = jsonw.AppendString(buf, r.Template)
		buf = jsonw.AppendKey(buf, "link")
		buf = jsonw.AppendString(buf, r.Link)
		if r.Short != "" {
			buf = jsonw.AppendKey(buf, "short")
			buf = jsonw.AppendString(buf, r.Short)
		}
		buf = append(buf, '}', '\n')
		w.Write(buf)
	}
}

func writeHistoryCSV(w *bufio.Writer, recs []history.Record) error {
	cw := csv.NewWriter(w)
	names := conventions.FieldNames()
	header := append(append([]string{"time", "template", "link"}, names...), "short")
	if err := cw.Write(header); err != nil {
		return err
	}
	row := make([]string, len(header))
	for _, r := range recs {
		row = append(row[:0], r.Time.UTC().Format(time.RFC3339), r.Template, r.Link)
		for _, name := range names {
			row = append(row, r.Fields[name])
		}
		row = append(row, r.Short)
		if err := cw.Write(neutralizeAll(row)); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// neutralizeAll makes every cell of a row safe to open: no control
// character, no formula (textsafe.CSVCell).
func neutralizeAll(row []string) []string {
	for i, c := range row {
		row[i] = textsafe.CSVCell(c)
	}
	return row
}

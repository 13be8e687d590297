// Command wptconv transcribes the web-platform-tests URL data files
// (url/resources/urltestdata.json and IdnaTestV2.json) into the project's
// TSV tables under testdata/whatwg, one row per test with its source.
//
//	go run ./core/whatwg/internal/wptconv -kind url -source "..." < urltestdata.json > testdata/whatwg/urltestdata.tsv
//	go run ./core/whatwg/internal/wptconv -kind idna -source "..." < IdnaTestV2.json > testdata/whatwg/idnatestv2.tsv
//
// JSON strings are UTF-16: a lone surrogate, which a JavaScript URL
// receives as U+FFFD (USVString conversion), is written as U+FFFD.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"
	"unicode"
)

func main() {
	kind := flag.String("kind", "url", "url or idna")
	source := flag.String("source", "", "source text, the row number is appended")
	flag.Parse()
	var rows []json.RawMessage
	if err := json.NewDecoder(os.Stdin).Decode(&rows); err != nil {
		log.Fatalf("wptconv: %v", err)
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	cols := urlCols
	if *kind == "idna" {
		cols = []string{"input", "output", "comment"}
	}
	fmt.Fprintf(w, "# Transcribed by core/whatwg/internal/wptconv; \\N = null or absent.\n")
	fmt.Fprintf(w, "source\t%s\n", strings.Join(cols, "\t"))
	for i, raw := range rows {
		var obj map[string]any
		if json.Unmarshal(raw, &obj) != nil {
			continue // a comment string
		}
		fmt.Fprintf(w, "%s row %d", *source, i)
		for _, c := range cols {
			w.WriteByte('\t')
			w.WriteString(cell(obj[c]))
		}
		w.WriteByte('\n')
	}
}

var urlCols = []string{"input", "base", "failure", "relativeTo", "href", "origin", "protocol",
	"username", "password", "host", "hostname", "port", "pathname", "search", "hash"}

func cell(v any) string {
	switch v := v.(type) {
	case nil:
		return `\N`
	case bool:
		if v {
			return "true"
		}
		return "false"
	case string:
		return escape(v)
	}
	log.Fatalf("wptconv: unexpected value %v", v)
	return ""
}

// escape writes s in internal/tsv's escapes: backslash, controls and every
// rune that is not a printable graphic one.
func escape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r < 0x80 || (unicode.IsGraphic(r) && !unicode.Is(unicode.Mn, r) && r != 0xFFFD && !unicode.IsSpace(r)):
			b.WriteRune(r)
		case r > 0xFFFF:
			fmt.Fprintf(&b, `\U%08x`, r)
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
	}
	return b.String()
}

package render

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/mattn/go-runewidth"
)

// auditTop is how many values per field the text and HTML reports list;
// --json has them all.
const auditTop = 20

// barWidth is the width of the longest bar, in cells.
const barWidth = 30

// AuditText writes the plain report; on a terminal, counts are drawn
// as bars too.
func AuditText(w *bufio.Writer, r *conventions.AuditReport, source string, bars bool) {
	fmt.Fprintf(w, "audit: %s link(s); %s\n", thousands(r.Links), describeSource(source))
	w.WriteString("\nfindings\n")
	order := r.RuleOrder()
	if len(order) == 0 {
		w.WriteString("  none\n")
	}
	most := 0
	for _, rule := range order {
		most = max(most, r.Findings[rule].Count)
	}
	for _, rule := range order {
		rc := r.Findings[rule]
		fmt.Fprintf(w, "  %-21s %10s", rule, thousands(rc.Count))
		if bars {
			w.WriteString("  " + bar(rc.Count, most))
		}
		w.WriteString("  lines " + joinInts(rc.Lines) + "\n")
		w.WriteString("    " + fieldCounts(&rc) + "\n")
	}
	writeChannelsText(w, r, bars)
	for _, f := range r.Fields {
		writeFieldText(w, &f, bars)
	}
}

// fieldCounts names the fields a rule's findings are in, most first:
// "utm_source 4 · utm_medium 2".
func fieldCounts(rc *conventions.RuleCount) string {
	parts := make([]string, 0, len(rc.Fields))
	for _, fc := range rc.FieldOrder() {
		parts = append(parts, textsafe.Escape(fc.Value)+" "+thousands(fc.Count))
	}
	return strings.Join(parts, " · ")
}

func describeSource(source string) string {
	if source == "" {
		return "no conventions file: link-level rules only, variants by case and space/-/_"
	}
	return "conventions " + textsafe.Escape(source)
}

func writeFieldText(w *bufio.Writer, f *conventions.FieldReport, bars bool) {
	fmt.Fprintf(w, "\n%s: %s distinct value(s)\n", f.Field, thousands(len(f.Values)))
	most := 0
	if len(f.Values) > 0 {
		most = f.Values[0].Count
	}
	width := 0
	for i, vc := range f.Values {
		if i == auditTop {
			break
		}
		width = max(width, runewidth.StringWidth(showValue(vc.Value)))
	}
	width = min(width, 40)
	for i, vc := range f.Values {
		if i == auditTop {
			fmt.Fprintf(w, "  … %s more (--json lists every value)\n", thousands(len(f.Values)-auditTop))
			break
		}
		v := runewidth.Truncate(showValue(vc.Value), 40, "…")
		fmt.Fprintf(w, "  %s%s %10s", v, strings.Repeat(" ", max(0, width-runewidth.StringWidth(v))), thousands(vc.Count))
		if bars {
			w.WriteString("  " + bar(vc.Count, most))
		}
		w.WriteByte('\n')
	}
	if f.Other > 0 {
		fmt.Fprintf(w, "  (%s more occurrence(s) of values past the cap of %s distinct values per field)\n",
			thousands(f.Other), thousands(conventions.MaxDistinct))
	}
	if len(f.Variants) == 0 {
		return
	}
	fmt.Fprintf(w, "  variant groups (%d): spellings of one value\n", len(f.Variants))
	for i, g := range f.Variants {
		if i == auditTop {
			fmt.Fprintf(w, "    … %d more group(s)\n", len(f.Variants)-auditTop)
			break
		}
		parts := make([]string, len(g))
		for j, vc := range g {
			parts[j] = `"` + textsafe.Escape(vc.Value) + `" ` + thousands(vc.Count)
		}
		w.WriteString("    " + strings.Join(parts, " · ") + "\n")
	}
}

// showValue escapes a value for the terminal, quoting it when spaces at
// its ends would otherwise not show (`facebook ` is not `facebook`).
func showValue(v string) string {
	if v != strings.TrimSpace(v) {
		return `"` + textsafe.Escape(v) + `"`
	}
	return textsafe.Escape(v)
}

// bar draws n out of most as a bar of eighth-cell blocks.
func bar(n, most int) string {
	if most <= 0 || n <= 0 {
		return ""
	}
	eighths := max(1, n*barWidth*8/most)
	const parts = " ▏▎▍▌▋▊▉"
	s := strings.Repeat("█", eighths/8)
	if r := eighths % 8; r > 0 {
		s += string([]rune(parts)[r])
	}
	return s
}

func joinInts(list []int) string {
	parts := make([]string, len(list))
	for i, n := range list {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}

// thousands writes n with comma separators: 1,000,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	if len(s) <= 3 {
		return s
	}
	var b strings.Builder
	lead := len(s) % 3
	if lead > 0 {
		b.WriteString(s[:lead])
	}
	for i := lead; i < len(s); i += 3 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(s[i : i+3])
	}
	return b.String()
}

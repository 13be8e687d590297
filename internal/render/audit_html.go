package render

import (
	"bufio"
	"fmt"
	"html"
	"strconv"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
)

// auditCSS is the page's whole style: inline, no fonts or images fetched.
const auditCSS = `body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:1100px;` +
	`padding:0 1rem;color:#1b1f24;background:#fff}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:2rem 0 .5rem;border-bottom:1px solid #d8dee4;padding-bottom:.25rem}
h3{font-size:.95rem;margin:1rem 0 .35rem;color:#57606a;font-weight:600}
.meta{color:#57606a;margin:0 0 1rem}
table{border-collapse:collapse;width:100%}td,th{padding:.2rem .5rem;text-align:left;vertical-align:middle}
th{font-weight:600;color:#57606a;font-size:.85rem;border-bottom:1px solid #d8dee4}
td.v{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all;white-space:pre-wrap;width:32%}
td.v span{background:#f6f8fa;border:1px solid #d8dee4;border-radius:3px;padding:0 .15rem}
td.n{text-align:right;font-variant-numeric:tabular-nums;width:7rem}
td.b{width:45%}.bar{height:.9rem;background:#2f81f7;border-radius:2px;min-width:2px}
.bar.f{background:#cf222e}.group{margin:.3rem 0;padding:.35rem .6rem;background:#f6f8fa;border-radius:6px}
.group code{white-space:pre;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;background:#fff;` +
	`border:1px solid #d8dee4;border-radius:4px;padding:0 .3rem;margin-right:.3rem}
.none{color:#57606a;font-style:italic}`

func AuditHTML(w *bufio.Writer, r *conventions.AuditReport, source string) {
	esc := html.EscapeString
	w.WriteString("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
	w.WriteString("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n")
	w.WriteString("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n<title>linkscope audit</title>\n" +
		"<style>" + auditCSS + "</style></head><body>\n")
	fmt.Fprintf(w, "<h1>Link audit</h1>\n<p class=\"meta\">%s link(s) · %s</p>\n", thousands(r.Links), esc(describeSource(source)))
	w.WriteString("<h2>Findings</h2>\n")
	order := r.RuleOrder()
	if len(order) == 0 {
		w.WriteString("<p class=\"none\">No findings.</p>\n")
	} else {
		most := 0
		for _, rule := range order {
			most = max(most, r.Findings[rule].Count)
		}
		w.WriteString("<table><tr><th>rule</th><th>findings</th><th></th><th>fields</th><th>first lines</th></tr>\n")
		for _, rule := range order {
			rc := r.Findings[rule]
			fmt.Fprintf(w, "<tr><td class=\"v\">%s</td><td class=\"n\">%s</td><td class=\"b\">%s</td><td>%s</td><td>%s</td></tr>\n",
				esc(rule), thousands(rc.Count), htmlBar(rc.Count, most, "bar f"), esc(fieldCounts(&rc)), esc(joinInts(rc.Lines)))
		}
		w.WriteString("</table>\n")
	}
	writeChannelsHTML(w, r)
	for _, f := range r.Fields {
		writeFieldHTML(w, &f)
	}
	w.WriteString("</body></html>\n")
}

func writeFieldHTML(w *bufio.Writer, f *conventions.FieldReport) {
	esc := htmlValue
	fmt.Fprintf(w, "<h2>%s</h2>\n<p class=\"meta\">%s distinct value(s)</p>\n", html.EscapeString(f.Field), thousands(len(f.Values)))
	if len(f.Variants) > 0 {
		fmt.Fprintf(w, "<h3>Variant groups: %d (spellings of one value)</h3>\n", len(f.Variants))
		for i, g := range f.Variants {
			if i == 50 {
				fmt.Fprintf(w, "<p class=\"none\">… %d more group(s)</p>\n", len(f.Variants)-50)
				break
			}
			w.WriteString("<div class=\"group\">")
			for _, vc := range g {
				fmt.Fprintf(w, "<code>%s</code>%s ", esc(vc.Value), thousands(vc.Count))
			}
			w.WriteString("</div>\n")
		}
	}
	w.WriteString("<h3>Values</h3>\n<table><tr><th>value</th><th>links</th><th></th></tr>\n")
	most := 0
	if len(f.Values) > 0 {
		most = f.Values[0].Count
	}
	for i, vc := range f.Values {
		if i == 2*auditTop {
			break
		}
		fmt.Fprintf(w, "<tr><td class=\"v\"><span>%s</span></td><td class=\"n\">%s</td><td class=\"b\">%s</td></tr>\n",
			esc(vc.Value), thousands(vc.Count), htmlBar(vc.Count, most, "bar"))
	}
	w.WriteString("</table>\n")
	if n := len(f.Values) - 2*auditTop; n > 0 {
		fmt.Fprintf(w, "<p class=\"none\">… %s more value(s); <code>linkscope audit --json</code> lists them all.</p>\n", thousands(n))
	}
	if f.Other > 0 {
		fmt.Fprintf(w, "<p class=\"none\">%s more occurrence(s) of values past the cap of %s distinct values.</p>\n",
			thousands(f.Other), thousands(conventions.MaxDistinct))
	}
}

// htmlValue escapes a value from the input for the page: controls and
// invisible or bidi characters named as the terminal shows them
// (textsafe), then HTML-escaped, so it can neither run nor reorder the
// text around it.
func htmlValue(v string) string { return html.EscapeString(textsafe.Escape(v)) }

// htmlBar is a bar n/most of the cell's width.
func htmlBar(n, most int, class string) string {
	if most <= 0 {
		return ""
	}
	pct := float64(n) * 100 / float64(most)
	return "<div class=\"" + class + "\" style=\"width:" + strconv.FormatFloat(pct, 'f', 1, 64) + "%\"></div>"
}

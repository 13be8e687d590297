package render

import (
	"bufio"
	"fmt"
	"html"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
)

// writeChannelsText writes the links per GA4 default channel, and the
// first links GA4 puts in Unassigned or Paid Other, with their lines.
func writeChannelsText(w *bufio.Writer, r *conventions.AuditReport, bars bool) {
	if len(r.Channels) == 0 {
		return
	}
	w.WriteString("\nGA4 channels (a visit on each link, no referrer; see docs/attribution.md)\n")
	most := r.Channels[0].Count
	for _, c := range r.Channels {
		fmt.Fprintf(w, "  %-26s %10s", c.Channel, thousands(c.Count))
		if bars {
			w.WriteString("  " + bar(c.Count, most))
		}
		w.WriteByte('\n')
	}
	for _, c := range r.Channels {
		if len(c.Examples) == 0 {
			continue
		}
		fmt.Fprintf(w, "\n%s: %s link(s), the first %d\n", c.Channel, thousands(c.Count), len(c.Examples))
		for _, e := range c.Examples {
			fmt.Fprintf(w, "  line %-7d %s\n", e.Line, textsafe.Escape(e.Link))
		}
	}
}

// writeChannelsHTML is writeChannelsText for the page.
func writeChannelsHTML(w *bufio.Writer, r *conventions.AuditReport) {
	if len(r.Channels) == 0 {
		return
	}
	w.WriteString("<h2>GA4 channels</h2>\n<p class=\"meta\">A visit on each link, no referrer: the default channel group GA4 gives it.</p>\n")
	w.WriteString("<table><tr><th>channel</th><th>links</th><th></th></tr>\n")
	most := r.Channels[0].Count
	for _, c := range r.Channels {
		class := "bar"
		if len(c.Examples) > 0 {
			class = "bar f"
		}
		fmt.Fprintf(w, "<tr><td class=\"v\">%s</td><td class=\"n\">%s</td><td class=\"b\">%s</td></tr>\n",
			html.EscapeString(c.Channel), thousands(c.Count), htmlBar(c.Count, most, class))
	}
	w.WriteString("</table>\n")
	for _, c := range r.Channels {
		if len(c.Examples) == 0 {
			continue
		}
		fmt.Fprintf(w, "<h3>%s: the first %d of %s link(s)</h3>\n<table><tr><th>line</th><th>link</th></tr>\n",
			html.EscapeString(c.Channel), len(c.Examples), thousands(c.Count))
		for _, e := range c.Examples {
			fmt.Fprintf(w, "<tr><td class=\"n\">%d</td><td class=\"v\"><span>%s</span></td></tr>\n", e.Line, htmlValue(e.Link))
		}
		w.WriteString("</table>\n")
	}
}

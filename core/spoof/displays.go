package spoof

import (
	"strings"

	"github.com/linkscope/linkscope/core/hostmemo"
	"github.com/linkscope/linkscope/core/jsonw"
)

// Displays is ChromeDisplay with a memory of the hosts it has answered,
// for a batch that meets the same hosts again and again (the IDN check
// costs microseconds). The zero Displays is ready; use one per goroutine.
type Displays struct {
	hosts hostmemo.Memo[chromeDisplay]
}

// chromeDisplay is what Displays remembers of a host: ChromeDisplay's
// answer, and the display as a JSON string, which a batch writes again
// and again (a Unicode display costs its escaping scan each time).
type chromeDisplay struct{ display, rule, json string }

// Chrome is ChromeDisplay(host), remembered.
func (d *Displays) Chrome(host string) (display, rule string) {
	v := d.chrome(host)
	return v.display, v.rule
}

func (d *Displays) chrome(host string) chromeDisplay {
	if !NeedsCheck(host) {
		low := strings.ToLower(host) // as ChromeDisplay, without asking twice
		return chromeDisplay{display: low}
	}
	return d.hosts.Get(host, func(h string) chromeDisplay {
		display, rule := ChromeDisplay(h)
		return chromeDisplay{display, rule, string(jsonw.AppendString(nil, display))}
	}, func(v chromeDisplay) chromeDisplay {
		// the display may be the host itself, a view of the line
		return chromeDisplay{strings.Clone(v.display), strings.Clone(v.rule), v.json}
	})
}

// ChromeHostname is Chrome for the hostname of a URL the URL Standard's
// host parser wrote; special says the URL is special, its hostname then
// lower case already. Unless such a hostname holds a label the checker
// reads, the address bar shows it as written, and both results are ""
// (a whatwg.Record's DisplayHost is then the hostname), with no scan.
func (d *Displays) ChromeHostname(hostname string, special bool) (display, rule string) {
	display, rule, _ = d.ChromeHostnameJSON(hostname, special)
	return display, rule
}

// ChromeHostnameJSON is ChromeHostname with the display as a JSON string
// (jsonw.AppendString's) when the host needed the check, remembered with
// it; "" when it did not.
func (d *Displays) ChromeHostnameJSON(hostname string, special bool) (display, rule, json string) {
	if special && !NeedsCheck(hostname) {
		return "", "", ""
	}
	v := d.chrome(hostname)
	return v.display, v.rule, v.json
}

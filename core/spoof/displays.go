package spoof

import (
	"strings"

	"github.com/linkscope/linkscope/core/hostmemo"
)

// Displays is ChromeDisplay with a memory of the hosts it has answered,
// for a batch that meets the same hosts again and again (the IDN check
// costs microseconds). The zero Displays is ready; use one per goroutine.
type Displays struct {
	hosts hostmemo.Memo[[2]string]
}

// Chrome is ChromeDisplay(host), remembered.
func (d *Displays) Chrome(host string) (display, rule string) {
	if !NeedsCheck(host) {
		return strings.ToLower(host), "" // as ChromeDisplay, without asking twice
	}
	v := d.hosts.Get(host, func(h string) [2]string {
		display, rule := ChromeDisplay(h)
		return [2]string{display, rule}
	}, func(v [2]string) [2]string { return [2]string{strings.Clone(v[0]), strings.Clone(v[1])} }) // the display may be the host itself, a view of the line

	return v[0], v[1]
}

// ChromeHostname is Chrome for the hostname of a URL the URL Standard's
// host parser wrote; special says the URL is special, its hostname then
// lower case already. Unless such a hostname holds a label the checker
// reads, the address bar shows it as written, and both results are ""
// (a whatwg.Record's DisplayHost is then the hostname), with no scan.
func (d *Displays) ChromeHostname(hostname string, special bool) (display, rule string) {
	if special && !NeedsCheck(hostname) {
		return "", ""
	}
	return d.Chrome(hostname)
}

package whatwg

// Hosts are the host of each reading, as written by RFC 3986 and as the
// URL API's hostname; "" for a reading without a host (or that failed).
func (r *Readings) Hosts() (rfc, browser string) {
	rfc, _ = rfcHost(&r.RFC, r.RFCOK)
	browser, _ = browserHost(&r.Browser, r.BrowserOK)
	return rfc, browser
}

package whatwg

// Origin returns the origin getter: the serialization of the URL's origin
// (URL Standard section 4.7 "Origin", serialized as HTML's "serialization
// of an origin"): "scheme://host[:port]" for ftp, http, https, ws and wss;
// for blob, the origin of the URL its path holds when that is http or
// https; "null" (an opaque origin) otherwise, file included.
func (u *URL) Origin() string {
	switch u.Scheme() {
	case "http", "https", "ws", "wss", "ftp":
		if !u.hasCredentials() {
			return u.href[:u.portEnd()]
		}
		return u.href[:u.schemeEnd+3] + u.href[u.hostStart:u.portEnd()]
	case "blob":
		inner, err := Parse(u.Pathname(), nil)
		if err != nil {
			return "null"
		}
		if s := inner.Scheme(); s == "http" || s == "https" {
			return inner.Origin()
		}
	}
	return "null"
}

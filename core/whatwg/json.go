package whatwg

import "github.com/linkscope/linkscope/core/jsonw"

// Display is what the IDN spoof checker decided to show for the host:
// Host as Chrome's address bar shows it (Unicode or punycode) and Rule,
// the rule that decided ("" when the host shows as Unicode with no rule).
// The zero Display shows the hostname as serialized (Record.DisplayHost).
type Display struct {
	Host string
	Rule string
	// HostJSON is Host as a JSON string, when the caller has it already
	// (spoof.Displays remembers it with the host's display); "" to
	// encode Host.
	HostJSON string
}

// Record is one link as the browser reads it, for JSON.
type Record struct {
	Input, Base string
	HasBase     bool
	URL         URL
	Err         error // nil, or the *Error of a failed parse
	Validation  []ValidationError
	Differs     []Difference
	RFCOK       bool // RFC 3986 reads the link (core/uri's lenient reading): Differs compares only then
	Display     Display
}

// DisplayHost is the host as the address bar shows it: Display.Host when
// the spoof checker set it, else the hostname as the URL serializes it
// (ASCII, punycode for an IDN), which is what a browser falls back to.
func (r *Record) DisplayHost() string {
	if r.Display.Host != "" || r.Err != nil {
		return r.Display.Host
	}
	return r.URL.Hostname()
}

// AppendBrowserJSON appends the `browser --json` object: input, base,
// href, origin, protocol, username, password, host, hostname, port,
// pathname, search, hash, failure, validation, differs, display_host,
// display_rule. The URL attributes and display_host are null on failure.
func (r *Record) AppendBrowserJSON(dst []byte) []byte {
	dst = append(dst, `{"input":`...)
	dst = jsonw.AppendString(dst, r.Input)
	dst = append(dst, `,"base":`...)
	dst = jsonw.AppendStringOrNull(dst, r.Base, r.HasBase)
	dst = append(dst, ',')
	return r.appendMembers(dst)
}

// AppendInspectJSON appends inspect's "browser" object: the keys of
// AppendBrowserJSON without input and base.
func (r *Record) AppendInspectJSON(dst []byte) []byte {
	dst = append(dst, '{')
	return r.appendMembers(dst)
}

func (r *Record) appendMembers(dst []byte) []byte {
	dst = r.appendAttributes(dst)
	if r.Err == nil && len(r.Validation) == 0 && len(r.Differs) == 0 {
		// Nearly every link: its empty members written with their keys
		// in one copy, as appendOutcome writes them.
		dst = append(dst, `,"failure":null,"validation":[],"differs":[]`...)
	} else {
		dst = r.appendOutcome(dst)
	}
	dst = append(dst, `,"display_host":`...)
	switch {
	case r.Err != nil:
		dst = jsonw.AppendNull(dst)
	case r.Display.Host == "" && r.URL.plain:
		dst = jsonw.AppendPlain(dst, r.URL.Hostname())
	case r.Display.Host != "" && r.Display.HostJSON != "":
		dst = append(dst, r.Display.HostJSON...)
	default:
		dst = jsonw.AppendString(dst, r.DisplayHost())
	}
	dst = append(dst, `,"display_rule":`...)
	dst = jsonw.AppendStringOrNull(dst, r.Display.Rule, r.Err == nil && r.Display.Rule != "")
	return append(dst, '}')
}

// appendOutcome appends "failure", "validation" and "differs".
func (r *Record) appendOutcome(dst []byte) []byte {
	dst = append(dst, `,"failure":`...)
	if e, isErr := r.Err.(*Error); isErr {
		dst = jsonw.AppendString(dst, e.Sentence())
	} else if b, isBase := r.Err.(*BaseError); isBase {
		dst = jsonw.AppendString(dst, "base URL: "+b.Err.Sentence())
	} else if r.Err != nil {
		dst = jsonw.AppendString(dst, r.Err.Error())
	} else {
		dst = jsonw.AppendNull(dst)
	}
	dst = append(dst, `,"validation":`...)
	dst = jsonw.AppendArray(dst, r.Validation, appendValidation)
	dst = append(dst, `,"differs":`...)
	return jsonw.AppendArray(dst, r.Differs, appendDifference)
}

// appendAttributes appends "href" to "hash": the URL API's getters, or
// null for each on failure.
func (r *Record) appendAttributes(dst []byte) []byte {
	u := &r.URL
	if r.Err != nil {
		return append(dst, `"href":null,"origin":null,"protocol":null,"username":null,"password":null,"host":null,`+
			`"hostname":null,"port":null,"pathname":null,"search":null,"hash":null`...)
	}
	// Every attribute is made of the href's bytes: when the href needs no
	// JSON escape (as nearly every one), none of them does, and each is
	// copied between its key and the next.
	if u.plain || jsonw.IsPlain(u.href) {
		dst = append(append(dst, `"href":"`...), u.Href()...)
		dst = append(append(dst, `","origin":"`...), u.Origin()...)
		dst = append(append(dst, `","protocol":"`...), u.Protocol()...)
		// Most links have no credentials and no port: their empty
		// members are written with the keys around them.
		if u.hasCredentials() {
			dst = append(append(dst, `","username":"`...), u.Username()...)
			dst = append(append(dst, `","password":"`...), u.Password()...)
			dst = append(dst, `","host":"`...)
		} else {
			dst = append(dst, `","username":"","password":"","host":"`...)
		}
		dst = append(dst, u.Host()...)
		dst = append(append(dst, `","hostname":"`...), u.Hostname()...)
		if u.port >= 0 {
			dst = append(append(dst, `","port":"`...), u.Port()...)
			dst = append(dst, `","pathname":"`...)
		} else {
			dst = append(dst, `","port":"","pathname":"`...)
		}
		dst = append(dst, u.Pathname()...)
		dst = append(append(dst, `","search":"`...), u.Search()...)
		dst = append(append(dst, `","hash":"`...), u.Hash()...)
		return append(dst, '"')
	}
	dst = jsonw.AppendString(append(dst, `"href":`...), u.Href())
	dst = jsonw.AppendString(append(dst, `,"origin":`...), u.Origin())
	dst = jsonw.AppendString(append(dst, `,"protocol":`...), u.Protocol())
	dst = jsonw.AppendString(append(dst, `,"username":`...), u.Username())
	dst = jsonw.AppendString(append(dst, `,"password":`...), u.Password())
	dst = jsonw.AppendString(append(dst, `,"host":`...), u.Host())
	dst = jsonw.AppendString(append(dst, `,"hostname":`...), u.Hostname())
	dst = jsonw.AppendString(append(dst, `,"port":`...), u.Port())
	dst = jsonw.AppendString(append(dst, `,"pathname":`...), u.Pathname())
	dst = jsonw.AppendString(append(dst, `,"search":`...), u.Search())
	return jsonw.AppendString(append(dst, `,"hash":`...), u.Hash())
}

func appendValidation(dst []byte, e *ValidationError) []byte {
	dst = append(dst, `{"error":"`...)
	dst = append(dst, e.Kind.String()...)
	dst = append(dst, `","pos":`...)
	dst = jsonw.AppendInt(dst, int64(e.Pos))
	return append(dst, '}')
}

func appendDifference(dst []byte, d *Difference) []byte {
	dst = append(dst, `{"component":"`...)
	dst = append(dst, d.Component...)
	dst = append(dst, `","rfc3986":`...)
	dst = jsonw.AppendStringOrNull(dst, d.RFC3986, d.HasRFC3986)
	dst = append(dst, `,"browser":`...)
	dst = jsonw.AppendStringOrNull(dst, d.Browser, d.HasBrowser)
	return append(dst, '}')
}

// AppendSerialization appends what `normalize --rules browser` and the
// compare preset browser give for input: the href, or on failure nothing
// and the error (the caller reports it as a line that does not parse).
func AppendSerialization(dst []byte, input string, base *URL) ([]byte, error) {
	u, err := Parse(input, base)
	if err != nil {
		return dst, err
	}
	return append(dst, u.Href()...), nil
}

// Inspect reads input as the browser does (against base when hasBase) and
// as RFC 3986 does, and returns the Record with every validation error and
// difference; the caller sets Display from the spoof checker, which needs
// Record.URL's host. A base that does not parse makes the record fail
// with the base's error, as new URL(input, base) throws.
func Inspect(input, base string, hasBase bool) Record {
	var b *Base
	if hasBase {
		var err error
		if b, err = ParseBase(base); err != nil {
			return Record{Input: input, Base: base, HasBase: true, Err: &BaseError{Err: err.(*Error)}}
		}
	}
	rec := InspectAgainst(input, b, nil, nil)
	rec.Base, rec.HasBase = base, hasBase
	return rec
}

// BaseError is the failure of a base URL that does not parse.
type BaseError struct{ Err *Error }

func (e *BaseError) Error() string { return "base URL: " + e.Err.Error() }

package extract

// Diagnostic reports what a scan cut or left unread, so nothing is
// dropped in silence: where (a byte offset in the input), what, and a
// sentence for the user.
type Diagnostic struct {
	Pos     int
	Kind    string
	Message string
}

// The kinds of Diagnostic, the JSON "kind" values.
const (
	// DiagLinkCut: text without white space ran past MaxLinkLength; the
	// link in it is cut there, and the rest of that run is not read.
	DiagLinkCut = "link-cut"
	// DiagTooDeep: MIME parts nested deeper than MaxDepth are not read.
	DiagTooDeep = "mime-too-deep"
	// DiagRelative: relative links past the bound a scan keeps while it
	// waits for the document's <base href> are not resolved.
	DiagRelative = "relative-not-resolved"
	// DiagMarkupSkipped: a tag or comment longer than MaxMarkupLength (an
	// attribute holding a data: URL, an unclosed comment) is skipped, its
	// links unread.
	DiagMarkupSkipped = "markup-skipped"
	// DiagInputCut: the input is longer than the reader reads of its kind
	// (an email past its bound); the rest is not read.
	DiagInputCut = "input-cut"
	// DiagRefused: an href or src value with a link scheme that a
	// browser's URL parser refuses (a control in the host, no host): no
	// link is listed for it.
	DiagRefused = "link-refused"
	// DiagCharset: a text part in a charset linkscope does not read, or
	// that is not valid in its charset: what was not read is said.
	DiagCharset = "charset"
)

// diags collects diagnostics; a nil *diags drops them (the functions
// that return links only).
type diags struct {
	list []Diagnostic
}

func (d *diags) add(pos int, kind, message string) {
	if d == nil {
		return
	}
	d.list = append(d.list, Diagnostic{Pos: pos, Kind: kind, Message: message})
}

// Scan is Auto that also says what it cut or left unread.
func Scan(s string, opts Options) ([]Link, []Diagnostic) {
	var d diags
	var links []Link
	switch {
	case LooksLikeEmail(s):
		links = appendMessage(nil, s, 0, opts, 0, &d)
	case LooksLikeHTML(s):
		links = appendHTML(nil, s, opts, FromText, nil, &d)
	default:
		links = Text(s, opts)
	}
	return links, d.list
}

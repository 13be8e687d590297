package extract

// Source says where in the input a link was found: its JSON "from".
type Source uint8

// The sources.
const (
	FromText        Source = iota // plain text, chat, Markdown, an HTML text node
	FromHref                      // an HTML href attribute
	FromSrc                       // an HTML src attribute
	FromEmailText                 // a text/plain part of an email
	FromEmailHTML                 // a text/html part of an email (attributes and text)
	FromEmailHeader               // a header field of an email that lists URLs (List-Unsubscribe, …)
)

var sourceNames = [...]string{"text", "href", "src", "email-text", "email-html", "email-header"}

// String is the JSON "from" value.
func (s Source) String() string {
	if int(s) < len(sourceNames) {
		return sourceNames[s]
	}
	return "unknown"
}

// Link is one link found in the input.
type Link struct {
	// URL is the link as written, refanged when it was defanged, with
	// "http://" before a www. or bare-domain link (as the GFM autolink
	// extension and linkify-it do), HTML entities decoded where the input
	// was HTML, and a relative href or src resolved against the HTML
	// document's <base href>.
	URL string
	// Pos is the byte offset in the input where the link starts (for an
	// email part in quoted-printable or base64, the offset of the encoded
	// byte that holds the link's first byte).
	Pos int
	// Refanged is true when a defanged form (hxxp, [.], (.), [:], [://])
	// was written out.
	Refanged bool
	From     Source
	// Cut is set when the text goes on, glued to the link, past a
	// character no link holds (a control, a byte that is not UTF-8, an
	// invisible space): the link may be longer than what was found.
	Cut Cut
	// Written is the href or src value as written (entities decoded) when
	// URL is not it but what a browser makes of it: "https:evil.example/"
	// and "https:\\evil.example/" are opened as https://evil.example/, a
	// control in a path is percent-encoded (URL Standard, basic URL
	// parser). Empty otherwise.
	Written string
}

// Options select what counts as a link.
type Options struct {
	// Bare finds bare domains ("example.com"), whose last label is a
	// top-level domain of the public suffix list.
	Bare bool
}

// Unique keeps the first occurrence of each URL, in order.
func Unique(links []Link) []Link {
	seen := make(map[string]struct{}, len(links))
	out := links[:0:0]
	for _, l := range links {
		if _, dup := seen[l.URL]; dup {
			continue
		}
		seen[l.URL] = struct{}{}
		out = append(out, l)
	}
	return out
}

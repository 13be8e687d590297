package extract

import (
	"mime"
	"net/mail"
	"strconv"
	"strings"
)

// Email returns the links of a raw email message (RFC 5322, MIME per RFC
// 2045 and 2046): the URLs of the list header fields (from email-header,
// see headerfields.tsv), every text/plain part read as text (from
// email-text), every text/html part read as HTML (from email-html), nested
// multiparts and attached messages (message/rfc822) included, with
// quoted-printable and base64 bodies decoded. Positions are offsets in the
// raw message.
func Email(s string, opts Options) []Link {
	return appendMessage(nil, s, 0, opts, 0, nil)
}

// MaxDepth bounds the nesting of multiparts and attached messages: a
// hostile message cannot make the parse recurse without end. Parts
// deeper are not read (a DiagTooDeep says where).
const MaxDepth = 32

// appendMessage reads the message (or MIME part: headers, blank line,
// body) s that starts at byte base of the input.
func appendMessage(dst []Link, s string, base int, opts Options, depth int, d *diags) []Link {
	headerEnd, bodyStart := splitHeader(s)
	dst = appendHeaderLinks(dst, s[:headerEnd], base, opts)
	h, err := mail.ReadMessage(strings.NewReader(s[:headerEnd] + "\r\n\r\n"))
	ctype, cte := "text/plain", ""
	if err == nil {
		ctype = h.Header.Get("Content-Type")
		cte = h.Header.Get("Content-Transfer-Encoding")
	}
	return appendPart(dst, s[bodyStart:], base+bodyStart, ctype, cte, opts, depth, d)
}

// splitHeader returns the end of the header block and the start of the
// body: after the first empty line, CRLF or LF.
func splitHeader(s string) (int, int) {
	crlf := strings.Index(s, "\r\n\r\n")
	lf := strings.Index(s, "\n\n")
	switch {
	case crlf >= 0 && (lf < 0 || crlf < lf):
		return crlf, crlf + 4
	case lf >= 0:
		return lf, lf + 2
	}
	return len(s), len(s)
}

// appendPart reads one body by its media type. A part without a
// Content-Type, or with one that does not parse, is text/plain (RFC 2045
// section 5.2).
func appendPart(dst []Link, body string, base int, ctype, cte string, opts Options, depth int, d *diags) []Link {
	media, params, err := mime.ParseMediaType(ctype)
	if err != nil || ctype == "" {
		media, params = "text/plain", map[string]string{}
	}
	switch {
	case depth >= MaxDepth:
		d.add(base, DiagTooDeep, "MIME parts nested deeper than "+strconv.Itoa(MaxDepth)+" levels at byte "+strconv.Itoa(base)+" are not read")
		return dst
	case strings.HasPrefix(media, "multipart/") && params["boundary"] != "":
		for _, p := range splitMultipart(body, params["boundary"]) {
			dst = appendMessage(dst, body[p.start:p.end], base+p.start, opts, depth+1, d)
		}
		return dst
	case media == "message/rfc822" || media == "message/global":
		return appendMessage(dst, body, base, opts, depth+1, d)
	case media == "text/plain" || media == "text/html":
		text, offsets := decodeBody(body, cte)
		text, offsets, problem := decodeCharset(text, offsets, params["charset"])
		if problem != "" {
			d.add(base, DiagCharset, problem)
		}
		n := len(dst)
		if media == "text/html" {
			from := FromEmailHTML
			var pd diags
			dst = appendHTML(dst, text, opts, FromEmailHTML, &from, &pd)
			for _, x := range pd.list {
				d.add(base+offsetAt(offsets, x.Pos), x.Kind, x.Message)
			}
		} else {
			dst = appendText(dst, text, opts, FromEmailText)
		}
		for k := n; k < len(dst); k++ {
			dst[k].Pos = base + offsetAt(offsets, dst[k].Pos)
		}
	}
	return dst
}

// offsetAt maps an offset in a decoded body to the raw body; offsets nil
// means the body was not transformed.
func offsetAt(offsets []int32, i int) int {
	if offsets == nil {
		return i
	}
	if i < len(offsets) {
		return int(offsets[i])
	}
	if len(offsets) == 0 {
		return 0
	}
	return int(offsets[len(offsets)-1])
}

type span struct{ start, end int }

// splitMultipart returns the body parts of a multipart body (RFC 2046
// section 5.1.1): the text between delimiter lines "--boundary", the
// preamble and the epilogue excluded. The CRLF before a delimiter belongs
// to the delimiter. A missing close delimiter ends the last part at the
// end of the body.
func splitMultipart(body, boundary string) []span {
	delim := "--" + boundary
	var parts []span
	start := -1
	for i := 0; i < len(body); {
		lineEnd := strings.IndexByte(body[i:], '\n')
		next := len(body)
		if lineEnd >= 0 {
			next = i + lineEnd + 1
		}
		line := strings.TrimRight(body[i:next], " \t\r\n")
		if strings.HasPrefix(line, delim) {
			rest := line[len(delim):]
			if rest == "" || rest == "--" {
				if start >= 0 {
					parts = append(parts, span{start, lineStart(body, start, i)})
				}
				if rest == "--" {
					return parts
				}
				start = next
			}
		}
		i = next
	}
	if start >= 0 && start < len(body) {
		parts = append(parts, span{start, len(body)})
	}
	return parts
}

// lineStart is the end of a part whose delimiter line starts at i: the
// line break before the delimiter is not the part's.
func lineStart(body string, start, i int) int {
	end := i
	if end > start && body[end-1] == '\n' {
		end--
	}
	if end > start && body[end-1] == '\r' {
		end--
	}
	return end
}

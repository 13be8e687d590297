package inspect

import (
	"errors"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/uri"
)

var uriSection = Section{
	Name: "uri", Keys: []string{"uri"}, Doc: sectionDoc("uri"), shown: 70, needs: readRFC,
	compute: func(in *Inspector, r *Report) {
		if r.URIErr == nil {
			r.HostForms = in.hostForms(r.URI)
		}
	},
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		return appendURI(appendKey(dst, "uri"), r)
	},
	appendText: appendURIText,
}

func appendURI(dst []byte, r *Report) []byte {
	if r.URIErr != nil {
		return appendError(dst, r.URIErr)
	}
	// A URI (no IRI or illegal characters) is written without a scan, and
	// so is a host form that is the host itself, as nearly every one is;
	// an IRI's host form that is the host copies the host's encoding.
	u, forms := &r.URI, &r.HostForms
	grammatical := uri.Grammatical(r.URIWarnings)
	var host jsonw.Written
	if grammatical {
		dst = u.AppendGrammaticalJSON(dst)
	} else {
		dst, host = u.AppendJSONWritten(dst)
	}
	dst = dst[:len(dst)-1] // reopen the object for the keys the Reference cannot know (the host's encoding stays)
	dst = append(dst, `,"host_unicode":`...)
	dst = appendHostForm(dst, forms.Unicode, forms.IsRegName, grammatical && forms.Unicode == u.Host, host)
	dst = append(dst, `,"host_ascii":`...)
	dst = appendHostForm(dst, forms.ASCII, forms.HasASCII, grammatical && forms.ASCII == u.Host, host)
	dst = append(dst, `,"warnings":`...)
	dst = append(dst, '[')
	for i, w := range r.URIWarnings {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = w.AppendJSON(dst)
	}
	return append(dst, ']', '}')
}

// appendHostForm appends a host form, or null when it is not defined;
// plain says it needs no escaping, and one equal to host is copied.
func appendHostForm(dst []byte, form string, defined, plain bool, host jsonw.Written) []byte {
	switch {
	case !defined:
		return jsonw.AppendNull(dst)
	case plain:
		return jsonw.AppendPlain(dst, form)
	}
	return jsonw.AppendStringAgain(dst, form, host)
}

// appendError writes a section that failed: {"error"}, with the
// "position" of a URI syntax error.
func appendError(dst []byte, err error) []byte {
	var pe *uri.ParseError
	if errors.As(err, &pe) {
		return pe.AppendJSON(dst)
	}
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "error")
	dst = jsonw.AppendString(dst, err.Error())
	return append(dst, '}')
}

// appendURIText appends the RFC 3986 components as written, or where the
// input stops being a URI reference.
func appendURIText(dst []byte, r *Report) []byte {
	if r.URIErr != nil {
		return plaintext.AppendField(dst, 0, "uri", "not a URI reference: "+r.URIErr.Error())
	}
	u := &r.URI
	dst = plaintext.AppendField(dst, 0, "uri", "RFC 3986 components, as written")
	parts := []struct {
		label, value string
		has          bool
	}{
		{"scheme", u.Scheme, u.HasScheme}, {"userinfo", u.Userinfo, u.HasUserinfo},
		{"host", u.Host + "  (" + u.HostType.String() + ")", u.HasAuthority}, {"port", u.Port, u.HasPort},
		{"path", u.Path, true}, {"query", u.Query, u.HasQuery}, {"fragment", u.Fragment, u.HasFragment},
	}
	for _, p := range parts {
		if p.has {
			dst = plaintext.AppendField(dst, 1, p.label, p.value)
		}
		if label, other, ok := r.HostForms.Other(u.Host); ok && p.label == "host" {
			dst = plaintext.AppendField(dst, 1, label, other+"  (IDNA)") // the other form, as the terminal UI shows it
		}
	}
	for _, w := range r.URIWarnings {
		dst = plaintext.AppendField(dst, 1, "warning", w.String())
	}
	return dst
}

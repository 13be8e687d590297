package inspect

import (
	"strings"

	"github.com/linkscope/linkscope/core/uri"
)

// HostForms are the two IDNA forms of a reg-name host (UTS #46, lookup
// profile): Unicode for reading, ASCII (punycode) for DNS. HasASCII is
// false when the host cannot be converted; both are unset for an IP
// literal or a reference without a host.
type HostForms struct {
	Unicode, ASCII string
	IsRegName      bool
	HasASCII       bool
}

// HostFormsOf returns ref's host in both IDNA forms.
func HostFormsOf(ref uri.Reference) HostForms {
	if !ref.HasAuthority || ref.HostType != uri.HostRegName {
		return HostForms{}
	}
	f := HostForms{Unicode: uri.HostUnicode(ref.Host), IsRegName: true}
	if a, err := uri.HostASCII(ref.Host); err == nil {
		f.ASCII, f.HasASCII = a, true
	}
	return f
}

// Other is the form the host is not written in, as the terminal UI shows
// it: label "unicode" for a punycode host, "punycode" for a Unicode one;
// ok is false when the host reads the same either way.
func (f HostForms) Other(host string) (label, value string, ok bool) {
	switch {
	case !f.IsRegName || host == "":
		return "", "", false
	case !strings.EqualFold(f.Unicode, host):
		return "unicode", f.Unicode, true
	case f.HasASCII && !strings.EqualFold(f.ASCII, host):
		return "punycode", f.ASCII, true
	}
	return "", "", false
}

// hostForms returns the IDNA forms of ref's host from the Inspector's
// memory of the hosts it has seen: IDNA is the costly part of the uri
// section for an IDN or punycode host.
func (in *Inspector) hostForms(ref uri.Reference) HostForms {
	if !ref.HasAuthority || ref.HostType != uri.HostRegName {
		return HostForms{}
	}
	return in.hosts.Get(ref.Host, func(host string) HostForms {
		ref.Host = host
		return HostFormsOf(ref)
	}, func(f HostForms) HostForms {
		f.Unicode, f.ASCII = strings.Clone(f.Unicode), strings.Clone(f.ASCII)
		return f
	})
}

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

// hostCache remembers the IDNA forms of the hosts an Inspector saw: a batch
// sees the same few hosts over and over, and IDNA is the costly part of the
// uri section for an IDN or punycode host. Keys and values are copies, so
// the cache does not keep the input lines alive.
type hostCache map[string]HostForms

// maxCachedHosts and maxCachedHost bound the cache: it starts again when
// full, and keeps no host longer than a DNS name can be (a hostile line can
// hold a megabyte of host).
const (
	maxCachedHosts = 4096
	maxCachedHost  = 255
)

func (c *hostCache) forms(ref uri.Reference) HostForms {
	if !ref.HasAuthority || ref.HostType != uri.HostRegName {
		return HostForms{}
	}
	if len(ref.Host) > maxCachedHost {
		return HostFormsOf(ref)
	}
	if f, ok := (*c)[ref.Host]; ok {
		return f
	}
	if *c == nil || len(*c) >= maxCachedHosts {
		*c = make(hostCache, 64)
	}
	f := HostFormsOf(ref)
	host := strings.Clone(ref.Host)
	f.Unicode, f.ASCII = sameOrClone(f.Unicode, host), sameOrClone(f.ASCII, host)
	(*c)[host] = f
	return f
}

// sameOrClone returns host for a form that reads the same, else a copy.
func sameOrClone(form, host string) string {
	if form == host {
		return host
	}
	return strings.Clone(form)
}

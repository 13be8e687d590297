package conventions

import (
	"slices"
	"strings"

	"github.com/goccy/go-yaml/ast"
)

// ShortenSettings is the file's shorten: section: which link shortener
// `linkscope shorten` uses and how to reach each. Only the config
// directory's linkscope.yaml may hold it: a section in another file (one
// in the current directory, which a cloned repository could bring) is
// refused by the commands that shorten, since it could send the user's
// links, and key, elsewhere. Parse only reads it; it sends nothing.
//
//	shorten:
//	  provider: shlink
//	  shlink:
//	    endpoint: https://s.example.com
//	    key_file: shlink.key
//	    tags: [newsletter]
type ShortenSettings struct {
	Line, Column int    // where the section's key is
	Provider     string // provider:, the one used when none is named; "" when not set
	Providers    []ShortenProvider
}

// ShortenProvider is one provider's block of the shorten: section.
type ShortenProvider struct {
	Name         string
	Line, Column int
	Endpoint     string // the API's address
	Domain       string // the short domain
	// KeyFile names a file holding the key, relative to the config
	// directory when not absolute.
	KeyFile       string
	Tags          []string // shlink
	GroupGUID     string   // bitly
	SignatureHash string   // yourls: sha256 (the default), sha384, sha512, md5, plain
}

// ProviderBlock returns the block for name, or nil.
func (s *ShortenSettings) ProviderBlock(name string) *ShortenProvider {
	if s == nil {
		return nil
	}
	for i := range s.Providers {
		if s.Providers[i].Name == name {
			return &s.Providers[i]
		}
	}
	return nil
}

// shortenKeys are the keys each provider's block takes.
func shortenKeys(provider string) []string {
	common := []string{"endpoint", "domain", "key_file"}
	switch provider {
	case "shlink":
		return append(common, "tags")
	case "yourls":
		return []string{"endpoint", "key_file", "signature_hash"} // one domain: the install's
	case "bitly":
		return append(common, "group_guid")
	case "kutt", "dub":
		return common
	}
	return nil
}

// yourlsHashes are the signature_hash values: the hashes YOURLS takes
// for a time-limited signature, or plain (the signature itself).
func yourlsHashes() []string { return []string{"sha256", "sha384", "sha512", "md5", "plain"} }

// ShortenProviderNames are the providers a shorten: section may name.
func ShortenProviderNames() []string { return []string{"shlink", "yourls", "kutt", "dub", "bitly"} }

func (c *File) parseShorten(k, v ast.Node) error {
	pairs, err := mapping(v, "shorten")
	if err != nil {
		return err
	}
	p := position(k)
	s := &ShortenSettings{Line: p.Line, Column: p.Column}
	names := ShortenProviderNames()
	err = eachKey(pairs, func(key string, k, v ast.Node) error {
		if key == "provider" {
			name, err := str(v, "provider")
			if err != nil {
				return err
			}
			if !slices.Contains(names, name) {
				return at(v, "shorten: provider %q: linkscope knows %s", name, strings.Join(names, ", "))
			}
			s.Provider = name
			return nil
		}
		if !slices.Contains(names, key) {
			return at(k, "shorten: unknown key %q: the section has provider and a block for each of %s", key, strings.Join(names, ", "))
		}
		b, err := parseShortenProvider(key, k, v)
		s.Providers = append(s.Providers, b)
		return err
	})
	c.Shorten = s
	return err
}

func parseShortenProvider(name string, k, v ast.Node) (ShortenProvider, error) {
	p := position(k)
	b := ShortenProvider{Name: name, Line: p.Line, Column: p.Column}
	pairs, err := mapping(v, "shorten: "+name)
	if err != nil {
		return b, err
	}
	allowed := shortenKeys(name)
	err = eachKey(pairs, func(key string, k, v ast.Node) error {
		if !slices.Contains(allowed, key) {
			return at(k, "shorten: %s: unknown key %q: %s takes %s", name, key, name, strings.Join(allowed, ", "))
		}
		if key == "tags" {
			tags, _, err := list(v, "tags")
			b.Tags = tags
			return err
		}
		val, err := str(v, key)
		if err != nil {
			return err
		}
		switch key {
		case "endpoint":
			b.Endpoint = val
		case "domain":
			b.Domain = val
		case "key_file":
			b.KeyFile = val
		case "group_guid":
			b.GroupGUID = val
		case "signature_hash":
			if !slices.Contains(yourlsHashes(), val) {
				return at(v, "shorten: yourls: signature_hash %q: it is one of %s", val, strings.Join(yourlsHashes(), ", "))
			}
			b.SignatureHash = val
		}
		return nil
	})
	return b, err
}

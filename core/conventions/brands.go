package conventions

import (
	"github.com/goccy/go-yaml/ast"

	"github.com/linkscope/linkscope/core/spoof"
)

// Brand is a domain of the file's brands: a host that reads like it
// (the same UTS #39 skeleton, registrable domain against registrable
// domain) and is neither it nor one of its subdomains is a lookalike.
type Brand struct {
	Domain       string // lower case, IDN labels in Unicode (spoof.ParseBrand)
	Line, Column int    // where the file writes it
}

// BrandSet is the file's brands as the risk scanner takes them
// (risk.NewScanner, risk.ScanBrands); nil when the file names none.
func (c *File) BrandSet() *spoof.Brands {
	if c == nil {
		return nil
	}
	return c.brandSet
}

// parseBrands reads `brands: [domain, …]`: each a domain name, not a URL
// or a public suffix, none twice.
func (c *File) parseBrands(n ast.Node) error {
	domains, nodes, err := list(n, "brands")
	if err != nil {
		return err
	}
	seen := make(map[string]bool, len(domains))
	c.Brands = make([]Brand, 0, len(domains))
	for i, d := range domains {
		domain, err := spoof.ParseBrand(d)
		if err != nil {
			return at(nodes[i], "brand %q: %v", d, err)
		}
		if seen[domain] {
			return at(nodes[i], "brand %q is listed twice", d)
		}
		seen[domain] = true
		p := position(nodes[i])
		c.Brands = append(c.Brands, Brand{Domain: domain, Line: p.Line, Column: p.Column})
	}
	if len(domains) == 0 {
		return nil
	}
	set, err := spoof.NewBrands(domains)
	if err != nil {
		return at(n, "brands: %v", err) // ParseBrand accepted each: not reached
	}
	c.brandSet = set
	return nil
}

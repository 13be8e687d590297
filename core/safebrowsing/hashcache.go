package safebrowsing

import (
	"crypto/sha256"
	"strings"
)

// hashCache remembers the SHA-256 of expressions: a batch meets the same
// hosts and path prefixes again and again (of the benchmark corpus's 1.3
// million expressions, 19,000 are distinct), and hashing is the largest
// part of a lookup.
type hashCache map[string]Hash

// hashCacheSize bounds the cache; when full it is emptied. An expression
// longer than maxCachedExpression (a path with its query, most often
// seen once) is hashed and not kept.
const (
	hashCacheSize       = 8192
	maxCachedExpression = 255
)

// sum is the SHA-256 of expr, whose bytes are b.
func (c *hashCache) sum(expr string, b []byte) Hash {
	if len(expr) > maxCachedExpression {
		return sha256.Sum256(b)
	}
	if h, ok := (*c)[expr]; ok {
		return h
	}
	h := Hash(sha256.Sum256(b))
	if *c == nil || len(*c) >= hashCacheSize {
		*c = make(hashCache, 256)
	}
	// A copy, so the cache does not keep the whole URL alive.
	(*c)[strings.Clone(expr)] = h
	return h
}

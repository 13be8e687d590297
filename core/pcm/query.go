package pcm

import (
	"github.com/linkscope/linkscope/core/formvalue"
	"strings"
)

// parseQuery reads the later revisions' query the way WebKit's
// parseAttributionRequestQuery does: application/x-www-form-urlencoded
// pairs (empty pairs skipped, names and values percent-decoded, '+' a
// space), holding only attributionSource and attributionDestinationNonce,
// each at most once and each with a value. A bare "?" is refused.
func (t *Trigger) parseQuery(raw, q string, pos int) *Error {
	seenSource, seenNonce, pairs, start := false, false, 0, pos
	for q != "" {
		pair, rest, _ := strings.Cut(q, "&")
		at := pos
		pos += len(pair) + 1
		q = rest
		if pair == "" {
			continue
		}
		pairs++
		rawKey, rawValue, _ := strings.Cut(pair, "=")
		valuePos := at + len(rawKey) + 1
		switch formvalue.Decode(rawKey) {
		case ParamAttributionSource:
			if err := t.readSource(raw, rawValue, valuePos, at, seenSource); err != nil {
				return err
			}
			seenSource = true
		case ParamDestinationNonce:
			if err := t.readNonce(raw, rawValue, valuePos, at, seenNonce); err != nil {
				return err
			}
			seenNonce = true
		default:
			return newError(RuleQueryParameter, at, raw,
				"the query holds \""+quoteBare(formvalue.Decode(rawKey))+"\": only "+ParamAttributionSource+" and "+ParamDestinationNonce+" are allowed")
		}
	}
	if pairs == 0 {
		return newError(RuleQueryEmpty, start-1, raw,
			"the URL has a '?' but no parameter: leave the query out entirely or give "+ParamAttributionSource+" or "+ParamDestinationNonce)
	}
	return nil
}

func (t *Trigger) readSource(raw, rawValue string, pos, keyPos int, seen bool) *Error {
	if rawValue == "" {
		return newError(RuleSourceEmpty, keyPos, raw, ParamAttributionSource+" has no value")
	}
	if seen {
		return newError(RuleSourceDuplicate, keyPos, raw, ParamAttributionSource+" appears more than once")
	}
	v := formvalue.Decode(rawValue)
	domain, err := sourceDomain(v)
	if err != nil {
		return relocateValue(err, raw, pos, v == rawValue)
	}
	t.AttributionSource, t.SourceSite = v, domain
	return nil
}

// sourceDomain checks an attributionSource value: a URL naming a site and
// nothing more (WebKit: no path beyond "/", no credentials, no query, no
// fragment), with a registrable domain.
func sourceDomain(v string) (string, *Error) {
	p, err := splitURL(v)
	if err != nil {
		err.Rule, err.Reason = RuleSourceURL, ParamAttributionSource+" is not a valid URL: "+err.Reason
		return "", err
	}
	switch {
	case !isHTTPScheme(p.scheme):
		return "", newError(RuleSourceURL, 0, v, ParamAttributionSource+" must be an http or https site URL, not scheme \""+quoteBare(p.scheme)+"\"")
	case p.hasUserinfo:
		return "", newError(RuleSourceCredentials, p.userinfoPos, v, ParamAttributionSource+" must not carry a username or password")
	case p.path != "" && p.path != "/":
		return "", newError(RuleSourcePath, p.pathPos, v, ParamAttributionSource+" must be a site with no path, found path \""+quoteBare(p.path)+"\"")
	case p.hasQuery:
		return "", newError(RuleSourceQuery, p.queryPos-1, v, ParamAttributionSource+" must not have a query")
	case p.hasFragment:
		return "", newError(RuleSourceFragment, p.fragmentPos, v, ParamAttributionSource+" must not have a fragment")
	}
	domain, err := hostDomain(v, p.host, p.hostPos)
	if err != nil {
		err.Rule, err.Reason = RuleSourceSite, ParamAttributionSource+": "+err.Reason
		return "", err
	}
	return domain, nil
}

func (t *Trigger) readNonce(raw, rawValue string, pos, keyPos int, seen bool) *Error {
	if rawValue == "" {
		return newError(RuleNonceEmpty, keyPos, raw, ParamDestinationNonce+" has no value")
	}
	if seen {
		return newError(RuleNonceDuplicate, keyPos, raw, ParamDestinationNonce+" appears more than once")
	}
	v := formvalue.Decode(rawValue)
	if err := checkNonce(v); err != nil {
		return relocateValue(err, raw, pos, v == rawValue)
	}
	t.Nonce = v
	return nil
}

// nonceBytes is the length WebKit's EphemeralNonce::isValid demands.
const nonceBytes = 16

// checkNonce accepts base64url (RFC 4648 §5) that decodes to exactly 16
// bytes: 22 characters, optionally padded with "==".
func checkNonce(v string) *Error {
	data := strings.TrimRight(v, "=")
	for i := 0; i < len(data); i++ {
		if !isBase64URL(data[i]) {
			return newError(RuleNonceBase64URL, i, v,
				ParamDestinationNonce+" holds "+describeAt(v, i)+", which is not in the base64url alphabet (A-Z a-z 0-9 - _)")
		}
	}
	pad := len(v) - len(data)
	if len(data)%4 == 1 || pad > 2 || (pad > 0 && len(v)%4 != 0) {
		return newError(RuleNonceBase64URL, -1, v,
			ParamDestinationNonce+" is not well-formed base64url: "+plural(len(data), "character")+" and "+plural(pad, "padding character"))
	}
	if n := len(data) * 6 / 8; n != nonceBytes {
		return newError(RuleNonce16Bytes, -1, v, ParamDestinationNonce+" decodes to "+plural(n, "byte")+"; it must be exactly 16 (22 base64url characters)")
	}
	return nil
}

func isBase64URL(c byte) bool {
	return 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_'
}

// relocateValue maps an error about a query value onto the URL. Offsets
// inside a decoded value do not map back, so they point at its start.
func relocateValue(err *Error, raw string, pos int, verbatim bool) *Error {
	if err.Pos < 0 || !verbatim {
		err.Pos = pos
	} else {
		err.Pos += pos
	}
	err.Input = raw
	return err
}

// appendFormEncoded writes s so that formvalue.Decode gives it back: URL-safe
// characters as they are, everything else (including '+', '%', '&', '#',
// '=' and non-ASCII) as upper-case %XX.
func appendFormEncoded(dst []byte, s string) []byte {
	const hexDigits = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isBase64URL(c) || strings.IndexByte(".~:/@!$'()*,;", c) >= 0 {
			dst = append(dst, c)
			continue
		}
		dst = append(dst, '%', hexDigits[c>>4], hexDigits[c&15])
	}
	return dst
}

// Package tracking recognises, explains, strips and builds the marketing
// parameters that ride on links: UTM tags, ad click ids, email-platform ids,
// analytics linkers and the Openstat marker.
//
// The parameters live in an embedded table (params.tsv), each with its owner,
// its kind and whether its owner reads the key case-insensitively. The kinds,
// used the same way for every owner:
//
//   - campaign:  names a campaign, source, medium or ad (utm_*, _openstat,
//     mtm_*, pk_*, xtor, hsa_*, …), whichever analytics tool reads it;
//   - click-id:  an identifier an ad platform issues for one click;
//   - email:     an email platform's subscriber or send identifier;
//   - analytics: an analytics client or session carried across sites
//     (_ga, _gl, __hstc, …);
//   - share:     identifies who shared a link (igshid, igsh, mibextid).
//
// Keys are compared after percent-decoding (with `+` as a space), because
// that is what the owners' parsers do before their own comparison (PHP's
// $_GET, URLSearchParams): `utm%5Fsource=x` reaches Google Analytics as
// utm_source, so a clean link must not keep it. Values are only decoded for
// display; Clean and AddUTM never re-encode a byte they do not own.
package tracking

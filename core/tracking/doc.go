// Package tracking recognises, explains, strips and builds the marketing
// parameters that ride on links: UTM tags, ad click ids, email-platform ids,
// analytics linkers and the Openstat marker.
//
// The parameters live in an embedded table (params.tsv), each with its owner,
// its kind, whether its owner reads the key case-insensitively, and its
// source. A row may be a family (utm_*: every key with that prefix), be
// scoped to some sites (igshid is tracking on instagram.com only), carry an
// exception (mkt_tok is kept on Marketo's unsubscribe pages) or be kept
// altogether (ref: a generic name sites use for their own state); a kept
// match is still reported, with the reason. User rules (ParseRules,
// Table.With) add to and change the table. The kinds, used the same way for
// every owner:
//
//   - campaign:  names a campaign, source, medium or ad (utm_*, _openstat,
//     mtm_*, pk_*, xtor, hsa_*, …), whichever analytics tool reads it;
//   - click-id:  an identifier an ad platform issues for one click;
//   - email:     an email platform's subscriber or send identifier;
//   - analytics: an analytics client or session carried across sites
//     (_ga, _gl, __hstc, …);
//   - share:     identifies who shared a link (igshid, igsh, mibextid, si);
//   - referral:  says which page or feature sent the visit (ref_src, pd_rd_*);
//   - session:   a search or consent session (gs_l, guccounter);
//   - affiliate: an affiliate network's partner or click (awc, tduid).
//
// Keys are compared after percent-decoding (with `+` as a space), because
// that is what the owners' parsers do before their own comparison (PHP's
// $_GET, URLSearchParams): `utm%5Fsource=x` reaches Google Analytics as
// utm_source, so a clean link must not keep it. Values are only decoded for
// display; Clean and AddUTM never re-encode a byte they do not own.
package tracking

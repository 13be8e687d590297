// Package placeholder knows the placeholders that ad platforms and mailers
// fill in a link when they serve it: Google Ads' {campaignid}, Meta's
// {{campaign.name}}, TikTok's __CAMPAIGN_NAME__, Mailchimp's
// *|CAMPAIGN_UID|*, Salesforce Marketing Cloud's %%emailname_%%, and the
// rest of placeholders.tsv, a table with the page that documents each row.
//
// It finds them in a value or a whole URL, raw or percent-encoded (Next,
// AppendScan, AppendInLink), with malformed attempts (an unclosed brace,
// TikTok's macro with one underscore); writes them verbatim while
// percent-encoding the rest of a value (AppendEncoded), since a platform
// looks for them as written; checks them against the platform a link is
// built for (Check); gives the text of the fields ad platforms take apart
// from the link (Render, CheckField); fills them with example values
// (Preview); says which a landing page received unfilled (AppendUnfilled);
// lists where each stands in a built link (AppendUses); writes both JSON
// lists (AppendJSON, AppendUsesJSON); and holds a starter template per
// platform (Template, from templates.tsv). It is pure: the tables are read
// once from embedded data and never change.
package placeholder

package placeholder

import (
	"fmt"
	"testing"
)

func TestProbeX(t *testing.T) {
	cases := [][2]string{{"google-ads", "{ keyword }"}, {"google-ads", "{Keyword}"}, {"google-ads", "{campaign_id}"}, {"google-ads", "{campaignId}"}, {"google-ads", "{{keyword}}"}, {"google-ads", "{lp_url}"}, {"google-ads", "{keyword }"}, {"google-ads", "{creativeid}"}, {"google-ads", "{loc_physical}"}, {"google-ads", "{LPURL}"},
		{"microsoft-ads", "{Campaign Id}"}, {"microsoft-ads", "{ CampaignId }"}, {"microsoft-ads", "{Campaign_Id}"},
		{"meta", "{{ campaign.name }}"}, {"meta", "{{campaign_name}}"}, {"meta", "{{campaignname}}"}, {"meta", "{{Campaign.Name}}"}, {"meta", "{campaign.name}"}, {"meta", "{{adset_name}}"}, {"meta", "{{site_source}}"},
		{"tiktok", "___CID___"}, {"tiktok", "__campaign_name__"}, {"tiktok", "__Campaign_Name__"}, {"tiktok", "__CAMPAIGNNAME__"}, {"tiktok", "__AD_NAME__"}, {"tiktok", "{{CAMPAIGN_NAME}}"},
		{"linkedin", "{{campaign_name}}"}, {"linkedin", "{{ CAMPAIGN_NAME }}"}, {"linkedin", "{{CAMPAIGN-NAME}}"},
		{"yandex-direct", "{campaign-id}"}, {"yandex-direct", "{campaignid}"}, {"yandex-direct", "{ad_id }"},
		{"mailchimp", "*FNAME*"}, {"mailchimp", "*| FNAME |*"}, {"mailchimp", "*|FNAME|"}, {"mailchimp", "*|fname|*"}, {"mailchimp", "*|EMIAL|*"},
		{"hubspot", "{{ contact.first_name }}"}, {"hubspot", "{ contact.firstname }"},
		{"salesforce-mc", "%emailaddr%"}, {"salesforce-mc", "%% emailaddr %%"}, {"salesforce-mc", "%%email_addr%%"},
		{"klaviyo", "{{ person.firstname }}"}, {"klaviyo", "{ first_name }"},
		{"", "{ keyword }"}, {"", "___CID___"}, {"", "__campaign_name__"}, {"", "*FNAME*"}, {"", "*| FNAME |*"}, {"", "{{ campaign.name }}"},
	}
	for _, c := range cases {
		p, _ := ParsePlatform(c[0])
		fs := Check(nil, p, "utm_term", "a"+c[1]+"b")
		if len(fs) == 0 {
			fmt.Printf("MISS %-14s %q\n", c[0], c[1])
		} else {
			fmt.Printf("ok   %-14s %q -> %s %s %q\n", c[0], c[1], fs[0].Rule, fs[0].Detail, fs[0].Suggested)
		}
	}
}

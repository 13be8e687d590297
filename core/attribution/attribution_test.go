package attribution_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/internal/tsv"
)

const tables = "../../testdata/attribution/"

// cell is a cell, "" for \N (the reading's none).
func cell(r tsv.Row, name string) string {
	v, _ := r.Lookup(name)
	return v
}

func TestGA4Channel(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range tsv.Load(t, tables+"ga4_channel.tsv") {
		got := attribution.Channel(r.Get("utm_source"), r.Get("utm_medium"), cell(r, "utm_campaign"))
		if want := r.Get("channel"); got != want {
			t.Errorf("%s: %q / %q / %q: channel %q, want %q", r.Name(), r.Get("utm_source"), r.Get("utm_medium"), cell(r, "utm_campaign"), got, want)
		}
		seen[got] = true
	}
	for _, c := range attribution.Channels() {
		if !seen[c] {
			t.Errorf("no row of ga4_channel.tsv gives %s", c)
		}
	}
}

func TestGA4Session(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"ga4_session.tsv") {
		g := attribution.Read(r.Get("url"), cell(r, "referrer")).GA4
		got := []string{g.Source, g.Medium, g.Campaign, g.CampaignID, g.Term, g.Content, g.SourcePlatform, g.Channel, strconv.FormatBool(g.AutoTagged)}
		want := []string{r.Get("source_name"), r.Get("medium"), cell(r, "campaign"), cell(r, "campaign_id"), r.Get("term"), r.Get("content"),
			r.Get("source_platform"), r.Get("channel"), r.Get("auto_tagged")}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s: %s\n got %q\nwant %q", r.Name(), r.Get("url"), got, want)
		}
	}
}

func TestMatomo(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"matomo.tsv") {
		m := attribution.Read(r.Get("url"), cell(r, "referrer")).Matomo
		got := []string{m.Campaign, m.Keyword, m.Source, m.Medium, m.Channel, m.Name}
		want := []string{cell(r, "campaign"), cell(r, "keyword"), cell(r, "mcr_source"), cell(r, "mcr_medium"), r.Get("channel"), cell(r, "name")}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s: %s\n got %q\nwant %q", r.Name(), r.Get("url"), got, want)
		}
	}
}

func TestMetrica(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"metrica.tsv") {
		m := attribution.Read(r.Get("url"), cell(r, "referrer")).Metrica
		service := ""
		if m.Openstat != nil {
			service = m.Openstat.Service
		}
		got := []string{m.Source, m.Medium, m.Campaign, service, m.From, m.Category}
		want := []string{cell(r, "utm_source"), cell(r, "utm_medium"), cell(r, "utm_campaign"), cell(r, "openstat_service"), cell(r, "from"), r.Get("category")}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s: %s\n got %q\nwant %q", r.Name(), r.Get("url"), got, want)
		}
	}
}

func TestStrip(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"strip.tsv") {
		var stripped, channels []string
		for _, s := range attribution.Read(r.Get("url"), cell(r, "referrer")).Stripped {
			stripped = append(stripped, s.Browser+":"+strings.Join(s.Params, ","))
			channels = append(channels, s.Browser+":"+s.GA4Channel)
		}
		if got, want := strings.Join(stripped, ";"), cell(r, "stripped"); got != want {
			t.Errorf("%s: %s: stripped %q, want %q", r.Name(), r.Get("url"), got, want)
		}
		if got, want := strings.Join(channels, ";"), cell(r, "ga4_channels"); got != want {
			t.Errorf("%s: %s: GA4 then %q, want %q", r.Name(), r.Get("url"), got, want)
		}
	}
}

func TestOthers(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"others.tsv") {
		rd := attribution.Read(r.Get("url"), "")
		got := []string{rd.Adobe.Campaign, rd.Adobe.KWCID, rd.Plausible.Source, rd.Plausible.Medium, rd.Plausible.Campaign,
			rd.Umami.Source, rd.Umami.Medium, rd.Umami.Campaign, strings.Join(rd.Umami.ClickIDs, ",")}
		want := []string{cell(r, "adobe_campaign"), cell(r, "s_kwcid"), cell(r, "plausible_source"), cell(r, "plausible_medium"),
			cell(r, "plausible_campaign"), cell(r, "umami_source"), cell(r, "umami_medium"), cell(r, "umami_campaign"), cell(r, "umami_click_ids")}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s: %s\n got %q\nwant %q", r.Name(), r.Get("url"), got, want)
		}
	}
}

// findingsText is the findings as findings.tsv writes them.
func findingsText(fs []attribution.Finding) string {
	var parts []string
	for _, f := range fs {
		s := string(f.Rule) + "@"
		if f.Unit == finding.Byte {
			s += strconv.Itoa(f.Pos)
		} else {
			s += "-"
		}
		if f.Suggested != "" {
			s += "=" + f.Suggested
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " | ")
}

func TestFindings(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"findings.tsv") {
		rd := attribution.Read(r.Get("url"), cell(r, "referrer"))
		if got, want := rd.GA4.Channel, r.Get("channel"); got != want {
			t.Errorf("%s: %s: channel %q, want %q", r.Name(), r.Get("url"), got, want)
		}
		if got, want := findingsText(rd.Findings), cell(r, "findings"); got != want {
			t.Errorf("%s: %s\n got %s\nwant %s", r.Name(), r.Get("url"), got, want)
		}
	}
}

// TestUTMInFragmentKeysOnce: a key repeated in the fragment is named once
// in the finding, as conventions' utm-in-fragment names it, and every
// copy is moved (a typed link of a hundred such pairs stays cheap).
func TestUTMInFragmentKeysOnce(t *testing.T) {
	rd := attribution.Read("https://shop.example/#utm_content=a&x=1&utm_content=b&utm_source=s", "")
	for _, f := range rd.Findings {
		if f.Rule != finding.RuleUTMInFragment {
			continue
		}
		if f.Detail != "utm_content, utm_source" {
			t.Errorf("detail %q, want each key once", f.Detail)
		}
		if want := "https://shop.example/?utm_content=a&utm_content=b&utm_source=s#x=1"; f.Suggested != want {
			t.Errorf("suggested %q, want %q", f.Suggested, want)
		}
		return
	}
	t.Fatalf("no utm-in-fragment finding in %+v", rd.Findings)
}

// TestSourceList holds the transcription to what Google published: 819
// sources in four categories, the ones the channel rules need, and none
// of the names a marketer may expect that Google does not list.
func TestSourceList(t *testing.T) {
	counts := map[string]int{}
	for _, s := range []string{"google", "bing", "facebook", "instagram", "youtube", "amazon", "Google Shopping", "IGShopping", "t.co", "lens.google.com"} {
		if attribution.SourceCategory(s) == "" {
			t.Errorf("%s is on Google's list but not found", s)
		}
	}
	for _, s := range []string{"meta", "x", "x.com", "threads", "threads.net", "bsky.app", "google.com", "googlemybusiness", "chatgpt.com"} {
		if c := attribution.SourceCategory(s); c != "" {
			t.Errorf("%s is not on Google's list (2023 revision) but reads as %s", s, c)
		}
	}
	for _, c := range attribution.ListedSources() {
		counts[c]++
	}
	want := map[string]int{"search": 129, "social": 592, "shopping": 52, "video": 46}
	for c, n := range want {
		if counts[c] != n {
			t.Errorf("%s: %d sources, want %d (Google's list holds 819)", c, counts[c], n)
		}
	}
}

func TestChannels(t *testing.T) {
	want := "Direct,Cross-network,Paid Shopping,Paid Search,Paid Social,Paid Video,Display,Paid Other,Organic Shopping,Organic Social," +
		"Organic Video,Organic Search,Referral,Email,Affiliates,Audio,SMS,Mobile Push Notifications,Unassigned"
	if got := strings.Join(attribution.Channels(), ","); got != want {
		t.Errorf("channels in order:\n got %s\nwant %s", got, want)
	}
	// The paid medium regex appears in five rules, the video one in one.
	if n := len(attribution.SimpleRegexes()); n != 6 {
		t.Errorf("%d regexes read as string tests, want 6 (FuzzLiteralTests holds them to the engine)", n)
	}
}

// TestUTMInPathNamesMatomo: utm-in-path says no analytics reads the
// parameters, but Matomo reads a ';' before any '?' as the query
// (PageUrl::convertMatrixUrl): the finding names it then, as the reading
// does.
func TestUTMInPathNamesMatomo(t *testing.T) {
	for url, want := range map[string]string{
		"https://shop.example/spring;utm_source=google&utm_medium=cpc": "Matomo",
		"https://shop.example/spring&utm_source=google&utm_medium=cpc": "",
		"https://shop.example/a;b&utm_source=google":                   "Matomo",
		"https://shop.example/spring&utm_source=google;x":              "",
		"https://shop.example/a;b/utm_source=google":                   "",
	} {
		rd := attribution.Read(url, "")
		if (rd.Matomo.Campaign != "") != (want != "") {
			t.Errorf("%s: Matomo campaign %q", url, rd.Matomo.Campaign)
		}
		for _, f := range rd.Findings {
			if f.Rule == finding.RuleUTMInPath && f.Detail != want {
				t.Errorf("%s: utm-in-path detail %q, want %q", url, f.Detail, want)
			}
		}
	}
}

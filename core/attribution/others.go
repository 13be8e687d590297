package attribution

// Adobe is what Adobe Analytics reads by convention: the tracking code
// (s.campaign) from cid, as Adobe's documentation fills it with
// s.Util.getQueryParam("cid"), and Adobe Advertising's s_kwcid. "" is
// none.
type Adobe struct{ Campaign, KWCID string }

// Plausible is what Plausible records: its source from utm_source, else
// source, else ref (the first of them present, even empty), and the UTM
// medium and campaign; the last of a repeated key counts, as Plug's query
// decoder keeps it. "" is none.
type Plausible struct{ Source, Medium, Campaign string }

// Umami is what Umami stores of the landing page: the UTM values
// (URLSearchParams.get: the first of a key) and the click identifiers it
// keeps.
type Umami struct {
	Source, Medium, Campaign string
	ClickIDs                 []string
}

// umamiClickIDs are the click identifiers Umami's collector saves
// (umami-software/umami src/app/api/send/route.ts, "Click IDs").
var umamiClickIDs = [...]string{"gclid", "fbclid", "msclkid", "ttclid", "li_fat_id", "twclid"}

func readAdobe(x *pairIndex) Adobe {
	return Adobe{Campaign: x.valueAt(x.firstAny[nameCID]), KWCID: x.valueAt(x.firstAny[nameKWCID])}
}

func readPlausible(x *pairIndex) Plausible {
	var p Plausible
	for _, k := range [...]int{nameUTMSource, nameSource, nameRef} {
		if at := x.pair(x.last[k]); at != nil {
			p.Source = at.Value
			break
		}
	}
	p.Medium = x.valueAt(x.last[nameUTMMedium])
	p.Campaign = x.valueAt(x.last[nameUTMCampaign])
	return p
}

// readUmami reads the first pair of each key (URLSearchParams.get), and
// keeps the click identifiers whose first pair has a value, in ids.
func readUmami(x *pairIndex, ids []string) Umami {
	u := Umami{ClickIDs: ids}
	u.Source = x.valueAt(x.firstAny[nameUTMSource])
	u.Medium = x.valueAt(x.firstAny[nameUTMMedium])
	u.Campaign = x.valueAt(x.firstAny[nameUTMCampaign])
	for i, name := range keys().umami {
		if x.valueAt(x.firstAny[name]) != "" {
			u.ClickIDs = append(u.ClickIDs, umamiClickIDs[i])
		}
	}
	return u
}

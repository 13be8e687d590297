package attribution

import "github.com/linkscope/linkscope/core/query"

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

func readAdobe(pairs []query.Pair) Adobe {
	return Adobe{Campaign: firstAny(pairs, "cid"), KWCID: firstAny(pairs, "s_kwcid")}
}

func readPlausible(pairs []query.Pair) Plausible {
	var p Plausible
	for _, k := range [...]string{"utm_source", "source", "ref"} {
		if at := last(pairs, k); at != nil {
			p.Source = at.Value
			break
		}
	}
	if at := last(pairs, "utm_medium"); at != nil {
		p.Medium = at.Value
	}
	if at := last(pairs, "utm_campaign"); at != nil {
		p.Campaign = at.Value
	}
	return p
}

func readUmami(pairs []query.Pair, ids []string) Umami {
	u := Umami{ClickIDs: ids}
	var set [3]bool
	var clicked, seen [len(umamiClickIDs)]bool
	for i := range pairs {
		p := &pairs[i]
		switch p.Key {
		case "utm_source":
			u.Source, set[0] = firstOnce(u.Source, p.Value, set[0]), true
		case "utm_medium":
			u.Medium, set[1] = firstOnce(u.Medium, p.Value, set[1]), true
		case "utm_campaign":
			u.Campaign, set[2] = firstOnce(u.Campaign, p.Value, set[2]), true
		default:
			for j, k := range umamiClickIDs {
				if p.Key == k && !seen[j] {
					seen[j], clicked[j] = true, p.Value != "" // URLSearchParams.get: the first of the key
				}
			}
		}
	}
	for j, k := range umamiClickIDs {
		if clicked[j] {
			u.ClickIDs = append(u.ClickIDs, k)
		}
	}
	return u
}

// firstOnce is URLSearchParams.get over a pass: the value of the first
// pair of a key, kept once set.
func firstOnce(cur, v string, set bool) string {
	if set {
		return cur
	}
	return v
}

// firstAny is the value of the first pair of key, empty or not.
func firstAny(pairs []query.Pair, key string) string {
	for i := range pairs {
		if pairs[i].Key == key {
			return pairs[i].Value
		}
	}
	return ""
}

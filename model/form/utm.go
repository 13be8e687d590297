package form

import (
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/tracking"
)

// utmValues are the UTM fields' values, in formFields order.
type utmValues [len(formFields) - firstUTM]string

// utm is the UTM fields' values.
func (f *Model) utm() tracking.UTM {
	var v utmValues
	for i := range v {
		v[i] = f.fields[firstUTM+i].Value()
	}
	return utmOf(v)
}

// checkUTM sets each UTM field's problem and lints. Tagging stops at the
// first bad field, so each is checked alone, and the lints come from the
// fields that are fine, against the link as typed (to say which of its
// parameters a field replaces).
func (f *Model) checkUTM() {
	var values utmValues
	for i := range values {
		j := firstUTM + i
		f.errs[j], f.lints[j] = nil, f.lints[j][:0]
		values[i] = f.fields[j].Value()
		if values[i] == "" {
			continue
		}
		var one utmValues
		one[i] = values[i]
		if _, _, err := tracking.AddUTM("", utmOf(one)); err != nil {
			f.errs[j], values[i] = err, ""
		}
	}
	_, lints, _ := tracking.AddUTM(f.fields[0].Value(), utmOf(values))
	// What Google's Campaign URL Builder checks besides: a missing
	// utm_medium or utm_campaign once any UTM field is set.
	lints = append(lints, tagging.CampaignLints(f.utm())...)
	for _, l := range lints {
		// A field with a problem shows only that.
		if i := indexOf(formFields[firstUTM:], l.Field); i >= 0 && f.errs[firstUTM+i] == nil {
			f.lints[firstUTM+i] = append(f.lints[firstUTM+i], l)
		}
	}
}

func utmOf(v utmValues) tracking.UTM {
	return tracking.UTM{Source: v[0], Medium: v[1], Campaign: v[2], Term: v[3], Content: v[4], ID: v[5]}
}

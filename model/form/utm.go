package form

import (
	"github.com/linkscope/linkscope/core/openstat"
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

// checkUTM sets each UTM field's problem, and every field's lints: the
// set build prints (tagging.Lints), for the form's ad platform. Tagging
// stops at the first bad field, so each is checked alone, and the lints
// come from the fields that are fine, against the link as typed (to say
// which of its parameters a field replaces, and which it already has).
func (f *Model) checkUTM() {
	var values utmValues
	for i := range values {
		j := firstUTM + i
		f.errs[j] = nil
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
	for i := range f.lints {
		f.lints[i] = f.lints[i][:0]
	}
	m := f.marker()
	if f.utmOnly {
		m = openstat.Marker{}
	}
	for _, l := range tagging.Lints(f.fields[0].Value(), utmOf(values), m, f.platform) {
		// A field with a problem shows only that.
		if i := indexOf(formFields[:], l.Field); i > 0 && f.errs[i] == nil {
			f.lints[i] = append(f.lints[i], l)
		}
	}
}

func utmOf(v utmValues) tracking.UTM {
	return tracking.UTM{Source: v[0], Medium: v[1], Campaign: v[2], Term: v[3], Content: v[4], ID: v[5]}
}

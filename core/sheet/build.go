// Package sheet tags the rows of a spreadsheet, as build --csv and build
// --xlsx read them and the Build view's sheet list shows them: which column
// feeds which field (the header table, in the sheet's own words, and the
// user's --map), each row built, fixed, checked and compared with the rows
// before it, the columns written back, and the tally of a run. It is pure:
// the callers read and write the files.
package sheet

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/tagging"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/core/uri"
)

// Values are a row's field values by field name (Fields).
type Values map[string]string

// Marker is the Openstat marker the values set.
func (v Values) Marker() openstat.Marker {
	return openstat.Marker{Service: v["openstat.service"], Campaign: v["openstat.campaign"],
		Ad: v["openstat.ad"], Source: v["openstat.source"]}
}

// UTM is the UTM fields the values set.
func (v Values) UTM() tracking.UTM {
	return tracking.UTM{Source: v["utm_source"], Medium: v["utm_medium"], Campaign: v["utm_campaign"],
		Term: v["utm_term"], Content: v["utm_content"], ID: v["utm_id"]}
}

// ValuesOf are the values of a marker and UTM fields.
func ValuesOf(m openstat.Marker, u tracking.UTM) Values {
	return Values{
		"utm_source": u.Source, "utm_medium": u.Medium, "utm_campaign": u.Campaign,
		"utm_term": u.Term, "utm_content": u.Content, "utm_id": u.ID,
		"openstat.service": m.Service, "openstat.campaign": m.Campaign,
		"openstat.ad": m.Ad, "openstat.source": m.Source,
	}
}

// Fill sets the template's values on the fields that are still empty: a
// flag or a cell overrides the template.
func (v Values) Fill(t *conventions.Template) {
	if t == nil {
		return
	}
	for _, tv := range t.Values {
		if v[tv.Field] == "" {
			v[tv.Field] = tv.Value
		}
	}
}

// empty reports whether no field has a value: a blank row.
func (v Values) empty() bool {
	for _, x := range v {
		if strings.TrimSpace(x) != "" {
			return false
		}
	}
	return true
}

// Rules are what every row is built with.
type Rules struct {
	Conventions *conventions.File
	Tracking    *tracking.Table // with the user's rules: the click ids the link-level rules know
	Template    *conventions.Template
	Strict      bool // refuse a row with any finding or warning
	Platform    placeholder.Platform
	Encoding    openstat.Encoding
	Place       openstat.Place
	Fix         bool // apply every certain fix first (tagging.Fix)
	// Compare are the normalization options rows are compared under for
	// duplicate_of, those compare uses (analysis.Setup CompareOptions).
	Compare uri.Options
}

// Row is one row of a sheet as read.
type Row struct {
	Number int // as the sheet numbers it: the header is row 1 when it is first
	Values Values
	// ReadErr says why the row could not be read (a malformed CSV
	// record, a formula with no value); "" when it was.
	ReadErr string
}

// Result is what building one row gives.
type Result struct {
	Row      int
	Empty    bool // nothing in any field: a blank row, skipped
	Tagged   string
	Err      string // why there is no link: the row was refused
	Lints    []tracking.Lint
	Findings []conventions.Finding
	Fixed    []tagging.Change
	// GA4Channel is the GA4 default channel a visit on the tagged link
	// is counted under (attribution.Reader.ChannelOf); "" for no link.
	GA4Channel string
	// DuplicateOf is the first row before this one that built the same
	// link, compared as compare does; 0 for none.
	DuplicateOf int
	// Values are the values the link was built from (fixed, with the
	// template's), for a view that shows them.
	Values Values
	// Extra are the cells of columns a caller adds and computes itself
	// (the short link of build --shorten), by column name.
	Extra map[string]string
}

// Refused reports whether the row gave no link.
func (r *Result) Refused() bool { return !r.Empty && r.Tagged == "" }

// Builder builds a sheet's rows in order, remembering each link built so
// a later row that builds the same one names the first.
type Builder struct {
	rules Rules
	seen  map[string]int
	norm  *uri.Normalizer
	key   []byte
}

// NewBuilder starts a sheet.
func NewBuilder(r Rules) *Builder {
	return &Builder{rules: r, seen: map[string]int{}, norm: uri.NewNormalizer(r.Compare)}
}

// Build builds one row: Prepare, then Finish.
func (b *Builder) Build(row Row) Result {
	res := b.Prepare(row)
	b.Finish(&res)
	return res
}

// Prepare builds one row, all but its comparison with the rows before it:
// safe to call for several rows at once, each of them then given to
// Finish in row order.
func (b *Builder) Prepare(row Row) Result {
	res := Result{Row: row.Number}
	if row.ReadErr != "" {
		res.Err = row.ReadErr
		return res
	}
	if row.Values.empty() {
		res.Empty = true
		return res
	}
	v := make(Values, len(row.Values)+len(Fields()))
	for k, x := range row.Values {
		v[k] = x
	}
	v.Fill(b.rules.Template)
	if b.rules.Fix {
		res.Fixed = tagging.Fix(b.rules.Conventions, v, Fields())
	}
	res.Values = v
	b.tag(&res, v)
	return res
}

// Finish compares a prepared row with the rows finished before it.
func (b *Builder) Finish(res *Result) {
	if res.Tagged != "" {
		res.DuplicateOf = b.duplicate(res.Tagged, res.Row)
	}
}

// tag builds the link and checks it.
func (b *Builder) tag(res *Result, v Values) {
	enc, place := b.rules.Encoding, b.rules.Place
	var err error
	if s := v[FieldEncoding]; s != "" {
		if enc, err = openstat.ParseEncoding(s); err != nil {
			res.Err = "encoding: " + err.Error()
			return
		}
	}
	if s := v[FieldPlace]; s != "" {
		if place, err = openstat.ParsePlace(s); err != nil {
			res.Err = "place: " + err.Error()
			return
		}
	}
	t, _, err := tagging.Tag(v[FieldURL], v.UTM(), v.Marker(), enc, place)
	if err != nil {
		res.Err = err.Error()
		return
	}
	res.Lints = tagging.Lints(v[FieldURL], v.UTM(), v.Marker(), b.rules.Platform) // the build command's and the form's
	res.Findings = b.rules.Conventions.CheckLink(t.URL, b.rules.Tracking)
	res.Tagged = t.URL
	if refused := StrictRefuses(res.Findings, res.Lints); b.rules.Strict && len(refused) > 0 {
		res.Tagged = ""
		res.Err = "refused by --strict: " + refused[0]
		if len(refused) > 1 {
			res.Err += " (and " + strconv.Itoa(len(refused)-1) + " more)"
		}
		return
	}
	var rd attribution.Reader // Prepare runs on several goroutines: a Reader each
	res.GA4Channel = rd.ChannelOf(res.Tagged)
}

// duplicate is the first row that built the same link as this one, as
// compare reads them (normalized under the same rules); 0 for none.
func (b *Builder) duplicate(link string, row int) int {
	var err error
	b.key, _, err = b.norm.Append(b.key[:0], link)
	if err != nil {
		b.key = append(b.key[:0], link...)
	}
	if first, ok := b.seen[string(b.key)]; ok {
		return first
	}
	b.seen[string(b.key)] = row
	return 0
}

// StrictRefuses reports what --strict refuses: any conventions finding,
// any warning lint and a missing utm_source (other hints and notes are
// advice, not faults).
func StrictRefuses(fs []conventions.Finding, lints []tracking.Lint) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Rule+": "+f.Message())
	}
	for _, l := range lints {
		// utm_source is required by campaign builders once any UTM
		// field is set: a hint in the form, a refusal under --strict.
		if l.Severity == tracking.Warning || l.Rule == "utm-source-missing" {
			out = append(out, string(l.Rule)+": "+l.Message)
		}
	}
	return out
}

// HasFindings reports whether a built row has anything to say: a
// conventions finding or a lint that is not a note.
func (r *Result) HasFindings() bool {
	if len(r.Findings) > 0 {
		return true
	}
	for _, l := range r.Lints {
		if l.Severity != tracking.Note {
			return true
		}
	}
	return false
}

package links

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/core/risk"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// item is one distinct link of the paste and what the list shows of it,
// computed once when the list is made.
type item struct {
	link extract.Link // its first occurrence
	// pasted is the link as written in the paste when that is not
	// link.URL: its defanged form (hxxp, [.]), kept.
	pasted string
	count  int     // occurrences in the paste
	clean  string  // the clean link: unwrapped, tracking removed
	row    listRow // without tags; they change with the marks
	// hay is what the filter matches: the link, its destination and its
	// verdict, lower case.
	hay string
}

// verdictSections are the analyses a row's verdict needs.
const verdictSections = "uri,unwrapped,tracking,risks,openstat,params,placeholders"

// makeItems inspects each distinct link of found, in order of first
// appearance, counting repeats; text is the paste they were found in.
func makeItems(setup analysis.Setup, text string, found []extract.Link) []item {
	in := inspect.New(inspect.Options{Setup: setup, Sections: inspect.MustSections(verdictSections)})
	index := make(map[string]int, len(found))
	var items []item
	for _, l := range found {
		if i, seen := index[l.URL]; seen {
			items[i].count++
			continue
		}
		index[l.URL] = len(items)
		items = append(items, item{link: l, count: 1, pasted: asPasted(text, l)})
	}
	for i := range items {
		it := &items[i]
		r := in.Inspect(it.link.URL)
		it.clean = r.Clean
		if it.clean == "" {
			it.clean = strings.TrimSpace(it.link.URL)
		}
		it.row = listRow{Num: i + 1, URL: it.link.URL, Pasted: it.pasted, Verdict: verdict(r, it)}
		it.hay = haystack(it)
	}
	return items
}

// verdict is what a link hides, worst first: why it is not a URI, its
// risks, its wrapper and destination, its tracking parameters, what it
// carries (an e-mail address, an unfilled placeholder), an Openstat
// marker, then how it was found. A link cut where the text goes on, or
// read by a browser otherwise than written, says so first. A link is
// called clean only when none of these was found.
func verdict(r *inspect.Report, it *item) []ui.Remark {
	var v []ui.Remark
	if c := it.link.Cut; c.Found() {
		v = append(v, ui.Remark{Kind: ui.Warning, Text: c.Sentence()})
	}
	if w := it.link.Written; w != "" {
		v = append(v, ui.Remark{Kind: ui.Warning, Text: "written \"" + ui.Ellipsis(w, 48) + "\": this is the link a browser opens for it"})
	}
	if r.URIErr != nil {
		v = append(v, ui.Remark{Kind: ui.Problem, Text: "not a URI reference: " + r.URIErr.Error()})
	}
	if len(r.Risks) > 0 {
		v = append(v, risks("", r.Risks))
	}
	if len(r.TargetRisks) > 0 {
		v = append(v, risks("in the destination: ", r.TargetRisks))
	}
	v = append(v, wrapper(r)...)
	dropped, kept := trackingCounts(r)
	if dropped > 0 {
		v = append(v, ui.Remark{Kind: ui.Field, Text: component.Plural(dropped, "tracking parameter")})
	}
	if kept > 0 {
		v = append(v, ui.Remark{Kind: ui.Note, Text: component.Plural(kept, "tracking parameter") + " kept"})
	}
	if keys := emailKeys(r.Params); len(keys) > 0 {
		v = append(v, ui.Remark{Kind: ui.Warning, Text: "e-mail address in the query (" + strings.Join(keys, ", ") + "): the link names its reader"})
	}
	if u := placeholder.AppendUnfilled(nil, r.Placeholders); len(u) > 0 {
		v = append(v, ui.Remark{Kind: ui.Warning, Text: component.Plural(len(u), "placeholder") + " never filled (" + u[0].Old + ")"})
	}
	if d := r.Openstat; d.Found {
		v = append(v, ui.Remark{Kind: ui.Field, Text: "Openstat marker: " + d.Marker.Service})
	} else if d.Candidate {
		v = append(v, ui.Remark{Kind: ui.Note, Text: "Openstat marker ignored: " + d.Reason})
	}
	if it.link.From == extract.FromSrc {
		v = append(v, ui.Remark{Kind: ui.Note, Text: "loaded with the page (src): opening the page requests it"})
	}
	if len(v) == 0 && !it.link.Refanged {
		v = append(v, ui.Remark{Kind: ui.Note, Text: "clean: no wrapper, tracking or risk"})
	}
	if it.link.Refanged {
		v = append(v, ui.Remark{Kind: ui.Note, Text: "defanged in the paste"})
	}
	if it.count > 1 {
		v = append(v, ui.Remark{Kind: ui.Note, Text: strconv.Itoa(it.count) + " times in the paste"})
	}
	return v
}

// asPasted is link l as written in text when that differs from l.URL (a
// defanged link), "" otherwise or when it cannot be told.
func asPasted(text string, l extract.Link) string {
	if !l.Refanged {
		return ""
	}
	start, end, ok := component.Written(text, l)
	if !ok || text[start:end] == l.URL {
		return ""
	}
	return text[start:end]
}

// emailKeys are the keys of the query pairs whose value is an e-mail
// address: a link that names the person it was sent to.
func emailKeys(pairs []query.Pair) []string {
	var keys []string
	for _, p := range pairs {
		if isEmailAddress(p.Value) && !contains(keys, p.Key) {
			keys = append(keys, p.Key)
		}
	}
	return keys
}

// isEmailAddress reports whether s is an addr-spec as people write them
// (RFC 5322 section 3.4.1): a local part, one '@', a domain with a dot,
// no white space or angle brackets.
func isEmailAddress(s string) bool {
	at := strings.IndexByte(s, '@')
	if at <= 0 || at != strings.LastIndexByte(s, '@') || strings.ContainsAny(s, " \t\r\n<>/,;") {
		return false
	}
	domain := s[at+1:]
	dot := strings.LastIndexByte(domain, '.')
	return dot > 0 && dot < len(domain)-1
}

// risks says how many risks the link (or, after where, its destination)
// has and of which rules; a warning when one of them is more than
// informational.
func risks(where string, rs []risk.Risk) ui.Remark {
	kind := ui.Note
	var rules []string
	imitates := ""
	for _, r := range rs {
		if r.Severity() == risk.Warning {
			kind = ui.Warning
		}
		if name := string(r.Rule); !contains(rules, name) {
			rules = append(rules, name)
		}
		if r.Rule == risk.Lookalike && imitates == "" {
			imitates = r.Imitates
		}
	}
	text := where + component.Plural(len(rs), "risk") + " (" + strings.Join(rules, ", ") + ")"
	if imitates != "" {
		text += ": looks like " + imitates // what it imitates is what a reader must see first
	}
	return ui.Remark{Kind: kind, Text: text}
}

// wrapper says where a wrapped link goes, or why it could not be told.
func wrapper(r *inspect.Report) []ui.Remark {
	u := &r.Unwrapped
	var v []ui.Remark
	if u.Wrapped() {
		names := make([]string, len(u.Layers))
		for i, l := range u.Layers {
			names[i] = l.Wrapper
		}
		v = append(v, ui.Remark{Kind: ui.Field, Text: "wrapped (" + strings.Join(names, ", ") + ") → " + u.Target})
	}
	if u.Problem != nil {
		v = append(v, ui.Remark{Kind: ui.Warning, Text: "looks wrapped (" + u.Problem.Wrapper + ") but " + u.Problem.Reason})
	}
	if u.Opaque != "" {
		v = append(v, ui.Remark{Kind: ui.Note, Text: "shortener (" + u.Opaque + "): only its server knows the destination"})
	}
	return v
}

// trackingCounts counts the tracking pairs the clean link drops and those
// it keeps (a generic name sites use for their own state, a user's keep
// rule).
func trackingCounts(r *inspect.Report) (dropped, kept int) {
	for i := range r.Tracking {
		if r.Tracking[i].Dropped() {
			dropped++
		} else {
			kept++
		}
	}
	return dropped, kept
}

func haystack(it *item) string {
	var b strings.Builder
	b.WriteString(it.link.URL)
	if it.pasted != "" {
		b.WriteByte(' ')
		b.WriteString(it.pasted)
	}
	for _, v := range it.row.Verdict {
		b.WriteByte(' ')
		b.WriteString(v.Text)
	}
	return strings.ToLower(b.String())
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// matches reports whether an item holds every word of the filter (lower
// case).
func matches(it *item, words []string) bool {
	for _, w := range words {
		if !strings.Contains(it.hay, w) {
			return false
		}
	}
	return true
}

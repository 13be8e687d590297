package links

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/analysis"
	"github.com/linkscope/linkscope/core/extract"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/risk"
	"github.com/linkscope/linkscope/model/component"
	"github.com/linkscope/linkscope/ui"
)

// item is one distinct link of the paste and what the list shows of it,
// computed once when the list is made.
type item struct {
	link  extract.Link // its first occurrence
	count int          // occurrences in the paste
	clean string       // the clean link: unwrapped, tracking removed
	row   listRow      // without tags; they change with the marks
	// hay is what the filter matches: the link, its destination and its
	// verdict, lower case.
	hay string
}

// verdictSections are the analyses a row's verdict needs.
const verdictSections = inspect.SectionURI | inspect.SectionUnwrapped | inspect.SectionTracking |
	inspect.SectionRisks | inspect.SectionOpenstat

// makeItems inspects each distinct link of found, in order of first
// appearance, counting repeats.
func makeItems(setup analysis.Setup, found []extract.Link) []item {
	in := inspect.New(inspect.Options{Setup: setup, Sections: verdictSections})
	index := make(map[string]int, len(found))
	var items []item
	for _, l := range found {
		if i, seen := index[l.URL]; seen {
			items[i].count++
			continue
		}
		index[l.URL] = len(items)
		items = append(items, item{link: l, count: 1})
	}
	for i := range items {
		it := &items[i]
		r := in.Inspect(it.link.URL)
		it.clean = r.Clean
		if it.clean == "" {
			it.clean = strings.TrimSpace(it.link.URL)
		}
		it.row = listRow{Num: i + 1, URL: it.link.URL, Verdict: verdict(&r, it)}
		it.hay = haystack(it)
	}
	return items
}

// verdict is what a link hides, worst first: why it is not a URI, its
// risks, its wrapper and destination, its tracking parameters, an
// Openstat marker, then how it was found.
func verdict(r *inspect.Report, it *item) []ui.Remark {
	var v []ui.Remark
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
	if n := dropped(r); n > 0 {
		v = append(v, ui.Remark{Kind: ui.Field, Text: component.Plural(n, "tracking parameter")})
	}
	if d := r.Openstat; d.Found {
		v = append(v, ui.Remark{Kind: ui.Field, Text: "Openstat marker: " + d.Marker.Service})
	} else if d.Candidate {
		v = append(v, ui.Remark{Kind: ui.Note, Text: "Openstat marker ignored: " + d.Reason})
	}
	if len(v) == 0 {
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

// dropped counts the tracking pairs the clean link drops.
func dropped(r *inspect.Report) int {
	n := 0
	for i := range r.Tracking {
		if r.Tracking[i].Dropped() {
			n++
		}
	}
	return n
}

func haystack(it *item) string {
	var b strings.Builder
	b.WriteString(it.link.URL)
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

package form

import (
	"strconv"

	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/ui"
)

var (
	formLabels    = [len(formFields)]string{"link", "service", "campaign", "ad", "source"}
	encodingNames = []string{"percent", "base64", "auto"}
	placeNames    = []string{"query", "fragment"}
)

// formLabelW fits the longest label, utm_campaign; remarkIndent is where
// the text of a remark under a field starts, after its symbol and a space.
const (
	formLabelW   = 12
	remarkIndent = ui.GutterWidth + formLabelW + ui.LabelGap + 2
)

// minResultLines is the smallest tagged-link pane: its frame and a line;
// scrolledResultLines is what it keeps when the form scrolls, so the link
// being built stays in view while the fields move.
const (
	minResultLines      = 3
	scrolledResultLines = 5
)

// View draws the form and the tagged link in the room it was given;
// remarks take one line each instead of two when the room is short, and a
// form that still does not fit scrolls with its focus.
func (f *Model) View() string {
	blocks := f.blocks(2)
	if countBlockLines(blocks)+minResultLines > f.height {
		blocks = f.blocks(1)
	}
	var rows []ui.Line
	res := f.result()
	if countBlockLines(blocks)+minResultLines <= f.height {
		for _, b := range blocks {
			rows = append(rows, b...)
		}
	} else {
		// Blocks follow the stops, so the focused stop is its block.
		need := min(ui.CountLines(ui.RenderPane(f.c.Styles, res, f.width, ui.BoxBody(scrolledResultLines))), scrolledResultLines)
		rows = ui.Window(f.c.Styles, blocks, f.focus, f.height-need, ui.ScrollHints{Move: ui.Keys(f.keys.FieldUp, f.keys.FieldDown) + " to move"})
	}
	return ui.Lines(rows) + "\n" + ui.RenderPane(f.c.Styles, res, f.width, ui.BoxBody(f.height-len(rows)))
}

func countBlockLines(blocks [][]ui.Line) int {
	n := 0
	for _, b := range blocks {
		n += len(b)
	}
	return n
}

// blocks draws one block of lines per focus stop, in order: a row and the
// remarks under it.
func (f *Model) blocks(remarkLines int) [][]ui.Line {
	st, w := f.c.Styles, f.width
	blocks := make([][]ui.Line, 0, formStops)
	for i := range firstUTM {
		blocks = append(blocks, f.fieldRow(i, remarkLines))
	}
	enc := choice(st, encodingNames, f.enc, f.focus == focusEncoding)
	lengths := "percent " + strconv.Itoa(f.lengths[0]) + " · base64 " + strconv.Itoa(f.lengths[1]) + " bytes"
	if f.utmOnly {
		lengths = "no marker: the link gets UTM parameters only"
	}
	if contentAt(formLabelW)+enc.Width+3+len(lengths) <= w {
		enc = ui.Join(enc, ui.Plain(st.Muted, "   "+lengths))
		lengths = ""
	}
	b := formRow(st, "encoding", formLabelW, enc, f.focus == focusEncoding, nil, w, 0)
	if lengths != "" {
		b = append(b, formRow(st, "", formLabelW, ui.Plain(st.Muted, lengths), false, nil, w, 0)...)
	}
	blocks = append(blocks, b,
		formRow(st, "place", formLabelW, choice(st, placeNames, f.place, f.focus == focusPlace), f.focus == focusPlace, nil, w, 0),
		formRow(st, "utm", formLabelW, f.utmSummary(), f.focus == focusUTM, f.utmRemarks(), w, remarkLines))
	if f.utmOpen {
		for i := firstUTM; i < len(f.fields); i++ {
			blocks = append(blocks, f.fieldRow(i, remarkLines))
		}
	}
	return blocks
}

// fieldRow draws text field i with its problem and lints under it.
func (f *Model) fieldRow(i, remarkLines int) []ui.Line {
	st := f.c.Styles
	e := &f.fields[i]
	focused := stopOf(i) == f.focus
	ghost := ""
	if focused {
		if ghost = f.ghost(); ghost != "" {
			ghost = ghost[len(e.Value()):]
		}
	}
	editW := f.width - contentAt(formLabelW) - 1 // the cursor cell after the text
	ed := ui.Editor(st, e.Runes(), e.Pos(), editW, 1, focused, ghost, f.placeholder(i))[0]
	var remarks []ui.Remark
	if f.errs[i] != nil {
		remarks = append(remarks, ui.Remark{Kind: ui.Problem, Text: f.problemText(f.errs[i], f.width-remarkIndent, remarkLines)})
	} else {
		for _, r := range f.fieldRemarks(i) {
			if r.find != nil {
				remarks = append(remarks, ui.Remark{Kind: ui.Warning, Text: f.findingText(*r.find, f.width-remarkIndent, remarkLines)})
			} else {
				remarks = append(remarks, ui.Remark{Kind: lintKind(r.lint.Severity), Text: lintText(*r.lint, f.width-remarkIndent, remarkLines)})
			}
		}
	}
	label := formLabels[i]
	if label == "" {
		label = formFields[i]
	}
	rows := formRow(st, label, formLabelW, ed, focused, remarks, f.width, remarkLines)
	if focused {
		// The list goes right under the input it fills, before the remarks.
		if m := f.pickMatches(); len(m) > 0 {
			rows = append(append(rows[:1:1], f.pickLines(m)...), rows[1:]...)
		}
	}
	if i == 0 {
		room := f.width - contentAt(formLabelW)
		if note := f.templateNote(); note != "" {
			rows = append(rows, formRow(st, "template", formLabelW, ui.Plain(st.Muted, ui.Ellipsis(note, room)), false, nil, f.width, 0)...)
		}
		if f.showsPlatform() {
			rows = append(rows, formRow(st, "platform", formLabelW, ui.Plain(st.Muted, ui.Ellipsis(f.platformNote(), room)), false, nil, f.width, 0)...)
		}
	}
	return rows
}

// placeholder is what an empty field says of itself. It never says
// "optional" of a field a finding would call missing: one the conventions
// file requires, or utm_source, utm_medium and utm_campaign, which
// campaign URL builders ask for once any UTM field is set.
func (f *Model) placeholder(i int) string {
	switch i {
	case 0:
		return "https://shop.example/landing (required)"
	case 1:
		if f.utmOnly {
			return "empty: UTM parameters only"
		}
		return "required, e.g. openstat.ru"
	}
	if fd := f.conv().Field(convNames[i]); fd != nil && fd.Required {
		return "required by the conventions file"
	}
	if example, ok := utmAskedFor[formFields[i]]; ok {
		return "asked for with UTM, e.g. " + example
	}
	return "optional"
}

// utmAskedFor are the UTM fields Google's Campaign URL Builder asks for,
// with an example value (tagging.CampaignLints says when one is missing).
var utmAskedFor = map[string]string{"utm_source": "newsletter", "utm_medium": "email", "utm_campaign": "spring_sale"}

// result is the tagged-link pane: the link, or why there is none. Tab
// never reaches it, so it never shows focus: the focus mark is the
// field's alone.
func (f *Model) result() ui.Pane {
	title := "Tagged link"
	if f.sample {
		title = "Sample · " + title
	}
	if f.err != nil {
		return ui.Pane{Title: title, Selected: -1, Items: append([]ui.Item{
			{Kind: ui.Problem, Value: "no link yet: " + errorField(f.err) + errorText(f.err)},
		}, f.analyticsItem()...)}
	}
	t := f.tagged
	var p ui.Pane
	if f.sample {
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: sampleNote})
	}
	if f.utmOnly {
		p.Title = title + " · UTM only"
		p.Items = append(p.Items, ui.Item{Label: "link", Value: t.URL, Copy: t.URL, CopyName: "tagged link", KeepEnd: true})
		p.Items = append(p.Items, f.analyticsItem()...)
		p.Items = append(p.Items, ui.Item{Label: "length", Value: strconv.Itoa(len(t.URL)) + " bytes"})
		return f.withShort(p)
	}
	enc := t.Encoding.String()
	if encodings[f.enc] == openstat.Auto {
		enc = "auto → " + enc
	}
	p.Title = title + " · " + enc + " · " + places[f.place].String()
	p.Items = append(p.Items, ui.Item{Label: "link", Value: t.URL, Copy: t.URL, CopyName: "tagged link", KeepEnd: true})
	p.Items = append(p.Items, f.analyticsItem()...)
	p.Items = append(p.Items,
		ui.Item{Label: "marker", Value: t.Encoded},
		ui.Item{Label: "length", Value: strconv.Itoa(len(t.URL)) + " bytes"},
	)
	if places[f.place] == openstat.Fragment {
		p.Items = append(p.Items, ui.Item{Kind: ui.Warning, Value: "a fragment marker replaces the fragment; the query is recommended"})
	}
	for _, n := range t.Notes {
		p.Items = append(p.Items, ui.Item{Kind: ui.Note, Value: n})
	}
	return f.withShort(p)
}

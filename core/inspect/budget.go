package inspect

import (
	"strconv"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/plaintext"
)

// The work budget of one link: whatever a line holds, the pairs analysed
// and the entries each list of the report keeps are bounded, so the memory
// one link takes, and the record it makes, stay under a ceiling (a 1 MiB
// line of 250,000 pairs took 270 MB, 40 of them at 16 workers ran out of
// memory). A link past a bound says what was cut (Report.Cut).
const (
	// MaxPairs is the most query pairs analysed (tracking, clean, params,
	// conventions, attribution): a real link has tens. The clean link keeps the
	// others as written.
	MaxPairs = 1000
	// MaxListed is the most entries a list of the report keeps
	// (placeholders, risks, conventions findings, the browser's
	// validation errors).
	MaxListed = 1000
)

// Cut says that a part of the report was bounded: Key names what (a JSON
// key of the record, or "query_pairs" for the pairs every pair section
// reads), Kept how many were analysed or listed, Total how many there
// were, or -1 when the scan that found them stopped before the end (the
// placeholder scan stops at placeholder.MaxFound).
type Cut struct {
	Key         string
	Kept, Total int
}

// trimLists keeps MaxListed entries of each list of the report, noting
// each cut.
func (r *Report) trimLists() {
	if len(r.Placeholders) >= placeholder.MaxFound {
		r.Cut = append(r.Cut, Cut{Key: "placeholders", Kept: min(MaxListed, len(r.Placeholders)), Total: -1})
		r.Placeholders = r.Placeholders[:min(MaxListed, len(r.Placeholders))]
	}
	r.Placeholders = cutList(r, "placeholders", r.Placeholders)
	r.Risks = cutList(r, "risks", r.Risks)
	r.TargetRisks = cutList(r, "target_risks", r.TargetRisks)
	r.Conventions = cutList(r, "conventions", r.Conventions)
	r.Browser.Validation = cutList(r, "browser.validation", r.Browser.Validation)
}

func cutList[T any](r *Report, key string, list []T) []T {
	if len(list) <= MaxListed {
		return list
	}
	r.Cut = append(r.Cut, Cut{Key: key, Kept: MaxListed, Total: len(list)})
	return list[:MaxListed]
}

// cutSection writes what the budget cut: always in the record ([] when
// nothing was), and in the plain report only when something was.
var cutSection = Section{
	Name: "cut", Keys: []string{"cut"}, Doc: sectionDoc("cut"), shown: 99,
	appendJSON: func(dst []byte, r *Report, _ jsonw.Written) []byte {
		return jsonw.AppendArray(appendKey(dst, "cut"), r.Cut, func(dst []byte, c *Cut) []byte {
			dst = append(dst, `{"key":`...)
			dst = jsonw.AppendString(dst, c.Key)
			dst = append(dst, `,"kept":`...)
			dst = jsonw.AppendInt(dst, int64(c.Kept))
			dst = append(dst, `,"total":`...)
			if c.Total < 0 {
				return append(jsonw.AppendNull(dst), '}')
			}
			dst = jsonw.AppendInt(dst, int64(c.Total))
			return append(dst, '}')
		})
	},
	appendText: appendCutText,
}

// appendCutText appends a line per cut, saying what was left out.
func appendCutText(dst []byte, r *Report) []byte {
	for _, c := range r.Cut {
		dst = plaintext.AppendField(dst, 0, "cut", c.Key+": "+c.Words())
	}
	return dst
}

// Words says what the cut left out, for every view of the report.
func (c Cut) Words() string {
	if c.Key == "query_pairs" {
		return "the first " + strconv.Itoa(c.Kept) + " of " + strconv.Itoa(c.Total) +
			" query pairs analysed (tracking, clean, params, conventions); the clean link keeps the others as written"
	}
	if c.Total < 0 {
		return "the first " + strconv.Itoa(c.Kept) + " listed; the link holds more than were counted"
	}
	return "the first " + strconv.Itoa(c.Kept) + " of " + strconv.Itoa(c.Total) + " listed"
}

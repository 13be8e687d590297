package sheet

import (
	"strconv"
	"strings"
)

// MaxListed is how many refused rows a tally names.
const MaxListed = 5

// Tally counts a run's rows: read (blank rows are not counted), built,
// built with findings, refused (the first MaxListed named), and built as a
// link an earlier row built.
type Tally struct {
	Read, Built, WithFindings, Refused, Duplicates int
	RefusedRows                                    []int
}

// Add counts one row's result.
func (t *Tally) Add(r *Result) {
	if r.Empty {
		return
	}
	t.Read++
	if r.Refused() {
		t.Refused++
		if len(t.RefusedRows) < MaxListed {
			t.RefusedRows = append(t.RefusedRows, r.Row)
		}
		return
	}
	t.Built++
	if r.HasFindings() {
		t.WithFindings++
	}
	if r.DuplicateOf != 0 {
		t.Duplicates++
	}
}

// String is the tally in one line: "20 rows read: 19 built, 15 with
// findings, 2 duplicates, 1 refused (row 7)".
func (t Tally) String() string {
	var b strings.Builder
	b.WriteString(plural(t.Read, "row") + " read: " + strconv.Itoa(t.Built) + " built")
	if t.WithFindings > 0 {
		b.WriteString(", " + strconv.Itoa(t.WithFindings) + " with findings")
	}
	if t.Duplicates > 0 {
		b.WriteString(", " + plural(t.Duplicates, "duplicate"))
	}
	if t.Refused > 0 {
		b.WriteString(", " + strconv.Itoa(t.Refused) + " refused (")
		b.WriteString(plural2(len(t.RefusedRows), "row ", "rows "))
		for i, r := range t.RefusedRows {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Itoa(r))
		}
		if more := t.Refused - len(t.RefusedRows); more > 0 {
			b.WriteString(" and " + strconv.Itoa(more) + " more")
		}
		b.WriteString(")")
	}
	return b.String()
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

func plural2(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

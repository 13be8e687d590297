package ui

// Remark is a finding under a row (a form field, a link of a list): a
// problem (✗), a warning (!) or a note (·), its text untrusted.
type Remark struct {
	Kind Kind
	Text string
}

// Symbol is the mark and style of a remark or pane row of kind k, so each
// reads without colour.
func Symbol(st *Styles, k Kind) (string, Style) {
	switch k {
	case Warning:
		return "!", st.Warn
	case Problem:
		return "✗", st.Error
	}
	return "·", st.Muted
}

// Remarks writes each remark under a row, indented by pad: its symbol,
// then its text wrapped between words in width cells over at most n
// lines.
func (w *Writer) Remarks(pad Line, remarks []Remark, width, n int) {
	for _, r := range remarks {
		sym, style := Symbol(w.st, r.Kind)
		w.Prose(pad, Plain(style, sym+" "), r.Text, style, width, n)
	}
}

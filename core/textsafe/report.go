package textsafe

// CSVCell makes a cell safe to write into a CSV file or a terminal:
// Escape's escaping (no C0 or C1 control, DEL, bidi or invisible format
// character reaches the output as itself: ESC is written \x1b, a line
// break \x0a), then a leading single quote before a cell a spreadsheet
// would run as a formula, one starting with '=', '+', '-' or '@' (OWASP,
// "CSV Injection"; a leading tab or carriage return is escaped already).
// A cell that needs neither comes back as is, without allocating.
func CSVCell(s string) string {
	s = Escape(s)
	if s != "" && isFormulaStart(s[0]) {
		return "'" + s
	}
	return s
}

// AppendCSVCell appends CSVCell(s) to dst.
func AppendCSVCell(dst []byte, s string) []byte {
	if s != "" && isFormulaStart(s[0]) {
		dst = append(dst, '\'')
	}
	return AppendEscaped(dst, s)
}

func isFormulaStart(c byte) bool {
	return c == '=' || c == '+' || c == '-' || c == '@'
}

// Quote writes s for an error message, between double quotes, escaped as
// Escape does, a double quote inside as \": a file name holding ESC or a
// line break cannot act on the terminal, and where it starts and ends
// stays plain.
func Quote(s string) string {
	dst := make([]byte, 0, len(s)+2)
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] != '"' {
			j++
		}
		dst = AppendEscaped(dst, s[i:j])
		if j < len(s) {
			dst = append(dst, '\\', '"')
			j++
		}
		i = j
	}
	return string(append(dst, '"'))
}

// ErrorText is err's message escaped for a terminal or a text report
// (Escape): an error from the file system, a parser or the network may
// quote a file name or a value as it is. "" for nil.
func ErrorText(err error) string {
	if err == nil {
		return ""
	}
	return Escape(err.Error())
}

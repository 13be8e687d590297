package workbook

import "strconv"

// MaxColumns is the number of columns a worksheet has (XFD).
const MaxColumns = 16384

// ColumnName is a 0-based column as a sheet names it: 0 is A, 26 is AA.
func ColumnName(col int) string {
	var b [4]byte
	i := len(b)
	for n := col + 1; n > 0; n = (n - 1) / 26 {
		i--
		b[i] = byte('A' + (n-1)%26)
	}
	return string(b[i:])
}

// CellName is a cell's reference: column 0, row 5 is A5.
func CellName(col, row int) string { return ColumnName(col) + strconv.Itoa(row) }

// parseRef reads a cell reference (B5, $B$5): its 0-based column and
// 1-based row; row is 0 for a column alone (B). ok is false for anything
// else or past the sheet's bounds.
func parseRef(ref []byte) (col, row int, ok bool) {
	i := 0
	if i < len(ref) && ref[i] == '$' {
		i++
	}
	col = 0
	letters := 0
	for ; i < len(ref); i++ {
		c := ref[i] | 0x20
		if c < 'a' || c > 'z' {
			break
		}
		col = col*26 + int(c-'a'+1)
		letters++
		if letters > 3 {
			return 0, 0, false
		}
	}
	if letters == 0 || col > MaxColumns {
		return 0, 0, false
	}
	if i < len(ref) && ref[i] == '$' {
		i++
	}
	for ; i < len(ref); i++ {
		c := ref[i]
		if c < '0' || c > '9' || row > 1<<21 {
			return 0, 0, false
		}
		row = row*10 + int(c-'0')
	}
	return col - 1, row, true
}

// cellRange is a rectangle of cells, inclusive, 0-based columns and
// 1-based rows.
type cellRange struct {
	Col0, Row0, Col1, Row1 int
}

// parseRange reads A1:C3 or A1.
func parseRange(ref []byte) (cellRange, bool) {
	a, b := ref, ref
	for i, c := range ref {
		if c == ':' {
			a, b = ref[:i], ref[i+1:]
			break
		}
	}
	c0, r0, ok0 := parseRef(a)
	c1, r1, ok1 := parseRef(b)
	if !ok0 || !ok1 {
		return cellRange{}, false
	}
	return cellRange{min(c0, c1), min(r0, r1), max(c0, c1), max(r0, r1)}, true
}

func (r cellRange) contains(col, row int) bool {
	return col >= r.Col0 && col <= r.Col1 && row >= r.Row0 && row <= r.Row1
}

func (r cellRange) String() string {
	a, b := CellName(r.Col0, r.Row0), CellName(r.Col1, r.Row1)
	if a == b {
		return a
	}
	return a + ":" + b
}

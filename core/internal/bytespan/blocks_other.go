//go:build !amd64 || purego

package bytespan

// Blocks is the vector step where there is one (amd64); here it returns i
// and false, and the caller's own loop does all the work.
func Blocks(s string, i int, cols *Columns) (int, bool) { return i, false }

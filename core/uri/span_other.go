//go:build !amd64 || purego

package uri

// spanBlocks is the vector step of span where there is one (amd64); here
// span's table loop does all the work.
func spanBlocks(s string, i int, bit uint8) (int, bool) { return i, false }

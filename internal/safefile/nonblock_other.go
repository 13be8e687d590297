//go:build !unix

package safefile

// nonBlock: the systems without O_NONBLOCK have no FIFO at a path that
// blocks open; the regular-file check still applies.
const nonBlock = 0

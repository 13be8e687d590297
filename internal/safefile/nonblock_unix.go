//go:build unix

package safefile

import "syscall"

// nonBlock makes open(2) return at once on a FIFO with no writer (and on
// a device that would wait), so the descriptor can be checked.
const nonBlock = syscall.O_NONBLOCK

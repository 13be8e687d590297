//go:build !unix

package atomicfile

import "errors"

var errNoSpecialFiles = errors.New("no FIFOs or device nodes on this system")

func mkfifo(string) error    { return errNoSpecialFiles }
func mknodNull(string) error { return errNoSpecialFiles }

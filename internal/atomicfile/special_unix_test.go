//go:build unix

package atomicfile

import "golang.org/x/sys/unix"

func mkfifo(path string) error { return unix.Mkfifo(path, 0o600) }

// mknodNull makes a character device like /dev/null (needs privilege;
// the test is skipped without it).
func mknodNull(path string) error {
	return unix.Mknod(path, unix.S_IFCHR|0o666, int(unix.Mkdev(1, 3)))
}

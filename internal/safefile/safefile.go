// Package safefile opens the files linkscope reads without being told to
// (./linkscope.yaml, the config directory's conventions file, tracking
// rules, history, suggestions and the history's lock file): whatever is
// at such a name, opening it never blocks and reading it never runs
// without end.
//
// A file is opened with O_NONBLOCK, so a FIFO (or a device that waits)
// at the name cannot hold open(2); the descriptor then opened is checked
// with fstat, after every symbolic link was followed, and anything but a
// regular file (a FIFO, a directory, a character device such as
// /dev/zero or /dev/urandom, a socket) is refused with its path and kind.
// Reading is bounded by the bytes actually read, never by the size the
// file reports: a file that grows, or reports no size at all, is cut at
// the bound like any other.
//
// Files the user names on the command line are read by the commands
// themselves (a FIFO there is the user's wish: `--csv <(...)`).
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"

	"github.com/linkscope/linkscope/core/textsafe"
)

// Error is a file that could not be opened or is not a regular file.
// Its text names the path escaped (a file name may hold an escape
// sequence); errors.Is sees the cause (fs.ErrNotExist, ErrNotRegular).
type Error struct {
	Op   string // "open", "read"
	Path string
	Err  error
}

func (e *Error) Error() string {
	return e.Op + " " + textsafe.Escape(e.Path) + ": " + textsafe.ErrorText(e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// ErrNotRegular is the cause of every refusal of a file that is not a
// regular file (a *NotRegularError says which kind).
var ErrNotRegular = errors.New("not a regular file")

// NotRegularError is a name whose file, once every link is followed, is
// not a regular file.
type NotRegularError struct {
	Kind string // "a FIFO", "a directory", "a character device", …
}

func (e *NotRegularError) Error() string { return e.Kind + ", not a regular file" }

func (e *NotRegularError) Is(target error) bool { return target == ErrNotRegular }

// TooLargeError is a file read past its bound: the read stopped there.
type TooLargeError struct {
	Limit int64
}

func (e *TooLargeError) Error() string {
	return "more than " + strconv.FormatInt(e.Limit, 10) + " bytes (the read stopped there)"
}

// Kind names what a file mode is, for a message: "a FIFO", "a directory".
func Kind(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return "a regular file"
	case m.IsDir():
		return "a directory"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "an irregular file"
}

// Open opens path for reading: without blocking, and only when it is a
// regular file (checked on the descriptor opened).
func Open(path string) (*os.File, error) {
	return OpenFile(path, os.O_RDONLY, 0)
}

// OpenFile is os.OpenFile with O_NONBLOCK added, refusing (and closing)
// whatever the descriptor opened is when it is not a regular file. perm
// is the mode of a file O_CREATE makes.
func OpenFile(path string, flag int, perm fs.FileMode) (*os.File, error) {
	f, err := os.OpenFile(path, flag|nonBlock, perm)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		// A socket cannot be opened at all (ENXIO): say what it is.
		if st, serr := os.Stat(path); serr == nil && !st.Mode().IsRegular() {
			err = &NotRegularError{Kind: Kind(st.Mode())}
		}
		return nil, &Error{Op: "open", Path: path, Err: err}
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, &Error{Op: "open", Path: path, Err: unwrapPath(err)}
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, &Error{Op: "open", Path: path, Err: &NotRegularError{Kind: Kind(st.Mode())}}
	}
	return f, nil
}

// ReadFile reads the regular file at path whole when it holds at most
// limit bytes; past that it is a *TooLargeError, decided on the bytes
// read (limit+1 at most), not on the size the file reports.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := ReadAll(f, limit)
	if err != nil {
		return nil, &Error{Op: "read", Path: path, Err: err}
	}
	return data, nil
}

// ReadAll reads r to its end when it holds at most limit bytes; past
// that it is a *TooLargeError, after limit+1 bytes read.
func ReadAll(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, unwrapPath(err)
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{Limit: limit}
	}
	return data, nil
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Describe words an error of this package for a message that names the
// file's role: "conventions file ./linkscope.yaml is a FIFO, not a
// regular file". Other errors are worded as they are.
func Describe(role string, err error) string {
	var e *Error
	var nr *NotRegularError
	if errors.As(err, &e) && errors.As(err, &nr) {
		return fmt.Sprintf("%s %s is %s", role, textsafe.Escape(e.Path), nr.Error())
	}
	return textsafe.ErrorText(err)
}

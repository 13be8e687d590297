package cli

import (
	"errors"
	"fmt"
	"os"

	"github.com/linkscope/linkscope/core/textsafe"
)

// openFile opens an input file the user named. Its error names the file
// once, escaped: the path error's own text would carry it raw, and a file
// name can hold an escape sequence.
func openFile(name string) (*os.File, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fileError("read", name, err)
	}
	return f, nil
}

// fileError is "OP NAME: why", NAME escaped; errors.Is still sees the
// cause (fs.ErrNotExist, …).
func fileError(op, name string, err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s %s: %w", op, textsafe.Escape(name), err)
}

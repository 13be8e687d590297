// Package history keeps the links built and copied or exported in the
// terminal UI: one JSON object per line in history.jsonl under the user's
// config directory (internal/config resolves where). Each record is
// appended with one write(2) on a file opened O_APPEND, under an exclusive
// lock on history.jsonl.lock (internal/filelock), which the trim that
// keeps the file under its cap holds too: records other processes append
// are never lost to a trim, and a crash loses at most the record being
// written. A record starts on a fresh line even after a torn one; a line
// that does not parse (a torn or edited line) is skipped with a notice,
// never fatal.
package history

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/linkscope/linkscope/internal/atomicfile"
	"github.com/linkscope/linkscope/internal/filelock"
	"github.com/linkscope/linkscope/internal/safefile"
)

// FileName is the history file's name in the linkscope config directory.
const FileName = "history.jsonl"

// MaxSize caps the file: when an append would take it past MaxSize, the
// oldest records are dropped so the newest half is kept (see trim).
const MaxSize = 4 << 20

// maxRecord bounds one record; a longer line is skipped as corrupt.
const maxRecord = 256 << 10

// Record is one built link.
type Record struct {
	Time     time.Time         `json:"time"`
	Fields   map[string]string `json:"fields"`   // by conventions field name: utm_source, openstat.service, …
	Template string            `json:"template"` // the template the form started from, or ""
	Link     string            `json:"link"`
	// Short is the short link made of Link (the Build view's shorten),
	// "" when none was.
	Short string `json:"short,omitempty"`
}

// Store is a history file.
type Store struct {
	Path    string
	MaxSize int64 // 0 means MaxSize
}

func (s Store) limit() int64 {
	if s.MaxSize > 0 {
		return s.MaxSize
	}
	return MaxSize
}

// Append adds rec at the end of the file, in one write, holding the
// history's lock (see lockPath) so that no trim runs meanwhile; the
// record starts on a line of its own even after a torn last line.
func (s Store) Append(rec Record) error {
	line, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("history: encode: %w", err)
	}
	line = append(line, '\n')
	if len(line) > maxRecord {
		return fmt.Errorf("history: a record of %d bytes is over the %d-byte limit", len(line), maxRecord)
	}
	if err := os.MkdirAll(filepath.Dir(s.Path), 0o700); err != nil {
		return fmt.Errorf("history: %w", err)
	}
	lock, err := filelock.Exclusive(s.lockPath())
	if err != nil {
		return fmt.Errorf("history: %w", err)
	}
	defer lock.Unlock()
	f, err := safefile.OpenFile(s.Path, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("history: %w", err)
	}
	if st, err := f.Stat(); err == nil && st.Size()+int64(len(line)) > s.limit() {
		f.Close()
		if err := s.trim(st.Size()); err != nil {
			return err
		}
		if f, err = safefile.OpenFile(s.Path, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o600); err != nil {
			return fmt.Errorf("history: %w", err)
		}
	}
	return appendLine(f, line)
}

// lockPath is the lock file every writer and reader of the history takes
// first: a file of its own, as the history itself is replaced by a trim.
func (s Store) lockPath() string { return s.Path + ".lock" }

// appendLine writes line at the end of f, the history opened for
// appending, after a line break when the file does not end with one (a
// write cut by a crash), and closes it.
func appendLine(f *os.File, line []byte) error {
	if st, err := f.Stat(); err == nil && st.Size() > 0 {
		var last [1]byte
		if _, err := f.ReadAt(last[:], st.Size()-1); err == nil && last[0] != '\n' {
			line = append([]byte{'\n'}, line...)
		}
	}
	if _, err := f.Write(line); err != nil {
		f.Close()
		return fmt.Errorf("history: append: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("history: append: %w", err)
	}
	return nil
}

// trim keeps the newest records that fit in half the cap, written to a
// new file that replaces the old one (internal/atomicfile), so a reader
// sees the old file or the new, never a half. Only the kept part of a
// file of size bytes is read. The caller holds the lock, so no record is
// appended to the old file meanwhile.
func (s Store) trim(size int64) error {
	keep := s.limit() / 2
	f, err := safefile.Open(s.Path)
	if err != nil {
		return fmt.Errorf("history: trim: %w", err)
	}
	from := max(size-keep, 0)
	data := make([]byte, size-from)
	n, err := f.ReadAt(data, from)
	f.Close()
	if err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("history: trim: %w", err)
	}
	data = data[:n]
	if from > 0 { // the first line is cut: it starts after the first break
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			data = data[i+1:]
		} else {
			data = nil
		}
	}
	target, err := filepath.EvalSymlinks(s.Path) // a linked history stays linked
	if err != nil {
		return fmt.Errorf("history: trim: %w", err)
	}
	if err := atomicfile.WriteFile(target, data, 0o600); err != nil {
		return fmt.Errorf("history: trim: %w", err)
	}
	return nil
}

// Load reads every record, oldest first. A missing file is an empty
// history. A line that is not a record is skipped, and a notice says which
// line and why. A file grown past twice its cap (written by something
// else: a trim keeps it under the cap) is read from its newest cap bytes
// on, with a notice, so memory stays bounded.
func (s Store) Load() ([]Record, []string, error) {
	if lock, err := filelock.Shared(s.lockPath()); err == nil {
		defer lock.Unlock()
	} // without a lock file no writer has locked: it is read as it is
	f, err := safefile.Open(s.Path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("history: %w", err)
	}
	defer f.Close()
	// Whatever size the file reports, no more than twice the cap is read:
	// a file that grows meanwhile is cut there, with a notice.
	in := &io.LimitedReader{R: f, N: 2 * s.limit()}
	recs, notices, err := s.read(f, in)
	if in.N == 0 {
		notices = append(notices, fmt.Sprintf("%s: %d bytes read, twice its cap; the rest is not read", s.Path, 2*s.limit()))
	}
	return recs, notices, err
}

// read reads the records of f through in (f bounded), from the newest
// cap bytes on when f reports over twice the cap.
func (s Store) read(f *os.File, in io.Reader) ([]Record, []string, error) {
	var notices []string
	if st, err := f.Stat(); err == nil && st.Size() > 2*s.limit() {
		skip := st.Size() - s.limit()
		if _, err := f.Seek(skip, io.SeekStart); err != nil {
			return nil, nil, fmt.Errorf("history: %w", err)
		}
		notices = append(notices, fmt.Sprintf("%s: the oldest %d bytes skipped: the file is over twice its %d-byte cap", s.Path, skip, s.limit()))
		br := bufio.NewReaderSize(in, 64<<10)
		if _, err := readLine(br); err != nil { // the cut line
			return nil, notices, nil
		}
		recs, more, err := Read(br, s.Path)
		return recs, append(notices, more...), err
	}
	return Read(in, s.Path)
}

// Read reads records from r (named name in notices).
func Read(r io.Reader, name string) ([]Record, []string, error) {
	var recs []Record
	var notices []string
	br := bufio.NewReaderSize(r, 64<<10)
	for n := 1; ; n++ {
		line, err := readLine(br)
		if len(line) > 0 {
			rec, problem := parse(line)
			if problem != "" {
				notices = append(notices, fmt.Sprintf("%s: line %d skipped: %s", name, n, problem))
			} else {
				recs = append(recs, rec)
			}
		}
		if err == io.EOF {
			return recs, notices, nil
		}
		if err != nil {
			return recs, notices, fmt.Errorf("history: read %s: %w", name, err)
		}
	}
}

// readLine reads one line without its end; a line over maxRecord is
// returned cut (and then fails to parse), its rest skipped.
func readLine(br *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		part, err := br.ReadSlice('\n')
		if len(line) < maxRecord {
			line = append(line, part...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return bytes.TrimRight(line, "\r\n"), err
	}
}

func parse(line []byte) (Record, string) {
	if len(line) >= maxRecord {
		return Record{}, "longer than " + fmt.Sprint(maxRecord) + " bytes"
	}
	var rec Record
	dec := json.NewDecoder(bytes.NewReader(line))
	if err := dec.Decode(&rec); err != nil {
		return Record{}, "not a history record (" + err.Error() + ")"
	}
	if rec.Link == "" || rec.Time.IsZero() {
		return Record{}, "a record needs a time and a link"
	}
	return rec, ""
}

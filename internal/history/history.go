// Package history keeps the links built and copied or exported in the
// terminal UI: one JSON object per line in history.jsonl under the user's
// config directory (internal/config resolves where). Each record is
// appended with one write(2) on a file opened O_APPEND, so concurrent
// writers never interleave within a record and a crash loses at most the
// record being written; a line that does not parse (a torn or edited line)
// is skipped with a notice, never fatal.
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

// Append adds rec at the end of the file, in one write.
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
	if st, err := os.Stat(s.Path); err == nil && st.Size()+int64(len(line)) > s.limit() {
		if err := s.trim(); err != nil {
			return err
		}
	}
	f, err := os.OpenFile(s.Path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("history: %w", err)
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
// temporary file and renamed over the old one, so a reader sees the old
// file or the new, never a half.
func (s Store) trim() error {
	data, err := os.ReadFile(s.Path)
	if err != nil {
		return fmt.Errorf("history: trim: %w", err)
	}
	keep := s.limit() / 2
	if int64(len(data)) > keep {
		cut := len(data) - int(keep)
		if i := bytes.IndexByte(data[cut:], '\n'); i >= 0 {
			data = data[cut+i+1:]
		} else {
			data = nil
		}
	}
	tmp, err := os.CreateTemp(filepath.Dir(s.Path), ".history-*.jsonl")
	if err != nil {
		return fmt.Errorf("history: trim: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("history: trim: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("history: trim: %w", err)
	}
	if err := os.Rename(tmp.Name(), s.Path); err != nil {
		return fmt.Errorf("history: trim: %w", err)
	}
	return nil
}

// Load reads every record, oldest first. A missing file is an empty
// history. A line that is not a record is skipped, and a notice says which
// line and why.
func (s Store) Load() ([]Record, []string, error) {
	f, err := os.Open(s.Path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("history: %w", err)
	}
	defer f.Close()
	return Read(f, s.Path)
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

package batch

import (
	"errors"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// refLines is what lineReader must yield for in, written the obvious way:
// the byte order mark dropped, split at "\n", a final "\r" trimmed from
// each line, lines over MaxLine cut and flagged.
func refLines(in string) (lines []string, long []bool) {
	in = strings.TrimPrefix(in, "\uFEFF")
	if in == "" {
		return nil, nil
	}
	parts := strings.Split(in, "\n")
	if parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	for _, p := range parts {
		p = strings.TrimSuffix(p, "\r")
		cut := len(p) > MaxLine
		if cut {
			p = p[:MaxLine]
		}
		lines, long = append(lines, p), append(long, cut)
	}
	return lines, long
}

// choppyReader returns at most a random number of bytes per Read, as pipes
// and terminals do.
type choppyReader struct {
	s   string
	rng *rand.Rand
	max int
}

func (r *choppyReader) Read(p []byte) (int, error) {
	if r.s == "" {
		return 0, io.EOF
	}
	n := copy(p[:min(len(p), 1+r.rng.IntN(r.max))], r.s)
	r.s = r.s[n:]
	return n, nil
}

// readAll gathers every line lineReader yields, chunk by chunk, reusing one
// chunk as the one-worker pipeline does.
func readAll(t *testing.T, r io.Reader) (lines []string, long []bool) {
	lr := newLineReader(r)
	c := &chunk{first: 1}
	err := readChunks(lr, c, func(c *chunk) (*chunk, error) {
		if len(c.ends) > chunkLines || len(c.buf) > chunkBytes+MaxLine+2*readSize {
			t.Fatalf("chunk of %d lines, %d bytes", len(c.ends), len(c.buf))
		}
		for i := range c.ends {
			lines, long = append(lines, strings.Clone(c.line(i))), append(long, c.long[i])
		}
		c.reset(0, lr.n+1)
		return c, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return lines, long
}

// TestLineReaderMatchesSplit: for inputs built around the edges (empty
// lines, CRLF, a lone "\r", lines of MaxLine±2 bytes, a byte order mark,
// no final newline) and any read sizes, lineReader yields what refLines
// does. Edge cases of the batch engine.
func TestLineReaderMatchesSplit(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	lengths := []int{0, 1, 2, 80, MaxLine - 1, MaxLine, MaxLine + 1, MaxLine + 2, 3*MaxLine + 5}
	ends := []string{"\n", "\r\n", "\r", "\r\r\n"}
	x := func(n int) string { return strings.Repeat("x", n) }
	fixed := []string{"", "\n", "\r", "\r\n", "\uFEFF", "\uFEFF\n", "\uFEFFa", "a\r\r", "\xEF\xBB",
		x(MaxLine), x(MaxLine + 1), x(MaxLine) + "\r", x(MaxLine+1) + "\r", x(MaxLine) + "\r\n", x(MaxLine+1) + "\n"}
	for _, in := range fixed {
		wantLines, wantLong := refLines(in)
		for _, maxRead := range []int{2, 4096, 1 << 21} {
			gotLines, gotLong := readAll(t, &choppyReader{s: in, rng: rng, max: maxRead})
			if !slices.Equal(gotLines, wantLines) || !slices.Equal(gotLong, wantLong) {
				t.Fatalf("reads of ≤%d bytes: %d lines %v, want %d %v\ninput %.120q", maxRead, len(gotLines), gotLong, len(wantLines), wantLong, in)
			}
		}
	}
	for round := range 120 {
		var b strings.Builder
		if rng.IntN(3) == 0 {
			b.WriteString("\uFEFF")
		}
		for range 1 + rng.IntN(6) {
			n := lengths[rng.IntN(len(lengths))]
			if n > 100 && rng.IntN(2) == 0 {
				n = lengths[rng.IntN(4)] // mostly short lines
			}
			b.WriteString(strings.Repeat(string(rune('a'+rng.IntN(26))), n))
			b.WriteString(ends[rng.IntN(len(ends))])
		}
		in := b.String()
		if rng.IntN(2) == 0 {
			in = strings.TrimSuffix(in, "\n")
		}
		wantLines, wantLong := refLines(in)
		maxRead := []int{1, 7, 4096, 1 << 20}[rng.IntN(4)]
		if maxRead == 1 && len(in) > 1<<16 {
			maxRead = 3
		}
		gotLines, gotLong := readAll(t, &choppyReader{s: in, rng: rng, max: maxRead})
		if !slices.Equal(gotLines, wantLines) || !slices.Equal(gotLong, wantLong) {
			t.Fatalf("round %d (reads of ≤%d bytes): %d lines %v, want %d %v\ninput %.120q",
				round, maxRead, len(gotLines), gotLong, len(wantLines), wantLong, in)
		}
	}
}

// TestLineReaderManyChunks: a long input of short lines crosses many chunk
// boundaries, and every line comes out once, in order. Edge case.
func TestLineReaderManyChunks(t *testing.T) {
	var b strings.Builder
	for i := range 100000 {
		b.WriteString(strings.Repeat("x", i%300))
		b.WriteString([]string{"\n", "\r\n"}[i%2])
	}
	in := b.String()
	wantLines, wantLong := refLines(in)
	for _, max := range []int{readSize, 1000, 3} {
		gotLines, gotLong := readAll(t, &choppyReader{s: in, rng: rand.New(rand.NewPCG(3, 4)), max: max})
		if !slices.Equal(gotLines, wantLines) || !slices.Equal(gotLong, wantLong) {
			t.Fatalf("reads of ≤%d bytes: %d lines, want %d", max, len(gotLines), len(wantLines))
		}
	}
}

type failAfter struct {
	s string
}

func (r *failAfter) Read(p []byte) (int, error) {
	if r.s == "" {
		return 0, errors.New("disk on fire")
	}
	n := copy(p, r.s)
	r.s = r.s[n:]
	return n, nil
}

// TestLineReaderError: the lines read before a read error are still
// handed on, and the error names the line it stopped at. Edge case.
func TestLineReaderError(t *testing.T) {
	lr := newLineReader(&failAfter{s: "a\nb\nunfinished"})
	var got []string
	err := readChunks(lr, &chunk{first: 1}, func(c *chunk) (*chunk, error) {
		for i := range c.ends {
			got = append(got, c.line(i))
		}
		return nil, nil
	})
	if !slices.Equal(got, []string{"a", "b"}) || err == nil || !strings.Contains(err.Error(), "read input line 3: disk on fire") {
		t.Fatalf("lines %q, error %v", got, err)
	}
}

// FuzzLineReader: for any input and any read sizes, lineReader yields what
// refLines does, in chunks of at most chunkLines lines.
func FuzzLineReader(f *testing.F) {
	for _, s := range []string{"", "\n", "a\r\nb\n", "\uFEFFa\nb", "\r\r\n\n", "x\ry\n\r", "\xEF\xBB\n"} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(200))
	}
	f.Add(strings.Repeat("a\n", 300), uint8(7)) // past a chunk's 256 lines
	f.Fuzz(func(t *testing.T, in string, readMax uint8) {
		wantLines, wantLong := refLines(in)
		r := &choppyReader{s: in, rng: rand.New(rand.NewPCG(uint64(len(in)), uint64(readMax))), max: int(readMax) + 1}
		gotLines, gotLong := readAll(t, r)
		if !slices.Equal(gotLines, wantLines) || !slices.Equal(gotLong, wantLong) {
			t.Fatalf("reads of ≤%d bytes: %q %v, want %q %v", int(readMax)+1, gotLines, gotLong, wantLines, wantLong)
		}
	})
}

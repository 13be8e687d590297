package batch

import (
	"io"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// benchEngine measures the engine alone: reading, chunking, ordering and
// writing 10,000 corpus links per op with a processor that copies each
// line, reporting lines per second.
func benchEngine(b *testing.B, workers int, run func(Engine, string) error) {
	in := strings.Join(corpus.Links(10000), "\n") + "\n"
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		e := Engine{Workers: workers, Streams: Streams{In: strings.NewReader(in), Out: io.Discard, Err: io.Discard}}
		if err := run(e, in); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*10000/b.Elapsed().Seconds(), "lines/s")
}

func copyLine(dst []byte, _ int, line string, _ error) ([]byte, string) {
	return append(dst, line...), ""
}

func runEngine(e Engine, _ string) error { return e.Run(nil, func() Processor { return copyLine }) }

func BenchmarkRunOneWorker(b *testing.B) { benchEngine(b, 1, runEngine) }
func BenchmarkRunAllCores(b *testing.B)  { benchEngine(b, 0, runEngine) }
func BenchmarkRunConcurrent(b *testing.B) {
	benchEngine(b, 8, func(e Engine, _ string) error { return e.RunConcurrent(nil, copyLine) })
}

package cli

import (
	"io"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/internal/corpus"
)

// benchInput is the benchmark corpus as stdin.
func benchInput(n int) string { return strings.Join(corpus.Links(n), "\n") + "\n" }

// benchBatch measures whole-command throughput over 10,000 links per op,
// reporting links per second.
func benchBatch(b *testing.B, args ...string) {
	in := benchInput(10000)
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		code := Main(args, IO{In: strings.NewReader(in), Out: io.Discard, Err: io.Discard})
		if code != 0 {
			b.Fatalf("exit %d", code)
		}
	}
	b.ReportMetric(float64(b.N)*10000/b.Elapsed().Seconds(), "links/s")
}

func BenchmarkBatchNormalize(b *testing.B)  { benchBatch(b, "normalize", "--workers", "1") }
func BenchmarkBatchSB(b *testing.B)         { benchBatch(b, "sb", "--json", "--workers", "1") }
func BenchmarkBatchInspect(b *testing.B)    { benchBatch(b, "inspect", "--json", "--workers", "1") }
func BenchmarkBatchInspectAll(b *testing.B) { benchBatch(b, "inspect", "--json") }

// BenchmarkBatchInspectNoBrowser is BenchmarkBatchInspect without the
// browser section: the two side by side say what the section costs.
func BenchmarkBatchInspectNoBrowser(b *testing.B) {
	benchBatch(b, "inspect", "--json", "--workers", "1", "--fields",
		"uri,openstat,tracking,normalized,safebrowsing,pcm,conventions,unwrapped,params,risks,placeholders,attribution,decoded")
}

// BenchmarkBatchInspectNoDecoded is BenchmarkBatchInspect without the
// decoded section: the two side by side say what the section costs.
func BenchmarkBatchInspectNoDecoded(b *testing.B) {
	benchBatch(b, "inspect", "--json", "--workers", "1", "--fields",
		"uri,openstat,tracking,normalized,safebrowsing,pcm,conventions,unwrapped,params,risks,placeholders,browser,attribution")
}
func BenchmarkBatchNormalizeAll(b *testing.B) { benchBatch(b, "normalize") }
func BenchmarkBatchBrowser(b *testing.B)      { benchBatch(b, "browser", "--workers", "1") }
func BenchmarkBatchBrowserJSON(b *testing.B)  { benchBatch(b, "browser", "--json", "--workers", "1") }

// BenchmarkBatchInspectTwelve is inspect --json with the twelve sections
// inspect had before attribution and decoded were added: the figure
// docs/speed.md compares across releases.
func BenchmarkBatchInspectTwelve(b *testing.B) {
	benchBatch(b, "inspect", "--json", "--workers", "1", "--fields",
		"uri,openstat,tracking,normalized,safebrowsing,pcm,conventions,unwrapped,params,risks,placeholders,browser")
}

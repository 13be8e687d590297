package cli

import "testing"

// BenchmarkBatchUnwrap: `unwrap` over the generated corpus (links that are
// not wrapped), one worker: the fast path's whole-command rate.
func BenchmarkBatchUnwrap(b *testing.B)     { benchBatch(b, "unwrap", "--workers", "1") }
func BenchmarkBatchUnwrapJSON(b *testing.B) { benchBatch(b, "unwrap", "--json", "--workers", "1") }

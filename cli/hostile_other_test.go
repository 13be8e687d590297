//go:build !unix

package cli

import "testing"

// The planted files (FIFOs, devices), the interrupt and the peak memory
// are Unix's: elsewhere these runs are skipped.

func plantedFileCases(t *testing.T, dir string) []hostileCase { return nil }

func checkInterrupt(t *testing.T, bin, dir string) { t.Skip("signals and pipes as on Unix only") }

func checkLineBudget(t *testing.T, prlimit, bin, dir string) { t.Skip("rusage as on Unix only") }

//go:build !race

package safebrowsing

// timeScale stretches time bounds under the race detector (see
// race_on_test.go); here the bounds apply as written.
const timeScale = 1

// raceOn is set under the race detector, whose instrumentation keeps the
// compiler from some of the allocation-free forms allocation counts rely
// on (crypto/sha256's AppendBinary appends a made slice, which it
// otherwise compiles to a clear).
const raceOn = false

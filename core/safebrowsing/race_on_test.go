//go:build race

package safebrowsing

// timeScale stretches time bounds under the race detector, which slows
// code several times over; the bounds hold for uninstrumented builds.
const timeScale = 20

// raceOn is set under the race detector, whose instrumentation keeps the
// compiler from some of the allocation-free forms allocation counts rely
// on (crypto/sha256's AppendBinary appends a made slice, which it
// otherwise compiles to a clear).
const raceOn = true

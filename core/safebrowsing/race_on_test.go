//go:build race

package safebrowsing

// timeScale stretches time bounds under the race detector, which slows
// code several times over; the bounds hold for uninstrumented builds.
const timeScale = 20

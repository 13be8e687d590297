//go:build !race

package safebrowsing

// timeScale stretches time bounds under the race detector (see
// race_on_test.go); here the bounds apply as written.
const timeScale = 1

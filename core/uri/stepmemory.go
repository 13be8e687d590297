package uri

import (
	"unsafe"

	"github.com/linkscope/linkscope/core/internal/alias"
)

// StepMemory is memory for the normalized URLs and steps of one link after
// another, for a caller that is done with each Result before it asks for
// the next (inspect, link after link): the steps of a link that changes
// then cost no allocation, where NormalizeParsed makes two (the steps'
// URLs and their list), and the components rules build are made in
// memory reused from link to link. The zero StepMemory is ready; use one
// per goroutine.
type StepMemory struct {
	buf   []byte // the URLs of the last link's steps, one after another
	steps []Step
	arena arena
}

// maxKeptStepBytes is the most step memory a StepMemory keeps for the next
// link: one hostile line does not hold its memory for the rest.
const maxKeptStepBytes = 64 << 10

// NormalizeParsed is the package's NormalizeParsed, the URL and steps
// written in m's memory: the Result is valid until m's next call (its
// Input and Warnings are the caller's, as they are there).
// FuzzStepMemory holds it to the package's NormalizeParsed.
func (m *StepMemory) NormalizeParsed(s string, ref Reference, warns []Warning, opts Options) (Result, error) {
	if cap(m.buf) > maxKeptStepBytes || cap(m.arena.buf) > maxKeptStepBytes {
		*m = StepMemory{}
	}
	if alias.Within(s, m.buf) {
		// s is a URL of m's last Result: writing over it while reading
		// it would garble it.
		m.buf = nil
	}
	m.arena.reset()
	return normalizeParsed(s, &ref, warns, &opts, m)
}

// bytesString is b's bytes as a string, not copied: for a StepMemory's
// buffer, which is not written again until its next call.
func bytesString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

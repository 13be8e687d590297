package cli

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/linkscope/linkscope/core/qr"
	"github.com/linkscope/linkscope/internal/batch"
)

// flagBound is the range one numeric flag accepts and why its top is
// where it is. Every int and duration flag of every command has a row
// (TestEveryNumericFlagBounded): a value past the top would only cost
// memory or time (10,000,000 workers ran out of memory making their
// queues), so it is refused, saying the range.
type flagBound struct {
	command string // the command whose flag it is; "" for every command's
	flag    string // without dashes
	min     int64
	max     int64  // for a duration, in nanoseconds
	dur     bool   // a duration flag
	zero    string // what 0 means, when it is allowed and means something
	why     string // why the top is there, for the reference
}

// flagBounds is the table, in the order the reference lists it. The
// first row whose command and flag match decides; a row with no command
// serves the commands without a row of their own.
func flagBounds() []flagBound {
	return []flagBound{
		{command: "follow", flag: "workers", min: 1, max: batch.MaxConcurrent,
			why: "links followed at once; each holds a connection and at most 64 KiB of a page, so 256 stay under some 40 MB"},
		{command: "follow", flag: "per-host", min: 1, max: 64,
			why: "requests at once to one host; more is a load test, not a check"},
		{command: "follow", flag: "max-hops", min: 1, max: 100,
			why: "browsers give up after 20 redirects (Chromium's URLRequest::kMaxRedirects, Firefox's network.http.redirection-limit)"},
		{command: "follow", flag: "timeout", min: int64(time.Millisecond), max: int64(10 * time.Minute), dur: true,
			why: "the time budget of one link's chain; a chain still waiting after 10 minutes is a server that never answers"},
		{command: "shorten", flag: "workers", min: 1, max: 16,
			why: "links sent at once to one provider, whose API limits the connections from one address (Bitly allows five)"},
		{command: "shorten", flag: "timeout", min: int64(time.Millisecond), max: int64(2 * time.Minute), dur: true,
			why: "the time budget of one request to the provider, its answer read whole"},
		{flag: "workers", min: 0, max: batch.MaxWorkers, zero: "one per core",
			why: "workers analysing lines; each holds its chunks of input in flight and one line's work, " +
				"some 20 MB with the longest lines, so more workers than cores add memory, not speed"},
		{command: "group", flag: "members", min: 0, max: 100000,
			why: "spellings listed per group; a group's record stays one line a reader can use"},
		{command: "qr", flag: "scale", min: 1, max: qr.MaxScale,
			why: "PNG pixels per module; the largest code at the largest scale is a 4,000-pixel image"},
		{command: "pcm report", flag: "version", min: 1, max: 3,
			why: "the report versions are 1 (the document) and 3 (what current Safari sends)"},
	}
}

// boundFor is the row for a command's flag; ok is false when there is
// none (a build defect: TestEveryNumericFlagBounded fails).
func boundFor(command, name string) (flagBound, bool) {
	for _, b := range flagBounds() {
		if b.flag == name && (b.command == command || b.command == "") {
			return b, true
		}
	}
	return flagBound{}, false
}

// rangeText is the range as the help and the refusals write it:
// "0..64, 0: one per core", "1ms..10m0s".
func (b flagBound) rangeText() string {
	lo, hi := strconv.FormatInt(b.min, 10), strconv.FormatInt(b.max, 10)
	if b.dur {
		lo, hi = time.Duration(b.min).String(), time.Duration(b.max).String()
	}
	s := lo + ".." + hi
	if b.zero != "" {
		s += ", 0: " + b.zero
	}
	return s
}

// errOutOfRange marks a value outside its flag's range (parseFlags words
// it as it is).
var errOutOfRange = errors.New("out of range")

type rangeError struct{ msg string }

func (e *rangeError) Error() string        { return e.msg }
func (e *rangeError) Is(target error) bool { return target == errOutOfRange }

// boundedInt is an int flag that refuses values outside its row's range.
type boundedInt struct {
	p *int
	b flagBound
}

func (v *boundedInt) String() string {
	if v.p == nil {
		return "0"
	}
	return strconv.Itoa(*v.p)
}

func (v *boundedInt) Get() any { return *v.p }

func (v *boundedInt) Set(s string) error {
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil {
		var ne *strconv.NumError
		if errors.As(err, &ne) && errors.Is(ne.Err, strconv.ErrRange) {
			return &rangeError{fmt.Sprintf("%s is outside %s", s, v.b.rangeText())}
		}
		return err
	}
	if n < v.b.min || n > v.b.max {
		return &rangeError{fmt.Sprintf("%d is outside %s", n, v.b.rangeText())}
	}
	*v.p = int(n)
	return nil
}

// boundedDuration is a duration flag that refuses values outside its
// row's range.
type boundedDuration struct {
	p *time.Duration
	b flagBound
}

func (v *boundedDuration) String() string {
	if v.p == nil {
		return "0s"
	}
	return v.p.String()
}

func (v *boundedDuration) Get() any { return *v.p }

func (v *boundedDuration) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil {
		return err
	}
	if int64(d) < v.b.min || int64(d) > v.b.max {
		return &rangeError{fmt.Sprintf("%v is outside %s", d, v.b.rangeText())}
	}
	*v.p = d
	return nil
}

// intFlag defines an int flag bounded by its row of flagBounds; the help
// says the range.
func intFlag(fs *flag.FlagSet, p *int, name string, value int, usage string) {
	b := mustBound(fs.Name(), name)
	*p = value
	fs.Var(&boundedInt{p: p, b: b}, name, usage+" ("+b.rangeText()+")")
}

// durationFlag defines a duration flag bounded by its row of flagBounds.
func durationFlag(fs *flag.FlagSet, p *time.Duration, name string, value time.Duration, usage string) {
	b := mustBound(fs.Name(), name)
	*p = value
	fs.Var(&boundedDuration{p: p, b: b}, name, usage+" ("+b.rangeText()+")")
}

func mustBound(command, name string) flagBound {
	b, ok := boundFor(command, name)
	if !ok {
		panic("cli: no row in flagBounds for " + command + " --" + name) // a build defect, caught by every test
	}
	return b
}

// boundsReference is the reference's section on the ranges, made from
// the table.
func boundsReference() string {
	var b strings.Builder
	b.WriteString("Every numeric flag takes a value in a range; a value outside it is a usage error that says the range " +
		"(`linkscope inspect: --workers: 10000000 is outside 0..64, 0: one per core`). The ranges, and why each top is where it is:\n\n")
	for _, r := range flagBounds() {
		cmd := r.command
		if cmd == "" {
			cmd = "every other command"
		}
		fmt.Fprintf(&b, "- `--%s` (%s): %s; %s.\n", r.flag, cmd, r.rangeText(), r.why)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

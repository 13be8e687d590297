package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParseFlags: whatever the arguments, parsing ends without a panic in
// one of three ways (help, a one-line usage error, or the positional
// arguments in their order), and an error message is terminal-safe.
func FuzzParseFlags(f *testing.F) {
	for _, r := range readTable(f, "cli/usage.tsv") {
		f.Add(strings.ReplaceAll(r.Get("args"), "|", "\x00"))
	}
	f.Add("--json\x00a\x00--\x00--workers\x00-")
	f.Add("-workers=2\x00x\x00--json=false")
	f.Fuzz(func(t *testing.T, joined string) {
		args := strings.Split(joined, "\x00")
		var out bytes.Buffer
		fs := newFlags("inspect", "[URL...]", IO{Out: &out})
		var opts batchOptions
		opts.register(fs)
		fs.String("fields", "", "sections")
		pos, err := parseFlags(fs, args)
		switch {
		case errors.Is(err, errHelp):
			if !strings.HasPrefix(out.String(), "Usage: linkscope inspect") {
				t.Fatalf("help printed %q", out.String())
			}
		case err != nil:
			msg := err.Error()
			if strings.ContainsAny(msg, "\n\r\x1b") || !utf8.ValidString(msg) && strings.ContainsRune(msg, utf8.RuneError) {
				t.Fatalf("message not one safe line: %q", msg)
			}
		default:
			want := expectedPositional(args)
			if strings.Join(pos, "\x00") != strings.Join(want, "\x00") {
				t.Fatalf("positional %q, want %q", pos, want)
			}
		}
	})
}

// expectedPositional is what parseFlags must keep when it succeeds: every
// argument that is not a flag or a flag's value, and all after "--".
func expectedPositional(args []string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(out, args[i+1:]...)
		}
		if len(a) < 2 || a[0] != '-' {
			out = append(out, a)
			continue
		}
		name, _, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		if !hasValue && (name == "workers" || name == "fields") {
			i++ // the value
		}
	}
	return out
}

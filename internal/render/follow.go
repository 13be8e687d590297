package render

import (
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/hops"
	"github.com/linkscope/linkscope/core/plaintext"
	"github.com/linkscope/linkscope/core/textsafe"
)

// ChainLine is the one-line plain form for stdin: the final URL,
// then what was lost and where, then why the chain stopped early.
func ChainLine(dst []byte, c *hops.Chain) []byte {
	dst = textsafe.AppendEscaped(dst, c.Final)
	if len(c.Lost) > 0 {
		dst = append(dst, "\tlost="...)
		dst = textsafe.AppendEscaped(dst, strings.Join(c.Lost, ","))
		dst = append(dst, " (hop "...)
		dst = strconv.AppendInt(dst, int64(c.LostAt), 10)
		dst = append(dst, ')')
	}
	if c.Error != "" {
		dst = append(dst, "\terror="...)
		dst = textsafe.AppendEscaped(dst, c.Error)
	}
	for i, w := range c.Warnings {
		if i == 0 {
			dst = append(dst, "\twarnings="...)
		} else {
			dst = append(dst, ',')
		}
		dst = textsafe.AppendEscaped(dst, w.Rule)
	}
	return dst
}

// ChainReport is the readable form for URL arguments: one line per
// hop with what it did to the tracking values, then the summary.
func ChainReport(dst []byte, c *hops.Chain) []byte {
	dst = plaintext.AppendField(dst, 0, "input", c.Input)
	for i, h := range c.Hops {
		how := h.Via
		if h.Status != 0 {
			how = strconv.Itoa(h.Status) + " " + h.Via
		}
		dst = plaintext.AppendField(dst, 0, "hop "+strconv.Itoa(i), how+"  "+h.URL)
		for _, l := range []struct {
			name string
			list []string
		}{{"kept", h.Kept}, {"dropped", h.Dropped}, {"added", h.Added}, {"changed", h.Changed}} {
			if len(l.list) > 0 {
				dst = plaintext.AppendField(dst, 1, l.name, strings.Join(l.list, ", "))
			}
		}
	}
	dst = plaintext.AppendField(dst, 0, "final", c.Final)
	if len(c.Lost) > 0 {
		dst = plaintext.AppendField(dst, 0, "lost", strings.Join(c.Lost, ", ")+"  (dropped at hop "+strconv.Itoa(c.LostAt)+")")
	}
	if c.Error != "" {
		dst = plaintext.AppendField(dst, 0, "stopped", c.Error)
	}
	for _, w := range c.Warnings {
		dst = plaintext.AppendField(dst, 0, "warning", w.Message+"  ["+w.Rule+"]")
	}
	return plaintext.TrimNewline(dst)
}

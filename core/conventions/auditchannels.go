package conventions

import (
	"sort"
	"strings"

	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/core/query"
)

// MaxChannelExamples is how many links an audit keeps of the channels a
// marketer has to fix (Unassigned, Paid Other).
const MaxChannelExamples = 10

// maxExampleLen bounds a kept link: a hostile line costs no more.
const maxExampleLen = 2048

// ChannelCount is how many links GA4 counts under one default channel
// (a visit landing on the link with no referrer), and for Unassigned and
// Paid Other the first of them.
type ChannelCount struct {
	Channel  string
	Count    int
	Examples []ChannelExample
}

// ChannelExample is one link of a channel, with its input line.
type ChannelExample struct {
	Line int
	Link string
}

// channelTally counts links per GA4 channel.
type channelTally struct {
	reader attribution.Reader
	counts map[string]*ChannelCount
}

// listsLinks reports whether the audit keeps the links of channel.
func listsLinks(channel string) bool {
	return channel == attribution.Unassigned || channel == attribution.PaidOther
}

// add counts link, whose query's pairs (query.Append's) are pairs.
func (t *channelTally) add(link string, pairs []query.Pair, line int) {
	ch := t.reader.ChannelOfParsed(pairs)
	if t.counts == nil {
		t.counts = make(map[string]*ChannelCount)
	}
	c := t.counts[ch]
	if c == nil {
		c = &ChannelCount{Channel: ch}
		t.counts[ch] = c
	}
	c.Count++
	if listsLinks(ch) && len(c.Examples) < MaxChannelExamples {
		if len(link) > maxExampleLen {
			link = link[:maxExampleLen]
		}
		c.Examples = append(c.Examples, ChannelExample{Line: line, Link: strings.Clone(link)})
	}
}

// merge adds b's counts, b's lines following t's.
func (t *channelTally) merge(b *channelTally) {
	for ch, bc := range b.counts {
		if t.counts == nil {
			t.counts = make(map[string]*ChannelCount)
		}
		c := t.counts[ch]
		if c == nil {
			t.counts[ch] = bc
			continue
		}
		c.Count += bc.Count
		for _, e := range bc.Examples {
			if len(c.Examples) < MaxChannelExamples {
				c.Examples = append(c.Examples, e)
			}
		}
	}
}

// report is the channels seen, most links first, then in GA4's order.
func (t *channelTally) report() []ChannelCount {
	rank := map[string]int{}
	for i, ch := range attribution.Channels() {
		rank[ch] = i
	}
	out := make([]ChannelCount, 0, len(t.counts))
	for _, c := range t.counts {
		out = append(out, *c)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return rank[out[i].Channel] < rank[out[j].Channel]
	})
	return out
}

// appendChannelsJSON appends "ga4_channels": [{"channel", "count",
// "examples": [{"line", "link"}]}].
func appendChannelsJSON(dst []byte, cs []ChannelCount) []byte {
	dst = jsonw.AppendKey(dst, "ga4_channels")
	return jsonw.AppendArray(dst, cs, func(dst []byte, c *ChannelCount) []byte {
		dst = append(dst, '{')
		dst = jsonw.AppendKey(dst, "channel")
		dst = jsonw.AppendString(dst, c.Channel)
		dst = jsonw.AppendKey(dst, "count")
		dst = jsonw.AppendInt(dst, int64(c.Count))
		dst = jsonw.AppendKey(dst, "examples")
		dst = jsonw.AppendArray(dst, c.Examples, func(dst []byte, e *ChannelExample) []byte {
			dst = append(dst, '{')
			dst = jsonw.AppendKey(dst, "line")
			dst = jsonw.AppendInt(dst, int64(e.Line))
			dst = jsonw.AppendKey(dst, "link")
			dst = jsonw.AppendString(dst, e.Link)
			return append(dst, '}')
		})
		return append(dst, '}')
	})
}

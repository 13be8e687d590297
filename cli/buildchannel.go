package cli

import (
	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/jsonw"
)

// withGA4Channel adds "ga4_channel" to the end of build's JSON record:
// the GA4 default channel of link, the tagged link (not the field --as
// writes), as build --csv and --xlsx write it (core/sheet's ga4_channel
// column, the same attribution.Reader.ChannelOf).
func withGA4Channel(record []byte, link string) []byte {
	var rd attribution.Reader
	record = record[:len(record)-1] // the record's closing brace
	record = jsonw.AppendKey(record, "ga4_channel")
	if link != "" {
		record = jsonw.AppendString(record, rd.ChannelOf(link))
	} else {
		record = jsonw.AppendString(record, "")
	}
	return append(record, '}')
}

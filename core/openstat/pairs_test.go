package openstat

import (
	"reflect"
	"testing"

	"github.com/linkscope/linkscope/core/query"
)

// pairsOf splits rawURL's query as DecodePairs' callers do.
func pairsOf(rawURL string) []query.Pair {
	q, at, ok := query.Of(rawURL)
	if !ok {
		return nil
	}
	return query.Append(nil, q, at)
}

// FuzzDecodePairs holds DecodePairs and DecodePairsInto to Decode.
func FuzzDecodePairs(f *testing.F) {
	for _, name := range []string{"valid.tsv", "invalid.tsv", "tag.tsv"} {
		for _, row := range readTable(f, name) {
			f.Add(row.Get("url"))
		}
	}
	for _, s := range []string{"http://x/?a=1&_openstat=x;y;z;w&_openstat#_openstat=b", "http://x/?_openstat&&_openstat=", "http://x/?_opnstat=1&_OPENSTAT=2",
		"http://x/_openstat/?q=_openstat", "http://x/?x_openstat=1#y_openstat=a;b;c;d", "?_openstat=YQ==&", "#_openstat=a;b;c;d?_openstat=e;f;g;h"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, u string) {
		if got, want := DecodePairs(u, pairsOf(u)), Decode(u); !reflect.DeepEqual(got, want) {
			t.Fatalf("DecodePairs(%q)\n%+v\nwant\n%+v", u, got, want)
		}
		// Into a Decoded that held another marker: nothing of it stays.
		into := Decode("http://x/?_openstat=a;b;c;d&_openstat=e;f;g;h#_openstat=x")
		if DecodePairsInto(&into, u, pairsOf(u)); !reflect.DeepEqual(into, Decode(u)) {
			t.Fatalf("DecodePairsInto(%q)\n%+v\nwant\n%+v", u, into, Decode(u))
		}
	})
}

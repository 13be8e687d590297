package follow

import (
	"context"
	"net/http"
	"testing"

	"github.com/linkscope/linkscope/core/tracking"
)

// BenchmarkFollow5Hops: a chain of five redirects on a loopback server
// that answers at once, so the time per chain is linkscope's overhead
// (the bound: 5 ms beyond the server's own time).
func BenchmarkFollow5Hops(b *testing.B) {
	srv := serve(b, map[string]http.HandlerFunc{
		"/1": redirect(301, "/2?utm_source=a"), "/2": redirect(302, "/3?utm_source=a&utm_campaign=b"),
		"/3": redirect(303, "/4?utm_source=a"), "/4": redirect(307, "/5"), "/5": redirect(308, "/end"),
	})
	opts := Options{Client: NewClient(), UserAgent: "linkscope/bench", Tracking: tracking.Default(), AllowPrivate: true}
	b.ReportAllocs()
	for b.Loop() {
		if r := Follow(context.Background(), srv.URL+"/1", opts); len(r.Hops) != 5 || r.Error != "" {
			b.Fatalf("%+v", r)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/1000, "ms/chain")
}

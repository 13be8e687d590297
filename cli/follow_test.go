package cli

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// followServer redirects /r/N to /land?n=N after a delay, dropping
// utm_campaign: loopback only.
func followServer(t testing.TB, delay time.Duration) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(delay)
		if n, ok := strings.CutPrefix(r.URL.Path, "/r/"); ok {
			w.Header().Set("Location", "/land?utm_source=x&n="+n)
			w.WriteHeader(http.StatusFound)
			return
		}
		io.WriteString(w, "ok")
	}))
	t.Cleanup(srv.Close)
	return srv
}

// TestFollowBatch: stdin lines give one record each, in order, bad lines
// included, whatever order the requests finish in.
func TestFollowBatch(t *testing.T) {
	srv := followServer(t, 0)
	var in []string
	for i := range 40 {
		in = append(in, srv.URL+"/r/"+string(rune('a'+i%26))+"?utm_source=x&utm_campaign=y")
	}
	in[7] = ""
	in[9] = "javascript:alert(1)"
	out, stderr, code := run(t, strings.Join(in, "\n")+"\n", "follow", "--json", "--workers", "4", "--allow-private")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if code != 0 || len(lines) != len(in) {
		t.Fatalf("exit %d, %d lines for %d: %s", code, len(lines), len(in), stderr)
	}
	for i, l := range lines {
		var rec struct {
			Input, Final string
			Lost         []string
			LostAt       *int    `json:"lost_at"`
			Error        *string `json:"error"`
		}
		if err := json.Unmarshal([]byte(l), &rec); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, l)
		}
		switch i {
		case 7:
			if rec.Error == nil || *rec.Error != "empty line" || !strings.Contains(l, `"hops":[],"lost":[],"lost_at":null`) {
				t.Errorf("line 8: %s", l)
			}
		case 9:
			if rec.Error == nil || !strings.Contains(*rec.Error, "javascript: URL is refused") {
				t.Errorf("line 10: %s", l)
			}
		default:
			n := string(rune('a' + i%26))
			if rec.Input != in[i] || rec.Final != srv.URL+"/land?utm_source=x&n="+n || strings.Join(rec.Lost, ",") != "utm_campaign" || *rec.LostAt != 0 {
				t.Errorf("line %d: %s", i+1, l)
			}
		}
	}
	plain, _, _ := run(t, "", "follow", "--allow-private", srv.URL+"/r/q?utm_campaign=y")
	if !strings.Contains(plain, "hop 0        302 redirect  "+srv.URL+"/land?utm_source=x&n=q") || !strings.Contains(plain, "lost         utm_campaign  (dropped at hop 0)") {
		t.Errorf("report:\n%s", plain)
	}
	line, _, _ := run(t, srv.URL+"/r/q?utm_campaign=y\n", "follow", "--allow-private")
	if line != srv.URL+"/land?utm_source=x&n=q\tlost=utm_campaign (hop 0)\n" {
		t.Errorf("summary %q", line)
	}
}

func TestFollowUsage(t *testing.T) {
	for _, args := range [][]string{{"follow", "--max-hops", "0"}, {"follow", "--timeout", "-1s"}, {"follow", "--workers", "0"}} {
		if _, _, code := run(t, "", args...); code != 2 {
			t.Errorf("%v: exit %d", args, code)
		}
	}
}

// BenchmarkFollow1000 is the batch figure: 1,000 links against a
// loopback server that answers each request after 50 ms, default pool. It
// is a benchmark, not a test, to keep `go test` short; it fails above
// 10 s. Run: go test -run '^$' -bench Follow1000 -benchtime 1x ./cli
func BenchmarkFollow1000(b *testing.B) {
	srv := followServer(b, 50*time.Millisecond)
	var in strings.Builder
	for i := range 1000 {
		in.WriteString(srv.URL + "/land?i=" + string(rune('a'+i%26)) + "\n")
	}
	for b.Loop() {
		start := time.Now()
		if code := Main([]string{"follow", "--json"}, IO{In: strings.NewReader(in.String()), Out: io.Discard, Err: io.Discard}); code != 0 {
			b.Fatalf("exit %d", code)
		}
		if d := time.Since(start); d > 10*time.Second {
			b.Fatalf("1,000 links took %v", d)
		}
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/1000links")
}

// TestFollowRefusesPrivate: without --allow-private no request reaches a
// loopback server, wherever its address stands (the link itself, a
// redirect, a link unwrapped from a wrapper), and the record says which
// address and why; with it, the same links are followed.
func TestFollowRefusesPrivate(t *testing.T) {
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()
	wrapped := "https://www.google.com/url?q=" + url.QueryEscape(srv.URL+"/inside")
	for _, link := range []string{srv.URL + "/direct", wrapped, strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) + "/name"} {
		out, _, code := run(t, "", "follow", "--json", link)
		if code != 0 || !strings.Contains(out, "loopback address") || !strings.Contains(out, "refused ") {
			t.Errorf("%s: exit %d: %s", link, code, out)
		}
	}
	if n := hits.Load(); n != 0 {
		t.Fatalf("%d requests reached the loopback server without --allow-private", n)
	}
	if out, _, _ := run(t, "", "follow", "--json", "--allow-private", srv.URL+"/direct"); !strings.Contains(out, `"status":204`) && hits.Load() != 1 {
		t.Errorf("--allow-private did not follow: %s", out)
	}
}

// TestFollowLocationBackslash: follow --allow-private on a loopback server
// that sends Location: /\127.0.0.1:PORT/landing lands on that port, as a
// browser does, and says where an RFC 3986 client would have gone.
func TestFollowLocationBackslash(t *testing.T) {
	landing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	}))
	defer landing.Close()
	first := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Location", `/\`+strings.TrimPrefix(landing.URL, "http://")+"/landing")
		w.WriteHeader(http.StatusFound)
	}))
	defer first.Close()
	out, stderr, code := run(t, "", "follow", "--json", "--allow-private", first.URL+"/go")
	if code != 0 || !strings.Contains(out, `"final":"`+landing.URL+`/landing"`) || !strings.Contains(out, `"rule":"parser-differential"`) {
		t.Errorf("exit %d (%s): %s", code, stderr, out)
	}
}

package follow

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/linkscope/linkscope/core/hops"
	"github.com/linkscope/linkscope/core/tracking"
)

// routes serves a chain: path -> handler. Every server is a loopback
// httptest server: no test reaches any other address.
func serve(t testing.TB, routes map[string]http.HandlerFunc) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if h, ok := routes[r.URL.Path]; ok {
			h(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<p>final</p>")
	}))
	t.Cleanup(srv.Close)
	return srv
}

func redirect(code int, loc string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Location", loc)
		w.WriteHeader(code)
	}
}

func follow(t testing.TB, link string, opts Options) Result {
	t.Helper()
	if opts.UserAgent == "" {
		opts.UserAgent = "linkscope/test"
	}
	if opts.Tracking == nil {
		opts.Tracking = tracking.Default()
	}
	opts.AllowPrivate = true // the test servers listen on loopback
	return Follow(context.Background(), link, opts)
}

func urls(r Result) []string {
	var out []string
	for _, h := range r.Hops {
		out = append(out, h.URL)
	}
	return out
}

func TestRedirectCodes(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/1": redirect(301, "/2"), "/2": redirect(302, "/3"), "/3": redirect(303, "/4"),
		"/4": redirect(307, "/5"), "/5": redirect(308, "/end"),
	})
	r := follow(t, srv.URL+"/1", Options{})
	if r.Error != "" || r.Final != srv.URL+"/end" || len(r.Hops) != 5 {
		t.Fatalf("%+v", r)
	}
	for i, code := range []int{301, 302, 303, 307, 308} {
		if h := r.Hops[i]; h.Status != code || h.Via != hops.ViaRedirect {
			t.Errorf("hop %d: %+v", i, h)
		}
	}
}

func TestRefreshAndMetaRefresh(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/a": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Refresh", "0; url=/b?utm_source=x")
			io.WriteString(w, "wait")
		},
		"/b": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, `<html><head><meta http-equiv="refresh" content="1; URL='c/d'"></head></html>`)
		},
	})
	r := follow(t, srv.URL+"/a", Options{})
	if r.Error != "" || strings.Join(urls(r), " ") != srv.URL+"/b?utm_source=x "+srv.URL+"/c/d" {
		t.Fatalf("%+v", r)
	}
	if r.Hops[0].Via != hops.ViaRefresh || r.Hops[1].Via != hops.ViaMetaRefresh || r.Hops[1].Status != 200 {
		t.Errorf("%+v", r.Hops)
	}
	if strings.Join(r.Lost, ",") != "" || strings.Join(r.Hops[1].Dropped, ",") != "utm_source" {
		t.Errorf("lost %v, dropped %v", r.Lost, r.Hops[1].Dropped)
	}
}

// TestWrapperHop: a redirect to a Google /url is unwrapped between hops,
// and the wrapper itself is never requested.
func TestWrapperHop(t *testing.T) {
	var srvURL string
	srv := serve(t, map[string]http.HandlerFunc{
		"/a": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Location", "https://www.google.com/url?q="+url.QueryEscape(srvURL+"/land?utm_campaign=spring")+"&sa=D")
			w.WriteHeader(302)
		},
	})
	srvURL = srv.URL
	r := follow(t, srv.URL+"/a", Options{})
	if r.Error != "" || len(r.Hops) != 2 || r.Final != srv.URL+"/land?utm_campaign=spring" {
		t.Fatalf("%+v", r)
	}
	if h := r.Hops[1]; h.Via != hops.ViaUnwrap || h.Status != 0 || strings.Join(h.Added, ",") != "utm_campaign" {
		t.Errorf("unwrap hop %+v", h)
	}
}

func TestDroppedCampaign(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/a": redirect(301, "/b?utm_source=news&utm_campaign=spring"),
		"/b": redirect(302, "/c?utm_source=news"),
	})
	r := follow(t, srv.URL+"/a?utm_source=news&utm_campaign=spring&_openstat=svc;camp;ad;src", Options{})
	if strings.Join(r.Lost, ",") != "utm_campaign,_openstat.service,_openstat.campaign,_openstat.ad,_openstat.source" || r.LostAt != 0 {
		t.Errorf("lost %v at %d", r.Lost, r.LostAt)
	}
	if d := r.Hops[1]; strings.Join(d.Kept, ",") != "utm_source" || strings.Join(d.Dropped, ",") != "utm_campaign" {
		t.Errorf("hop 1 %+v", d)
	}
}

func TestLoopAndLimit(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/a": redirect(302, "/b"), "/b": redirect(302, "/a"),
		"/n": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/n?i="+r.URL.Query().Get("i")+"x", 302)
		},
	})
	r := follow(t, srv.URL+"/a", Options{})
	if !strings.Contains(r.Error, "redirect loop: hop 1 goes back to the input") || len(r.Hops) != 1 {
		t.Errorf("loop: %+v", r)
	}
	r = follow(t, srv.URL+"/n", Options{MaxHops: 3})
	if !strings.Contains(r.Error, "stopped after 3 hops") || len(r.Hops) != 3 {
		t.Errorf("limit: %+v", r)
	}
}

// TestTimeout: a hop that never answers ends the chain within the budget,
// keeping the hops before it.
func TestTimeout(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/a":     redirect(301, "/never"),
		"/never": func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() },
	})
	start := time.Now()
	r := follow(t, srv.URL+"/a", Options{Timeout: 300 * time.Millisecond})
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("took %v", d)
	}
	if !strings.Contains(r.Error, "timed out") || len(r.Hops) != 1 || r.Final != srv.URL+"/never" {
		t.Errorf("%+v", r)
	}
}

func TestCancel(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/never": func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() },
	})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	r := Follow(ctx, srv.URL+"/never", Options{Tracking: tracking.Default(), AllowPrivate: true})
	if !strings.HasSuffix(r.Error, "cancelled") {
		t.Errorf("%+v", r)
	}
}

// countingBody counts what the client reads of each body.
type countingTransport struct {
	rt   http.RoundTripper
	read *atomic.Int64
}

type countingBody struct {
	io.ReadCloser
	n *atomic.Int64
}

func (c countingBody) Read(p []byte) (int, error) {
	n, err := c.ReadCloser.Read(p)
	c.n.Add(int64(n))
	return n, err
}

func (c countingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := c.rt.RoundTrip(r)
	if err == nil {
		resp.Body = countingBody{resp.Body, c.read}
	}
	return resp, err
}

// TestHugeBody: a page advertising and streaming 5 GB is read to 64 KiB
// at most, and the chain ends at once.
func TestHugeBody(t *testing.T) {
	var sent atomic.Int64
	for _, ctype := range []string{"text/html", "application/octet-stream"} {
		srv := serve(t, map[string]http.HandlerFunc{
			"/big": func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", ctype)
				w.Header().Set("Content-Length", "5000000000")
				chunk := []byte(strings.Repeat("<p>x</p>", 4096))
				for r.Context().Err() == nil {
					n, err := w.Write(chunk)
					sent.Add(int64(n))
					if err != nil {
						return
					}
				}
			},
		})
		client := NewClient()
		var read atomic.Int64
		client.Transport = countingTransport{client.Transport, &read}
		start := time.Now()
		r := follow(t, srv.URL+"/big", Options{Client: client})
		if d := time.Since(start); d > 5*time.Second || r.Error != "" || len(r.Hops) != 0 {
			t.Errorf("%s: %v, %+v", ctype, d, r)
		}
		if read.Load() > SniffLimit {
			t.Errorf("%s: read %d bytes of the body", ctype, read.Load())
		}
	}
	if sent.Load() > 64<<20 {
		t.Errorf("the servers sent %d bytes", sent.Load())
	}
}

func TestRefusedSchemes(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/a":    redirect(301, "/file"),
		"/file": redirect(302, "file:///etc/passwd"),
		"/js":   redirect(302, "javascript:alert(1)"),
	})
	r := follow(t, srv.URL+"/a", Options{})
	if !strings.Contains(r.Error, "a redirect to a file: URL is refused") || len(r.Hops) != 1 {
		t.Errorf("%+v", r)
	}
	r = follow(t, srv.URL+"/js", Options{})
	if !strings.Contains(r.Error, "javascript: URL is refused") || r.Final != srv.URL+"/js" {
		t.Errorf("%+v", r)
	}
	if r = follow(t, "file:///etc/passwd", Options{}); !strings.Contains(r.Error, "a file: URL is refused") {
		t.Errorf("%+v", r)
	}
}

func TestRelativeAndNonASCII(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/a/b/c": redirect(301, "../d?x=1"),
		"/a/d": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Location", "/café?q=é#frag")
			w.WriteHeader(302)
		},
	})
	r := follow(t, srv.URL+"/a/b/c", Options{})
	want := srv.URL + "/a/d?x=1 " + srv.URL + "/caf%C3%A9?q=%C3%A9#frag"
	if r.Error != "" || strings.Join(urls(r), " ") != want {
		t.Errorf("got %q (%s), want %q", strings.Join(urls(r), " "), r.Error, want)
	}
}

// TestNoCookiesAndUserAgent: a Set-Cookie is never sent back; the
// User-Agent names linkscope.
func TestNoCookiesAndUserAgent(t *testing.T) {
	var cookie, agent atomic.Value
	srv := serve(t, map[string]http.HandlerFunc{
		"/a": func(w http.ResponseWriter, r *http.Request) {
			http.SetCookie(w, &http.Cookie{Name: "id", Value: "42", Path: "/"})
			redirect(302, "/b")(w, r)
		},
		"/b": func(w http.ResponseWriter, r *http.Request) {
			cookie.Store(r.Header.Get("Cookie"))
			agent.Store(r.Header.Get("User-Agent"))
		},
	})
	follow(t, srv.URL+"/a", Options{UserAgent: "linkscope/9.9"})
	if cookie.Load() != "" || agent.Load() != "linkscope/9.9" {
		t.Errorf("cookie %q, agent %q", cookie.Load(), agent.Load())
	}
}

func TestJSONShape(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{"/a": redirect(301, "/b")})
	r := follow(t, srv.URL+"/a", Options{})
	var m map[string]json.RawMessage
	if err := json.Unmarshal(r.AppendJSON(nil), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"input", "final", "hops", "lost", "lost_at", "error"} {
		if _, ok := m[k]; !ok {
			t.Errorf("no %q", k)
		}
	}
}

// TestTLSFailure: a hop whose certificate does not verify ends the chain
// with the transport's reason.
func TestTLSFailure(t *testing.T) {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer srv.Close()
	r := follow(t, srv.URL+"/x", Options{})
	if !strings.Contains(r.Error, "certificate") || !strings.HasPrefix(r.Error, srv.URL+"/x: ") {
		t.Errorf("%+v", r)
	}
}

// TestSniffedMetaRefresh: a page without a Content-Type is sniffed; the
// input is reported as given.
func TestSniffedMetaRefresh(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/a": func(w http.ResponseWriter, r *http.Request) {
			w.Header()["Content-Type"] = nil
			io.WriteString(w, `<!DOCTYPE html><html><head><meta http-equiv=refresh content="0;url=/b"></head></html>`)
		},
	})
	r := follow(t, " "+srv.URL+"/a\t", Options{})
	if r.Input != " "+srv.URL+"/a\t" || len(r.Hops) != 1 || r.Hops[0].Via != hops.ViaMetaRefresh {
		t.Errorf("%+v", r)
	}
}

// TestHostLimit: at most per requests to one host at once; entries go
// when their requests are done.
func TestHostLimit(t *testing.T) {
	var running, peak atomic.Int32
	srv := serve(t, map[string]http.HandlerFunc{
		"/slow": func(w http.ResponseWriter, r *http.Request) {
			n := running.Add(1)
			for p := peak.Load(); n > p && !peak.CompareAndSwap(p, n); p = peak.Load() {
			}
			time.Sleep(30 * time.Millisecond)
			running.Add(-1)
		},
	})
	limit := NewHostLimit(2)
	opts := Options{Client: NewClient(), Hosts: limit}
	done := make(chan struct{})
	for range 6 {
		go func() { follow(t, srv.URL+"/slow", opts); done <- struct{}{} }()
	}
	for range 6 {
		<-done
	}
	if peak.Load() > 2 || limit.active() != 0 {
		t.Errorf("peak %d requests, %d hosts left", peak.Load(), limit.active())
	}
}

// TestLocationAsABrowserReadsIt: a Location of /\HOST:PORT/landing goes to
// HOST:PORT in a browser (a backslash is a slash in a special URL), where
// an RFC 3986 client would stay on the server that sent it: the chain lands
// where the browser lands, and a warning names both hosts.
func TestLocationAsABrowserReadsIt(t *testing.T) {
	landing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	}))
	defer landing.Close()
	host := strings.TrimPrefix(landing.URL, "http://")
	first := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Location", `/\`+host+"/landing")
		w.WriteHeader(http.StatusFound)
	}))
	defer first.Close()
	r := follow(t, strings.Replace(first.URL, "127.0.0.1", "localhost", 1)+"/go", Options{AllowPrivate: true})
	if r.Error != "" || r.Final != landing.URL+"/landing" {
		t.Fatalf("final %s, error %q; want %s/landing", r.Final, r.Error, landing.URL)
	}
	if len(r.Warnings) != 1 || r.Warnings[0].Rule != "parser-differential" || !strings.Contains(r.Warnings[0].Message, `an RFC 3986 client would go to "localhost:`) {
		t.Errorf("warnings %+v", r.Warnings)
	}
}

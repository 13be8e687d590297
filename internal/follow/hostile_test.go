package follow

import (
	"context"
	"crypto/tls"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/linkscope/linkscope/core/hops"
	"github.com/linkscope/linkscope/core/tracking"
	"github.com/linkscope/linkscope/internal/tsv"
)

func TestRefusal(t *testing.T) {
	for _, r := range tsv.Load(t, "../../testdata/follow/addresses.tsv") {
		ip, err := netip.ParseAddr(r.Get("address"))
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		got := Refusal(ip)
		want, refused := r.Lookup("reason")
		if refused && !strings.Contains(got, want) || !refused && got != "" {
			t.Errorf("%s: Refusal(%s) = %q, want %q", r.Name(), ip, got, want)
		}
	}
}

// countingServer is a loopback server that counts the requests reaching it.
func countingServer(t *testing.T, h http.HandlerFunc) (*httptest.Server, *atomic.Int32) {
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		if h != nil {
			h(w, r)
			return
		}
		io.WriteString(w, "<p>final</p>")
	}))
	t.Cleanup(srv.Close)
	return srv, &n
}

// TestPrivateRefused: without AllowPrivate no request reaches a loopback
// server, whatever the link's spelling, also when the address is only
// inside a wrapper; the hop error says which address and why. With
// AllowPrivate the same links are followed.
func TestPrivateRefused(t *testing.T) {
	srv, hits := countingServer(t, nil)
	port := srv.Listener.Addr().(*net.TCPAddr).Port
	links := []string{
		srv.URL + "/",
		"http://localhost:" + strconv.Itoa(port) + "/",
		"http://0.0.0.0:" + strconv.Itoa(port) + "/",
		"http://[::ffff:127.0.0.1]:" + strconv.Itoa(port) + "/",
		"https://www.google.com/url?q=" + url.QueryEscape(srv.URL+"/wrapped") + "&sa=D",
	}
	if v6, err := net.Listen("tcp6", "[::1]:0"); err == nil {
		srv6 := &httptest.Server{Listener: v6, Config: &http.Server{Handler: srv.Config.Handler}}
		srv6.Start()
		t.Cleanup(srv6.Close)
		links = append(links, srv6.URL+"/")
	}
	for _, link := range links {
		r := Follow(context.Background(), link, Options{Tracking: tracking.Default(), Timeout: 2 * time.Second})
		if !strings.Contains(r.Error, "refused ") || !strings.Contains(r.Error, "address") {
			t.Errorf("%s: error %q", link, r.Error)
		}
	}
	if n := hits.Load(); n != 0 {
		t.Fatalf("%d requests reached the loopback server", n)
	}
	r := Follow(context.Background(), srv.URL+"/", Options{Tracking: tracking.Default()})
	if !strings.Contains(r.Error, "refused 127.0.0.1: loopback address") {
		t.Errorf("error %q", r.Error)
	}
	for _, link := range links {
		if r := Follow(context.Background(), link, Options{Tracking: tracking.Default(), AllowPrivate: true}); r.Error != "" {
			t.Errorf("AllowPrivate %s: %s", link, r.Error)
		}
	}
	if n := hits.Load(); int(n) != len(links) {
		t.Errorf("AllowPrivate: %d requests for %d links", n, len(links))
	}
}

// TestProxiedDestination: through a proxy the proxy is dialled (a
// loopback one is fine), and the destination is checked here first: a
// private literal or a name resolving here to a private address never
// reaches the proxy; a public one does.
func TestProxiedDestination(t *testing.T) {
	proxy, hits := countingServer(t, nil)
	proxyURL, _ := url.Parse(proxy.URL)
	tr := &http.Transport{}
	guardWithProxy(tr, func(*http.Request) (*url.URL, error) { return proxyURL, nil })
	client := NewClient()
	client.Transport = tr
	for _, link := range []string{"http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", "http://localhost/", "http://[fd00::1]/"} {
		r := Follow(context.Background(), link, Options{Tracking: tracking.Default(), Client: client, Timeout: 2 * time.Second})
		if !strings.Contains(r.Error, "refused ") {
			t.Errorf("%s: error %q", link, r.Error)
		}
	}
	if n := hits.Load(); n != 0 {
		t.Fatalf("%d private destinations reached the proxy", n)
	}
	if r := Follow(context.Background(), "http://93.184.215.14/", Options{Tracking: tracking.Default(), Client: client}); r.Error != "" || hits.Load() != 1 {
		t.Errorf("a public destination through the proxy: %q, %d requests", r.Error, hits.Load())
	}
}

// TestLongLocation: a Location past MaxURLLength ends the chain with an
// error naming its size, and the record stays small; a header block past
// 64 KiB is refused by the transport.
func TestLongLocation(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/long": redirect(302, "/x?"+strings.Repeat("a", MaxURLLength)),
		"/ok":   redirect(302, "/x?"+strings.Repeat("a", MaxURLLength-100)),
		"/huge": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Location", "/y?"+strings.Repeat("b", 9<<20))
			w.WriteHeader(302)
		},
	})
	r := follow(t, srv.URL+"/long", Options{})
	if !strings.Contains(r.Error, "links over 16384 bytes are not followed") || len(r.Hops) != 0 {
		t.Errorf("long: %.200s", r.Error)
	}
	if r := follow(t, srv.URL+"/ok", Options{}); r.Error != "" || len(r.Hops) != 1 {
		t.Errorf("at the bound: %.200s", r.Error)
	}
	r = follow(t, srv.URL+"/huge", Options{})
	if !strings.Contains(r.Error, "header") || len(r.AppendJSON(nil)) > 4<<10 {
		t.Errorf("huge: %d-byte record, %.200s", len(r.AppendJSON(nil)), r.Error)
	}
}

// TestCutPage: a page whose head is cut by the time budget is an error,
// not a final page (a meta refresh may stand in the part not read).
func TestCutPage(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/slow": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			io.WriteString(w, "<html><head><title>x</title>")
			w.(http.Flusher).Flush()
			<-r.Context().Done()
		},
	})
	r := follow(t, srv.URL+"/slow", Options{Timeout: 300 * time.Millisecond})
	if !strings.Contains(r.Error, "reading the page") || !strings.Contains(r.Error, "timed out") {
		t.Errorf("%+v", r)
	}
}

// TestWaitNotCharged: waiting for a turn at a busy host does not spend the
// budget: two chains to one host, one request at a time, each request
// well within the budget, both end well.
func TestWaitNotCharged(t *testing.T) {
	srv := serve(t, map[string]http.HandlerFunc{
		"/slow": func(w http.ResponseWriter, r *http.Request) {
			time.Sleep(250 * time.Millisecond)
			io.WriteString(w, "done")
		},
	})
	opts := Options{Client: NewClient(), Hosts: NewHostLimit(1), Timeout: 400 * time.Millisecond}
	errs := make(chan string, 2)
	for range 2 {
		go func() { errs <- follow(t, srv.URL+"/slow", opts).Error }()
	}
	for range 2 {
		if e := <-errs; e != "" {
			t.Errorf("error %q", e)
		}
	}
}

// TestWarnings: an https hop to http and a final error status are flagged.
func TestWarnings(t *testing.T) {
	plain := serve(t, map[string]http.HandlerFunc{
		"/gone": func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(404) },
	})
	secure := httptest.NewTLSServer(redirect(302, plain.URL+"/gone"))
	t.Cleanup(secure.Close)
	client := NewClient()
	client.Transport.(*http.Transport).TLSClientConfig = &tls.Config{RootCAs: secure.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs}
	r := follow(t, secure.URL+"/a", Options{Client: client})
	var rules []string
	for _, w := range r.Warnings {
		rules = append(rules, w.Rule)
	}
	if r.Error != "" || strings.Join(rules, ",") != hops.WarnDowngrade+","+hops.WarnFinalStatus || r.FinalStatus != 404 {
		t.Errorf("error %q, warnings %+v, final status %d", r.Error, r.Warnings, r.FinalStatus)
	}
}

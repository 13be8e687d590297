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
	"sync"
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

// tableResolver resolves names from a table; a name not in it does not
// resolve.
type tableResolver map[string][]netip.Addr

func (t tableResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if ips, ok := t[host]; ok {
		return ips, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
}

// proxiedRows reads proxied.tsv: the links, the resolver its names make,
// and each link's expected refusal ("" when it goes to the proxy).
func proxiedRows(t *testing.T) ([]tsv.Row, tableResolver) {
	rows := tsv.Load(t, "../../testdata/follow/proxied.tsv")
	r := tableResolver{}
	for _, row := range rows {
		u, _ := url.Parse(row.Get("link"))
		for _, a := range strings.Fields(row.Get("resolves")) {
			r[strings.TrimSuffix(u.Hostname(), ".")] = append(r[strings.TrimSuffix(u.Hostname(), ".")], netip.MustParseAddr(a))
		}
	}
	return rows, r
}

// TestProxiedDestination: through a proxy the proxy is dialled (a
// loopback one is fine), and the destination is checked here first
// (MayDial): a private literal, a reserved name, a name resolving here to
// a private address, or one that does not resolve and is no public name
// never reaches the proxy; a public one does. With AllowPrivate every
// link reaches it.
func TestProxiedDestination(t *testing.T) {
	rows, resolver := proxiedRows(t)
	proxy, hits := countingServer(t, nil)
	proxyURL, _ := url.Parse(proxy.URL)
	tr := &http.Transport{}
	guardWithProxy(tr, func(*http.Request) (*url.URL, error) { return proxyURL, nil }, resolver)
	client := NewClient()
	client.Transport = tr
	for _, row := range rows {
		before := hits.Load()
		r := Follow(context.Background(), row.Get("link"), Options{Tracking: tracking.Default(), Client: client, Timeout: 2 * time.Second})
		want, refused := row.Lookup("refused")
		reached := hits.Load() > before
		switch {
		case refused && (reached || !strings.Contains(r.Error, want) || !RefusedPrivate(&r)):
			t.Errorf("%s: reached the proxy %v, error %q; want refused: %s", row.Name(), reached, r.Error, want)
		case !refused && (!reached || r.Error != ""):
			t.Errorf("%s: reached the proxy %v, error %q; want it reached", row.Name(), reached, r.Error)
		}
		if r := Follow(context.Background(), row.Get("link"), Options{Tracking: tracking.Default(), Client: client, AllowPrivate: true}); r.Error != "" {
			t.Errorf("%s: AllowPrivate: %s", row.Name(), r.Error)
		}
	}
}

// TestProxiedRedirect: every hop through the proxy is checked: a public
// link whose answer redirects to an intranet name ends there, and the
// proxy sees no request for that name.
func TestProxiedRedirect(t *testing.T) {
	var asked []string
	var mu sync.Mutex
	proxy, _ := countingServer(t, func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked = append(asked, r.URL.Host)
		mu.Unlock()
		if r.URL.Host == "public.example.org" {
			http.Redirect(w, r, "http://metadata.google.internal/computeMetadata/v1/", http.StatusFound)
			return
		}
		io.WriteString(w, "<p>final</p>")
	})
	proxyURL, _ := url.Parse(proxy.URL)
	tr := &http.Transport{}
	guardWithProxy(tr, func(*http.Request) (*url.URL, error) { return proxyURL, nil }, tableResolver{})
	client := NewClient()
	client.Transport = tr
	r := Follow(context.Background(), "http://public.example.org/", Options{Tracking: tracking.Default(), Client: client, Timeout: 2 * time.Second})
	if !RefusedPrivate(&r) || len(r.Hops) != 1 || strings.Join(asked, " ") != "public.example.org" {
		t.Errorf("error %q, %d hops, the proxy was asked for %q", r.Error, len(r.Hops), asked)
	}
}

// TestMayDialTable: the same rows without a proxy's request: MayDial's
// answer alone.
func TestMayDialTable(t *testing.T) {
	rows, resolver := proxiedRows(t)
	for _, row := range rows {
		u, _ := url.Parse(row.Get("link"))
		err := MayDialURL(context.Background(), resolver, u)
		want, refused := row.Lookup("refused")
		if refused != (err != nil) || refused && !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", row.Name(), err, want)
		}
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

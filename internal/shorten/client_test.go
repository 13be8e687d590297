package shorten

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/internal/shorten/shortentest"
)

// waits records the waits asked of a client instead of sleeping.
type waits struct{ total atomic.Int64 }

func (w *waits) sleep(ctx context.Context, d time.Duration) error {
	w.total.Add(int64(d))
	return ctx.Err()
}

func TestRateLimitHonoursRetryAfter(t *testing.T) {
	for _, p := range Names() {
		t.Run(p, func(t *testing.T) {
			fake := shortentest.New(p, testKey)
			defer fake.Close()
			fake.Set(func(s *shortentest.Server) { s.Limited, s.RetryAfter = 2, "1" })
			s := fakeShortener(t, fake, testKey, "")
			var w waits
			s.api.Client.sleep = w.sleep
			s.api.Client.maxWait = 5 * time.Second
			s.api.Client.now = func() time.Time { return time.Unix(1e9, 0).Add(time.Duration(w.total.Load())) }
			res, err := s.Shorten(context.Background(), testLong, "")
			if err != nil {
				t.Fatalf("after two 429s and their Retry-After: %v", err)
			}
			if res.Short == "" || len(fake.Requests()) != 3 {
				t.Errorf("short %q after %d requests, want one after 3", res.Short, len(fake.Requests()))
			}
			if got := time.Duration(w.total.Load()); got != 2*time.Second {
				t.Errorf("waited %v, want the 2 × 1 s asked for", got)
			}
		})
	}
}

func TestRateLimitOverTheCapIsReported(t *testing.T) {
	for _, p := range Names() {
		t.Run(p, func(t *testing.T) {
			fake := shortentest.New(p, testKey)
			defer fake.Close()
			fake.Set(func(s *shortentest.Server) { s.Limited, s.RetryAfter = 5, "3600" })
			s := fakeShortener(t, fake, testKey, "")
			_, err := s.Shorten(context.Background(), testLong, "")
			if !IsKind(err, KindRateLimited) {
				t.Fatalf("err = %v, want rate limited", err)
			}
			if n := len(fake.Requests()); n != 1 {
				t.Errorf("%d requests: a wait over the cap is not waited for", n)
			}
			if !strings.Contains(err.Error(), "1h0m0s") || !strings.Contains(err.Error(), "try again later") {
				t.Errorf("message %q should say the wait asked for and that it was not waited", err)
			}
		})
	}
}

func TestRateLimitRetriesAreBounded(t *testing.T) {
	fake := shortentest.New("dub", testKey)
	defer fake.Close()
	fake.Set(func(s *shortentest.Server) { s.Limited, s.RetryAfter = 100, "0" })
	s := fakeShortener(t, fake, testKey, "")
	_, err := s.Shorten(context.Background(), testLong, "")
	if !IsKind(err, KindRateLimited) || !strings.Contains(err.Error(), "3 tries") {
		t.Fatalf("err = %v", err)
	}
	if n := len(fake.Requests()); n != 1+DefaultRetries {
		t.Errorf("%d requests, want %d", n, 1+DefaultRetries)
	}
}

func TestSlowProviderTimesOut(t *testing.T) {
	fake := shortentest.New("shlink", testKey)
	defer fake.Close()
	fake.Set(func(s *shortentest.Server) { s.Delay = 5 * time.Second })
	s := fakeShortener(t, fake, testKey, "")
	s.api.Client.timeout = 200 * time.Millisecond
	start := time.Now()
	_, err := s.Shorten(context.Background(), testLong, "")
	if !IsKind(err, KindNetwork) || !strings.Contains(err.Error(), "no answer within 200ms") {
		t.Fatalf("err = %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("gave up after %v", d)
	}
}

func TestCancelledWhileWaiting(t *testing.T) {
	fake := shortentest.New("kutt", testKey)
	defer fake.Close()
	fake.Set(func(s *shortentest.Server) { s.Delay = 5 * time.Second })
	s := fakeShortener(t, fake, testKey, "")
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	_, err := s.Shorten(ctx, testLong, "")
	if !IsKind(err, KindNetwork) || !strings.Contains(err.Error(), "cancelled") {
		t.Fatalf("err = %v", err)
	}
}

func TestOversizedAnswer(t *testing.T) {
	fake := shortentest.New("bitly", testKey)
	defer fake.Close()
	fake.Set(func(s *shortentest.Server) { s.Oversized = true })
	s := fakeShortener(t, fake, testKey, "")
	_, err := s.Shorten(context.Background(), testLong, "")
	if !IsKind(err, KindAnswer) || !strings.Contains(err.Error(), "over 256 KiB") {
		t.Fatalf("err = %v", err)
	}
}

// answering is a provider endpoint that always answers status, header
// and body.
func answering(status int, header map[string]string, body string) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for k, v := range header {
			w.Header().Set(k, v)
		}
		w.WriteHeader(status)
		fmt.Fprint(w, body)
	}))
}

func shortenerAt(t *testing.T, provider, endpoint string, user bool) *Shortener {
	t.Helper()
	info, _ := lookup(provider)
	u, err := ParseEndpoint(endpoint)
	if err != nil {
		t.Fatal(err)
	}
	cfg := &Config{Info: info, Provider: info.make(&conventions.ShortenProvider{}), Endpoint: u, UserEndpoint: user,
		Key: NewSecret(testKey), KeyFrom: info.KeyEnv}
	c := NewClient(ClientOptions{Timeout: 2 * time.Second, MaxWait: time.Second})
	c.sleep = func(ctx context.Context, d time.Duration) error { return ctx.Err() }
	return New(cfg, c)
}

func TestRedirectIsNotFollowed(t *testing.T) {
	followed := false
	target := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { followed = true }))
	defer target.Close()
	srv := answering(http.StatusPermanentRedirect, map[string]string{"Location": target.URL + "/api?signature=" + testKey}, "")
	defer srv.Close()
	_, err := shortenerAt(t, "shlink", srv.URL, true).Shorten(context.Background(), testLong, "")
	if !IsKind(err, KindAnswer) || !strings.Contains(err.Error(), "redirects to "+target.URL+"/api;") {
		t.Fatalf("err = %v", err)
	}
	if followed || strings.Contains(err.Error(), testKey) {
		t.Errorf("followed %v; message %q", followed, err)
	}
}

func TestEchoedKeyIsRedacted(t *testing.T) {
	for _, p := range Names() {
		t.Run(p, func(t *testing.T) {
			fake := shortentest.New(p, "the-right-key")
			defer fake.Close()
			fake.Set(func(s *shortentest.Server) { s.EchoKey = true })
			_, err := fakeShortener(t, fake, testKey, "").Shorten(context.Background(), testLong, "")
			if !IsKind(err, KindKeyRefused) {
				t.Fatalf("err = %v", err)
			}
			msg := err.Error()
			if p != "yourls" && !strings.Contains(msg, Redacted) { // YOURLS was sent a hash, not the key
				t.Errorf("the echo is not marked redacted: %q", msg)
			}
			if strings.Contains(msg, testKey) || !strings.Contains(msg, "refused the key from LINKSCOPE_") {
				t.Errorf("message %q", msg)
			}
		})
	}
}

func TestDefaultEndpointRefusesPrivateAddress(t *testing.T) {
	hit := false
	srv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { hit = true }))
	defer srv.Close()
	_, err := shortenerAt(t, "bitly", srv.URL, false).Shorten(context.Background(), testLong, "")
	if !IsKind(err, KindNetwork) || !strings.Contains(err.Error(), "refused 127.0.0.1: loopback address") {
		t.Fatalf("err = %v", err)
	}
	if hit {
		t.Error("the loopback server was reached")
	}
}

func TestProviderErrorTextIsEscaped(t *testing.T) {
	srv := answering(400, map[string]string{"Content-Type": "application/json"},
		`{"error":{"code":"bad_request","message":"bad \u001b[31mred\u001b[0m \u202e"}}`)
	defer srv.Close()
	_, err := shortenerAt(t, "dub", srv.URL, true).Shorten(context.Background(), testLong, "")
	msg := err.Error()
	if strings.ContainsAny(msg, "\x1b\u202e") || !strings.Contains(msg, `\x1b[31mred`) {
		t.Fatalf("message %q", msg)
	}
}

func TestShortLinkReadBackIsChecked(t *testing.T) {
	for _, short := range []string{"", "javascript:alert(1)", "https://s.example/\x1b]0;x\x07", "not a url", "https://s.example/" + strings.Repeat("a", 3000)} {
		body, _ := json.Marshal(map[string]string{"shortUrl": short})
		srv := answering(200, nil, string(body))
		_, err := shortenerAt(t, "shlink", srv.URL, true).Shorten(context.Background(), testLong, "")
		srv.Close()
		if !IsKind(err, KindAnswer) || strings.Contains(err.Error(), "\x1b") {
			t.Errorf("%q: err = %v", short, err)
		}
	}
}

func TestLongLinkIsCheckedBeforeSending(t *testing.T) {
	srv := answering(200, nil, `{}`)
	defer srv.Close()
	s := shortenerAt(t, "shlink", srv.URL, true)
	for _, long := range []string{"", "ftp://example.com/", "example.com/no-scheme", "https://example.com/\x1b[2J", "https://ex ample.com/", "\xff"} {
		if _, err := s.Shorten(context.Background(), long, ""); err == nil {
			t.Errorf("%q was sent", long)
		}
	}
}

func TestSecretNeverPrints(t *testing.T) {
	k := NewSecret(testKey)
	type holder struct {
		key    Secret
		Public Secret
	}
	h := holder{key: k, Public: k}
	var b strings.Builder
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%X", "%d", "%T %v"} {
		fmt.Fprintf(&b, verb+"\n", k)
		fmt.Fprintf(&b, verb+"\n", h)
		fmt.Fprintf(&b, verb+"\n", &h)
	}
	j, _ := json.Marshal(h)
	b.Write(j)
	slog.New(slog.NewTextHandler(&b, nil)).Info("x", "key", k)
	if strings.Contains(b.String(), testKey) {
		t.Fatalf("the key printed:\n%s", b.String())
	}
	if !strings.Contains(b.String(), Redacted) {
		t.Fatal("no [redacted]")
	}
}

func TestRedactForms(t *testing.T) {
	k := NewSecret("a b/c+d\"é")
	for _, text := range []string{"a b/c+d\"é", "a+b%2Fc%2Bd%22%C3%A9", "a%20b%2Fc+d%22%C3%A9", `a b/c+d\"é`} {
		if got := k.Redact("got " + text + " back"); got != "got "+Redacted+" back" {
			t.Errorf("Redact(%q) = %q", text, got)
		}
	}
}

func TestRetryAfter(t *testing.T) {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, c := range []struct {
		v    string
		want time.Duration
		ok   bool
	}{
		{"120", 2 * time.Minute, true},
		{"0", 0, true},
		{"Fri, 02 Jan 2026 03:05:05 GMT", time.Minute, true},
		{"Fri, 02 Jan 2026 03:00:00 GMT", 0, true},
		{"-1", 0, false},
		{"soon", 0, false},
		{"", 0, false},
		{"99999999999999999999", 0, false},
		{"999999999", 24 * time.Hour, true},
	} {
		got, ok := retryAfter(http.Header{"Retry-After": {c.v}}, now)
		if got != c.want || ok != c.ok {
			t.Errorf("Retry-After %q = %v %v, want %v %v (RFC 9110 section 10.2.3)", c.v, got, ok, c.want, c.ok)
		}
	}
}

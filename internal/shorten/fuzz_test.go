package shorten

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
)

// answerTransport answers every request with one status, header and
// body, with no network.
type answerTransport struct {
	status int
	header http.Header
	body   string
}

func (a answerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	h := a.header.Clone()
	if h == nil {
		h = http.Header{}
	}
	return &http.Response{StatusCode: a.status, Header: h, Body: io.NopCloser(strings.NewReader(a.body)), Request: r}, nil
}

// FuzzProviderAnswer gives each provider any answer: no panic, no key
// in what comes back, nothing a terminal would act on in a message or a
// short link.
func FuzzProviderAnswer(f *testing.F) {
	for _, seed := range []struct {
		status int
		retry  string
		body   string
	}{
		{200, "", `{"shortUrl":"https://s.example/a","status":"success","shorturl":"https://s.example/a","link":"https://s.example/a","shortLink":"https://s.example/a","id":"s.example/a"}`},
		{201, "", `{"link":"https://bit.ly/x","id":"bit.ly/x","custom_bitlinks":["https://bit.ly/y"]}`},
		{400, "", `{"status":"fail","code":"error:url","shorturl":"https://y.example/abc","errorCode":"400"}`},
		{401, "", `{"type":"https://shlink.io/api/error/invalid-api-key","title":"Invalid API key","detail":"` + testKey + `"}`},
		{403, "", `{"message":"MONTHLY_RATE_LIMIT_EXCEEDED","description":"\u001b[2J"}`},
		{409, "", `{"error":{"code":"conflict","message":"Duplicate key"}}`},
		{429, "2", `{"error":"slow down"}`},
		{503, "Fri, 02 Jan 2026 03:05:05 GMT", `<html>`},
		{200, "", `{"shortUrl":"javascript:alert(1)"}`},
		{200, "", "\xff\xfe"},
		{302, "", ``},
	} {
		f.Add(seed.status, seed.retry, seed.body, "slug")
	}
	f.Fuzz(func(t *testing.T, status int, retry, body, slug string) {
		if status < 100 || status > 999 {
			return
		}
		h := http.Header{}
		if retry != "" {
			h.Set("Retry-After", retry)
		}
		h.Set("Location", "https://elsewhere.example/?k="+testKey)
		for _, info := range Providers() {
			u, _ := ParseEndpoint("https://api.example")
			cfg := &Config{Info: info, Provider: info.make(&conventions.ShortenProvider{}), Endpoint: u, UserEndpoint: true,
				Key: NewSecret(testKey), KeyFrom: info.KeyEnv, Domain: "s.example"}
			if info.Name == "yourls" {
				cfg.Domain = ""
			}
			c := NewClient(ClientOptions{HTTP: &http.Client{Transport: answerTransport{status, h, body}}, Timeout: time.Second, MaxWait: time.Second})
			c.sleep = func(ctx context.Context, d time.Duration) error { return nil }
			res, err := New(cfg, c).Shorten(context.Background(), testLong, slug)
			if err != nil {
				msg := err.Error()
				if strings.Contains(msg, testKey) || textsafe.Escape(msg) != msg {
					t.Fatalf("%s: message %q", info.Name, msg)
				}
				continue
			}
			if textsafe.Escape(res.Short) != res.Short || strings.Contains(res.Short, testKey) || res.Short == "" {
				t.Fatalf("%s: short %q", info.Name, res.Short)
			}
		}
	})
}

package shorten

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/internal/shorten/shortentest"
	"github.com/linkscope/linkscope/internal/tsv"
)

const (
	testKey   = "k3y-SECRET-0123456789abcdef"
	wrongKey  = "wr0ng-KEY-fedcba9876543210"
	testLong  = "https://example.com/landing?utm_source=news&utm_medium=email&utm_campaign=spring"
	otherLong = "https://example.org/elsewhere"
)

// fakeShortener is a Shortener of provider against fake, its calls quick
// to give up (tests wait for nothing long).
func fakeShortener(t *testing.T, fake *shortentest.Server, key, domain string) *Shortener {
	t.Helper()
	info, ok := lookup(fake.Provider)
	if !ok {
		t.Fatalf("no provider %q", fake.Provider)
	}
	u, err := ParseEndpoint(fake.URL)
	if err != nil {
		t.Fatal(err)
	}
	if info.Name == "yourls" {
		u = yourlsEndpoint(u)
	}
	cfg := &Config{Info: info, Provider: info.make(&conventions.ShortenProvider{}), Endpoint: u, UserEndpoint: true,
		Domain: domain, Key: NewSecret(key), KeyFrom: info.KeyEnv}
	c := NewClient(ClientOptions{Timeout: 2 * time.Second, MaxWait: time.Second})
	c.sleep = func(ctx context.Context, d time.Duration) error { return ctx.Err() } // no real waits
	return New(cfg, c)
}

func kindName(err error) string {
	if err == nil {
		return ""
	}
	e, ok := err.(*Error)
	if !ok {
		return "other: " + err.Error()
	}
	return map[Kind]string{KindProvider: "provider", KindKeyRefused: "key-refused", KindRateLimited: "rate-limited",
		KindNetwork: "network", KindAnswer: "answer"}[e.Kind]
}

func TestProviderRequests(t *testing.T) {
	for _, row := range tsv.Load(t, "../../testdata/shorten/requests.tsv") {
		t.Run(row.Name(), func(t *testing.T) {
			fake := shortentest.New(row.Get("provider"), testKey)
			defer fake.Close()
			fake.Set(func(s *shortentest.Server) { s.EchoKey = true })
			subst := strings.NewReplacer("$LONG", testLong, "$SLUG", row.Get("slug"), "$HOST", fake.Host())
			switch row.Get("case") {
			case "reuse":
				fake.Store("old", testLong)
			case "taken":
				fake.Store(row.Get("slug"), otherLong)
			case "same":
				fake.Store(row.Get("slug"), testLong)
			}
			key := testKey
			if row.Get("case") == "badkey" {
				key = wrongKey
			}
			domain, _ := row.Lookup("domain")
			s := fakeShortener(t, fake, key, subst.Replace(domain))
			res, err := s.Shorten(context.Background(), testLong, row.Get("slug"))
			if got, want := kindName(err), row.Get("error"); got != want {
				t.Fatalf("error kind %q, want %q (%v)", got, want, err)
			}
			if err != nil && (strings.Contains(err.Error(), key) || strings.Contains(fmt.Sprintf("%+v %#v", err, err), key)) {
				t.Errorf("the key is in the error: %v", err)
			}
			if short, ok := row.Lookup("short"); ok && res.Short != fake.Short(short) {
				t.Errorf("short = %q, want %q", res.Short, fake.Short(short))
			}
			if got := fmt.Sprint(res.Reused); got != row.Get("reused") {
				t.Errorf("reused = %s, want %s", got, row.Get("reused"))
			}
			reqs := fake.Requests()
			if len(reqs) == 0 {
				t.Fatal("no request")
			}
			last := reqs[len(reqs)-1]
			if last.Method != row.Get("method") || last.Path != row.Get("path") {
				t.Errorf("request %s %s, want %s %s", last.Method, last.Path, row.Get("method"), row.Get("path"))
			}
			checkAuth(t, row.Get("auth"), key, last)
			if body, ok := row.Lookup("body"); ok {
				checkBody(t, body, subst, last)
			}
			if strings.Contains(last.Path+"?"+last.Query.Encode(), key) {
				t.Errorf("the key is in the request's URL: %s?%s", last.Path, last.Query.Encode())
			}
		})
	}
}

// checkAuth checks where the key went: a header, or YOURLS' form.
func checkAuth(t *testing.T, auth, key string, r shortentest.Request) {
	t.Helper()
	switch auth {
	case "X-Api-Key":
		if got := r.Header.Get("X-Api-Key"); got != key {
			t.Errorf("X-Api-Key = %q", got)
		}
	case "Bearer":
		if got := r.Header.Get("Authorization"); got != "Bearer "+key {
			t.Errorf("Authorization = %q", got)
		}
	case "yourls-sha256":
		ts := r.Form.Get("timestamp")
		sum := sha256.Sum256([]byte(ts + key))
		if r.Form.Get("hash") != "sha256" || r.Form.Get("signature") != hex.EncodeToString(sum[:]) {
			t.Errorf("time-limited signature: timestamp %q hash %q signature %q", ts, r.Form.Get("hash"), r.Form.Get("signature"))
		}
		if strings.Contains(string(r.Body), key) {
			t.Error("the signature itself was sent")
		}
	default:
		t.Fatalf("auth %q", auth)
	}
}

// checkBody checks the fields sent, all of them (YOURLS' signature
// fields aside).
func checkBody(t *testing.T, want string, subst *strings.Replacer, r shortentest.Request) {
	t.Helper()
	wantFields, err := url.ParseQuery(want)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range wantFields {
		wantFields[k] = []string{subst.Replace(v[0])}
	}
	got := map[string]string{}
	switch {
	case r.Form != nil:
		for k := range r.Form {
			if k != "signature" && k != "timestamp" && k != "hash" {
				got[k] = r.Form.Get(k)
			}
		}
	case r.JSON != nil:
		for k, v := range r.JSON {
			got[k] = fmt.Sprint(v)
		}
	}
	var gk, wk []string
	for k := range got {
		gk = append(gk, k)
	}
	for k := range wantFields {
		wk = append(wk, k)
		if got[k] != wantFields.Get(k) {
			t.Errorf("field %s = %q, want %q", k, got[k], wantFields.Get(k))
		}
	}
	sort.Strings(gk)
	sort.Strings(wk)
	if strings.Join(gk, ",") != strings.Join(wk, ",") {
		t.Errorf("fields %v, want %v", gk, wk)
	}
}

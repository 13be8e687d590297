package shorten

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/placeholder"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/core/whatwg"
	"github.com/linkscope/linkscope/internal/follow"
)

// Shortener shortens links with one resolved setting and one client.
// It is safe for concurrent use.
type Shortener struct {
	cfg *Config
	api *API
}

// New makes a Shortener of cfg, its calls made by client.
func New(cfg *Config, client *Client) *Shortener {
	api := &API{Endpoint: cfg.Endpoint, Key: cfg.Key, KeyFrom: cfg.KeyFrom, AllowPrivate: cfg.UserEndpoint,
		Client: client, name: cfg.Info.Display}
	return &Shortener{cfg: cfg, api: api}
}

// Provider is the provider's command-line name.
func (s *Shortener) Provider() string { return s.cfg.Info.Name }

// Display is the provider's name in messages.
func (s *Shortener) Display() string { return s.cfg.Info.Display }

// Endpoint is the API's address (it holds no key: see ParseEndpoint).
func (s *Shortener) Endpoint() string { return s.cfg.Endpoint.String() }

// Domain is the short domain asked for, "" for the provider's default.
func (s *Shortener) Domain() string { return s.cfg.Domain }

// Notes are what the user should know before the first call.
func (s *Shortener) Notes() []string { return s.cfg.Notes }

// Shorten asks the provider for a short link of long (white space
// around it trimmed), with slug as its path when not "". The long link
// must be an absolute http or https URL a browser opens: anything else
// is refused before a byte is sent.
func (s *Shortener) Shorten(ctx context.Context, long, slug string) (Result, error) {
	long = strings.TrimSpace(long)
	if err := checkLong(long); err != nil {
		return Result{}, err
	}
	return s.cfg.Provider.Shorten(ctx, s.api, Request{Long: long, Domain: s.cfg.Domain, Slug: slug})
}

func checkLong(long string) error {
	switch {
	case long == "":
		return fmt.Errorf("no link to shorten")
	case !utf8.ValidString(long):
		return fmt.Errorf("the link is not valid UTF-8")
	case len(long) > follow.MaxURLLength:
		return fmt.Errorf("the link is %d bytes; links over %d bytes are not sent", len(long), follow.MaxURLLength)
	case textsafe.Escape(long) != long:
		return fmt.Errorf("the link %s holds control or invisible characters: shorten what it should say", textsafe.Quote(long))
	}
	if phs := placeholder.AppendInLink(nil, long); len(phs) > 0 {
		return fmt.Errorf("the link holds %s, which an ad platform or mailer fills in the link it serves: behind a short link it would stay as written "+
			"(shorten the link as served, or leave it long)", textsafe.Quote(phs[0].Written()))
	}
	u, err := whatwg.Parse(long, nil)
	if err != nil {
		return fmt.Errorf("the link %s is not a URL a browser opens: %v", textsafe.Quote(long), err)
	}
	if sc := u.Scheme(); sc != "http" && sc != "https" {
		return fmt.Errorf("the link %s is not an http or https URL: only those are shortened", textsafe.Quote(long))
	}
	return nil
}

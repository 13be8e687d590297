package shorten

import (
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/internal/safefile"
)

// EnvProvider names the provider when no --provider is given.
const EnvProvider = "LINKSCOPE_SHORTEN_PROVIDER"

// Info is what linkscope knows of a provider, for settings and docs.
type Info struct {
	Name    string // on the command line: "shlink"
	Display string // in messages: "Shlink"
	// KeyEnv is the environment variable holding the key.
	KeyEnv string
	// DefaultEndpoint is the API's address when none is configured; ""
	// for a self-hosted one, which must be configured.
	DefaultEndpoint string
	Docs            string // where the API is documented
	make            func(b *conventions.ShortenProvider) Provider
}

// EndpointEnv and DomainEnv are the provider's own environment variables
// for its endpoint and short domain: one per provider, so that naming
// another provider never sends its key to this one's endpoint.
func (i Info) EndpointEnv() string { return "LINKSCOPE_" + strings.ToUpper(i.Name) + "_ENDPOINT" }
func (i Info) DomainEnv() string   { return "LINKSCOPE_" + strings.ToUpper(i.Name) + "_DOMAIN" }

// Providers lists the providers, in the order the docs give them.
func Providers() []Info {
	return []Info{
		{Name: "shlink", Display: "Shlink", KeyEnv: "LINKSCOPE_SHLINK_API_KEY", Docs: "Shlink REST API v3 (shlinkio/shlink, docs/swagger)",
			make: func(b *conventions.ShortenProvider) Provider { return Shlink{Tags: b.Tags} }},
		{Name: "yourls", Display: "YOURLS", KeyEnv: "LINKSCOPE_YOURLS_SIGNATURE", Docs: "https://yourls.org/docs/guide/advanced/passwordless-api",
			make: func(b *conventions.ShortenProvider) Provider { return YOURLS{SignatureHash: b.SignatureHash} }},
		{Name: "kutt", Display: "Kutt", KeyEnv: "LINKSCOPE_KUTT_API_KEY", DefaultEndpoint: "https://kutt.it",
			Docs: "Kutt API v2 (thedevs-network/kutt, docs/api/api.js)",
			make: func(*conventions.ShortenProvider) Provider { return Kutt{} }},
		{Name: "dub", Display: "Dub", KeyEnv: "LINKSCOPE_DUB_API_KEY", DefaultEndpoint: "https://api.dub.co",
			Docs: "https://dub.co/docs/api-reference",
			make: func(*conventions.ShortenProvider) Provider { return Dub{} }},
		{Name: "bitly", Display: "Bitly", KeyEnv: "LINKSCOPE_BITLY_TOKEN", DefaultEndpoint: "https://api-ssl.bitly.com",
			Docs: "https://dev.bitly.com/api-reference",
			make: func(b *conventions.ShortenProvider) Provider { return Bitly{GroupGUID: b.GroupGUID} }},
	}
}

// Names are the providers' command-line names.
func Names() []string {
	var out []string
	for _, p := range Providers() {
		out = append(out, p.Name)
	}
	return out
}

func lookup(name string) (Info, bool) {
	for _, p := range Providers() {
		if p.Name == name {
			return p, true
		}
	}
	return Info{}, false
}

// Choice is what the command line asked for ("" when not given).
type Choice struct {
	Provider, Endpoint, Domain string
}

// Sources are where settings come from besides the command line: the
// environment and the config directory's linkscope.yaml. Never a file in
// the current directory (see Foreign).
type Sources struct {
	Getenv    func(string) string
	ConfigDir string // "" when there is none
	// Settings is the shorten: section of SettingsFile, the config
	// directory's linkscope.yaml; nil when there is none.
	Settings     *conventions.ShortenSettings
	SettingsFile string
}

// Config is a resolved shortener setting: the provider, its endpoint and
// where it came from, the key and where it came from.
type Config struct {
	Info     Info
	Provider Provider
	Endpoint *url.URL
	// EndpointFrom says where the endpoint came from ("--endpoint", an
	// environment variable, the settings file, or "the default").
	EndpointFrom string
	// UserEndpoint: the user configured the endpoint, so it may be on a
	// loopback or private address (a self-hosted server on the intranet).
	UserEndpoint bool
	Domain       string // the short domain, "" for the provider's default
	Key          Secret
	KeyFrom      string // the environment variable or the file
	// Notes are what the user should know before anything is sent (the
	// key going over plain http).
	Notes []string
}

// maxKeyFile bounds a key file: a key is a line.
const maxKeyFile = 64 << 10

// Resolve works out the setting: each value from the command line, then
// the provider's environment variable, then the settings file; the
// provider's default endpoint last. An error says what is missing or
// wrong and where to set it.
func Resolve(c Choice, s Sources) (*Config, error) {
	if s.Getenv == nil {
		s.Getenv = func(string) string { return "" }
	}
	info, err := s.provider(c)
	if err != nil {
		return nil, err
	}
	block := s.Settings.ProviderBlock(info.Name)
	if block == nil {
		block = &conventions.ShortenProvider{Name: info.Name}
	}
	cfg := &Config{Info: info, Provider: info.make(block)}
	if err := cfg.endpoint(c, s, block); err != nil {
		return nil, err
	}
	if cfg.Domain, err = domainValue(c.Domain, s.Getenv(info.DomainEnv()), block.Domain, info); err != nil {
		return nil, err
	}
	if err := cfg.key(s, block); err != nil {
		return nil, err
	}
	return cfg, nil
}

func (s Sources) where() string {
	if s.SettingsFile != "" {
		return "the shorten: section of " + textsafe.Escape(s.SettingsFile)
	}
	return "the shorten: section of linkscope.yaml in the config directory"
}

func (s Sources) provider(c Choice) (Info, error) {
	name, from := c.Provider, "--provider"
	if name == "" {
		name, from = s.Getenv(EnvProvider), EnvProvider
	}
	if name == "" && s.Settings != nil {
		name, from = s.Settings.Provider, s.where()
		if name == "" && len(s.Settings.Providers) == 1 {
			name = s.Settings.Providers[0].Name
		}
	}
	if name == "" {
		return Info{}, fmt.Errorf("no provider: name one with --provider (%s), %s, or provider: in %s",
			strings.Join(Names(), ", "), EnvProvider, s.where())
	}
	info, ok := lookup(strings.ToLower(name))
	if !ok {
		return Info{}, fmt.Errorf("%s: %s is not a provider linkscope knows: %s", from, textsafe.Quote(name), strings.Join(Names(), ", "))
	}
	return info, nil
}

func (cfg *Config) endpoint(c Choice, s Sources, block *conventions.ShortenProvider) error {
	info := cfg.Info
	raw, from := c.Endpoint, "--endpoint"
	if raw == "" {
		raw, from = s.Getenv(info.EndpointEnv()), info.EndpointEnv()
	}
	if raw == "" && block.Endpoint != "" {
		raw, from = block.Endpoint, s.where()+" (line "+strconv.Itoa(block.Line)+")"
	}
	cfg.UserEndpoint = raw != ""
	if raw == "" {
		raw, from = info.DefaultEndpoint, "the default"
	}
	if raw == "" {
		return fmt.Errorf("%s is self-hosted: give its address with --endpoint URL, %s, or endpoint: under %s: in %s",
			info.Display, info.EndpointEnv(), info.Name, s.where())
	}
	u, err := ParseEndpoint(raw)
	if err != nil {
		return fmt.Errorf("%s: %w", from, err)
	}
	if info.Name == "yourls" {
		u = yourlsEndpoint(u)
	}
	cfg.Endpoint, cfg.EndpointFrom = u, from
	if u.Scheme == "http" {
		cfg.Notes = append(cfg.Notes, "the endpoint "+textsafe.Escape(u.String())+" is plain http: the key and the links travel unencrypted")
	}
	return nil
}

// ParseEndpoint reads an API address: an absolute http or https URL with
// a host, and no user name, password, query or fragment (a key belongs in
// its environment variable or key file, never in a URL that is printed).
func ParseEndpoint(raw string) (*url.URL, error) {
	if textsafe.Escape(raw) != raw || strings.ContainsAny(raw, " \t") {
		return nil, fmt.Errorf("the endpoint %s holds characters no URL has", textsafe.Quote(raw))
	}
	u, err := url.Parse(raw)
	switch {
	case err != nil:
		return nil, fmt.Errorf("the endpoint %s is not a URL: %v", textsafe.Quote(raw), unwrapURLError(err))
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, fmt.Errorf("the endpoint %s is not an http or https URL", textsafe.Quote(raw))
	case u.Host == "":
		return nil, fmt.Errorf("the endpoint %s has no host", textsafe.Quote(raw))
	case u.User != nil:
		return nil, errors.New("the endpoint carries a user name or password: put the key in its environment variable or key file instead")
	case u.RawQuery != "" || u.ForceQuery:
		return nil, errors.New("the endpoint carries a query: put the key in its environment variable or key file, never in the URL")
	case u.Fragment != "":
		return nil, fmt.Errorf("the endpoint %s has a fragment (#…), which no request sends", textsafe.Quote(raw))
	}
	return u, nil
}

func domainValue(flag, env, file string, info Info) (string, error) {
	d := flag
	if d == "" {
		d = env
	}
	if d == "" {
		d = file
	}
	if d == "" {
		return "", nil
	}
	if info.Name == "yourls" {
		return "", errors.New("YOURLS serves one domain, its own: a domain does not apply")
	}
	if err := CheckDomain(d); err != nil {
		return "", err
	}
	return d, nil
}

// CheckDomain refuses a short domain that is not a host name.
func CheckDomain(d string) error {
	if textsafe.Escape(d) != d || strings.ContainsAny(d, " \t/?#@") {
		return fmt.Errorf("the domain %s is not a host name (s.example.com, not a URL)", textsafe.Quote(d))
	}
	return nil
}

// CheckSlug refuses a slug that no provider takes as a path: empty, or
// with white space or a control character in it.
func CheckSlug(s string) error {
	if s == "" || textsafe.Escape(s) != s || strings.ContainsAny(s, " \t?#") {
		return fmt.Errorf("the slug %s is not a path a short link can have", textsafe.Quote(s))
	}
	return nil
}

func (cfg *Config) key(s Sources, block *conventions.ShortenProvider) error {
	info := cfg.Info
	if v := s.Getenv(info.KeyEnv); strings.TrimSpace(v) != "" {
		cfg.Key, cfg.KeyFrom = NewSecret(v), info.KeyEnv
		return nil
	}
	if block.KeyFile == "" {
		return fmt.Errorf("no key for %s: set %s, or name a file holding it with key_file: under %s: in %s",
			info.Display, info.KeyEnv, info.Name, s.where())
	}
	path := block.KeyFile
	if !filepath.IsAbs(path) && s.ConfigDir != "" {
		path = filepath.Join(s.ConfigDir, path)
	}
	key, err := readKeyFile(path)
	if err != nil {
		return err
	}
	cfg.Key, cfg.KeyFrom = key, textsafe.Escape(path)
	return nil
}

// readKeyFile reads a key file: a regular file of at most maxKeyFile
// bytes whose first line is the key. Its content is never in an error.
func readKeyFile(path string) (Secret, error) {
	f, err := safefile.Open(path) // never blocks on a FIFO; a regular file only
	if err != nil {
		return Secret{}, fmt.Errorf("key file %s: %v", textsafe.Quote(path), pathErrorWords(err))
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return Secret{}, fmt.Errorf("key file %s: not a regular file", textsafe.Quote(path))
	}
	data, err := io.ReadAll(io.LimitReader(f, maxKeyFile+1))
	if err != nil {
		return Secret{}, fmt.Errorf("key file %s: %v", textsafe.Quote(path), pathErrorWords(err))
	}
	if len(data) > maxKeyFile {
		return Secret{}, fmt.Errorf("key file %s: over %d bytes: a key file holds the key on one line", textsafe.Quote(path), maxKeyFile)
	}
	line, _, _ := strings.Cut(string(data), "\n")
	key := NewSecret(line)
	if key.IsZero() {
		return Secret{}, fmt.Errorf("key file %s: its first line is empty", textsafe.Quote(path))
	}
	return key, nil
}

// pathErrorWords is an *os.PathError's cause without the path, which
// the message gives once, quoted.
func pathErrorWords(err error) error {
	var se *safefile.Error
	if errors.As(err, &se) {
		return se.Err
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

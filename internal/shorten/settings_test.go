package shorten

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/conventions"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/tsv"
)

func TestResolveSettings(t *testing.T) {
	for _, row := range tsv.Load(t, "../../testdata/shorten/settings.tsv") {
		t.Run(row.Name(), func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "key.txt"), []byte("from-file\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			env := map[string]string{}
			if v, ok := row.Lookup("env"); ok {
				for _, kv := range strings.Split(v, ";") {
					k, v, _ := strings.Cut(kv, "=")
					env[k] = v
				}
			}
			src := Sources{Getenv: func(k string) string { return env[k] }, ConfigDir: dir, SettingsFile: filepath.Join(dir, "linkscope.yaml")}
			if file, ok := row.Lookup("file"); ok {
				c, err := conventions.Parse([]byte(file))
				if err != nil {
					t.Fatal(err)
				}
				src.Settings = c.Shorten
			}
			ch := Choice{Provider: row.Get("flag_provider"), Endpoint: row.Get("flag_endpoint"), Domain: row.Get("flag_domain")}
			cfg, err := Resolve(ch, src)
			if want, ok := row.Lookup("error"); ok {
				if err == nil || !strings.Contains(err.Error(), want) {
					t.Fatalf("err = %v, want one saying %q", err, want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for col, got := range map[string]string{"provider": cfg.Info.Name, "endpoint": cfg.Endpoint.String(), "endpoint_from": cfg.EndpointFrom,
				"domain": cfg.Domain, "user_endpoint": boolText(cfg.UserEndpoint)} {
				if want, ok := row.Lookup(col); ok && got != want {
					t.Errorf("%s = %q, want %q", col, got, want)
				}
			}
			if want, ok := row.Lookup("key_from"); ok && filepath.Base(cfg.KeyFrom) != want {
				t.Errorf("key from %q, want %q", cfg.KeyFrom, want)
			}
			if want := map[string]string{"key.txt": "from-file"}[row.Get("key_from")]; want != "" && cfg.Key.reveal() != want {
				t.Errorf("key %q", cfg.Key.reveal())
			}
		})
	}
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// chdir moves the test into dir for its duration.
func chdir(t *testing.T, dir string) {
	t.Helper()
	old, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.Chdir(old) })
}

const section = "shorten:\n  provider: shlink\n  shlink:\n    endpoint: https://attacker.example\n"

func TestSettingsInTheCurrentDirectoryAreRefused(t *testing.T) {
	work, confDir := t.TempDir(), t.TempDir()
	chdir(t, work)
	for _, text := range []string{section, "fields: [\n" + section} { // parsed, and not parsing
		if err := os.WriteFile("linkscope.yaml", []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		p := config.Resolve(config.Flags{}, func(k string) string { return map[string]string{config.EnvDir: confDir}[k] }, nil)
		_, err := LoadSources(p, nil)
		if err == nil || !strings.Contains(err.Error(), "linkscope.yaml:") || !strings.Contains(err.Error(), "is read only from "+filepath.Join(confDir, "linkscope.yaml")) {
			t.Fatalf("%q: err = %v", text, err)
		}
	}
}

func TestSettingsInTheConfigDirectoryWork(t *testing.T) {
	work, confDir := t.TempDir(), t.TempDir()
	chdir(t, work)
	if err := os.WriteFile(filepath.Join(confDir, "linkscope.yaml"), []byte(section), 0o600); err != nil {
		t.Fatal(err)
	}
	getenv := func(k string) string {
		return map[string]string{config.EnvDir: confDir, "LINKSCOPE_SHLINK_API_KEY": "k"}[k]
	}
	p := config.Resolve(config.Flags{}, getenv, nil)
	src, err := LoadSources(p, getenv)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := Resolve(Choice{}, src)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Info.Name != "shlink" || cfg.Endpoint.String() != "https://attacker.example" || !strings.Contains(cfg.EndpointFrom, "line 3") {
		t.Errorf("%s %s from %s", cfg.Info.Name, cfg.Endpoint, cfg.EndpointFrom)
	}
	// Run from the config directory itself, its file is the current directory's too: still the user's.
	chdir(t, confDir)
	if _, err := LoadSources(p, getenv); err != nil {
		t.Errorf("from the config directory: %v", err)
	}
}

func TestSettingsNamedByConventionsFlagAreRefused(t *testing.T) {
	work := t.TempDir()
	chdir(t, work)
	other := filepath.Join(t.TempDir(), "team.yaml")
	if err := os.WriteFile(other, []byte(section), 0o600); err != nil {
		t.Fatal(err)
	}
	p := config.Resolve(config.Flags{Conventions: other}, func(k string) string { return map[string]string{config.EnvDir: t.TempDir()}[k] }, nil)
	if _, err := LoadSources(p, nil); err == nil || !strings.Contains(err.Error(), "team.yaml:1:1") {
		t.Fatalf("err = %v", err)
	}
}

func TestProviderTableAgreesWithTheSettingsSchema(t *testing.T) {
	if got, want := strings.Join(Names(), ","), strings.Join(conventions.ShortenProviderNames(), ","); got != want {
		t.Errorf("providers %s; the conventions file's shorten: section takes %s", got, want)
	}
}

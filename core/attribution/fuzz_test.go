package attribution_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/linkscope/linkscope/core/attribution"
	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/core/openstat"
	"github.com/linkscope/linkscope/core/query"
	"github.com/linkscope/linkscope/internal/tsv"
)

// FuzzRead holds the reader to what every landing page must give, however
// hostile: no panic, a channel of GA4's list, findings inside the URL,
// valid JSON, a printable one-line summary, and the same reading again.
func FuzzRead(f *testing.F) {
	for _, name := range []string{"findings.tsv", "ga4_session.tsv", "matomo.tsv", "metrica.tsv", "strip.tsv", "others.tsv"} {
		for _, r := range tsv.Load(f, tables+name) {
			ref, _ := r.Optional("referrer")
			f.Add(r.Get("url"), ref)
		}
	}
	f.Add("https://a.example/?utm_source=\x00&utm_medium=\u202e#utm_source=x", "https://\xff/")
	f.Add("?&&=&?=?#?#&=", "")
	// Links without a query, which a Reader remembers by shape too: a
	// ';' in the path, in the fragment, after a '?' of the fragment; a
	// marker in the fragment (edge cases).
	for _, u := range []string{"https://a.example/", "https://a.example/p;x", "https://a.example/#x;y", "https://a.example/p#a?b;c",
		"https://a.example/#_openstat=b3BlbnN0YXQucnU7MTs5O3RvcA", "https://a.example/p&utm_source=x#_openstat=openstat.ru;1;2;3"} {
		f.Add(u, "")
		f.Add(u, "https://a.example/")
	}
	channels := attribution.Channels()
	var shared attribution.Reader // remembers the shapes of every input before
	f.Fuzz(func(t *testing.T, url, ref string) {
		var rd attribution.Reader
		r := rd.Read(url, ref)
		if !slices.Contains(channels, r.GA4.Channel) {
			t.Fatalf("channel %q is none of GA4's", r.GA4.Channel)
		}
		for _, s := range r.Stripped {
			if !slices.Contains(channels, s.GA4Channel) || len(s.Params) == 0 {
				t.Fatalf("strip %+v", s)
			}
		}
		for _, fd := range r.Findings {
			if fd.Unit == finding.Byte && (fd.Pos < 0 || fd.Pos > len(url)) {
				t.Fatalf("%s at byte %d of a %d-byte URL", fd.Rule, fd.Pos, len(url))
			}
		}
		if m := r.Matomo.Campaign; strings.ToLower(m) != m {
			t.Fatalf("Matomo campaign %q is not lower case", m)
		}
		js := r.AppendJSON(nil, url)
		if !json.Valid(js) {
			t.Fatalf("invalid JSON: %s", js)
		}
		if line := r.Summary(); !utf8.ValidString(line) || strings.ContainsAny(line, "\x1b\n\r\t\u202e") {
			t.Fatalf("summary not safe to print: %q", line)
		}
		if again := rd.Read(url, ref); string(again.AppendJSON(nil, url)) != string(js) {
			t.Fatal("a reused Reader reads the same URL otherwise")
		}
		if plain := attribution.Unremembered(r); said(&plain, url) != said(&r, url) {
			t.Fatalf("written from its values:\n%s\nfrom what was remembered:\n%s", said(&plain, url), said(&r, url))
		}
		if other := shared.Read(url, ref); said(&other, url) != said(&r, url) {
			t.Fatalf("a Reader that read other links reads otherwise:\n%s\n%s", said(&other, url), said(&r, url))
		}
		var pairs []query.Pair
		if q, at, ok := query.Of(url); ok {
			pairs = query.Append(nil, q, at)
		}
		marker := openstat.Decode(url)
		if parsed := rd.ReadParsed(url, pairs, &marker, ref); string(parsed.AppendJSON(nil, url)) != string(js) {
			t.Fatalf("ReadParsed reads otherwise than Read:\n%s\n%s", parsed.AppendJSON(nil, url), js)
		}
		if ref == "" {
			if ch := rd.ChannelOf(url); ch != r.GA4.Channel {
				t.Fatalf("ChannelOf %q, Read's channel %q", ch, r.GA4.Channel)
			}
			if ch := rd.ChannelOfParsed(pairs); ch != r.GA4.Channel && len(pairs) < 1000 {
				t.Fatalf("ChannelOfParsed %q, Read's channel %q", ch, r.GA4.Channel)
			}
		}
	})
}

// TestCaseIgnored: the decision that GA4's rules ignore case, as a
// property over ASCII values.
func TestCaseIgnored(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"ga4_channel.tsv") {
		s, m, c := r.Get("utm_source"), r.Get("utm_medium"), cell(r, "utm_campaign")
		if got, want := attribution.Channel(strings.ToUpper(s), strings.ToUpper(m), strings.ToUpper(c)), attribution.Channel(s, m, c); got != want {
			t.Errorf("%s: upper case gives %q, lower %q", r.Name(), got, want)
		}
	}
}

// FuzzLiteralTests holds the string tests that replace the simple
// channel regexes to the regex engine's answer.
func FuzzLiteralTests(f *testing.F) {
	for _, s := range []string{"cpc", "cp", "ppc", "ppcx", "retargeting", "paid", "paid_social", "social-paid", "video", "x\nvideo", "cp\n", "\ncp", "paid\nx"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		for _, c := range attribution.SimpleRegexes() {
			if got, want := c.Fast(v), c.Regexp.MatchString(v); got != want {
				t.Fatalf("%s on %q: string tests say %v, the regex %v", c.Regexp, v, got, want)
			}
		}
	})
}

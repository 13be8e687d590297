package openstat

import (
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/finding"
	"github.com/linkscope/linkscope/internal/tsv"
)

const tables = "../../testdata/openstat/"

func readTable(t testing.TB, name string) []tsv.Row {
	return tsv.Load(t, tables+name)
}

func TestDecodeValid(t *testing.T) {
	for _, row := range readTable(t, "valid.tsv") {
		t.Run(row.Name(), func(t *testing.T) {
			d := Decode(row.Get("url"))
			if !d.Found {
				t.Fatalf("%s\nnot found: %s (source: %s)", row.Get("url"), d.Reason, row.Get("source"))
			}
			want := Marker{row.Get("service"), row.Get("campaign"), row.Get("ad"), row.Get("field_source")}
			if d.Marker != want {
				t.Errorf("marker %+v, want %+v", d.Marker, want)
			}
			if got := d.Place.String(); got != row.Get("place") {
				t.Errorf("place %s, want %s", got, row.Get("place"))
			}
			if got := d.Encoding.String(); got != row.Get("encoding") {
				t.Errorf("encoding %s, want %s", got, row.Get("encoding"))
			}
			if d.Reason != "" {
				t.Errorf("a found marker has reason %q", d.Reason)
			}
		})
	}
}

func TestDecodeInvalid(t *testing.T) {
	for _, row := range readTable(t, "invalid.tsv") {
		t.Run(row.Name(), func(t *testing.T) {
			d := Decode(row.Get("url"))
			if d.Found {
				t.Fatalf("%s\nfound %+v; must be ignored (source: %s)", row.Get("url"), d.Marker, row.Get("source"))
			}
			want := row.Get("reason")
			if want == "" && d.Reason != "" || !strings.Contains(d.Reason, want) {
				t.Errorf("reason %q, want it to contain %q", d.Reason, want)
			}
			if want := row.Raw("fields"); want != "" {
				var esc []string
				for _, f := range d.Fields {
					esc = append(esc, escapeCell(f))
				}
				if got := strings.Join(esc, "|"); got != want {
					t.Errorf("fields %s, want %s", got, want)
				}
			}
		})
	}
}

// escapeCell writes a field the way the tables spell invisible characters.
func escapeCell(s string) string {
	r := strings.NewReplacer("\x1b", `\x1b`, "\n", `\n`, "\r", `\r`, "\u202e", `\u202e`)
	return r.Replace(s)
}

func TestTag(t *testing.T) {
	for _, row := range readTable(t, "tag.tsv") {
		t.Run(row.Name(), func(t *testing.T) {
			m := Marker{row.Get("service"), row.Get("campaign"), row.Get("ad"), row.Get("field_source")}
			enc, err := ParseEncoding(row.Get("encoding"))
			if err != nil {
				t.Fatal(err)
			}
			place, err := ParsePlace(row.Get("place"))
			if err != nil {
				t.Fatal(err)
			}
			got, err := Tag(row.Get("url"), m, enc, place)
			if err != nil {
				t.Fatalf("Tag: %v", err)
			}
			if got.URL != row.Get("want") {
				t.Errorf("got  %s\nwant %s\n(source: %s)", got.URL, row.Get("want"), row.Get("source"))
			}
			if note := row.Get("note"); note != "" && !strings.Contains(strings.Join(got.Notes, "; "), note) {
				t.Errorf("notes %q, want one containing %q", got.Notes, note)
			}
			back := Decode(got.URL)
			if !back.Found || back.Marker != m || back.Place != place {
				t.Errorf("decoding the tagged URL gives %+v", back)
			}
		})
	}
}

func TestFieldErrors(t *testing.T) {
	for _, row := range readTable(t, "field_errors.tsv") {
		t.Run(row.Name(), func(t *testing.T) {
			m := Marker{Service: "s"}
			switch row.Get("field") {
			case "service":
				m.Service = row.Get("value")
			case "campaign":
				m.Campaign = row.Get("value")
			case "ad":
				m.Ad = row.Get("value")
			case "source":
				m.Source = row.Get("value")
			}
			_, err := Tag("http://example.org/", m, Percent, Query)
			if err == nil {
				t.Fatalf("accepted %q in %s", row.Get("value"), row.Get("field"))
			}
			if !strings.Contains(err.Error(), row.Get("error")) {
				t.Errorf("error %q, want it to contain %q", err, row.Get("error"))
			}
			fe, ok := err.(*FieldError)
			if !ok || fe.Field != row.Get("field") {
				t.Errorf("error %#v does not name field %s", err, row.Get("field"))
			}
		})
	}
}

func TestTagRefusesBadURL(t *testing.T) {
	for _, u := range []string{"", "http://a b/", "http://x/\x1b[2J", "http://x/\u202e"} {
		if _, err := Tag(u, Marker{Service: "s"}, Percent, Query); err == nil {
			t.Errorf("Tag(%q) accepted a URL it cannot tag", u)
		} else if _, ok := err.(*URLError); !ok {
			t.Errorf("Tag(%q): %T, want *URLError", u, err)
		}
	}
}

func TestEncodedLengths(t *testing.T) {
	// The encoding comparison table of the Openstat marker v1.0 document: a Cyrillic letter takes 6 bytes
	// percent-encoded and 2⅔ in base64; a character allowed in a URI 1 and 1⅓.
	m := Marker{Service: "ппп", Campaign: "", Ad: "", Source: ""}
	p, b := EncodedLengths(m)
	if p != 3*6+3 || b != 12 {
		t.Errorf("lengths %d, %d; want 21 and 12", p, b)
	}
	p, b = EncodedLengths(Marker{Service: "abc"})
	if p != 6 || b != 8 {
		t.Errorf("lengths %d, %d; want 6 and 8", p, b)
	}
}

// TestPlaceholderFields: a marker field may hold a placeholder whose '='
// and '&' belong to its platform (inline AMPscript), and base64 is refused
// for a marker holding one, which the platform could not see there.
func TestPlaceholderFields(t *testing.T) {
	if err := ValidateField("campaign", "%%=v(@campaign)=%%"); err != nil {
		t.Errorf("inline AMPscript refused: %v", err)
	}
	m := Marker{Service: "google", Campaign: "{campaignid}"}
	if _, err := Encode(m, Base64); err == nil || !strings.Contains(err.Error(), "base64") {
		t.Errorf("base64 with a placeholder: %v", err)
	} else if fe, ok := err.(*FieldError); !ok || fe.Rule != finding.RulePlaceholderBase64 || fe.Field != "campaign" || fe.Pos != 1 {
		t.Errorf("base64 refusal %#v", err)
	}
	if enc := Auto.Resolve(m); enc != Percent {
		t.Errorf("auto resolved to %v for a marker holding a placeholder", enc)
	}
	if p, _ := EncodedLengths(m); p != len("google;{campaignid};;") {
		t.Errorf("percent length %d counts the placeholder encoded", p)
	}
}

package safebrowsing

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

func TestSum(t *testing.T) {
	for _, r := range tsv.Load(t, tables+"sha256.tsv") {
		h := Sum(r.Get("expression"))
		if got := h.Hex(); got != r.Get("sha256") {
			t.Errorf("%s: Sum(%q) = %s, want %s", r.Name(), r.Get("expression"), got, r.Get("sha256"))
		}
		full, _ := hex.DecodeString(r.Get("sha256"))
		for _, n := range []int{Prefix4, Prefix8, Prefix16, Prefix32} {
			if got := h.Prefix(n); !bytes.Equal(got, full[:n]) {
				t.Errorf("%s: Prefix(%d) = %x", r.Name(), n, got)
			}
			if got := h.PrefixHex(n); got != r.Get("sha256")[:2*n] {
				t.Errorf("%s: PrefixHex(%d) = %s", r.Name(), n, got)
			}
		}
		if r.Get("url") == "" {
			continue
		}
		var hs Hasher
		res, err := hs.Lookup(r.Get("url"), HostRuleV5)
		if err != nil {
			t.Fatalf("%s: %v", r.Name(), err)
		}
		i := slices.Index(res.Expressions, r.Get("expression"))
		if i < 0 {
			t.Errorf("%s: %q not among the expressions of %q: %q", r.Name(), r.Get("expression"), r.Get("url"), res.Expressions)
		} else if got := res.Hashes[i].Hex(); got != r.Get("sha256") {
			t.Errorf("%s: hash of %q = %s, want %s", r.Name(), r.Get("expression"), got, r.Get("sha256"))
		}
	}
}

func TestLookupMatchesHasher(t *testing.T) {
	var h Hasher
	kept, err := h.Lookup("http://kept.example/a", HostRuleV5)
	if err != nil {
		t.Fatal(err)
	}
	kept = kept.Clone()
	for _, raw := range []string{"http://a.b.com/1/2.html?param=1", "http://[::1]/x", "http://магазин.рф/"} {
		a, err := Lookup(raw, HostRuleV4)
		if err != nil {
			t.Fatal(err)
		}
		b, err := h.Lookup(raw, HostRuleV4)
		if err != nil {
			t.Fatal(err)
		}
		if a.Canonical != b.Canonical || a.Rule != b.Rule || !slices.Equal(a.Expressions, b.Expressions) || !slices.Equal(a.Hashes, b.Hashes) {
			t.Errorf("%q: Lookup %+v, Hasher %+v", raw, a, b)
		}
	}
	if want := []string{"kept.example/a", "kept.example/"}; !slices.Equal(kept.Expressions, want) || kept.Hashes[0] != Sum(want[0]) {
		t.Errorf("clone overwritten: %q", kept.Expressions)
	}
}

// The JSON must parse, carry exactly the contract's keys, and agree with
// the Result.
func TestAppendJSON(t *testing.T) {
	res, err := Lookup("http://a.b.com/1/\"2\".html?param=1", HostRuleV5)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Canonical   string `json:"canonical"`
		HostRule    string `json:"host_rule"`
		Expressions []struct {
			Expression string `json:"expression"`
			SHA256     string `json:"sha256"`
			Prefix     string `json:"prefix"`
		} `json:"expressions"`
	}
	out := res.AppendJSON([]byte("x"))
	dec := json.NewDecoder(bytes.NewReader(out[1:]))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		t.Fatalf("%s: %v", out, err)
	}
	if got.Canonical != res.Canonical.URL || got.HostRule != "v5" || len(got.Expressions) != len(res.Expressions) {
		t.Fatalf("%s", out)
	}
	for i, e := range got.Expressions {
		h := Sum(e.Expression)
		if e.Expression != res.Expressions[i] || e.SHA256 != h.Hex() || e.Prefix != h.PrefixHex(4) {
			t.Errorf("expression %d: %+v", i, e)
		}
	}
	var obj map[string]string
	errJSON := AppendErrorJSON(nil, errors.New("bad \"url\"\x1b"))
	if err := json.Unmarshal(errJSON, &obj); err != nil || len(obj) != 1 || obj["error"] != "bad \"url\"\x1b" {
		t.Errorf("%s: %v %v", errJSON, obj, err)
	}
}

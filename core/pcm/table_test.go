package pcm

import (
	"strconv"
	"testing"

	"github.com/linkscope/linkscope/internal/tsv"
)

// tables is where the package's test tables live.
const tables = "../../testdata/pcm/"

func cellBool(t *testing.T, r tsv.Row, key string) bool {
	t.Helper()
	switch r.Get(key) {
	case "true":
		return true
	case "false":
		return false
	}
	t.Fatalf("%s: %s is %q, want true or false", r.Name(), key, r.Get(key))
	return false
}

// cellUint8p reads an optional small number: "" is nil.
func cellUint8p(t *testing.T, r tsv.Row, key string) *uint8 {
	t.Helper()
	if r.Get(key) == "" {
		return nil
	}
	v, err := strconv.ParseUint(r.Get(key), 10, 8)
	if err != nil {
		t.Fatalf("%s: %s: %v", r.Name(), key, err)
	}
	u := uint8(v)
	return &u
}

func cellUint8(t *testing.T, r tsv.Row, key string) uint8 {
	t.Helper()
	p := cellUint8p(t, r, key)
	if p == nil {
		t.Fatalf("%s: %s is empty", r.Name(), key)
	}
	return *p
}

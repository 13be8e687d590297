package whatwg

import (
	"strings"
	"testing"
)

// TestEmptyOutcomeJSON holds appendMembers' one copy for a record with no
// failure, validation error or difference to what appendOutcome writes.
func TestEmptyOutcomeJSON(t *testing.T) {
	var rd Reader
	var rec Record
	rd.InspectRead(&rec, "https://example.com/", RFCReading{}, nil, nil)
	if rec.Err != nil || len(rec.Validation) != 0 || len(rec.Differs) != 0 {
		t.Fatalf("the record of a plain link has %v %v %v", rec.Err, rec.Validation, rec.Differs)
	}
	want := string(rec.appendOutcome(nil))
	if got := string(rec.AppendInspectJSON(nil)); !strings.Contains(got, `"hash":""`+want+`,"display_host":`) {
		t.Errorf("inspect JSON %s\nwants %s after the attributes", got, want)
	}
}

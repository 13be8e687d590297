package decode

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/linkscope/linkscope/core/jsonw"
	"github.com/linkscope/linkscope/internal/tsv"
)

// seeds adds every input of the decode tables to f.
func seeds(f *testing.F) {
	for _, name := range append(factTables, "absent.tsv", "unfurl.tsv") {
		for _, row := range tsv.Load(f, "../../testdata/decode/"+name) {
			f.Add(row.Get("input"))
		}
	}
}

// checkFacts holds the facts of any input to the contract: bounded in
// number, every key well formed, a timestamp's text exactly its instant at
// its precision, the chain starting where the fact is.
func checkFacts(t *testing.T, input string, facts []Fact) {
	if len(facts) > MaxFacts {
		t.Fatalf("%q: %d facts, more than %d", input, len(facts), MaxFacts)
	}
	for _, fact := range facts {
		if fact.At == "" || len(fact.Chain) == 0 || fact.Chain[0] != fact.At {
			t.Fatalf("%q: fact %+v: chain must start at %q", input, fact, fact.At)
		}
		switch fact.Confidence {
		case High, Medium, Low:
		default:
			t.Fatalf("%q: fact %+v: confidence %q", input, fact, fact.Confidence)
		}
		if fact.Label == "" || fact.Decoder == "" || fact.Kind == "" {
			t.Fatalf("%q: fact %+v: empty label, decoder or kind", input, fact)
		}
		// AppendJSON copies these without escaping.
		if !jsonw.IsPlain(fact.Decoder) || !jsonw.IsPlain(string(fact.Kind)) || !jsonw.IsPlain(string(fact.Precision)) {
			t.Fatalf("%q: fact %+v: decoder, kind or precision not plain", input, fact)
		}
		if (fact.Kind == KindTimestamp) != (fact.Precision != PrecisionNone) {
			t.Fatalf("%q: fact %+v: a precision belongs to timestamps only", input, fact)
		}
		if fact.Kind == KindTimestamp {
			want := instant{sec: fact.Unix, nsec: int64(fact.Nanos)}.rfc3339(fact.Precision)
			if fact.Value != want {
				t.Fatalf("%q: fact %+v: value %q, its instant writes %q", input, fact, fact.Value, want)
			}
			if _, err := time.Parse(time.RFC3339Nano, fact.Value); err != nil && fact.Precision != PrecisionDay && fact.Precision != PrecisionWeek {
				t.Fatalf("%q: fact %+v: not RFC 3339: %v", input, fact, err)
			}
		}
	}
}

// FuzzDecode: any input, a URL or a bare value, decodes without panicking,
// within the bounds, to facts that keep the contract.
func FuzzDecode(f *testing.F) {
	seeds(f)
	rd := Default().NewReader()
	f.Fuzz(func(t *testing.T, input string) {
		facts := rd.AppendFacts(nil, input)
		checkFacts(t, input, facts)
		if rd.r.work > MaxWork+len(input)+MaxValue {
			t.Fatalf("%q: %d bytes of work", input, rd.r.work)
		}
	})
}

// FuzzNested feeds the nested decoder values made of layers: the fuzzer's
// bytes compressed, base64-encoded, percent-encoded and put in a link, in
// the order its flags say. Whatever the bytes, the loop ends within its
// bounds.
func FuzzNested(f *testing.F) {
	f.Add([]byte(`{"url":"https://x.com/a/status/1098230906194546688"}`), uint8(0b111))
	f.Add([]byte("\n\n/m/050zjwr0\x01J\x1dfile system forensic analysis"), uint8(0b011))
	f.Add([]byte("eyJhbGciOiJIUzI1NiJ9.eyJpYXQiOjE0MjI3Nzk2Mzh9.x"), uint8(0b110))
	f.Add(bytes.Repeat([]byte("QUFB"), 100), uint8(0b010))
	rd := Default().NewReader()
	f.Fuzz(func(t *testing.T, data []byte, layers uint8) {
		v := data
		if layers&1 != 0 {
			var b bytes.Buffer
			w := zlib.NewWriter(&b)
			w.Write(v)
			w.Close()
			v = b.Bytes()
		}
		s := string(v)
		if layers&2 != 0 {
			s = base64.RawURLEncoding.EncodeToString(v)
		}
		for i := 0; i < int(layers>>3&3); i++ {
			s = base64.StdEncoding.EncodeToString([]byte(s))
		}
		if layers&4 != 0 {
			s = "https://example.com/?v=" + strings.ReplaceAll(s, "=", "%3D")
		}
		facts := rd.AppendFacts(nil, s)
		checkFacts(t, s, facts)
	})
}

// FuzzProto reads any bytes as a message without its schema: no panic,
// and a message that parses has every byte in a field.
func FuzzProto(f *testing.F) {
	f.Add([]byte("\x0a\x44\x0a\x08John Doe\x10\xd2\x09"))
	f.Add([]byte("\x08\x96\x01"))
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01})
	f.Fuzz(func(t *testing.T, b []byte) {
		fields, ok := parseProto(b)
		if !ok {
			return
		}
		r := &run{d: Default()}
		r.reset(nil)
		r.protoFacts(newLoc("input"), fields, "", 0, Low)
		checkFacts(t, string(b), r.facts)
	})
}

// FuzzInstant holds the integer time conversion to math/big arithmetic:
// for any count of any unit after any of the layouts' epochs, the instant
// is the exact quotient and remainder.
func FuzzInstant(f *testing.F) {
	f.Add(uint64(130980511487027500), uint8(4), uint8(1))
	f.Add(uint64(1422779638123456789), uint8(5), uint8(0))
	f.Add(uint64(0), uint8(4), uint8(4))
	f.Add(uint64(1<<64-1), uint8(2), uint8(2))
	units := []Precision{PrecisionSecond, PrecisionCentisecond, PrecisionMillisecond, PrecisionMicrosecond, PrecisionTick, PrecisionNanosecond}
	offsets := []int64{0, epoch1601, epoch0001, epoch2001, epochGregorian}
	f.Fuzz(func(t *testing.T, count uint64, unit, offset uint8) {
		p := units[int(unit)%len(units)]
		off := offsets[int(offset)%len(offsets)]
		in, ok := fromUnits(count, p, off)
		per := new(big.Int).SetUint64(unitsPerSecond(p))
		q, m := new(big.Int).QuoRem(new(big.Int).SetUint64(count), per, new(big.Int))
		sec := new(big.Int).Add(q, big.NewInt(off))
		inRange := sec.Cmp(big.NewInt(minRFC3339Sec)) >= 0 && sec.Cmp(big.NewInt(maxRFC3339Sec)) <= 0
		if ok != inRange {
			t.Fatalf("fromUnits(%d, %s, %d): ok %v, want %v", count, p, off, ok, inRange)
		}
		if !ok {
			return
		}
		nsec := new(big.Int).Mul(m, big.NewInt(nanosPerSecond/int64(unitsPerSecond(p))))
		if in.sec != sec.Int64() || in.nsec != nsec.Int64() {
			t.Fatalf("fromUnits(%d, %s, %d) = %d.%09d, want %s.%09d", count, p, off, in.sec, in.nsec, sec, nsec.Int64())
		}
		got, err := time.Parse(time.RFC3339Nano, in.rfc3339(PrecisionNanosecond))
		if err != nil || got.Unix() != in.sec || int64(got.Nanosecond()) != in.nsec {
			t.Fatalf("rfc3339 of %d.%09d reads back as %v (%v)", in.sec, in.nsec, got, err)
		}
	})
}

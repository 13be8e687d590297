package conventions

import "testing"

// utmIndexByNames is utmIndex as a search of fieldNames, the list the
// switch's cases must follow.
func utmIndexByNames(key string) int {
	for i := range numUTM {
		if fieldNames[i] == key {
			return i
		}
	}
	return -1
}

func TestUTMIndex(t *testing.T) {
	for i, name := range fieldNames {
		want := -1
		if i < numUTM {
			want = i
		}
		for _, key := range []string{name, name + "x", name[:len(name)-1], "UTM_" + name[min(4, len(name)):], ""} {
			if key != name {
				want = utmIndexByNames(key)
			}
			if got := utmIndex(key); got != want {
				t.Errorf("utmIndex(%q) = %d, want %d", key, got, want)
			}
		}
	}
}

func FuzzUTMIndex(f *testing.F) {
	for _, name := range fieldNames {
		f.Add(name)
	}
	f.Add("utm_")
	f.Fuzz(func(t *testing.T, key string) {
		if got, want := utmIndex(key), utmIndexByNames(key); got != want {
			t.Fatalf("utmIndex(%q) = %d, fieldNames say %d", key, got, want)
		}
	})
}

package follow

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/linkscope/linkscope/core/hops"
)

// TestPageReadInPart: a meta refresh past the first 64 KiB of a page is
// not read; the chain then says the page was read in part (with or
// without a Content-Length), instead of calling it final and saying
// nothing. A page read whole, or with its refresh in the part read, says
// nothing of the kind.
func TestPageReadInPart(t *testing.T) {
	late := "<html><head><title>x</title></head><body>" + strings.Repeat("<p>filler</p>", 6000) +
		`<meta http-equiv="refresh" content="0;url=/next"></body></html>`
	srv := serve(t, map[string]http.HandlerFunc{
		"/late": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			io.WriteString(w, late)
		},
		"/late-chunked": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			for i := 0; i < len(late); i += 4096 {
				io.WriteString(w, late[i:min(i+4096, len(late))])
				w.(http.Flusher).Flush()
			}
		},
		"/early": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			io.WriteString(w, `<meta http-equiv="refresh" content="0;url=/next">`+strings.Repeat("<p>filler</p>", 6000))
		},
	})
	for _, c := range []struct {
		path    string
		partial bool
	}{{"/late", true}, {"/late-chunked", true}, {"/early", false}, {"/short", false}} {
		r := follow(t, srv.URL+c.path, Options{})
		if r.Error != "" {
			t.Errorf("%s: %s", c.path, r.Error)
		}
		got := false
		for _, w := range r.Warnings {
			if w.Rule == hops.WarnPageReadInPart {
				got = strings.Contains(w.Message, "read in part")
			}
		}
		if got != c.partial {
			t.Errorf("%s: read in part %v, want %v (final %s, warnings %+v)", c.path, got, c.partial, r.Final, r.Warnings)
		}
	}
}

package cli

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// netnsHosts is the hosts file inside the test's network namespace: a
// name that is no reserved one resolves to loopback, as an intranet
// name or a rebinding name does.
const netnsHosts = "127.0.0.1 localhost\n::1 localhost\n127.0.0.1 intranet.example.com\n"

// TestFollowNetNS runs the real binary's network probes in a network
// namespace of its own (unshare -n: no address but its own loopback), with
// a hosts file of its own (unshare -m): through a loopback proxy (set by
// HTTP_PROXY), follow refuses a name that resolves to loopback unless
// --allow-private, and the proxy sees no request for it; it refuses a
// redirect to an intranet name and a reserved name the same way; a public
// name this machine cannot resolve goes to the proxy. And a page whose meta
// refresh stands past the 64 KiB read says it was read in part. .ci/run
// sets LINKSCOPE_NETNS=1.
func TestFollowNetNS(t *testing.T) {
	if os.Getenv("LINKSCOPE_IN_NETNS") != "" {
		followInNetNS(t)
		return
	}
	if os.Getenv("LINKSCOPE_NETNS") == "" {
		t.Skip("set LINKSCOPE_NETNS=1 to run the network probes in a namespace of their own (.ci/run does; needs unshare)")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "linkscope")
	if out, err := exec.Command("go", "build", "-o", bin, "..").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	hosts := filepath.Join(dir, "hosts")
	if err := os.WriteFile(hosts, []byte(netnsHosts), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"-n", "-m"}
	if os.Geteuid() != 0 {
		args = append([]string{"-r"}, args...)
	}
	script := `ip link set lo up && mount --bind "$LS_HOSTS" /etc/hosts && exec "$0" -test.run='^TestFollowNetNS$' -test.v -test.count=1`
	cmd := exec.Command("unshare", append(args, "sh", "-c", script, os.Args[0])...)
	cmd.Env = append(os.Environ(), "LINKSCOPE_IN_NETNS=1", "LS_BIN="+bin, "LS_HOSTS="+hosts, "LINKSCOPE_CONFIG_DIR="+filepath.Join(dir, "config"))
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestFollowNetNS") {
		t.Fatalf("in the namespace: %v\n%s", err, out)
	}
}

// followInNetNS is the test inside the namespace.
func followInNetNS(t *testing.T) {
	if out, err := exec.Command("getent", "hosts", "intranet.example.com").Output(); err != nil || !strings.HasPrefix(string(out), "127.0.0.1") {
		t.Fatalf("intranet.example.com does not resolve to loopback here: %v %q", err, out)
	}
	var mu sync.Mutex
	var asked []string
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked = append(asked, r.URL.Host)
		mu.Unlock()
		if r.URL.Host == "public.example.org" {
			http.Redirect(w, r, "http://intranet.example.com/admin", http.StatusFound)
			return
		}
		io.WriteString(w, "<p>final</p>")
	}))
	defer proxy.Close()
	long := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<html><body>"+strings.Repeat("<p>filler</p>", 6000)+`<meta http-equiv="refresh" content="0;url=/next"></body></html>`)
	}))
	defer long.Close()
	env := []string{"HTTP_PROXY=" + proxy.URL, "HTTPS_PROXY=" + proxy.URL, "NO_PROXY="}
	for _, c := range []struct {
		args    []string
		env     []string
		want    string // words the output holds
		proxied []string
	}{
		{[]string{"follow", "http://intranet.example.com/"}, env, "refused intranet.example.com (127.0.0.1 here): loopback address", nil},
		{[]string{"follow", "http://metadata.google.internal/computeMetadata/v1/"}, env, "refused metadata.google.internal: a private network's name", nil},
		{[]string{"follow", "http://wiki/"}, env, "no public name", nil},
		{[]string{"follow", "http://public.example.org/"}, env, "refused intranet.example.com", []string{"public.example.org"}},
		{[]string{"follow", "--allow-private", "http://intranet.example.com/"}, env, "final", []string{"intranet.example.com"}},
		{[]string{"follow", "--allow-private", long.URL + "/"}, nil, "read in part", nil},
	} {
		mu.Lock()
		asked = nil
		mu.Unlock()
		cmd := exec.Command(os.Getenv("LS_BIN"), c.args...)
		cmd.Env = append(os.Environ(), c.env...)
		done := make(chan struct{})
		var out []byte
		go func() { out, _ = cmd.CombinedOutput(); close(done) }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("%v: still running after 30 s", c.args)
		}
		mu.Lock()
		got := strings.Join(asked, " ")
		mu.Unlock()
		if !strings.Contains(string(out), c.want) || got != strings.Join(c.proxied, " ") {
			t.Errorf("%v: the proxy was asked for %q (want %q); output:\n%s", c.args, got, c.proxied, out)
		}
		checkTerminalSafe(t, fmt.Sprint(c.args), string(out))
	}
}

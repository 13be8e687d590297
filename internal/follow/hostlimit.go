package follow

import (
	"context"
	"sync"
)

// HostLimit bounds concurrent requests per host (host:port) across the
// chains a batch follows at once, so a list of links to one site does not
// hit it with the whole pool. A host's entry lives only while requests to
// it are waiting or running, so a batch over millions of hosts keeps no
// memory per host. Safe for concurrent use; a nil HostLimit limits
// nothing.
type HostLimit struct {
	per   int
	mu    sync.Mutex
	hosts map[string]*hostSlots
}

type hostSlots struct {
	sem   chan struct{}
	users int // requests holding or waiting for a slot
}

// NewHostLimit allows per requests at a time to each host.
func NewHostLimit(per int) *HostLimit {
	return &HostLimit{per: max(per, 1), hosts: map[string]*hostSlots{}}
}

func (h *HostLimit) acquire(ctx context.Context, host string) (func(), error) {
	if h == nil {
		return func() {}, nil
	}
	h.mu.Lock()
	s, ok := h.hosts[host]
	if !ok {
		s = &hostSlots{sem: make(chan struct{}, h.per)}
		h.hosts[host] = s
	}
	s.users++
	h.mu.Unlock()
	select {
	case s.sem <- struct{}{}:
		return func() { <-s.sem; h.leave(host, s) }, nil
	case <-ctx.Done():
		h.leave(host, s)
		return nil, ctx.Err()
	}
}

func (h *HostLimit) leave(host string, s *hostSlots) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if s.users--; s.users == 0 {
		delete(h.hosts, host)
	}
}

// active is the number of hosts with requests in flight (for tests).
func (h *HostLimit) active() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.hosts)
}

package follow

import (
	"context"
	"sync"
)

// HostLimit bounds concurrent requests per host (host:port) across the
// chains a batch follows at once, so a list of links to one site does not
// hit it with the whole pool. Safe for concurrent use; a nil HostLimit
// limits nothing.
type HostLimit struct {
	per   int
	mu    sync.Mutex
	slots map[string]chan struct{}
}

// NewHostLimit allows per requests at a time to each host.
func NewHostLimit(per int) *HostLimit {
	return &HostLimit{per: max(per, 1), slots: map[string]chan struct{}{}}
}

func (h *HostLimit) acquire(ctx context.Context, host string) (func(), error) {
	if h == nil {
		return func() {}, nil
	}
	h.mu.Lock()
	sem, ok := h.slots[host]
	if !ok {
		sem = make(chan struct{}, h.per)
		h.slots[host] = sem
	}
	h.mu.Unlock()
	select {
	case sem <- struct{}{}:
		return func() { <-sem }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

package follow

import "context"

// Guarded returns ctx carrying the address policy that a client from
// NewClient applies to the requests made with it: loopback, private,
// link-local and other special addresses refused on the address dialled
// (and, through a proxy, on what the destination resolves to here) unless
// allowPrivate. Requests that are not Follow's (a link shortener's API
// call) take the same checks this way.
func Guarded(ctx context.Context, allowPrivate bool) context.Context {
	return withGuard(ctx, allowPrivate)
}

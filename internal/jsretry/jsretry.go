// Package jsretry owns what sluice calls a transient JetStream failure and how an operation is
// retried through one: the answers a cluster gives while it places a stream, elects a stream's
// leader, or while a client reconnects to another server. The gateway's state store and its
// opening of the decision log share it, so that they wait for the same things for the same
// reasons. (The policies package, which imports nothing of sluice, keeps its own retries.)
package jsretry

import (
	"context"
	"errors"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Transient reports whether err is what JetStream answers while a cluster moves a stream's
// leader, places a new replicated stream or a client reconnects (a timeout, no responders, no
// response from the stream, a 503 from the API): the same request may succeed a moment later.
// The caller's own context ending is not transient (Patiently checks it).
func Transient(err error) bool {
	var api *jetstream.APIError
	switch {
	case errors.Is(err, nats.ErrTimeout), errors.Is(err, context.DeadlineExceeded),
		errors.Is(err, nats.ErrNoResponders), errors.Is(err, jetstream.ErrNoStreamResponse),
		errors.Is(err, nats.ErrConnectionReconnecting), errors.Is(err, nats.ErrDisconnected):
		return true
	case errors.As(err, &api):
		return api.Code == 503
	}
	return false
}

// Patiently calls f until it succeeds, fails otherwise than transiently, ctx ends or the
// deadline passes, waiting 50 ms after the first failure and up to 500 ms between later ones.
// It returns f's last answer.
func Patiently[T any](ctx context.Context, deadline time.Time, f func() (T, error)) (T, error) {
	wait := 50 * time.Millisecond
	for {
		v, err := f()
		if err == nil || !Transient(err) || ctx.Err() != nil || time.Now().After(deadline) {
			return v, err
		}
		select {
		case <-ctx.Done():
			return v, err
		case <-time.After(wait):
		}
		wait = min(2*wait, 500*time.Millisecond)
	}
}

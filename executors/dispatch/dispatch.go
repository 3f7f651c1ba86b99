// Package dispatch is the gateway's side of the run wire: it sends a Job to the queue group of
// workers that serve the chosen executor and image, and waits for exactly one reply.
//
// Dispatch is NATS request-reply to a queue group, not a JetStream work queue. A run is
// synchronous to an agent's HTTP request, so the caller is the only party that can act on a
// lost run, and it always learns of it: no worker subscribed is an immediate "no responders"
// (WorkerUnavailable), a worker that dies mid-run is a timeout at the job's limit plus a grace
// (WorkerUnavailable), never a silent loss; a reply lost because the gateway's connection
// moved to another server of the cluster meanwhile ends the wait at the job's limit plus
// ReconnectGrace. There is no redelivery, so a run is never executed
// — or counted against a budget — twice. The price is that a run in flight when its worker dies
// is reported failed rather than retried; the agent may retry it within its budget.
//
// It must not decide anything: the executor, image and limits come from policy.
package dispatch

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/sluice-gw/sluice/executors"
)

// DefaultGrace is how long past a job's wall-clock limit the client waits for a reply. Sandbox
// start-up (bounded by the executor, 30 s for subprocess), the dataset fetch and the artifact
// upload happen outside the limit; a normal run answers about a second after its code ends.
const DefaultGrace = 35 * time.Second

// MaxReplyBytes bounds a worker's reply; anything larger is refused as a protocol error.
const MaxReplyBytes = 4 << 20

// Errors a dispatch can end with. Callers match them with errors.Is.
var (
	// ErrNoWorker means no worker serves the subject right now; answer WorkerUnavailable (503)
	// and let the agent retry later.
	ErrNoWorker = errors.New("no worker serves this executor and image")
	// ErrNoReply means a worker took the job but did not answer before the deadline (it died,
	// or is overloaded); answer WorkerUnavailable (503).
	ErrNoReply = errors.New("the worker did not answer before the run's deadline")
	// ErrProtocol means the reply could not be decoded; a bug or a version skew.
	ErrProtocol = errors.New("malformed reply from worker")
)

// Client sends jobs to workers. It is safe for concurrent use.
type Client struct {
	nc    *nats.Conn
	grace time.Duration
}

// New returns a client on nc. grace ≤ 0 means DefaultGrace.
func New(nc *nats.Conn, grace time.Duration) *Client {
	if grace <= 0 {
		grace = DefaultGrace
	}
	return &Client{nc: nc, grace: grace}
}

// Dispatch runs job on a worker serving executor and job.Image and returns its result. A worker
// that answered with an error returns it as *executors.WireError.
func (c *Client) Dispatch(ctx context.Context, executor string, job executors.Job) (executors.Result, error) {
	subj, err := executors.Subject(executor, job.Image)
	if err != nil {
		return executors.Result{}, err
	}
	job.Limits = job.Limits.WithDefaults()
	deadline := time.Now().Add(job.Limits.Timeout() + c.grace)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	ctx, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()

	body, err := json.Marshal(executors.RunRequest{Job: job, Deadline: deadline})
	if err != nil {
		return executors.Result{}, fmt.Errorf("encode job: %w", err)
	}
	// A reply sent while this connection was moving to another server of the cluster is lost
	// (core NATS keeps no message for a subscriber that is not there). Once the connection
	// reconnected, wait for the reply only until the job's own limit and ReconnectGrace have
	// passed, not the whole grace meant for a slow sandbox start.
	ctx, lost := context.WithCancelCause(ctx)
	defer lost(nil)
	stopWatch := c.watchReconnects(time.Now().Add(job.Limits.Timeout()+ReconnectGrace), func() { lost(errReplyLost) })
	defer stopWatch()
	msg, err := c.nc.RequestWithContext(ctx, subj, body)
	switch {
	case errors.Is(err, nats.ErrNoResponders):
		return executors.Result{}, fmt.Errorf("%s: %w", subj, ErrNoWorker)
	case errors.Is(context.Cause(ctx), errReplyLost):
		return executors.Result{}, fmt.Errorf("%s: %w (%v)", subj, ErrNoReply, errReplyLost)
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, nats.ErrTimeout):
		return executors.Result{}, fmt.Errorf("%s: %w", subj, ErrNoReply)
	case err != nil:
		return executors.Result{}, fmt.Errorf("dispatch on %s: %w", subj, err)
	}
	if len(msg.Data) > MaxReplyBytes {
		return executors.Result{}, fmt.Errorf("%w: reply of %d bytes", ErrProtocol, len(msg.Data))
	}
	var reply executors.RunReply
	if err := json.Unmarshal(msg.Data, &reply); err != nil {
		return executors.Result{}, fmt.Errorf("%w: %v", ErrProtocol, err)
	}
	switch {
	case reply.Error != nil:
		return executors.Result{}, reply.Error
	case reply.Result == nil:
		return executors.Result{}, fmt.Errorf("%w: neither result nor error", ErrProtocol)
	}
	return *reply.Result, nil
}

// ReconnectGrace is how long past a job's limit Dispatch still waits for a reply once its
// connection reconnected during the wait (the reply may have been lost meanwhile).
const ReconnectGrace = 3 * time.Second

// errReplyLost is the cause of a wait cut short by a reconnect.
var errReplyLost = errors.New("the gateway's connection to NATS moved while the run was out, so its answer may be lost")

// watchReconnects calls lost once the connection has reconnected since the call and the
// time until has come (at once if it has). The returned func stops the watch.
func (c *Client) watchReconnects(until time.Time, lost func()) (stop func()) {
	start := c.nc.Stats().Reconnects
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
			}
			if c.nc.Stats().Reconnects == start {
				continue
			}
			select {
			case <-done:
			case <-time.After(time.Until(until)):
				lost()
			}
			return
		}
	}()
	return func() { close(done) }
}

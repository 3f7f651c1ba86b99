// Package dispatch is the gateway's side of the run wire: it sends a Job to the queue group of
// workers that serve the chosen executor and image, and waits for exactly one answer.
//
// Dispatch is NATS request-reply to a queue group, not a JetStream work queue. A run is
// synchronous to an agent's HTTP request, so the caller is the only party that can act on a
// lost run, and it always learns of it, soon:
//   - no worker subscribed is an immediate "no responders" (ErrNoWorker);
//   - the worker that took the job tells so at once and then every Heartbeat while the job is
//     with it (executors.HeartbeatHeader asks for that); once it has been heard, a silence of
//     Silence means it died, or it or this gateway lost its NATS connection with the answer
//     in flight (ErrNoReply, a few seconds after the loss, not at the run's deadline);
//   - a job no worker says it took within Client.AcceptWait was lost on its way (ErrNoReply); every
//     worker of this version says so at once.
//
// There is no redelivery, so a run is never executed — or counted against a budget — twice.
// The one job sent again is one a worker refused as busy, which it never started: a worker
// takes whatever NATS hands it, so a busy one says so at once (its backlog is bounded) and a
// later try may reach a free one (Client.BusyPatience). Such a job is sent again as soon as a
// worker says it has room (executors.RoomSubject), the job that has waited longest first, or
// at the end of a pause that grows with each refusal when no notice comes.
// The price is that a run in flight when its worker dies is reported failed rather than
// retried; the agent may retry it within its budget.
//
// It must not decide anything: the executor, image and limits come from policy.
package dispatch

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/sluice-gw/sluice/executors"
)

// DefaultGrace is how long past a job's wall-clock limit the client waits for a reply. Sandbox
// start-up (bounded by the executor, 30 s for subprocess), the dataset fetch and the artifact
// upload happen outside the limit; a normal run answers about a second after its code ends.
const DefaultGrace = 35 * time.Second

// Heartbeat is how often a worker is asked to say that it still has the job.
const Heartbeat = time.Second

// Silence is how long after a worker's last word a job is given up for lost: several missed
// heartbeats, so that a worker busy starting sandboxes on loaded cores is not taken for dead.
const Silence = 4 * Heartbeat

// MaxReplyBytes bounds a worker's reply; anything larger is refused as a protocol error.
const MaxReplyBytes = 4 << 20

// Errors a dispatch can end with. Callers match them with errors.Is.
var (
	// ErrNoWorker means no worker serves the subject right now; answer WorkerUnavailable (503)
	// and let the agent retry later.
	ErrNoWorker = errors.New("no worker serves this executor and image")
	// ErrNoReply means a worker took the job but its answer did not come (it died, lost its
	// connection, or is overloaded); answer WorkerUnavailable (503).
	ErrNoReply = errors.New("the worker did not answer")
	// ErrProtocol means the reply could not be decoded; a bug or a version skew.
	ErrProtocol = errors.New("malformed reply from worker")
)

// Client sends jobs to workers. It is safe for concurrent use.
//
// Every job's messages come back on one subscription made by New (prefix.<token>), not one
// per job: interest in it has reached every server of the cluster long before a worker
// answers, and a job costs no subscribe and unsubscribe.
type Client struct {
	// BusyPatience is how long a job refused as busy is sent again (DefaultBusyPatience
	// from New; 0 sends it once). Set it before the first Dispatch.
	BusyPatience time.Duration
	// AcceptWait is how long a job may go without a worker saying it took it
	// (DefaultAcceptWait from New). Set it before the first Dispatch.
	AcceptWait time.Duration

	nc      *nats.Conn
	grace   time.Duration
	prefix  string
	sub     *nats.Subscription
	roomSub *nats.Subscription
	// firstPause is the pause after a job's first refusal as busy (firstBusyPause; an hour in
	// a test whose jobs are refused once and must be sent again on a room notice alone).
	firstPause time.Duration

	mu      sync.Mutex
	waiting map[string]*waiter
	next    uint64

	roomMu sync.Mutex
	rooms  map[string]*room // by run subject, once a job of it was refused as busy

	busy, roomWakes, gaveUp atomic.Uint64 // Stats
}

// Stats counts what the client's Dispatch calls met of workers refusing jobs as busy, since
// New: how saturated the workers are, seen from the gateway.
type Stats struct {
	// Busy is the tries a worker refused as busy (each one never started).
	Busy uint64
	// RoomWakes is the jobs sent again at a room notice rather than at the end of their pause.
	RoomWakes uint64
	// GaveUp is the jobs answered busy once BusyPatience had passed.
	GaveUp uint64
}

// Stats returns the client's counts so far.
func (c *Client) Stats() Stats {
	return Stats{Busy: c.busy.Load(), RoomWakes: c.roomWakes.Load(), GaveUp: c.gaveUp.Load()}
}

// room is the queue of a run subject's jobs that wait to be sent again after a refusal as busy.
type room struct {
	queue []*roomWaiter // the job that has waited longest first
	// spare is when a room notice came that no job waited for (zero once a job took it).
	spare time.Time
}

// roomWaiter is one job in a room's queue.
type roomWaiter struct {
	since time.Time     // when the job was first sent
	wake  chan struct{} // closed by the notice that is this job's turn
}

// firstBusyPause is the pause after a job's first refusal as busy; it doubles with each refusal
// up to maxBusyPause, with jitter, unless a room notice ends it first.
const (
	firstBusyPause = 20 * time.Millisecond
	maxBusyPause   = 250 * time.Millisecond
)

// spareNotice is how long a room notice that no job waited for is kept for the next job to
// wait: the notice can overtake the refusal it answers, which comes on another subject.
const spareNotice = 50 * time.Millisecond

// waiter is what one Dispatch waits on: its answer, and whether the worker spoke.
type waiter struct {
	answer chan *nats.Msg // the reply or a no-responders status; the first one only
	heard  chan struct{}  // a progress message came since the last look (coalesced)
}

// New returns a client on nc, subscribed for its answers. grace ≤ 0 means DefaultGrace.
// Close it when done.
func New(nc *nats.Conn, grace time.Duration) (*Client, error) {
	if grace <= 0 {
		grace = DefaultGrace
	}
	c := &Client{BusyPatience: DefaultBusyPatience, AcceptWait: DefaultAcceptWait, nc: nc, grace: grace, prefix: nc.NewInbox(),
		firstPause: firstBusyPause, waiting: map[string]*waiter{}, rooms: map[string]*room{}}
	sub, err := nc.Subscribe(c.prefix+".*", c.route)
	if err != nil {
		return nil, fmt.Errorf("dispatch: subscribe for answers: %w", err)
	}
	c.sub = sub
	if c.roomSub, err = nc.Subscribe(executors.RoomPrefix+".>", c.roomNotice); err != nil {
		_ = sub.Unsubscribe()
		return nil, fmt.Errorf("dispatch: subscribe for room notices: %w", err)
	}
	return c, nil
}

// Close drops the client's subscriptions; jobs still waiting end with their context's error
// or their deadline.
func (c *Client) Close() error {
	return errors.Join(c.sub.Unsubscribe(), c.roomSub.Unsubscribe())
}

// roomNotice wakes the job that has waited longest for room on the notice's run subject, or
// keeps the notice for spareNotice when none waits. Subjects no job of this client was
// refused on are ignored: anyone may publish notices.
func (c *Client) roomNotice(m *nats.Msg) {
	subj := executors.SubjectPrefix + strings.TrimPrefix(m.Subject, executors.RoomPrefix)
	c.roomMu.Lock()
	defer c.roomMu.Unlock()
	r := c.rooms[subj]
	switch {
	case r == nil:
	case len(r.queue) == 0:
		r.spare = time.Now()
	default:
		close(r.queue[0].wake)
		r.queue = r.queue[1:]
	}
}

// waitRoom puts a job of subj first sent at since in the subject's room queue, behind the jobs
// sent before it. wake is closed when a notice makes it the job's turn (at once for a spare
// notice); leave takes the job out of the queue.
func (c *Client) waitRoom(subj string, since time.Time) (wake <-chan struct{}, leave func()) {
	w := &roomWaiter{since: since, wake: make(chan struct{})}
	c.roomMu.Lock()
	defer c.roomMu.Unlock()
	r := c.rooms[subj]
	if r == nil {
		r = &room{}
		c.rooms[subj] = r
	}
	if !r.spare.IsZero() && time.Since(r.spare) < spareNotice {
		r.spare = time.Time{}
		close(w.wake)
		return w.wake, func() {}
	}
	i := len(r.queue)
	for i > 0 && r.queue[i-1].since.After(since) {
		i--
	}
	r.queue = slices.Insert(r.queue, i, w)
	return w.wake, func() {
		c.roomMu.Lock()
		defer c.roomMu.Unlock()
		if i := slices.Index(r.queue, w); i >= 0 {
			r.queue = slices.Delete(r.queue, i, i+1)
		}
	}
}

// route hands a message on the client's subscription to the job it answers. It never blocks:
// a second answer, or progress that the job has not looked at yet, adds nothing.
func (c *Client) route(m *nats.Msg) {
	token := strings.TrimPrefix(m.Subject, c.prefix+".")
	c.mu.Lock()
	w := c.waiting[token]
	c.mu.Unlock()
	if w == nil {
		return // late: its job has already ended
	}
	if m.Header.Get(executors.ProgressHeader) != "" {
		select {
		case w.heard <- struct{}{}:
		default:
		}
		return
	}
	select {
	case w.answer <- m:
	default:
	}
}

// await registers a job's waiter and returns its reply subject and a func that drops it.
func (c *Client) await() (string, *waiter, func()) {
	w := &waiter{answer: make(chan *nats.Msg, 1), heard: make(chan struct{}, 1)}
	c.mu.Lock()
	c.next++
	token := strconv.FormatUint(c.next, 36)
	c.waiting[token] = w
	c.mu.Unlock()
	return c.prefix + "." + token, w, func() {
		c.mu.Lock()
		delete(c.waiting, token)
		c.mu.Unlock()
	}
}

// DefaultBusyPatience is how long Dispatch keeps sending a job that workers refuse as busy
// (executors.CodeWorkerBusy: it never started) before it gives that answer back. Each try is
// one core NATS message, handed to a member of the queue group at random, so a job waits here,
// at no cost to the replicated state, for whichever worker frees a slot first, instead of in
// one worker's queue behind runs that may take their whole limit. A job is sent again when a
// worker's room notice makes it its turn, or else at the end of a pause that doubles from
// 20 ms to 250 ms, with jitter. 30 s keeps what a job waited for a slot before
// workers bounded their backlog (up to its limit and grace, 43 s by default): under 50 clients
// on two workers, 10 s of patience turned a fifth of the runs into 503s that had succeeded.
const DefaultBusyPatience = 30 * time.Second

// Dispatch runs job on a worker serving executor and job.Image and returns its result. A worker
// that answered with an error returns it as *executors.WireError; a job refused as busy is sent
// again until BusyPatience has passed (or the deadline comes) before that answer is returned.
func (c *Client) Dispatch(ctx context.Context, executor string, job executors.Job) (executors.Result, error) {
	subj, err := executors.Subject(executor, job.Image)
	if err != nil {
		return executors.Result{}, err
	}
	job.Limits = job.Limits.WithDefaults()
	start := time.Now()
	patience := start.Add(c.BusyPatience)
	pause := c.firstPause
	for {
		// Each try has the job's whole limit and grace: time spent refused was not its own.
		deadline := time.Now().Add(job.Limits.Timeout() + c.grace)
		if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
			deadline = d
		}
		res, err := c.sendBy(ctx, subj, job, deadline)
		var we *executors.WireError
		if !errors.As(err, &we) || we.Code != executors.CodeWorkerBusy {
			return res, err
		}
		c.busy.Add(1)
		// The last pause ends with the patience: a notice may still come within it.
		wait := min(pause/2+rand.N(pause), time.Until(patience))
		pause = min(2*pause, maxBusyPause)
		if wait <= 0 {
			c.gaveUp.Add(1)
			return res, err
		}
		wake, leave := c.waitRoom(subj, start)
		t := time.NewTimer(wait)
		select {
		case <-wake:
			c.roomWakes.Add(1)
		case <-t.C:
		case <-ctx.Done():
		}
		t.Stop()
		leave()
		if ctx.Err() != nil {
			return res, err
		}
	}
}

// sendBy is send under a context that ends at deadline.
func (c *Client) sendBy(ctx context.Context, subj string, job executors.Job, deadline time.Time) (executors.Result, error) {
	ctx, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()
	return c.send(ctx, subj, job, deadline)
}

// send sends job on subj once and waits for its answer, until deadline at most.
func (c *Client) send(ctx context.Context, subj string, job executors.Job, deadline time.Time) (executors.Result, error) {
	body, err := json.Marshal(executors.RunRequest{Job: job, Deadline: deadline})
	if err != nil {
		return executors.Result{}, fmt.Errorf("encode job: %w", err)
	}
	reply, w, done := c.await()
	defer done()
	// A reply sent while this connection was moving to another server of the cluster is lost
	// (core NATS keeps no message for a subscriber that is not there). Until the worker has
	// spoken, a reconnect ends the wait at the job's own limit and ReconnectGrace, not the
	// whole grace meant for a slow sandbox start; after it, its silence tells.
	moved := make(chan struct{})
	lost := (<-chan struct{})(moved) // nil once the worker has spoken
	stopWatch := c.watchReconnects(time.Now().Add(job.Limits.Timeout()+ReconnectGrace), func() { close(moved) })
	defer func() { stopWatch() }()

	msg := &nats.Msg{Subject: subj, Reply: reply, Data: body, Header: nats.Header{}}
	msg.Header.Set(executors.HeartbeatHeader, strconv.FormatInt(Heartbeat.Milliseconds(), 10))
	if err := c.nc.PublishMsg(msg); err != nil {
		return executors.Result{}, fmt.Errorf("dispatch on %s: %w", subj, err)
	}

	var silence <-chan time.Time // nil until the worker has spoken
	var quiet *time.Timer
	unheard := time.NewTimer(c.AcceptWait)
	defer unheard.Stop()
	acceptance := unheard.C // nil once the worker has spoken
	for {
		select {
		case m := <-w.answer:
			return decode(subj, m)
		case <-acceptance:
			return executors.Result{}, fmt.Errorf("%s: %w (%v)", subj, ErrNoReply, errUnacknowledged)
		case <-w.heard:
			unheard.Stop()
			acceptance = nil
			if quiet == nil {
				stopWatch()
				stopWatch = func() {}
				lost = nil
				quiet = time.NewTimer(Silence)
				defer quiet.Stop()
				silence = quiet.C
			} else {
				quiet.Reset(Silence)
			}
		case <-silence:
			return executors.Result{}, fmt.Errorf("%s: %w (%v)", subj, ErrNoReply, errSilent)
		case <-lost:
			return executors.Result{}, fmt.Errorf("%s: %w (%v)", subj, ErrNoReply, errReplyLost)
		case <-ctx.Done():
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				return executors.Result{}, fmt.Errorf("%s: %w", subj, ErrNoReply)
			}
			return executors.Result{}, fmt.Errorf("dispatch on %s: %w", subj, ctx.Err())
		}
	}
}

// decode reads a worker's answer m to a job sent on subj.
func decode(subj string, m *nats.Msg) (executors.Result, error) {
	if len(m.Data) == 0 && m.Header.Get("Status") == "503" {
		return executors.Result{}, fmt.Errorf("%s: %w", subj, ErrNoWorker)
	}
	if len(m.Data) > MaxReplyBytes {
		return executors.Result{}, fmt.Errorf("%w: reply of %d bytes", ErrProtocol, len(m.Data))
	}
	var reply executors.RunReply
	if err := json.Unmarshal(m.Data, &reply); err != nil {
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
// connection reconnected during the wait (the reply may have been lost meanwhile), when the
// worker has not spoken.
const ReconnectGrace = 3 * time.Second

// errReplyLost is the cause of a wait cut short by a reconnect.
var errReplyLost = errors.New("the gateway's connection to NATS moved while the run was out, so its answer may be lost")

// DefaultAcceptWait is how long Dispatch waits for a worker to say that it took a job (workers do so
// as soon as the job arrives, before anything else). Nothing heard by then means the job was
// lost on its way, for instance while a NATS node restarted and the routes between the
// gateway's server and the worker's moved: it is given up (ErrNoReply) rather than waited for
// until its limit and the grace (43 s by default). A worker that took it but whose word was
// lost for that long may still run it; the run is then reported failed and not counted.
const DefaultAcceptWait = 10 * time.Second

// errUnacknowledged is the cause of a wait given up because no worker said it took the job.
var errUnacknowledged = errors.New("no worker said it took the job")

// errSilent is the cause of a wait given up because the worker fell silent.
var errSilent = errors.New("the worker that took the job fell silent")

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

package run

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/gateway/internal/state"
)

// Bucket names of the gateway's own state. The object stores shared with workers are named in
// package executors.
const (
	// SessionBucket is the KV bucket of sessions and their counters.
	SessionBucket = state.SessionBucket
	// RunBucket is the KV bucket of run records.
	RunBucket = state.RunBucket
)

// maxCASAttempts bounds the retries of a compare-and-set loop under contention.
const maxCASAttempts = 200

// Session is a task session: one agent's work on one dataset.
type Session struct {
	ID       string    `json:"id"`
	Tenant   string    `json:"tenant"`
	Created  time.Time `json:"created"`
	Dataset  *Dataset  `json:"dataset,omitempty"`
	Counters Counters  `json:"counters"`
	// Write is the id of the write that made this version: a compare-and-set retried after
	// its answer was lost recognises its own write by it (state.JetStreamKV.Update).
	Write string `json:"write,omitempty"`
}

// Dataset is the session's uploaded CSV and, once inspected, its schema.
type Dataset struct {
	ID        string            `json:"id"`
	Key       string            `json:"key"`
	Bytes     int64             `json:"bytes"`
	SHA256    string            `json:"sha256"`
	Uploaded  time.Time         `json:"uploaded"`
	Inspected bool              `json:"inspected"`
	Columns   []string          `json:"columns,omitempty"`
	Dtypes    map[string]string `json:"dtypes,omitempty"`
	Rows      int               `json:"rows"`
	Missing   map[string]int    `json:"missing,omitempty"`
}

// facts are what inspect_csv found, for the executor's harness, or nil before it ran.
func (d *Dataset) facts() *executors.DatasetFacts {
	if d == nil || !d.Inspected || len(d.Columns) == 0 {
		return nil
	}
	return &executors.DatasetFacts{Columns: d.Columns, Dtypes: d.Dtypes, Rows: d.Rows, Missing: d.Missing}
}

// Counters are the session's budget counters. Runs counts reserved runs, those in flight
// included, so that a budget decision sees what concurrent requests already took.
type Counters struct {
	Runs                int            `json:"runs"`
	ToolCalls           int            `json:"tool_calls"`
	InFlight            int            `json:"in_flight"`
	ConsecutiveFailures int            `json:"consecutive_failures"`
	RuntimeMS           int64          `json:"runtime_ms"`
	Tokens              int64          `json:"tokens"`
	ErrorTypes          map[string]int `json:"error_types"`
	// Reserved holds the runs in flight by run id, each with the time its reservation lapses:
	// past the run's deadline by reservationMargin, when the gateway that reserved it must
	// long have settled it. A reservation whose gateway died first lapses then (see lapse):
	// InFlight does not stay raised for ever, and the run stays counted in Runs, since its
	// worker may have run it.
	Reserved map[string]time.Time `json:"reserved,omitempty"`
	// Abandoned counts the reservations that lapsed unsettled.
	Abandoned int `json:"abandoned,omitempty"`
}

// reservationMargin is how long past a run's deadline its reservation is kept for the
// gateway that made it to settle it; it also covers clock skew between gateways.
const reservationMargin = 2 * time.Minute

// reserve holds a run in flight until it is settled or until lapses, after dropping the
// reservations that lapsed before now.
func (c *Counters) reserve(runID string, now, lapses time.Time) {
	c.lapse(now)
	if c.Reserved == nil {
		c.Reserved = map[string]time.Time{}
	}
	c.Reserved[runID] = lapses
	c.InFlight++
}

// release ends runID's reservation and reports whether it was still held (false once it
// lapsed).
func (c *Counters) release(runID string, now time.Time) bool {
	_, held := c.Reserved[runID]
	if held {
		delete(c.Reserved, runID)
		c.InFlight--
	}
	c.lapse(now)
	return held
}

// lapse drops the reservations whose time has passed, counting them as abandoned.
func (c *Counters) lapse(now time.Time) {
	for id, until := range c.Reserved {
		if now.After(until) {
			delete(c.Reserved, id)
			c.InFlight--
			c.Abandoned++
		}
	}
	if len(c.Reserved) == 0 {
		c.Reserved = nil
	}
}

// store keeps sessions and run records in KV buckets, datasets and artifacts in object stores
// (package state: JetStream, or memory). The session logic is here, the same whichever
// backend is behind.
type store struct {
	sessions  state.KV
	runs      state.KV
	datasets  state.Objects
	artifacts state.Objects
	// recent remembers the version of each session this gateway last read or wrote, for the
	// run pipeline's first attempt (recentSession).
	recent recentSessions
	// turns lets the updates of one session on this gateway run one at a time
	// (updateSessionFrom).
	turns turns
	// turnHold is the longest an update holds its session's turn (defaultTurnHold).
	turnHold time.Duration
	// conflicts counts the compare-and-sets of sessions that failed and were tried again.
	conflicts atomic.Uint64
}

// turns hands out, per key, one turn at a time. Safe for concurrent use; a key's entry exists
// only while somebody holds or waits for its turn.
type turns struct {
	mu sync.Mutex
	m  map[string]*turn
}

type turn struct {
	ch   chan struct{} // holds a token while the turn is taken
	refs int           // holders and waiters
}

// take waits for key's turn, or for ctx to end; release gives the turn to the next.
func (t *turns) take(ctx context.Context, key string) (release func(), err error) {
	t.mu.Lock()
	if t.m == nil {
		t.m = make(map[string]*turn)
	}
	tn := t.m[key]
	if tn == nil {
		tn = &turn{ch: make(chan struct{}, 1)}
		t.m[key] = tn
	}
	tn.refs++
	t.mu.Unlock()
	done := func() {
		t.mu.Lock()
		if tn.refs--; tn.refs == 0 {
			delete(t.m, key)
		}
		t.mu.Unlock()
	}
	select {
	case tn.ch <- struct{}{}:
		return func() { <-tn.ch; done() }, nil
	case <-ctx.Done():
		done()
		return nil, ctx.Err()
	}
}

// recentSessionsMax bounds the sessions a store remembers; it forgets them all when full.
const recentSessionsMax = 8192

// recentSessions is the version of each session a store last read or wrote. Safe for
// concurrent use.
type recentSessions struct {
	mu sync.Mutex
	m  map[string]sessionVersion
}

func (r *recentSessions) get(id string) (sessionVersion, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	v, ok := r.m[id]
	return v, ok
}

// put remembers v unless a newer version of the session is remembered already.
func (r *recentSessions) put(id string, v sessionVersion) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if old, ok := r.m[id]; ok && old.rev >= v.rev {
		return
	}
	if r.m == nil || len(r.m) >= recentSessionsMax {
		r.m = make(map[string]sessionVersion)
	}
	v.recent = true
	r.m[id] = v
}

// errNotFound means the key does not exist (or belongs to another tenant: callers do not say).
var errNotFound = errors.New("not found")

func newStore(b state.Backend) *store {
	return &store{sessions: b.Sessions, runs: b.Runs, datasets: b.Datasets, artifacts: b.Artifacts, turnHold: defaultTurnHold}
}

// defaultTurnHold bounds how long one update holds its session's turn, whoever calls it (a
// run's reservation and settling, an upload): far above what its store calls take while a
// NATS node fails over (each retries for at most 12 s), so that it ends only a wait nothing
// else ends, as an error, instead of stopping the session's every later update for good.
const defaultTurnHold = 2 * time.Minute

func (s *store) createSession(ctx context.Context, sess *Session) error {
	b, err := json.Marshal(sess)
	if err != nil {
		return err
	}
	rev, err := s.sessions.Create(ctx, sess.ID, b)
	if err == nil {
		s.recent.put(sess.ID, sessionVersion{raw: b, rev: rev})
	}
	return err
}

// session loads a session of tenant; another tenant's session is errNotFound.
func (s *store) session(ctx context.Context, tenant, id string) (*Session, uint64, error) {
	sess, v, err := s.loadSession(ctx, tenant, id)
	return sess, v.rev, err
}

// sessionVersion is one stored version of a session: its bytes and KV revision. An update
// that starts from it saves the read when nobody changed the session since.
type sessionVersion struct {
	raw []byte
	rev uint64
	// recent marks a version remembered by this gateway (recentSession): another gateway may
	// have changed the session since, so only a compare-and-set from it proves it current.
	recent bool
}

// loadSession is session, with the version it read.
func (s *store) loadSession(ctx context.Context, tenant, id string) (*Session, sessionVersion, error) {
	if !validID(id) {
		return nil, sessionVersion{}, errNotFound
	}
	e, err := s.sessions.Get(ctx, id)
	if errors.Is(err, state.ErrNotFound) {
		return nil, sessionVersion{}, errNotFound
	}
	if err != nil {
		return nil, sessionVersion{}, err
	}
	v := sessionVersion{raw: e.Value, rev: e.Revision}
	sess, err := v.decode(tenant, id)
	if err == nil {
		s.recent.put(id, v)
	}
	return sess, v, err
}

// recentSession is loadSession from the version of the session this gateway last read or
// wrote, when it has one, without a round trip; that version may be stale (marked recent).
// Its caller must prove it with a compare-and-set (updateSessionFrom) before acting on it, or
// load the session anew.
func (s *store) recentSession(ctx context.Context, tenant, id string) (*Session, sessionVersion, error) {
	if !validID(id) {
		return nil, sessionVersion{}, errNotFound
	}
	if v, ok := s.recent.get(id); ok {
		sess, err := v.decode(tenant, id)
		return sess, v, err
	}
	return s.loadSession(ctx, tenant, id)
}

// decode parses the version; another tenant's session is errNotFound.
func (v sessionVersion) decode(tenant, id string) (*Session, error) {
	var sess Session
	if err := json.Unmarshal(v.raw, &sess); err != nil {
		return nil, fmt.Errorf("session %s: %w", id, err)
	}
	if sess.Tenant != tenant {
		return nil, errNotFound
	}
	return &sess, nil
}

// updateSession applies fn to the newest version of the session and writes it back only if
// nobody changed it meanwhile (compare-and-set on the KV revision), retrying on conflict. fn
// may be called several times and must not have side effects beyond the session it is given;
// an error from fn aborts without writing.
func (s *store) updateSession(ctx context.Context, tenant, id string, fn func(*Session) error) (*Session, error) {
	sess, _, err := s.updateSessionFrom(ctx, tenant, id, sessionVersion{}, fn)
	return sess, err
}

// updateSessionFrom is updateSession whose first attempt starts from a version already read
// (from, if it has bytes, or the newer one this gateway wrote since) instead of reading again:
// when nobody changed the session since, one round trip is saved; when somebody did, the
// compare-and-set fails and the next attempt reads the newest version. When fn aborts on a
// recent version (which may be stale), it is called again on the newest one, so that an abort
// is never decided on a stale session. It returns the version it wrote.
//
// The updates of one session on this gateway take turns, so that they do not fail each
// other's compare-and-set: only a write from elsewhere (another gateway) can.
func (s *store) updateSessionFrom(ctx context.Context, tenant, id string, from sessionVersion, fn func(*Session) error) (*Session, sessionVersion, error) {
	release, err := s.turns.take(ctx, id)
	if err != nil {
		return nil, sessionVersion{}, err
	}
	defer release()
	ctx, cancel := context.WithTimeout(ctx, s.turnHold)
	defer cancel()
	if v, ok := s.recent.get(id); ok && from.raw != nil && v.rev > from.rev {
		from = v
	}
	for attempt := range maxCASAttempts {
		var (
			sess *Session
			rev  uint64
			err  error
		)
		fresh := attempt > 0 || from.raw == nil
		if !fresh {
			sess, err = from.decode(tenant, id)
			rev = from.rev
		} else {
			sess, rev, err = s.session(ctx, tenant, id)
		}
		if err != nil {
			return nil, sessionVersion{}, err
		}
		if err := fn(sess); err != nil {
			if !fresh && from.recent {
				continue
			}
			return nil, sessionVersion{}, err
		}
		sess.Write = newID('w')
		b, err := json.Marshal(sess)
		if err != nil {
			return nil, sessionVersion{}, err
		}
		newRev, err := s.sessions.Update(ctx, id, b, rev)
		if errors.Is(err, state.ErrConflict) {
			s.conflicts.Add(1)
			if err := ctx.Err(); err != nil {
				return nil, sessionVersion{}, err
			}
			continue
		}
		if err != nil {
			return nil, sessionVersion{}, err
		}
		v := sessionVersion{raw: b, rev: newRev}
		s.recent.put(id, v)
		return sess, v, nil
	}
	return nil, sessionVersion{}, fmt.Errorf("session %s: too much contention", id)
}

func (s *store) putRun(ctx context.Context, rec *RunRecord) error {
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	_, err = s.runs.Put(ctx, rec.ID, b)
	return err
}

func (s *store) run(ctx context.Context, tenant, id string) (*RunRecord, error) {
	if !validID(id) {
		return nil, errNotFound
	}
	e, err := s.runs.Get(ctx, id)
	if errors.Is(err, state.ErrNotFound) {
		return nil, errNotFound
	}
	if err != nil {
		return nil, err
	}
	var rec RunRecord
	if err := json.Unmarshal(e.Value, &rec); err != nil {
		return nil, fmt.Errorf("run %s: %w", id, err)
	}
	if rec.Tenant != tenant {
		return nil, errNotFound
	}
	return &rec, nil
}

// readObject reads at most max bytes of an object; a missing one is errNotFound, a larger one
// an error.
func readObject(ctx context.Context, st state.Objects, name string, max int64) ([]byte, error) {
	b, err := st.Get(ctx, name, max)
	if errors.Is(err, state.ErrNotFound) {
		return nil, errNotFound
	}
	return b, err
}

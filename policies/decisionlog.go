package policies

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// EventSchema names the version of EventV1 in every logged entry.
const EventSchema = "sluice.decision/v1"

// EventV1 is one decision-log entry. Its OPA fields have the names and meaning of OPA's own
// decision-log event (so that OPA-aware tooling can read the log); the sluice fields identify
// the request and chain the entries of one log together.
//
// WARNING: the hash covers the canonical JSON of every field but Hash. A field added here
// changes the hash of new entries only; never rename or drop one, or old logs stop verifying.
type EventV1 struct {
	// Schema is EventSchema.
	Schema string `json:"schema"`

	// DecisionID is the decision's unique id.
	DecisionID string `json:"decision_id"`
	// Labels identify the writer (e.g. "id", "version" of the gateway).
	Labels map[string]string `json:"labels,omitempty"`
	// Bundles maps the bundle name to its revision, as OPA logs it.
	Bundles map[string]BundleInfoV1 `json:"bundles,omitempty"`
	// Path is the decision path, e.g. "sluice/admission".
	Path string `json:"path"`
	// Input is the (masked) input document.
	Input any `json:"input,omitempty"`
	// Result is the raw result.
	Result any `json:"result,omitempty"`
	// Erased are the pointers removed from Input by the mask rule.
	Erased []string `json:"erased,omitempty"`
	// Masked are the pointers replaced in Input by the mask rule.
	Masked []string `json:"masked,omitempty"`
	// Error is set when the evaluation failed (and the request was refused).
	Error *ErrorV1 `json:"error,omitempty"`
	// NDBuiltinCache holds non-deterministic builtin values, for replay.
	NDBuiltinCache json.RawMessage `json:"nd_builtin_cache,omitempty"`
	// Timestamp is the evaluation time (UTC).
	Timestamp time.Time `json:"timestamp"`

	// Tenant is the tenant id.
	Tenant string `json:"tenant"`
	// Session is the session id.
	Session string `json:"session"`
	// RunID is the run id, "" for decisions outside a run.
	RunID string `json:"run_id,omitempty"`
	// PolicyRevision is the revision of the policy that decided.
	PolicyRevision string `json:"policy_revision"`
	// AnalyzerVersion is the version of the analyzer whose facts were the input.
	AnalyzerVersion string `json:"analyzer_version,omitempty"`
	// LogID names the hash chain (one per DecisionLog).
	LogID string `json:"log_id"`
	// Seq is the entry's position in its chain, from 1.
	Seq uint64 `json:"seq"`
	// PrevHash is the Hash of the previous entry of the chain, "" for the first.
	PrevHash string `json:"prev_hash"`
	// Hash is the hex SHA-256 of the canonical JSON of the entry without Hash.
	Hash string `json:"hash,omitempty"`
}

// BundleInfoV1 is the revision of one bundle, as in OPA's decision-log event.
type BundleInfoV1 struct {
	// Revision is the bundle revision.
	Revision string `json:"revision"`
}

// BundleName is the name under which the policy bundle appears in EventV1.Bundles.
const BundleName = "sluice"

// EventMeta carries the fields of an entry that do not come from the decision itself.
type EventMeta struct {
	// Tenant is the tenant id.
	Tenant string
	// Session is the session id.
	Session string
	// RunID is the run id, if any.
	RunID string
	// AnalyzerVersion is the version of the analyzer, if the input holds facts.
	AnalyzerVersion string
	// Labels identify the writer.
	Labels map[string]string
}

// NewEvent builds the log entry of a decision. Seq, PrevHash, LogID and Hash are left for
// DecisionLog.AppendBatch.
func NewEvent(d Decision, meta EventMeta) *EventV1 {
	return &EventV1{
		Schema:          EventSchema,
		DecisionID:      d.ID,
		Labels:          meta.Labels,
		Bundles:         map[string]BundleInfoV1{BundleName: {Revision: d.Revision}},
		Path:            d.Path,
		Input:           d.Input,
		Result:          d.Result,
		Erased:          d.Erased,
		Masked:          d.Masked,
		Error:           d.Error,
		NDBuiltinCache:  d.NDBuiltinCache,
		Timestamp:       d.Time.UTC(),
		Tenant:          meta.Tenant,
		Session:         meta.Session,
		RunID:           meta.RunID,
		PolicyRevision:  d.Revision,
		AnalyzerVersion: meta.AnalyzerVersion,
	}
}

// ComputeHash returns the hex SHA-256 of the canonical JSON of ev without its Hash: object keys
// sorted, no insignificant white space, no HTML escaping, numbers as written.
func ComputeHash(ev *EventV1) (string, error) {
	c := *ev
	c.Hash = ""
	raw, err := canonicalJSON(&c)
	if err != nil {
		return "", fmt.Errorf("canonical JSON of entry %d: %w", ev.Seq, err)
	}
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:]), nil
}

// Sink stores entries durably. Write must return only once the entry is stored (fsync'd,
// acknowledged); an error means it may not be. A DecisionLog calls one sink from one goroutine
// at a time, in chain order.
type Sink interface {
	// Write stores one entry; line is its canonical JSON without a trailing newline.
	Write(ctx context.Context, ev *EventV1, line []byte) error
}

// BatchSink is a Sink that stores several entries as one unit: a DecisionLog hands it all the
// entries of a group commit at once (JSONLSink: one write and one fsync; JetStreamSink: every
// publish in flight together). A Sink without it gets one Write per entry, in order.
type BatchSink interface {
	Sink
	// WriteBatch stores entries in their order; lines[i] is the canonical JSON of entries[i]
	// without a trailing newline. It returns only once every entry is stored; an error means
	// any of them may not be, though a sink should store a prefix of entries or none.
	WriteBatch(ctx context.Context, entries []*EventV1, lines [][]byte) error
}

// DecisionLog appends entries to a hash chain and writes them to every sink, with group
// commit. Safe for concurrent use.
//
// AppendBatch chains a caller's entries (LogID, Seq, PrevHash, Hash, in order) under a short
// lock that covers no I/O and queues them; one writer goroutine at a time takes everything
// queued, in chain order, and writes it to all sinks at once (the sinks in parallel). Batches
// that arrive while a group is being written are chained on top of it and form the next group,
// so N concurrent runs cost about two fsyncs and two rounds of JetStream acks instead of 6·N.
// Every sink receives the entries in chain order, one group after the other: the JSONL file
// and the JetStream stream (published in order on one connection, never retried out of order)
// both hold the chain in order, which is what Verify checks.
//
// A caller returns only once all its entries are stored in every sink, or with an error; on an
// error it must not act on the decisions (the gateway refuses the request).
//
// A failed group ends the chain. Its entries may be stored in some sinks, or as a prefix in
// one; no later entry builds on them. The next entry starts a new chain, whose LogID is the
// log's base id with the suffix "~r<n>" (n counting the restarts), at seq 1 with no prev_hash;
// batches queued behind the failed group, written nowhere yet, are chained anew on it. So
// every sink verifies: the old chain simply ends where that sink stopped storing it, and a
// chain id with a ~r suffix tells an auditor that a write failed before it began. (Every
// caller of the failed group got the error and refused its request; its entries, where they
// were stored, are decisions that nothing acted on.)
type DecisionLog struct {
	// mu guards the fields below. It is held only to chain and queue entries, never across a
	// sink's I/O.
	mu       sync.Mutex
	baseID   string
	logID    string
	restarts int
	logJSON  []byte // logID as a JSON string
	seq      uint64
	prevHash string
	queue    []*pendingBatch // chained, not yet taken by the writer, in chain order
	writing  bool            // a writer goroutine owns the sinks
	sinks    []Sink
}

// pendingBatch is one caller's entries on their way to the sinks.
type pendingBatch struct {
	events []*EventV1
	tpls   []eventTemplate
	lines  [][]byte
	done   chan struct{}
	err    error // set before done is closed
	// appended is set when the batch joins the chain (AppendPrepared).
	appended atomic.Bool
}

// NewDecisionLog returns a log whose chain is named logID ("" picks a random id) and that
// writes to sinks. Use Resume to continue an existing chain.
func NewDecisionLog(logID string, sinks ...Sink) *DecisionLog {
	if logID == "" {
		logID = newID()
	}
	l := &DecisionLog{baseID: logID, sinks: sinks}
	l.setLogIDLocked(logID)
	return l
}

func (l *DecisionLog) setLogIDLocked(id string) {
	l.logID, l.logJSON = id, jsonString(id)
}

// Resume continues the chain after last, which must belong to this log (its base id or one of
// its restarted chains). Call it before the first append.
func (l *DecisionLog) Resume(last *EventV1) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if last.LogID != l.baseID && !strings.HasPrefix(last.LogID, l.baseID+restartSep) {
		return fmt.Errorf("resume: entry belongs to log %q, not %q", last.LogID, l.baseID)
	}
	if last.LogID != l.logID {
		l.setLogIDLocked(last.LogID)
		if n, err := strconv.Atoi(strings.TrimPrefix(last.LogID, l.baseID+restartSep)); err == nil {
			l.restarts = n
		}
	}
	l.seq, l.prevHash = last.Seq, last.Hash
	return nil
}

// restartSep separates a log's base id from the number of a restarted chain.
const restartSep = "~r"

// BaseID returns the log's base id: the name of its first chain and the prefix of every chain
// it restarts (see DecisionLog). It never changes.
func (l *DecisionLog) BaseID() string { return l.baseID }

// LogID returns the name of the current chain: the base id, or "<base>~r<n>" after n failed
// writes (see DecisionLog).
func (l *DecisionLog) LogID() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.logID
}

// Append appends one entry: AppendBatch with a batch of one.
func (l *DecisionLog) Append(ctx context.Context, ev *EventV1) error {
	return l.AppendBatch(ctx, []*EventV1{ev})
}

// AppendBatch assigns each entry of evs its LogID, Seq, PrevHash and Hash, in order and
// contiguously, and returns once all of them are stored in every sink. Entries of concurrent
// callers are written together (group commit). It fails when any sink fails to store the
// group, or when ctx ends first (the entries may then still be stored): the caller must then
// not act on the decisions. Schema, DecisionID and Timestamp are filled in when empty. evs
// must not be changed until AppendBatch returns, nor at all after it returned ctx's error
// (the log may still chain and write them).
func (l *DecisionLog) AppendBatch(ctx context.Context, evs []*EventV1) error {
	p, err := PrepareBatch(evs)
	if err != nil {
		return err
	}
	return l.AppendPrepared(ctx, p)
}

// PreparedBatch is a batch of entries encoded by PrepareBatch, not yet in any chain.
type PreparedBatch struct {
	b *pendingBatch
}

// PrepareBatch does the costly half of AppendBatch, the encoding of evs, without appending them
// (filling in Schema, DecisionID and Timestamp when empty), so that a caller can encode entries
// while it waits for something else and append them only if it still needs to. Safe for
// concurrent use; evs must not be changed afterwards.
func PrepareBatch(evs []*EventV1) (*PreparedBatch, error) {
	if len(evs) == 0 {
		return &PreparedBatch{}, nil
	}
	b := &pendingBatch{events: evs, tpls: make([]eventTemplate, len(evs)), lines: make([][]byte, len(evs)), done: make(chan struct{})}
	// The costly encoding happens here, outside the lock: chaining then only fills in the
	// chain fields and hashes.
	var prev *eventTemplate
	for i, ev := range evs {
		if ev == nil {
			return nil, errors.New("decision log: nil entry")
		}
		if ev.Schema == "" {
			ev.Schema = EventSchema
		}
		if ev.DecisionID == "" {
			ev.DecisionID = newID()
		}
		if ev.Timestamp.IsZero() {
			ev.Timestamp = time.Now().UTC()
		}
		if err := b.tpls[i].build(ev, prev); err != nil {
			return nil, fmt.Errorf("decision log: encoding entry %s: %w", ev.DecisionID, err)
		}
		prev = &b.tpls[i]
	}
	return &PreparedBatch{b: b}, nil
}

// AppendPrepared is AppendBatch of the entries of p, which PrepareBatch encoded: it chains
// them and returns once all of them are stored in every sink, with AppendBatch's errors. A
// batch is appended at most once; appending it again is an error.
func (l *DecisionLog) AppendPrepared(ctx context.Context, p *PreparedBatch) error {
	b := p.b
	if b == nil {
		return nil
	}
	if b.appended.Swap(true) {
		return errors.New("decision log: batch appended twice")
	}
	evs := b.events
	l.mu.Lock()
	l.chainLocked(b)
	l.queue = append(l.queue, b)
	start := !l.writing
	l.writing = true
	l.mu.Unlock()
	if start {
		go l.writeLoop(context.WithoutCancel(ctx))
	}

	select {
	case <-b.done:
		return b.err
	case <-ctx.Done():
		return fmt.Errorf("decision log: %d entries (from decision %s) not confirmed stored: %w", len(evs), evs[0].DecisionID, ctx.Err())
	}
}

// chainLocked links b's entries onto the chain's tip and renders their lines. l.mu is held.
func (l *DecisionLog) chainLocked(b *pendingBatch) {
	for i, ev := range b.events {
		ev.LogID = l.logID
		ev.Seq = l.seq + 1
		ev.PrevHash = l.prevHash
		ev.Hash, b.lines[i] = b.tpls[i].chain(l.logJSON, ev.Seq, ev.PrevHash)
		l.seq, l.prevHash = ev.Seq, ev.Hash
	}
}

// writeLoop writes queued groups until the queue is empty. One runs at a time (l.writing);
// ctx carries no deadline: each sink bounds its own writes.
func (l *DecisionLog) writeLoop(ctx context.Context) {
	for {
		l.mu.Lock()
		group := l.queue
		l.queue = nil
		if len(group) == 0 {
			l.writing = false
			l.mu.Unlock()
			return
		}
		l.mu.Unlock()

		err := l.writeGroup(ctx, group)
		if err != nil {
			first, last := group[0].events[0], group[len(group)-1].events[len(group[len(group)-1].events)-1]
			err = fmt.Errorf("decision log: entries %d-%d of chain %s: %w", first.Seq, last.Seq, first.LogID, err)
			l.mu.Lock()
			// The chain ends here; what queued meanwhile is written nowhere yet, so it is
			// chained anew at the head of a new chain.
			l.restarts++
			l.setLogIDLocked(l.baseID + restartSep + strconv.Itoa(l.restarts))
			l.seq, l.prevHash = 0, ""
			for _, b := range l.queue {
				l.chainLocked(b)
			}
			l.mu.Unlock()
		}
		for _, b := range group {
			b.err = err
			close(b.done)
		}
	}
}

// writeGroup writes the entries of group, in order, to every sink, the sinks in parallel.
func (l *DecisionLog) writeGroup(ctx context.Context, group []*pendingBatch) error {
	n := 0
	for _, b := range group {
		n += len(b.events)
	}
	evs := make([]*EventV1, 0, n)
	lines := make([][]byte, 0, n)
	for _, b := range group {
		evs = append(evs, b.events...)
		lines = append(lines, b.lines...)
	}
	errs := make([]error, len(l.sinks))
	var wg sync.WaitGroup
	for i, s := range l.sinks {
		if i == len(l.sinks)-1 {
			errs[i] = writeSink(ctx, s, evs, lines)
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = writeSink(ctx, s, evs, lines)
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// writeSink stores evs in s: in one WriteBatch when s is a BatchSink, else entry by entry,
// stopping at the first failure (so that s holds a prefix).
func writeSink(ctx context.Context, s Sink, evs []*EventV1, lines [][]byte) error {
	if bs, ok := s.(BatchSink); ok {
		return bs.WriteBatch(ctx, evs, lines)
	}
	for i, ev := range evs {
		if err := s.Write(ctx, ev, lines[i]); err != nil {
			return err
		}
	}
	return nil
}

// ChainError says where a decision log fails verification.
type ChainError struct {
	// Index is the entry's position in what was verified, from 0.
	Index int
	// LogID, Seq and DecisionID identify the first broken entry.
	LogID      string
	Seq        uint64
	DecisionID string
	// Reason says what is wrong.
	Reason string
}

// Error implements error.
func (e *ChainError) Error() string {
	return fmt.Sprintf("decision log: chain broken at entry seq %d (decision_id %s, log %s, index %d): %s",
		e.Seq, e.DecisionID, e.LogID, e.Index, e.Reason)
}

// Verify checks the hash chains in entries (in the order they were read; several logs may be
// interleaved): each entry's Hash must match its content, its Seq must follow the previous
// entry of its log and its PrevHash must be that entry's Hash. A log read from a filtered
// query has gaps; verify whole logs. The error is a *ChainError naming the first broken entry.
func Verify(entries []EventV1) error {
	type tip struct {
		seq  uint64
		hash string
	}
	tips := map[string]tip{}
	for i := range entries {
		ev := &entries[i]
		fail := func(format string, args ...any) error {
			return &ChainError{Index: i, LogID: ev.LogID, Seq: ev.Seq, DecisionID: ev.DecisionID, Reason: fmt.Sprintf(format, args...)}
		}
		h, err := ComputeHash(ev)
		if err != nil {
			return fail("%v", err)
		}
		if h != ev.Hash {
			return fail("hash %s does not match the content (%s)", ev.Hash, h)
		}
		prev, seen := tips[ev.LogID]
		switch {
		case !seen && ev.PrevHash == "" && ev.Seq == 1:
		case !seen:
			// The log started before what was read: accept its first entry as the anchor.
		case ev.Seq != prev.seq+1:
			return fail("seq %d follows seq %d", ev.Seq, prev.seq)
		case ev.PrevHash != prev.hash:
			return fail("prev_hash %s is not the hash of seq %d (%s)", ev.PrevHash, prev.seq, prev.hash)
		}
		tips[ev.LogID] = tip{seq: ev.Seq, hash: ev.Hash}
	}
	return nil
}

// NewChainID returns a fresh random id for a decision-log chain (what NewDecisionLog uses
// when given none); a caller may prefix it with its own name.
func NewChainID() string { return newID() }

// ChainSummary is one hash chain of a decision log as read back: the entries of one LogID.
type ChainSummary struct {
	// LogID names the chain; a gateway names its chains "<gateway name>/<id>".
	LogID string `json:"log_id"`
	// Entries is how many entries of the chain were read.
	Entries int `json:"entries"`
	// FirstSeq and LastSeq are the sequence numbers of its first and last entry read; a
	// FirstSeq above 1 means the chain began before what was read.
	FirstSeq uint64 `json:"first_seq"`
	LastSeq  uint64 `json:"last_seq"`
	// First and Last are the timestamps of those entries.
	First time.Time `json:"first"`
	Last  time.Time `json:"last"`
}

// Chains summarises the chains in entries, in the order of their first entry.
func Chains(entries []EventV1) []ChainSummary {
	var out []ChainSummary
	at := map[string]int{}
	for i := range entries {
		ev := &entries[i]
		k, ok := at[ev.LogID]
		if !ok {
			k = len(out)
			at[ev.LogID] = k
			out = append(out, ChainSummary{LogID: ev.LogID, FirstSeq: ev.Seq, First: ev.Timestamp})
		}
		c := &out[k]
		c.Entries++
		c.LastSeq, c.Last = ev.Seq, ev.Timestamp
	}
	return out
}

// Filter selects entries when reading a log back. Zero fields match everything.
type Filter struct {
	// Tenant, Session, RunID and Path must match exactly when set.
	Tenant, Session, RunID, Path string
	// Since and Until bound the Timestamp (inclusive) when set.
	Since, Until time.Time
	// Limit caps the number of entries returned (0: no cap).
	Limit int
}

// Match reports whether ev passes the filter.
func (f Filter) Match(ev *EventV1) bool {
	switch {
	case f.Tenant != "" && ev.Tenant != f.Tenant,
		f.Session != "" && ev.Session != f.Session,
		f.RunID != "" && ev.RunID != f.RunID,
		f.Path != "" && ev.Path != f.Path,
		!f.Since.IsZero() && ev.Timestamp.Before(f.Since),
		!f.Until.IsZero() && ev.Timestamp.After(f.Until):
		return false
	}
	return true
}

// decodeEvent decodes one JSON entry, keeping numbers exactly as written.
func decodeEvent(raw []byte) (EventV1, error) {
	var ev EventV1
	if err := unmarshalExact(raw, &ev); err != nil {
		return EventV1{}, err
	}
	return ev, nil
}

package policies

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
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
// DecisionLog.Append.
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

// encodeEvent returns the canonical JSON line of ev (with its Hash), without a newline.
func encodeEvent(ev *EventV1) ([]byte, error) {
	return canonicalJSON(ev)
}

// Sink stores entries durably. Write must return only once the entry is stored (fsync'd,
// acknowledged); an error means it may not be. Writes of one DecisionLog are serialised.
type Sink interface {
	// Write stores one entry; line is its canonical JSON without a trailing newline.
	Write(ctx context.Context, ev *EventV1, line []byte) error
}

// DecisionLog appends entries to a hash chain and writes each to every sink. Safe for
// concurrent use: appends are serialised, so sinks receive entries in Seq order.
type DecisionLog struct {
	mu       sync.Mutex
	logID    string
	seq      uint64
	prevHash string
	sinks    []Sink
}

// NewDecisionLog returns a log whose chain is named logID ("" picks a random id) and that
// writes to sinks. Use Resume to continue an existing chain.
func NewDecisionLog(logID string, sinks ...Sink) *DecisionLog {
	if logID == "" {
		logID = newID()
	}
	return &DecisionLog{logID: logID, sinks: sinks}
}

// Resume continues the chain after last, which must belong to this log.
func (l *DecisionLog) Resume(last *EventV1) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if last.LogID != l.logID {
		return fmt.Errorf("resume: entry belongs to log %q, not %q", last.LogID, l.logID)
	}
	l.seq, l.prevHash = last.Seq, last.Hash
	return nil
}

// LogID returns the name of the chain.
func (l *DecisionLog) LogID() string { return l.logID }

// Append assigns ev its LogID, Seq, PrevHash and Hash and writes it to every sink. It fails
// when any sink fails: the caller must then not act on the decision (the gateway appends
// before it dispatches). When no sink stored the entry the chain is not advanced; when some
// did, it is, and the missing entry shows as a gap when the other sinks are verified.
func (l *DecisionLog) Append(ctx context.Context, ev *EventV1) error {
	if ev == nil {
		return errors.New("decision log: nil entry")
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if ev.Schema == "" {
		ev.Schema = EventSchema
	}
	if ev.DecisionID == "" {
		ev.DecisionID = newID()
	}
	if ev.Timestamp.IsZero() {
		ev.Timestamp = time.Now().UTC()
	}
	ev.LogID = l.logID
	ev.Seq = l.seq + 1
	ev.PrevHash = l.prevHash
	ev.Hash = ""
	h, err := ComputeHash(ev)
	if err != nil {
		return fmt.Errorf("decision log: %w", err)
	}
	ev.Hash = h
	line, err := encodeEvent(ev)
	if err != nil {
		return fmt.Errorf("decision log: encoding entry %d: %w", ev.Seq, err)
	}
	var errs []error
	stored := 0
	for _, s := range l.sinks {
		if err := s.Write(ctx, ev, line); err != nil {
			errs = append(errs, err)
			continue
		}
		stored++
	}
	if stored > 0 || len(l.sinks) == 0 {
		l.seq, l.prevHash = ev.Seq, ev.Hash
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("decision log: entry %d (%s): %w", ev.Seq, ev.DecisionID, err)
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

package policies

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// IndexEntry is the summary of one entry of the decision stream that an Index keeps: enough to
// filter and page through a long log without reading it, and where to read the entry whole.
type IndexEntry struct {
	// StreamSeq is the entry's sequence in the decision stream: the cursor of a page, and
	// where ReadStreamEntry reads it whole.
	StreamSeq uint64 `json:"stream_seq"`
	// DecisionID, Tenant, Session, RunID, Path, PolicyRevision, Timestamp, LogID and Seq are
	// the entry's own.
	DecisionID     string    `json:"decision_id"`
	Tenant         string    `json:"tenant"`
	Session        string    `json:"session"`
	RunID          string    `json:"run_id,omitempty"`
	Path           string    `json:"path"`
	PolicyRevision string    `json:"policy_revision"`
	Timestamp      time.Time `json:"timestamp"`
	LogID          string    `json:"log_id"`
	Seq            uint64    `json:"seq"`
	// Allow is the result's allow, when it has one (admission, budget, tools).
	Allow *bool `json:"allow,omitempty"`
	// Rules are the rules of the result's violations, in order.
	Rules []string `json:"rules,omitempty"`
	// Error is the code of the evaluation's error, when it failed.
	Error string `json:"error,omitempty"`
	// Chain is "ok" when the entry's hash matches its content and it follows the entry
	// before it in its chain; "anchor" for the first entry of a chain that began before the
	// stream's first entry; otherwise why the link is broken.
	Chain string `json:"chain"`
}

// Index is an in-memory index of the decision stream for auditors: the summary of every entry
// in stream order, built by following the stream (Follow), each entry's hash and link to its
// chain checked as it arrives. Queries filter and page through it newest or oldest first
// without reading the stream; a page's entries are then read whole by their stream sequence.
// Its memory is a few hundred bytes an entry. It is safe for concurrent use.
type Index struct {
	mu      sync.RWMutex
	entries []IndexEntry // by StreamSeq, ascending
	byID    map[string]int
	tips    map[string]chainTip
	last    uint64 // the last stream sequence indexed
	changed chan struct{}
	err     error // why Follow stopped, if it did
}

type chainTip struct {
	seq  uint64
	hash string
}

// NewIndex returns an empty index.
func NewIndex() *Index {
	return &Index{byID: map[string]int{}, tips: map[string]chainTip{}, changed: make(chan struct{})}
}

// Follow indexes the decision stream from its first entry and then every new one, until ctx
// is done (nil) or the stream cannot be read (the error, which WaitFor then reports too).
func (ix *Index) Follow(ctx context.Context, js jetstream.JetStream) error {
	err := ix.follow(ctx, js)
	if ctx.Err() != nil {
		err = nil
	}
	ix.mu.Lock()
	ix.err = err
	if ix.err == nil {
		ix.err = errors.New("decision index: stopped")
	}
	close(ix.changed)
	ix.changed = make(chan struct{})
	ix.mu.Unlock()
	return err
}

func (ix *Index) follow(ctx context.Context, js jetstream.JetStream) error {
	cons, err := js.OrderedConsumer(ctx, DecisionStream, jetstream.OrderedConsumerConfig{DeliverPolicy: jetstream.DeliverAllPolicy})
	if err != nil {
		return fmt.Errorf("decision index: %w", err)
	}
	it, err := cons.Messages()
	if err != nil {
		return fmt.Errorf("decision index: %w", err)
	}
	stop := context.AfterFunc(ctx, it.Stop)
	defer stop()
	defer it.Stop()
	for {
		msg, err := it.Next()
		if err != nil {
			return fmt.Errorf("decision index: %w", err)
		}
		meta, err := msg.Metadata()
		if err != nil {
			return fmt.Errorf("decision index: %w", err)
		}
		ix.add(meta.Sequence.Stream, msg.Data())
	}
}

// add indexes the entry at stream sequence seq.
func (ix *Index) add(seq uint64, raw []byte) {
	e := IndexEntry{StreamSeq: seq}
	ev, err := decodeEvent(raw)
	if err != nil {
		e.Chain = "not a valid entry: " + err.Error()
	} else {
		e = summarise(seq, &ev)
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if seq <= ix.last {
		return // an ordered consumer that restarted delivers again
	}
	if err == nil {
		e.Chain = ix.link(&ev)
	}
	ix.entries = append(ix.entries, e)
	if e.DecisionID != "" {
		ix.byID[e.DecisionID] = len(ix.entries) - 1
	}
	ix.last = seq
	close(ix.changed)
	ix.changed = make(chan struct{})
}

// summarise is the index entry of ev, without its chain status.
func summarise(seq uint64, ev *EventV1) IndexEntry {
	e := IndexEntry{
		StreamSeq: seq, DecisionID: ev.DecisionID, Tenant: ev.Tenant, Session: ev.Session, RunID: ev.RunID,
		Path: ev.Path, PolicyRevision: ev.PolicyRevision, Timestamp: ev.Timestamp, LogID: ev.LogID, Seq: ev.Seq,
	}
	if ev.Error != nil {
		e.Error = ev.Error.Code
	}
	if m, ok := ev.Result.(map[string]any); ok {
		if a, ok := m["allow"].(bool); ok {
			e.Allow = &a
		}
	}
	e.Rules = ResultRules(ev.Result)
	return e
}

// ResultRules returns the rules of a decision result's violations, each once, in order; none
// for a result without violations.
func ResultRules(result any) []string {
	m, _ := result.(map[string]any)
	vs, _ := m["violations"].([]any)
	var out []string
	for _, v := range vs {
		if vm, ok := v.(map[string]any); ok {
			if r, ok := vm["rule"].(string); ok && !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// link checks ev's hash and its link to the entry before it in its chain, as Verify does,
// and advances the chain's tip; the caller holds ix.mu.
// A changed entry is named alone: the tip advances to the hash it claims, which the next
// entry links to.
func (ix *Index) link(ev *EventV1) string {
	prev, seen := ix.tips[ev.LogID]
	ix.tips[ev.LogID] = chainTip{seq: ev.Seq, hash: ev.Hash}
	h, err := ComputeHash(ev)
	if err != nil {
		return err.Error()
	}
	if h != ev.Hash {
		return fmt.Sprintf("hash %s does not match the content (%s)", ev.Hash, h)
	}
	switch {
	case !seen && ev.PrevHash == "" && ev.Seq == 1:
		return "ok"
	case !seen:
		return "anchor"
	case ev.Seq != prev.seq+1:
		return fmt.Sprintf("seq %d follows seq %d", ev.Seq, prev.seq)
	case ev.PrevHash != prev.hash:
		return fmt.Sprintf("prev_hash %s is not the hash of seq %d (%s)", ev.PrevHash, prev.seq, prev.hash)
	}
	return "ok"
}

// WaitFor waits until the index holds every entry up to stream sequence seq.
func (ix *Index) WaitFor(ctx context.Context, seq uint64) error {
	for {
		ix.mu.RLock()
		last, ch, err := ix.last, ix.changed, ix.err
		ix.mu.RUnlock()
		if last >= seq {
			return nil
		}
		if err != nil {
			return err
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return fmt.Errorf("decision index: %d of %d entries indexed: %w", last, seq, ctx.Err())
		}
	}
}

// Query selects index entries. Zero fields match everything.
type Query struct {
	// Tenant, Session, RunID, Path, Rule and PolicyRevision must match exactly when set (Rule:
	// one of the entry's rules).
	Tenant, Session, RunID, Path, Rule, PolicyRevision string
	// Allow, when set, must equal the entry's allow (entries without one never match).
	Allow *bool
	// Since and Until bound the timestamp (inclusive) when set.
	Since, Until time.Time
	// Newest pages from the newest entry back; otherwise from the oldest forward.
	Newest bool
	// Cursor is the StreamSeq of the last entry of the previous page (0: the first page).
	Cursor uint64
	// Limit caps the page (0: 100).
	Limit int
}

func (q *Query) match(e *IndexEntry) bool {
	switch {
	case q.Tenant != "" && e.Tenant != q.Tenant,
		q.Session != "" && e.Session != q.Session,
		q.RunID != "" && e.RunID != q.RunID,
		q.Path != "" && e.Path != q.Path,
		q.PolicyRevision != "" && e.PolicyRevision != q.PolicyRevision,
		q.Rule != "" && !slices.Contains(e.Rules, q.Rule),
		q.Allow != nil && (e.Allow == nil || *e.Allow != *q.Allow),
		!q.Since.IsZero() && e.Timestamp.Before(q.Since),
		!q.Until.IsZero() && e.Timestamp.After(q.Until):
		return false
	}
	return true
}

// Query returns a page of the entries that match q, and whether more follow it.
func (ix *Index) Query(q Query) (page []IndexEntry, more bool) {
	limit := q.Limit
	if limit <= 0 {
		limit = 100
	}
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	n := len(ix.entries)
	at := sort.Search(n, func(i int) bool { return ix.entries[i].StreamSeq >= q.Cursor }) // first at or after the cursor
	step, i := 1, at
	if q.Newest {
		step, i = -1, at-1
		if q.Cursor == 0 {
			i = n - 1
		}
	} else if i < n && q.Cursor != 0 && ix.entries[i].StreamSeq == q.Cursor {
		i++
	}
	for ; i >= 0 && i < n; i += step {
		e := &ix.entries[i]
		if !q.match(e) {
			continue
		}
		if len(page) == limit {
			return page, true
		}
		page = append(page, *e)
	}
	return page, false
}

// Lookup returns the index entry of a decision id.
func (ix *Index) Lookup(decisionID string) (IndexEntry, bool) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	i, ok := ix.byID[decisionID]
	if !ok {
		return IndexEntry{}, false
	}
	return ix.entries[i], true
}

// Len returns how many entries the index holds.
func (ix *Index) Len() int {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return len(ix.entries)
}

// ReadStreamEntry reads the entry at stream sequence seq of the decision stream.
func ReadStreamEntry(ctx context.Context, js jetstream.JetStream, seq uint64) (EventV1, error) {
	st, err := js.Stream(ctx, DecisionStream)
	if err != nil {
		return EventV1{}, fmt.Errorf("decision stream: %w", err)
	}
	msg, err := st.GetMsg(ctx, seq)
	if err != nil {
		return EventV1{}, fmt.Errorf("decision stream: entry %d: %w", seq, err)
	}
	ev, err := decodeEvent(msg.Data)
	if err != nil {
		return EventV1{}, fmt.Errorf("decision stream: entry %d is not a valid entry: %w", seq, err)
	}
	return ev, nil
}

// StreamLastSeq returns the sequence of the decision stream's last entry (0 when empty).
func StreamLastSeq(ctx context.Context, js jetstream.JetStream) (uint64, error) {
	st, err := js.Stream(ctx, DecisionStream)
	if err != nil {
		return 0, fmt.Errorf("decision stream: %w", err)
	}
	info, err := st.Info(ctx)
	if err != nil {
		return 0, fmt.Errorf("decision stream: %w", err)
	}
	return info.State.LastSeq, nil
}

package policies

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// unmarshalExact decodes JSON keeping numbers as json.Number, so that a re-encoded entry is
// byte-identical and its hash verifies.
func unmarshalExact(raw []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("trailing data after the JSON value")
	}
	return nil
}

// CorruptEntryError reports a line of a JSONL log that is not a valid entry.
type CorruptEntryError struct {
	// Line is the 1-based line number.
	Line int
	// AfterSeq is the Seq of the last valid entry before it (0 if none).
	AfterSeq uint64
	// Err is why it could not be decoded.
	Err error
}

// Error implements error.
func (e *CorruptEntryError) Error() string {
	return fmt.Sprintf("decision log: line %d (after seq %d) is not a valid entry: %v", e.Line, e.AfterSeq, e.Err)
}

// Unwrap returns the decoding error.
func (e *CorruptEntryError) Unwrap() error { return e.Err }

// maxLineBytes caps one JSONL entry when reading.
const maxLineBytes = 16 << 20

// ReadJSONL reads the entries of a JSONL log that pass f. A line that does not decode is a
// *CorruptEntryError naming it.
func ReadJSONL(r io.Reader, f Filter) ([]EventV1, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLineBytes)
	var (
		out     []EventV1
		lastSeq uint64
		n       int
	)
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		ev, err := decodeEvent(line)
		if err != nil {
			return out, &CorruptEntryError{Line: n, AfterSeq: lastSeq, Err: err}
		}
		lastSeq = ev.Seq
		if f.Match(&ev) {
			out = append(out, ev)
			if f.Limit > 0 && len(out) >= f.Limit {
				break
			}
		}
	}
	if err := sc.Err(); err != nil {
		return out, fmt.Errorf("decision log: line %d: %w", n+1, err)
	}
	return out, nil
}

// ReadJSONLFile is ReadJSONL on the file at path.
func ReadJSONLFile(path string, f Filter) ([]EventV1, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("decision log: %w", err)
	}
	defer file.Close()
	return ReadJSONL(file, f)
}

// DecisionStream is the JetStream stream holding the decision log.
const DecisionStream = "SLUICE_DECISIONS"

// DecisionSubjectPrefix starts every decision subject:
// sluice.decisions.<tenant>.<session>.<decision point>.
const DecisionSubjectPrefix = "sluice.decisions"

// DecisionSubject returns the subject of an entry. Tokens are the tenant, the session ("_"
// when none) and the last element of the path; characters NATS gives meaning to are replaced.
func DecisionSubject(tenant, session, path string) string {
	point := path
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		point = path[i+1:]
	}
	return strings.Join([]string{DecisionSubjectPrefix, subjectToken(tenant), subjectToken(session), subjectToken(point)}, ".")
}

func subjectToken(s string) string {
	if s == "" {
		return "_"
	}
	return strings.Map(func(r rune) rune {
		switch {
		case r == '.' || r == '*' || r == '>' || r <= ' ' || r == 0x7f:
			return '_'
		}
		return r
	}, s)
}

// JetStreamSink publishes entries to the SLUICE_DECISIONS stream and waits for the acks. The
// message id is the decision id, so a retried publish is de-duplicated by the server. A batch
// is published asynchronously, every message in flight at once, in order on one connection
// (so the stream holds them in order), and then every ack is awaited.
type JetStreamSink struct {
	js      jetstream.JetStream
	timeout time.Duration
}

var _ BatchSink = (*JetStreamSink)(nil)

// StreamOptions configure the decision stream when EnsureDecisionStream creates it.
type StreamOptions struct {
	// Replicas is the number of stream replicas (1 for a single server; 3 in a cluster).
	Replicas int
	// MaxAge bounds how long entries are kept (0: forever).
	MaxAge time.Duration
}

// EnsureDecisionStream returns the SLUICE_DECISIONS stream, creating it (file storage,
// subjects sluice.decisions.>) when missing. An existing stream is used as it is configured,
// except that its replicas are raised to opts.Replicas when it has fewer (a log that began on
// one node and moved to a cluster); they are never lowered.
func EnsureDecisionStream(ctx context.Context, js jetstream.JetStream, opts StreamOptions) (jetstream.Stream, error) {
	s, err := js.Stream(ctx, DecisionStream)
	if err == nil {
		cfg := s.CachedInfo().Config
		if cfg.Replicas >= opts.Replicas {
			return s, nil
		}
		cfg.Replicas = opts.Replicas
		if s, err = js.UpdateStream(ctx, cfg); err != nil {
			return nil, fmt.Errorf("decision stream: raising %s to %d replicas: %w", DecisionStream, opts.Replicas, err)
		}
		return s, nil
	}
	if !errors.Is(err, jetstream.ErrStreamNotFound) {
		return nil, fmt.Errorf("decision stream: %w", err)
	}
	s, err = js.CreateStream(ctx, jetstream.StreamConfig{
		Name:        DecisionStream,
		Description: "sluice policy decision log (hash-chained EventV1 entries)",
		Subjects:    []string{DecisionSubjectPrefix + ".>"},
		Storage:     jetstream.FileStorage,
		Replicas:    max(1, opts.Replicas),
		MaxAge:      opts.MaxAge,
		Duplicates:  2 * time.Minute,
		DenyDelete:  true,
		DenyPurge:   true,
	})
	if errors.Is(err, jetstream.ErrStreamNameAlreadyInUse) {
		return js.Stream(ctx, DecisionStream)
	}
	if err != nil {
		return nil, fmt.Errorf("decision stream: creating %s: %w", DecisionStream, err)
	}
	return s, nil
}

// NewJetStreamSink returns a sink publishing to the decision stream, which it creates when
// missing. timeout bounds each publish (0: 5 s).
func NewJetStreamSink(ctx context.Context, js jetstream.JetStream, opts StreamOptions, timeout time.Duration) (*JetStreamSink, error) {
	if _, err := EnsureDecisionStream(ctx, js, opts); err != nil {
		return nil, err
	}
	if timeout <= 0 {
		timeout = 5 * time.Second
	}
	return &JetStreamSink{js: js, timeout: timeout}, nil
}

// Write publishes line on the entry's subject and waits for the stream's ack.
func (s *JetStreamSink) Write(ctx context.Context, ev *EventV1, line []byte) error {
	return s.WriteBatch(ctx, []*EventV1{ev}, [][]byte{line})
}

// WriteBatch publishes every entry, in order, without waiting in between, then waits for all
// the acks (within the sink's timeout). While a cluster elects a stream leader (a few
// seconds) or the connection moves to another server, entries fail with no responders, an
// error ack or a lost ack; when what the stream acknowledged is a prefix of the batch, the
// whole batch is published again, for up to noLeaderPatience, with the same message ids:
// JetStream's duplicate window drops what it already holds (a duplicate ack then means
// stored), and what one connection sends reaches the stream in order, so an unacknowledged
// entry was stored only if everything before it was, and a republish cannot reorder the chain.
// Any other failure fails the batch. After a publish that fails to be sent, the rest of the
// batch is not sent, so the stream holds a prefix of it.
func (s *JetStreamSink) WriteBatch(ctx context.Context, entries []*EventV1, lines [][]byte) error {
	wait := 50 * time.Millisecond
	for attempt, deadline := 0, time.Now().Add(noLeaderPatience); ; attempt++ {
		retryable, err := s.publishBatch(ctx, entries, lines, attempt > 0)
		if err == nil || !retryable || ctx.Err() != nil || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(wait):
		}
		wait = min(2*wait, 500*time.Millisecond)
	}
}

// noLeaderPatience bounds how long WriteBatch publishes a batch again: longer than
// nats-server's Raft election (4 to 9 s).
const noLeaderPatience = 12 * time.Second

// publishBatch is one attempt of WriteBatch. again: an earlier attempt may have stored some
// entries, so a duplicate ack means stored. retryable reports that the failures were
// transient (no responders, an error ack, no ack in time) and that the entries acknowledged
// form a prefix of the batch.
func (s *JetStreamSink) publishBatch(ctx context.Context, entries []*EventV1, lines [][]byte, again bool) (retryable bool, err error) {
	actx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	futures := make([]jetstream.PubAckFuture, 0, len(entries))
	var errs []error
	for i, ev := range entries {
		msg := &nats.Msg{Subject: DecisionSubject(ev.Tenant, ev.Session, ev.Path), Data: lines[i]}
		f, err := s.js.PublishMsgAsync(msg, jetstream.WithMsgID(ev.DecisionID), jetstream.WithExpectStream(DecisionStream), jetstream.WithRetryAttempts(0))
		if err != nil {
			errs = append(errs, fmt.Errorf("publishing %s (decision %s): %w", msg.Subject, ev.DecisionID, err))
			break
		}
		futures = append(futures, f)
	}
	retryable = len(futures) == len(entries)
	failed := false // an entry before this one failed
	for i, f := range futures {
		ev := entries[i]
		select {
		case ack := <-f.Ok():
			if ack.Duplicate && !again {
				errs = append(errs, fmt.Errorf("publishing %s: decision %s was already logged", f.Msg().Subject, ev.DecisionID))
				retryable = false
			} else if failed {
				retryable = false // stored after one that was not: not a prefix
			}
		case err := <-f.Err():
			var refused *jetstream.APIError
			// No responders (ErrNoStreamResponse, as an async publish reports it) or an error
			// ack: not stored.
			if !errors.Is(err, nats.ErrNoResponders) && !errors.Is(err, jetstream.ErrNoStreamResponse) && !errors.As(err, &refused) {
				retryable = false
			}
			failed = true
			errs = append(errs, fmt.Errorf("publishing %s (decision %s): %w", f.Msg().Subject, ev.DecisionID, err))
		case <-actx.Done():
			// The rest of the acks are lost or late: whatever of them was stored follows what
			// was acknowledged, unless an entry before them failed (one of them may be stored
			// after one that is not).
			return retryable && !failed && ctx.Err() == nil, errors.Join(append(errs, fmt.Errorf("decision stream: %d of %d acks not received: %w", len(futures)-i, len(entries), actx.Err()))...)
		}
	}
	return retryable, errors.Join(errs...)
}

// readPatience bounds how long ReadJetStream waits for the decision stream to answer. A
// minute: 15 s were too few once, on a loaded 2-core machine, right after a node of a 3-node
// cluster restarted (TestClusterSurvivesLosingANATSNode in CI); an auditor's replay would
// rather wait than fail. The caller's context still bounds it.
const readPatience = time.Minute

// ReadJetStream reads the entries of the decision stream that pass f, in stream order. Tenant
// and session narrow the subject filter; the rest of f is applied to each entry.
func ReadJetStream(ctx context.Context, js jetstream.JetStream, f Filter) ([]EventV1, error) {
	subject := DecisionSubjectPrefix + ".>"
	if f.Tenant != "" {
		subject = DecisionSubjectPrefix + "." + subjectToken(f.Tenant) + ".>"
		if f.Session != "" {
			subject = DecisionSubjectPrefix + "." + subjectToken(f.Tenant) + "." + subjectToken(f.Session) + ".>"
		}
	}
	cfg := jetstream.OrderedConsumerConfig{FilterSubjects: []string{subject}, DeliverPolicy: jetstream.DeliverAllPolicy}
	if !f.Since.IsZero() {
		since := f.Since
		cfg.DeliverPolicy = jetstream.DeliverByStartTimePolicy
		cfg.OptStartTime = &since
	}
	// A cluster node that has just started, or a stream electing a new leader, answers with
	// no responders or not at all for a few seconds: read again from the start, within
	// readPatience.
	for deadline := time.Now().Add(readPatience); ; {
		out, err := readJetStreamOnce(ctx, js, cfg, f)
		retry := errors.Is(err, nats.ErrNoResponders) || errors.Is(err, nats.ErrTimeout) || errors.Is(err, context.DeadlineExceeded)
		if err == nil || !retry || ctx.Err() != nil || time.Now().After(deadline) {
			return out, err
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// readJetStreamOnce is one attempt of ReadJetStream with an ordered consumer of cfg.
func readJetStreamOnce(ctx context.Context, js jetstream.JetStream, cfg jetstream.OrderedConsumerConfig, f Filter) ([]EventV1, error) {
	cons, err := js.OrderedConsumer(ctx, DecisionStream, cfg)
	if err != nil {
		return nil, fmt.Errorf("decision stream: %w", err)
	}
	info, err := cons.Info(ctx)
	if err != nil {
		return nil, fmt.Errorf("decision stream: %w", err)
	}
	pending := info.NumPending
	var out []EventV1
	for pending > 0 {
		batch, err := cons.Fetch(int(min(pending, 256)), jetstream.FetchMaxWait(2*time.Second))
		if err != nil {
			return out, fmt.Errorf("decision stream: %w", err)
		}
		got := 0
		for msg := range batch.Messages() {
			got++
			meta, err := msg.Metadata()
			if err != nil {
				return out, fmt.Errorf("decision stream: %w", err)
			}
			pending = meta.NumPending
			ev, err := decodeEvent(msg.Data())
			if err != nil {
				return out, fmt.Errorf("decision stream: message %d is not a valid entry: %w", meta.Sequence.Stream, err)
			}
			if f.Match(&ev) {
				out = append(out, ev)
				if f.Limit > 0 && len(out) >= f.Limit {
					return out, nil
				}
			}
		}
		if err := batch.Error(); err != nil && !errors.Is(err, jetstream.ErrNoMessages) {
			return out, fmt.Errorf("decision stream: %w", err)
		}
		if got == 0 {
			if err := ctx.Err(); err != nil {
				return out, fmt.Errorf("decision stream: %w", err)
			}
			return out, fmt.Errorf("decision stream: %d entries pending but none delivered", pending)
		}
	}
	return out, nil
}

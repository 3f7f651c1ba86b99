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
	"sync"
	"time"

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

// JSONLSink appends entries to a file, one canonical JSON line each, and fsyncs every write.
type JSONLSink struct {
	mu   sync.Mutex
	path string
	f    *os.File
}

// OpenJSONL opens (creating it 0600 if needed) the JSONL log at path for appending.
func OpenJSONL(path string) (*JSONLSink, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return nil, fmt.Errorf("decision log: %w", err)
	}
	return &JSONLSink{path: path, f: f}, nil
}

// Write appends line and a newline and fsyncs the file.
func (s *JSONLSink) Write(_ context.Context, _ *EventV1, line []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.f == nil {
		return fmt.Errorf("decision log %s: closed", s.path)
	}
	buf := make([]byte, 0, len(line)+1)
	buf = append(append(buf, line...), '\n')
	if _, err := s.f.Write(buf); err != nil {
		return fmt.Errorf("decision log %s: %w", s.path, err)
	}
	if err := s.f.Sync(); err != nil {
		return fmt.Errorf("decision log %s: fsync: %w", s.path, err)
	}
	return nil
}

// Close closes the file.
func (s *JSONLSink) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.f == nil {
		return nil
	}
	err := s.f.Close()
	s.f = nil
	return err
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

// JetStreamSink publishes entries to the SLUICE_DECISIONS stream and waits for the ack. The
// message id is the decision id, so a retried publish is de-duplicated by the server.
type JetStreamSink struct {
	js      jetstream.JetStream
	timeout time.Duration
}

// StreamOptions configure the decision stream when EnsureDecisionStream creates it.
type StreamOptions struct {
	// Replicas is the number of stream replicas (1 for a single server; 3 in a cluster).
	Replicas int
	// MaxAge bounds how long entries are kept (0: forever).
	MaxAge time.Duration
}

// EnsureDecisionStream returns the SLUICE_DECISIONS stream, creating it (file storage,
// subjects sluice.decisions.>) when missing. An existing stream is used as it is configured.
func EnsureDecisionStream(ctx context.Context, js jetstream.JetStream, opts StreamOptions) (jetstream.Stream, error) {
	s, err := js.Stream(ctx, DecisionStream)
	if err == nil {
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
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	subj := DecisionSubject(ev.Tenant, ev.Session, ev.Path)
	ack, err := s.js.Publish(ctx, subj, line, jetstream.WithMsgID(ev.DecisionID), jetstream.WithExpectStream(DecisionStream))
	if err != nil {
		return fmt.Errorf("publishing %s: %w", subj, err)
	}
	if ack.Duplicate {
		return fmt.Errorf("publishing %s: decision %s was already logged", subj, ev.DecisionID)
	}
	return nil
}

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

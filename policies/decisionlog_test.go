package policies

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// logRun evaluates every decision point of one run and appends each decision to log.
func logRun(t *testing.T, e *Engine, log *DecisionLog, in *Input, runID string) {
	t.Helper()
	ctx := context.Background()
	meta := EventMeta{Tenant: in.Tenant.ID, Session: in.Session.ID, RunID: runID, AnalyzerVersion: "1", Labels: map[string]string{"id": "gw-test"}}
	var decisions []Decision
	_, d, _ := e.Exposure(ctx, in)
	decisions = append(decisions, d)
	_, d, _ = e.Admission(ctx, in)
	decisions = append(decisions, d)
	_, d, _ = e.Budget(ctx, in)
	decisions = append(decisions, d)
	_, d, _ = e.Limits(ctx, in)
	decisions = append(decisions, d)
	_, d, _ = e.Routing(ctx, in)
	decisions = append(decisions, d)
	_, d, _ = e.Redaction(ctx, in)
	decisions = append(decisions, d)
	for _, d := range decisions {
		if err := log.Append(ctx, NewEvent(d, meta)); err != nil {
			t.Fatalf("Append: %v", err)
		}
	}
}

func TestJSONLChain(t *testing.T) {
	e := engineForTest(t)
	path := filepath.Join(t.TempDir(), "decisions.jsonl")
	sink, err := OpenJSONL(path)
	if err != nil {
		t.Fatal(err)
	}
	log := NewDecisionLog("", sink)
	logRun(t, e, log, runInput(t, pandasFacts), "run-1")
	in := runInput(t, pandasFacts)
	in.Session.ID = "s-2"
	logRun(t, e, log, in, "run-2")
	if err := sink.Close(); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("log file mode: %v, %v", info, err)
	}

	all, err := ReadJSONLFile(path, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 12 {
		t.Fatalf("read %d entries, want 12", len(all))
	}
	for i, ev := range all {
		if ev.Seq != uint64(i+1) || ev.LogID != log.LogID() || ev.Hash == "" || ev.PolicyRevision != e.Revision() ||
			ev.Bundles[BundleName].Revision != e.Revision() || ev.Schema != EventSchema || ev.DecisionID == "" {
			t.Errorf("entry %d = %+v", i, ev)
		}
	}
	if all[0].PrevHash != "" || all[1].PrevHash != all[0].Hash {
		t.Error("prev_hash does not chain")
	}
	if err := Verify(all); err != nil {
		t.Fatalf("Verify: %v", err)
	}

	// Filters.
	got, _ := ReadJSONLFile(path, Filter{Session: "s-2", Path: PathAdmission})
	if len(got) != 1 || got[0].RunID != "run-2" {
		t.Errorf("filter session+path: %d entries", len(got))
	}
	got, _ = ReadJSONLFile(path, Filter{RunID: "run-1", Limit: 2})
	if len(got) != 2 {
		t.Errorf("filter run+limit: %d entries", len(got))
	}
	got, _ = ReadJSONLFile(path, Filter{Since: time.Now().Add(time.Hour)})
	if len(got) != 0 {
		t.Errorf("filter since: %d entries", len(got))
	}

	// Flip one byte inside entry 7: Verify names it.
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.Split(raw, []byte("\n"))
	target := all[6]
	i := bytes.Index(lines[6], []byte(`"sluice/`))
	if i < 0 {
		t.Fatal("no path in line 7")
	}
	lines[6][i+2] ^= 0x01 // "sluice" -> "sluhce"... a different letter, still valid JSON
	if err := os.WriteFile(path, bytes.Join(lines, []byte("\n")), 0o600); err != nil {
		t.Fatal(err)
	}
	tampered, err := ReadJSONLFile(path, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	err = Verify(tampered)
	var ce *ChainError
	if !errors.As(err, &ce) || ce.Seq != target.Seq || ce.DecisionID != target.DecisionID {
		t.Fatalf("Verify(tampered) = %v, want entry seq %d (%s)", err, target.Seq, target.DecisionID)
	}
	if !strings.Contains(err.Error(), target.DecisionID) {
		t.Errorf("error %q does not name the decision", err)
	}

	// Dropping an entry breaks the chain at the next one.
	err = Verify(append(append([]EventV1{}, all[:3]...), all[4:]...))
	if !errors.As(err, &ce) || ce.Seq != 5 {
		t.Errorf("Verify(gap) = %v, want seq 5", err)
	}

	// A byte flip that breaks the JSON names the line.
	lines[3] = append([]byte("{"), lines[3]...)
	_, err = ReadJSONL(bytes.NewReader(bytes.Join(lines, []byte("\n"))), Filter{})
	var cee *CorruptEntryError
	if !errors.As(err, &cee) || cee.Line != 4 || cee.AfterSeq != 3 {
		t.Errorf("ReadJSONL(corrupt) = %v", err)
	}
}

func TestDecisionLogResumeAndInterleave(t *testing.T) {
	ctx := context.Background()
	var buf memSink
	a := NewDecisionLog("a", &buf)
	b := NewDecisionLog("b", &buf)
	for i := 0; i < 3; i++ {
		if err := a.Append(ctx, &EventV1{Path: PathBudget, Tenant: "t", Result: map[string]any{"i": i}}); err != nil {
			t.Fatal(err)
		}
		if err := b.Append(ctx, &EventV1{Path: PathBudget, Tenant: "t"}); err != nil {
			t.Fatal(err)
		}
	}
	// A restarted writer resumes chain "a".
	a2 := NewDecisionLog("a", &buf)
	if err := a2.Resume(&buf.entries[len(buf.entries)-2]); err != nil {
		t.Fatal(err)
	}
	if err := a2.Append(ctx, &EventV1{Path: PathBudget}); err != nil {
		t.Fatal(err)
	}
	if err := Verify(buf.entries); err != nil {
		t.Fatalf("Verify(interleaved) = %v", err)
	}
	if err := a2.Resume(&buf.entries[1]); err == nil {
		t.Error("Resume accepted an entry of another log")
	}
	// Reading from the middle of a log is accepted; a seq going back is not.
	if err := Verify(buf.entries[2:]); err != nil {
		t.Errorf("Verify(tail) = %v", err)
	}
}

type memSink struct {
	entries []EventV1
	fail    error
}

func (m *memSink) Write(_ context.Context, ev *EventV1, _ []byte) error {
	if m.fail != nil {
		return m.fail
	}
	m.entries = append(m.entries, *ev)
	return nil
}

func TestAppendFailsWhenASinkFails(t *testing.T) {
	ctx := context.Background()
	bad := &memSink{fail: errors.New("disk full")}
	log := NewDecisionLog("x", bad)
	if err := log.Append(ctx, &EventV1{Path: PathAdmission}); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("Append with a failing sink = %v", err)
	}
	// Nothing stored anywhere: the chain does not advance.
	bad.fail = nil
	ev := &EventV1{Path: PathAdmission}
	if err := log.Append(ctx, ev); err != nil || ev.Seq != 1 {
		t.Fatalf("Append after recovery: seq %d, %v", ev.Seq, err)
	}
	if err := log.Append(ctx, nil); err == nil {
		t.Error("Append(nil) accepted")
	}
}

// startJetStream runs an in-process nats-server with JetStream and returns a JetStream handle.
func startJetStream(t *testing.T) jetstream.JetStream {
	t.Helper()
	opts := &server.Options{Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: t.TempDir(), NoLog: true, NoSigs: true}
	s, err := server.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server not ready")
	}
	t.Cleanup(s.Shutdown)
	nc, err := nats.Connect(s.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return js
}

func TestJetStreamSink(t *testing.T) {
	ctx := context.Background()
	js := startJetStream(t)
	sink, err := NewJetStreamSink(ctx, js, StreamOptions{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	stream, err := js.Stream(ctx, DecisionStream)
	if err != nil {
		t.Fatal(err)
	}
	if subj := stream.CachedInfo().Config.Subjects; len(subj) != 1 || subj[0] != "sluice.decisions.>" {
		t.Errorf("stream subjects = %v", subj)
	}
	// A second sink finds the stream.
	if _, err := NewJetStreamSink(ctx, js, StreamOptions{}, 0); err != nil {
		t.Fatal(err)
	}

	path := filepath.Join(t.TempDir(), "d.jsonl")
	file, err := OpenJSONL(path)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	log := NewDecisionLog("", sink, file)
	e := engineForTest(t)
	logRun(t, e, log, runInput(t, pandasFacts), "run-1")
	in := runInput(t, pandasFacts)
	in.Tenant.ID = "other.tenant"
	logRun(t, e, log, in, "run-2")

	all, err := ReadJetStream(ctx, js, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 12 {
		t.Fatalf("read %d entries from the stream, want 12", len(all))
	}
	if err := Verify(all); err != nil {
		t.Fatalf("Verify(stream): %v", err)
	}
	fromFile, err := ReadJSONLFile(path, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range all {
		if all[i].Hash != fromFile[i].Hash {
			t.Fatalf("entry %d differs between the stream and the file", i)
		}
	}
	got, err := ReadJetStream(ctx, js, Filter{Tenant: "other.tenant", Session: "s-1"})
	if err != nil || len(got) != 6 || got[0].RunID != "run-2" {
		t.Errorf("tenant filter: %d entries, %v", len(got), err)
	}
	got, err = ReadJetStream(ctx, js, Filter{RunID: "run-1", Path: PathRouting})
	if err != nil || len(got) != 1 {
		t.Errorf("run+path filter: %d entries, %v", len(got), err)
	}
	got, err = ReadJetStream(ctx, js, Filter{Tenant: "nobody"})
	if err != nil || len(got) != 0 {
		t.Errorf("empty filter: %d entries, %v", len(got), err)
	}
	got, err = ReadJetStream(ctx, js, Filter{Limit: 3})
	if err != nil || len(got) != 3 {
		t.Errorf("limit: %d entries, %v", len(got), err)
	}
	got, err = ReadJetStream(ctx, js, Filter{Since: time.Now().Add(time.Hour)})
	if err != nil || len(got) != 0 {
		t.Errorf("since: %d entries, %v", len(got), err)
	}

	// Re-publishing a logged decision id is refused (de-duplicated by the server).
	dup := all[0]
	if err := sink.Write(ctx, &dup, []byte("{}")); err == nil {
		t.Error("duplicate decision id accepted")
	}
}

func TestDecisionSubject(t *testing.T) {
	if got := DecisionSubject("acme.eu", "", "sluice/admission"); got != "sluice.decisions.acme_eu._.admission" {
		t.Errorf("DecisionSubject = %q", got)
	}
	if got := DecisionSubject("a b*>", "s", "budget"); got != "sluice.decisions.a_b__.s.budget" {
		t.Errorf("DecisionSubject = %q", got)
	}
}

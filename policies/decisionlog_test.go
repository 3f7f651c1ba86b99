package policies

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/internal/natstest"
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
	_, js := natstest.Connect(t)
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

	log, path := jsonlLog(t, sink)
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

// TestTemplateMatchesCanonicalJSON: the line and hash an entry gets when chained from its
// template are exactly the canonical JSON and the hash that Verify recomputes.
func TestTemplateMatchesCanonicalJSON(t *testing.T) {
	e := engineForTest(t)
	rd, err := e.DecideRun(context.Background(), runInput(t, pandasFacts))
	if err != nil {
		t.Fatal(err)
	}
	meta := EventMeta{Tenant: "acme<&>", Session: "s-1", RunID: "r-1", AnalyzerVersion: "1", Labels: map[string]string{"id": "gw \"1\"", "hash": "x", "seq": "2"}}
	evs := []*EventV1{
		NewEvent(rd.Decisions[0], meta),
		NewEvent(rd.Decisions[1], meta), // the same input as the one before: its encoding is shared
		{Path: PathBudget, Tenant: "t"}, // no input at all
		{Path: PathBudget, Input: map[string]any{"seq": uint64(18446744073709551557), "prev_hash": "x", "html": "<a&b>", "bad": "\xff\u2028"}, Result: []any{1.5, "\x01"}},
		{Path: PathAdmission, Input: json.RawMessage(`{"b":1,"a":[1e3,2.50],"c":"\u003c"}`), Error: &ErrorV1{Code: "c", Message: "m"}, NDBuiltinCache: json.RawMessage(`{"time.now_ns":{"[]":1}}`)},
	}
	for _, logID := range []string{"plain", "we<ird>\"id"} {
		var prev *eventTemplate
		prevHash := ""
		for i, ev := range evs {
			ev.Timestamp = time.Date(2026, 11, 29, 15, 4, 5, 123, time.UTC)
			var tpl eventTemplate
			if err := tpl.build(ev, prev); err != nil {
				t.Fatalf("entry %d: %v", i, err)
			}
			prev = &tpl
			ev.LogID, ev.Seq, ev.PrevHash = logID, uint64(i+1), prevHash
			hash, line := tpl.chain(jsonString(logID), ev.Seq, ev.PrevHash)
			ev.Hash = ""
			want, err := ComputeHash(ev)
			if err != nil {
				t.Fatal(err)
			}
			ev.Hash = hash
			wantLine, err := canonicalJSON(ev)
			if err != nil {
				t.Fatal(err)
			}
			if hash != want || !bytes.Equal(line, wantLine) {
				t.Fatalf("entry %d of log %q:\n got %s %s\nwant %s %s", i, logID, hash, line, want, wantLine)
			}
			prevHash = hash
		}
	}
}

// jsonlLog returns a new log that writes to sinks and, last, to a JSONL file in a temporary
// directory (closed when the test ends), and the file's path.
func jsonlLog(tb testing.TB, sinks ...Sink) (*DecisionLog, string) {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "d.jsonl")
	file, err := OpenJSONL(path)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { file.Close() })
	return NewDecisionLog("", append(sinks, file)...), path
}

// runBatches logs n runs concurrently, each run's decisions (from DecideRun) as one batch, and
// returns the decision ids of each run.
func runBatches(t *testing.T, e *Engine, log *DecisionLog, n int) [][]string {
	t.Helper()
	ctx := context.Background()
	ids := make([][]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			in := runInput(t, pandasFacts)
			in.Session.ID = fmt.Sprintf("s-%d", i)
			rd, err := e.DecideRun(ctx, in)
			if err != nil {
				errs[i] = err
				return
			}
			meta := EventMeta{Tenant: in.Tenant.ID, Session: in.Session.ID, RunID: fmt.Sprintf("run-%d", i)}
			evs := make([]*EventV1, len(rd.Decisions))
			for k, d := range rd.Decisions {
				evs[k] = NewEvent(d, meta)
				ids[i] = append(ids[i], d.ID)
			}
			errs[i] = log.AppendBatch(ctx, evs)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	return ids
}

// checkBatches fails unless entries hold every decision of ids exactly once, each run's
// decisions contiguous and in order, in one valid chain.
func checkBatches(t *testing.T, where string, entries []EventV1, ids [][]string) {
	t.Helper()
	if err := Verify(entries); err != nil {
		t.Fatalf("%s: Verify: %v", where, err)
	}
	pos := map[string]int{}
	for i, ev := range entries {
		if _, dup := pos[ev.DecisionID]; dup {
			t.Fatalf("%s: decision %s logged twice", where, ev.DecisionID)
		}
		pos[ev.DecisionID] = i
		if ev.Seq != uint64(i+1) {
			t.Fatalf("%s: entry %d has seq %d", where, i, ev.Seq)
		}
	}
	n := 0
	for run, decisions := range ids {
		n += len(decisions)
		first, ok := pos[decisions[0]]
		for k, id := range decisions {
			if p, found := pos[id]; !ok || !found || p != first+k {
				t.Fatalf("%s: run %d: decision %d (%s) at %d, not right after its batch's first at %d", where, run, k, id, p, first)
			}
		}
	}
	if len(entries) != n {
		t.Fatalf("%s: %d entries, want %d", where, len(entries), n)
	}
}

// TestConcurrentBatchesInFileAndStream: 50 runs append their decisions at once, to a JSONL file
// and the JetStream stream; each sink holds every decision exactly once, in one valid chain,
// in the same order.
func TestConcurrentBatchesInFileAndStream(t *testing.T) {
	ctx := context.Background()
	js := startJetStream(t)
	stream, err := NewJetStreamSink(ctx, js, StreamOptions{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	log, path := jsonlLog(t, stream)
	ids := runBatches(t, engineForTest(t), log, 50)

	fromFile, err := ReadJSONLFile(path, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	checkBatches(t, "file", fromFile, ids)
	fromStream, err := ReadJetStream(ctx, js, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	checkBatches(t, "stream", fromStream, ids)
	for i := range fromFile {
		if fromFile[i].Hash != fromStream[i].Hash {
			t.Fatalf("entry %d differs between the file and the stream", i)
		}
	}
}

// gateSink is a BatchSink that counts its writes, records what it stored, and, while gate is
// open, holds the first write until the gate is closed.
type gateSink struct {
	mu      sync.Mutex
	writes  int
	batches []int // entries per write
	stored  []EventV1
	entered chan struct{} // closed when the first write starts
	gate    chan struct{} // the first write waits for it to close
	fail    func(write int) error
}

func newGateSink() *gateSink {
	return &gateSink{entered: make(chan struct{}), gate: make(chan struct{})}
}

func (g *gateSink) Write(ctx context.Context, ev *EventV1, line []byte) error {
	return g.WriteBatch(ctx, []*EventV1{ev}, [][]byte{line})
}

func (g *gateSink) WriteBatch(_ context.Context, evs []*EventV1, _ [][]byte) error {
	g.mu.Lock()
	g.writes++
	n := g.writes
	g.mu.Unlock()
	if n == 1 {
		close(g.entered)
		<-g.gate
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.batches = append(g.batches, len(evs))
	if g.fail != nil {
		if err := g.fail(n); err != nil {
			return err
		}
	}
	for _, ev := range evs {
		g.stored = append(g.stored, *ev)
	}
	return nil
}

// chained returns the seq of the chain's tip, or false when the log's lock is held (so a
// test never blocks on it).
func chained(l *DecisionLog) (uint64, bool) {
	if !l.mu.TryLock() {
		return 0, false
	}
	defer l.mu.Unlock()
	return l.seq, true
}

// waitFor polls cond every few milliseconds until it holds or d has passed.
func waitFor(t *testing.T, d time.Duration, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(d); !cond(); time.Sleep(2 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("after %v: %s", d, what)
		}
	}
}

func batchOf(n int, tag string) []*EventV1 {
	evs := make([]*EventV1, n)
	for i := range evs {
		evs[i] = &EventV1{Path: PathAdmission, Tenant: "t", Session: tag, Result: map[string]any{"i": i}}
	}
	return evs
}

// TestGroupCommitChainsDuringIOAndGroups: while a sink is busy writing one batch, the next 49
// batches are chained (the lock is not held across the write) and then written together, in
// one more write.
func TestGroupCommitChainsDuringIOAndGroups(t *testing.T) {
	ctx := context.Background()
	sink := newGateSink()
	log := NewDecisionLog("g", sink)
	const batches, size = 50, 3
	errs := make(chan error, batches)
	go func() { errs <- log.AppendBatch(ctx, batchOf(size, "first")) }()
	<-sink.entered // the first batch is being written, and stays so until the gate opens

	for i := 1; i < batches; i++ {
		go func() { errs <- log.AppendBatch(ctx, batchOf(size, fmt.Sprintf("b%d", i))) }()
	}
	// Every batch gets chained while the sink is still inside the first write.
	waitFor(t, 10*time.Second, "the batches behind a blocked write were not chained", func() bool {
		seq, ok := chained(log)
		return ok && seq == batches*size
	})
	select {
	case err := <-errs:
		t.Fatalf("a batch returned before its entries were stored: %v", err)
	default:
	}
	close(sink.gate)
	for range batches {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if sink.writes != 2 || !slices.Equal(sink.batches, []int{size, (batches - 1) * size}) {
		t.Fatalf("%d writes of %v entries for %d batches; want 2 writes: the first batch, then all the others", sink.writes, sink.batches, batches)
	}
	if err := Verify(sink.stored); err != nil || len(sink.stored) != batches*size {
		t.Fatalf("stored %d entries: %v", len(sink.stored), err)
	}
}

// TestFailedGroupStartsANewChain: when a group fails in one sink, its callers get the error,
// the batches queued behind it are chained on a new chain and stored, and both sinks verify
// (one holds the failed group as the end of the old chain, the other does not have it).
func TestFailedGroupStartsANewChain(t *testing.T) {
	ctx := context.Background()
	failing, good := newGateSink(), &memSink{}
	failing.fail = func(n int) error {
		if n == 1 {
			return errors.New("disk full")
		}
		return nil
	}
	log := NewDecisionLog("f", failing, good)
	first := batchOf(2, "first")
	done := make(chan error, 1)
	go func() { done <- log.AppendBatch(ctx, first) }()
	<-failing.entered
	second := batchOf(3, "second")
	queued := make(chan error, 1)
	go func() { queued <- log.AppendBatch(ctx, second) }()
	waitFor(t, 10*time.Second, "the second batch was not chained", func() bool {
		seq, ok := chained(log)
		return ok && seq == 5
	})
	close(failing.gate)
	if err := <-done; err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("the failed group's caller got %v", err)
	}
	if err := <-queued; err != nil {
		t.Fatalf("the batch queued behind the failed group: %v", err)
	}
	if second[0].LogID != "f~r1" || second[0].Seq != 1 || second[0].PrevHash != "" || second[2].Seq != 3 {
		t.Errorf("the queued batch was not chained anew: %+v", second[0])
	}
	if log.LogID() != "f~r1" {
		t.Errorf("LogID = %q", log.LogID())
	}
	third := batchOf(1, "third")
	if err := log.AppendBatch(ctx, third); err != nil || third[0].Seq != 4 || third[0].PrevHash != second[2].Hash {
		t.Fatalf("append after the restart: seq %d, %v", third[0].Seq, err)
	}
	if err := Verify(failing.stored); err != nil || len(failing.stored) != 4 {
		t.Errorf("the failing sink: %d entries, %v", len(failing.stored), err)
	}
	if err := Verify(good.entries); err != nil || len(good.entries) != 6 {
		t.Errorf("the good sink: %d entries, %v", len(good.entries), err)
	}
	// A writer restarted after the failure resumes the restarted chain.
	again := NewDecisionLog("f", good)
	if err := again.Resume(&good.entries[len(good.entries)-1]); err != nil {
		t.Fatal(err)
	}
	ev := &EventV1{Path: PathBudget}
	if err := again.Append(ctx, ev); err != nil || ev.LogID != "f~r1" || ev.Seq != 5 {
		t.Fatalf("resumed: %+v, %v", ev, err)
	}
	if err := Verify(good.entries); err != nil {
		t.Error(err)
	}
}

// FuzzCanonicalRaw: appendCanonical gives canonicalJSON's bytes for every JSON text that
// canonicalJSON accepts, and refuses what it refuses.
func FuzzCanonicalRaw(f *testing.F) {
	for _, seed := range []string{
		`{"b":1,"a":[1e3,2.50,-0,true,false,null],"c":"\u003c&\u2028\ud800x","a":"dup"}`,
		` { "z" : { } , "y":[ ], "x":"\t\\\"é\xff" } `,
		`"plain"`, `12`, `{"k":01}`, `[1,]`, `{"a":1}x`, `"\q"`, "\"\x01\"", `{"a" 1}`, `[tru]`,
		pandasFacts,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		want, werr := canonicalJSON(json.RawMessage(raw))
		got, gerr := appendCanonical(nil, raw)
		if (werr == nil) != (gerr == nil) {
			t.Fatalf("canonicalJSON error %v, appendCanonical error %v for %q", werr, gerr, raw)
		}
		if werr == nil && !bytes.Equal(got, want) {
			t.Fatalf("for %q:\n got %s\nwant %s", raw, got, want)
		}
	})
}

// TestPreparedBatches: a batch PrepareBatch encoded joins the chain only when it is appended,
// in the order of the appends; one never appended leaves no trace; one is appended only once.
func TestPreparedBatches(t *testing.T) {
	ctx := context.Background()
	log, path := jsonlLog(t)
	first, err := PrepareBatch(batchOf(2, "first"))
	if err != nil {
		t.Fatal(err)
	}
	dropped, err := PrepareBatch(batchOf(3, "dropped"))
	if err != nil {
		t.Fatal(err)
	}
	if err := log.AppendBatch(ctx, batchOf(1, "plain")); err != nil {
		t.Fatal(err)
	}
	if err := log.AppendPrepared(ctx, first); err != nil {
		t.Fatal(err)
	}
	if err := log.AppendPrepared(ctx, first); err == nil {
		t.Error("a batch appended twice: no error")
	}
	if err := log.AppendPrepared(ctx, &PreparedBatch{}); err != nil {
		t.Errorf("an empty batch: %v", err)
	}
	entries, err := ReadJSONLFile(path, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	var sessions []string
	for _, ev := range entries {
		sessions = append(sessions, ev.Session)
	}
	if !slices.Equal(sessions, []string{"plain", "first", "first"}) {
		t.Errorf("logged %v, want plain, first, first", sessions)
	}
	if err := Verify(entries); err != nil {
		t.Error(err)
	}
	_ = dropped
}

// TestChainsOfTwoInterleavedLogs: two logs appending to one sink (two gateways on one stream)
// are read back as two chains, each named, counted and bounded by its own entries.
func TestChainsOfTwoInterleavedLogs(t *testing.T) {
	sink := &memSink{}
	a, b := NewDecisionLog("gateway-1/"+NewChainID(), sink), NewDecisionLog("gateway-2/"+NewChainID(), sink)
	ev := func() *EventV1 {
		return &EventV1{DecisionID: newID(), Path: PathAdmission, Timestamp: time.Now().UTC()}
	}
	ctx := context.Background()
	for i := range 5 {
		l := a
		if i%2 == 1 {
			l = b
		}
		if err := l.AppendBatch(ctx, []*EventV1{ev(), ev()}); err != nil {
			t.Fatal(err)
		}
	}
	got := sink.entries
	if err := Verify(got); err != nil {
		t.Fatal(err)
	}
	cs := Chains(got)
	if len(cs) != 2 || cs[0].LogID != a.LogID() || cs[1].LogID != b.LogID() {
		t.Fatalf("chains: %+v", cs)
	}
	if cs[0].Entries != 6 || cs[0].FirstSeq != 1 || cs[0].LastSeq != 6 || cs[1].Entries != 4 || cs[1].LastSeq != 4 {
		t.Errorf("counts and sequence ranges: %+v", cs)
	}
	if cs[0].Last.Before(cs[0].First) {
		t.Errorf("time span: %+v", cs[0])
	}
}

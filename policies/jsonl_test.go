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
)

// jsonlModes are the JSONL sink's two ways of writing: direct where the file system takes it,
// and buffered (forced).
var jsonlModes = []struct {
	name   string
	direct bool
}{{"direct", true}, {"buffered", false}}

// openJSONLMode opens a JSONL sink at path; a direct one must write directly (t.TempDir is on
// a file system that takes it: see TestJSONLDirectWhereTheFileSystemTakesIt).
func openJSONLMode(t *testing.T, path string, direct bool) *JSONLSink {
	t.Helper()
	s, err := openJSONL(path, direct)
	if err != nil {
		t.Fatal(err)
	}
	if direct && s.direct == nil && directFileSystem(t, filepath.Dir(path)) {
		t.Fatalf("%s: buffered writes on a file system that takes direct ones", path)
	}
	return s
}

// checkLines reads the JSONL file at path and checks that it holds exactly lines (each with a
// newline), followed by newlines only if padded, and that the entries verify.
func checkLines(t *testing.T, path string, lines []string, padded bool) {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join(lines, "\n") + "\n"
	if len(lines) == 0 {
		want = ""
	}
	content, rest := raw[:min(len(raw), len(want))], raw[min(len(raw), len(want)):]
	if string(content) != want {
		i := 0
		for i < len(content) && content[i] == want[i] {
			i++
		}
		t.Fatalf("the file differs from the lines at byte %d of %d: %.80q, want %.80q", i, len(want), content[i:], want[i:])
	}
	if len(bytes.Trim(rest, "\n")) != 0 || (!padded && len(rest) != 0) {
		t.Fatalf("after the lines: %d bytes, %.80q (padded %v)", len(rest), rest, padded)
	}
	if padded && len(rest) == 0 {
		t.Fatal("a direct sink keeps no newlines ahead of its lines")
	}
	all, err := ReadJSONLFile(path, Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(all); err != nil {
		t.Fatal(err)
	}
}

// appendLines appends batches of n, n+1 and n+2 entries to log and returns their lines, in
// order.
func appendLines(t *testing.T, log *DecisionLog, tag string, batches, n int) []string {
	t.Helper()
	var lines []string
	for b := range batches {
		lines = append(lines, appendBatch(t, log, batchOf(n+b%3, tag))...)
	}
	return lines
}

// appendBatch appends evs to log and returns their lines (nil, with the test failed, when the
// append fails).
func appendBatch(t *testing.T, log *DecisionLog, evs []*EventV1) []string {
	if err := log.AppendBatch(context.Background(), evs); err != nil {
		t.Error(err)
		return nil
	}
	lines := make([]string, len(evs))
	for i, ev := range evs {
		line, err := canonicalJSON(ev)
		if err != nil {
			t.Error(err)
		}
		lines[i] = string(line)
	}
	return lines
}

// TestJSONLHoldsTheLinesAndNothingElse: in both modes the file holds every line, in chain
// order; a direct sink keeps newlines written after them while it is open, and cuts them at
// Close; a sink opened again continues after the last line.
func TestJSONLHoldsTheLinesAndNothingElse(t *testing.T) {
	for _, m := range jsonlModes {
		t.Run(m.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "d.jsonl")
			sink := openJSONLMode(t, path, m.direct)
			log := NewDecisionLog("h", sink)
			lines := appendLines(t, log, "a", 40, 2) // about 100 lines over many blocks
			checkLines(t, path, lines, m.direct)
			if err := sink.Close(); err != nil {
				t.Fatal(err)
			}
			checkLines(t, path, lines, false)

			sink = openJSONLMode(t, path, m.direct)
			log = NewDecisionLog("h2", sink)
			lines = append(lines, appendLines(t, log, "b", 3, 1)...)
			if err := sink.Close(); err != nil {
				t.Fatal(err)
			}
			checkLines(t, path, lines, false)
		})
	}
}

// TestJSONLContinuesAfterACrash: a file a crash left with newlines after its last line, or
// with its last line cut short, is continued after that line, in either mode: no blank lines
// in between, and the cut line stays a line of its own.
func TestJSONLContinuesAfterACrash(t *testing.T) {
	for _, m := range jsonlModes {
		t.Run(m.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "d.jsonl")
			sink := openJSONLMode(t, path, true)
			lines := appendLines(t, NewDecisionLog("c", sink), "a", 3, 2)
			// The crash: the file as it is while the sink is open, newlines and all.
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			sink.Close()
			crashed := filepath.Join(dir, "crashed.jsonl")
			if err := os.WriteFile(crashed, raw, 0o600); err != nil {
				t.Fatal(err)
			}
			sink = openJSONLMode(t, crashed, m.direct)
			more := appendLines(t, NewDecisionLog("c2", sink), "b", 2, 1)
			sink.Close()
			checkLines(t, crashed, append(lines, more...), false)

			// A last line cut short (no newline, then nothing): ended, and kept.
			cut := lines[0][:40]
			if err := os.WriteFile(crashed, []byte(cut), 0o600); err != nil {
				t.Fatal(err)
			}
			sink = openJSONLMode(t, crashed, m.direct)
			more = appendLines(t, NewDecisionLog("c3", sink), "c", 1, 1)
			sink.Close()
			raw, err = os.ReadFile(crashed)
			if err != nil {
				t.Fatal(err)
			}
			if want := cut + "\n" + more[0] + "\n"; string(raw) != want {
				t.Fatalf("after a cut line:\n got %q\nwant %q", raw, want)
			}
		})
	}
}

// TestJSONLFailedWriteIsUndone: a batch whose write fails (here: written, then reported not
// stored) is cut off the file again, so the entries written after it still read and verify;
// when the cut itself fails, the sink refuses every later write rather than append after a
// torn line.
func TestJSONLFailedWriteIsUndone(t *testing.T) {
	for _, m := range jsonlModes {
		t.Run(m.name, func(t *testing.T) {
			ctx := context.Background()
			path := filepath.Join(t.TempDir(), "d.jsonl")
			sink := openJSONLMode(t, path, m.direct)
			defer sink.Close()
			log := NewDecisionLog("j", sink)
			if err := log.AppendBatch(ctx, batchOf(2, "a")); err != nil {
				t.Fatal(err)
			}
			sink.mu.Lock()
			store := sink.store
			sink.store = func(s *JSONLSink, b []byte, off int64) error {
				if err := store(s, b, off); err != nil {
					return err
				}
				return errors.New("EIO") // the lines are written, not stored
			}
			sink.mu.Unlock()
			if err := log.AppendBatch(ctx, batchOf(2, "b")); err == nil || !strings.Contains(err.Error(), "EIO") {
				t.Fatalf("a failed write: %v", err)
			}
			sink.mu.Lock()
			sink.store = store
			sink.mu.Unlock()
			if err := log.AppendBatch(ctx, batchOf(3, "c")); err != nil {
				t.Fatal(err)
			}
			all, err := ReadJSONLFile(path, Filter{})
			if err != nil {
				t.Fatal(err)
			}
			if err := Verify(all); err != nil || len(all) != 5 || all[2].LogID != "j~r1" || all[2].Seq != 1 || all[2].Session != "c" {
				t.Fatalf("%d entries, %v", len(all), err)
			}

			// A file that cannot even be cut back: nothing more is written to it.
			ro, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			sink.mu.Lock()
			rw := sink.f
			sink.f = ro
			sink.store = func(*JSONLSink, []byte, int64) error { return errors.New("EIO") }
			sink.mu.Unlock()
			defer rw.Close()
			if err := log.AppendBatch(ctx, batchOf(1, "d")); err == nil {
				t.Fatal("a failed write was reported stored")
			}
			if err := log.AppendBatch(ctx, batchOf(1, "e")); err == nil || !strings.Contains(err.Error(), "could not be undone") {
				t.Fatalf("a write after a failed undo: %v", err)
			}
		})
	}
}

// bigBatch appends 3 entries of about 1 MiB each to log and returns their lines.
func bigBatch(t *testing.T, log *DecisionLog, i int) []string {
	evs := batchOf(3, "big")
	for _, ev := range evs {
		ev.Input = map[string]any{"blob": strings.Repeat("x", 1<<20), "i": i}
	}
	return appendBatch(t, log, evs)
}

// TestJSONLExtendsAheadOfLargeBatches: batches larger than the newlines written ahead (3 MiB)
// are stored whole, in order, while extensions run; one that reaches into newlines an
// extension is still writing waits for it rather than be written over.
func TestJSONLExtendsAheadOfLargeBatches(t *testing.T) {
	path := filepath.Join(t.TempDir(), "d.jsonl")
	sink := openJSONLMode(t, path, true)
	log := NewDecisionLog("x", sink)
	var lines []string
	for i := range 4 {
		lines = append(lines, bigBatch(t, log, i)...)
		lines = append(lines, appendLines(t, log, "small", 2, 1)...)
	}

	// Hold the next extension's writes until a big batch that needs its newlines was sent.
	sink.mu.Lock()
	for sink.extending {
		sink.cond.Wait()
	}
	store, gate := sink.store, make(chan struct{})
	sink.store = func(s *JSONLSink, b []byte, off int64) error {
		if &b[0] == &newlineBlocks()[0] {
			<-gate
		}
		return store(s, b, off)
	}
	sink.mu.Unlock()
	for { // batches until one starts an extension
		lines = append(lines, bigBatch(t, log, 9)...)
		sink.mu.Lock()
		extending := sink.extending
		sink.mu.Unlock()
		if extending {
			break
		}
	}
	done := make(chan []string)
	go func() { done <- bigBatch(t, log, 10) }()
	time.Sleep(200 * time.Millisecond) // the batch, if it did not wait, would be written by now
	close(gate)
	lines = append(lines, <-done...)
	if err := sink.Close(); err != nil {
		t.Fatal(err)
	}
	checkLines(t, path, lines, false)
}

package dispatch

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/internal/natstest"
)

// busyOnce is a worker stand-in on subj: it refuses the first try of every job as busy and
// answers the second with a result, and it tells tries of which job it got, in order.
func busyOnce(t *testing.T, nc *nats.Conn, subj string) <-chan string {
	t.Helper()
	tries := make(chan string, 16)
	var mu sync.Mutex
	seen := map[string]int{}
	sub, err := nc.QueueSubscribe(subj, executors.QueueGroup, func(m *nats.Msg) {
		var rr executors.RunRequest
		if err := json.Unmarshal(m.Data, &rr); err != nil {
			t.Errorf("a try that is not a run request: %v", err)
			return
		}
		mu.Lock()
		seen[rr.Job.RunID]++
		n := seen[rr.Job.RunID]
		mu.Unlock()
		reply := executors.RunReply{Result: &executors.Result{RunID: rr.Job.RunID, Outcome: executors.OutcomeOK}}
		if n == 1 {
			reply = executors.RunReply{Error: &executors.WireError{Code: executors.CodeWorkerBusy, Message: "full"}}
		}
		b, _ := json.Marshal(reply)
		if err := m.Respond(b); err != nil {
			t.Errorf("respond: %v", err)
		}
		tries <- rr.Job.RunID
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sub.Unsubscribe() })
	return tries
}

func nextTry(t *testing.T, tries <-chan string) string {
	t.Helper()
	select {
	case id := <-tries:
		return id
	case <-time.After(10 * time.Second):
		t.Fatal("no try came")
		return ""
	}
}

// TestRoomNoticeSendsTheLongestWaitingJobAgain: a job refused as busy is sent again when a room
// notice comes for its subject (its pause here is an hour, so nothing else sends it), one job
// per notice, the job that was sent first first; a notice for another subject wakes nobody;
// a notice that comes before the refusal it answers is kept for the job that then waits.
func TestRoomNoticeSendsTheLongestWaitingJobAgain(t *testing.T) {
	nc, _ := natstest.Connect(t)
	c, err := New(nc, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.firstPause, c.BusyPatience = time.Hour, 3*time.Hour
	subj, _ := executors.Subject("fake", "python-data-basic")
	tries := busyOnce(t, nc, subj)
	done := map[string]chan error{}
	dispatch := func(id string) {
		ch := make(chan error, 1)
		done[id] = ch
		go func() {
			res, err := c.Dispatch(context.Background(), "fake", executors.Job{RunID: id, Kind: executors.KindCode, Code: "x",
				Image: "python-data-basic", DatasetKey: "ds/x", Limits: executors.Limits{TimeoutS: 5}})
			if err == nil && res.RunID != id {
				err = errors.New("the answer of another job: " + res.RunID)
			}
			ch <- err
		}()
	}
	waiting := func(n int) {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
			c.roomMu.Lock()
			r := c.rooms[subj]
			got := 0
			if r != nil {
				got = len(r.queue)
			}
			c.roomMu.Unlock()
			if got == n {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d jobs wait for room, want %d", got, n)
			}
		}
	}
	notice := func(s string) {
		t.Helper()
		if err := nc.Publish(executors.RoomSubject(s), nil); err != nil {
			t.Fatal(err)
		}
		if err := nc.Flush(); err != nil {
			t.Fatal(err)
		}
	}

	dispatch("r-first")
	if id := nextTry(t, tries); id != "r-first" {
		t.Fatalf("first try of %s", id)
	}
	waiting(1)
	dispatch("r-second")
	if id := nextTry(t, tries); id != "r-second" {
		t.Fatalf("first try of %s", id)
	}
	waiting(2)

	other, _ := executors.Subject("fake", "python-stats")
	notice(other)
	notice(subj)
	if id := nextTry(t, tries); id != "r-first" {
		t.Fatalf("the notice sent %s again, want r-first (sent first)", id)
	}
	if err := <-done["r-first"]; err != nil {
		t.Fatalf("r-first: %v", err)
	}
	select {
	case id := <-tries:
		t.Fatalf("%s was sent again without a notice", id)
	case <-time.After(200 * time.Millisecond):
	}
	notice(subj)
	if id := nextTry(t, tries); id != "r-second" {
		t.Fatalf("the second notice sent %s again", id)
	}
	if err := <-done["r-second"]; err != nil {
		t.Fatalf("r-second: %v", err)
	}

	// A notice nobody waits for is kept a moment: the next job refused takes it at once.
	waiting(0)
	notice(subj)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
		c.roomMu.Lock()
		spare := !c.rooms[subj].spare.IsZero()
		c.roomMu.Unlock()
		if spare {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the notice nobody waited for was not kept")
		}
	}
	c.roomMu.Lock()
	c.rooms[subj].spare = time.Now().Add(time.Hour) // kept however slow this test is
	c.roomMu.Unlock()
	dispatch("r-third")
	if id := nextTry(t, tries); id != "r-third" {
		t.Fatalf("first try of %s", id)
	}
	if id := nextTry(t, tries); id != "r-third" {
		t.Fatalf("second try of %s", id)
	}
	if err := <-done["r-third"]; err != nil {
		t.Fatalf("r-third: %v", err)
	}
	if st := c.Stats(); st != (Stats{Busy: 3, RoomWakes: 3}) {
		t.Errorf("Stats = %+v, want three refusals, three jobs woken by notices and none given up", st)
	}
}

package state

import (
	"bytes"
	"context"
	"errors"
	"io"
	"sync/atomic"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/internal/natstest"
)

// flakyStore is an object store that fails the first calls of each kind as JetStream does
// while a cluster elects a stream's new leader, then answers from data.
type flakyStore struct {
	jetstream.ObjectStore // nil: only the methods below are called
	failures              int
	calls                 map[string]int
	data                  map[string][]byte
}

func (f *flakyStore) fail(op string) error {
	f.calls[op]++
	if f.calls[op] <= f.failures {
		return nats.ErrTimeout
	}
	return nil
}

func (f *flakyStore) Get(_ context.Context, name string, _ ...jetstream.GetObjectOpt) (jetstream.ObjectResult, error) {
	if err := f.fail("get"); err != nil {
		return nil, err
	}
	b, ok := f.data[name]
	if !ok {
		return nil, jetstream.ErrObjectNotFound
	}
	return objectResult{Reader: bytes.NewReader(b)}, nil
}

func (f *flakyStore) Put(_ context.Context, m jetstream.ObjectMeta, r io.Reader) (*jetstream.ObjectInfo, error) {
	if err := f.fail("put"); err != nil {
		return nil, err
	}
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	f.data[m.Name] = b
	return &jetstream.ObjectInfo{ObjectMeta: m}, nil
}

func (f *flakyStore) Delete(_ context.Context, name string) error {
	if err := f.fail("delete"); err != nil {
		return err
	}
	if _, ok := f.data[name]; !ok {
		return jetstream.ErrObjectNotFound
	}
	delete(f.data, name)
	return nil
}

type objectResult struct {
	jetstream.ObjectResult
	io.Reader
}

func (r objectResult) Read(p []byte) (int, error) { return r.Reader.Read(p) }
func (objectResult) Close() error                 { return nil }

// TestObjectsRideOutALeaderElection: a put, get and delete that JetStream answers with a
// timeout a few times (a stream's leader lost, a client reconnecting) succeed once it
// answers, as KV operations do; a dataset read for the redaction stage failed a run's output
// while one NATS node of three restarted. An error that is not transient is not retried.
func TestObjectsRideOutALeaderElection(t *testing.T) {
	ctx := context.Background()
	f := &flakyStore{failures: 2, calls: map[string]int{}, data: map[string][]byte{}}
	o := JetStreamObjects{Store: f}
	if err := o.Put(ctx, "a", []byte("abc"), nil); err != nil {
		t.Fatalf("Put: %v", err)
	}
	b, err := o.Get(ctx, "a", 10)
	if err != nil || string(b) != "abc" {
		t.Fatalf("Get = %q, %v", b, err)
	}
	if err := o.Delete(ctx, "a"); err != nil {
		t.Fatalf("Delete: %v", err)
	}
	for op, n := range f.calls {
		if n != 3 {
			t.Errorf("%s called %d times, want 3 (two timeouts, then an answer)", op, n)
		}
	}
	if _, err := o.Get(ctx, "a", 10); !errors.Is(err, ErrNotFound) {
		t.Errorf("Get of a deleted object: %v, want ErrNotFound", err)
	}
	if f.calls["get"] != 4 {
		t.Errorf("a not-found was asked %d times, want once", f.calls["get"]-3)
	}
}

// laggingReplica is a real object store read through a replica that has not yet applied the
// last writes: its first behind Get and Delete calls say "not found" whatever the leader has.
type laggingReplica struct {
	jetstream.ObjectStore
	behind int
	calls  atomic.Int32
}

func (r *laggingReplica) Get(ctx context.Context, name string, opts ...jetstream.GetObjectOpt) (jetstream.ObjectResult, error) {
	if int(r.calls.Add(1)) <= r.behind {
		return nil, jetstream.ErrObjectNotFound
	}
	return r.ObjectStore.Get(ctx, name, opts...)
}

func (r *laggingReplica) Delete(ctx context.Context, name string) error {
	if int(r.calls.Add(1)) <= r.behind {
		return jetstream.ErrObjectNotFound
	}
	return r.ObjectStore.Delete(ctx, name)
}

// TestObjectsWaitForALaggingReplica: an object read or deleted through a replica that has not
// yet applied it (a worker staged an artifact through another NATS node of three; the
// gateway's read said "not found" and the run's chart was dropped, in CI) is asked again
// while the stream's leader has it; an object the leader does not have either is "not
// found" at once.
func TestObjectsWaitForALaggingReplica(t *testing.T) {
	if testing.Short() {
		t.Skip("the real tier (an embedded NATS server): not with -short")
	}
	ctx := context.Background()
	_, js := natstest.Connect(t)
	real, err := js.CreateObjectStore(ctx, jetstream.ObjectStoreConfig{Bucket: "lag"})
	if err != nil {
		t.Fatal(err)
	}
	leader := &StreamLeader{Conn: js.Conn(), APIPrefix: js.Options().APIPrefix}
	if _, err := real.PutBytes(ctx, "staged/r-1/chart.png", []byte("png")); err != nil {
		t.Fatal(err)
	}

	replica := &laggingReplica{ObjectStore: real, behind: 3}
	o := JetStreamObjects{Store: replica, Bucket: "lag", Leader: leader}
	b, err := o.Get(ctx, "staged/r-1/chart.png", 10)
	if err != nil || string(b) != "png" {
		t.Fatalf("Get through a replica 3 reads behind = %q, %v; want the object", b, err)
	}
	if n := replica.calls.Load(); n != 4 {
		t.Errorf("the replica was read %d times, want 4 (3 behind, then the object)", n)
	}

	replica = &laggingReplica{ObjectStore: real, behind: 2}
	o.Store = replica
	if err := o.Delete(ctx, "staged/r-1/chart.png"); err != nil {
		t.Fatalf("Delete through a replica 2 reads behind: %v", err)
	}
	if _, err := real.GetInfo(ctx, "staged/r-1/chart.png"); !errors.Is(err, jetstream.ErrObjectNotFound) {
		t.Errorf("after Delete the leader still has the object: %v", err)
	}

	// Deleted (a marker on the leader) or never written: "not found" after one read.
	for _, name := range []string{"staged/r-1/chart.png", "staged/r-1/none.png"} {
		replica = &laggingReplica{ObjectStore: real, behind: 1000}
		o.Store = replica
		if _, err := o.Get(ctx, name, 10); !errors.Is(err, ErrNotFound) {
			t.Errorf("Get(%s) = %v, want ErrNotFound", name, err)
		}
		if err := o.Delete(ctx, name); !errors.Is(err, ErrNotFound) {
			t.Errorf("Delete(%s) = %v, want ErrNotFound", name, err)
		}
		if n := replica.calls.Load(); n != 2 {
			t.Errorf("%s: the replica was asked %d times, want once per call", name, n)
		}
	}

	// Without Leader a replica's "not found" is the answer: what failed CI.
	replica = &laggingReplica{ObjectStore: real, behind: 1}
	if _, err := real.PutBytes(ctx, "staged/r-2/chart.png", []byte("png")); err != nil {
		t.Fatal(err)
	}
	if _, err := (JetStreamObjects{Store: replica}).Get(ctx, "staged/r-2/chart.png", 10); !errors.Is(err, ErrNotFound) {
		t.Errorf("Get without Leader through a lagging replica = %v, want ErrNotFound", err)
	}
}

package state

import (
	"bytes"
	"context"
	"errors"
	"io"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
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

// Package statetest is the behaviour every implementation of the gateway's state seams must
// have (state.KV, state.Objects): one suite, run against the memory and the JetStream
// implementations, so that the fast tests and production cannot drift apart.
package statetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/gateway/internal/state"
)

// TestKV runs the KV suite; newKV returns an empty bucket for each subtest.
func TestKV(t *testing.T, newKV func(t *testing.T) state.KV) {
	ctx := context.Background()
	t.Run("missing", func(t *testing.T) {
		kv := newKV(t)
		if _, err := kv.Get(ctx, "nope"); !errors.Is(err, state.ErrNotFound) {
			t.Fatalf("Get of a missing key: %v, want ErrNotFound", err)
		}
		if _, err := kv.Update(ctx, "nope", []byte("x"), 1); !errors.Is(err, state.ErrConflict) {
			t.Fatalf("Update of a missing key: %v, want ErrConflict", err)
		}
	})
	t.Run("create-get-update", func(t *testing.T) {
		kv := newKV(t)
		r1, err := kv.Create(ctx, "s1", []byte(`{"n":1}`))
		if err != nil || r1 == 0 {
			t.Fatalf("Create: rev %d, %v", r1, err)
		}
		if _, err := kv.Create(ctx, "s1", []byte(`{"n":9}`)); !errors.Is(err, state.ErrExists) {
			t.Fatalf("second Create: %v, want ErrExists", err)
		}
		e, err := kv.Get(ctx, "s1")
		if err != nil || string(e.Value) != `{"n":1}` || e.Revision != r1 {
			t.Fatalf("Get = %q rev %d, %v; want {\"n\":1} rev %d", e.Value, e.Revision, err, r1)
		}
		r2, err := kv.Update(ctx, "s1", []byte(`{"n":2}`), r1)
		if err != nil || r2 <= r1 {
			t.Fatalf("Update: rev %d after %d, %v", r2, r1, err)
		}
		if _, err := kv.Update(ctx, "s1", []byte(`{"n":3}`), r1); !errors.Is(err, state.ErrConflict) {
			t.Fatalf("Update from a stale revision: %v, want ErrConflict", err)
		}
		r3, err := kv.Put(ctx, "s1", []byte(`{"n":4}`))
		if err != nil || r3 <= r2 {
			t.Fatalf("Put: rev %d after %d, %v", r3, r2, err)
		}
		if e, _ := kv.Get(ctx, "s1"); string(e.Value) != `{"n":4}` || e.Revision != r3 {
			t.Fatalf("after Put: %q rev %d", e.Value, e.Revision)
		}
		// Revisions count the bucket's writes, not one key's.
		r4, err := kv.Create(ctx, "s2", []byte(`{}`))
		if err != nil || r4 <= r3 {
			t.Fatalf("Create of another key: rev %d after %d, %v", r4, r3, err)
		}
	})
	t.Run("values-are-copies", func(t *testing.T) {
		kv := newKV(t)
		v := []byte("abc")
		if _, err := kv.Put(ctx, "k", v); err != nil {
			t.Fatal(err)
		}
		v[0] = 'X'
		e, _ := kv.Get(ctx, "k")
		e.Value[1] = 'Y'
		if e2, _ := kv.Get(ctx, "k"); string(e2.Value) != "abc" {
			t.Fatalf("stored value changed through a caller's slice: %q", e2.Value)
		}
	})
	t.Run("compare-and-set-under-contention", func(t *testing.T) {
		kv := newKV(t)
		if _, err := kv.Create(ctx, "c", []byte("0")); err != nil {
			t.Fatal(err)
		}
		const workers, each = 6, 15
		var wg sync.WaitGroup
		errs := make(chan error, workers)
		for range workers {
			wg.Go(func() {
				for done := 0; done < each; {
					e, err := kv.Get(ctx, "c")
					if err != nil {
						errs <- err
						return
					}
					n, _ := strconv.Atoi(string(e.Value))
					_, err = kv.Update(ctx, "c", []byte(strconv.Itoa(n+1)), e.Revision)
					switch {
					case errors.Is(err, state.ErrConflict):
					case err != nil:
						errs <- err
						return
					default:
						done++
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if e, _ := kv.Get(ctx, "c"); string(e.Value) != strconv.Itoa(workers*each) {
			t.Fatalf("counter = %s after %d increments: a compare-and-set let a lost update through", e.Value, workers*each)
		}
	})
	t.Run("watch", func(t *testing.T) {
		kv := newKV(t)
		if _, err := kv.Put(ctx, "w", []byte("before")); err != nil {
			t.Fatal(err)
		}
		wctx, cancel := context.WithCancel(ctx)
		ch, err := kv.Watch(wctx, "w")
		if err != nil {
			t.Fatal(err)
		}
		for i := 1; i <= 5; i++ {
			if _, err := kv.Put(ctx, "w", fmt.Appendf(nil, "v%d", i)); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := kv.Put(ctx, "other", []byte("not watched")); err != nil {
			t.Fatal(err)
		}
		deadline := time.After(10 * time.Second)
		for got := ""; got != "v5"; {
			select {
			case e := <-ch:
				got = string(e.Value)
				if got == "before" || got == "not watched" {
					t.Fatalf("watch delivered %q, which it should not see", got)
				}
			case <-deadline:
				t.Fatalf("watch never delivered the newest value (last %q)", got)
			}
		}
		cancel()
		for {
			select {
			case _, ok := <-ch:
				if !ok {
					return
				}
			case <-time.After(10 * time.Second):
				t.Fatal("watch channel not closed after its context ended")
			}
		}
	})
}

// TestObjects runs the object store suite; newObjects returns an empty store for each subtest.
func TestObjects(t *testing.T, newObjects func(t *testing.T) state.Objects) {
	ctx := context.Background()
	t.Run("missing", func(t *testing.T) {
		o := newObjects(t)
		if _, err := o.Get(ctx, "none", 10); !errors.Is(err, state.ErrNotFound) {
			t.Fatalf("Get of a missing object: %v, want ErrNotFound", err)
		}
		if err := o.Delete(ctx, "none"); !errors.Is(err, state.ErrNotFound) {
			t.Fatalf("Delete of a missing object: %v, want ErrNotFound", err)
		}
	})
	t.Run("put-get-delete", func(t *testing.T) {
		o := newObjects(t)
		data := append([]byte("a,b\n1,2\n"), 0, 0xff)
		name := "kept/r1/plot one.png"
		if err := o.Put(ctx, name, data, map[string]string{"type": "image/png"}); err != nil {
			t.Fatal(err)
		}
		got, err := o.Get(ctx, name, int64(len(data)))
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("Get = %q, %v", got, err)
		}
		if _, err := o.Get(ctx, name, int64(len(data)-1)); !errors.Is(err, state.ErrTooLarge) {
			t.Fatalf("Get with a bound under the size: %v, want ErrTooLarge", err)
		}
		if err := o.Put(ctx, name, []byte("new"), nil); err != nil {
			t.Fatal(err)
		}
		if got, _ := o.Get(ctx, name, 100); string(got) != "new" {
			t.Fatalf("Put did not replace: %q", got)
		}
		if err := o.Put(ctx, "empty", nil, nil); err != nil {
			t.Fatal(err)
		}
		if got, err := o.Get(ctx, "empty", 0); err != nil || len(got) != 0 {
			t.Fatalf("empty object: %q, %v", got, err)
		}
		if err := o.Delete(ctx, name); err != nil {
			t.Fatal(err)
		}
		if _, err := o.Get(ctx, name, 100); !errors.Is(err, state.ErrNotFound) {
			t.Fatalf("Get after Delete: %v, want ErrNotFound", err)
		}
	})
}

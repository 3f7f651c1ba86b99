package run

import (
	"context"
	"errors"
	"os"
	"sync"
	"testing"

	"github.com/hashicorp/go-hclog"
)

// reset forgets every entry made.
func (c *datasetCache) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, k := range c.order {
		delete(c.entries, k)
	}
	c.order, c.bytes = nil, 0
}

// TestDatasetFactsOncePerTenantAndContent: the row fingerprints of a dataset are made once
// for its tenant and content, at its upload: a second session of the tenant that uploads the
// same bytes, and both sessions' runs, make none; another tenant's upload of the same bytes
// makes its own, and so do other bytes.
func TestDatasetFactsOncePerTenantAndContent(t *testing.T) {
	f := newFast(t, nil)
	c := &f.s.dsFacts
	made := func() int64 {
		c.warming.Wait()
		return c.made.Load()
	}
	a := f.session(true)
	if n := made(); n != 1 {
		t.Fatalf("after the first upload and its inspection: %d made, want 1", n)
	}
	b := f.session(true)
	for _, sid := range []string{a, b} {
		if _, err := f.run(sid, "print(df.head())"); err != nil {
			t.Fatal(err)
		}
	}
	if n := made(); n != 1 {
		t.Errorf("a second session of the tenant with the same bytes, and two runs: %d made, want 1", n)
	}

	ctx := context.Background()
	other := Caller{Tenant: "other"}
	csv, err := os.ReadFile("../testdata/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := f.s.CreateSession(ctx, other)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.s.PutDataset(ctx, other, sess.ID, csv); err != nil {
		t.Fatal(err)
	}
	if n := made(); n != 2 {
		t.Errorf("another tenant's upload of the same bytes: %d made, want 2", n)
	}
	if _, err := f.s.PutDataset(ctx, acme, a, append(csv, "2026-02-01,West,tea,1,2\n"...)); err != nil {
		t.Fatal(err)
	}
	if n := made(); n != 3 {
		t.Errorf("other bytes: %d made, want 3", n)
	}
}

// TestDatasetFactsMadeOnceWhileWaited: calls that find an entry being made wait for it and
// make nothing themselves; a making that failed is not kept, and its waiters get its error.
func TestDatasetFactsMadeOnceWhileWaited(t *testing.T) {
	var c datasetCache
	ds := &Dataset{Key: "datasets/acme/s/d1", SHA256: "ab"}
	csv := []byte("city,amount\nKöln,12\nBonn,7\n")
	release := make(chan struct{})
	var loads sync.Map
	load := func(i int) func() ([]byte, error) {
		return func() ([]byte, error) {
			loads.Store(i, true)
			<-release
			return csv, nil
		}
	}
	var wg sync.WaitGroup
	got := make([]datasetFacts, 8)
	for i := range got {
		wg.Go(func() {
			f, err := c.factsFrom(context.Background(), hclog.NewNullLogger(), "acme", ds, nil, load(i))
			if err != nil {
				t.Error(err)
			}
			got[i] = f
		})
	}
	close(release)
	wg.Wait()
	n := 0
	loads.Range(func(any, any) bool { n++; return true })
	if n != 1 || c.made.Load() != 1 {
		t.Fatalf("8 concurrent calls loaded %d times and made %d sets, want 1 and 1", n, c.made.Load())
	}
	for i := range got {
		if got[i].rows == nil || got[i].rows != got[0].rows {
			t.Fatalf("call %d got another set: %p against %p", i, got[i].rows, got[0].rows)
		}
	}

	down := errors.New("the store did not answer")
	ds2 := &Dataset{Key: "datasets/acme/s/d2", SHA256: "cd"}
	if _, err := c.factsFrom(context.Background(), hclog.NewNullLogger(), "acme", ds2, nil, func() ([]byte, error) { return nil, down }); !errors.Is(err, down) {
		t.Fatalf("a failed load: %v", err)
	}
	f, err := c.factsFrom(context.Background(), hclog.NewNullLogger(), "acme", ds2, nil, func() ([]byte, error) { return csv, nil })
	if err != nil || f.rows == nil {
		t.Fatalf("the call after a failed load: %v %+v", err, f)
	}
}

package worker_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/dispatch"
)

// runOn dispatches a code job on the dataset key, naming sum as its SHA-256 unless sum is empty,
// and returns the result and the dataset path the executor was given (when ex records jobs).
func runOn(d *dispatch.Client, ex *fakeExec, id, key, sum string) (executors.Result, string, error) {
	res, err := d.Dispatch(context.Background(), "fake", executors.Job{RunID: id, Kind: executors.KindCode, Code: "x",
		Image: "python-data-basic", DatasetKey: key, DatasetSHA256: sum, Limits: executors.Limits{TimeoutS: 2}})
	var path string
	select {
	case j := <-ex.seen:
		path = j.InputPath
	default:
	}
	return res, path, err
}

// errCode is the wire code of err, or "" when err is not a WireError.
func errCode(err error) string {
	var we *executors.WireError
	if errors.As(err, &we) {
		return we.Code
	}
	return ""
}

func sha256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// storeRequests sees the JetStream API requests on one bucket's stream (stream info, direct
// gets, consumers) as a second subscriber on $JS.API.>, on its own connection. Use it only
// while no bucket is deleted: it answers nothing, so a request to a deleted stream would wait
// for it instead of failing with no responders.
type storeRequests struct {
	nc     *nats.Conn
	sub    *nats.Subscription
	stream string
}

func watchStore(t *testing.T, nc *nats.Conn, bucket string) *storeRequests {
	t.Helper()
	wnc, err := nats.Connect(nc.ConnectedUrl())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(wnc.Close)
	sub, err := wnc.SubscribeSync("$JS.API.>")
	if err == nil {
		err = wnc.Flush()
	}
	if err != nil {
		t.Fatal(err)
	}
	return &storeRequests{nc: wnc, sub: sub, stream: "OBJ_" + bucket}
}

// take returns the subjects of the requests on the bucket's stream since the last take. The
// server passed them on before it answered them, so a round trip after the run's reply
// brings them all.
func (r *storeRequests) take(t *testing.T) []string {
	t.Helper()
	if err := r.nc.Flush(); err != nil {
		t.Fatal(err)
	}
	var subjects []string
	for {
		m, err := r.sub.NextMsg(0)
		if errors.Is(err, nats.ErrTimeout) {
			return subjects
		}
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(m.Subject, "."+r.stream+".") || strings.HasSuffix(m.Subject, "."+r.stream) {
			subjects = append(subjects, m.Subject)
		}
	}
}

// TestDatasetCacheTrustsTheJobsSHA256: a job that names its dataset's SHA-256 is served the
// cached copy with that content without any request to the store, also once the object is
// deleted there; a job that names none checks the digest (one request, on a kept handle), and
// finds a deleted object gone, which evicts the copy.
func TestDatasetCacheTrustsTheJobsSHA256(t *testing.T) {
	ex := &fakeExec{images: []string{"python-data-basic"}, seen: make(chan executors.Job, 8)}
	nc, js, _ := setup(t, ex, 1)
	d := newClient(t, nc, time.Second)
	const key, body = "ds/s", "v\n1\n2\n"
	sum := sha256Hex(body)
	putDataset(t, js, key, body)
	reqs := watchStore(t, nc, executors.DatasetBucket)

	// Fetched for a job without a SHA-256: the copy learns its SHA-256 while it is written.
	_, p1, err := runOn(d, ex, "r-s1", key, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := reqs.take(t); len(got) < 2 {
		t.Fatalf("the first run asked the dataset store %v; want at least the digest and the fetch", got)
	}
	_, p2, err := runOn(d, ex, "r-s2", key, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := reqs.take(t); len(got) != 1 || !strings.Contains(got[0], ".DIRECT.GET.") || p2 != p1 {
		t.Errorf("a warm run without a SHA-256 asked the store %v (want the digest only, on the kept handle), path %q, want %q", got, p2, p1)
	}
	res, p3, err := runOn(d, ex, "r-s3", key, sum)
	if err != nil {
		t.Fatal(err)
	}
	if got := reqs.take(t); len(got) != 0 || p3 != p1 || res.Artifacts[0].Bytes != int64(len(body)) {
		t.Errorf("a warm run naming the SHA-256 asked the store %v, path %q (want %q), %d bytes", got, p3, p1, res.Artifacts[0].Bytes)
	}

	st, err := js.ObjectStore(context.Background(), executors.DatasetBucket)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Delete(context.Background(), key); err != nil {
		t.Fatal(err)
	}
	if _, p4, err := runOn(d, ex, "r-s4", key, sum); err != nil || p4 != p1 {
		t.Fatalf("a run naming the SHA-256 after the object's deletion: %v, path %q, want the cached %q", err, p4, p1)
	}
	if _, _, err := runOn(d, ex, "r-s5", key, ""); errCode(err) != executors.CodeDatasetMissing {
		t.Fatalf("a run without a SHA-256 on a deleted dataset: err = %v, want DatasetMissing", err)
	}
	// That lookup evicted the copy: nothing serves the SHA-256 now.
	if _, _, err := runOn(d, ex, "r-s6", key, sum); errCode(err) != executors.CodeDatasetMissing {
		t.Fatalf("a run naming the SHA-256 after the copy's eviction: err = %v, want DatasetMissing", err)
	}
}

// TestDatasetCacheRefusesAWrongSHA256: a job whose dataset in the store does not have the
// SHA-256 it names fails, whether the worker fetches the object for it or holds a copy
// already, and no copy is kept: the next job, naming the right SHA-256, fetches again.
func TestDatasetCacheRefusesAWrongSHA256(t *testing.T) {
	for _, warm := range []bool{false, true} {
		t.Run(fmt.Sprintf("warm=%v", warm), func(t *testing.T) {
			ex := &fakeExec{images: []string{"python-data-basic"}, seen: make(chan executors.Job, 8)}
			nc, js, _ := setup(t, ex, 1)
			d := newClient(t, nc, time.Second)
			const key, body = "ds/w", "v\n1\n"
			putDataset(t, js, key, body)
			if warm {
				if _, _, err := runOn(d, ex, "r-w0", key, ""); err != nil {
					t.Fatal(err)
				}
			}
			if _, _, err := runOn(d, ex, "r-w1", key, sha256Hex("v\n2\n")); errCode(err) != executors.CodeDatasetMissing {
				t.Fatalf("a job naming another SHA-256: err = %v, want DatasetMissing", err)
			}
			ran := int32(0)
			if warm {
				ran = 1
			}
			if got := ex.calls.Load(); got != ran {
				t.Errorf("the executor ran %d times, want %d: the job with the wrong SHA-256 must not run", got, ran)
			}
			reqs := watchStore(t, nc, executors.DatasetBucket)
			res, _, err := runOn(d, ex, "r-w2", key, sha256Hex(body))
			if err != nil || res.Artifacts[0].Bytes != int64(len(body)) {
				t.Fatalf("the job naming the right SHA-256: %v, %+v", err, res)
			}
			if got := reqs.take(t); len(got) == 0 {
				t.Error("the job naming the right SHA-256 was served from the cache: the refused copy was kept")
			}
		})
	}
}

// TestObjectStoreHandlesUnderConcurrentRuns: runs at once, on several datasets, with and
// without their SHA-256, share the worker's store handles: each run gets its own dataset's
// bytes, and after the first wave no run opens a store again (run it with -race).
func TestObjectStoreHandlesUnderConcurrentRuns(t *testing.T) {
	const slots = 4
	ex := &fakeExec{images: []string{"python-data-basic"}}
	nc, js, _ := setup(t, ex, slots)
	d := newClient(t, nc, 5*time.Second)
	bodies := map[string]string{}
	for i := range 3 {
		key := fmt.Sprintf("ds/p%d", i)
		bodies[key] = "v\n" + strings.Repeat("1\n", i+1)
		putDataset(t, js, key, bodies[key])
	}
	reqs := watchStore(t, nc, executors.DatasetBucket)
	arts := watchStore(t, nc, executors.ArtifactBucket)
	opens := func(subjects []string) (n int) {
		for _, s := range subjects {
			if strings.Contains(s, ".STREAM.INFO.") {
				n++
			}
		}
		return n
	}

	var wg sync.WaitGroup
	errs := make(chan error, 32)
	for i := range 32 {
		key := fmt.Sprintf("ds/p%d", i%3)
		sum := ""
		if i%2 == 0 {
			sum = sha256Hex(bodies[key])
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, _, err := runOn(d, ex, fmt.Sprintf("r-p%d", i), key, sum)
			if err == nil && (len(res.Artifacts) != 1 || res.Artifacts[0].Bytes != int64(len(bodies[key]))) {
				err = fmt.Errorf("%s: result %+v, want %d bytes", key, res, len(bodies[key]))
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if n := opens(reqs.take(t)); n < 1 || n > slots {
		t.Errorf("the dataset store was opened %d times by 32 runs on %d slots; want 1 to %d", n, slots, slots)
	}
	if n := opens(arts.take(t)); n < 1 || n > slots {
		t.Errorf("the artifact store was opened %d times by 32 runs on %d slots; want 1 to %d", n, slots, slots)
	}
	if _, _, err := runOn(d, ex, "r-p-last", "ds/p0", ""); err != nil {
		t.Fatal(err)
	}
	if n, m := opens(reqs.take(t)), opens(arts.take(t)); n != 0 || m != 0 {
		t.Errorf("a run after the first wave opened the dataset store %d times, the artifact store %d times", n, m)
	}
}

// TestWorkerReopensADeletedBucket: once an operation finds a kept store handle's bucket gone,
// the worker forgets the handle, and the next run opens the bucket again, creating it.
func TestWorkerReopensADeletedBucket(t *testing.T) {
	ex := &fakeExec{images: []string{"python-data-basic"}}
	nc, js, _ := setup(t, ex, 1)
	d := newClient(t, nc, time.Second)
	ctx := context.Background()
	putDataset(t, js, "ds/b", "v\n1\n")
	if _, _, err := runOn(d, ex, "r-b1", "ds/b", ""); err != nil {
		t.Fatal(err)
	}

	if err := js.DeleteObjectStore(ctx, executors.ArtifactBucket); err != nil {
		t.Fatal(err)
	}
	if _, _, err := runOn(d, ex, "r-b2", "ds/b", ""); errCode(err) != executors.CodeSandboxError {
		t.Fatalf("a run whose artifact bucket was deleted: err = %v, want SandboxError", err)
	}
	if _, _, err := runOn(d, ex, "r-b3", "ds/b", ""); err != nil {
		t.Fatalf("the next run did not open the artifact bucket again: %v", err)
	}

	if err := js.DeleteObjectStore(ctx, executors.DatasetBucket); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"r-b4", "r-b5"} {
		if _, _, err := runOn(d, ex, id, "ds/b", ""); errCode(err) != executors.CodeDatasetMissing {
			t.Fatalf("run %s on a deleted dataset bucket: err = %v, want DatasetMissing", id, err)
		}
	}
	// The second of those opened the bucket again, which creates it.
	if _, err := js.ObjectStore(ctx, executors.DatasetBucket); err != nil {
		t.Fatalf("the worker did not open the deleted dataset bucket again: %v", err)
	}
}

// TestDatasetNamedByAJobMayLagBehind: a job that names its dataset's SHA-256 is run although
// the object appears in the store a moment after the job (a replica behind the leader answers
// "not found" for a while in a cluster); a job that names none fails at once.
func TestDatasetNamedByAJobMayLagBehind(t *testing.T) {
	ex := &fakeExec{images: []string{"python-data-basic"}, seen: make(chan executors.Job, 2)}
	nc, js, _ := setup(t, ex, 1)
	putDataset(t, js, "ds/other", "x\n") // the bucket exists
	d := newClient(t, nc, 5*time.Second)
	if _, _, err := runOn(d, ex, "r-nosum", "ds/late", ""); errCode(err) != executors.CodeDatasetMissing {
		t.Fatalf("a job without a SHA-256 on a missing dataset: %v", err)
	}
	st, err := js.ObjectStore(context.Background(), executors.DatasetBucket)
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(300 * time.Millisecond)
		if _, err := st.PutString(context.Background(), "ds/late", "a\n1\n"); err != nil {
			t.Error(err)
		}
	}()
	if _, _, err := runOn(d, ex, "r-late", "ds/late", sha256Hex("a\n1\n")); err != nil {
		t.Fatalf("a job whose dataset appeared 300 ms after it: %v", err)
	}
}

package worker_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/dispatch"
	"github.com/sluice-gw/sluice/executors/worker"
	"github.com/sluice-gw/sluice/images"
	"github.com/sluice-gw/sluice/internal/natstest"
)

// fakeExec is a scripted executor: the worker's logic around a real executor is what is tested
// here; the real executors have their own suites.
type fakeExec struct {
	images []string
	delay  time.Duration
	calls  atomic.Int32
	seen   chan executors.Job
}

func (f *fakeExec) Images(context.Context) ([]string, error) { return f.images, nil }

func (f *fakeExec) Run(ctx context.Context, job executors.Job) (executors.Result, error) {
	f.calls.Add(1)
	if f.seen != nil {
		f.seen <- job
	}
	select {
	case <-time.After(f.delay):
	case <-ctx.Done():
		return executors.Result{Outcome: executors.OutcomeKilled}, nil
	}
	if job.Code == "fail" {
		return executors.Result{}, errors.New("bwrap: /secret/host/path: permission denied")
	}
	data, err := os.ReadFile(job.InputPath)
	if err != nil {
		return executors.Result{}, err
	}
	if err := os.WriteFile(filepath.Join(job.OutputDir, "echo.csv"), data, 0o600); err != nil {
		return executors.Result{}, err
	}
	return executors.Result{Outcome: executors.OutcomeOK, Stdout: "ran " + job.RunID,
		Artifacts: []executors.Artifact{{Name: "echo.csv", Bytes: int64(len(data))}}}, nil
}

func setup(t *testing.T, ex *fakeExec, slots int) (*nats.Conn, jetstream.JetStream, *worker.Worker) {
	t.Helper()
	return setupWith(t, map[string]executors.Executor{"fake": ex}, slots)
}

// setupWith starts a worker with exs on a NATS server of the test's own.
func setupWith(t *testing.T, exs map[string]executors.Executor, slots int) (*nats.Conn, jetstream.JetStream, *worker.Worker) {
	t.Helper()
	nc, js := natstest.Connect(t)
	workDir := t.TempDir()
	w, err := worker.Start(context.Background(), nc, worker.Config{
		Executors: exs, Slots: slots, WorkDir: workDir, Version: "not a semver",
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		w.Stop()
		// Per-run directories are always removed.
		if left, _ := os.ReadDir(workDir); len(left) != 0 {
			t.Errorf("per-run directories left behind: %v", left)
		}
	})
	return nc, js, w
}

func putDataset(t *testing.T, js jetstream.JetStream, key, body string) {
	t.Helper()
	st, err := js.CreateOrUpdateObjectStore(context.Background(), jetstream.ObjectStoreConfig{Bucket: executors.DatasetBucket})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.PutString(context.Background(), key, body); err != nil {
		t.Fatal(err)
	}
}

func TestWorkerRunsAndStagesArtifacts(t *testing.T) {
	ex := &fakeExec{images: []string{"python-data-basic"}}
	nc, js, w := setup(t, ex, 1)
	if got := w.Subjects(); len(got) != 1 || got[0] != "sluice.run.fake.python-data-basic" {
		t.Fatalf("subjects = %v", got)
	}
	putDataset(t, js, "ds/1", "a,b\n1,2\n")
	res, err := newClient(t, nc, time.Second).Dispatch(context.Background(), "fake", executors.Job{
		RunID: "r-1", Kind: executors.KindCode, Code: "print(1)", Image: "python-data-basic", DatasetKey: "ds/1",
		Limits: executors.Limits{TimeoutS: 2},
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != executors.OutcomeOK || res.Stdout != "ran r-1" || len(res.Artifacts) != 1 {
		t.Fatalf("result = %+v", res)
	}
	a := res.Artifacts[0]
	if a.Key != executors.StagedPrefix+"r-1/echo.csv" {
		t.Fatalf("artifact key = %q", a.Key)
	}
	st, _ := js.ObjectStore(context.Background(), executors.ArtifactBucket)
	b, err := st.GetBytes(context.Background(), a.Key)
	if err != nil || string(b) != "a,b\n1,2\n" {
		t.Fatalf("staged artifact = %q, %v", b, err)
	}
}

// A run's answer is sent before its directory is removed: the removal can wait behind the
// file system's journal, and nothing of the answer depends on it. The directory is still
// removed once it may be.
func TestWorkerAnswersBeforeCleaningUp(t *testing.T) {
	release := make(chan struct{})
	t.Cleanup(worker.HoldRunDirRemoval(release))
	ex := &fakeExec{images: []string{"python-data-basic"}}
	nc, js, _ := setup(t, ex, 1) // its cleanup checks that no per-run directory is left
	defer close(release)         // before that cleanup stops the worker
	putDataset(t, js, "ds/1", "a,b\n1,2\n")
	client := newClient(t, nc, time.Second)
	for _, id := range []string{"r-1", "r-2"} { // the second one also finds the slot free
		res, err := client.Dispatch(context.Background(), "fake", executors.Job{
			RunID: id, Kind: executors.KindCode, Code: "print(1)", Image: "python-data-basic", DatasetKey: "ds/1",
			Limits: executors.Limits{TimeoutS: 2},
		})
		if err != nil || res.Outcome != executors.OutcomeOK || res.Stdout != "ran "+id {
			t.Fatalf("%s while its directory's removal is held: %+v, %v", id, res, err)
		}
	}
}

func TestWorkerErrorsAreSafeAndCoded(t *testing.T) {
	ex := &fakeExec{images: []string{"python-data-basic"}}
	nc, js, _ := setup(t, ex, 1)
	putDataset(t, js, "ds/1", "a\n1\n")
	d := newClient(t, nc, time.Second)
	cases := []struct {
		name string
		job  executors.Job
		code string
	}{
		{"sandbox failure", executors.Job{RunID: "r-2", Kind: executors.KindCode, Code: "fail", Image: "python-data-basic", DatasetKey: "ds/1"}, executors.CodeSandboxError},
		{"missing dataset", executors.Job{RunID: "r-3", Kind: executors.KindCode, Code: "x", Image: "python-data-basic", DatasetKey: "ds/none"}, executors.CodeDatasetMissing},
		{"bad job", executors.Job{RunID: "r/../4", Kind: "shell", Image: "python-data-basic"}, executors.CodeBadJob},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := d.Dispatch(context.Background(), "fake", c.job)
			var we *executors.WireError
			if !errors.As(err, &we) || we.Code != c.code {
				t.Fatalf("err = %v, want code %s", err, c.code)
			}
			if strings.Contains(we.Message, "/secret") || strings.Contains(we.Message, "/tmp") {
				t.Errorf("message leaks a host path: %q", we.Message)
			}
		})
	}
	// No worker serves that image: an immediate, typed error, not a hang.
	start := time.Now()
	_, err := d.Dispatch(context.Background(), "fake", executors.Job{RunID: "r-5", Kind: executors.KindCode, Code: "x", Image: "python-ml-lite"})
	if !errors.Is(err, dispatch.ErrNoWorker) {
		t.Fatalf("err = %v, want ErrNoWorker", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Errorf("no responders took %v", time.Since(start))
	}
}

func TestWorkerBusyBeforeDeadline(t *testing.T) {
	ex := &fakeExec{images: []string{"python-data-basic"}, delay: 3 * time.Second}
	nc, js, _ := setup(t, ex, 1)
	putDataset(t, js, "ds/1", "a\n1\n")
	d := newClient(t, nc, 500*time.Millisecond)
	job := func(id string) executors.Job {
		return executors.Job{RunID: id, Kind: executors.KindCode, Code: "x", Image: "python-data-basic", DatasetKey: "ds/1", Limits: executors.Limits{TimeoutS: 1}}
	}
	first := make(chan error, 1)
	go func() { _, err := d.Dispatch(context.Background(), "fake", job("r-6")); first <- err }()
	time.Sleep(200 * time.Millisecond)
	// The only slot is taken past this job's deadline: the gateway learns it did not run.
	_, err := d.Dispatch(context.Background(), "fake", job("r-7"))
	var we *executors.WireError
	if !errors.Is(err, dispatch.ErrNoReply) && !(errors.As(err, &we) && we.Code == executors.CodeWorkerBusy) {
		t.Fatalf("err = %v, want WorkerBusy or no reply", err)
	}
	<-first
}

func TestRunRequestWireFormat(t *testing.T) {
	// Host paths never cross the wire.
	b, _ := json.Marshal(executors.RunRequest{Job: executors.Job{RunID: "r", InputPath: "/host/in", OutputDir: "/host/out"}})
	if strings.Contains(string(b), "/host") {
		t.Fatalf("host paths on the wire: %s", b)
	}
}

// TestDatasetCacheRevalidates: the runs of a session reuse the worker's copy of their dataset,
// but a dataset replaced in the store is fetched again and a deleted one is never served.
func TestDatasetCacheRevalidates(t *testing.T) {
	ex := &fakeExec{images: []string{"python-data-basic"}, seen: make(chan executors.Job, 8)}
	nc, js, _ := setup(t, ex, 2)
	d := newClient(t, nc, time.Second)
	run := func(id string) (executors.Result, string, error) { return runOn(d, ex, id, "ds/c", "") }
	putDataset(t, js, "ds/c", "v\n1\n")
	_, p1, err := run("r-c1")
	if err != nil {
		t.Fatal(err)
	}
	_, p2, err := run("r-c2")
	if err != nil {
		t.Fatal(err)
	}
	if p1 == "" || p1 != p2 {
		t.Errorf("the second run did not reuse the cached dataset: %q, %q", p1, p2)
	}
	if st, err := os.Stat(p2); err != nil || st.Mode().Perm()&0o222 != 0 {
		t.Errorf("cached dataset: %v, mode %v (want read-only)", err, st.Mode())
	}

	putDataset(t, js, "ds/c", "v\n2\n3\n")
	res, p3, err := run("r-c3")
	if err != nil {
		t.Fatal(err)
	}
	if p3 == p1 || res.Artifacts[0].Bytes != int64(len("v\n2\n3\n")) {
		t.Errorf("a replaced dataset was served from the cache: %q, %d bytes", p3, res.Artifacts[0].Bytes)
	}

	st, _ := js.ObjectStore(context.Background(), executors.DatasetBucket)
	if err := st.Delete(context.Background(), "ds/c"); err != nil {
		t.Fatal(err)
	}
	if _, _, err = run("r-c4"); errCode(err) != executors.CodeDatasetMissing {
		t.Fatalf("a deleted dataset: err = %v, want DatasetMissing", err)
	}
}

// TestEveryImageHasASubject: a worker serves each image of an executor on
// executors.Subject(executor, image), so every image's name must make a subject.
func TestEveryImageHasASubject(t *testing.T) {
	ms, err := images.Manifests()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if _, err := executors.Subject("subprocess", m.Name); err != nil {
			t.Errorf("%s: not usable in a subject: %v", m.Name, err)
		}
	}
}

// newClient is a dispatch client on nc with the given grace, closed when the test ends.
func newClient(t *testing.T, nc *nats.Conn, grace time.Duration) *dispatch.Client {
	t.Helper()
	d, err := dispatch.New(nc, grace)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

// TestWorkerSendsProgress: a job dispatched with executors.HeartbeatHeader is acknowledged at
// once and then every interval while it runs; the answer carries no progress header, and
// nothing follows it. A job without the header gets its answer only.
func TestWorkerSendsProgress(t *testing.T) {
	ex := &fakeExec{images: []string{"python-data-basic"}, delay: 1200 * time.Millisecond}
	nc, js, _ := setup(t, ex, 1)
	putDataset(t, js, "ds/p", "a\n1\n")
	ask := func(id, heartbeat string) (progress []string, answered bool) {
		inbox := nats.NewInbox()
		sub, err := nc.SubscribeSync(inbox)
		if err != nil {
			t.Fatal(err)
		}
		defer sub.Unsubscribe()
		body, _ := json.Marshal(executors.RunRequest{Job: executors.Job{RunID: id, Kind: executors.KindCode, Code: "x",
			Image: "python-data-basic", DatasetKey: "ds/p", Limits: executors.Limits{TimeoutS: 5}}, Deadline: time.Now().Add(10 * time.Second)})
		m := &nats.Msg{Subject: "sluice.run.fake.python-data-basic", Reply: inbox, Data: body, Header: nats.Header{}}
		if heartbeat != "" {
			m.Header.Set(executors.HeartbeatHeader, heartbeat)
		}
		if err := nc.PublishMsg(m); err != nil {
			t.Fatal(err)
		}
		for {
			got, err := sub.NextMsg(10 * time.Second)
			if err != nil {
				if answered {
					return progress, answered // nothing after the answer
				}
				t.Fatalf("%s: %v after %v", id, err, progress)
			}
			if answered {
				t.Fatalf("%s: a message after the answer: %v %q", id, got.Header, got.Data)
			}
			if p := got.Header.Get(executors.ProgressHeader); p != "" {
				if len(got.Data) != 0 {
					t.Errorf("%s: a progress message with a body: %q", id, got.Data)
				}
				progress = append(progress, p)
				continue
			}
			var reply executors.RunReply
			if err := json.Unmarshal(got.Data, &reply); err != nil || reply.Result == nil || reply.Result.Outcome != executors.OutcomeOK {
				t.Fatalf("%s: answer %q: %v", id, got.Data, err)
			}
			answered = true
			// Wait a few intervals more: no progress may follow the answer.
			if got, err := sub.NextMsg(700 * time.Millisecond); err == nil {
				t.Fatalf("%s: a message after the answer: %v %q", id, got.Header, got.Data)
			}
			return progress, answered
		}
	}
	progress, _ := ask("r-hb", "200")
	if len(progress) < 3 || progress[0] != "accepted" || slices.ContainsFunc(progress[1:], func(p string) bool { return p != "running" }) {
		t.Errorf("progress of a 1.2 s job with a 200 ms heartbeat = %v, want accepted then several running", progress)
	}
	for _, hb := range []string{"", "5", "nonsense", "60000"} {
		if progress, _ := ask("r-nohb", hb); len(progress) != 0 {
			t.Errorf("heartbeat %q: progress %v, want none", hb, progress)
		}
	}
}

// TestDispatchNoticesAWorkerThatDies: a worker that loses its connection (as one that was
// SIGKILLed: its socket closes) with a job in flight is given up for lost once it has been
// silent for dispatch.Silence, not at the job's deadline (its limit plus the grace); a worker
// that took the job and only stays silent is given up the same way.
func TestDispatchNoticesAWorkerThatDies(t *testing.T) {
	nc, js := natstest.Connect(t)
	putDataset(t, js, "ds/d", "a\n1\n")
	wc, err := nats.Connect(nc.ConnectedUrl())
	if err != nil {
		t.Fatal(err)
	}
	defer wc.Close()
	ex := &fakeExec{images: []string{"python-data-basic"}, delay: time.Minute, seen: make(chan executors.Job, 1)}
	if _, err := worker.Start(context.Background(), wc, worker.Config{Executors: map[string]executors.Executor{"fake": ex}, WorkDir: t.TempDir()}); err != nil {
		t.Fatal(err)
	}
	d := newClient(t, nc, time.Minute)
	job := executors.Job{RunID: "r-dies", Kind: executors.KindCode, Code: "x", Image: "python-data-basic", DatasetKey: "ds/d",
		Limits: executors.Limits{TimeoutS: 30}}
	done := make(chan error, 1)
	start := time.Now()
	go func() { _, err := d.Dispatch(context.Background(), "fake", job); done <- err }()
	select {
	case <-ex.seen:
	case err := <-done:
		t.Fatalf("the job ended before it ran: %v", err)
	}
	wc.Close() // the worker's connection is gone, the job with it
	select {
	case err := <-done:
		if !errors.Is(err, dispatch.ErrNoReply) || !strings.Contains(err.Error(), "silent") {
			t.Errorf("err = %v, want ErrNoReply for a silent worker", err)
		}
		t.Logf("given up %v after dispatch", time.Since(start).Round(time.Millisecond))
	case <-time.After(30 * time.Second):
		t.Fatal("the dispatch still waits for a worker gone for 30 s, its job's whole limit")
	}

	// A worker that says it took the job and then says nothing: the same.
	sub, err := nc.Subscribe("sluice.run.mute.python-data-basic", func(m *nats.Msg) {
		p := &nats.Msg{Subject: m.Reply, Header: nats.Header{}}
		p.Header.Set(executors.ProgressHeader, "accepted")
		_ = nc.PublishMsg(p)
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	go func() { _, err := d.Dispatch(context.Background(), "mute", job); done <- err }()
	select {
	case err := <-done:
		if !errors.Is(err, dispatch.ErrNoReply) {
			t.Errorf("err = %v, want ErrNoReply", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the dispatch still waits for a silent worker after 30 s")
	}
}

// slowLister is a fakeExec whose image listing waits for release, like the subprocess
// executor probing its interpreter's imports.
type slowLister struct {
	*fakeExec
	entered, release chan struct{}
}

func (s slowLister) Images(ctx context.Context) ([]string, error) {
	close(s.entered)
	<-s.release
	return s.fakeExec.Images(ctx)
}

// TestWorkerIsSeenOnlyOnceItServes: a worker answers the service's $SRV.PING (what a
// gateway's /readyz counts) only once its run subjects are subscribed. Before, it registered
// first and listed its images after, and a run sent when /readyz first counted it was answered
// "no responders" (TestClusterWorkersComeAndGo saw a 503 once its worker was back).
func TestWorkerIsSeenOnlyOnceItServes(t *testing.T) {
	nc, js := natstest.Connect(t)
	putDataset(t, js, "ds/seen", "a\n1\n")
	ex := slowLister{&fakeExec{images: []string{"python-data-basic"}}, make(chan struct{}), make(chan struct{})}
	type started struct {
		w   *worker.Worker
		err error
	}
	start := make(chan started, 1)
	workDir := t.TempDir()
	go func() {
		w, err := worker.Start(context.Background(), nc, worker.Config{
			Executors: map[string]executors.Executor{"fake": ex}, WorkDir: workDir})
		start <- started{w, err}
	}()
	pings := func() int {
		inbox := nats.NewInbox()
		sub, err := nc.SubscribeSync(inbox)
		if err != nil {
			t.Fatal(err)
		}
		defer sub.Unsubscribe()
		if err := nc.PublishRequest("$SRV.PING."+executors.ServiceName, inbox, nil); err != nil {
			t.Fatal(err)
		}
		n := 0
		for {
			if _, err := sub.NextMsg(300 * time.Millisecond); err != nil {
				return n
			}
			n++
		}
	}
	<-ex.entered
	if n := pings(); n != 0 {
		close(ex.release)
		if st := <-start; st.w != nil {
			st.w.Stop()
		}
		t.Fatalf("%d answers to $SRV.PING while the worker was still listing its images", n)
	}
	close(ex.release)
	st := <-start
	if st.err != nil {
		t.Fatal(st.err)
	}
	defer st.w.Stop()
	if n := pings(); n != 1 {
		t.Fatalf("%d answers to $SRV.PING once the worker started, want 1", n)
	}
	if _, _, err := runOn(newClient(t, nc, time.Second), ex.fakeExec, "r-seen", "ds/seen", ""); err != nil {
		t.Fatalf("a run once the worker answers $SRV.PING: %v", err)
	}
}

// oneSlotWorker starts a worker with one slot and backlog (as Config.Backlog) on a fresh NATS
// server, with the dataset key in its object store and a fake executor whose runs take delay
// and are told on ex.seen. It stops when t ends.
func oneSlotWorker(t *testing.T, key string, delay time.Duration, backlog int) (*nats.Conn, *fakeExec) {
	t.Helper()
	nc, js := natstest.Connect(t)
	putDataset(t, js, key, "a\n1\n")
	ex := &fakeExec{images: []string{"python-data-basic"}, delay: delay, seen: make(chan executors.Job, 8)}
	w, err := worker.Start(context.Background(), nc, worker.Config{
		Executors: map[string]executors.Executor{"fake": ex}, Slots: 1, Backlog: backlog, WorkDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Stop() })
	return nc, ex
}

// dispatchJob dispatches a job of the fake executor on the dataset key through d.
func dispatchJob(d *dispatch.Client, id, key string) error {
	_, err := d.Dispatch(context.Background(), "fake", executors.Job{RunID: id, Kind: executors.KindCode, Code: "x",
		Image: "python-data-basic", DatasetKey: key, Limits: executors.Limits{TimeoutS: 5}})
	return err
}

// TestWorkerBacklogIsBounded: with its one slot taken and its backlog of one full, a worker
// refuses a further job at once as WorkerBusy (while the first still runs); the dispatch client
// sends such a job again until its BusyPatience has passed, and with patience enough the job
// runs once the worker has room. The job in the backlog runs once the slot is free.
func TestWorkerBacklogIsBounded(t *testing.T) {
	nc, ex := oneSlotWorker(t, "ds/b", 1500*time.Millisecond, 1)
	subj, _ := executors.Subject("fake", "python-data-basic")
	tries := map[string]int{}
	var mu sync.Mutex
	snoop, err := nc.Subscribe(subj, func(m *nats.Msg) {
		var rr executors.RunRequest
		if json.Unmarshal(m.Data, &rr) == nil {
			mu.Lock()
			tries[rr.Job.RunID]++
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer snoop.Unsubscribe()
	sent := func(id string) int {
		mu.Lock()
		defer mu.Unlock()
		return tries[id]
	}
	impatient, patient := newClient(t, nc, 5*time.Second), newClient(t, nc, 5*time.Second)
	impatient.BusyPatience = 300 * time.Millisecond
	run := func(d *dispatch.Client, id string, done chan<- error) { done <- dispatchJob(d, id, "ds/b") }
	a, b, c, e := make(chan error, 1), make(chan error, 1), make(chan error, 1), make(chan error, 1)
	go run(impatient, "r-a", a)
	<-ex.seen // r-a holds the slot
	go run(impatient, "r-b", b)
	for deadline := time.Now().Add(5 * time.Second); sent("r-b") == 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("r-b never reached the worker")
		}
	}
	time.Sleep(50 * time.Millisecond) // r-b is in the backlog
	go run(impatient, "r-c", c)
	go run(patient, "r-e", e)
	var we *executors.WireError
	select {
	case err := <-c:
		if !errors.As(err, &we) || we.Code != executors.CodeWorkerBusy {
			t.Fatalf("r-c: %v, want WorkerBusy", err)
		}
	case err := <-a:
		t.Fatalf("r-a ended (%v) before r-c was refused: r-c waited instead of being refused", err)
	}
	if n := sent("r-c"); n < 2 {
		t.Errorf("r-c was sent %d times before its patience ran out, want several", n)
	}
	for id, ch := range map[string]chan error{"r-a": a, "r-b (from the backlog)": b, "r-e (patient)": e} {
		if err := <-ch; err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
	if n := sent("r-e"); n < 2 {
		t.Errorf("r-e was sent %d times, want several (it was refused while the worker was full)", n)
	}
	if st := impatient.Stats(); st.GaveUp != 1 || st.Busy < 2 {
		t.Errorf("the impatient client's Stats = %+v, want r-c given up once after several refusals", st)
	}
}

// TestWorkerAnnouncesRoomAfterRefusing: a worker that refused a job as busy publishes a room
// notice on the job's room subject when it frees a slot; one that refused nothing publishes
// none. A patient client's job refused as busy then runs.
func TestWorkerAnnouncesRoomAfterRefusing(t *testing.T) {
	nc, ex := oneSlotWorker(t, "ds/room", 800*time.Millisecond, -1)
	subj, _ := executors.Subject("fake", "python-data-basic")
	notices, err := nc.SubscribeSync(executors.RoomSubject(subj))
	if err != nil {
		t.Fatal(err)
	}
	defer notices.Unsubscribe()
	d := newClient(t, nc, 5*time.Second)
	run := func(id string, done chan<- error) { done <- dispatchJob(d, id, "ds/room") }

	alone := make(chan error, 1)
	go run("r-alone", alone)
	<-ex.seen
	if err := <-alone; err != nil {
		t.Fatal(err)
	}
	if m, err := notices.NextMsg(300 * time.Millisecond); err == nil {
		t.Fatalf("a room notice (%s) from a worker that refused nothing", m.Subject)
	}

	a, b := make(chan error, 1), make(chan error, 1)
	go run("r-holds", a)
	<-ex.seen // r-holds has the only slot, and there is no backlog
	go run("r-refused", b)
	if _, err := notices.NextMsg(10 * time.Second); err != nil {
		t.Fatalf("no room notice once the slot was free: %v", err)
	}
	for id, ch := range map[string]chan error{"r-holds": a, "r-refused": b} {
		if err := <-ch; err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
}

// TestDispatchGivesUpAJobNobodyTook: a job that reaches no worker able to say it took it (here
// a subscriber on the subject that stays mute, as a job lost between NATS servers looks) is
// given up as ErrNoReply after the client's AcceptWait, not at its limit and grace.
func TestDispatchGivesUpAJobNobodyTook(t *testing.T) {
	nc, _ := natstest.Connect(t)
	subj, _ := executors.Subject("fake", "python-data-basic")
	mute, err := nc.QueueSubscribe(subj, executors.QueueGroup, func(*nats.Msg) {})
	if err != nil {
		t.Fatal(err)
	}
	defer mute.Unsubscribe()
	d := newClient(t, nc, time.Minute)
	d.AcceptWait = 300 * time.Millisecond
	start := time.Now()
	_, err = d.Dispatch(context.Background(), "fake", executors.Job{RunID: "r-mute", Kind: executors.KindCode, Code: "x",
		Image: "python-data-basic", DatasetKey: "ds/x", Limits: executors.Limits{TimeoutS: 30}})
	if !errors.Is(err, dispatch.ErrNoReply) {
		t.Fatalf("err = %v, want ErrNoReply", err)
	}
	if took := time.Since(start); took > 20*time.Second {
		t.Fatalf("given up after %v: at the job's limit, not after AcceptWait", took)
	}
}

// Package worker serves executors over NATS: it registers a micro service with one endpoint per
// executor and image it can really serve, in the shared queue group, fetches each job's dataset
// from the object store into a private per-run directory, runs the job, stages the artifacts
// in the artifact store and answers with the Result.
//
// It owns the per-run host directories (created here, removed here, always), the worker's
// concurrency slots and the frames of the datasets its runs use (frames.go), and it says when
// a slot frees after it refused a job as busy (room notices, executors.RoomSubject). It must
// not decide anything a policy decides: executor, image and limits arrive in the job.
package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nats.go/micro"

	"github.com/sluice-gw/sluice/executors"
)

// DefaultSlots is how many runs a worker executes at once when Config.Slots is zero.
const DefaultSlots = 2

// MaxDatasetBytes bounds the dataset a worker will fetch; the gateway enforces its own, lower
// limit at upload time.
const MaxDatasetBytes = 1 << 30

// Config configures a worker.
type Config struct {
	// Executors maps an executor name ("subprocess", "container") to its implementation.
	Executors map[string]executors.Executor
	// Images lists, per executor, the images to serve. Nil asks the executor (ImageLister);
	// an executor that cannot tell and has no list here serves nothing.
	Images map[string][]string
	// Slots is how many runs execute at once.
	Slots int
	// Backlog is how many jobs may wait for a slot when all Slots are taken, each until its
	// deadline at most. A job beyond them is refused at once with WorkerBusy, which tells the
	// gateway to try another worker of the queue group (a worker takes whatever NATS hands it,
	// busy or not) or to answer 503 with a retry hint, rather than to queue it behind work
	// that may take longer than its limit. 0 means Slots; negative means none waits.
	Backlog int
	// WorkDir holds the per-run directories; default os.TempDir()/sluice-worker.
	WorkDir string
	// Version is reported in the micro service's info; it must be a semantic version
	// ("0.1.0-dev+abc123"), anything else is reported as 0.0.0.
	Version string
	// Logger receives the worker's logs; nil discards them.
	Logger hclog.Logger
	// Observe, if set, is told of every run the worker answered: the executor, how long from
	// the job's arrival until its harness had it (dataset fetch, slot wait and sandbox start
	// included: the time to the user's first line), and whether a warm sandbox served it.
	// It must be safe for concurrent use.
	Observe func(executor string, start time.Duration, warm bool)
}

// semverRE is the version form the micro service registry accepts.
var semverRE = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$`)

// Worker is a running worker. Stop it with Stop.
//
// Lock order: storesMu and the dataset cache's mutex are never held together.
type Worker struct {
	cfg      Config
	nc       *nats.Conn
	js       jetstream.JetStream
	svc      micro.Service
	slots    chan struct{}
	log      hclog.Logger
	wg       sync.WaitGroup
	subjects []string
	datasets *datasetCache
	runDirs  *runDirs
	frames   *frames
	waiting  atomic.Int64 // jobs waiting for a slot

	refusedMu sync.Mutex
	refused   map[string]time.Time // run subject → when a job of it was last refused as busy

	storesMu sync.Mutex
	stores   map[string]jetstream.ObjectStore // open object store handles, by bucket
}

// Start registers the worker on nc and begins serving. The returned worker serves until Stop.
func Start(ctx context.Context, nc *nats.Conn, cfg Config) (*Worker, error) {
	if len(cfg.Executors) == 0 {
		return nil, errors.New("worker: Executors: at least one executor is required")
	}
	if cfg.Slots <= 0 {
		cfg.Slots = DefaultSlots
	}
	switch {
	case cfg.Backlog == 0:
		cfg.Backlog = cfg.Slots
	case cfg.Backlog < 0:
		cfg.Backlog = 0
	}
	if cfg.WorkDir == "" {
		cfg.WorkDir = filepath.Join(os.TempDir(), "sluice-worker")
	}
	if !semverRE.MatchString(cfg.Version) {
		cfg.Version = "0.0.0"
	}
	if cfg.Logger == nil {
		cfg.Logger = hclog.NewNullLogger()
	}
	if err := os.MkdirAll(cfg.WorkDir, 0o700); err != nil {
		return nil, fmt.Errorf("worker: WorkDir: %w", err)
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("worker: jetstream: %w", err)
	}
	w := &Worker{cfg: cfg, nc: nc, js: js, slots: make(chan struct{}, cfg.Slots), log: cfg.Logger.Named("worker"),
		stores: map[string]jetstream.ObjectStore{}, refused: map[string]time.Time{}}
	if w.datasets, err = newDatasetCache(filepath.Join(cfg.WorkDir, "datasets-"+strconv.Itoa(os.Getpid())), DefaultDatasetCacheBytes); err != nil {
		return nil, fmt.Errorf("worker: dataset cache: %w", err)
	}
	if w.frames, err = newFrames(filepath.Join(cfg.WorkDir, "frames-"+strconv.Itoa(os.Getpid()))); err != nil {
		w.datasets.close()
		return nil, fmt.Errorf("worker: frames: %w", err)
	}

	// What this worker serves is settled before it registers: the micro service answers
	// $SRV.PING from AddService on, and a gateway that counted a worker there (its /readyz, a
	// front's health check) must find the run subjects subscribed too. Listing images can take
	// seconds (the subprocess executor probes the interpreter's imports).
	type endpoint struct {
		name, subj, executor string
		ex                   executors.Executor
	}
	var eps []endpoint
	names := make([]string, 0, len(cfg.Executors))
	for name := range cfg.Executors {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		ex := cfg.Executors[name]
		imgs, ok := cfg.Images[name]
		if !ok {
			lister, can := ex.(executors.ImageLister)
			if !can {
				w.log.Warn("executor cannot list its images and none are configured; serving none", "executor", name)
				continue
			}
			if imgs, err = lister.Images(ctx); err != nil {
				return nil, fmt.Errorf("worker: images of %s: %w", name, err)
			}
		}
		for _, img := range imgs {
			subj, err := executors.Subject(name, img)
			if err != nil {
				return nil, fmt.Errorf("worker: %w", err)
			}
			eps = append(eps, endpoint{name: name + "-" + img, subj: subj, executor: name, ex: ex})
		}
	}
	if len(eps) == 0 {
		return nil, errors.New("worker: no executor can serve any image on this host")
	}

	w.runDirs = newRunDirs(cfg.WorkDir, cfg.Slots)
	svc, err := micro.AddService(nc, micro.Config{
		Name:        executors.ServiceName,
		Version:     cfg.Version,
		Description: "sluice sandbox worker",
		QueueGroup:  executors.QueueGroup,
	})
	if err != nil {
		w.runDirs.close()
		w.frames.close()
		return nil, fmt.Errorf("worker: register service: %w", err)
	}
	w.svc = svc
	for _, ep := range eps {
		err = svc.AddEndpoint(ep.name, micro.HandlerFunc(func(req micro.Request) {
			w.wg.Add(1)
			go func() {
				defer w.wg.Done()
				w.handle(ep.executor, ep.subj, ep.ex, req)
			}()
		}), micro.WithEndpointSubject(ep.subj), micro.WithEndpointQueueGroup(executors.QueueGroup))
		if err != nil {
			_ = svc.Stop()
			w.runDirs.close()
			w.frames.close()
			return nil, fmt.Errorf("worker: endpoint %s: %w", ep.subj, err)
		}
		w.subjects = append(w.subjects, ep.subj)
	}
	// Once Start returns, the server has the subscriptions: a job sent then reaches them.
	if err := nc.FlushTimeout(10 * time.Second); err != nil {
		_ = svc.Stop()
		w.wg.Wait()
		w.runDirs.close()
		w.frames.close()
		return nil, fmt.Errorf("worker: subscribe: %w", err)
	}
	w.log.Info("serving", "subjects", w.subjects, "slots", cfg.Slots)
	return w, nil
}

// Subjects returns the subjects the worker serves.
func (w *Worker) Subjects() []string { return append([]string(nil), w.subjects...) }

// PoolStats returns the warm-pool counters of every executor that has a pool, by name.
func (w *Worker) PoolStats() map[string]executors.PoolStats {
	out := map[string]executors.PoolStats{}
	for name, ex := range w.cfg.Executors {
		if pr, ok := ex.(executors.PoolReporter); ok {
			out[name] = pr.PoolStats()
		}
	}
	return out
}

// Stop unsubscribes, waits for the runs in progress to answer, and closes executors that hold
// resources.
func (w *Worker) Stop() error {
	err := w.svc.Stop()
	w.wg.Wait()
	w.datasets.close()
	w.runDirs.close()
	w.frames.close()
	for _, ex := range w.cfg.Executors {
		if c, ok := ex.(executors.Closer); ok {
			err = errors.Join(err, c.Close())
		}
	}
	return err
}

func (w *Worker) handle(exName, subj string, ex executors.Executor, req micro.Request) {
	stop := w.heartbeat(req)
	var after cleanups
	// The run's directory and its hold on its dataset are given back once the answer is sent:
	// removing a directory can wait behind the file system's journal (0.7 to 3.5 ms on ext4
	// under the decision log's fsyncs), and the gateway need not wait for that.
	defer after.run()
	reply := w.serve(exName, subj, ex, req.Data(), &after)
	stop()
	body, err := json.Marshal(reply)
	if err != nil {
		body, _ = json.Marshal(executors.RunReply{Error: &executors.WireError{Code: executors.CodeSandboxError, Message: "result could not be encoded"}})
	}
	if err := req.Respond(body); err != nil {
		w.log.Error("reply lost", "error", err)
	}
}

// heartbeat sends req's progress messages, when its sender asked for them
// (executors.HeartbeatHeader), until the returned func is called: "accepted" at once, then
// "running" every interval. Once the func returns no more are sent.
func (w *Worker) heartbeat(req micro.Request) (stop func()) {
	ms, err := strconv.ParseInt(req.Headers().Get(executors.HeartbeatHeader), 10, 64)
	every := time.Duration(ms) * time.Millisecond
	if err != nil || req.Reply() == "" || every < executors.HeartbeatMin || every > executors.HeartbeatMax {
		return func() {}
	}
	send := func(state string) {
		m := &nats.Msg{Subject: req.Reply(), Header: nats.Header{}}
		m.Header.Set(executors.ProgressHeader, state)
		if err := w.nc.PublishMsg(m); err != nil {
			w.log.Debug("progress not sent", "error", err)
		}
	}
	send("accepted")
	done, exited := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(exited)
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				send("running")
			}
		}
	}()
	return func() {
		close(done)
		<-exited
	}
}

// takeSlot takes a sandbox slot: a free one at once, else, when fewer than Backlog jobs wait
// already, the first one freed before ctx ends. false means the job gets none.
func (w *Worker) takeSlot(ctx context.Context) bool {
	select {
	case w.slots <- struct{}{}:
		return true
	default:
	}
	if w.waiting.Add(1) > int64(w.cfg.Backlog) {
		w.waiting.Add(-1)
		return false
	}
	defer w.waiting.Add(-1)
	select {
	case w.slots <- struct{}{}:
		return true
	case <-ctx.Done():
		return false
	}
}

// roomWindow is how long after it last refused a job of a subject as busy a worker announces
// every slot it frees on the subject's room subject (executors.RoomSubject). It is longer than
// the dispatch client's longest pause between tries, so a job that still waits was refused
// again within it.
const roomWindow = 2 * time.Second

// refuse notes that a job of the run subject subj was refused as busy.
func (w *Worker) refuse(subj string) {
	w.refusedMu.Lock()
	w.refused[subj] = time.Now()
	w.refusedMu.Unlock()
}

// freeSlot gives a slot back and, for every subject with a job refused as busy within
// roomWindow, publishes a room notice: one more job fits now, in the slot or in the backlog
// place its waiting job left.
func (w *Worker) freeSlot() {
	<-w.slots
	now := time.Now()
	var subjs []string
	w.refusedMu.Lock()
	for subj, at := range w.refused {
		if now.Sub(at) > roomWindow {
			delete(w.refused, subj)
			continue
		}
		subjs = append(subjs, subj)
	}
	w.refusedMu.Unlock()
	for _, subj := range subjs {
		if err := w.nc.Publish(executors.RoomSubject(subj), nil); err != nil {
			w.log.Debug("room notice not sent", "subject", subj, "error", err)
		}
	}
}

// removeRunDir removes a run's directory (os.RemoveAll; a test holds it back to see that the
// answer does not wait for it).
var removeRunDir = os.RemoveAll

// cleanups is what a run leaves to undo once its answer is sent.
type cleanups []func()

// add adds f to c; run calls the last one added first.
func (c *cleanups) add(f func()) { *c = append(*c, f) }

// run calls c's functions, the last one added first.
func (c *cleanups) run() {
	for _, f := range slices.Backward(*c) {
		f()
	}
}

// serve runs the job in data, which came on the run subject subj, and returns its answer.
// What the run holds until its answer is sent (its directory, its dataset) is released by the
// functions it adds to after.
func (w *Worker) serve(exName, subj string, ex executors.Executor, data []byte, after *cleanups) executors.RunReply {
	received := time.Now()
	fail := func(code, msg string) executors.RunReply {
		return executors.RunReply{Error: &executors.WireError{Code: code, Message: msg}}
	}
	var rr executors.RunRequest
	if err := json.Unmarshal(data, &rr); err != nil {
		return fail(executors.CodeBadJob, "job is not valid JSON")
	}
	job := rr.Job
	if err := job.Validate(); err != nil {
		return fail(executors.CodeBadJob, err.Error())
	}
	if rr.Deadline.IsZero() {
		rr.Deadline = time.Now().Add(job.Limits.WithDefaults().Timeout() + 4*time.Second)
	}
	ctx, cancel := context.WithDeadline(context.Background(), rr.Deadline)
	defer cancel()

	if !w.takeSlot(ctx) {
		w.refuse(subj)
		return fail(executors.CodeWorkerBusy, "every sandbox slot of this worker is taken")
	}
	defer w.freeSlot() // the slot is the sandbox's: free before the answer is sent
	log := w.log.With("run_id", job.RunID, "executor", exName, "image", job.Image)

	dir, err := w.runDirs.take()
	if err != nil {
		log.Error("per-run directory", "error", err)
		return fail(executors.CodeSandboxError, "the worker could not prepare the run")
	}
	after.add(func() {
		if err := removeRunDir(dir); err != nil {
			log.Error("per-run directory not removed", "error", err)
		}
	})
	job.OutputDir = filepath.Join(dir, "out")
	if job.DatasetKey != "" {
		path, release, err := w.dataset(ctx, job.DatasetKey, job.DatasetSHA256)
		if err != nil {
			log.Error("dataset fetch", "error", err)
			return fail(executors.CodeDatasetMissing, "the dataset could not be fetched")
		}
		after.add(release)
		job.InputPath = path
		job.FramePath = w.frames.path(frameKeyOf(job))
	}

	// The executor gets the job's own wall limit; our deadline also covers upload and reply.
	toRun := time.Since(received)
	runStart := time.Now()
	res, err := ex.Run(ctx, job)
	runTook := time.Since(runStart)
	if err != nil {
		log.Error("sandbox failed", "error", err)
		return fail(executors.CodeSandboxError, "the sandbox could not run the job")
	}
	res.RunID = job.RunID
	w.takeFrame(ex, job, &res)
	if err := w.stageArtifacts(ctx, job, &res); err != nil {
		log.Error("artifact upload", "error", err)
		return fail(executors.CodeSandboxError, "artifacts could not be stored")
	}
	if w.cfg.Observe != nil {
		w.cfg.Observe(exName, toRun+time.Duration(res.Usage.StartMS)*time.Millisecond, res.Usage.Warm)
	}
	log.Debug("run done", "outcome", res.Outcome, "wall_ms", res.Usage.WallMS, "start_ms", res.Usage.StartMS, "warm", res.Usage.Warm, "frame", job.FramePath != "",
		"before_run_us", toRun.Microseconds(), "run_us", runTook.Microseconds(), "total_us", time.Since(received).Microseconds())
	return executors.RunReply{Result: &res}
}

// objectStore returns the handle of bucket's object store, opened (or created) by the first run
// that needs it and kept for the next ones, until an operation on it finds the bucket gone
// (forgetStore). Safe for concurrent use: runs that open the same bucket at once all succeed,
// and one handle is kept.
func (w *Worker) objectStore(ctx context.Context, bucket string) (jetstream.ObjectStore, error) {
	w.storesMu.Lock()
	st := w.stores[bucket]
	w.storesMu.Unlock()
	if st != nil {
		return st, nil
	}
	st, err := w.js.ObjectStore(ctx, bucket)
	if errors.Is(err, jetstream.ErrBucketNotFound) {
		st, err = w.js.CreateObjectStore(ctx, jetstream.ObjectStoreConfig{Bucket: bucket})
		if errors.Is(err, jetstream.ErrBucketExists) {
			st, err = w.js.ObjectStore(ctx, bucket)
		}
	}
	if err != nil {
		return nil, err
	}
	w.storesMu.Lock()
	defer w.storesMu.Unlock()
	if kept := w.stores[bucket]; kept != nil {
		return kept, nil
	}
	w.stores[bucket] = st
	return st, nil
}

// forgetStore drops st, bucket's kept handle, if err says the bucket is gone, so that the next
// run opens (or creates) it again.
func (w *Worker) forgetStore(bucket string, st jetstream.ObjectStore, err error) {
	if !bucketGone(err) {
		return
	}
	w.storesMu.Lock()
	defer w.storesMu.Unlock()
	if w.stores[bucket] == st {
		delete(w.stores, bucket)
	}
}

// bucketGone reports whether err, from an operation on an object store handle, says its bucket
// no longer exists. Reads go to the bucket's stream as direct gets, which nothing answers once
// the stream is deleted: no responders means the same as ErrBucketNotFound there.
func bucketGone(err error) bool {
	return errors.Is(err, jetstream.ErrBucketNotFound) || errors.Is(err, jetstream.ErrStreamNotFound) ||
		errors.Is(err, nats.ErrNoResponders)
}

// dataset returns a path of the dataset object key, from the worker's cache when it holds the
// same object (or, when sum is not empty, an object with that SHA-256), and the function that
// releases it.
func (w *Worker) dataset(ctx context.Context, key, sum string) (string, func(), error) {
	st, err := w.objectStore(ctx, executors.DatasetBucket)
	if err != nil {
		return "", nil, err
	}
	path, release, err := w.datasets.get(ctx, st, key, sum)
	if err != nil {
		w.forgetStore(executors.DatasetBucket, st, err)
	}
	return path, release, err
}

func (w *Worker) stageArtifacts(ctx context.Context, job executors.Job, res *executors.Result) error {
	if len(res.Artifacts) == 0 {
		return nil
	}
	st, err := w.objectStore(ctx, executors.ArtifactBucket)
	if err != nil {
		return err
	}
	for i := range res.Artifacts {
		a := &res.Artifacts[i]
		if a.Name != filepath.Base(a.Name) || a.Name == "." || a.Name == ".." {
			return fmt.Errorf("executor returned an unsafe artifact name %q", a.Name)
		}
		f, err := os.Open(filepath.Join(job.OutputDir, a.Name))
		if err != nil {
			return err
		}
		key := executors.StagedPrefix + job.RunID + "/" + a.Name
		_, err = st.Put(ctx, jetstream.ObjectMeta{Name: key}, f)
		f.Close()
		if err != nil {
			w.forgetStore(executors.ArtifactBucket, st, err)
			return err
		}
		a.Key = key
	}
	return nil
}

package worker

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/sluice-gw/sluice/executors"
)

// The dataset frames a worker keeps (executors.FrameTool): the DataFrame read_csv made of a
// dataset, which a pooled sandbox loads instead of parsing the CSV again (1 against 4 ms for
// 10,000 rows, and 5.6 ms less CPU a run under the bench's load, where no sandbox is primed).
// After a run on a dataset the worker has no frame of, it runs the frame tool on it in the
// background, in a sandbox of the same image and limits (a warm one: the frame job is an
// ordinary fixed-tool job), when a slot is free; the next runs on those bytes get the frame
// with their CSV. A frame is only ever taken from the worker's own frame jobs, which run no code
// but the harness's: a job from the wire that names the frame tool is answered as any other
// and what it writes is not kept. The harness checks a frame against the CSV beside it (length
// and SHA-256) and against its own pandas, numpy and Python before it loads it, and reads the
// CSV when anything differs.
const (
	// maxFrames bounds the frames a worker keeps, the oldest removed first.
	maxFrames = 64
	// maxFrameCSV is the largest CSV a frame is made of: a frame may take 8 bytes a value,
	// and must fit the run's output limit (32 MiB by default).
	maxFrameCSV = 4 << 20
	// frameTimeout bounds a frame job, whatever the limits it runs with.
	frameTimeout = 30 * time.Second
)

// frameKey names a frame: the dataset object, its content and the image whose harness made
// it. By object, not by content alone: the runs of one upload share its frame, and those of
// another upload of the same bytes (another session, maybe another tenant's) make their own,
// so that a run never loads faster because someone else used the same bytes before.
type frameKey struct{ dataset, sha256, image string }

// frameKeyOf is the key of the frame of job's dataset.
func frameKeyOf(job executors.Job) frameKey {
	return frameKey{job.DatasetKey, job.DatasetSHA256, job.Image}
}

// frames are the frames a worker made, as files of dir. Safe for concurrent use.
type frames struct {
	dir string

	mu     sync.Mutex
	have   map[frameKey]string // made: the frame's path
	order  []frameKey          // made, oldest first
	making map[frameKey]bool
	// seen are the keys of the latest jobs without a frame (at most maxFrames): a frame is
	// made at a key's second job, once a session went on past its first call.
	seen []frameKey
}

func newFrames(dir string) (*frames, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	return &frames{dir: dir, have: map[frameKey]string{}, making: map[frameKey]bool{}}, nil
}

// path returns the frame of key, or "" when there is none.
func (f *frames) path(key frameKey) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.have[key]
}

// begin reports whether the caller is to make the frame of key: nobody made it or is making
// it, and a job on key came before this one (a frame job costs a sandbox, about 50 ms of CPU
// for 10,000 rows, and saves about 5 ms a run: a dataset used once is not worth one). A caller
// that begins calls end.
func (f *frames) begin(key frameKey) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, done := f.have[key]; done || f.making[key] {
		return false
	}
	i := slices.Index(f.seen, key)
	if i < 0 {
		f.seen = append(f.seen, key)
		if len(f.seen) > maxFrames {
			f.seen = slices.Delete(f.seen, 0, 1)
		}
		return false
	}
	f.seen = slices.Delete(f.seen, i, i+1)
	f.making[key] = true
	return true
}

// end ends the making of key's frame: the file made (a frame job's output, moved into the
// store), or "" when the frame job made none (the dataset holds what a frame does not, or the
// job failed), which is remembered too: that dataset gets no second frame job. Errors may name
// host paths.
func (f *frames) end(key frameKey, made string) error {
	var old []string
	defer func() {
		for _, p := range old {
			_ = os.Remove(p) // a run copying it has it open
		}
	}()
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.making, key)
	path := ""
	var err error
	if made != "" {
		sum := sha256.Sum256([]byte(key.dataset + "\x00" + key.sha256 + "\x00" + key.image))
		path = filepath.Join(f.dir, hex.EncodeToString(sum[:16]))
		if err = os.Rename(made, path); err != nil {
			_ = os.Remove(made)
			path = ""
		}
	}
	old = f.keepLocked(key, path)
	return err
}

// keepLocked records key's frame at path ("": none, and none to make), dropping the oldest
// beyond maxFrames, and returns the files of those it dropped. Called with mu held.
func (f *frames) keepLocked(key frameKey, path string) (old []string) {
	f.have[key] = path
	f.order = append(f.order, key)
	for len(f.order) > maxFrames {
		if p := f.have[f.order[0]]; p != "" {
			old = append(old, p)
		}
		delete(f.have, f.order[0])
		f.order = slices.Delete(f.order, 0, 1)
	}
	return old
}

// abandon ends the making of key's frame before its job ran (no slot was free): a later job
// may make it.
func (f *frames) abandon(key frameKey) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.making, key)
}

// close removes the frames' directory.
func (f *frames) close() {
	_ = os.RemoveAll(f.dir)
}

// frameUser is an executor that tells whether its sandboxes load a job's frame.
type frameUser interface {
	LoadsFrames() bool
}

// makeFrame makes, in the background, the frame of the dataset of job, a job ex ran, unless
// ex does not load frames, the dataset is too large or was not named by its content, a frame
// of it is made or being made, or no slot is free (a later run tries again).
func (w *Worker) makeFrame(ex executors.Executor, job executors.Job, csvBytes int64) {
	if fu, ok := ex.(frameUser); !ok || !fu.LoadsFrames() || job.DatasetSHA256 == "" || csvBytes > maxFrameCSV {
		return
	}
	key := frameKeyOf(job)
	if !w.frames.begin(key) {
		return
	}
	select {
	case w.slots <- struct{}{}:
	default:
		w.frames.abandon(key)
		return
	}
	w.wg.Go(func() {
		defer w.freeSlot()
		made := w.runFrameJob(ex, job)
		if err := w.frames.end(key, made); err != nil {
			w.log.Warn("frame not kept", "image", job.Image, "error", err)
		}
	})
}

// runFrameJob runs the frame tool on job's dataset, with job's image and limits, and returns
// the path of the frame it wrote, or "" when it wrote none. The caller holds a slot.
func (w *Worker) runFrameJob(ex executors.Executor, job executors.Job) string {
	ctx, cancel := context.WithTimeout(context.Background(), frameTimeout)
	defer cancel()
	log := w.log.With("image", job.Image, "dataset_sha256", job.DatasetSHA256)
	dir, err := w.runDirs.take()
	if err != nil {
		log.Warn("frame job: per-run directory", "error", err)
		return ""
	}
	defer func() {
		if err := removeRunDir(dir); err != nil {
			log.Warn("frame job: per-run directory not removed", "error", err)
		}
	}()
	path, release, err := w.dataset(ctx, job.DatasetKey, job.DatasetSHA256)
	if err != nil {
		log.Warn("frame job: dataset", "error", err)
		return ""
	}
	defer release()
	fj := executors.Job{
		RunID: "frame-" + strconv.FormatInt(time.Now().UnixNano(), 36), Kind: executors.KindTool,
		Tool: executors.FrameTool, Image: job.Image, Limits: job.Limits,
		DatasetKey: job.DatasetKey, DatasetSHA256: job.DatasetSHA256,
		InputPath: path, OutputDir: filepath.Join(dir, "out"),
	}
	res, err := ex.Run(ctx, fj)
	if err != nil {
		log.Warn("frame job failed", "error", err)
		return ""
	}
	var out struct {
		Frame     bool   `json:"frame"`
		CSVSHA256 string `json:"csv_sha256"`
		Reason    string `json:"reason"`
	}
	if res.Report != nil {
		_ = json.Unmarshal(res.Report.Tool, &out)
	}
	i := slices.IndexFunc(res.Artifacts, func(a executors.Artifact) bool { return a.Name == executors.FrameTool })
	switch {
	case res.Outcome != executors.OutcomeOK || !out.Frame:
		log.Debug("no frame", "outcome", res.Outcome, "reason", out.Reason)
		return ""
	case out.CSVSHA256 != job.DatasetSHA256 || i < 0:
		log.Warn("frame job: no frame of the job's dataset", "csv_sha256", out.CSVSHA256, "artifacts", len(res.Artifacts))
		return ""
	}
	made := filepath.Join(fj.OutputDir, res.Artifacts[i].Name)
	// Out of the run's directory before it is removed; end moves it into the store.
	keep := filepath.Join(w.frames.dir, "new-"+fj.RunID)
	if err := os.Rename(made, keep); err != nil {
		log.Warn("frame job: frame not moved", "error", err)
		return ""
	}
	return keep
}

package worker

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/sluice-gw/sluice/executors"
)

// The dataset frames a worker keeps (executors.FrameTools): the DataFrame read_csv made of a
// dataset, which a sandbox loads instead of parsing the CSV again (1.5 against 6 ms for 10,000
// rows, and CPU a run under load, where no sandbox is primed). A run of inspect_csv, a
// session's first call, leaves the frame of its dataset in out_dir (executors.FrameFile),
// made before the tool's own code ran, at a cost of about 6 ms for 10,000 rows; the worker
// takes it out of that run's artifacts, so that it never reaches the gateway, and gives it with
// the CSV to the next runs on that upload of the dataset. A frame is only ever taken from a run
// of one of the FrameTools, fixed templates that run no agent code; a file of that name from
// any other run is an ordinary artifact. The harness checks a frame against the CSV beside it
// (length and SHA-256), its own pandas, numpy and Python, and the frame's body digest before it
// loads it, and reads the CSV when anything differs.
const (
	// maxFrames bounds the frames a worker keeps, the oldest removed first.
	maxFrames = 64
	// maxFrameCSV is the largest CSV whose frame a worker keeps (the harness makes none of a
	// larger one: a frame may take 8 bytes a value, and must fit the run's output limit).
	maxFrameCSV = 4 << 20
)

// frameKey names a frame: the dataset object, its content and the image whose harness made
// it. By object, not by content alone: the runs of one upload share its frame, and those of
// another upload of the same bytes (another session, maybe another tenant's) use their own,
// so that a run never loads faster because someone else used the same bytes before.
type frameKey struct{ dataset, sha256, image string }

// frameKeyOf is the key of the frame of job's dataset.
func frameKeyOf(job executors.Job) frameKey {
	return frameKey{job.DatasetKey, job.DatasetSHA256, job.Image}
}

// frames are the frames a worker kept, as files of dir. Safe for concurrent use.
type frames struct {
	dir string

	mu    sync.Mutex
	have  map[frameKey]string // the frame's path
	order []frameKey          // oldest first
}

func newFrames(dir string) (*frames, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	return &frames{dir: dir, have: map[frameKey]string{}}, nil
}

// path returns the frame of key, or "" when there is none.
func (f *frames) path(key frameKey) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.have[key]
}

// keep moves the frame file made into the store as key's frame, dropping the oldest beyond
// maxFrames. Errors may name host paths.
func (f *frames) keep(key frameKey, made string) error {
	sum := sha256.Sum256([]byte(key.dataset + "\x00" + key.sha256 + "\x00" + key.image))
	path := filepath.Join(f.dir, hex.EncodeToString(sum[:16]))
	var old []string
	defer func() {
		for _, p := range old {
			_ = os.Remove(p) // a run copying it has it open
		}
	}()
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := os.Rename(made, path); err != nil {
		return err
	}
	if _, ok := f.have[key]; !ok {
		f.order = append(f.order, key)
	}
	f.have[key] = path
	for len(f.order) > maxFrames {
		old = append(old, f.have[f.order[0]])
		delete(f.have, f.order[0])
		f.order = slices.Delete(f.order, 0, 1)
	}
	return nil
}

// close removes the frames' directory.
func (f *frames) close() {
	_ = os.RemoveAll(f.dir)
}

// takeFrame takes the frame a run of job on ex left out of res, if job ran one of the
// FrameTools: off its artifacts (and its dropped files, had the output limit refused it), and
// into the store when ex loads frames, the dataset is named by its content, and its CSV is
// small enough.
func (w *Worker) takeFrame(ex executors.Executor, job executors.Job, res *executors.Result) {
	if job.Kind != executors.KindTool || !slices.Contains(executors.FrameTools, job.Tool) {
		return
	}
	dropped := strconv.Quote(executors.FrameFile) + ":"
	res.Dropped = slices.DeleteFunc(res.Dropped, func(d string) bool { return strings.HasPrefix(d, dropped) })
	i := slices.IndexFunc(res.Artifacts, func(a executors.Artifact) bool { return a.Name == executors.FrameFile })
	if i < 0 {
		return
	}
	res.Artifacts = slices.Delete(res.Artifacts, i, i+1)
	made := filepath.Join(job.OutputDir, executors.FrameFile)
	var csvBytes int64 = -1
	if st, err := os.Stat(job.InputPath); err == nil {
		csvBytes = st.Size()
	}
	if fl, ok := ex.(executors.FrameLoader); !ok || !fl.LoadsFrames() || res.Outcome != executors.OutcomeOK ||
		job.DatasetSHA256 == "" || csvBytes < 0 || csvBytes > maxFrameCSV {
		_ = os.Remove(made)
		return
	}
	if err := w.frames.keep(frameKeyOf(job), made); err != nil {
		_ = os.Remove(made)
		w.log.Warn("frame not kept", "run_id", job.RunID, "error", err)
	}
}

package worker_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
)

// frameExec is a scripted executor whose sandboxes load frames: a frame job writes a frame
// naming the job that made it and the dataset's SHA-256; a code job prints the frame it was
// given ("none" without one).
type frameExec struct {
	refuse    bool // frame jobs make no frame
	mu        sync.Mutex
	frameJobs []string // run ids of the frame jobs it ran
}

func (f *frameExec) Images(context.Context) ([]string, error) {
	return []string{"python-data-basic"}, nil
}

func (f *frameExec) LoadsFrames() bool { return true }

func (f *frameExec) Run(_ context.Context, job executors.Job) (executors.Result, error) {
	data, err := os.ReadFile(job.InputPath)
	if err != nil {
		return executors.Result{}, err
	}
	sum := sha256.Sum256(data)
	digest := hex.EncodeToString(sum[:])
	if job.Kind == executors.KindTool && job.Tool == executors.FrameTool {
		f.mu.Lock()
		f.frameJobs = append(f.frameJobs, job.RunID)
		f.mu.Unlock()
		if f.refuse {
			tool, _ := json.Marshal(map[string]any{"frame": false, "reason": "uint64"})
			return executors.Result{Outcome: executors.OutcomeOK, Report: &executors.Report{OK: true, Tool: tool}}, nil
		}
		frame := "frame by " + strings.SplitN(job.RunID, "-", 2)[0] + " of " + digest
		if err := os.WriteFile(filepath.Join(job.OutputDir, executors.FrameTool), []byte(frame), 0o600); err != nil {
			return executors.Result{}, err
		}
		tool, _ := json.Marshal(map[string]any{"frame": true, "csv_sha256": digest})
		return executors.Result{Outcome: executors.OutcomeOK, Report: &executors.Report{OK: true, Tool: tool},
			Artifacts: []executors.Artifact{{Name: executors.FrameTool, Bytes: int64(len(frame))}}}, nil
	}
	seen := "none"
	if job.FramePath != "" {
		b, err := os.ReadFile(job.FramePath)
		if err != nil {
			return executors.Result{}, err
		}
		seen = string(b)
	}
	return executors.Result{Outcome: executors.OutcomeOK, Stdout: seen}, nil
}

// TestWorkerMakesFrames: after the second job on a dataset named by its SHA-256, the worker
// makes the dataset's frame with a job of its own, and the next runs on those bytes are given it; a
// frame job that comes over the wire is answered, and what it wrote is never given to a run;
// a dataset not named by its content gets no frame. Stop removes the frames (setup checks
// that the work directory is left empty).
func TestWorkerMakesFrames(t *testing.T) {
	ex := &frameExec{}
	nc, js, _ := setupWith(t, map[string]executors.Executor{"fake": ex}, 2)
	body := "a,b\n1,2\n"
	sum := sha256.Sum256([]byte(body))
	digest := hex.EncodeToString(sum[:])
	putDataset(t, js, "ds/1", body)
	putDataset(t, js, "ds/plain", "a\n1\n")
	c := newClient(t, nc, time.Second)
	run := func(id, key, sha string) string {
		t.Helper()
		res, err := c.Dispatch(context.Background(), "fake", executors.Job{RunID: id, Kind: executors.KindCode, Code: "print(1)",
			Image: "python-data-basic", DatasetKey: key, DatasetSHA256: sha, Limits: executors.Limits{TimeoutS: 2}})
		if err != nil {
			t.Fatal(err)
		}
		return res.Stdout
	}

	// A frame job from the wire, before the worker made one: answered, its frame not kept.
	res, err := c.Dispatch(context.Background(), "fake", executors.Job{RunID: "wire-1", Kind: executors.KindTool, Tool: executors.FrameTool,
		Image: "python-data-basic", DatasetKey: "ds/1", DatasetSHA256: digest, Limits: executors.Limits{TimeoutS: 2}})
	if err != nil || res.Outcome != executors.OutcomeOK {
		t.Fatalf("frame job from the wire: %+v %v", res, err)
	}
	want := "frame by frame of " + digest
	deadline := time.Now().Add(10 * time.Second)
	var got string
	for i := 0; ; i++ {
		got = run("r-"+string(rune('a'+i%26)), "ds/1", digest)
		if got != "none" || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if got != want {
		t.Fatalf("a run after the worker made its frame was given %q, want %q", got, want)
	}
	if got := run("r-again", "ds/1", digest); got != want {
		t.Errorf("the next run was given %q", got)
	}
	if got := run("r-plain", "ds/plain", ""); got != "none" {
		t.Errorf("a run on a dataset named by its key only was given %q", got)
	}
	own := func() int {
		time.Sleep(200 * time.Millisecond) // a frame job runs in the background
		ex.mu.Lock()
		defer ex.mu.Unlock()
		n := 0
		for _, id := range ex.frameJobs {
			if strings.HasPrefix(id, "frame-") {
				n++
			}
		}
		return n
	}
	if n := own(); n != 1 {
		t.Errorf("frame jobs %v: want exactly one of the worker's own", ex.frameJobs)
	}

	// A dataset's first job makes no frame; its second does.
	body2 := "a,b\n3,4\n"
	sum2 := sha256.Sum256([]byte(body2))
	putDataset(t, js, "ds/2", body2)
	run("r-first", "ds/2", hex.EncodeToString(sum2[:]))
	if n := own(); n != 1 {
		t.Errorf("after a dataset's first job: %d frame jobs of the worker's own, want still 1", n)
	}
	run("r-second", "ds/2", hex.EncodeToString(sum2[:]))
	if n := own(); n != 2 {
		t.Errorf("after a dataset's second job: %d frame jobs of the worker's own, want 2", n)
	}
}

// TestWorkerTriesAFrameOnce: a dataset whose frame job makes no frame (it holds what a frame
// does not) gets no second frame job.
func TestWorkerTriesAFrameOnce(t *testing.T) {
	ex := &frameExec{refuse: true}
	nc, js, _ := setupWith(t, map[string]executors.Executor{"fake": ex}, 2)
	body := "a\n18446744073709551615\n"
	sum := sha256.Sum256([]byte(body))
	putDataset(t, js, "ds/u", body)
	c := newClient(t, nc, time.Second)
	for i := range 6 {
		if _, err := c.Dispatch(context.Background(), "fake", executors.Job{RunID: "r-" + string(rune('a'+i)), Kind: executors.KindCode,
			Code: "print(1)", Image: "python-data-basic", DatasetKey: "ds/u", DatasetSHA256: hex.EncodeToString(sum[:]),
			Limits: executors.Limits{TimeoutS: 2}}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond)
	ex.mu.Lock()
	defer ex.mu.Unlock()
	if len(ex.frameJobs) != 1 {
		t.Errorf("frame jobs %v for a dataset that gives no frame, over 6 runs: want 1", ex.frameJobs)
	}
}

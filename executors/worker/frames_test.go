package worker_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
)

// frameExec is a scripted executor whose sandboxes load frames (unless noFrames): every run
// leaves a file named executors.FrameFile in out_dir that names the run and the dataset's
// SHA-256; a code run prints the frame it was given ("none" without one).
type frameExec struct {
	noFrames bool
}

func (f *frameExec) Images(context.Context) ([]string, error) {
	return []string{"python-data-basic"}, nil
}

func (f *frameExec) LoadsFrames() bool { return !f.noFrames }

func (f *frameExec) Run(_ context.Context, job executors.Job) (executors.Result, error) {
	data, err := os.ReadFile(job.InputPath)
	if err != nil {
		return executors.Result{}, err
	}
	sum := sha256.Sum256(data)
	frame := "frame by " + job.RunID + " of " + hex.EncodeToString(sum[:])
	if err := os.WriteFile(filepath.Join(job.OutputDir, executors.FrameFile), []byte(frame), 0o600); err != nil {
		return executors.Result{}, err
	}
	seen := "none"
	if job.FramePath != "" {
		b, err := os.ReadFile(job.FramePath)
		if err != nil {
			return executors.Result{}, err
		}
		seen = string(b)
	}
	return executors.Result{Outcome: executors.OutcomeOK, Stdout: seen, Report: &executors.Report{OK: true},
		Artifacts: []executors.Artifact{{Name: executors.FrameFile, Bytes: int64(len(frame))}}}, nil
}

// TestWorkerKeepsFrames: the frame an inspect_csv run leaves is taken off its artifacts and
// given to the next runs on that upload of the dataset (named by its SHA-256), and to no run on
// another upload of the same bytes; what a code run leaves under that name is an ordinary
// artifact, never kept as a frame; an executor that does not load frames gets none, and the
// inspect_csv run's frame still never reaches the gateway.
func TestWorkerKeepsFrames(t *testing.T) {
	ex, plain := &frameExec{}, &frameExec{noFrames: true}
	nc, js, _ := setupWith(t, map[string]executors.Executor{"fake": ex, "plain": plain}, 2)
	body := "a,b\n1,2\n"
	sum := sha256.Sum256([]byte(body))
	digest := hex.EncodeToString(sum[:])
	putDataset(t, js, "ds/1", body)
	putDataset(t, js, "ds/other-upload", body)
	c := newClient(t, nc, time.Second)
	dispatch := func(executor string, job executors.Job) executors.Result {
		t.Helper()
		job.Image, job.DatasetSHA256, job.Limits = "python-data-basic", digest, executors.Limits{TimeoutS: 2}
		res, err := c.Dispatch(context.Background(), executor, job)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	code := func(executor, id, key string) executors.Result {
		return dispatch(executor, executors.Job{RunID: id, Kind: executors.KindCode, Code: "print(1)", DatasetKey: key})
	}

	if res := code("fake", "r-code", "ds/1"); res.Stdout != "none" || len(res.Artifacts) != 1 || res.Artifacts[0].Key == "" {
		t.Fatalf("a code run before any frame: %+v", res)
	}
	if res := code("fake", "r-code2", "ds/1"); res.Stdout != "none" {
		t.Fatalf("what a code run left was given as a frame: %q", res.Stdout)
	}
	res := dispatch("fake", executors.Job{RunID: "r-inspect", Kind: executors.KindTool, Tool: "inspect_csv", DatasetKey: "ds/1"})
	if len(res.Artifacts) != 0 || len(res.Dropped) != 0 {
		t.Fatalf("the inspect_csv run's frame reached its result: %+v", res)
	}
	want := "frame by r-inspect of " + digest
	for _, id := range []string{"r-after", "r-after2"} {
		if got := code("fake", id, "ds/1").Stdout; got != want {
			t.Errorf("run %s was given %q, want %q", id, got, want)
		}
	}
	if got := code("fake", "r-other", "ds/other-upload").Stdout; got != "none" {
		t.Errorf("a run on another upload of the same bytes was given %q", got)
	}

	res = dispatch("plain", executors.Job{RunID: "p-inspect", Kind: executors.KindTool, Tool: "inspect_csv", DatasetKey: "ds/other-upload"})
	if len(res.Artifacts) != 0 {
		t.Errorf("the inspect_csv run's frame reached its result on an executor that loads none: %+v", res)
	}
	if got := code("plain", "p-code", "ds/other-upload").Stdout; got != "none" {
		t.Errorf("an executor that loads no frames was given %q", got)
	}
	if got := code("fake", "r-other2", "ds/other-upload").Stdout; strings.Contains(got, "p-inspect") {
		t.Errorf("the frame of a run on an executor that loads none was kept: %q", got)
	}
}

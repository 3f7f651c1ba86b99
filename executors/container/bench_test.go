package container

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/api/types/mount"
	"github.com/docker/docker/pkg/stdcopy"

	"github.com/sluice-gw/sluice/executors"
)

// benchScript is the trivial pandas script of BenchmarkColdRun, as a plain `docker run` runs
// it; the executor runs the same computation under the harness, which loads df itself.
const benchScript = `import pandas as pd
df = pd.read_csv("/workspace/input/data.csv")
print(df.groupby("region")["profit"].sum())
`

// benchScriptHarnessImports is benchScript with the imports the harness makes before any code
// runs (Matplotlib's pyplot with the Agg backend), to tell the harness's share from the
// executor's.
const benchScriptHarnessImports = `import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot
` + benchScript

// BenchmarkColdRun measures, side by side, a cold run of a trivial pandas script (read the CSV,
// group, print) through the executor and through a plain `docker run --rm --network none` of the
// same image with the CSV bind-mounted, by the CLI and by the Engine API. Every iteration starts
// a new container; the image is in the engine and the page cache is warm. The package doc
// quotes the ratio.
func BenchmarkColdRun(b *testing.B) {
	e := executor(b)
	dataset := benchDataset(b)
	ref := e.ImageRef("python-data-basic")
	want := "华东    6266.27"

	b.Run("executor", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			res, err := e.Run(context.Background(), executors.Job{RunID: fmt.Sprintf("bench-%d", i), Kind: executors.KindCode,
				Code: `print(df.groupby("region")["profit"].sum())`, Image: "python-data-basic",
				InputPath: dataset, OutputDir: b.TempDir()})
			if err != nil || res.Outcome != executors.OutcomeOK || !strings.Contains(res.Stdout, want) {
				b.Fatalf("%v %q %q", err, res.Outcome, res.Stdout)
			}
		}
	})
	for _, v := range []struct{ name, script string }{
		{"docker-run-cli", benchScript},
		{"docker-run-cli-harness-imports", benchScriptHarnessImports},
	} {
		name, script := v.name, v.script
		b.Run(name, func(b *testing.B) {
			docker, err := exec.LookPath("docker")
			if err != nil {
				b.Fatalf("no docker CLI on PATH: %v", err)
			}
			for b.Loop() {
				out, err := exec.Command(docker, "run", "--rm", "--network", "none",
					"-v", dataset+":"+executors.InputMountPath+":ro", ref, "/usr/bin/python3", "-c", script).CombinedOutput()
				if err != nil || !strings.Contains(string(out), want) {
					b.Fatalf("%v: %s", err, out)
				}
			}
		})
	}
	b.Run("docker-run-api", func(b *testing.B) {
		for b.Loop() {
			if out, err := plainRun(e, ref, dataset); err != nil || !strings.Contains(out, want) {
				b.Fatalf("%v: %s", err, out)
			}
		}
	})
}

// plainRun is `docker run --rm --network none -v dataset:...:ro ref python3 -c benchScript`
// through the API: create, attach, start, wait, remove.
func plainRun(e *Executor, ref, dataset string) (string, error) {
	ctx := context.Background()
	c, err := e.cli.ContainerCreate(ctx,
		&container.Config{Image: ref, Cmd: []string{"/usr/bin/python3", "-c", benchScript}, AttachStdout: true, AttachStderr: true},
		&container.HostConfig{NetworkMode: "none", Mounts: []mount.Mount{
			{Type: mount.TypeBind, Source: dataset, Target: executors.InputMountPath, ReadOnly: true}}},
		nil, nil, "")
	if err != nil {
		return "", err
	}
	defer e.cli.ContainerRemove(context.Background(), c.ID, container.RemoveOptions{Force: true})
	waitCh, errCh := e.cli.ContainerWait(ctx, c.ID, container.WaitConditionNextExit)
	hj, err := e.cli.ContainerAttach(ctx, c.ID, container.AttachOptions{Stream: true, Stdout: true, Stderr: true})
	if err != nil {
		return "", err
	}
	defer hj.Close()
	if err := e.cli.ContainerStart(ctx, c.ID, container.StartOptions{}); err != nil {
		return "", err
	}
	var out strings.Builder
	if _, err := stdcopy.StdCopy(&out, &out, hj.Reader); err != nil && err != io.EOF {
		return out.String(), err
	}
	select {
	case w := <-waitCh:
		if w.StatusCode != 0 {
			return out.String(), fmt.Errorf("exit status %d", w.StatusCode)
		}
	case err := <-errCh:
		return out.String(), err
	}
	return out.String(), nil
}

func benchDataset(b *testing.B) string {
	src, err := os.ReadFile(filepath.Join("..", "conformance", "testdata", "sales.csv"))
	if err != nil {
		b.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "sluice-bench-")
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	p := filepath.Join(dir, "sales.csv")
	if err := os.WriteFile(p, src, 0o644); err != nil {
		b.Fatal(err)
	}
	return p
}

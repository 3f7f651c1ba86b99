package container

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

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
	return writeDataset(b, src)
}

// writeDataset writes csv as sales.csv in a new world-readable directory, removed at the end.
func writeDataset(b testing.TB, csv []byte) string {
	b.Helper()
	dir, err := os.MkdirTemp("", "sluice-bench-")
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	p := filepath.Join(dir, "sales.csv")
	if err := os.WriteFile(p, csv, 0o644); err != nil {
		b.Fatal(err)
	}
	return p
}

// groupbyCode is the job of BenchmarkRunWarm and BenchmarkRunCold.
const groupbyCode = `print(df.groupby("region")["profit"].sum().round(2))`

// BenchmarkRunCold runs the groupby on a 10,000-row CSV in a container started for each run
// (no pool), from the call to Run to its return. It reports the median as p50-ms.
func BenchmarkRunCold(b *testing.B) {
	benchGroupby(b, executor(b), nil)
}

// BenchmarkRunWarm runs the same job in a container taken from the pool, from the call to Run
// to its return: the container is created, started and has imported pandas before the timer
// runs (the pool refills between iterations, outside the timer). It reports the median as
// p50-ms and fails if a run was not served warm.
func BenchmarkRunWarm(b *testing.B) {
	e := warmExecutor(b)
	benchGroupby(b, e, func() { waitPool(b, e) })
}

func benchGroupby(b *testing.B, e *Executor, between func()) {
	dataset := bigDataset(b, 10_000)
	if between != nil {
		between()
	}
	before := e.PoolStats()
	var ds []time.Duration
	b.ResetTimer()
	for i := range b.N {
		if between != nil && i > 0 {
			b.StopTimer()
			between()
			b.StartTimer()
		}
		t := time.Now()
		res, err := e.Run(context.Background(), executors.Job{RunID: fmt.Sprintf("bench-groupby-%d", i), Kind: executors.KindCode,
			Code: groupbyCode, Image: "python-data-basic", InputPath: dataset, OutputDir: b.TempDir()})
		ds = append(ds, time.Since(t))
		if err != nil || res.Outcome != executors.OutcomeOK || !strings.Contains(res.Stdout, "华东") {
			rep, _ := json.Marshal(res.Report)
			b.Fatalf("%v %q\nstdout: %s\nstderr: %s\nreport: %s", err, res.Outcome, res.Stdout, res.Stderr, rep)
		}
	}
	b.StopTimer()
	slices.Sort(ds)
	b.ReportMetric(float64(ds[len(ds)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(ds[len(ds)-1].Microseconds())/1000, "max-ms")
	if between != nil {
		if st := e.PoolStats(); st.Hits-before.Hits != uint64(b.N) {
			b.Fatalf("%d of %d runs served warm: %+v", st.Hits-before.Hits, b.N, st)
		}
	}
}

// bigDataset writes a world-readable CSV of rows sales rows (region, product, revenue, profit).
func bigDataset(b testing.TB, rows int) string {
	b.Helper()
	var sb strings.Builder
	sb.WriteString("region,product,revenue,profit\n")
	regions := []string{"华东", "华北", "华南", "西南"}
	for i := range rows {
		fmt.Fprintf(&sb, "%s,p%d,%d.%02d,%d.%02d\n", regions[i%4], i%37, 100+i%900, i%100, 10+i%90, (i*7)%100)
	}
	return writeDataset(b, []byte(sb.String()))
}

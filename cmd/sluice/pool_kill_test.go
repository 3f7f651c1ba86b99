package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors/sandboxtest"
)

// TestPoolDiesWithItsWorker (issue 11): a bubblewrap worker with a full warm pool is killed
// with SIGKILL. Its pooled sandboxes die with it (every process in their cgroups is gone within
// seconds), and the next worker's start removes the cgroups and run directories they had.
func TestPoolDiesWithItsWorker(t *testing.T) {
	sandboxtest.Require(t, sandboxtest.Bwrap, sandboxtest.Python)
	bin := buildSluice(t)
	work := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	natsAddr := freeAddr(t)
	serve := exec.CommandContext(ctx, bin, "serve", "--addr", "127.0.0.1:0", "--nats-listen", natsAddr, "--no-worker", "--data", filepath.Join(work, "data"))
	serve.Dir = work
	serve.Env = append(os.Environ(), "SLUICE_API_KEY=sk-test-pool-0123456789abcdef")
	startAndWaitFor(t, serve, servingRE)
	defer stop(serve)

	metrics := freeAddr(t)
	w1 := exec.CommandContext(ctx, bin, "worker", "--nats", "nats://"+natsAddr, "--executor", "subprocess", "--pool-size", "2", "--metrics-addr", metrics)
	startAndWaitFor(t, w1, regexpServing)
	pid := w1.Process.Pid
	// Wait for a full pool: two sandboxes with their imports done.
	deadline := time.Now().Add(3 * time.Minute)
	for readyInPool(t, metrics) < 2 {
		if time.Now().After(deadline) {
			t.Fatal("the pool did not fill within 3 minutes")
		}
		time.Sleep(200 * time.Millisecond)
	}
	procs, cgroups := sandboxProcesses(pid)
	if len(procs) < 2 || len(cgroups) == 0 {
		t.Fatalf("the pool's sandboxes are not to be seen: processes %v, cgroups %v", procs, cgroups)
	}
	// The zygote the pooled sandboxes were forked from: bubblewrap, the worker's child, and the
	// interpreter below it.
	zygote := zygoteProcesses(pid)
	if len(zygote) < 2 {
		t.Fatalf("the worker's zygote is not to be seen: %v", zygote)
	}

	if err := w1.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = w1.Wait()
	deadline = time.Now().Add(20 * time.Second)
	for {
		left, _ := sandboxProcesses(pid)
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("processes of the killed worker's pool still run: %v", left)
		}
		time.Sleep(100 * time.Millisecond)
	}
	for _, p := range zygote {
		for {
			if !isZygote(p) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the killed worker's zygote (process %d) still runs", p)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}

	w2 := exec.CommandContext(ctx, bin, "worker", "--nats", "nats://"+natsAddr, "--executor", "subprocess", "--pool-size", "0")
	startAndWaitFor(t, w2, regexpServing)
	defer stop(w2)
	for _, dir := range cgroups {
		if _, err := os.Stat(dir); err == nil {
			t.Errorf("cgroup of the killed worker's pool left behind after the next start: %s", dir)
		}
	}
	runs, _ := filepath.Glob(filepath.Join(os.TempDir(), "sluice-runs", fmt.Sprintf("sb%d-*", pid)))
	if len(runs) > 0 {
		t.Errorf("run directories of the killed worker's pool left behind: %v", runs)
	}
}

var readyRE = regexp.MustCompile(`(?m)^sluice_pool_sandboxes\{executor="subprocess",state="ready"\} (\d+)`)

func readyInPool(t *testing.T, addr string) int {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	m := readyRE.FindSubmatch(b)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

// sandboxProcesses lists the processes in the cgroups of sandboxes the worker pid started
// (named sb<pid>-…) and those cgroups' directories.
func sandboxProcesses(pid int) (procs []int, dirs []string) {
	mark := fmt.Sprintf("/sb%d-", pid)
	seen := map[string]bool{}
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/cgroup")
		if err != nil || !strings.Contains(string(b), mark) {
			continue
		}
		procs = append(procs, p)
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			parts := strings.SplitN(line, ":", 3)
			if len(parts) != 3 || !strings.Contains(parts[2], mark) {
				continue
			}
			ctrl := strings.Split(parts[1], ",")[0]
			dir := filepath.Join("/sys/fs/cgroup", ctrl, parts[2])
			if parts[1] == "" {
				dir = filepath.Join("/sys/fs/cgroup", parts[2])
			}
			if strings.HasPrefix(ctrl, "name=") {
				continue
			}
			if !seen[dir] {
				seen[dir] = true
				dirs = append(dirs, dir)
			}
		}
	}
	return procs, dirs
}

// zygoteProcesses lists the zygote processes below the worker pid: its bubblewrap child whose
// command runs the harness as the zygote, and that one's descendants.
func zygoteProcesses(pid int) []int {
	var out []int
	parents := map[int]bool{pid: true}
	for range 3 { // bwrap, its child (setpriv becomes python), its entrants
		ents, _ := os.ReadDir("/proc")
		for _, e := range ents {
			p, err := strconv.Atoi(e.Name())
			if err != nil || parents[p] || !isZygote(p) {
				continue
			}
			b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
			if err != nil {
				continue
			}
			// pid (comm) state ppid ...: comm may hold spaces; take what follows the last ')'.
			f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
			if len(f) > 1 {
				if pp, _ := strconv.Atoi(f[1]); parents[pp] {
					parents[p] = true
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// isZygote reports whether process p runs (or is bubblewrap running) the harness as a zygote.
func isZygote(p int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(p) + "/cmdline")
	return err == nil && strings.Contains(string(b), "harness.py\x00--zygote")
}

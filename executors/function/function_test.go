package function_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/conformance"
	"github.com/sluice-gw/sluice/executors/function"
	"github.com/sluice-gw/sluice/executors/function/functiontest"
)

// start starts a function container for t and returns an executor on it, once the function
// answers a ping with the worker's harness.
func start(t *testing.T) (*function.Executor, *functiontest.Emulator) {
	t.Helper()
	emu := functiontest.Start(t)
	ctx := context.Background()
	ex, err := function.New(ctx, function.Config{
		Functions: map[string]string{"python-data-basic": functiontest.FunctionName},
		Endpoint:  emu.Endpoint, Anonymous: true, Concurrency: 1,
		Logger: hclog.New(&hclog.LoggerOptions{Name: "function", Level: hclog.Warn}),
	})
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		imgs, err := ex.Images(ctx)
		if err == nil && len(imgs) == 1 {
			return ex, emu
		}
		if time.Now().After(deadline) {
			t.Fatalf("the function did not answer a ping within a minute (images %v, %v); its log:\n%s", imgs, err, emu.Logs())
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// TestConformance runs the suite every executor passes against the function executor.
func TestConformance(t *testing.T) {
	ex, _ := start(t)
	conformance.Run(t, func(t *testing.T) executors.Executor { return ex }, conformance.Options{
		Slack: 3 * time.Second,
		Cannot: map[string]string{
			"NoNetwork": "a function has a network interface; what it reaches is the deployment's " +
				"(a VPC without NAT, deploy/function), and the routing policy sends a run here only where that is accepted",
		},
	})
}

// TestNothingSurvivesIntoTheNextRun: a function's execution environment serves run after
// run, possibly of other tenants. Run A leaves a file in /tmp and in out_dir, a process that
// sleeps, a thread, an environment variable and a module global; run B sees none of them.
// Neither sees the role's credentials the function's environment holds.
func TestNothingSurvivesIntoTheNextRun(t *testing.T) {
	ex, _ := start(t)
	run := func(id, code string) executors.Result {
		t.Helper()
		dir := t.TempDir()
		in := dir + "/data.csv"
		if err := os.WriteFile(in, []byte("region,revenue\neast,1\nwest,2\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		out := dir + "/out"
		if err := os.Mkdir(out, 0o755); err != nil {
			t.Fatal(err)
		}
		res, err := ex.Run(context.Background(), executors.Job{RunID: id, Kind: executors.KindCode, Code: code,
			Image: "python-data-basic", InputPath: in, OutputDir: out, Limits: executors.Limits{TimeoutS: 30}})
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		return res
	}
	a := run("r-leave", `import os, subprocess, threading, time, sys
open("/tmp/left-by-a", "w").write("a")
open(os.path.join(out_dir, "a.txt"), "w").write("a")
subprocess.Popen(["/bin/sleep", "300"], start_new_session=True)
threading.Thread(target=time.sleep, args=(300,), daemon=True).start()
os.environ["LEFT_BY_A"] = "1"
import json; json.LEFT_BY_A = 1
print(sorted(k for k in os.environ if k.startswith("AWS") or "LAMBDA" in k or "AMZN" in k))
`)
	if a.Outcome != executors.OutcomeOK || strings.TrimSpace(a.Stdout) != "[]" {
		t.Errorf("run A: %s, stdout %q (the function's AWS variables must not reach the code)", a.Outcome, a.Stdout)
	}
	b := run("r-look", `import os, json
seen = []
if os.path.exists("/tmp/left-by-a"): seen.append("tmp file")
if os.listdir(out_dir): seen.append("out_dir: %s" % os.listdir(out_dir))
if "LEFT_BY_A" in os.environ: seen.append("env")
if hasattr(json, "LEFT_BY_A"): seen.append("module global")
for pid in os.listdir("/proc"):
    if pid.isdigit():
        try:
            cmd = open("/proc/%s/cmdline" % pid, "rb").read()
        except OSError:
            continue
        if b"sleep" in cmd: seen.append("process %s" % cmd)
print(seen)
`)
	if b.Outcome != executors.OutcomeOK || strings.TrimSpace(b.Stdout) != "[]" {
		t.Errorf("run B saw what run A left: %s, %q %q", b.Outcome, b.Stdout, b.Stderr)
	}
	for _, r := range []executors.Result{a, b} {
		for _, s := range []string{functiontest.SecretAccessKey, functiontest.SessionToken, functiontest.AccessKeyID} {
			if strings.Contains(fmt.Sprint(r), s) {
				t.Errorf("a credential of the function's role reached a result: %s", s)
			}
		}
	}
}

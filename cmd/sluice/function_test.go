package main

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors/function/functiontest"
	"github.com/sluice-gw/sluice/gateway/run/runtest"
)

// TestRunsThroughTheFunctionExecutor (issue 15): a gateway whose worker serves the function
// executor, its python-data-basic function running under the Lambda Runtime Interface Emulator
// in Docker, answers the README's walkthrough as the other executors do: inspect_csv, a
// KeyError with the available columns, a chart as an artifact. The policy routes there only
// because this copy of it accepts the function's egress; the run records say where runs went.
func TestRunsThroughTheFunctionExecutor(t *testing.T) {
	emu := functiontest.Start(t)
	bin := buildSluice(t)
	work := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	policyDir := runtest.PolicyCopy(t, func(cfg map[string]any) {
		cfg["routing"].(map[string]any)["accept_function_egress"] = true
	})
	conf := filepath.Join(work, "sluice.yaml")
	if err := os.WriteFile(conf, []byte("executors:\n  function:\n    concurrency: 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const key = "sk-test-function-0123456789abcdef"
	serve := exec.CommandContext(ctx, bin, "serve", "--addr", "127.0.0.1:0", "--nats-listen", "", "--data", filepath.Join(work, "data"),
		"--config", conf, "--policies", policyDir, "--executor", "function",
		"--function", "python-data-basic="+functiontest.FunctionName, "--function-endpoint", emu.Endpoint, "--function-anonymous")
	serve.Dir = work
	serve.Env = append(os.Environ(), "SLUICE_API_KEY="+key)
	url := startAndWaitFor(t, serve, servingRE)
	defer stop(serve)

	c := client{base: url, key: key, http: &http.Client{Timeout: 3 * time.Minute}}
	var sess struct {
		SessionID string `json:"session_id"`
	}
	if _, err := c.do("POST", "/v1/sessions", "application/json", []byte("{}"), &sess); err != nil {
		t.Fatal(err)
	}
	sid := sess.SessionID
	csv, err := os.ReadFile("../../deploy/examples/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.do("PUT", "/v1/sessions/"+sid+"/dataset", "text/csv", csv, nil); err != nil {
		t.Fatal(err)
	}
	var inspect struct {
		OK     bool            `json:"ok"`
		Result json.RawMessage `json:"result"`
	}
	// The worker may still be pinging its function: the first call may find no worker yet.
	deadline := time.Now().Add(time.Minute)
	for {
		st, err := c.do("POST", "/v1/sessions/"+sid+"/tools/inspect_csv", "application/json", []byte("{}"), &inspect)
		if err == nil {
			break
		}
		if st != http.StatusServiceUnavailable || time.Now().After(deadline) {
			t.Fatalf("inspect_csv: %v\nthe function's log:\n%s", err, emu.Logs())
		}
		time.Sleep(time.Second)
	}
	if !inspect.OK || !strings.Contains(string(inspect.Result), "revenue") {
		t.Fatalf("inspect_csv: %+v", inspect)
	}

	type observation struct {
		OK               bool     `json:"ok"`
		RunID            string   `json:"run_id"`
		ErrorType        string   `json:"error_type"`
		AvailableColumns []string `json:"available_columns"`
		Artifacts        []struct {
			Name string `json:"name"`
			URL  string `json:"url"`
		} `json:"artifacts"`
	}
	runCode := func(body map[string]any) observation {
		t.Helper()
		b, _ := json.Marshal(body)
		var obs observation
		if _, err := c.do("POST", "/v1/sessions/"+sid+"/runs", "application/json", b, &obs); err != nil {
			t.Fatalf("run: %v\nthe function's log:\n%s", err, emu.Logs())
		}
		return obs
	}
	miss := runCode(map[string]any{"code": `df.groupby("region")["revenu"].sum()`})
	if miss.OK || miss.ErrorType != "KeyError" || len(miss.AvailableColumns) == 0 {
		t.Errorf("a misspelt column: %+v", miss)
	}
	chart := runCode(map[string]any{
		"code":               "ax = df.groupby('region')['revenue'].sum().plot.bar()\nax.figure.savefig(out_dir + '/chart.png')\nprint('saved')",
		"expected_artifacts": []string{"chart.png"},
	})
	if !chart.OK || len(chart.Artifacts) != 1 || chart.Artifacts[0].Name != "chart.png" {
		t.Fatalf("a chart: %+v", chart)
	}
	req, _ := http.NewRequest("GET", url+chart.Artifacts[0].URL, nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := c.http.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	png := make([]byte, 8)
	_, _ = resp.Body.Read(png)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || string(png[1:4]) != "PNG" {
		t.Errorf("the chart artifact: %d %q", resp.StatusCode, png)
	}
	for _, rid := range []string{miss.RunID, chart.RunID} {
		var rec struct {
			Executor string `json:"executor"`
			Image    string `json:"image"`
		}
		if _, err := c.do("GET", "/v1/runs/"+rid, "", nil, &rec); err != nil || rec.Executor != "function" || rec.Image != "python-data-basic" {
			t.Errorf("run record %s: %+v, %v", rid, rec, err)
		}
	}
}

package gateway_test

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

	"github.com/chromedp/chromedp"

	"github.com/sluice-gw/sluice/executors/sandboxtest"
)

// xssCode is an admitted run whose code, output, artifact and error carry script payloads: the
// console must show all of them as text, and run none.
const xssCode = `# </script><img src=x onerror="window.__xss=1">
s = "<img src=x onerror=window.__xss=2><script>window.__xss=3</script>"
print(s)
print("javascript:window.__xss=4")
ns = 'http:' + chr(47) * 2 + 'www.w3.org' + chr(47) + '2000' + chr(47) + 'svg'
svg = '<svg xmlns="' + ns + '" width="40" height="40" onload="window.__xss=5"><script>window.__xss=6</script><rect width="40" height="40" fill="red"/></svg>'
with open(out_dir + '/x.svg', 'w') as f:
    f.write(svg)
`

// TestConsoleInABrowser drives the console in Debian's headless Chromium: an agent's key is
// refused at sign-in; an auditor signs in, filters the decisions by rule, opens a run whose
// code, output, dataset and artifact carry script payloads (none runs), replays a draft that
// refuses matplotlib and sees the chart run's admission change, and verifies the chain. Each
// page's screenshot is written to SLUICE_SCREENSHOT_DIR (default .ci/artifacts/console).
func TestConsoleInABrowser(t *testing.T) {
	sandboxtest.Require(t, sandboxtest.Chromium)
	e := newEnv(t, envOpts{})

	// A dataset whose header and cells carry payloads, and the runs the console will show.
	csv := filepath.Join(t.TempDir(), "xss.csv")
	if err := os.WriteFile(csv, []byte("region,\"<img src=x onerror=window.__xss=7>\"\n<script>window.__xss=8</script>,1\nnorth,2\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	sid := e.sessionWith(keyAcme, csv, true)
	st, obs := e.run(keyAcme, sid, xssCode)
	if st != 200 || obs["ok"] != true {
		t.Fatalf("payload run: %d %v", st, obs)
	}
	xssRun := obs["run_id"].(string)
	if st, obs := e.run(keyAcme, sid, "import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.savefig(out_dir + '/a.png')\n"); st != 200 || obs["ok"] != true {
		t.Fatalf("chart run: %d %v", st, obs)
	}
	if st, _ := e.run(keyAcme, sid, "import socket\n"); st != http.StatusForbidden {
		t.Fatalf("refused run: %d", st)
	}
	if st, obs := e.run(keyAcme, sid, "raise ValueError('<img src=x onerror=window.__xss=9>')\n"); st != 200 || obs["ok"] != false {
		t.Fatalf("failing run: %d %v", st, obs)
	}

	shots := os.Getenv("SLUICE_SCREENSHOT_DIR")
	if shots == "" {
		shots = filepath.Join("..", ".ci", "artifacts", "console")
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	chromium, _ := exec.LookPath("chromium")
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium), chromedp.NoSandbox,
		chromedp.WindowSize(1280, 900), chromedp.Flag("disable-dev-shm-usage", true))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelA()
	bctx, cancelB := chromedp.NewContext(actx)
	defer cancelB()
	if err := chromedp.Do(bctx); err != nil { // starts the browser, for the life of bctx
		t.Fatalf("chromium: %v", err)
	}
	ctx, cancel := context.WithTimeout(bctx, 3*time.Minute)
	defer cancel()
	do := func(name string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, steps...); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	shot := func(name string) {
		t.Helper()
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(shots, name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	text := func(sel string) string {
		t.Helper()
		do("wait for "+sel, chromedp.WaitVisible(chromedp.CSS(sel)))
		s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
		if err != nil {
			t.Fatalf("text of %s: %v", sel, err)
		}
		return s
	}
	eval := func(name, expr string, out any) {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[json.RawMessage](expr, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := json.Unmarshal(v, out); err != nil {
			t.Fatalf("%s: %v (%s)", name, err, v)
		}
	}

	// An agent's key cannot sign in.
	do("agent sign-in", chromedp.Navigate(e.url+"/console/"), chromedp.WaitVisible(chromedp.CSS("#login-form")),
		chromedp.SendKeys(chromedp.CSS("#login-key"), keyAcme), chromedp.Click(chromedp.CSS(`#login-form button[type="submit"]`)))
	waitFor := func(name, predicate string) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](predicate, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	waitFor("the sign-in error", `document.querySelector("#login-error").textContent !== ""`)
	if msg := text("#login-error"); !strings.Contains(msg, "auditor role") {
		t.Fatalf("agent key: %q", msg)
	}
	shot("01-sign-in-refused")

	// The auditor signs in and sees the decisions, newest first.
	do("auditor sign-in", chromedp.SetValue(chromedp.CSS("#login-key"), keyAuditor), chromedp.Click(chromedp.CSS(`#login-form button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS("#decisions tr.decision-row")))
	var rows int
	eval("rows", `document.querySelectorAll("#decisions tr.decision-row").length`, &rows)
	if rows < 10 {
		t.Fatalf("%d decision rows", rows)
	}
	shot("02-decisions")

	// Filtered by rule: the refused run's admission alone.
	do("filter", chromedp.SetValue(chromedp.CSS(`#filters input[name="rule"]`), "no_network"),
		chromedp.Click(chromedp.CSS(`#filters button[type="submit"]`)))
	waitFor("the filtered list", `document.querySelectorAll("#decisions tr.decision-row").length === 1 && document.querySelector("#decisions-status").textContent.startsWith("1 ")`)
	if row := text("#decisions tr.decision-row"); !strings.Contains(row, "sluice/admission") || !strings.Contains(row, "denied") {
		t.Fatalf("filtered row: %q", row)
	}
	shot("03-decisions-by-rule")

	// The payload run: everything shown as text, nothing run.
	do("run page", chromedp.Navigate(e.url+"/console/#run/"+xssRun), chromedp.WaitVisible(chromedp.CSS("#facts pre")),
		chromedp.WaitVisible(chromedp.CSS("#artifacts img")))
	if code := text("pre.code"); !strings.Contains(code, `<img src=x onerror="window.__xss=1">`) {
		t.Fatalf("the code is not shown as text: %q", code)
	}
	if o := text("#observation"); !strings.Contains(o, "<script>window.__xss=3</script>") {
		t.Fatalf("the output is not shown as text: %.300q", o)
	}
	shot("04-run")
	var inert struct {
		XSS     any  `json:"xss"`
		Bad     int  `json:"bad"`
		Scripts int  `json:"scripts"`
		SVG     bool `json:"svg"`
	}
	eval("inert", `({xss: window.__xss === undefined ? null : window.__xss,
		bad: document.querySelectorAll('img[src="x"], script:not([src="/console/app.js"]), svg, iframe, object, embed').length,
		scripts: document.scripts.length,
		svg: [...document.querySelectorAll("#artifacts img")].some(i => i.src.endsWith("/x.svg"))})`, &inert)
	if inert.XSS != nil || inert.Bad != 0 || inert.Scripts != 1 || !inert.SVG {
		t.Fatalf("payloads: %+v", inert)
	}
	// The artifact itself, fetched as the browser does, is not HTML and runs nothing.
	st, raw := e.raw("GET", "/v1/runs/"+xssRun+"/artifacts/x.svg", keyAuditor, "", nil)
	if st != 200 || !strings.Contains(string(raw), "<svg") {
		t.Fatalf("artifact: %d %.200s", st, raw)
	}

	// Replay a draft that refuses matplotlib (without the admission tests it breaks).
	do("replay page", chromedp.Navigate(e.url+"/console/#replay"), chromedp.WaitVisible(chromedp.CSS("#replay-run")),
		chromedp.SetValue(chromedp.CSS(".draft-file .draft-content"), refuseMatplotlib(t)),
		chromedp.Click(chromedp.CSS("#add-file")),
		chromedp.WaitVisible(chromedp.CSS(".draft-file:nth-child(2) .draft-name")),
		chromedp.SetValue(chromedp.CSS(".draft-file:nth-child(2) .draft-name"), "admission_test.rego"),
		chromedp.Click(chromedp.CSS("#replay-run")),
		chromedp.WaitVisible(chromedp.CSS("#replay-groups")))
	if g := text("#replay-groups"); !strings.Contains(g, "no_native_code") || !strings.Contains(g, "now refused") {
		t.Fatalf("replay groups: %q", g)
	}
	if s := text("#replay-summary"); !strings.Contains(s, "1 changed") {
		t.Fatalf("replay summary: %q", s)
	}
	shot("05-replay")

	// Verify the chain.
	do("verify", chromedp.Navigate(e.url+"/console/#verify"), chromedp.Click(chromedp.CSS("#verify-run")),
		chromedp.WaitVisible(chromedp.CSS("#verify-status")))
	if v := text("#verify-status"); !strings.HasPrefix(v, "Intact") {
		t.Fatalf("verify: %q", v)
	}
	shot("06-verify")

	// A state-changing request with the cookie but without the CSRF token is refused.
	var csrf struct {
		Status int `json:"status"`
	}
	eval("csrf", `fetch("/v1/replay", {method: "POST", credentials: "same-origin",
		headers: {"Content-Type": "application/json"}, body: JSON.stringify({files: {"x.rego": ""}})}).then(r => ({status: r.status}))`, &csrf)
	if csrf.Status != http.StatusForbidden {
		t.Fatalf("POST without the CSRF token: %d", csrf.Status)
	}
	b, _ := json.Marshal(inert)
	t.Logf("console: %d decision rows, payloads inert %s, screenshots in %s", rows, b, shots)
}

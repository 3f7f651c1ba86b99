package gateway_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/open-policy-agent/opa/v1/ast"
	"github.com/open-policy-agent/opa/v1/bundle"

	"github.com/sluice-gw/sluice/gateway/run/runtest"
	"github.com/sluice-gw/sluice/policies"
)

// TestAuditEndpoints: an auditor pages through the tenant's decisions newest first, filters
// the refused admission by rule and by allow, opens one decision with its chain status,
// verifies the chains, and replays a draft that refuses matplotlib: the run that drew a chart
// is the one that changes. A draft failing its own tests replays nothing; an agent key is
// refused everywhere.
func TestAuditEndpoints(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	if st, obs := e.run(keyAcme, sid, "print(df.shape)"); st != 200 || obs["ok"] != true {
		t.Fatalf("plain run: %d %v", st, obs)
	}
	st, obs := e.run(keyAcme, sid, "import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.savefig(out_dir + '/a.png')\n")
	if st != 200 || obs["ok"] != true {
		t.Fatalf("chart run: %d %v", st, obs)
	}
	chartRun := obs["run_id"].(string)
	if st, obs := e.run(keyAcme, sid, "import socket\nprint(socket.gethostname())\n"); st != http.StatusForbidden {
		t.Fatalf("refused run: %d %v", st, obs)
	}

	// Newest first in pages of 4, summaries: every entry once, stream order descending.
	var seqs []float64
	cursor := ""
	for pages := 0; ; pages++ {
		st, m := e.do("GET", "/v1/decisions?order=newest&view=summary&limit=4&cursor="+cursor, keyAuditor, "", nil)
		if st != 200 {
			t.Fatalf("page: %d %v", st, m)
		}
		for _, d := range m["decisions"].([]any) {
			en := d.(map[string]any)
			if en["tenant"] != "acme" || en["chain"] != "ok" && en["chain"] != "anchor" {
				t.Fatalf("entry %v", en)
			}
			seqs = append(seqs, en["stream_seq"].(float64))
		}
		if cursor = m["next_cursor"].(string); cursor == "" {
			break
		}
		if pages > 50 {
			t.Fatal("paging does not end")
		}
	}
	if len(seqs) < 15 {
		t.Fatalf("%d entries", len(seqs))
	}
	for i := 1; i < len(seqs); i++ {
		if seqs[i] >= seqs[i-1] {
			t.Fatalf("not newest first at %d: %v", i, seqs)
		}
	}

	// The refused admission, by rule and by allow=false.
	st, m := e.do("GET", "/v1/decisions?rule=no_network", keyAuditor, "", nil)
	if st != 200 || m["count"] != float64(1) {
		t.Fatalf("by rule: %d %v", st, m)
	}
	refused := m["decisions"].([]any)[0].(map[string]any)
	if refused["path"] != policies.PathAdmission {
		t.Fatalf("by rule: %v", refused)
	}
	st, m = e.do("GET", "/v1/decisions?allow=false&path="+policies.PathAdmission+"&view=summary", keyAuditor, "", nil)
	if st != 200 || m["count"] != float64(1) || m["decisions"].([]any)[0].(map[string]any)["decision_id"] != refused["decision_id"] {
		t.Fatalf("by allow=false: %d %v", st, m)
	}

	// One decision whole.
	id := refused["decision_id"].(string)
	st, m = e.do("GET", "/v1/decisions/"+id, keyAuditor, "", nil)
	if st != 200 || m["chain"] != "ok" || m["decision"].(map[string]any)["hash"] != refused["hash"] {
		t.Fatalf("one decision: %d %v", st, m)
	}
	if st, _ := e.do("GET", "/v1/decisions/no-such-id", keyAuditor, "", nil); st != http.StatusNotFound {
		t.Errorf("unknown decision: %d", st)
	}

	// The chains hold.
	st, m = e.do("GET", "/v1/decisions/verify", keyAuditor, "", nil)
	if st != 200 || m["ok"] != true || m["entries"].(float64) < float64(len(seqs)) {
		t.Fatalf("verify: %d %v", st, m)
	}

	// A draft that refuses matplotlib, without the admission tests it breaks: the chart run's
	// admission is now refused, nothing else changes.
	draft := map[string]string{"data.json": refuseMatplotlib(t), "admission_test.rego": ""}
	st, m = e.replay(draft)
	if st != 200 {
		t.Fatalf("replay: %d %v", st, m)
	}
	rep := m["replay"].(map[string]any)
	changed := rep["changed"].([]any)
	if len(changed) != 1 || rep["errors"] == nil || len(rep["errors"].([]any)) != 0 {
		t.Fatalf("replay: %v", rep)
	}
	ch := changed[0].(map[string]any)
	if ch["path"] != policies.PathAdmission || ch["old"].(map[string]any)["allow"] != true || ch["new"].(map[string]any)["allow"] != false {
		t.Fatalf("the change: %v", ch)
	}
	st, m2 := e.do("GET", "/v1/decisions/"+ch["decision_id"].(string), keyAuditor, "", nil)
	if st != 200 || m2["decision"].(map[string]any)["run_id"] != chartRun {
		t.Fatalf("the changed decision is not the chart run's: %d %v", st, m2)
	}
	groups := m["groups"].([]any)
	if g := groups[0].(map[string]any); len(groups) != 1 || g["rule"] != "no_native_code" || g["change"] != "now refused" || g["count"] != float64(1) {
		t.Fatalf("groups: %v", groups)
	}
	if tests := m["tests"].(map[string]any); tests["passed"].(float64) < 10 || tests["failed"] != float64(0) {
		t.Fatalf("tests: %v", tests)
	}

	// The same draft as a whole OPA bundle (.tar.gz).
	body, _ := json.Marshal(map[string]any{"bundle": draftBundle(t)})
	st, m = e.do("POST", "/v1/replay", keyAuditor, "application/json", body)
	if st != 200 || len(m["replay"].(map[string]any)["changed"].([]any)) != 1 {
		t.Fatalf("replay of a bundle: %d %v", st, m)
	}
	if st, m := e.do("POST", "/v1/replay", keyAuditor, "application/json", []byte(`{"bundle":"bm90IGEgYnVuZGxl"}`)); st != 422 {
		t.Errorf("a bundle that is not one: %d %v", st, m)
	}

	// With the admission tests the draft fails them, and nothing is replayed.
	st, m = e.replay(map[string]string{"data.json": refuseMatplotlib(t)})
	if st != 422 || m["replay"] != nil || m["tests"].(map[string]any)["failed"].(float64) < 1 {
		t.Fatalf("failing draft: %d %v", st, m)
	}
	// A draft that does not compile names the file, not where it was written.
	st, m = e.replay(map[string]string{"broken.rego": "package sluice.admission\nthis is not rego\n"})
	if msg := fmt.Sprint(m["error"]); st != 422 || !strings.Contains(msg, "broken.rego") || strings.Contains(msg, "sluice-draft-") {
		t.Fatalf("broken draft: %d %v", st, m)
	}
	for _, bad := range []map[string]string{{"../x.rego": "package x"}, {"a.txt": "x"}, {}} {
		if st, m := e.replay(bad); st != 422 {
			t.Errorf("draft %v: %d %v", bad, st, m)
		}
	}

	// An entry forged into the stream (a copy of the last with its session changed, its hash
	// kept) breaks the chain: verify names it, and the index marks it.
	js, err := jetstream.New(e.nc)
	if err != nil {
		t.Fatal(err)
	}
	all, err := policies.ReadJetStream(context.Background(), js, policies.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	forged := all[len(all)-1]
	forged.Session, forged.Seq, forged.DecisionID = "forged", forged.Seq+1, "forged-decision"
	raw, _ := json.Marshal(forged)
	if _, err := js.Publish(context.Background(), policies.DecisionSubject(forged.Tenant, forged.Session, forged.Path), raw); err != nil {
		t.Fatal(err)
	}
	st, m = e.do("GET", "/v1/decisions/verify", keyAuditor, "", nil)
	if broken, _ := m["broken"].(map[string]any); st != 200 || m["ok"] != false || broken["decision_id"] != "forged-decision" || !strings.Contains(fmt.Sprint(broken["reason"]), "does not match") {
		t.Fatalf("verify after a forgery: %d %v", st, m)
	}
	st, m = e.do("GET", "/v1/decisions/forged-decision", keyAuditor, "", nil)
	if st != 200 || !strings.Contains(fmt.Sprint(m["chain"]), "does not match the content") {
		t.Fatalf("the forged entry: %d %v", st, m)
	}

	// Bad parameters, and an agent key.
	for _, q := range []string{"cursor=abc", "order=sideways", "allow=maybe", "view=all", "limit=0"} {
		if st, _ := e.do("GET", "/v1/decisions?"+q, keyAuditor, "", nil); st != 422 {
			t.Errorf("%s: %d", q, st)
		}
	}
	for _, r := range []struct{ method, path string }{{"GET", "/v1/decisions/" + id}, {"GET", "/v1/decisions/verify"}, {"POST", "/v1/replay"}} {
		if st, _ := e.do(r.method, r.path, keyAcme, "application/json", []byte(`{}`)); st != http.StatusForbidden {
			t.Errorf("agent key %s %s: %d", r.method, r.path, st)
		}
	}
}

// replay posts a draft to POST /v1/replay as the auditor.
func (e *env) replay(files map[string]string) (int, map[string]any) {
	e.t.Helper()
	body, _ := json.Marshal(map[string]any{"files": files})
	return e.do("POST", "/v1/replay", keyAuditor, "application/json", body)
}

// draftBundle is the draft of refuseMatplotlib without the admission tests, as an OPA bundle
// (.tar.gz).
func draftBundle(t *testing.T) []byte {
	t.Helper()
	dir := runtest.PolicyCopy(t, func(cfg map[string]any) {
		cfg["admission"].(map[string]any)["refused_modules"].(map[string]any)["matplotlib"] = "native_code"
	})
	if err := os.Remove(filepath.Join(dir, "admission_test.rego")); err != nil {
		t.Fatal(err)
	}
	b, err := bundle.NewCustomReader(bundle.NewDirectoryLoader(dir)).WithRegoVersion(ast.RegoV1).Read()
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := bundle.NewWriter(&buf).Write(b); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// refuseMatplotlib is the built-in data.json with matplotlib among the refused modules.
func refuseMatplotlib(t *testing.T) string {
	t.Helper()
	raw, err := fs.ReadFile(policies.DefaultBundle(), "data.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	adm := doc["sluice"].(map[string]any)["config"].(map[string]any)["admission"].(map[string]any)
	adm["refused_modules"].(map[string]any)["matplotlib"] = "native_code"
	out, _ := json.Marshal(doc)
	return string(out)
}

// BenchmarkDecisionsPage100k measures an auditor's path over a log of 100,000 decisions, over
// HTTP: the first request builds the gateway's index of the stream (reported once, as
// index-build-s), then each op is one page of 50 summaries, newest first, of the tenant's
// admission refusals by one rule (2 % of the log is the tenant's, one run in six is refused),
// which scans the whole index.
func BenchmarkDecisionsPage100k(b *testing.B) {
	ctx := context.Background()
	e := newEnv(b, envOpts{dispatcher: &cannedDispatcher{}})
	sid := e.session(keyAcme, true)
	e.run(keyAcme, sid, "print(1)")
	e.run(keyAcme, sid, "import socket\n")
	js, err := jetstream.New(e.nc)
	if err != nil {
		b.Fatal(err)
	}
	seed, err := policies.ReadJetStream(ctx, js, policies.Filter{})
	if err != nil || len(seed) < 10 {
		b.Fatalf("seed entries: %d, %v", len(seed), err)
	}
	sink, err := policies.NewJetStreamSink(ctx, js, policies.StreamOptions{}, 0)
	if err != nil {
		b.Fatal(err)
	}
	log := policies.NewDecisionLog("bench", sink)
	const total = 100000
	for n := 0; n < total; {
		batch := make([]*policies.EventV1, 0, 1000)
		for ; len(batch) < cap(batch) && n < total; n++ {
			ev := seed[n%len(seed)]
			ev.DecisionID = fmt.Sprintf("bench-%d", n)
			ev.LogID, ev.Seq, ev.PrevHash, ev.Hash = "", 0, "", ""
			if n%50 != 0 {
				ev.Tenant = fmt.Sprintf("t%d", n%50)
			}
			ev.Session = fmt.Sprintf("s-%d", n/60)
			batch = append(batch, &ev)
		}
		if err := log.AppendBatch(ctx, batch); err != nil {
			b.Fatal(err)
		}
	}
	t0 := time.Now()
	if st, m := e.do("GET", "/v1/decisions?view=summary&limit=1", keyAuditor, "", nil); st != 200 {
		b.Fatalf("first page: %d %v", st, m)
	}
	build := time.Since(t0)
	path := "/v1/decisions?order=newest&view=summary&limit=50&rule=no_network"
	var lat []time.Duration
	b.ResetTimer()
	for b.Loop() {
		t1 := time.Now()
		st, raw := e.raw("GET", path, keyAuditor, "", nil)
		lat = append(lat, time.Since(t1))
		if st != 200 || !bytes.Contains(raw, []byte(`"no_network"`)) {
			b.Fatalf("page: %d %.300s", st, raw)
		}
	}
	b.ReportMetric(build.Seconds(), "index-build-s")
	reportLatency(b, lat)
}

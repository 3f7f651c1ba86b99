package gateway_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Issue 7 through MCP, with the official Go SDK client against /mcp.

// bearer adds the API key to every request and remembers the Sluice-Session header of the
// last answer that carried one.
type bearer struct {
	key string
	mu  sync.Mutex
	sid string
}

func (b *bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.key)
	resp, err := http.DefaultTransport.RoundTrip(r)
	if err == nil {
		if sid := resp.Header.Get("Sluice-Session"); sid != "" {
			b.mu.Lock()
			b.sid = sid
			b.mu.Unlock()
		}
	}
	return resp, err
}

// mcpClient is a connected MCP client session and the list-changed notifications it received.
type mcpClient struct {
	t       testing.TB
	cs      *mcp.ClientSession
	rt      *bearer
	changed chan struct{}
}

func (e *env) mcpConnect(key, endpoint string) (*mcpClient, error) {
	e.t.Helper()
	c := &mcpClient{t: e.t, rt: &bearer{key: key}, changed: make(chan struct{}, 16)}
	client := mcp.NewClient(&mcp.Implementation{Name: "sluice-test", Version: "v0.0.1"}, &mcp.ClientOptions{
		ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) {
			c.changed <- struct{}{}
		},
	})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{
		Endpoint:   e.url + endpoint,
		HTTPClient: &http.Client{Transport: c.rt},
		MaxRetries: -1,
	}, nil)
	if err != nil {
		return nil, err
	}
	c.cs = cs
	e.t.Cleanup(func() { cs.Close() })
	return c, nil
}

func (c *mcpClient) tools() []string {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := c.cs.ListTools(ctx, nil)
	if err != nil {
		c.t.Fatalf("tools/list: %v", err)
	}
	var names []string
	for _, tl := range res.Tools {
		names = append(names, tl.Name)
		if m, ok := tl.InputSchema.(map[string]any); !ok || m["type"] != "object" {
			c.t.Errorf("tool %s: input schema %v", tl.Name, tl.InputSchema)
		}
	}
	slices.Sort(names)
	return names
}

// call calls a tool and returns the result with its structured content decoded.
func (c *mcpClient) call(name string, args any) (*mcp.CallToolResult, map[string]any) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		c.t.Fatalf("tools/call %s: %v", name, err)
	}
	var obs map[string]any
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &obs); err != nil {
		c.t.Fatalf("tools/call %s: structured content %s: %v", name, b, err)
	}
	if len(res.Content) == 0 {
		c.t.Fatalf("tools/call %s: no content", name)
	}
	if tc, ok := res.Content[0].(*mcp.TextContent); !ok || !json.Valid([]byte(tc.Text)) {
		c.t.Errorf("tools/call %s: first content is not the observation as JSON text: %#v", name, res.Content[0])
	}
	return res, obs
}

// waitChanged waits for a tools/list_changed notification.
func (c *mcpClient) waitChanged(what string) {
	c.t.Helper()
	select {
	case <-c.changed:
	case <-time.After(20 * time.Second):
		c.t.Fatalf("no notifications/tools/list_changed %s", what)
	}
}

// drain forgets notifications received so far.
func (c *mcpClient) drain() {
	for {
		select {
		case <-c.changed:
		default:
			return
		}
	}
}

func TestMCPToolsFollowExposure(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, false)
	c, err := e.mcpConnect(keyAcme, "/mcp?session="+sid)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	if got := c.tools(); !slices.Equal(got, []string{"inspect_csv"}) {
		t.Fatalf("tools before inspection = %v, want [inspect_csv]", got)
	}
	if init := c.cs.InitializeResult(); init == nil || !strings.Contains(init.Instructions, sid) || init.Capabilities.Tools == nil || !init.Capabilities.Tools.ListChanged {
		t.Errorf("initialize result = %+v", init)
	}

	// Not exposed yet: an error result with the policy's reason, not an unknown tool.
	res, obs := c.call("run_python", map[string]any{"code": "print(1)"})
	if !res.IsError || obs["error_type"] != "PolicyViolation" || !strings.Contains(str(obs["error_message"]), "inspect_csv") {
		t.Fatalf("run_python before inspection: %v", obs)
	}

	c.drain()
	res, obs = c.call("inspect_csv", map[string]any{"sample_rows": 2})
	if res.IsError || obs["ok"] != true {
		t.Fatalf("inspect_csv: %v", obs)
	}
	if cols := strs(obs["result"].(map[string]any)["columns"]); !slices.Equal(cols, []string{"date", "region", "product", "revenue", "profit"}) {
		t.Errorf("columns = %v", cols)
	}
	c.waitChanged("after inspection")
	want := []string{"aggregate", "inspect_csv", "plot", "run_python", "sql"}
	if got := c.tools(); !slices.Equal(got, want) {
		t.Fatalf("tools after inspection = %v, want %v", got, want)
	}

	// run_python through the same pipeline; the chart comes back as image content.
	chart, err := os.ReadFile("../deploy/examples/chart.py")
	if err != nil {
		t.Fatal(err)
	}
	res, obs = c.call("run_python", map[string]any{"code": string(chart), "purpose": "margin chart", "expected_artifacts": []string{"margin_by_region.png"}})
	if res.IsError || obs["ok"] != true || obs["run_id"] == nil {
		t.Fatalf("run_python: %v", obs)
	}
	var img *mcp.ImageContent
	for _, ct := range res.Content {
		if ic, ok := ct.(*mcp.ImageContent); ok {
			img = ic
		}
	}
	if img == nil || img.MIMEType != "image/png" {
		t.Fatalf("no PNG image content in %d contents", len(res.Content))
	}
	if _, err := png.Decode(bytes.NewReader(img.Data)); err != nil {
		t.Fatalf("image content is not a PNG: %v", err)
	}
	// The same bytes as the artifact that passed redaction over HTTP.
	a := obs["artifacts"].([]any)[0].(map[string]any)
	if st, b := e.raw("GET", a["url"].(string), keyAcme, "", nil); st != 200 || !bytes.Equal(b, img.Data) {
		t.Errorf("HTTP artifact: %d, %d bytes; image content %d bytes", st, len(b), len(img.Data))
	}
	// The run is recorded like any other, with its decisions.
	if rec := mustGet(t, e, "/v1/runs/"+str(obs["run_id"])); rec["kind"] != "code" || len(rec["decisions"].([]any)) < 5 {
		t.Errorf("run record = %v", rec)
	}

	// A fixed tool with its image: plot.
	res, obs = c.call("plot", map[string]any{"kind": "bar", "x": "product"})
	if res.IsError || obs["ok"] != true || len(res.Content) != 2 {
		t.Fatalf("plot: %v (%d contents)", obs, len(res.Content))
	}

	// Two failures withdraw run_python, and the client hears of it.
	c.drain()
	for i := range 2 {
		if res, obs := c.call("run_python", map[string]any{"code": "print(df['no_such_column'])\n"}); !res.IsError || obs["error_type"] != "KeyError" {
			t.Fatalf("failing run %d: %v", i, obs)
		}
	}
	c.waitChanged("after two failures")
	if got := c.tools(); slices.Contains(got, "run_python") || !slices.Contains(got, "aggregate") {
		t.Fatalf("tools after two failures = %v", got)
	}
	if res, obs := c.call("run_python", map[string]any{"code": "print(1)"}); !res.IsError || obs["ok"] != false {
		t.Errorf("run_python after withdrawal: %v", obs)
	}
	// Bad arguments are an error result, before any sandbox starts.
	if res, obs := c.call("aggregate", map[string]any{"metrics": []any{map[string]any{"column": "nope", "op": "sum"}}}); !res.IsError || obs["run_id"] != nil || !strings.Contains(str(obs["error_message"]), "no column") {
		t.Errorf("aggregate with a missing column: %v", obs)
	}
	// An unknown tool is a protocol error.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: "shell", Arguments: map[string]any{}}); err == nil || !strings.Contains(err.Error(), "unknown tool") {
		t.Errorf("unknown tool: %v", err)
	}
}

func TestMCPSessionCreatedAndBound(t *testing.T) {
	e := newEnv(t, envOpts{})

	// Without ?session= the first call creates a session; the answer names it.
	c, err := e.mcpConnect(keyAcme, "/mcp")
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	c.rt.mu.Lock()
	sid := c.rt.sid
	c.rt.mu.Unlock()
	if sid == "" || !strings.Contains(c.cs.InitializeResult().Instructions, sid) {
		t.Fatalf("new session not named: header %q, instructions %q", sid, c.cs.InitializeResult().Instructions)
	}
	if got := c.tools(); len(got) != 0 {
		t.Fatalf("tools without a dataset = %v, want none", got)
	}
	// The dataset arrives over HTTP; the MCP session notices and offers inspect_csv.
	csv, err := os.ReadFile("testdata/sales.csv")
	if err != nil {
		t.Fatal(err)
	}
	c.drain()
	if st, m := e.do("PUT", "/v1/sessions/"+sid+"/dataset", keyAcme, "text/csv", csv); st != 200 {
		t.Fatalf("upload: %d %v", st, m)
	}
	c.waitChanged("after the upload")
	if got := c.tools(); !slices.Equal(got, []string{"inspect_csv"}) {
		t.Fatalf("tools after upload = %v", got)
	}
	// A call over HTTP changes the MCP session's tools too.
	c.drain()
	if st, obs := e.do("POST", "/v1/sessions/"+sid+"/tools/inspect_csv", keyAcme, "application/json", nil); st != 200 {
		t.Fatalf("inspect over HTTP: %d %v", st, obs)
	}
	c.waitChanged("after an inspection over HTTP")
	if got := c.tools(); !slices.Contains(got, "run_python") {
		t.Fatalf("tools after inspection over HTTP = %v", got)
	}

	// Another tenant cannot bind this session; no key is no session at all.
	if _, err := e.mcpConnect(keyOther, "/mcp?session="+sid); err == nil {
		t.Errorf("another tenant bound the session")
	}
	if _, err := e.mcpConnect("sk-not-a-key", "/mcp"); err == nil {
		t.Errorf("an unknown key connected")
	}
	st, m := e.do("POST", "/mcp", "", "application/json", []byte(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}`))
	if st != http.StatusUnauthorized || m["error"].(map[string]any)["code"] != "unauthorized" {
		t.Errorf("no key: %d %v", st, m)
	}
}

func TestMCPSessionTiedToKey(t *testing.T) {
	e := newEnv(t, envOpts{})
	sid := e.session(keyAcme, true)
	c, err := e.mcpConnect(keyAcme, "/mcp?session="+sid)
	if err != nil {
		t.Fatal(err)
	}
	// Steal the MCP session id from a live session: the auditor key is the same tenant but
	// another key, and is refused.
	mcpID := c.cs.ID()
	body := []byte(`{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{}}`)
	req, _ := http.NewRequest("POST", e.url+"/mcp", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+keyAuditor)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Mcp-Session-Id", mcpID)
	req.Header.Set("Mcp-Protocol-Version", "2025-06-18")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("another key on the MCP session: %d, want 403", resp.StatusCode)
	}
	// Naming another sluice session on a live MCP session is refused.
	other := e.session(keyAcme, false)
	req, _ = http.NewRequest("POST", e.url+"/mcp?session="+other, bytes.NewReader(body))
	req.Header = resp.Request.Header.Clone()
	req.Header.Set("Authorization", "Bearer "+keyAcme)
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("another session on the MCP session: %d, want 422", resp.StatusCode)
	}
	// The owner still works.
	if got := c.tools(); !slices.Contains(got, "sql") {
		t.Errorf("tools = %v", got)
	}
}

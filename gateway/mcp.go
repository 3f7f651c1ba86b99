package gateway

import (
	"github.com/sluice-gw/sluice/gateway/run"

	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"
	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The MCP endpoint (/mcp): the same tools as the HTTP API, over the Model Context Protocol's
// streamable HTTP transport (github.com/modelcontextprotocol/go-sdk).
//
// Sessions. Every MCP session serves exactly one sluice session, fixed when the MCP session
// is initialized:
//   - bound: the initialize request names an existing session of the caller's tenant with
//     the query parameter ?session=<sid> or the header Sluice-Session: <sid>;
//   - created: without either, a new sluice session is created for the tenant.
//
// Either way the initialize answer carries the header Sluice-Session: <sid>, and the server's
// instructions name it, so the agent can upload the dataset over HTTP
// (PUT /v1/sessions/<sid>/dataset). Several MCP sessions may serve the same sluice session
// (a client that reconnects binds a new one); they share its state and budget. A later request
// of an MCP session that names another sluice session is refused.
//
// Auth. /mcp sits behind the gateway's bearer-key authentication. The MCP session is tied to
// the key that opened it (the SDK's TokenInfo.UserID is the tenant and a digest of the key):
// a request with another key, even of the same tenant, is refused with 403.
//
// Tools. tools/list answers from the same sluice.exposure decision as GET …/tools (logged the
// same way); tools/call goes through the same pipeline as POST …/tools/{name} and …/runs
// (budget, exposure, admission, limits, routing, decision log, sandbox, redaction, counters).
// The answer carries the observation as structured content, the same JSON as text content,
// and every PNG or JPEG artifact that passed redaction as image content. A tool the policy does
// not expose now answers isError with the policy's reason, as the HTTP API answers 403.
//
// List changes. Each MCP session keeps the tool set it last announced. After every call, on
// every tools/list, and whenever the session's state changes in the KV bucket (an upload over
// HTTP, a run from another client or another gateway), exposure is decided again; when the set
// differs the server sends notifications/tools/list_changed.

// mcpSessionParam and mcpSessionHeader bind a new MCP session to an existing sluice session.
const (
	mcpSessionParam  = "session"
	mcpSessionHeader = "Sluice-Session"
)

// mcpSessionTimeout closes MCP sessions that received no request for this long.
const mcpSessionTimeout = 30 * time.Minute

// mcpMaxImageBytes bounds the images one tool answer carries inline; artifacts beyond it are
// still listed in the observation with their URL.
const mcpMaxImageBytes = 12 << 20

// mcpEndpoint is the state of /mcp: the bindings of live MCP sessions.
type mcpEndpoint struct {
	s  *Server
	mu sync.Mutex
	// live maps an MCP session id to its binding, from initialization to the session's end.
	live map[string]*mcpBinding
}

// mcpBinding is one MCP session: the principal that opened it, the sluice session it serves,
// and the tools it last announced.
type mcpBinding struct {
	p      principal
	sid    string
	mcpID  string
	server *mcp.Server
	// started: the client sent its initialized notification (guarded by mcpEndpoint.mu).
	started bool

	mu    sync.Mutex // guards tools and fingerprint; held while the tool set changes
	tools []string
	// fingerprint is the policy input and revision of the last exposure decision: the same
	// input is not decided (and logged) again.
	fingerprint string
}

type mcpBindingKey struct{}

type mcpPrincipalKey struct{}

// mcpRoute returns the handler of /mcp; routes() registers it behind s.authenticate. It builds
// the MCP handler once, when called.
func (s *Server) mcpRoute() gin.HandlerFunc {
	m := &mcpEndpoint{s: s, live: map[string]*mcpBinding{}}
	h := mcp.NewStreamableHTTPHandler(m.newServer, &mcp.StreamableHTTPOptions{
		SessionTimeout: mcpSessionTimeout,
		// Every request must carry a bearer key, which a DNS-rebinding page cannot send; the
		// SDK's localhost check would also refuse a gateway behind a local reverse proxy.
		DisableLocalhostProtection: true,
		MaxRequestBodyBytes:        DefaultMaxJSONBytes,
	})
	authed := auth.RequireBearerToken(m.verify, &auth.RequireBearerTokenOptions{AllowMissingExpiration: true})(h)
	return func(c *gin.Context) { m.serve(c, authed) }
}

// verify gives the SDK the caller's identity. The key was checked by s.authenticate already;
// UserID binds the MCP session to that key.
func (m *mcpEndpoint) verify(ctx context.Context, token string, _ *http.Request) (*auth.TokenInfo, error) {
	p, ok := ctx.Value(mcpPrincipalKey{}).(principal)
	if !ok {
		return nil, auth.ErrInvalidToken
	}
	return &auth.TokenInfo{UserID: mcpUserID(p, token)}, nil
}

func mcpUserID(p principal, key string) string {
	sum := sha256.Sum256([]byte(key))
	return p.Tenant + ":" + hex.EncodeToString(sum[:8])
}

// serve binds the request to a sluice session and hands it to the SDK.
func (m *mcpEndpoint) serve(c *gin.Context, h http.Handler) {
	p := who(c)
	r := c.Request
	ctx := context.WithValue(r.Context(), mcpPrincipalKey{}, p)
	want := c.Query(mcpSessionParam)
	if want == "" {
		want = strings.TrimSpace(c.GetHeader(mcpSessionHeader))
	}
	if id := r.Header.Get("Mcp-Session-Id"); id != "" {
		m.mu.Lock()
		b := m.live[id]
		m.mu.Unlock()
		if b != nil && want != "" && want != b.sid {
			m.s.fail(c, run.Errorf(run.CodeBadRequest, "this MCP session serves session %s, not %s; open a new MCP session to use another", b.sid, want))
			return
		}
		h.ServeHTTP(c.Writer, r.WithContext(ctx))
		return
	}
	if r.Method == http.MethodPost {
		body, err := readBody(c, DefaultMaxJSONBytes, "the body")
		if err != nil {
			m.s.fail(c, err)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		if isInitialize(body) {
			sid, aerr := m.sessionFor(ctx, p, want)
			if aerr != nil {
				m.s.fail(c, aerr)
				return
			}
			b := &mcpBinding{p: p, sid: sid, mcpID: rand.Text()}
			ctx = context.WithValue(ctx, mcpBindingKey{}, b)
			c.Header(mcpSessionHeader, sid)
			// Bound before the SDK answers, not once the client's initialized notification
			// came: the client's next requests may overtake that notification (or this
			// handler's return), and must already be held to their session.
			m.bind(b)
		}
	}
	h.ServeHTTP(c.Writer, r.WithContext(ctx))
}

// bind registers b as live: its MCP session id is ours, chosen before the SDK creates the
// session. started takes it over when the client announces itself; a binding whose session
// never started (the initialize failed, or the client never sent initialized) is forgotten
// after mcpSessionTimeout, when the SDK has closed such a session too.
func (m *mcpEndpoint) bind(b *mcpBinding) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.live[b.mcpID] != nil {
		return
	}
	m.live[b.mcpID] = b
	time.AfterFunc(mcpSessionTimeout+time.Minute, func() {
		m.mu.Lock()
		defer m.mu.Unlock()
		if !b.started && m.live[b.mcpID] == b {
			delete(m.live, b.mcpID)
		}
	})
}

// isInitialize reports whether body is a JSON-RPC initialize request.
func isInitialize(body []byte) bool {
	var msg struct {
		Method string `json:"method"`
	}
	return json.Unmarshal(body, &msg) == nil && msg.Method == "initialize"
}

// sessionFor returns the sluice session a new MCP session serves: want, if it is a session of
// p's tenant, or a new session.
func (m *mcpEndpoint) sessionFor(ctx context.Context, p principal, want string) (string, error) {
	if want != "" {
		if _, err := m.s.svc.Session(ctx, p.Caller, want); err != nil {
			return "", err
		}
		return want, nil
	}
	sess, err := m.s.svc.CreateSession(ctx, p.Caller)
	if err != nil {
		return "", err
	}
	return sess.ID, nil
}

// newServer returns the MCP server of a new MCP session, built on the first call for the
// initialize request that creates it; the SDK calls it for every request (to learn the
// protocol versions), so other requests get nil. Its tools are the ones exposed now;
// registering them before any client is connected sends no notification.
func (m *mcpEndpoint) newServer(r *http.Request) *mcp.Server {
	b, ok := r.Context().Value(mcpBindingKey{}).(*mcpBinding)
	if !ok {
		return nil // not an initialize request: the SDK answers 400 if it needs a server
	}
	if b.server != nil {
		return b.server
	}
	version := m.s.labels["version"]
	if version == "" {
		version = "dev"
	}
	b.server = mcp.NewServer(&mcp.Implementation{Name: "sluice", Title: "sluice data-analysis sandbox", Version: version}, &mcp.ServerOptions{
		Instructions: fmt.Sprintf("This MCP session serves sluice session %s. Upload the dataset with PUT /v1/sessions/%s/dataset (the CSV as the body, the same bearer key) if it has none, call inspect_csv first, prefer the fixed tools (aggregate, plot, sql) and use run_python only when they cannot answer. Tools appear and disappear as the policy decides; the list-changed notification says when.", b.sid, b.sid),
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{ListChanged: true}},
		GetSessionID: func() string { return b.mcpID },
		InitializedHandler: func(_ context.Context, req *mcp.InitializedRequest) {
			m.started(b, req.Session)
		},
	})
	b.server.AddReceivingMiddleware(m.middleware(b))
	m.sync(r.Context(), b, nil)
	return b.server
}

// started registers an initialized MCP session and follows its sluice session's state until
// the MCP session ends.
func (m *mcpEndpoint) started(b *mcpBinding, ss *mcp.ServerSession) {
	m.mu.Lock()
	m.live[b.mcpID] = b
	b.started = true
	m.mu.Unlock()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		_ = ss.Wait()
		cancel()
		m.mu.Lock()
		delete(m.live, b.mcpID)
		m.mu.Unlock()
	}()
	go m.watch(ctx, b)
}

// watch decides exposure again whenever the sluice session changes, whoever changed it.
func (m *mcpEndpoint) watch(ctx context.Context, b *mcpBinding) {
	updates, err := m.s.svc.WatchSession(ctx, b.p.Caller, b.sid)
	if err != nil {
		m.s.log.Warn("MCP session does not follow its state; tools change on the next request", "session", b.sid, "error", err)
		return
	}
	for sess := range updates {
		m.sync(ctx, b, sess)
	}
}

// sync decides exposure for b's session (sess, or loaded when nil) and makes the MCP server's
// tool set match; the SDK notifies the client when it changes. A session that is gone, a
// policy that cannot decide, or a decision that cannot be logged or read exposes nothing
// (fail closed) until the next decision.
func (m *mcpEndpoint) sync(ctx context.Context, b *mcpBinding, sess *run.Session) {
	b.mu.Lock()
	defer b.mu.Unlock()
	ex, decided, err := m.s.svc.ExposureOf(ctx, b.p.Caller, b.sid, sess, b.fingerprint)
	switch {
	case err != nil:
		m.s.log.Warn("MCP exposure not decided; exposing nothing", "session", b.sid, "error", err)
		b.fingerprint = ""
		m.setTools(b, nil)
	case decided:
		b.fingerprint = ex.Fingerprint
		m.setTools(b, ex.Tools)
	}
}

// setTools makes the MCP server offer exactly names. Called with b.mu held.
func (m *mcpEndpoint) setTools(b *mcpBinding, names []string) {
	var gone []string
	for _, n := range b.tools {
		if !slices.Contains(names, n) {
			gone = append(gone, n)
		}
	}
	if len(gone) > 0 {
		b.server.RemoveTools(gone...)
	}
	for _, n := range names {
		if !slices.Contains(b.tools, n) {
			b.server.AddTool(m.tool(n), m.handler(b))
		}
	}
	b.tools = slices.Clone(names)
}

// tool describes the tool name for MCP, from the same catalogue as the HTTP listing.
func (m *mcpEndpoint) tool(name string) *mcp.Tool {
	desc, params := m.s.svc.Describe(name)
	no := false
	return &mcp.Tool{
		Name:        name,
		Description: desc,
		InputSchema: params,
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: &no, OpenWorldHint: &no, IdempotentHint: name != run.ToolRunPython},
	}
}

// middleware answers tools/list after deciding exposure again, and every tools/call itself:
// a tool the policy does not expose now is still a known tool, refused with the policy's
// reason rather than "unknown tool".
func (m *mcpEndpoint) middleware(b *mcpBinding) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			switch method {
			case "tools/list":
				m.sync(ctx, b, nil)
			case "tools/call":
				if call, ok := req.(*mcp.CallToolRequest); ok {
					return m.call(ctx, b, call)
				}
			}
			return next(ctx, method, req)
		}
	}
}

func (m *mcpEndpoint) handler(b *mcpBinding) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return m.call(ctx, b, req)
	}
}

// call runs one tools/call through the run service and turns its answer into an MCP result:
// a code whose table entry names a JSON-RPC error is answered with it, any other with a tool
// result whose isError is set.
func (m *mcpEndpoint) call(ctx context.Context, b *mcpBinding, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params == nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "tools/call needs params"}
	}
	obs, err := m.s.svc.Call(ctx, b.p.Caller, b.sid, req.Params.Name, req.Params.Arguments)
	if e := run.AsError(err); err != nil && e.Code.MCPError() != 0 {
		return nil, &jsonrpc.Error{Code: e.Code.MCPError(), Message: e.Message}
	}
	res := m.result(ctx, b, obs, err)
	m.sync(context.WithoutCancel(ctx), b, nil) // exposure may have changed: an inspection, a failure
	return res, nil
}

// result is the MCP form of an answer: the observation (which names its error's code, as the
// run service fills it) as structured and as text content, and its image artifacts as image
// content.
func (m *mcpEndpoint) result(ctx context.Context, b *mcpBinding, obs run.Observation, err error) *mcp.CallToolResult {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(obs); err != nil {
		m.s.log.Error("observation not encoded", "error", err)
		buf.Reset()
		buf.WriteString(`{"ok":false,"error":{"code":"internal","message":"the observation could not be encoded"}}`)
	}
	text := strings.TrimRight(buf.String(), "\n")
	res := &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: text}},
		StructuredContent: json.RawMessage(text),
		IsError:           !obs.OK || err != nil,
	}
	res.Content = append(res.Content, m.images(ctx, b, obs)...)
	return res
}

// images reads the run's kept PNG and JPEG artifacts, within mcpMaxImageBytes in all.
func (m *mcpEndpoint) images(ctx context.Context, b *mcpBinding, obs run.Observation) []mcp.Content {
	var want []run.ArtifactRef
	for _, a := range obs.Artifacts {
		if a.Type == "image/png" || a.Type == "image/jpeg" {
			want = append(want, a)
		}
	}
	if len(want) == 0 || obs.RunID == "" {
		return nil
	}
	var out []mcp.Content
	var total int64
	for _, a := range want {
		if total+a.Bytes > mcpMaxImageBytes {
			out = append(out, &mcp.TextContent{Text: fmt.Sprintf("%s is not attached (the answer's images are limited to %d bytes); fetch it from %s", a.Name, mcpMaxImageBytes, a.URL)})
			continue
		}
		data, typ, err := m.s.svc.Artifact(ctx, b.p.Caller, obs.RunID, a.Name)
		if err != nil || typ != a.Type {
			m.s.log.Warn("MCP image not attached", "run_id", obs.RunID, "artifact", a.Name, "error", err)
			continue
		}
		total += int64(len(data))
		out = append(out, &mcp.ImageContent{Data: data, MIMEType: a.Type, Meta: mcp.Meta{"name": a.Name, "url": a.URL}})
	}
	return out
}

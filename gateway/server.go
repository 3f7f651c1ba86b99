package gateway

import (
	"github.com/sluice-gw/sluice/gateway/run"

	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
	"github.com/hashicorp/go-hclog"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/gateway/internal/state"
	"github.com/sluice-gw/sluice/policies"
)

// Options are the parts a Server is built from; cmd/sluice wires them.
type Options struct {
	// Config is the gateway's configuration; its tenants must not be empty.
	Config Config
	// NATS is the connection to the backbone; JetStream must be enabled on it.
	NATS *nats.Conn
	// Replicas is the replica count of the KV buckets and object stores (1 for one server).
	Replicas int
	// Policies returns the current policy engine; it is called once per request, so a reload
	// takes effect for the next request and never in the middle of one.
	Policies func() *policies.Engine
	// PolicyStatus reports the policy state for /readyz: a rejected reload shows there, while
	// the last good policy keeps deciding. Nil reports only the current revision.
	PolicyStatus func() policies.Status
	// Labels identify this gateway in every decision-log entry (e.g. "id", "version").
	Labels map[string]string
	// DecisionLog receives every decision before the run is dispatched.
	DecisionLog *policies.DecisionLog
	// Dispatcher sends jobs to workers.
	Dispatcher run.Dispatcher
	// Executors names the executors workers may serve (policy input).
	Executors []string
	// Images are the images, smallest first (policy input).
	Images []policies.Image
	// Logger receives the gateway's logs.
	Logger hclog.Logger
	// Registry receives the gateway's metrics; nil creates a private one.
	Registry *prometheus.Registry
	// ConsoleSecret signs the console's session cookies; gateways behind one front share it
	// (sluice serve reads SLUICE_CONSOLE_SECRET). Empty: a random secret of this process.
	ConsoleSecret string
}

// Server is the HTTP gateway: authentication, routes and the two transports (HTTP and MCP)
// over the run service. Build it with New; it is safe for concurrent use.
type Server struct {
	cfg       Config
	keys      keyring
	nc        *nats.Conn
	js        jetstream.JetStream
	svc       *run.Service
	policies  func() run.Decider
	polStatus func() policies.Status
	labels    map[string]string
	log       hclog.Logger
	reg       *prometheus.Registry
	requests  *prometheus.CounterVec
	router    *gin.Engine
	life      context.Context // the context New was given: the decision index follows the stream for it
	audit     auditIndex
	console   *consoleAuth
}

// New builds a Server: it opens (or creates) the KV buckets and object stores and the router.
func New(ctx context.Context, o Options) (*Server, error) {
	var errs []error
	if len(o.Config.Tenants) == 0 {
		errs = append(errs, errors.New("gateway: Config.Tenants: at least one tenant is required"))
	}
	if o.NATS == nil {
		errs = append(errs, errors.New("gateway: NATS: a connection is required"))
	}
	if o.Policies == nil {
		errs = append(errs, errors.New("gateway: Policies: an engine is required"))
	}
	if err := errors.Join(append(errs, o.Config.Validate())...); err != nil {
		return nil, err
	}
	js, err := jetstream.New(o.NATS)
	if err != nil {
		return nil, fmt.Errorf("gateway: jetstream: %w", err)
	}
	b, err := state.OpenJetStream(ctx, js, state.JetStreamOptions{
		Replicas: o.Replicas, DatasetBucket: executors.DatasetBucket, ArtifactBucket: executors.ArtifactBucket,
	})
	if err != nil {
		return nil, fmt.Errorf("gateway: %w", err)
	}
	s, err := newServer(o, b)
	if err != nil {
		return nil, err
	}
	s.nc, s.js, s.life = o.NATS, js, ctx
	return s, nil
}

// newServer builds a Server on the state backend b from options New has validated; without
// NATS (the fast tests) /readyz reports no backbone and the decision log cannot be read back.
func newServer(o Options, b state.Backend) (*Server, error) {
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	if o.Registry == nil {
		o.Registry = prometheus.NewRegistry()
	}
	cfg := o.Config.withDefaults()
	pol := o.Policies
	s := &Server{
		cfg:       cfg,
		keys:      newKeyring(o.Config.Tenants),
		policies:  func() run.Decider { return pol() },
		polStatus: o.PolicyStatus,
		labels:    o.Labels,
		log:       o.Logger.Named("gateway"),
		reg:       o.Registry,
		console:   newConsoleAuth(o.ConsoleSecret),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "sluice_http_requests_total", Help: "HTTP requests by route and status.",
		}, []string{"route", "status"}),
	}
	if err := s.reg.Register(s.requests); err != nil {
		return nil, fmt.Errorf("gateway: metrics: %w", err)
	}
	var dlog run.DecisionLog
	if o.DecisionLog != nil { // a nil *DecisionLog is no log: run.New says so
		dlog = o.DecisionLog
	}
	svc, err := run.New(run.Options{
		State: b, Decider: func() run.Decider { return s.policies() }, DecisionLog: dlog,
		Dispatcher: o.Dispatcher, Labels: o.Labels, Executors: o.Executors, Images: o.Images,
		MaxCodeChars: cfg.MaxCodeChars, MaxDatasetBytes: cfg.MaxDatasetBytes,
		Logger: s.log, Registry: s.reg,
	})
	if err != nil {
		return nil, fmt.Errorf("gateway: %w", err)
	}
	s.svc = svc
	s.router = s.routes()
	return s, nil
}

// Handler returns the HTTP handler of the API.
func (s *Server) Handler() http.Handler { return s.router }

func (s *Server) routes() *gin.Engine {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.HandleMethodNotAllowed = true
	r.Use(s.recoverer, s.count)
	r.NoRoute(func(c *gin.Context) {
		s.fail(c, run.Errorf(run.CodeNotFound, "no route %s %s", c.Request.Method, c.Request.URL.Path))
	})
	r.NoMethod(func(c *gin.Context) {
		c.PureJSON(http.StatusMethodNotAllowed, run.ErrorBody{Error: run.ErrorDetail{Code: run.CodeBadRequest, Message: "method not allowed"}})
	})
	r.GET("/healthz", func(c *gin.Context) { c.PureJSON(200, gin.H{"status": "ok"}) })
	r.GET("/readyz", s.readyz)
	r.GET("/metrics", gin.WrapH(promhttp.HandlerFor(s.reg, promhttp.HandlerOpts{})))

	v1 := r.Group("/v1", s.authenticate)
	v1.POST("/sessions", s.createSession)
	v1.GET("/sessions/:sid", s.getSession)
	v1.PUT("/sessions/:sid/dataset", s.putDataset)
	v1.GET("/sessions/:sid/tools", s.listTools)
	v1.POST("/sessions/:sid/tools/:name", s.callTool)
	v1.POST("/sessions/:sid/runs", s.postRun)
	v1.GET("/runs/:rid", s.getRun)
	v1.GET("/runs/:rid/artifacts/:name", s.getArtifact)
	v1.GET("/decisions", s.getDecisions)
	v1.GET("/decisions/verify", s.verifyDecisions)
	v1.GET("/decisions/:id", s.getDecision)
	v1.POST("/replay", s.replayDraft)
	// MCP (streamable HTTP), behind the same bearer keys.
	r.Any("/mcp", s.authenticate, s.mcpRoute())
	s.consoleRoutes(r)
	return r
}

// fail writes err as the JSON error body with the status of its code.
func (s *Server) fail(c *gin.Context, err error) {
	e := run.AsError(err)
	if e.Code == run.CodeInternal || e.Code == run.CodeUnavailable {
		s.log.Error("request failed", "path", c.FullPath(), "error", err)
	}
	c.Abort()
	c.PureJSON(e.Code.Status(), run.ErrorBody{Error: e.Detail()})
}

func (s *Server) recoverer(c *gin.Context) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.log.Error("handler panic", "path", c.Request.URL.Path, "panic", fmt.Sprint(v))
			s.fail(c, run.Internal(fmt.Errorf("panic: %v", v), "internal error"))
		}
	}()
	c.Next()
}

func (s *Server) count(c *gin.Context) {
	c.Next()
	route := c.FullPath()
	if route == "" {
		route = "unmatched"
	}
	s.requests.WithLabelValues(route, fmt.Sprint(c.Writer.Status())).Inc()
}

const principalKey = "sluice.principal"

func (s *Server) authenticate(c *gin.Context) {
	h := c.GetHeader("Authorization")
	if h == "" {
		if p, ok := s.cookiePrincipal(c); ok {
			c.Set(principalKey, p)
			c.Next()
			return
		} else if c.IsAborted() {
			return
		}
	}
	key, ok := strings.CutPrefix(h, "Bearer ")
	if !ok || strings.TrimSpace(key) == "" {
		c.Header("WWW-Authenticate", `Bearer realm="sluice"`)
		s.fail(c, run.Errorf(run.CodeUnauthorized, "send an API key as 'Authorization: Bearer <key>'"))
		return
	}
	p, ok := s.keys.lookup(strings.TrimSpace(key))
	if !ok {
		c.Header("WWW-Authenticate", `Bearer realm="sluice", error="invalid_token"`)
		s.fail(c, run.Errorf(run.CodeUnauthorized, "unknown API key"))
		return
	}
	c.Set(principalKey, p)
	c.Next()
}

func who(c *gin.Context) principal { return c.MustGet(principalKey).(principal) }

// caller is the authenticated caller as the run service knows it.
func caller(c *gin.Context) run.Caller { return who(c).Caller }

func (s *Server) readyz(c *gin.Context) {
	checks := gin.H{}
	ready := true
	checks["policies"] = "ok"
	checks["policy_revision"] = s.svc.PolicyRevision()
	if s.polStatus != nil {
		// A rejected reload leaves the last good policy deciding: still ready, but say so.
		if st := s.polStatus(); st.Degraded() {
			checks["policies"] = "degraded: the last reload was rejected (see the logs); the previous policy still decides"
		}
	}
	if s.nc == nil {
		checks["nats"] = "not used"
		ready = false
	} else if s.nc.Status() != nats.CONNECTED {
		checks["nats"] = s.nc.Status().String()
		ready = false
	} else {
		checks["nats"] = "ok"
	}
	n := s.countWorkers(c.Request.Context())
	checks["workers"] = n
	if n == 0 {
		checks["runs"] = "no worker serves any executor: runs are answered 503 WorkerUnavailable until one joins"
		// A front balancing over gateways asks with workers=optional: a gateway without a
		// worker still answers every request, runs included, better than the front's own 503.
		if c.Query("workers") != "optional" {
			ready = false
		}
	}
	status := http.StatusOK
	if !ready {
		status = http.StatusServiceUnavailable
	}
	c.PureJSON(status, gin.H{"ready": ready, "checks": checks})
}

// countWorkers pings the worker service and counts the answers that arrive within a moment.
func (s *Server) countWorkers(ctx context.Context) int {
	if s.nc == nil {
		return 0
	}
	inbox := s.nc.NewRespInbox()
	sub, err := s.nc.SubscribeSync(inbox)
	if err != nil {
		return 0
	}
	defer sub.Unsubscribe()
	if err := s.nc.PublishRequest("$SRV.PING."+executors.ServiceName, inbox, nil); err != nil {
		return 0
	}
	n := 0
	deadline := time.Now().Add(300 * time.Millisecond)
	for {
		wait := time.Until(deadline)
		if wait <= 0 || ctx.Err() != nil {
			return n
		}
		if _, err := sub.NextMsg(wait); err != nil {
			return n
		}
		n++
	}
}

// readBody reads the request's body, at most max bytes of it; what names it in the errors.
func readBody(c *gin.Context, max int64, what string) ([]byte, error) {
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, max))
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return nil, run.Errorf(run.CodeTooLarge, "%s is larger than %d bytes", what, max)
	}
	if err != nil {
		return nil, run.Errorf(run.CodeBadRequest, "%s could not be read", what)
	}
	return body, nil
}

// decodeJSON reads a bounded JSON body strictly: unknown fields and trailing data are errors.
func (s *Server) decodeJSON(c *gin.Context, v any, allowEmpty bool) error {
	return s.decodeJSONMax(c, v, allowEmpty, DefaultMaxJSONBytes)
}

// decodeJSONMax is decodeJSON with a body of at most max bytes.
func (s *Server) decodeJSONMax(c *gin.Context, v any, allowEmpty bool, max int64) error {
	body, err := readBody(c, max, "the body")
	if err != nil {
		return err
	}
	if len(bytes.TrimSpace(body)) == 0 {
		if allowEmpty {
			return nil
		}
		return run.Errorf(run.CodeBadRequest, "the body is empty; send a JSON object")
	}
	if !utf8.Valid(body) {
		return run.Errorf(run.CodeBadRequest, "the body is not UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return run.Errorf(run.CodeBadRequest, "malformed JSON: %s", jsonErrText(err))
	}
	if dec.More() {
		return run.Errorf(run.CodeBadRequest, "malformed JSON: data after the object")
	}
	return nil
}

// jsonErrText says what is wrong with JSON that did not decode, without echoing it.
func jsonErrText(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("syntax error at byte %d", se.Offset)
	case errors.As(err, &te):
		return fmt.Sprintf("field %q must be %s", te.Field, te.Type)
	case strings.HasPrefix(err.Error(), "json: unknown field"):
		return strings.TrimPrefix(err.Error(), "json: ") + " (limits, paths, images and executors come from policy, not from the request)"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "unexpected end of input"
	}
	return "not a JSON object of the expected shape"
}

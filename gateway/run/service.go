package run

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/hashicorp/go-hclog"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/gateway/internal/state"
	"github.com/sluice-gw/sluice/images/tools"
	"github.com/sluice-gw/sluice/policies"
)

// ToolRunPython is the exposure name of free-form code execution.
const ToolRunPython = tools.RunPython

// Dispatcher sends a job to a worker; *dispatch.Client implements it.
type Dispatcher interface {
	Dispatch(ctx context.Context, executor string, job executors.Job) (executors.Result, error)
}

// Decider evaluates the policy decisions; *policies.Engine implements it. A run costs one
// evaluation of every point (Decide) inside the counters' compare-and-set, one more for each
// attempt that loses to a concurrent change, and one review of what it produced (Review)
// once it ran.
type Decider interface {
	Revision() string
	Exposure(context.Context, *policies.Input) (policies.Exposure, policies.Decision, error)
	Decide(context.Context, *policies.Input) (policies.RunDecisions, error)
	Review(context.Context, *policies.Input) (policies.Review, policies.Decision, error)
}

// DecisionLog stores decisions before anything acts on them; *policies.DecisionLog implements
// it. Both calls return once every sink stored the batch, contiguous in the chain.
type DecisionLog interface {
	AppendBatch(context.Context, []*policies.EventV1) error
	AppendPrepared(context.Context, *policies.PreparedBatch) error
}

// Options are the parts a Service is built from.
type Options struct {
	// State holds sessions, run records, datasets and artifacts.
	State state.Backend
	// Decider returns the current policy engine; it is called once per request, so a reload
	// takes effect for the next request and never in the middle of one.
	Decider func() Decider
	// DecisionLog receives every decision before anything acts on it.
	DecisionLog DecisionLog
	// Dispatcher sends jobs to workers.
	Dispatcher Dispatcher
	// Labels identify this gateway in every decision-log entry (e.g. "id", "version").
	Labels map[string]string
	// Executors names the executors workers may serve (policy input).
	Executors []string
	// Images are the images, smallest first (policy input).
	Images []policies.Image
	// MaxCodeChars is the longest code a run accepts, in characters.
	MaxCodeChars int
	// MaxDatasetBytes is the largest dataset accepted.
	MaxDatasetBytes int64
	// Logger receives the service's logs; nil discards them.
	Logger hclog.Logger
	// Registry receives the service's metrics; nil keeps them private.
	Registry prometheus.Registerer
}

// Service is the run service. Build it with New; it is safe for concurrent use.
type Service struct {
	store     *store
	policies  func() Decider
	dlog      DecisionLog
	dispatch  Dispatcher
	labels    map[string]string
	executors []string
	images    []policies.Image
	maxCode   int
	maxData   int64
	log       hclog.Logger
	runs      *prometheus.CounterVec
	dsFacts   datasetCache
	ceil      ceilings
}

// New builds a Service from o; every part of o but Labels, Logger and Registry is required.
func New(o Options) (*Service, error) {
	var errs []error
	if o.State.Sessions == nil || o.State.Runs == nil || o.State.Datasets == nil || o.State.Artifacts == nil {
		errs = append(errs, errors.New("run: State: every store is required"))
	}
	if o.Decider == nil {
		errs = append(errs, errors.New("run: Decider: a policy engine is required"))
	}
	if o.DecisionLog == nil {
		errs = append(errs, errors.New("run: DecisionLog: a decision log is required"))
	}
	if o.Dispatcher == nil {
		errs = append(errs, errors.New("run: Dispatcher: a dispatcher is required"))
	}
	if o.MaxCodeChars <= 0 || o.MaxDatasetBytes <= 0 {
		errs = append(errs, errors.New("run: MaxCodeChars and MaxDatasetBytes must be positive"))
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	if o.Logger == nil {
		o.Logger = hclog.NewNullLogger()
	}
	if o.Executors == nil {
		o.Executors = []string{}
	}
	runs := prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "sluice_runs_total", Help: "Runs and tool calls by kind and outcome.",
	}, []string{"kind", "outcome"})
	st := newStore(o.State)
	conflicts := prometheus.NewCounterFunc(prometheus.CounterOpts{
		Name: "sluice_session_conflicts_total",
		Help: "Updates of a session whose compare-and-set lost to a change made by another gateway (or behind this one's back), and were tried again.",
	}, func() float64 { return float64(st.conflicts.Load()) })
	if o.Registry != nil {
		for _, c := range []prometheus.Collector{runs, conflicts} {
			if err := o.Registry.Register(c); err != nil {
				return nil, fmt.Errorf("run: metrics: %w", err)
			}
		}
	}
	return &Service{
		store: st, policies: o.Decider, dlog: o.DecisionLog, dispatch: o.Dispatcher,
		labels: o.Labels, executors: o.Executors, images: o.Images,
		maxCode: o.MaxCodeChars, maxData: o.MaxDatasetBytes, log: o.Logger, runs: runs,
		ceil: defaultCeilings,
	}, nil
}

// PolicyRevision is the revision of the policy deciding now.
func (s *Service) PolicyRevision() string { return s.policies().Revision() }

// Caller is who asks: its tenant scopes every session and record it may see, and its flags
// are policy input.
type Caller struct {
	Tenant string
	Flags  map[string]bool
}

// RunArgs are the arguments of code execution: the body of POST /v1/sessions/{sid}/runs and
// of a run_python call.
type RunArgs = tools.RunPythonArgs

// Run runs code on the session sid of c through the whole pipeline. The observation is the
// answer in every case; the error, when there is one, carries the code that decides its
// status (Code.Status, Code.MCPError).
func (s *Service) Run(ctx context.Context, c Caller, sid string, a RunArgs) (Observation, error) {
	if e := s.checkRun(a); e != nil {
		return refused(e)
	}
	return s.execute(ctx, &job{request: codeRequest(c, sid, a)})
}

// Call calls the tool name with the JSON arguments raw on the session sid of c: run_python is
// Run, any other tool a fixed tool whose arguments are checked against its schema and the
// inspected columns before anything runs. Its answer is Run's.
func (s *Service) Call(ctx context.Context, c Caller, sid, name string, raw json.RawMessage) (Observation, error) {
	j, e := s.prepareCall(ctx, c, sid, name, raw)
	if e != nil {
		return refused(e)
	}
	return s.execute(ctx, j)
}

// codeRequest is the request to run the code of a on the session sid of c.
func codeRequest(c Caller, sid string, a RunArgs) request {
	return request{c: c, sid: sid, kind: executors.KindCode, tool: ToolRunPython, code: a.Code, purpose: a.Purpose, expect: a.ExpectedArtifacts}
}

// checkRun checks code execution's arguments: the code's length and encoding, and the bounds
// of purpose and expected_artifacts.
func (s *Service) checkRun(a RunArgs) *Error {
	switch n := utf8.RuneCountInString(a.Code); {
	case n == 0:
		return Errorf(CodeBadRequest, "code is empty")
	case n > s.maxCode:
		return Errorf(CodeCodeTooLong, "code is %d characters; the limit is %d", n, s.maxCode)
	}
	if !utf8.ValidString(a.Code) {
		return Errorf(CodeBadRequest, "code is not UTF-8")
	}
	if utf8.RuneCountInString(a.Purpose) > tools.MaxPurposeChars || len(a.ExpectedArtifacts) > tools.MaxExpectedArtifacts {
		return Errorf(CodeBadRequest, "purpose is limited to %d characters and expected_artifacts to %d names", tools.MaxPurposeChars, tools.MaxExpectedArtifacts)
	}
	return nil
}

// refused is the answer to a request stopped before the pipeline.
func refused(e *Error) (Observation, error) {
	d := e.Detail()
	return Observation{ErrorMessage: e.Message, Error: &d}, e
}

// CreateSession creates an empty session for c and returns it.
func (s *Service) CreateSession(ctx context.Context, c Caller) (*Session, error) {
	sess := &Session{ID: newID('s'), Tenant: c.Tenant, Created: time.Now().UTC(), Counters: Counters{ErrorTypes: map[string]int{}}}
	if err := s.store.createSession(ctx, sess); err != nil {
		return nil, Unavailable(err, "the session could not be created")
	}
	return sess, nil
}

// Session returns the session sid of c; another tenant's session is not_found.
func (s *Service) Session(ctx context.Context, c Caller, sid string) (*Session, error) {
	sess, _, err := s.store.session(ctx, c.Tenant, sid)
	if err != nil {
		return nil, notFound(err, "session")
	}
	return sess, nil
}

// WatchSession sends the newest state of the session sid of c whenever it changes, whoever
// changed it, until ctx ends; a newer state may replace one not yet received.
func (s *Service) WatchSession(ctx context.Context, c Caller, sid string) (<-chan *Session, error) {
	updates, err := s.store.sessions.Watch(ctx, sid)
	if err != nil {
		return nil, err
	}
	out := make(chan *Session)
	go func() {
		defer close(out)
		for e := range updates {
			var sess Session
			if json.Unmarshal(e.Value, &sess) != nil || sess.Tenant != c.Tenant {
				continue
			}
			select {
			case out <- &sess:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

// DatasetInfo is what PutDataset stored.
type DatasetInfo struct {
	ID     string `json:"dataset_id"`
	Bytes  int64  `json:"bytes"`
	SHA256 string `json:"sha256"`
}

// PutDataset makes body, a CSV of at most MaxDatasetBytes, the dataset of the session sid of
// c, replacing (and deleting) the one before. A body that is not a usable CSV is bad_dataset.
func (s *Service) PutDataset(ctx context.Context, c Caller, sid string, body []byte) (DatasetInfo, error) {
	if !validID(sid) {
		return DatasetInfo{}, Errorf(CodeNotFound, "no such session")
	}
	if int64(len(body)) > s.maxData {
		return DatasetInfo{}, Errorf(CodeTooLarge, "the dataset is larger than %d bytes", s.maxData)
	}
	if err := validateCSV(body); err != nil {
		return DatasetInfo{}, err
	}
	sum := sha256.Sum256(body)
	ds := &Dataset{ID: newID('d'), Bytes: int64(len(body)), SHA256: hex.EncodeToString(sum[:]), Uploaded: time.Now().UTC()}
	ds.Key = "datasets/" + c.Tenant + "/" + sid + "/" + ds.ID
	if err := s.store.datasets.Put(ctx, ds.Key, body, nil); err != nil {
		return DatasetInfo{}, Unavailable(err, "the dataset could not be stored")
	}
	var old string
	_, err := s.store.updateSession(ctx, c.Tenant, sid, func(sess *Session) error {
		old = ""
		if sess.Dataset != nil {
			old = sess.Dataset.Key
		}
		sess.Dataset = ds
		return nil
	})
	if err != nil {
		_ = s.store.datasets.Delete(context.WithoutCancel(ctx), ds.Key)
		return DatasetInfo{}, notFound(err, "session")
	}
	if old != "" && old != ds.Key {
		if err := s.store.datasets.Delete(context.WithoutCancel(ctx), old); err != nil {
			s.log.Warn("old dataset not deleted", "key", old, "error", err)
		}
	}
	s.dsFacts.warm(s.log, c.Tenant, ds, body)
	return DatasetInfo{ID: ds.ID, Bytes: ds.Bytes, SHA256: ds.SHA256}, nil
}

// Record returns the run record rid of c's tenant.
func (s *Service) Record(ctx context.Context, c Caller, rid string) (*RunRecord, error) {
	rec, err := s.store.run(ctx, c.Tenant, rid)
	if err != nil {
		return nil, notFound(err, "run")
	}
	return rec, nil
}

// Artifact returns the content and media type of the artifact name of the run rid of c's
// tenant: only what passed redaction is ever kept.
func (s *Service) Artifact(ctx context.Context, c Caller, rid, name string) (content []byte, mediaType string, err error) {
	rec, err := s.Record(ctx, c, rid)
	if err != nil {
		return nil, "", err
	}
	for _, a := range rec.Artifacts {
		if a.Name != name {
			continue
		}
		b, err := readObject(ctx, s.store.artifacts, a.Key, a.Bytes)
		if err != nil {
			return nil, "", notFound(err, "artifact")
		}
		return b, a.Type, nil
	}
	return nil, "", Errorf(CodeNotFound, "no such artifact")
}

// notFound is err as the agent reads it: not_found for a missing thing, unavailable otherwise.
func notFound(err error, what string) error {
	if errors.Is(err, errNotFound) {
		return Errorf(CodeNotFound, "no such %s", what)
	}
	return Unavailable(err, what+" unavailable")
}

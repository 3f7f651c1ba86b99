package run

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"slices"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/images/tools"
)

// validateToolArgs checks a fixed tool's arguments for the session sid of c: against the
// tool's schema and, once the dataset has been inspected, against its columns. It returns the
// canonical arguments or an *Error to answer with (unknown_tool, bad_request or
// policy_violation). A session that cannot be loaded is not an error here: the pipeline
// answers for it.
func (s *Service) validateToolArgs(ctx context.Context, c Caller, sid, name string, raw json.RawMessage) (json.RawMessage, *Error) {
	if _, ok := tools.Lookup(name); !ok || name == ToolRunPython {
		return nil, Errorf(CodeUnknownTool, "unknown tool %q", name)
	}
	var cols []string
	if sess, _, err := s.store.session(ctx, c.Tenant, sid); err == nil {
		cols = inspectedColumns(sess.Dataset)
	}
	args, err := tools.Validate(name, raw, cols)
	if err != nil {
		return nil, argsError("arguments of "+name+": ", err)
	}
	return args, nil
}

// toolColumns are the dataset columns the arguments of job j's fixed tool touch, for the
// policy input (request.columns): the catalogue's answer for the session's columns once
// inspected, as validateToolArgs checked them. nil when the catalogue cannot say, which the
// policy refuses (it cannot judge the call).
func (s *Service) toolColumns(j *job) []string {
	touched, err := tools.Columns(j.tool, j.args, inspectedColumns(j.sess.Dataset))
	if err != nil {
		s.log.Error("the columns of a tool call are unknown; the policy will refuse it", "tool", j.tool, "error", err)
		return nil
	}
	return touched
}

// inspectedColumns are the columns of the dataset ds as the tool catalogue takes them: nil
// until inspect_csv ran on it (the catalogue then checks no column), else its columns.
func inspectedColumns(ds *Dataset) []string {
	if ds == nil || !ds.Inspected {
		return nil
	}
	if ds.Columns == nil {
		return []string{}
	}
	return ds.Columns
}

// argsError is the *Error for an error of tools.Validate: policy_violation for what a
// template refuses by design, bad_request for anything else.
func argsError(prefix string, err error) *Error {
	if errors.Is(err, tools.ErrRefused) {
		return Errorf(CodePolicyViolation, "%s%s", prefix, err.Error())
	}
	return Errorf(CodeBadRequest, "%s%s", prefix, err.Error())
}

// Describe returns the description of the tool name and the JSON Schema of its arguments as
// agents see them: the catalogue's (images/tools), with run_python's code limited to this
// service's MaxCodeChars.
func (s *Service) Describe(name string) (description string, parameters *jsonschema.Schema) {
	t, _ := tools.Lookup(name)
	params := t.Parameters()
	if code := params.Properties["code"]; name == ToolRunPython && code != nil {
		code.MaxLength = jsonschema.Ptr(s.maxCode)
	}
	return t.Description, params
}

// Exposure is what sluice.exposure decided for a session: the tools exposed now that this
// gateway implements, sorted, and the policy's message.
type Exposure struct {
	Tools   []string
	Message string
	// Fingerprint names the policy input and revision the decision was made on.
	Fingerprint string
}

// Exposure decides and logs which tools the session sid of c exposes now. Its errors say
// not_found (no such session of c's tenant), policy_error (the policy could not decide:
// nothing is exposed) or internal.
func (s *Service) Exposure(ctx context.Context, c Caller, sid string) (Exposure, error) {
	ex, _, err := s.ExposureOf(ctx, c, sid, nil, "")
	return ex, err
}

// ExposureOf is Exposure for sess, the newest state of the session sid a watcher received
// (nil: loaded), unless the policy input and revision are those of the fingerprint last: then
// nothing is decided or logged again and decided is false.
func (s *Service) ExposureOf(ctx context.Context, c Caller, sid string, sess *Session, last string) (ex Exposure, decided bool, err error) {
	if sess == nil {
		if sess, err = s.Session(ctx, c, sid); err != nil {
			return Exposure{}, false, err
		}
	}
	j := &job{request: request{c: c, sid: sess.ID, kind: "list"}, sess: sess, rec: &RunRecord{}}
	in := s.input(j)
	in.Request.Kind = "list"
	eng := s.policies()
	raw, _ := json.Marshal(in)
	sum := sha256.Sum256(append(raw, eng.Revision()...))
	ex.Fingerprint = hex.EncodeToString(sum[:])
	if ex.Fingerprint == last {
		return ex, false, nil
	}
	exp, d, err := eng.Exposure(ctx, in)
	if err != nil {
		s.log.Error("exposure evaluation failed; exposing nothing", "session", sid, "error", err)
		return Exposure{}, false, Errorf(CodePolicyError, "the policy could not decide which tools to expose")
	}
	j.eng = eng
	if _, err := s.logDecisions(ctx, j, d); err != nil {
		return Exposure{}, false, Unavailable(err, "the decision log is unavailable, so no tools are exposed")
	}
	ex.Tools, ex.Message = []string{}, exp.Message
	for _, n := range exp.Tools {
		if _, ok := tools.Lookup(n); ok && !slices.Contains(ex.Tools, n) {
			ex.Tools = append(ex.Tools, n) // exposed by policy and implemented by this gateway
		}
	}
	slices.Sort(ex.Tools)
	return ex, true, nil
}

// prepareCall turns a call of the tool name with the JSON arguments raw into a pipeline job
// for the session sid of c: run_python becomes a code run (its body checked as POST …/runs
// checks it), any other tool a fixed-tool call with validated, canonical arguments. The
// *Error says why a call is refused before the pipeline (unknown_tool, bad_request,
// code_too_long, policy_violation).
func (s *Service) prepareCall(ctx context.Context, c Caller, sid, name string, raw json.RawMessage) (*job, *Error) {
	if name != ToolRunPython {
		args, aerr := s.validateToolArgs(ctx, c, sid, name, raw)
		if aerr != nil {
			return nil, aerr
		}
		return &job{request: request{c: c, sid: sid, kind: executors.KindTool, tool: name, args: args}}, nil
	}
	args, err := tools.Validate(ToolRunPython, raw, nil)
	if err != nil {
		return nil, argsError("", err)
	}
	var a RunArgs
	if err := json.Unmarshal(args, &a); err != nil {
		return nil, Internal(err, "the arguments could not be read")
	}
	if e := s.checkRun(a); e != nil {
		return nil, e
	}
	return &job{request: codeRequest(c, sid, a)}, nil
}

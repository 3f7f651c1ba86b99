package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"

	"github.com/gin-gonic/gin"
	"github.com/google/jsonschema-go/jsonschema"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/images/tools"
	"github.com/sluice-gw/sluice/policies"
)

// The fixed tools — their descriptions, argument schemas and argument checks — are the
// catalogue of images/tools, beside the templates that run them; sluice.exposure decides which
// of them an agent sees and may call. This file is the gateway's side: listing them, and
// turning a call into a pipeline job.

// validateToolArgs checks a fixed tool's arguments for the session sid of p: against the
// tool's schema and, once the dataset has been inspected, against its columns. It returns the
// canonical arguments or an *Error to answer with (unknown_tool, bad_request or
// policy_violation). A session that cannot be loaded is not an error here: the pipeline
// answers for it.
func (s *Server) validateToolArgs(ctx context.Context, p principal, sid, name string, raw json.RawMessage) (json.RawMessage, *Error) {
	if _, ok := tools.Lookup(name); !ok || name == ToolRunPython {
		return nil, apiErr(CodeUnknownTool, "no tool %q", name)
	}
	var cols []string
	if sess, _, err := s.store.session(ctx, p.Tenant, sid); err == nil && sess.Dataset != nil && sess.Dataset.Inspected {
		cols = sess.Dataset.Columns
		if cols == nil {
			cols = []string{}
		}
	}
	args, err := tools.Validate(name, raw, cols)
	if err != nil {
		return nil, argsError("arguments of "+name+": ", err)
	}
	return args, nil
}

// argsError is the *Error for an error of tools.Validate: policy_violation for what a
// template refuses by design, bad_request for anything else.
func argsError(prefix string, err error) *Error {
	if errors.Is(err, tools.ErrRefused) {
		return apiErr(CodePolicyViolation, "%s%s", prefix, err.Error())
	}
	return apiErr(CodeBadRequest, "%s%s", prefix, err.Error())
}

// toolParameters is the JSON Schema of the tool name's arguments as agents see it: the
// catalogue's, with run_python's code limited to this gateway's MaxCodeChars.
func (s *Server) toolParameters(name string) *jsonschema.Schema {
	t, _ := tools.Lookup(name)
	params := t.Parameters()
	if code := params.Properties["code"]; name == ToolRunPython && code != nil {
		code.MaxLength = jsonschema.Ptr(s.cfg.MaxCodeChars)
	}
	return params
}

// toolSchema is one entry of GET /v1/sessions/{sid}/tools.
type toolSchema struct {
	Type     string       `json:"type"`
	Function toolFunction `json:"function"`
}

type toolFunction struct {
	Name        string             `json:"name"`
	Description string             `json:"description"`
	Parameters  *jsonschema.Schema `json:"parameters"`
}

// exposure evaluates sluice.exposure for the session sid of p, logs the decision, and returns
// the names of the tools exposed now that this gateway implements, sorted, with the policy's
// message. A session that is not p's is errNotFound.
func (s *Server) exposure(ctx context.Context, p principal, sid string) (names []string, message string, err error) {
	sess, _, err := s.store.session(ctx, p.Tenant, sid)
	if err != nil {
		return nil, "", err
	}
	j := &job{p: p, sid: sess.ID, sess: sess, kind: "list", rec: &RunRecord{}}
	in := s.input(j)
	in.Request.Kind = "list"
	return s.decideExposure(ctx, j, in, s.policies())
}

// decideExposure evaluates the listing input in of job j with eng and logs the decision
// before anyone acts on it. An evaluation error wraps errExposure.
func (s *Server) decideExposure(ctx context.Context, j *job, in *policies.Input, eng decider) (names []string, message string, err error) {
	exp, d, err := eng.Exposure(ctx, in)
	if err != nil {
		return nil, "", fmt.Errorf("%w: %w", errExposure, err)
	}
	j.eng = eng
	if _, err := s.logDecision(ctx, j, d); err != nil {
		return nil, "", fmt.Errorf("decision log: %w", err)
	}
	names = []string{}
	for _, n := range exp.Tools {
		if _, ok := tools.Lookup(n); ok && !slices.Contains(names, n) {
			names = append(names, n) // exposed by policy and implemented by this gateway
		}
	}
	slices.Sort(names)
	return names, exp.Message, nil
}

// errExposure marks a policy that could not decide on exposure: nothing is exposed.
var errExposure = errors.New("exposure evaluation failed")

func (s *Server) listTools(c *gin.Context) {
	names, msg, err := s.exposure(c.Request.Context(), who(c), c.Param("sid"))
	switch {
	case errors.Is(err, errNotFound):
		s.fail(c, notFound(err, "session"))
		return
	case errors.Is(err, errExposure):
		s.log.Error("exposure evaluation failed; exposing nothing", "error", err)
		s.fail(c, apiErr(CodePolicyError, "the policy could not decide which tools to expose"))
		return
	case err != nil:
		s.fail(c, internalErr(err, "the tools could not be listed"))
		return
	}
	list := make([]toolSchema, 0, len(names))
	for _, n := range names {
		t, _ := tools.Lookup(n)
		list = append(list, toolSchema{Type: "function", Function: toolFunction{Name: n, Description: t.Description, Parameters: s.toolParameters(n)}})
	}
	c.PureJSON(http.StatusOK, gin.H{"tools": list, "message": msg})
}

// prepareCall turns a call of the tool name with the JSON arguments raw into a pipeline job
// for the session sid of p: run_python becomes a code run (its arguments checked against its
// schema, its code as POST …/runs checks it), any other tool a fixed-tool call with validated,
// canonical arguments. The
// *Error says why a call is refused before the pipeline (unknown_tool, bad_request,
// code_too_long, policy_violation).
func (s *Server) prepareCall(ctx context.Context, p principal, sid, name string, raw json.RawMessage) (*job, *Error) {
	if name != ToolRunPython {
		args, aerr := s.validateToolArgs(ctx, p, sid, name, raw)
		if aerr != nil {
			return nil, aerr
		}
		return &job{p: p, sid: sid, kind: executors.KindTool, tool: name, args: args}, nil
	}
	args, err := tools.Validate(ToolRunPython, raw, nil)
	if err != nil {
		return nil, argsError("", err)
	}
	var req tools.RunPythonArgs
	if err := json.Unmarshal(args, &req); err != nil {
		return nil, internalErr(err, "the arguments could not be read")
	}
	if aerr := s.checkCode(req.Code); aerr != nil {
		return nil, aerr
	}
	return &job{p: p, sid: sid, kind: executors.KindCode, tool: ToolRunPython, code: req.Code, purpose: req.Purpose, expect: req.ExpectedArtifacts}, nil
}

package gateway

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"

	"github.com/gin-gonic/gin"
)

// toolSpec is one tool as agents see it: its JSON Schema (OpenAI function-calling format) and
// the validation of its arguments. Arguments are data handed to a pre-reviewed template; they
// are never pasted into code.
type toolSpec struct {
	Description string
	Parameters  map[string]any
	validate    func(json.RawMessage) (json.RawMessage, error)
}

var toolSpecs = map[string]toolSpec{
	"inspect_csv": {
		Description: "Inspect the session's dataset: columns, dtypes as pandas infers them, row count, missing values per column and a few sample rows. Call this first.",
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"sample_rows": map[string]any{"type": "integer", "minimum": 1, "maximum": 20, "description": "How many sample rows to return (default 5)."},
			},
			"additionalProperties": false,
		},
		validate: validateInspectArgs,
	},
	ToolRunPython: {
		Description: "Run Python code on the dataset in a sandbox. The code gets df (the dataset as a pandas DataFrame), pd, np, plt and out_dir (save files there to return them). Print results; they come back as stdout_excerpt.",
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"code":               map[string]any{"type": "string", "maxLength": DefaultMaxCodeChars, "description": "Python 3.11 code."},
				"purpose":            map[string]any{"type": "string", "description": "What the code is for, in one sentence."},
				"expected_artifacts": map[string]any{"type": "array", "items": map[string]any{"type": "string"}, "description": "File names the code will save to out_dir."},
			},
			"required":             []string{"code"},
			"additionalProperties": false,
		},
	},
}

func validateInspectArgs(raw json.RawMessage) (json.RawMessage, error) {
	var a struct {
		SampleRows *int `json:"sample_rows"`
	}
	if len(bytes.TrimSpace(raw)) > 0 {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&a); err != nil {
			return nil, fmt.Errorf("want {\"sample_rows\": 1..20}: %s", jsonErrText(err))
		}
	}
	n := 5
	if a.SampleRows != nil {
		n = *a.SampleRows
	}
	if n < 1 || n > 20 {
		return nil, errors.New("sample_rows must be between 1 and 20")
	}
	return json.Marshal(map[string]int{"sample_rows": n})
}

// toolSchema is one entry of GET /v1/sessions/{sid}/tools.
type toolSchema struct {
	Type     string       `json:"type"`
	Function toolFunction `json:"function"`
}

type toolFunction struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Parameters  map[string]any `json:"parameters"`
}

func (s *Server) listTools(c *gin.Context) {
	p := who(c)
	ctx := c.Request.Context()
	sess, _, err := s.store.session(ctx, p.Tenant, c.Param("sid"))
	if err != nil {
		s.fail(c, notFound(err, "session"))
		return
	}
	j := &job{p: p, sid: sess.ID, sess: sess, kind: "list", rec: &RunRecord{}}
	in := s.input(j)
	in.Request.Kind = "list"
	eng := s.policies()
	exp, d, err := eng.Exposure(ctx, in)
	if err != nil {
		s.log.Error("exposure evaluation failed; exposing nothing", "error", err)
		s.fail(c, apiErr(CodePolicyError, "the policy could not decide which tools to expose"))
		return
	}
	j.eng = eng
	if _, err := s.logDecision(ctx, j, d); err != nil {
		s.fail(c, internalErr(err, "the decision log is unavailable"))
		return
	}
	names := slices.Clone(exp.Tools)
	slices.Sort(names)
	tools := []toolSchema{}
	for _, n := range names {
		spec, ok := toolSpecs[n]
		if !ok {
			continue // exposed by policy but not implemented by this gateway
		}
		tools = append(tools, toolSchema{Type: "function", Function: toolFunction{Name: n, Description: spec.Description, Parameters: spec.Parameters}})
	}
	c.PureJSON(http.StatusOK, gin.H{"tools": tools, "message": exp.Message})
}

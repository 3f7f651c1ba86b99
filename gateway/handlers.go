package gateway

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/sluice-gw/sluice/gateway/run"
)

// The HTTP transport: each handler decodes its request, calls the run service, and writes
// the answer with the status of its error's code (run.StatusOf).

func (s *Server) createSession(c *gin.Context) {
	if err := s.decodeJSON(c, &struct{}{}, true); err != nil {
		s.fail(c, err)
		return
	}
	sess, err := s.svc.CreateSession(c.Request.Context(), caller(c))
	if err != nil {
		s.fail(c, err)
		return
	}
	c.PureJSON(http.StatusCreated, gin.H{"session_id": sess.ID})
}

func (s *Server) getSession(c *gin.Context) {
	sess, err := s.svc.Session(c.Request.Context(), caller(c), c.Param("sid"))
	if err != nil {
		s.fail(c, err)
		return
	}
	c.PureJSON(http.StatusOK, sess)
}

func (s *Server) putDataset(c *gin.Context) {
	ctx := c.Request.Context()
	if _, err := s.svc.Session(ctx, caller(c), c.Param("sid")); err != nil {
		s.fail(c, err) // before reading a body that may be large
		return
	}
	body, err := readBody(c, s.cfg.MaxDatasetBytes, "the dataset")
	if err != nil {
		s.fail(c, err)
		return
	}
	info, err := s.svc.PutDataset(ctx, caller(c), c.Param("sid"), body)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.PureJSON(http.StatusOK, info)
}

func (s *Server) postRun(c *gin.Context) {
	var a run.RunArgs
	if err := s.decodeJSON(c, &a, false); err != nil {
		s.answer(c, run.Observation{}, err)
		return
	}
	obs, err := s.svc.Run(c.Request.Context(), caller(c), c.Param("sid"), a)
	s.answer(c, obs, err)
}

// callTool runs a fixed tool (or run_python) with its JSON arguments, checked against the
// tool's schema and the inspected columns before anything runs.
func (s *Server) callTool(c *gin.Context) {
	var raw json.RawMessage
	if err := s.decodeJSON(c, &raw, true); err != nil {
		s.answer(c, run.Observation{}, err)
		return
	}
	obs, err := s.svc.Call(c.Request.Context(), caller(c), c.Param("sid"), c.Param("name"), raw)
	s.answer(c, obs, err)
}

// answer writes a run's observation with the status of err. A request refused before the
// service saw it has no observation yet: it gets one that carries only the error.
func (s *Server) answer(c *gin.Context, obs run.Observation, err error) {
	if err != nil && obs.Error == nil {
		d := run.AsError(err).Detail()
		obs.ErrorMessage, obs.Error = d.Message, &d
	}
	c.PureJSON(run.StatusOf(err), obs)
}

func (s *Server) getRun(c *gin.Context) {
	rec, err := s.svc.Record(c.Request.Context(), caller(c), c.Param("rid"))
	if err != nil {
		s.fail(c, err)
		return
	}
	c.PureJSON(http.StatusOK, rec)
}

func (s *Server) getArtifact(c *gin.Context) {
	name := c.Param("name")
	b, typ, err := s.svc.Artifact(c.Request.Context(), caller(c), c.Param("rid"), name)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.Header("Content-Disposition", `attachment; filename="`+name+`"`)
	c.Header("X-Content-Type-Options", "nosniff")
	c.Header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	c.Data(http.StatusOK, typ, b)
}

func (s *Server) getDecisions(c *gin.Context) {
	if p, ok := s.auditor(c); ok {
		s.decisions(c, p)
	}
}

// listTools answers with the tools the policy exposes now, in OpenAI's function-calling
// format.
func (s *Server) listTools(c *gin.Context) {
	ex, err := s.svc.Exposure(c.Request.Context(), caller(c), c.Param("sid"))
	if err != nil {
		s.fail(c, err)
		return
	}
	type function struct {
		Name        string `json:"name"`
		Description string `json:"description"`
		Parameters  any    `json:"parameters"`
	}
	type tool struct {
		Type     string   `json:"type"`
		Function function `json:"function"`
	}
	tools := make([]tool, 0, len(ex.Tools))
	for _, n := range ex.Tools {
		desc, params := s.svc.Describe(n)
		tools = append(tools, tool{Type: "function", Function: function{Name: n, Description: desc, Parameters: params}})
	}
	c.PureJSON(http.StatusOK, gin.H{"tools": tools, "message": ex.Message})
}

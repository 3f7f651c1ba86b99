package gateway

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/images/tools"
)

func (s *Server) createSession(c *gin.Context) {
	p := who(c)
	if err := s.decodeJSON(c, &struct{}{}, true); err != nil {
		s.fail(c, err)
		return
	}
	sess := &Session{ID: newID('s'), Tenant: p.Tenant, Created: time.Now().UTC(), Counters: Counters{ErrorTypes: map[string]int{}}}
	if err := s.store.createSession(c.Request.Context(), sess); err != nil {
		s.fail(c, internalErr(err, "the session could not be created"))
		return
	}
	c.PureJSON(http.StatusCreated, gin.H{"session_id": sess.ID})
}

func (s *Server) getSession(c *gin.Context) {
	sess, _, err := s.store.session(c.Request.Context(), who(c).Tenant, c.Param("sid"))
	if err != nil {
		s.fail(c, notFound(err, "session"))
		return
	}
	c.PureJSON(http.StatusOK, sess)
}

func notFound(err error, what string) error {
	if errors.Is(err, errNotFound) {
		return apiErr(CodeNotFound, "no such %s", what)
	}
	return internalErr(err, what+" unavailable")
}

func (s *Server) putDataset(c *gin.Context) {
	p := who(c)
	ctx := c.Request.Context()
	sid := c.Param("sid")
	if _, _, err := s.store.session(ctx, p.Tenant, sid); err != nil {
		s.fail(c, notFound(err, "session"))
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, s.cfg.MaxDatasetBytes))
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		s.fail(c, apiErr(CodeTooLarge, "the dataset is larger than %d bytes", s.cfg.MaxDatasetBytes))
		return
	}
	if err != nil {
		s.fail(c, apiErr(CodeBadRequest, "the body could not be read"))
		return
	}
	if err := validateCSV(body); err != nil {
		s.fail(c, err)
		return
	}
	sum := sha256.Sum256(body)
	ds := &Dataset{ID: newID('d'), Bytes: int64(len(body)), SHA256: hex.EncodeToString(sum[:]), Uploaded: time.Now().UTC()}
	ds.Key = "datasets/" + p.Tenant + "/" + sid + "/" + ds.ID
	if err := s.store.datasets.Put(ctx, ds.Key, body, nil); err != nil {
		s.fail(c, internalErr(err, "the dataset could not be stored"))
		return
	}
	var old string
	_, err = s.store.updateSession(ctx, p.Tenant, sid, func(sess *Session) error {
		old = ""
		if sess.Dataset != nil {
			old = sess.Dataset.Key
		}
		sess.Dataset = ds
		return nil
	})
	if err != nil {
		_ = s.store.datasets.Delete(context.WithoutCancel(ctx), ds.Key)
		s.fail(c, notFound(err, "session"))
		return
	}
	if old != "" && old != ds.Key {
		if err := s.store.datasets.Delete(context.WithoutCancel(ctx), old); err != nil {
			s.log.Warn("old dataset not deleted", "key", old, "error", err)
		}
	}
	c.PureJSON(http.StatusOK, gin.H{"dataset_id": ds.ID, "bytes": ds.Bytes, "sha256": ds.SHA256})
}

// validateCSV accepts UTF-8 text (a BOM allowed) with a header row of at least one named
// column and rows Go's CSV reader can parse. It refuses binary, empty and ragged input with a
// message that says what is wrong.
func validateCSV(b []byte) error {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	if len(bytes.TrimSpace(b)) == 0 {
		return apiErr(CodeBadDataset, "the dataset is empty; send a CSV with a header row")
	}
	if bytes.IndexByte(b, 0) >= 0 {
		return apiErr(CodeBadDataset, "the dataset is binary (it has NUL bytes); send a UTF-8 CSV")
	}
	if !utf8.Valid(b) {
		return apiErr(CodeBadDataset, "the dataset is not UTF-8 text; send a UTF-8 CSV")
	}
	r := csv.NewReader(bytes.NewReader(b))
	r.ReuseRecord = true
	header, err := r.Read()
	if err != nil {
		return apiErr(CodeBadDataset, "the header row is not valid CSV: %s", csvErrText(err))
	}
	named := false
	for _, h := range header {
		if h != "" {
			named = true
		}
	}
	if !named {
		return apiErr(CodeBadDataset, "the header row names no column")
	}
	r.FieldsPerRecord = len(header)
	for {
		_, err := r.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return apiErr(CodeBadDataset, "the CSV is malformed: %s", csvErrText(err))
		}
	}
}

func csvErrText(err error) string {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return "line " + strconv.Itoa(pe.Line) + ": " + pe.Err.Error()
	}
	return "unreadable"
}

func (s *Server) postRun(c *gin.Context) {
	var req runRequest
	if err := s.decodeJSON(c, &req, false); err != nil {
		s.answer(c, apiFail(asAPIError(err)))
		return
	}
	if err := s.checkCode(req.Code); err != nil {
		s.answer(c, apiFail(err))
		return
	}
	if utf8.RuneCountInString(req.Purpose) > tools.MaxPurposeChars || len(req.ExpectedArtifacts) > tools.MaxExpectedArtifacts {
		s.answer(c, apiFail(apiErr(CodeBadRequest, "purpose is limited to %d characters and expected_artifacts to %d names", tools.MaxPurposeChars, tools.MaxExpectedArtifacts)))
		return
	}
	out := s.execute(c.Request.Context(), &job{
		p: who(c), sid: c.Param("sid"), kind: executors.KindCode, tool: ToolRunPython,
		code: req.Code, purpose: req.Purpose, expect: req.ExpectedArtifacts,
	})
	s.answer(c, out)
}

func (s *Server) checkCode(code string) *Error {
	switch n := utf8.RuneCountInString(code); {
	case n == 0:
		return apiErr(CodeBadRequest, "code is empty")
	case n > s.cfg.MaxCodeChars:
		return apiErr(CodeCodeTooLong, "code is %d characters; the limit is %d", n, s.cfg.MaxCodeChars)
	}
	if !utf8.ValidString(code) {
		return apiErr(CodeBadRequest, "code is not UTF-8")
	}
	return nil
}

// answer writes an observation with its status.
func (s *Server) answer(c *gin.Context, o outcome) {
	c.PureJSON(o.status(), o.obs)
}

func (s *Server) getRun(c *gin.Context) {
	rec, err := s.store.run(c.Request.Context(), who(c).Tenant, c.Param("rid"))
	if err != nil {
		s.fail(c, notFound(err, "run"))
		return
	}
	c.PureJSON(http.StatusOK, rec)
}

func (s *Server) getArtifact(c *gin.Context) {
	ctx := c.Request.Context()
	rec, err := s.store.run(ctx, who(c).Tenant, c.Param("rid"))
	if err != nil {
		s.fail(c, notFound(err, "run"))
		return
	}
	name := c.Param("name")
	for _, a := range rec.Artifacts {
		if a.Name != name {
			continue
		}
		b, err := readObject(ctx, s.store.artifacts, a.Key, a.Bytes)
		if err != nil {
			s.fail(c, notFound(err, "artifact"))
			return
		}
		c.Header("Content-Disposition", `attachment; filename="`+name+`"`)
		c.Header("X-Content-Type-Options", "nosniff")
		c.Header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
		c.Data(http.StatusOK, a.Type, b)
		return
	}
	s.fail(c, apiErr(CodeNotFound, "no such artifact"))
}

func (s *Server) getDecisions(c *gin.Context) {
	p := who(c)
	if p.Role != RoleAuditor {
		s.fail(c, apiErr(CodeForbidden, "the decision log is for keys with the auditor role"))
		return
	}
	s.decisions(c, p)
}

// callTool runs a fixed tool (or run_python) with its JSON arguments, checked against the
// tool's schema and the inspected columns before anything runs.
func (s *Server) callTool(c *gin.Context) {
	var raw json.RawMessage
	if err := s.decodeJSON(c, &raw, true); err != nil {
		s.answer(c, apiFail(asAPIError(err)))
		return
	}
	j, aerr := s.prepareCall(c.Request.Context(), who(c), c.Param("sid"), c.Param("name"), raw)
	if aerr != nil {
		s.answer(c, apiFail(aerr))
		return
	}
	s.answer(c, s.execute(c.Request.Context(), j))
}

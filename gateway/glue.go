package gateway

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/sluice-gw/sluice/analyzer"
	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/policies"
)

// toLimits converts the policy's limits into the executor contract's.
func toLimits(l policies.Limits) executors.Limits {
	return executors.Limits{
		TimeoutS:      l.TimeoutS,
		MemoryMB:      int(l.MemoryMB),
		CPUs:          l.CPUs,
		Pids:          int(l.Pids),
		StdoutBytes:   int(l.StdoutBytes),
		StderrBytes:   int(l.StderrBytes),
		OutputFiles:   int(l.OutputFiles),
		OutputBytes:   l.OutputBytes,
		FileSizeBytes: l.FileSizeBytes,
		TmpBytes:      l.TmpBytes,
	}
}

// logDecision appends a decision to the decision log before anything acts on it and returns
// its id.
func (s *Server) logDecision(ctx context.Context, j *job, d policies.Decision) (string, error) {
	ids, err := s.logDecisions(ctx, j, d)
	if err != nil {
		return "", err
	}
	return ids[0], nil
}

// logDecisions appends the decisions of job j to the decision log as one batch (contiguous in
// the chain, written with whatever other requests are logging at the same moment) and returns
// their ids once every sink stored them.
func (s *Server) logDecisions(ctx context.Context, j *job, ds ...policies.Decision) ([]string, error) {
	evs := s.events(j, ds)
	if err := s.dlog.AppendBatch(ctx, evs); err != nil {
		return nil, err
	}
	return eventIDs(evs), nil
}

// events are the decision-log entries of the decisions ds of job j.
func (s *Server) events(j *job, ds []policies.Decision) []*policies.EventV1 {
	meta := policies.EventMeta{Tenant: j.p.Tenant, Session: j.sid, Labels: s.labels}
	if j.rec != nil {
		meta.RunID = j.rec.ID
	}
	if j.facts != nil {
		meta.AnalyzerVersion = analyzer.Version
	}
	evs := make([]*policies.EventV1, len(ds))
	for i, d := range ds {
		evs[i] = policies.NewEvent(d, meta)
	}
	return evs
}

// eventIDs are the decision ids of evs.
func eventIDs(evs []*policies.EventV1) []string {
	ids := make([]string, len(evs))
	for i, ev := range evs {
		ids[i] = ev.DecisionID
	}
	return ids
}

// decisions answers GET /v1/decisions for an auditor: the entries of the caller's tenant,
// filtered by session, run, path and time.
func (s *Server) decisions(c *gin.Context, p principal) {
	f := policies.Filter{Tenant: p.Tenant, Session: c.Query("session"), RunID: c.Query("run"), Path: c.Query("path"), Limit: 1000}
	for _, q := range []struct {
		name string
		dst  *time.Time
	}{{"since", &f.Since}, {"until", &f.Until}} {
		if v := c.Query(q.name); v != "" {
			t, err := time.Parse(time.RFC3339, v)
			if err != nil {
				s.fail(c, apiErr(CodeBadRequest, "%s: want an RFC 3339 time, e.g. 2026-11-29T15:04:05Z", q.name))
				return
			}
			*q.dst = t
		}
	}
	if v := c.Query("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 10000 {
			s.fail(c, apiErr(CodeBadRequest, "limit: want 1..10000"))
			return
		}
		f.Limit = n
	}
	if s.js == nil {
		s.fail(c, internalErr(errors.New("no JetStream"), "the decision log cannot be read on this gateway"))
		return
	}
	ctx, cancel := context.WithTimeout(c.Request.Context(), 30*time.Second)
	defer cancel()
	evs, err := policies.ReadJetStream(ctx, s.js, f)
	if err != nil {
		s.fail(c, internalErr(err, "the decision log could not be read"))
		return
	}
	if evs == nil {
		evs = []policies.EventV1{}
	}
	c.PureJSON(http.StatusOK, gin.H{"decisions": evs, "count": len(evs)})
}

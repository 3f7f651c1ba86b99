package gateway

import (
	"github.com/sluice-gw/sluice/gateway/run"

	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/sluice-gw/sluice/policies"
)

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
				s.fail(c, run.Errorf(run.CodeBadRequest, "%s: want an RFC 3339 time, e.g. 2026-11-29T15:04:05Z", q.name))
				return
			}
			*q.dst = t
		}
	}
	if v := c.Query("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 10000 {
			s.fail(c, run.Errorf(run.CodeBadRequest, "limit: want 1..10000"))
			return
		}
		f.Limit = n
	}
	if s.js == nil {
		s.fail(c, run.Internal(errors.New("no JetStream"), "the decision log cannot be read on this gateway"))
		return
	}
	ctx, cancel := context.WithTimeout(c.Request.Context(), 30*time.Second)
	defer cancel()
	evs, err := policies.ReadJetStream(ctx, s.js, f)
	if err != nil {
		s.fail(c, run.Unavailable(err, "the decision log could not be read"))
		return
	}
	if evs == nil {
		evs = []policies.EventV1{}
	}
	c.PureJSON(http.StatusOK, gin.H{"decisions": evs, "count": len(evs)})
}

package gateway

import (
	"github.com/sluice-gw/sluice/gateway/run"

	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/sluice-gw/sluice/policies"
)

// decisions answers GET /v1/decisions for an auditor: a page of the entries of the caller's
// tenant, filtered by session, run, decision point, rule, allow, policy revision and time,
// oldest first (order=newest for the newest first), through the decision index. next_cursor,
// given back as cursor, reads the next page. view=summary answers with the index's summaries
// instead of whole entries.
func (s *Server) decisions(c *gin.Context, p principal) {
	tf, err := timeFilter(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	q := policies.Query{
		Tenant: p.Tenant, Session: c.Query("session"), RunID: c.Query("run"), Path: c.Query("path"),
		Rule: c.Query("rule"), PolicyRevision: c.Query("revision"), Since: tf.Since, Until: tf.Until, Limit: 1000,
	}
	switch c.Query("order") {
	case "", "oldest":
	case "newest":
		q.Newest = true
	default:
		s.fail(c, run.Errorf(run.CodeBadRequest, "order: want oldest or newest"))
		return
	}
	switch v := c.Query("allow"); v {
	case "":
	case "true", "false":
		b := v == "true"
		q.Allow = &b
	default:
		s.fail(c, run.Errorf(run.CodeBadRequest, "allow: want true or false"))
		return
	}
	summary := false
	switch c.Query("view") {
	case "", "full":
	case "summary":
		summary = true
	default:
		s.fail(c, run.Errorf(run.CodeBadRequest, "view: want full or summary"))
		return
	}
	if q.Cursor, err = parseCursor(c.Query("cursor")); err != nil {
		s.fail(c, err)
		return
	}
	if v := c.Query("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 10000 {
			s.fail(c, run.Errorf(run.CodeBadRequest, "limit: want 1..10000"))
			return
		}
		q.Limit = n
	}
	ix, err := s.decisionIndex(c.Request.Context())
	if err != nil {
		s.fail(c, err)
		return
	}
	page, more := ix.Query(q)
	next := ""
	if more {
		next = strconv.FormatUint(page[len(page)-1].StreamSeq, 10)
	}
	if summary {
		if page == nil {
			page = []policies.IndexEntry{}
		}
		c.PureJSON(http.StatusOK, gin.H{"decisions": page, "count": len(page), "next_cursor": next})
		return
	}
	evs := make([]policies.EventV1, 0, len(page))
	for _, e := range page {
		ev, err := policies.ReadStreamEntry(c.Request.Context(), s.js, e.StreamSeq)
		if err != nil {
			s.fail(c, run.Unavailable(err, "the decision log could not be read"))
			return
		}
		evs = append(evs, ev)
	}
	c.PureJSON(http.StatusOK, gin.H{"decisions": evs, "count": len(evs), "next_cursor": next})
}

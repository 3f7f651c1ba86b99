package gateway

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/sluice-gw/sluice/gateway/run"
	"github.com/sluice-gw/sluice/policies"
)

// The auditor's endpoints beyond the decision list: one decision with its chain status, the
// verification of the chains over a time range, and the replay of a draft policy against the
// log. All read the decision stream; none changes anything.

// MaxDraftBytes bounds the body of POST /v1/replay (a draft's files as JSON).
const MaxDraftBytes = 4 << 20

// indexWait bounds how long a request waits for the decision index to catch up with the
// stream (the first request after a start reads the whole stream).
const indexWait = 30 * time.Second

// auditIndex holds the decision index of a gateway, started by the first request that needs
// it and following the stream for the gateway's life.
type auditIndex struct {
	once sync.Once
	ix   *policies.Index
}

// decisionIndex returns the decision index once it holds every entry the stream held when
// the request came in.
func (s *Server) decisionIndex(ctx context.Context) (*policies.Index, error) {
	if err := s.streamReadable(); err != nil {
		return nil, err
	}
	s.audit.once.Do(func() {
		s.audit.ix = policies.NewIndex()
		go func() {
			if err := s.audit.ix.Follow(s.life, s.js); err != nil {
				s.log.Warn("decision index stopped", "error", err)
			}
		}()
	})
	last, err := policies.StreamLastSeq(ctx, s.js)
	if err != nil {
		return nil, run.Unavailable(err, "the decision log could not be read")
	}
	wctx, cancel := context.WithTimeout(ctx, indexWait)
	defer cancel()
	if err := s.audit.ix.WaitFor(wctx, last); err != nil {
		return nil, run.Unavailable(err, fmt.Sprintf("the decision index holds %d of the log's entries so far; retry in a moment", s.audit.ix.Len()))
	}
	return s.audit.ix, nil
}

// streamReadable says why the decision stream cannot be read here: a gateway without NATS
// (the fast tests) has none.
func (s *Server) streamReadable() error {
	if s.js == nil {
		return run.Internal(errors.New("no JetStream"), "the decision log cannot be read on this gateway")
	}
	return nil
}

// auditor returns the caller when it has the auditor role, and answers 403 otherwise.
func (s *Server) auditor(c *gin.Context) (principal, bool) {
	p := who(c)
	if p.Role != RoleAuditor {
		s.fail(c, run.Errorf(run.CodeForbidden, "the decision log is for keys with the auditor role"))
		return p, false
	}
	return p, true
}

// getDecision answers GET /v1/decisions/{id}: the entry whole, with its stream sequence and
// the status of its link in its hash chain, for the caller's tenant only.
func (s *Server) getDecision(c *gin.Context) {
	p, ok := s.auditor(c)
	if !ok {
		return
	}
	ix, err := s.decisionIndex(c.Request.Context())
	if err != nil {
		s.fail(c, err)
		return
	}
	e, found := ix.Lookup(c.Param("id"))
	if !found || e.Tenant != p.Tenant {
		s.fail(c, run.Errorf(run.CodeNotFound, "no decision %q for this tenant", c.Param("id")))
		return
	}
	ev, err := policies.ReadStreamEntry(c.Request.Context(), s.js, e.StreamSeq)
	if err != nil {
		s.fail(c, run.Unavailable(err, "the decision log could not be read"))
		return
	}
	c.PureJSON(http.StatusOK, gin.H{"decision": ev, "stream_seq": e.StreamSeq, "chain": e.Chain})
}

// verifyDecisions answers GET /v1/decisions/verify: it reads every entry of the stream in the
// time range (all tenants: a chain interleaves them) and checks each chain's hashes and links.
// The first broken entry is named; one of another tenant is named by its chain and position
// only.
func (s *Server) verifyDecisions(c *gin.Context) {
	p, ok := s.auditor(c)
	if !ok {
		return
	}
	f, err := timeFilter(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	if err := s.streamReadable(); err != nil {
		s.fail(c, err)
		return
	}
	ctx, cancel := context.WithTimeout(c.Request.Context(), 2*time.Minute)
	defer cancel()
	entries, err := policies.ReadJetStream(ctx, s.js, policies.Filter{Since: f.Since, Until: f.Until})
	if err != nil {
		s.fail(c, run.Unavailable(err, "the decision log could not be read"))
		return
	}
	out := gin.H{"ok": true, "entries": len(entries), "chains": policies.Chains(entries)}
	if err := policies.Verify(entries); err != nil {
		out["ok"] = false
		var ce *policies.ChainError
		if errors.As(err, &ce) {
			b := gin.H{"log_id": ce.LogID, "seq": ce.Seq, "reason": ce.Reason}
			if ce.Index < len(entries) && entries[ce.Index].Tenant == p.Tenant {
				b["decision_id"] = ce.DecisionID
			} else {
				b["other_tenant"] = true
			}
			out["broken"] = b
		} else {
			out["error"] = err.Error()
		}
	}
	c.PureJSON(http.StatusOK, out)
}

// timeFilter reads the since and until parameters.
func timeFilter(c *gin.Context) (policies.Filter, error) {
	var f policies.Filter
	err := parseTimes(&f, c.Query("since"), c.Query("until"))
	return f, err
}

// parseTimes sets f's Since and Until from RFC 3339 texts; an empty text leaves it unset.
func parseTimes(f *policies.Filter, since, until string) error {
	for _, q := range []struct {
		name, v string
		dst     *time.Time
	}{{"since", since, &f.Since}, {"until", until, &f.Until}} {
		if q.v == "" {
			continue
		}
		t, err := time.Parse(time.RFC3339, q.v)
		if err != nil {
			return run.Errorf(run.CodeBadRequest, "%s: want an RFC 3339 time, e.g. 2026-11-29T15:04:05Z", q.name)
		}
		*q.dst = t
	}
	return nil
}

// replayRequest is the body of POST /v1/replay.
type replayRequest struct {
	// Files are the draft's files by name (admission.rego, data.json, …), laid over the
	// built-in bundle; a file of the built-in bundle given as "" is left out of the draft.
	Files map[string]string `json:"files"`
	// Bundle is a whole draft instead: an OPA bundle (.tar.gz, base64 in the JSON), as
	// `opa build` makes it.
	Bundle []byte `json:"bundle"`
	// Since, Until, Session and Path select the caller's logged decisions to replay.
	Since   string `json:"since"`
	Until   string `json:"until"`
	Session string `json:"session"`
	Path    string `json:"path"`
	// Limit caps the decisions replayed (default and maximum 100,000).
	Limit int `json:"limit"`
}

// draftName is what a draft's file may be called: a file of the bundle's directory.
var draftName = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}\.(rego|json)$`)

// replayGroup counts the changed decisions of one decision point and rule.
type replayGroup struct {
	Path   string `json:"path"`
	Rule   string `json:"rule,omitempty"`
	Change string `json:"change"` // "now refused", "now allowed", or "result changed"
	Count  int    `json:"count"`
}

// replayDraft answers POST /v1/replay: it builds the draft (the built-in bundle with the
// given files laid over it, or a whole bundle), runs the draft's own tests, and replays the caller's logged
// decisions against it with the engine of `sluice replay`: what changed, old beside new,
// grouped by decision point and rule.
func (s *Server) replayDraft(c *gin.Context) {
	p, ok := s.auditor(c)
	if !ok {
		return
	}
	if err := s.streamReadable(); err != nil {
		s.fail(c, err)
		return
	}
	var req replayRequest
	if err := s.decodeJSONMax(c, &req, false, MaxDraftBytes); err != nil {
		s.fail(c, err)
		return
	}
	q := policies.Filter{Tenant: p.Tenant, Session: req.Session, Path: req.Path, Limit: 100000}
	if req.Limit < 0 || req.Limit > 100000 {
		s.fail(c, run.Errorf(run.CodeBadRequest, "limit: want 0..100000"))
		return
	} else if req.Limit > 0 {
		q.Limit = req.Limit
	}
	if err := parseTimes(&q, req.Since, req.Until); err != nil {
		s.fail(c, err)
		return
	}
	if (len(req.Files) == 0) == (len(req.Bundle) == 0) {
		s.fail(c, run.Errorf(run.CodeBadRequest, "give either files, the draft's files by name (e.g. {\"admission.rego\": \"package sluice.admission …\"}), or bundle, an OPA bundle (.tar.gz) in base64"))
		return
	}
	tmp, err := os.MkdirTemp("", "sluice-draft-")
	if err != nil {
		s.fail(c, run.Internal(err, "the draft could not be written"))
		return
	}
	defer os.RemoveAll(tmp)
	dir := tmp
	if len(req.Bundle) > 0 {
		dir = filepath.Join(tmp, "bundle.tar.gz")
		if err := os.WriteFile(dir, req.Bundle, 0o600); err != nil {
			s.fail(c, run.Internal(err, "the draft could not be written"))
			return
		}
	} else if err := writeDraft(dir, req.Files); err != nil {
		s.fail(c, err)
		return
	}
	ctx, cancel := context.WithTimeout(c.Request.Context(), 5*time.Minute)
	defer cancel()
	tests, err := policies.RunBundleTests(ctx, dir, false)
	if err != nil {
		s.fail(c, run.Errorf(run.CodeBadRequest, "the draft does not compile: %s", draftError(err, tmp)))
		return
	}
	if tests.Failed > 0 || tests.Passed == 0 {
		c.PureJSON(http.StatusUnprocessableEntity, gin.H{
			"error": run.ErrorDetail{Code: run.CodeBadRequest, Message: fmt.Sprintf("the draft fails %d of its %d tests; nothing was replayed", tests.Failed, tests.Failed+tests.Passed)},
			"tests": testsBody(tests),
		})
		return
	}
	eng, err := policies.Load(ctx, dir)
	if err != nil {
		s.fail(c, run.Errorf(run.CodeBadRequest, "the draft could not be loaded: %s", draftError(err, tmp)))
		return
	}
	entries, err := policies.ReadJetStream(ctx, s.js, q)
	if err != nil {
		s.fail(c, run.Unavailable(err, "the decision log could not be read"))
		return
	}
	rep, err := policies.Replay(ctx, entries, eng)
	if err != nil {
		s.fail(c, run.Unavailable(err, "the replay did not finish"))
		return
	}
	c.PureJSON(http.StatusOK, gin.H{"tests": testsBody(tests), "replay": rep, "groups": replayGroups(rep.Changed)})
}

// testsBody is the JSON of a draft's test report.
func testsBody(r policies.TestReport) gin.H {
	failures := r.Failures
	if failures == nil {
		failures = []string{}
	}
	return gin.H{"passed": r.Passed, "failed": r.Failed, "skipped": r.Skipped, "failures": failures}
}

// writeDraft writes the built-in bundle into dir and lays the draft's files over it.
func writeDraft(dir string, files map[string]string) error {
	base := policies.DefaultBundle()
	err := fs.WalkDir(base, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(base, path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, path), b, 0o600)
	})
	if err != nil {
		return run.Internal(err, "the built-in bundle could not be copied")
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	if len(names) > 64 {
		return run.Errorf(run.CodeBadRequest, "files: %d files; a draft has at most 64", len(names))
	}
	for _, name := range names {
		if !draftName.MatchString(name) {
			return run.Errorf(run.CodeBadRequest, "files: %q is not a file name of a bundle (letters, digits, _ . -, ending .rego or .json)", name)
		}
		path := filepath.Join(dir, name)
		if files[name] == "" {
			if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return run.Internal(err, "the draft could not be written")
			}
			continue
		}
		if err := os.WriteFile(path, []byte(files[name]), 0o600); err != nil {
			return run.Internal(err, "the draft could not be written")
		}
	}
	return nil
}

// draftError words a draft's compile or load error with the draft's file names, without the
// temporary directory's path.
func draftError(err error, dir string) string {
	msg := strings.ReplaceAll(err.Error(), dir+string(filepath.Separator), "")
	return strings.ReplaceAll(msg, dir, "the draft")
}

// replayGroups counts the changed decisions by decision point and by the rules that now
// refuse, or no longer refuse, them.
func replayGroups(changed []policies.ReplayChange) []replayGroup {
	counts := map[replayGroup]int{}
	for _, ch := range changed {
		oldRules, newRules := policies.ResultRules(ch.Old), policies.ResultRules(ch.New)
		n := 0
		for _, r := range newRules {
			if !slices.Contains(oldRules, r) {
				counts[replayGroup{Path: ch.Path, Rule: r, Change: "now refused"}]++
				n++
			}
		}
		for _, r := range oldRules {
			if !slices.Contains(newRules, r) {
				counts[replayGroup{Path: ch.Path, Rule: r, Change: "now allowed"}]++
				n++
			}
		}
		if n == 0 {
			counts[replayGroup{Path: ch.Path, Change: "result changed"}]++
		}
	}
	out := make([]replayGroup, 0, len(counts))
	for g, n := range counts {
		g.Count = n
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		return a.Path+a.Rule+a.Change < b.Path+b.Rule+b.Change
	})
	return out
}

// parseCursor reads a page cursor: the stream sequence of the previous page's last entry.
func parseCursor(v string) (uint64, error) {
	if v == "" {
		return 0, nil
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil || n == 0 {
		return 0, run.Errorf(run.CodeBadRequest, "cursor: want the next_cursor of the previous page")
	}
	return n, nil
}

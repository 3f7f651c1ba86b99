package gateway

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/executors"
)

// observe turns a worker's result into the agent's observation through the redaction stage:
// text bounded and scrubbed, artifacts checked by content and moved from staging to kept.
func (s *Server) observe(ctx context.Context, j *job, res executors.Result, rules redactionRules) outcome {
	r := &redactor{rules: rules}
	obs := Observation{OK: res.Outcome == executors.OutcomeOK}
	obs.StdoutExcerpt = r.text(res.Stdout, rules.StdoutMaxBytes)
	if res.StdoutBytes > int64(len(res.Stdout)) {
		r.summary.BytesCut += res.StdoutBytes - int64(len(res.Stdout))
		r.warnings = append(r.warnings, fmt.Sprintf("stdout was %d bytes; only an excerpt is shown", res.StdoutBytes))
	}
	rep := res.Report
	if rep != nil {
		for _, w := range rep.Warnings {
			r.warnings = append(r.warnings, r.text(w, 300))
		}
		if j.kind == executors.KindTool && rep.OK && len(rep.Tool) > 0 {
			obs.Result = rep.Tool
		}
	}

	switch res.Outcome {
	case executors.OutcomeOK:
	case executors.OutcomeRaised:
		if rep != nil && rep.Error != nil {
			e := rep.Error
			obs.ErrorType = sanitizeIdent(e.Type)
			obs.ErrorMessage = truncateRunes(r.text(e.Message, rules.ErrorMessageMax), maxErrorMessage)
			obs.Line = e.Line
			obs.RetryHint = r.text(e.Hint, 500)
			if e.Line > 0 && j.kind == executors.KindCode {
				obs.FailedCodeExcerpt = codeExcerpt(j.code, e.Line, min(rules.CodeExcerptMax, maxCodeExcerpt))
			}
			if obs.ErrorType == "MemoryError" {
				obs.ErrorType = ErrTypeMemoryLimit
			}
		} else {
			obs.ErrorType = ErrTypeSandboxError
			obs.ErrorMessage = "the code failed without a report"
		}
	case executors.OutcomeTimeout:
		obs.ErrorType = ErrTypeTimeout
		obs.ErrorMessage = "the code ran past its time limit and was stopped"
		obs.RetryHint = "Make the code faster: work on fewer rows, avoid Python loops over rows, and do not wait or loop forever."
	case executors.OutcomeOOM:
		obs.ErrorType = ErrTypeMemoryLimit
		obs.ErrorMessage = "the code used more memory than its limit and was stopped"
		obs.RetryHint = "Use less memory: select only the columns you need and avoid building large objects."
	case executors.OutcomeOutputLimit:
		obs.ErrorType = ErrTypeOutputLimit
		obs.ErrorMessage = "the code wrote more output than its limit allows"
		obs.RetryHint = "Write smaller files to out_dir and print summaries, not whole tables."
	default:
		obs.ErrorType = ErrTypeSandboxError
		obs.ErrorMessage = "the sandbox ended the run (" + string(res.Outcome) + ")"
	}
	if !obs.OK {
		cols, dtypes := j.sess.Dataset.Columns, j.sess.Dataset.Dtypes
		if rep != nil && len(rep.Columns) > 0 {
			cols, dtypes = rep.Columns, rep.Dtypes
		}
		obs.AvailableColumns, obs.Dtypes = cols, dtypes
		if obs.RetryHint == "" && res.Outcome == executors.OutcomeRaised {
			obs.RetryHint = "Read the error, fix that line, and use only available_columns."
		}
		if obs.ErrorType == ErrTypeMemoryLimit && obs.RetryHint == "" {
			obs.RetryHint = "Use less memory: select only the columns you need and avoid building large objects."
		}
	}

	obs.Artifacts = s.keepArtifacts(ctx, j, res, r)
	for _, d := range res.Dropped {
		r.warnings = append(r.warnings, "artifact dropped: "+r.text(d, 200))
		r.summary.Dropped++
	}
	obs.Warnings = r.warnings
	if r.summary.BytesCut > 0 || r.summary.Dropped > 0 || len(r.summary.Masked) > 0 {
		sum := r.summary
		obs.Redacted = &sum
	}
	return outcome{status: 200, obs: obs}
}

// keepArtifacts moves the artifacts that pass the policy's rules from staging to kept storage.
// Staged objects are always deleted.
func (s *Server) keepArtifacts(ctx context.Context, j *job, res executors.Result, r *redactor) []ArtifactRef {
	defer s.discardStaged(ctx, res)
	var (
		refs  []ArtifactRef
		total int64
	)
	for _, a := range res.Artifacts {
		name := sanitizeName(a.Name)
		drop := func(why string) {
			r.warnings = append(r.warnings, fmt.Sprintf("artifact %q dropped: %s", name, why))
			r.summary.Dropped++
		}
		switch {
		case name == "" || name != a.Name:
			drop("its name is not a plain file name")
			continue
		case len(refs) >= r.rules.MaxArtifacts:
			drop(fmt.Sprintf("more than %d artifacts", r.rules.MaxArtifacts))
			continue
		case a.Bytes > r.rules.MaxArtifactBytes:
			drop(fmt.Sprintf("larger than %d bytes", r.rules.MaxArtifactBytes))
			continue
		case total+a.Bytes > r.rules.MaxTotalArtifactBytes:
			drop(fmt.Sprintf("artifacts above %d bytes in all", r.rules.MaxTotalArtifactBytes))
			continue
		case !strings.HasPrefix(a.Key, executors.StagedPrefix+j.rec.ID+"/"):
			drop("it was not staged for this run")
			continue
		}
		content, err := readObject(ctx, s.store.artifacts, a.Key, r.rules.MaxArtifactBytes)
		if err != nil {
			s.log.Error("staged artifact unreadable", "run_id", j.rec.ID, "key", a.Key, "error", err)
			drop("it could not be read")
			continue
		}
		typ, err := r.artifactVerdict(name, content)
		if err != nil {
			drop(err.Error())
			continue
		}
		key := executors.KeptPrefix + j.rec.ID + "/" + name
		if _, err := s.store.artifacts.Put(ctx, jetstream.ObjectMeta{Name: key, Metadata: map[string]string{"type": typ}}, strings.NewReader(string(content))); err != nil {
			s.log.Error("artifact not kept", "run_id", j.rec.ID, "error", err)
			drop("it could not be stored")
			continue
		}
		total += int64(len(content))
		j.rec.Artifacts = append(j.rec.Artifacts, storedArtifact{Name: name, Type: typ, Bytes: int64(len(content)), SHA256: a.SHA256, Key: key})
		refs = append(refs, ArtifactRef{Name: name, Type: typ, Bytes: int64(len(content)), URL: "/v1/runs/" + j.rec.ID + "/artifacts/" + name})
	}
	return refs
}

func (s *Server) discardStaged(ctx context.Context, res executors.Result) {
	for _, a := range res.Artifacts {
		if a.Key == "" || !strings.HasPrefix(a.Key, executors.StagedPrefix) {
			continue
		}
		if err := s.store.artifacts.Delete(context.WithoutCancel(ctx), a.Key); err != nil && !errors.Is(err, jetstream.ErrObjectNotFound) {
			s.log.Warn("staged artifact not deleted", "key", a.Key, "error", err)
		}
	}
}

// sanitizeName returns name if it is a safe artifact file name, else "".
func sanitizeName(name string) string {
	if name == "" || len(name) > 128 || name[0] == '.' {
		return ""
	}
	for _, c := range name {
		ok := c == '.' || c == '-' || c == '_' || c == ' ' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c > 0x7f && c != 0xFFFD
		if !ok {
			return ""
		}
	}
	return name
}

// sanitizeIdent keeps a Python exception name to identifier characters.
func sanitizeIdent(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c == '_' || c == '.' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') {
			b.WriteRune(c)
		}
		if b.Len() >= 64 {
			break
		}
	}
	if b.Len() == 0 {
		return "Exception"
	}
	return b.String()
}

package run

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/gateway/internal/redact"
	"github.com/sluice-gw/sluice/gateway/internal/state"
	"github.com/sluice-gw/sluice/images/tools"
)

// observe turns a worker's result into the agent's observation through the redaction stage:
// every text field bounded, scrubbed and masked; artifacts checked by content, cleaned, and moved
// from staging to kept storage. Nothing reaches the agent that did not pass the stage.
func (s *Service) observe(ctx context.Context, j *job, res executors.Result, st *redact.Stage) outcome {
	obs := Observation{OK: res.Outcome == executors.OutcomeOK}
	obs.StdoutExcerpt = st.Text("stdout", res.Stdout, 0)
	if cut := res.StdoutBytes - int64(len(res.Stdout)); cut > 0 {
		st.CountCut("stdout", cut)
	}
	var warnings []string
	if res.StdoutBytes > int64(len(res.Stdout)) {
		warnings = append(warnings, fmt.Sprintf("stdout was %d bytes; only its head and tail are shown", res.StdoutBytes))
	}
	rep := res.Report
	if rep != nil {
		for _, w := range rep.Warnings {
			warnings = append(warnings, st.Text("warning", w, 0))
		}
		if j.kind == executors.KindTool && rep.OK && len(rep.Tool) > 0 {
			// The raw result feeds session state (the schema of inspect_csv); only the
			// redacted one reaches the agent.
			j.toolResult = rep.Tool
			t, _ := tools.Lookup(j.tool)
			out, err := st.JSON("result", rep.Tool, t.MetadataKeys...)
			if err != nil {
				s.log.Error("tool result not redactable; withheld", "run_id", j.rec.ID, "error", err)
				warnings = append(warnings, "the tool's result could not be redacted and was withheld")
			} else {
				obs.Result = out
			}
		}
	}

	switch res.Outcome {
	case executors.OutcomeOK:
	case executors.OutcomeRaised:
		if rep != nil && rep.Error != nil {
			e := rep.Error
			obs.ErrorType = sanitizeIdent(e.Type)
			obs.ErrorMessage = st.Text("error_message", e.Message, 0)
			obs.Line = e.Line
			obs.RetryHint = st.Text("warning", e.Hint, 0)
			if e.Line > 0 && j.kind == executors.KindCode {
				obs.FailedCodeExcerpt = codeExcerpt(j.code, e.Line, maxCodeExcerpt)
			}
			if obs.ErrorType == "MemoryError" {
				obs.ErrorType = ErrTypeMemoryLimit
			}
		} else {
			obs.ErrorType = ErrTypeSandboxError
			obs.ErrorMessage = "the code failed without a report"
		}
	default:
		e, ok := outcomes[res.Outcome]
		if !ok {
			e = ended{ErrTypeSandboxError, "the sandbox ended the run (" + string(res.Outcome) + ")", ""}
		}
		obs.ErrorType, obs.ErrorMessage, obs.RetryHint = e.errType, e.message, e.hint
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

	for _, d := range res.Dropped {
		st.DropArtifact("", d)
	}
	obs.Artifacts, obs.Withheld = s.keepArtifacts(ctx, j, res, st, &obs)
	r := st.Report()
	obs.Warnings = append(warnings, r.Warnings...)
	if r.BytesCut > 0 || r.Dropped > 0 || len(r.Masked) > 0 || r.RowsOmitted > 0 {
		obs.Redacted = &RedactionSummary{BytesCut: r.BytesCut, Masked: r.Masked, RowsOmitted: r.RowsOmitted, Dropped: r.Dropped}
	}
	return answered(obs)
}

// ended is how an observation explains a run the sandbox stopped.
type ended struct{ errType, message, hint string }

// outcomes explains each way a sandbox stops a run, but for ok and raised (the code's own
// answer); an outcome missing here is a SandboxError.
var outcomes = map[executors.Outcome]ended{
	executors.OutcomeTimeout: {ErrTypeTimeout, "the code ran past its time limit and was stopped",
		"Make the code faster: work on fewer rows, avoid Python loops over rows, and do not wait or loop forever."},
	executors.OutcomeOOM:         {ErrTypeMemoryLimit, "the code used more memory than its limit and was stopped", ""},
	executors.OutcomeOutputLimit: {ErrTypeOutputLimit, "the code wrote more output than its limit allows", "Write smaller files to out_dir and print summaries, not whole tables."},
}

// keepArtifacts passes each staged artifact through the stage, asks the review of the run
// (sluice.review) which of those the stage accepted come back, and keeps those: the
// observation's artifacts and what review withheld. Staged objects are always deleted.
func (s *Service) keepArtifacts(ctx context.Context, j *job, res executors.Result, st *redact.Stage, obs *Observation) ([]ArtifactRef, []WithheldView) {
	defer s.discardStaged(ctx, res)
	var passed []passedArtifact
	for _, a := range res.Artifacts {
		if !strings.HasPrefix(a.Key, executors.StagedPrefix+j.rec.ID+"/") {
			st.DropArtifact(a.Name, "it was not staged for this run")
			continue
		}
		content, err := readObject(ctx, s.store.artifacts, a.Key, maxStagedBytes)
		if err != nil {
			s.log.Error("staged artifact unreadable", "run_id", j.rec.ID, "key", a.Key, "error", err)
			st.DropArtifact(a.Name, "it could not be read")
			continue
		}
		out, typ, err := st.Artifact(a.Name, content)
		if err != nil {
			continue // the stage recorded why, in its warnings
		}
		// datasetRows stays 0 until the stage counts the dataset rows an artifact reproduces.
		var datasetRows int64
		passed = append(passed, passedArtifact{name: a.Name, typ: typ, content: out, datasetRows: datasetRows})
	}
	withheld := s.review(ctx, j, res, st, obs, passed)
	var refs []ArtifactRef
	for _, a := range passed {
		if slices.ContainsFunc(withheld, func(w WithheldView) bool { return w.Name == a.name }) {
			continue
		}
		key := executors.KeptPrefix + j.rec.ID + "/" + a.name
		if err := s.store.artifacts.Put(ctx, key, a.content, map[string]string{"type": a.typ}); err != nil {
			s.log.Error("artifact not kept", "run_id", j.rec.ID, "error", err)
			st.DropArtifact(a.name, "it could not be stored")
			continue
		}
		sum := sha256.Sum256(a.content)
		j.rec.Artifacts = append(j.rec.Artifacts, storedArtifact{Name: a.name, Type: a.typ, Bytes: int64(len(a.content)), SHA256: hex.EncodeToString(sum[:]), Key: key})
		refs = append(refs, ArtifactRef{Name: a.name, Type: a.typ, Bytes: int64(len(a.content)), URL: "/v1/runs/" + j.rec.ID + "/artifacts/" + url.PathEscape(a.name)})
	}
	return refs, withheld
}

// maxStagedBytes bounds what the gateway reads of one staged artifact; the stage's own caps
// are lower (the policy's max_artifact_bytes).
const maxStagedBytes = 64 << 20

func (s *Service) discardStaged(ctx context.Context, res executors.Result) {
	for _, a := range res.Artifacts {
		if a.Key == "" || !strings.HasPrefix(a.Key, executors.StagedPrefix) {
			continue
		}
		if err := s.store.artifacts.Delete(context.WithoutCancel(ctx), a.Key); err != nil && !errors.Is(err, state.ErrNotFound) {
			s.log.Warn("staged artifact not deleted", "key", a.Key, "error", err)
		}
	}
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

package redact

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Rules are the redaction rules of one run, converted from the sluice.redaction decision. The
// policy is the source of every value; a zero cap allows nothing (fail closed).
type Rules struct {
	// StdoutMaxBytes caps the stdout excerpt; Text uses it when called with max <= 0 for "stdout".
	StdoutMaxBytes int
	// StderrMaxBytes caps the stderr excerpt; Text uses it when called with max <= 0 for "stderr".
	StderrMaxBytes int
	// ErrorMessageMax caps error_message in bytes (so also in characters); Text uses it when
	// called with max <= 0 for "error_message".
	ErrorMessageMax int
	// MaxRows caps the lines of a printed table, and the data rows of a CSV or JSON artifact.
	MaxRows int
	// Masks names the masks switched on: "email", "phone", "cn_id", "bank_card", "iban",
	// "api_key", "bearer_token", "sensitive_column" (see AllMasks). The plural names the policy
	// bundle has used ("emails", "phone_numbers", "api_keys", …) are accepted as aliases, and
	// "host_path"/"host_paths" is accepted and changes nothing: path scrubbing is always on.
	Masks []string
	// SensitiveValues are values of the dataset's sensitive columns (see SensitiveValues); each
	// is masked as "[sensitive_column]" wherever it appears. They are masked whenever given,
	// whether or not Masks names "sensitive_column": leaving the list empty is how a policy
	// switches this mask off.
	SensitiveValues []string
	// ArtifactTypes are the MIME types an artifact may have, a subset of DefaultArtifactTypes.
	ArtifactTypes []string
	// MaxArtifacts caps the number of artifacts accepted from one run.
	MaxArtifacts int
	// MaxArtifactBytes caps one artifact, before and after redaction.
	MaxArtifactBytes int64
	// MaxTotalArtifactBytes caps the artifacts of one run together, after redaction.
	MaxTotalArtifactBytes int64
	// SensitiveColumns names the dataset's sensitive columns. In CSV and JSON artifacts every
	// value under a column or key of that name (compared without regard to case) is masked,
	// including the short or common values SensitiveValues leaves out.
	SensitiveColumns []string
	// DatasetRows fingerprints the data rows of the session's dataset (see NewDatasetRows). Nil
	// when the run has no dataset: then no artifact is checked for the dataset's rows.
	DatasetRows *DatasetRows
	// MaxDatasetRows caps how many rows of the dataset, reproduced verbatim, the artifacts of one
	// run may carry together (CSV records, JSON records, lines of Markdown and text, the text of
	// an SVG). An artifact that would carry more is cut before the row past the cap, or withheld
	// when nothing would be left. Zero allows none; it applies only when DatasetRows is set.
	MaxDatasetRows int
}

// Default caps Text uses for fields whose cap is not in Rules, when called with max <= 0.
const (
	// DefaultWarningMax caps one warning.
	DefaultWarningMax = 500
	// DefaultTracebackMax caps one traceback.
	DefaultTracebackMax = 4000
)

// maxWarnings is how many warnings Report lists one by one; the rest are summed up in one line.
const maxWarnings = 20

// Stage is the redaction stage of one run. It keeps the counts and warnings of everything it
// redacted, and the artifact count and total size across calls to Artifact. A Stage is not
// safe for concurrent use: make one per run with New.
type Stage struct {
	rules     Rules
	masker    masker
	allowed   map[string]bool
	sensitive map[string]bool // lower-cased SensitiveColumns

	counts      [numKinds]int
	bytesCut    int64
	rowsOmitted int
	dropped     int
	warnings    []string
	moreWarn    int

	artifacts  int
	totalBytes int64
	names      map[string]bool // lower-cased names of accepted artifacts

	datasetRows int // rows of the dataset found in this run's artifacts so far (see Rules.MaxDatasetRows)
}

// Report says what a Stage redacted, without revealing it.
type Report struct {
	// BytesCut counts the bytes cut from text fields to fit their caps.
	BytesCut int64 `json:"bytes_cut,omitempty"`
	// Masked counts the masked items per mask name ("email", "host_path", …); never the values.
	Masked map[string]int `json:"masked,omitempty"`
	// RowsOmitted counts the table rows left out of text and of CSV and JSON artifacts, and the
	// lines, records and text elements of artifacts cut for reproducing the dataset's rows.
	RowsOmitted int `json:"rows_omitted,omitempty"`
	// Dropped counts the artifacts refused.
	Dropped int `json:"artifacts_dropped,omitempty"`
	// Warnings has one line per dropped or cut item with the reason, in words safe for an
	// agent; past 20 lines, one last line says how many more there were.
	Warnings []string `json:"-"`
}

// New checks the rules and builds a Stage for one run. An unknown mask name, an artifact type
// the stage cannot check, or a negative cap is an error that names it.
func New(r Rules) (*Stage, error) {
	var errs []error
	s := &Stage{rules: r, allowed: map[string]bool{}, sensitive: map[string]bool{}, names: map[string]bool{}}
	for _, name := range r.Masks {
		k, ok := maskKind(name)
		if !ok {
			errs = append(errs, fmt.Errorf("redact: unknown mask %q (known: %s)", name, strings.Join(AllMasks, ", ")))
			continue
		}
		s.masker.on[k] = true
	}
	for _, t := range r.ArtifactTypes {
		if !slices.Contains(DefaultArtifactTypes, t) {
			errs = append(errs, fmt.Errorf("redact: artifact type %q cannot be allowed (allowed: %s)", t, strings.Join(DefaultArtifactTypes, ", ")))
			continue
		}
		s.allowed[t] = true
	}
	for name, v := range map[string]int64{
		"StdoutMaxBytes": int64(r.StdoutMaxBytes), "StderrMaxBytes": int64(r.StderrMaxBytes),
		"ErrorMessageMax": int64(r.ErrorMessageMax), "MaxRows": int64(r.MaxRows),
		"MaxArtifacts": int64(r.MaxArtifacts), "MaxArtifactBytes": r.MaxArtifactBytes,
		"MaxTotalArtifactBytes": r.MaxTotalArtifactBytes, "MaxDatasetRows": int64(r.MaxDatasetRows),
	} {
		if v < 0 {
			errs = append(errs, fmt.Errorf("redact: %s is %d; it must be 0 or more", name, v))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	s.masker.values = newAutomaton(r.SensitiveValues)
	for _, c := range r.SensitiveColumns {
		s.sensitive[strings.ToLower(c)] = true
	}
	return s, nil
}

// maskKind resolves a mask name or alias.
func maskKind(name string) (kind, bool) {
	if a, ok := maskAliases[name]; ok {
		name = a
	}
	for k, n := range kindNames {
		if n == name {
			return kind(k), true
		}
	}
	return 0, false
}

// fieldLabel is how warnings name a text field; unknown fields are "text".
func fieldLabel(field string) string {
	switch field {
	case "stdout", "stderr", "error_message", "warning", "traceback":
		return field
	}
	return "text"
}

// Text redacts one text field ("stdout", "stderr", "error_message", "warning", "traceback")
// and returns at most max bytes of valid UTF-8; max <= 0 means the field's cap from Rules (or
// DefaultWarningMax, DefaultTracebackMax). The steps, in order:
//
//  1. invalid UTF-8, control characters and invisible format characters are dropped;
//  2. Python tracebacks keep only the frames of the user's code;
//  3. printed tables longer than MaxRows lines keep their head and tail, "… N rows omitted"
//     between them (before masking, which changes line widths the table detector relies on;
//     cutting whole lines never splits a secret);
//  4. host and sandbox paths become "<path>", except the dataset path and out_dir;
//  5. the masks replace what they find ("[email]", "[cn_id]", …);
//  6. the middle is cut to max bytes, keeping head and tail, with a marker saying how many bytes
//     were cut (after masking, so a cut never leaves half a secret unrecognised).
//
// Everything it does is counted into the Report, with one warning per cut.
func (s *Stage) Text(field string, in string, max int) string {
	label := fieldLabel(field)
	if max <= 0 {
		switch label {
		case "stdout":
			max = s.rules.StdoutMaxBytes
		case "stderr":
			max = s.rules.StderrMaxBytes
		case "error_message":
			max = s.rules.ErrorMessageMax
		case "warning":
			max = DefaultWarningMax
		case "traceback":
			max = DefaultTracebackMax
		default:
			max = s.rules.StdoutMaxBytes
		}
	}
	t := s.redactText(label, in)
	out, cut := cutMiddle(t, max)
	if cut > 0 {
		s.bytesCut += int64(cut)
		s.warn(fmt.Sprintf("%s: %d bytes cut from the middle to fit its cap of %d bytes", label, cut, max))
	}
	return out
}

// redactText runs steps 1–5 of Text on in.
func (s *Stage) redactText(label, in string) string {
	return s.mask(s.prepareText(label, in))
}

// prepareText runs steps 1–3 of Text on in: what is left is clean text with its tables cut,
// not yet masked.
func (s *Stage) prepareText(label, in string) string {
	t := cleanText(in)
	t, _ = reduceTracebacks(t)
	t, cuts := cutTables(t, s.rules.MaxRows)
	for _, c := range cuts {
		s.rowsOmitted += c.omitted
		s.warn(fmt.Sprintf("%s: a printed table of %d rows was cut to %d rows (%d omitted)", label, c.rows, c.rows-c.omitted, c.omitted))
	}
	return t
}

// mask scrubs paths and applies the masks to clean text.
func (s *Stage) mask(t string) string {
	t = scrubPaths(t, &s.counts)
	return s.masker.apply(t, &s.counts)
}

// CountCut records n bytes of a text field that were cut before the stage saw it (the worker
// keeps only the head and tail of each stream), so that Report.BytesCut covers them too, with
// a warning.
func (s *Stage) CountCut(field string, n int64) {
	if n <= 0 {
		return
	}
	label := fieldLabel(field)
	s.bytesCut += n
	s.warn(fmt.Sprintf("%s: %d bytes cut by the sandbox's output limit", label, n))
}

// DropArtifact records an artifact that was dropped before the stage saw it (a symlink, a
// directory, a file the worker refused), so that Report.Dropped and the warnings cover it.
// reason is redacted like a warning before it is recorded.
func (s *Stage) DropArtifact(name, reason string) {
	s.dropped++
	reason, _ = cutMiddle(s.mask(cleanText(reason)), DefaultWarningMax)
	s.warn(fmt.Sprintf("artifact %s refused: %s", s.shownName(name), reason))
}

// warn records one warning, keeping at most maxWarnings of them.
func (s *Stage) warn(w string) {
	if len(s.warnings) >= maxWarnings {
		s.moreWarn++
		return
	}
	s.warnings = append(s.warnings, w)
}

// Report returns what the stage has redacted so far. The result is a copy.
func (s *Stage) Report() Report {
	r := Report{BytesCut: s.bytesCut, RowsOmitted: s.rowsOmitted, Dropped: s.dropped}
	for k, n := range s.counts {
		if n > 0 {
			if r.Masked == nil {
				r.Masked = map[string]int{}
			}
			r.Masked[kindNames[k]] = n
		}
	}
	r.Warnings = slices.Clone(s.warnings)
	if s.moreWarn > 0 {
		r.Warnings = append(r.Warnings, fmt.Sprintf("… and %d more items were cut or dropped", s.moreWarn))
	}
	return r
}
